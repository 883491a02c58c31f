// Counting heap allocations, for sieve-bench: how many blocks one decode asks malloc for.
//
// On Linux with glibc the counter interposes `malloc` and its relatives for the whole process
// (see AllocationCounter.c), so it sees Foundation's allocations and Sieve's alike. Elsewhere
// the functions exist but count nothing, and `allocation_counter_is_available` says so.
//
// The module also holds `heap_settle` (HeapSettling.h), which finishes glibc's deferred work
// after a drop.

#ifndef SIEVE_ALLOCATION_COUNTER_H
#define SIEVE_ALLOCATION_COUNTER_H

#include <stdbool.h>
#include <stdint.h>

#include "HeapSettling.h"

/// True when allocations are really being counted on this platform.
bool allocation_counter_is_available(void);

/// Zeroes the counts and starts counting.
void allocation_counter_start(void);

/// Stops counting; the counts keep their values until the next start.
void allocation_counter_stop(void);

/// Blocks allocated while counting: each `malloc`, `calloc`, `posix_memalign`, `aligned_alloc`,
/// `memalign`, `valloc` and `pvalloc` call that returned memory, and each `realloc` call (a
/// `realloc` may move its block, so it counts as one allocation).
uint64_t allocation_counter_allocations(void);

/// Bytes requested by the calls that `allocation_counter_allocations` counts.
uint64_t allocation_counter_bytes(void);

#endif
