// What every check of the skip loop works with: masks of 64 bits, one per byte of a block,
// and the few word operations that carry them from one block to the next.
// Private to CSieveScanner: included by SkipLoop.h (through SkipPieces.h).

#ifndef SIEVE_SKIP_MASKS_H
#define SIEVE_SKIP_MASKS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define SIEVE_LIKELY(x) __builtin_expect(!!(x), 1)
#define SIEVE_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define SIEVE_INLINE static inline __attribute__((always_inline))

// MARK: - Byte classes of a block

/// The classes of 64 bytes, bit `i` for byte `i`.
typedef struct {
    uint64_t quotes;       // `"`
    uint64_t backslashes;  // `\`
    uint64_t controls;     // below 0x20
    uint64_t high;         // 0x80 and above
    uint64_t open_braces, close_braces, open_brackets, close_brackets, colons, commas;
    uint64_t delimiters;   // the six above, quotes and whitespace: what ends a scalar
} block_classes;

/// Bit `i` of the result is the XOR of bits 0...i of `x` (a carry-less multiplication by
/// all ones, where the instruction set has one).
SIEVE_INLINE uint64_t prefix_xor_by_shifts(uint64_t x) {
    x ^= x << 1;
    x ^= x << 2;
    x ^= x << 4;
    x ^= x << 8;
    x ^= x << 16;
    x ^= x << 32;
    return x;
}

/// `mask` moved up `n` bits (1...63), with the top `n` bits of `previous` coming in.
SIEVE_INLINE uint64_t shifted_in_by(uint64_t mask, uint64_t previous, unsigned n) {
    return mask << n | previous >> (64 - n);
}

/// `mask` moved up one bit, with bit 63 of the previous block's `previous` coming in.
SIEVE_INLINE uint64_t shifted_in(uint64_t mask, uint64_t previous) {
    return shifted_in_by(mask, previous, 1);
}

/// The bits from each one of `seeds` upward through the run of ones of `open` it starts,
/// and the first zero bit after the run; `carry` says whether a run went past bit 63.
SIEVE_INLINE uint64_t fill_runs(uint64_t open, uint64_t seeds, uint64_t *carry) {
    uint64_t sum;
    *carry = __builtin_add_overflow(open, seeds, &sum);
    return sum ^ open;
}

/// The bits from `from` up to, not including, `to` (0 ≤ from ≤ to ≤ 64).
SIEVE_INLINE uint64_t bits_between(unsigned from, unsigned to) {
    uint64_t below_to = to >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << to) - 1;
    uint64_t below_from = from >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << from) - 1;
    return below_to & ~below_from;
}

#endif
