// The stack bounds of CSieveScanner/SieveStack.c as a C library reports them, for a C library
// Swift on this machine does not build against (musl). Prints the size and headroom the stack
// guard reads on the main thread, on a thread made with the default attributes, and on one made
// with a 1 MiB stack:
//
//     W=Sources/CSieveScanner
//     musl-gcc -static -O1 -I $W/include -o /tmp/probe Tests/StackProbe/probe.c
//         $W/SieveStack.c $W/SieveThread.c && /tmp/probe
//
// (one command, on one line).
//
// musl (1.2.3, Debian's musl-tools) printed: main 8 MiB (the stack rlimit; musl itself reports
// only the 128 KiB mapped so far), default thread 134,912 bytes (128 KiB and musl's guard and
// thread data), 1 MiB thread 1,052,416. The same command with `gcc` prints glibc's: 8 MiB for
// the default thread.

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/resource.h>

#include "SieveStack.h"

static void *report(void *name) {
    printf("%-14s size %ld, headroom %ld\n", (const char *)name, (long)sieve_stack_size(),
           (long)sieve_stack_headroom());
    return NULL;
}

int main(void) {
    struct rlimit limit;
    if (getrlimit(RLIMIT_STACK, &limit) == 0) printf("stack rlimit   %ld\n", (long)limit.rlim_cur);
    report("main thread");
    pthread_t thread;
    if (pthread_create(&thread, NULL, report, "default thread") != 0) return 1;
    if (pthread_join(thread, NULL) != 0) return 1;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return 1;
    if (pthread_attr_setstacksize(&attributes, 1 << 20) != 0) return 1;
    if (pthread_create(&thread, &attributes, report, "1 MiB thread") != 0) return 1;
    if (pthread_join(thread, NULL) != 0) return 1;
    return pthread_attr_destroy(&attributes) == 0 ? 0 : 1;
}
