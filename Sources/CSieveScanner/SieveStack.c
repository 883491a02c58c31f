// The calling thread's stack: its size and the headroom left (contract: include/SieveStack.h).
//
// The stack's bounds are asked of the platform once per thread and kept in thread-local
// storage:
//   glibc, Bionic  `pthread_getattr_np`; for the main thread it reports the stack rlimit,
//                  which is how far the kernel lets that stack grow.
//   musl           `pthread_getattr_np` too (a thread musl made gets 128 KiB unless told
//                  otherwise); for the main thread it reports only what is mapped so far, so
//                  there the size is the stack rlimit below the top it reports, as glibc does.
//   Apple          `pthread_get_stackaddr_np` (the top) and `pthread_get_stacksize_np`.
//   Windows        `GetCurrentThreadStackLimits` (the whole reservation, guard pages included).
// Every call's result is checked: a failure leaves the bounds unknown, and an unknown stack is
// never reported as exhausted. Stacks grow down on every platform Sieve builds for.

#define _GNU_SOURCE 1
#include "SieveStack.h"

#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN 1
#include <windows.h>
#define SIEVE_STACK_KNOWN 1
#elif defined(__linux__) || defined(__APPLE__)
#include <pthread.h>
#define SIEVE_STACK_KNOWN 1
#if defined(__linux__) && !defined(__GLIBC__) && !defined(__BIONIC__)
#define SIEVE_STACK_MUSL 1
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif
#endif

#if SIEVE_STACK_KNOWN

static _Thread_local uintptr_t stack_low;
static _Thread_local uintptr_t stack_size;
static _Thread_local int stack_known;  // 0: not asked yet, 1: known, -1: unknown

#if SIEVE_STACK_MUSL
/// Moves `*low` down to `high` less the stack rlimit when the calling thread is the process's
/// main thread, whose stack musl reports only as far as it is mapped so far.
static void extend_main_thread_stack(uintptr_t *low, uintptr_t high) {
    if (getpid() != (pid_t)syscall(SYS_gettid)) return;
    struct rlimit limit;
    if (getrlimit(RLIMIT_STACK, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return;
    if (limit.rlim_cur < high && high - limit.rlim_cur < *low) *low = high - limit.rlim_cur;
}
#endif

/// The thread's lowest stack address and the stack's top, or 0 when the platform says nothing.
static int ask_stack_bounds(uintptr_t *low, uintptr_t *high) {
#if defined(_WIN32)
    ULONG_PTR lowest = 0, highest = 0;
    GetCurrentThreadStackLimits(&lowest, &highest);  // Windows 8 and later; cannot fail.
    *low = (uintptr_t)lowest;
    *high = (uintptr_t)highest;
#elif defined(__APPLE__)
    pthread_t self = pthread_self();
    *high = (uintptr_t)pthread_get_stackaddr_np(self);
    size_t size = pthread_get_stacksize_np(self);
    if (size == 0 || *high <= size) return 0;
    *low = *high - size;
#else
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    void *lowest = 0;
    size_t size = 0;
    int got = pthread_attr_getstack(&attributes, &lowest, &size);
    if (pthread_attr_destroy(&attributes) != 0 || got != 0 || lowest == 0 || size == 0) return 0;
    *low = (uintptr_t)lowest;
    *high = *low + size;
#if SIEVE_STACK_MUSL
    extend_main_thread_stack(low, *high);
#endif
#endif
    return *high > *low;
}

static void learn_stack_bounds(void) {
    uintptr_t low = 0, high = 0;
    if (ask_stack_bounds(&low, &high)) {
        stack_low = low;
        stack_size = high - low;
        stack_known = 1;
    } else {
        stack_known = -1;
    }
}

intptr_t sieve_stack_headroom(void) {
    if (stack_known == 0) learn_stack_bounds();
    if (stack_known < 0) return INTPTR_MAX;
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    return here > stack_low ? (intptr_t)(here - stack_low) : 0;
}

intptr_t sieve_stack_size(void) {
    if (stack_known == 0) learn_stack_bounds();
    return stack_known < 0 ? 0 : (intptr_t)stack_size;
}

#else

intptr_t sieve_stack_headroom(void) { return INTPTR_MAX; }

intptr_t sieve_stack_size(void) { return 0; }

#endif
