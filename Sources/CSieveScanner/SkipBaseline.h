// The skip loop for the target's baseline instruction set, chosen at compile time: its byte
// classes and string mask by SSE2 on x86-64 (SkipSSE2.h), by NEON on arm64 (SkipNEON.h; NEON
// is part of every arm64 CPU; its lane order assumes little-endian, as every Swift arm64
// target is), and by a portable byte loop elsewhere (SkipPortable.h); the
// checks are the shared ones. Each form defines the same six functions: `classify_baseline`,
// `number_classes_baseline`, `escape_classes_baseline`, `utf8_classes_baseline`,
// `number_starts_baseline` and `prefix_xor_baseline`. Defining `SIEVE_SKIP_PORTABLE` builds the
// portable form on any target (the replay does, to hold it to the Swift loop too).
// Private to CSieveScanner: included once by SieveSkip.c.

#ifndef SIEVE_SKIP_BASELINE_H
#define SIEVE_SKIP_BASELINE_H

#include "SkipPieces.h"

#if defined(SIEVE_SKIP_PORTABLE)
#include "SkipPortable.h"
#elif defined(__SSE2__)
#include "SkipSSE2.h"
#elif defined(__ARM_NEON) && defined(__aarch64__) && !defined(__ARM_BIG_ENDIAN)
#include "SkipNEON.h"
#else
#include "SkipPortable.h"
#endif

SIEVE_INLINE int numbers_are_valid_baseline(
    const uint8_t *bytes, uint64_t scalar_bytes, uint64_t starts, number_carries *carries)
{
    return numbers_are_valid(number_classes_baseline(bytes), scalar_bytes, starts, carries);
}

#endif
