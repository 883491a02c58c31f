// The skip loop's byte classes by SSE2, the x86-64 baseline: sixteen bytes per compare and
// a movemask per sixteen bits. Private to CSieveScanner: included by SkipBaseline.h on x86-64.

#ifndef SIEVE_SKIP_SSE2_H
#define SIEVE_SKIP_SSE2_H

#include "SkipPieces.h"

#include <emmintrin.h>

/// Keeps a mask whole: without this barrier clang may take a movemask result apart bit by
/// bit when later code tests single bits of it.
#define SIEVE_OPAQUE(x) __asm__("" : "+r"(x))

/// The 64-bit mask of `test`, an SSE2 expression of the 16 bytes `v`, over 64 bytes.
#define SIEVE_MASK64(bytes, test)                                                  \
    __extension__({                                                                \
        uint64_t mask_ = 0;                                                        \
        for (int shift_ = 0; shift_ < 64; shift_ += 16) {                          \
            __m128i v = _mm_loadu_si128((const __m128i *)((bytes) + shift_));       \
            uint32_t bits_ = (uint32_t)_mm_movemask_epi8(test);                    \
            SIEVE_OPAQUE(bits_);                                                   \
            mask_ |= (uint64_t)bits_ << shift_;                                    \
        }                                                                          \
        mask_;                                                                     \
    })

SIEVE_INLINE __m128i sieve_eq(__m128i v, char byte) { return _mm_cmpeq_epi8(v, _mm_set1_epi8(byte)); }

/// Bytes in `low`...`low + width - 1`, as unsigned values.
SIEVE_INLINE __m128i sieve_in(__m128i v, uint8_t low, uint8_t width) {
    __m128i offset = _mm_sub_epi8(v, _mm_set1_epi8((char)low));
    return _mm_cmpeq_epi8(_mm_min_epu8(offset, _mm_set1_epi8((char)(width - 1))), offset);
}

SIEVE_INLINE block_classes classify_baseline(const uint8_t *bytes) {
    block_classes c;
    c.quotes = SIEVE_MASK64(bytes, sieve_eq(v, '"'));
    c.backslashes = SIEVE_MASK64(bytes, sieve_eq(v, '\\'));
    c.controls = SIEVE_MASK64(bytes, sieve_in(v, 0, 0x20));
    c.high = SIEVE_MASK64(bytes, v);
    c.open_braces = SIEVE_MASK64(bytes, sieve_eq(v, '{'));
    c.close_braces = SIEVE_MASK64(bytes, sieve_eq(v, '}'));
    c.open_brackets = SIEVE_MASK64(bytes, sieve_eq(v, '['));
    c.close_brackets = SIEVE_MASK64(bytes, sieve_eq(v, ']'));
    c.colons = SIEVE_MASK64(bytes, sieve_eq(v, ':'));
    c.commas = SIEVE_MASK64(bytes, sieve_eq(v, ','));
    uint64_t space = SIEVE_MASK64(bytes, _mm_or_si128(
        _mm_or_si128(sieve_eq(v, ' '), sieve_eq(v, '\n')),
        _mm_or_si128(sieve_eq(v, '\r'), sieve_eq(v, '\t'))));
    c.delimiters = c.open_braces | c.close_braces | c.open_brackets | c.close_brackets
        | c.colons | c.commas | c.quotes | space;
    return c;
}

SIEVE_INLINE number_classes number_classes_baseline(const uint8_t *bytes) {
    number_classes k;
    k.digits = SIEVE_MASK64(bytes, sieve_in(v, '0', 10));
    k.zeros = SIEVE_MASK64(bytes, sieve_eq(v, '0'));
    k.minus = SIEVE_MASK64(bytes, sieve_eq(v, '-'));
    k.plus = SIEVE_MASK64(bytes, sieve_eq(v, '+'));
    k.dots = SIEVE_MASK64(bytes, sieve_eq(v, '.'));
    k.exponents = SIEVE_MASK64(bytes, sieve_eq(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'e'));
    return k;
}

SIEVE_INLINE escape_classes escape_classes_baseline(const uint8_t *bytes) {
    escape_classes k;
    k.simple = SIEVE_MASK64(bytes, _mm_or_si128(
        _mm_or_si128(_mm_or_si128(sieve_eq(v, '"'), sieve_eq(v, '\\')),
                     _mm_or_si128(sieve_eq(v, '/'), sieve_eq(v, 'b'))),
        _mm_or_si128(_mm_or_si128(sieve_eq(v, 'f'), sieve_eq(v, 'n')),
                     _mm_or_si128(sieve_eq(v, 'r'), sieve_eq(v, 't')))));
    k.u = SIEVE_MASK64(bytes, sieve_eq(v, 'u'));
    k.hex = SIEVE_MASK64(bytes, _mm_or_si128(
        sieve_in(v, '0', 10), sieve_in(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 6)));
    k.hex_d = SIEVE_MASK64(bytes, sieve_eq(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'd'));
    k.hex_8_to_b = SIEVE_MASK64(bytes, _mm_or_si128(
        sieve_in(v, '8', 2), sieve_in(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'a', 2)));
    k.hex_c_to_f = SIEVE_MASK64(bytes, sieve_in(_mm_or_si128(v, _mm_set1_epi8(0x20)), 'c', 4));
    return k;
}

SIEVE_INLINE utf8_classes utf8_classes_baseline(const uint8_t *bytes) {
    utf8_classes k;
    k.continuations = SIEVE_MASK64(bytes, sieve_in(v, 0x80, 0x40));
    k.leads2 = SIEVE_MASK64(bytes, sieve_in(v, 0xC2, 30));
    k.leads3 = SIEVE_MASK64(bytes, sieve_in(v, 0xE0, 16));
    k.leads4 = SIEVE_MASK64(bytes, sieve_in(v, 0xF0, 5));
    k.e0 = SIEVE_MASK64(bytes, sieve_eq(v, (char)0xE0));
    k.ed = SIEVE_MASK64(bytes, sieve_eq(v, (char)0xED));
    k.f0 = SIEVE_MASK64(bytes, sieve_eq(v, (char)0xF0));
    k.f4 = SIEVE_MASK64(bytes, sieve_eq(v, (char)0xF4));
    k.below_a0 = SIEVE_MASK64(bytes, sieve_in(v, 0x80, 0x20));
    k.below_90 = SIEVE_MASK64(bytes, sieve_in(v, 0x80, 0x10));
    return k;
}

SIEVE_INLINE uint64_t number_starts_baseline(const uint8_t *bytes) {
    return SIEVE_MASK64(bytes, _mm_or_si128(sieve_in(v, '0', 10), sieve_eq(v, '-')));
}

/// SSE2 has no carry-less multiply (PCLMULQDQ is an extension): the string mask by shifts.
SIEVE_INLINE uint64_t prefix_xor_baseline(uint64_t x) { return prefix_xor_by_shifts(x); }

#endif
