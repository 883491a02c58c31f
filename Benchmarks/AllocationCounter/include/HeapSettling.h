// Finishing the work glibc defers when blocks are freed, for sieve-bench's call-by-call timing.
//
// glibc's `free` keeps small blocks (up to 128 bytes of payload on 64-bit) in "fast bins",
// unmerged with their free neighbours. The merging waits for the next large request (1 KiB or
// more) made in the same arena. After a result of a million blocks is freed, that merge takes
// tens of milliseconds, and it lands in the first large request that comes next: inside the
// next timed call, whoever makes it.

#ifndef SIEVE_HEAP_SETTLING_H
#define SIEVE_HEAP_SETTLING_H

#include <stdbool.h>

/// Makes the merge the calling thread's arena has pending, by one large request freed at
/// once (not large enough to be served by `mmap`, nor to return memory to the system when
/// freed). Returns true when it did; false where the allocator is not glibc's, and nothing
/// was done.
bool heap_settle(void);

#endif
