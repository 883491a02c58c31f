// A small number per thread: what lets a structure that threads update at once (a `DriftLog`'s
// shards) give each thread a part of its own without asking the threads library each time.

#ifndef SIEVE_THREAD_H
#define SIEVE_THREAD_H

#include <stdint.h>

/// The calling thread's number: 0 for the first thread that asks, 1 for the next, and so on,
/// in the order threads first ask; the same for a thread's whole life. Kept in thread-local
/// storage, so after a thread's first call a call is a load.
intptr_t sieve_thread_number(void);

#endif
