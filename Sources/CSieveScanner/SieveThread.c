// The calling thread's number (contract: include/SieveThread.h).
//
// A thread draws the next number from a process-wide counter the first time it asks and keeps
// it in thread-local storage, stored plus one so that zero, the storage's initial value, means
// "not drawn yet". The counter only hands out distinct numbers: relaxed ordering suffices.

#include "SieveThread.h"

#include <stdatomic.h>

static atomic_intptr_t next_number;
static _Thread_local intptr_t number_plus_one;

intptr_t sieve_thread_number(void) {
    intptr_t stored = number_plus_one;
    if (stored == 0) {
        stored = atomic_fetch_add_explicit(&next_number, 1, memory_order_relaxed) + 1;
        number_plus_one = stored;
    }
    return stored - 1;
}
