// See include/HeapSettling.h.

#include "HeapSettling.h"

#include <stdlib.h>  // and, on glibc, <features.h>, which defines __GLIBC__

#if defined(__linux__) && defined(__GLIBC__)

extern void *__libc_malloc(size_t size);
extern void __libc_free(void *pointer);

bool heap_settle(void) {
    // 2 KiB: above glibc's small sizes, so `_int_malloc` merges the fast bins before it looks
    // for room. Through glibc's own entry points, so the allocation counter does not see it,
    // and through a volatile pointer, so the pair is not optimized away.
    void *volatile block = __libc_malloc(2048);
    __libc_free(block);
    return true;
}

#else

bool heap_settle(void) {
    return false;
}

#endif
