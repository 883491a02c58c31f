// How large the calling thread's stack is and how much of it is left: what lets decoders that
// recurse once per nesting level (user models, through the schema layer and the drop-in
// decoder) stop with an error before the stack runs out, whatever `Limits.maxDepth` allows.

#ifndef SIEVE_STACK_H
#define SIEVE_STACK_H

#include <stdint.h>

/// The bytes between the caller's frame and the lowest address of the calling thread's
/// stack, or `INTPTR_MAX` when the platform does not say where the stack ends. The bounds are
/// asked once per thread and kept in thread-local storage.
intptr_t sieve_stack_headroom(void);

/// The size of the calling thread's stack in bytes (for the main thread, how far it may grow),
/// or 0 when the platform does not say. Asked once per thread, with the bounds.
intptr_t sieve_stack_size(void);

#endif
