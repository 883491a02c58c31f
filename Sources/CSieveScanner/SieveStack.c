// The calling thread's stack headroom (contract: include/SieveStack.h).
//
// The stack's lowest address is asked of the threads library once per thread: on Linux,
// `pthread_getattr_np` (for the main thread it reports the stack rlimit, which is how far the
// kernel lets that stack grow); on Apple platforms, `pthread_get_stackaddr_np` (the top) less
// `pthread_get_stacksize_np`. Stacks grow down on every platform Sieve builds for.

#define _GNU_SOURCE 1
#include "SieveStack.h"

#if defined(__linux__) || defined(__APPLE__)
#include <pthread.h>

static _Thread_local uintptr_t stack_low;
static _Thread_local int stack_known;  // 0: not asked yet, 1: known, -1: unknown

static void learn_stack_bounds(void) {
    stack_known = -1;
#if defined(__APPLE__)
    pthread_t self = pthread_self();
    uintptr_t high = (uintptr_t)pthread_get_stackaddr_np(self);
    size_t size = pthread_get_stacksize_np(self);
    if (high > size) {
        stack_low = high - size;
        stack_known = 1;
    }
#else
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return;
    void *low = 0;
    size_t size = 0;
    if (pthread_attr_getstack(&attributes, &low, &size) == 0 && low != 0) {
        stack_low = (uintptr_t)low;
        stack_known = 1;
    }
    pthread_attr_destroy(&attributes);
#endif
}

intptr_t sieve_stack_headroom(void) {
    if (stack_known == 0) learn_stack_bounds();
    if (stack_known < 0) return INTPTR_MAX;
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    return here > stack_low ? (intptr_t)(here - stack_low) : 0;
}

#else

intptr_t sieve_stack_headroom(void) { return INTPTR_MAX; }

#endif
