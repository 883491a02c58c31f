// The skip loop's byte classes by NEON, the arm64 baseline (every arm64 CPU has it, so it is
// chosen at compile time), and the string mask by a carry-less multiply where the target has
// one. Private to CSieveScanner: included by SkipBaseline.h on arm64.
//
// A block is loaded once, deinterleaved (`vld4q_u8`: register r holds bytes r, r + 4, r + 8,
// ...), and each class is four compares, one per register, that give 0xFF or 0x00 per byte.
//
// NEON has no movemask. Of the known ways to narrow compare results to bits, this uses the
// shift-right-and-insert chain into a narrowing shift (`SRI`, `SRI`, `SRI`, `SRI`, `SHRN`):
// five instructions for 64 bytes, where the other common form, a bit-weight `AND` per register
// and three rounds of pairwise `ADDP`, takes eight. The chain puts byte j of register r at bit
// 4j + r, which is only byte order because the block was loaded deinterleaved: byte 4j + r is
// exactly what register r holds at j. The `SHRN` by 4 alone (a nibble per byte, the form for
// finding a first match in 16 bytes) would leave four bits per byte, and the checks want one.

#ifndef SIEVE_SKIP_NEON_H
#define SIEVE_SKIP_NEON_H

#include "SkipPieces.h"

#include <arm_neon.h>

/// One bit per byte, in byte order, from the four compare results of a deinterleaved block
/// (each byte 0xFF or 0x00): bit 4j + r is byte j of `m_r`.
SIEVE_INLINE uint64_t neon_mask(uint8x16_t m0, uint8x16_t m1, uint8x16_t m2, uint8x16_t m3) {
    uint8x16_t m01 = vsriq_n_u8(m1, m0, 1);           // bit 7: m1; bits 6...0: m0
    uint8x16_t m23 = vsriq_n_u8(m3, m2, 1);           // bit 7: m3; bits 6...0: m2
    uint8x16_t m0123 = vsriq_n_u8(m23, m01, 2);       // bits 7...4: m3, m2, m1, m0
    uint8x16_t doubled = vsriq_n_u8(m0123, m0123, 4); // and again in bits 3...0
    uint8x8_t bits = vshrn_n_u16(vreinterpretq_u16_u8(doubled), 4);  // a nibble from each byte
    return vget_lane_u64(vreinterpret_u64_u8(bits), 0);
}

/// The 64-bit mask of `test`, a NEON expression of `v` (one register of the deinterleaved
/// `block`), over the block's 64 bytes.
#define SIEVE_NEON_MASK(block, test)                                                    \
    __extension__({                                                                     \
        uint8x16_t v = (block).val[0];                                                  \
        uint8x16_t m0_ = (test);                                                        \
        v = (block).val[1];                                                             \
        uint8x16_t m1_ = (test);                                                        \
        v = (block).val[2];                                                             \
        uint8x16_t m2_ = (test);                                                        \
        v = (block).val[3];                                                             \
        uint8x16_t m3_ = (test);                                                        \
        neon_mask(m0_, m1_, m2_, m3_);                                                  \
    })

SIEVE_INLINE uint8x16_t sieve_eq(uint8x16_t v, uint8_t byte) { return vceqq_u8(v, vdupq_n_u8(byte)); }

/// Bytes in `low`...`low + width - 1`, as unsigned values (one subtract, one compare: NEON
/// compares unsigned bytes directly).
SIEVE_INLINE uint8x16_t sieve_in(uint8x16_t v, uint8_t low, uint8_t width) {
    return vcltq_u8(vsubq_u8(v, vdupq_n_u8(low)), vdupq_n_u8(width));
}

/// ASCII letters folded to lower case (and other bytes moved harmlessly): `byte | 0x20`.
SIEVE_INLINE uint8x16_t sieve_folded(uint8x16_t v) { return vorrq_u8(v, vdupq_n_u8(0x20)); }

SIEVE_INLINE block_classes classify_baseline(const uint8_t *bytes) {
    uint8x16x4_t block = vld4q_u8(bytes);
    block_classes c;
    c.quotes = SIEVE_NEON_MASK(block, sieve_eq(v, '"'));
    c.backslashes = SIEVE_NEON_MASK(block, sieve_eq(v, '\\'));
    c.controls = SIEVE_NEON_MASK(block, vcltq_u8(v, vdupq_n_u8(0x20)));
    c.high = SIEVE_NEON_MASK(block, vcgeq_u8(v, vdupq_n_u8(0x80)));
    c.open_braces = SIEVE_NEON_MASK(block, sieve_eq(v, '{'));
    c.close_braces = SIEVE_NEON_MASK(block, sieve_eq(v, '}'));
    c.open_brackets = SIEVE_NEON_MASK(block, sieve_eq(v, '['));
    c.close_brackets = SIEVE_NEON_MASK(block, sieve_eq(v, ']'));
    c.colons = SIEVE_NEON_MASK(block, sieve_eq(v, ':'));
    c.commas = SIEVE_NEON_MASK(block, sieve_eq(v, ','));
    uint64_t space = SIEVE_NEON_MASK(block, vorrq_u8(
        vorrq_u8(sieve_eq(v, ' '), sieve_eq(v, '\n')),
        vorrq_u8(sieve_eq(v, '\r'), sieve_eq(v, '\t'))));
    c.delimiters = c.open_braces | c.close_braces | c.open_brackets | c.close_brackets
        | c.colons | c.commas | c.quotes | space;
    return c;
}

