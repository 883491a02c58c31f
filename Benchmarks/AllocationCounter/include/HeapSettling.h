// Finishing the work glibc defers when blocks are freed, for sieve-bench's call-by-call timing.
//
// glibc's `free` (2.36 here) keeps small blocks (requests of up to 120 bytes on 64-bit) in
// "fast bins", unmerged with their free neighbours. The merging waits for the next request in
// the same arena whose chunk is 1 KiB or more. After a result of a million blocks is freed,
// that merge takes tens of milliseconds, and it lands in the first large request that comes
// next: inside the next timed call, whoever makes it.

#ifndef SIEVE_HEAP_SETTLING_H
#define SIEVE_HEAP_SETTLING_H

#include <stdbool.h>

/// Makes the merge the calling thread's arena has pending, by one large request freed at
/// once (2 KiB: far below the size glibc serves with `mmap`; freeing it could trim the heap
/// only if it merged into a top chunk above the trim threshold, not seen in sieve-bench's
/// runs). Other threads' arenas are not touched. Returns true when it did; false where the
/// allocator is not glibc's, and nothing was done.
bool heap_settle(void);

#endif
