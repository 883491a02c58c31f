// Counts heap allocations by interposing glibc's allocator, for sieve-bench.
//
// How: an executable that defines `malloc` and its relatives gets them exported to every shared
// library of the process (the Swift runtime, Foundation, libc itself), because the dynamic
// linker searches the executable first. Each definition here counts, when counting is on, and
// forwards to glibc's own entry points (`__libc_malloc` and friends), so the memory comes from
// the same allocator as before and `free` works on blocks from either path.
//
// Invariants:
// - Counting is off unless `allocation_counter_start` was called: the timed loops of the
//   benchmark pay one predictable branch per allocation, the same on both sides.
// - The counters are relaxed atomics: exact for the single-threaded decodes being measured.
//
// Limits: a block glibc serves with `mmap` (≥ 128 KiB by default) counts as one allocation
// like any other; allocations made inside libc without going through the public symbols
// (e.g. `reallocarray`) are not seen; `free` is not counted.
//
// Never: call anything here that could allocate.

#include "AllocationCounter.h"

#if defined(__linux__) && defined(__GLIBC__)

#include <errno.h>
#include <stddef.h>
#include <stdatomic.h>

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

static atomic_bool counting = false;
static atomic_uint_fast64_t allocations = 0;
static atomic_uint_fast64_t bytes = 0;

/// Records one allocation of `size` bytes when counting is on.
static inline void record(size_t size) {
    if (__builtin_expect(atomic_load_explicit(&counting, memory_order_relaxed), 0)) {
        atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&bytes, size, memory_order_relaxed);
    }
}

// MARK: - The interposed allocator

void *malloc(size_t size) {
    record(size);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    record(count * size);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    record(size);
    return __libc_realloc(pointer, size);
}

void free(void *pointer) {
    __libc_free(pointer);
}

void *memalign(size_t alignment, size_t size) {
    record(size);
    return __libc_memalign(alignment, size);
}

void *aligned_alloc(size_t alignment, size_t size) {
    record(size);
    return __libc_memalign(alignment, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    // The checks glibc makes: a power of two, and a multiple of the pointer size.
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0
        || alignment == 0) {
        return EINVAL;
    }
    record(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

void *valloc(size_t size) {
    record(size);
    return __libc_valloc(size);
}

void *pvalloc(size_t size) {
    record(size);
    return __libc_pvalloc(size);
}

// MARK: - The counter's API

bool allocation_counter_is_available(void) {
    return true;
}

void allocation_counter_start(void) {
    atomic_store_explicit(&allocations, 0, memory_order_relaxed);
    atomic_store_explicit(&bytes, 0, memory_order_relaxed);
    atomic_store_explicit(&counting, true, memory_order_seq_cst);
}

void allocation_counter_stop(void) {
    atomic_store_explicit(&counting, false, memory_order_seq_cst);
}

uint64_t allocation_counter_allocations(void) {
    return atomic_load_explicit(&allocations, memory_order_relaxed);
}

uint64_t allocation_counter_bytes(void) {
    return atomic_load_explicit(&bytes, memory_order_relaxed);
}

#else

// Not glibc: nothing is interposed and nothing is counted.

bool allocation_counter_is_available(void) {
    return false;
}

void allocation_counter_start(void) {}

void allocation_counter_stop(void) {}

uint64_t allocation_counter_allocations(void) {
    return 0;
}

uint64_t allocation_counter_bytes(void) {
    return 0;
}

#endif