SIEVE_INLINE number_classes number_classes_baseline(const uint8_t *bytes) {
    uint8x16x4_t block = vld4q_u8(bytes);
    number_classes k;
    k.digits = SIEVE_NEON_MASK(block, sieve_in(v, '0', 10));
    k.zeros = SIEVE_NEON_MASK(block, sieve_eq(v, '0'));
    k.minus = SIEVE_NEON_MASK(block, sieve_eq(v, '-'));
    k.plus = SIEVE_NEON_MASK(block, sieve_eq(v, '+'));
    k.dots = SIEVE_NEON_MASK(block, sieve_eq(v, '.'));
    k.exponents = SIEVE_NEON_MASK(block, sieve_eq(sieve_folded(v), 'e'));
    return k;
}

SIEVE_INLINE escape_classes escape_classes_baseline(const uint8_t *bytes) {
    uint8x16x4_t block = vld4q_u8(bytes);
    escape_classes k;
    k.simple = SIEVE_NEON_MASK(block, vorrq_u8(
        vorrq_u8(vorrq_u8(sieve_eq(v, '"'), sieve_eq(v, '\\')),
                 vorrq_u8(sieve_eq(v, '/'), sieve_eq(v, 'b'))),
        vorrq_u8(vorrq_u8(sieve_eq(v, 'f'), sieve_eq(v, 'n')),
                 vorrq_u8(sieve_eq(v, 'r'), sieve_eq(v, 't')))));
    k.u = SIEVE_NEON_MASK(block, sieve_eq(v, 'u'));
    k.hex = SIEVE_NEON_MASK(block, vorrq_u8(sieve_in(v, '0', 10), sieve_in(sieve_folded(v), 'a', 6)));
    k.hex_d = SIEVE_NEON_MASK(block, sieve_eq(sieve_folded(v), 'd'));
    k.hex_8_to_b = SIEVE_NEON_MASK(block, vorrq_u8(sieve_in(v, '8', 2), sieve_in(sieve_folded(v), 'a', 2)));
    k.hex_c_to_f = SIEVE_NEON_MASK(block, sieve_in(sieve_folded(v), 'c', 4));
    return k;
}

SIEVE_INLINE utf8_classes utf8_classes_baseline(const uint8_t *bytes) {
    uint8x16x4_t block = vld4q_u8(bytes);
    utf8_classes k;
    k.continuations = SIEVE_NEON_MASK(block, sieve_in(v, 0x80, 0x40));
    k.leads2 = SIEVE_NEON_MASK(block, sieve_in(v, 0xC2, 30));
    k.leads3 = SIEVE_NEON_MASK(block, sieve_in(v, 0xE0, 16));
    k.leads4 = SIEVE_NEON_MASK(block, sieve_in(v, 0xF0, 5));
    k.e0 = SIEVE_NEON_MASK(block, sieve_eq(v, 0xE0));
    k.ed = SIEVE_NEON_MASK(block, sieve_eq(v, 0xED));
    k.f0 = SIEVE_NEON_MASK(block, sieve_eq(v, 0xF0));
    k.f4 = SIEVE_NEON_MASK(block, sieve_eq(v, 0xF4));
    k.below_a0 = SIEVE_NEON_MASK(block, sieve_in(v, 0x80, 0x20));
    k.below_90 = SIEVE_NEON_MASK(block, sieve_in(v, 0x80, 0x10));
    return k;
}

SIEVE_INLINE uint64_t number_starts_baseline(const uint8_t *bytes) {
    uint8x16x4_t block = vld4q_u8(bytes);
    return SIEVE_NEON_MASK(block, vorrq_u8(sieve_in(v, '0', 10), sieve_eq(v, '-')));
}

#if defined(__ARM_FEATURE_AES)

/// The string mask by one carry-less multiply by all ones (`PMULL`, part of the cryptography
/// extension: Apple's arm64 CPUs and most servers have it, and the compiler says so by
/// `__ARM_FEATURE_AES` when the target includes it).
SIEVE_INLINE uint64_t prefix_xor_baseline(uint64_t x) {
    poly128_t product = vmull_p64((poly64_t)x, (poly64_t)~(uint64_t)0);
    return vgetq_lane_u64(vreinterpretq_u64_p128(product), 0);
}

#else

/// Without the cryptography extension there is no carry-less multiply: the string mask by
/// shifts.
SIEVE_INLINE uint64_t prefix_xor_baseline(uint64_t x) { return prefix_xor_by_shifts(x); }

#endif

#endif
