// Byte classification for the scanner's structural skip: 64 bytes in, one bit per byte out.
//
// Swift's SIMD types cannot yet turn a vector comparison into a bit mask without a lane-by-lane
// loop, so this one kernel is written in C, where SSE2 (part of every x86-64 CPU) and NEON
// (every AArch64 CPU) give it in a few instructions. Everything is `static inline`: the Swift
// compiler imports the bodies and inlines them into the scanner, so there is no call. Other
// targets get a portable byte loop with the same results.

#ifndef SIEVE_BYTE_CLASSES_H
#define SIEVE_BYTE_CLASSES_H

#include <stdint.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__ARM_NEON) && defined(__aarch64__)
#include <arm_neon.h>
#endif

/// The classes of 64 consecutive bytes; bit `i` of each mask describes byte `i`.
typedef struct {
    /// Bytes that end a plain run of string text: `"`, `\`, control characters (below 0x20)
    /// and every byte of a multi-byte UTF-8 sequence (0x80 and above).
    uint64_t string_stops;
    /// The ASCII digits `0`...`9`.
    uint64_t digits;
} sieve_byte_classes;

#if defined(__SSE2__)

static inline __attribute__((always_inline)) void
sieve_classify16(const uint8_t *bytes, int shift, uint64_t *stops, uint64_t *digits) {
    __m128i v = _mm_loadu_si128((const __m128i *)bytes);
    __m128i quote = _mm_cmpeq_epi8(v, _mm_set1_epi8('"'));
    __m128i backslash = _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'));
    // Signed comparison: below 0x20 is a control character, negative is 0x80 and above.
    __m128i low = _mm_cmpgt_epi8(_mm_set1_epi8(0x20), v);
    __m128i stop = _mm_or_si128(_mm_or_si128(quote, backslash), low);
    __m128i offset = _mm_sub_epi8(v, _mm_set1_epi8('0'));
    __m128i digit = _mm_cmpeq_epi8(_mm_min_epu8(offset, _mm_set1_epi8(9)), offset);
    uint32_t stop_bits = (uint32_t)_mm_movemask_epi8(stop);
    uint32_t digit_bits = (uint32_t)_mm_movemask_epi8(digit);
    // Keep each mask whole: without this barrier clang may take the masks apart bit by bit
    // (sixteen shifts and ands each) when later code tests single bits of them.
    __asm__("" : "+r"(stop_bits), "+r"(digit_bits));
    *stops |= (uint64_t)stop_bits << shift;
    *digits |= (uint64_t)digit_bits << shift;
}

#elif defined(__ARM_NEON) && defined(__aarch64__)

static inline __attribute__((always_inline)) uint64_t
sieve_movemask16(uint8x16_t mask) {
    // Each lane is 0x00 or 0xFF: keep one weight per lane, then add up each half.
    static const uint8_t weights[16] = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
    uint8x16_t picked = vandq_u8(mask, vld1q_u8(weights));
    return (uint64_t)vaddv_u8(vget_low_u8(picked)) | (uint64_t)vaddv_u8(vget_high_u8(picked)) << 8;
}

static inline __attribute__((always_inline)) void
sieve_classify16(const uint8_t *bytes, int shift, uint64_t *stops, uint64_t *digits) {
    uint8x16_t v = vld1q_u8(bytes);
    uint8x16_t stop = vorrq_u8(
        vorrq_u8(vceqq_u8(v, vdupq_n_u8('"')), vceqq_u8(v, vdupq_n_u8('\\'))),
        vorrq_u8(vcltq_u8(v, vdupq_n_u8(0x20)), vcgeq_u8(v, vdupq_n_u8(0x80))));
    uint8x16_t digit = vcleq_u8(vsubq_u8(v, vdupq_n_u8('0')), vdupq_n_u8(9));
    *stops |= sieve_movemask16(stop) << shift;
    *digits |= sieve_movemask16(digit) << shift;
}

#else

static inline void
sieve_classify16(const uint8_t *bytes, int shift, uint64_t *stops, uint64_t *digits) {
    for (int i = 0; i < 16; i++) {
        uint8_t byte = bytes[i];
        uint64_t bit = (uint64_t)1 << (shift + i);
        if (byte == '"' || byte == '\\' || byte < 0x20 || byte >= 0x80) *stops |= bit;
        if ((uint8_t)(byte - '0') <= 9) *digits |= bit;
    }
}

#endif

/// Classifies the 64 bytes at `bytes`, all of which must be readable.
static inline __attribute__((always_inline)) sieve_byte_classes
sieve_classify_block(const uint8_t *bytes) {
    sieve_byte_classes classes = {0, 0};
    sieve_classify16(bytes, 0, &classes.string_stops, &classes.digits);
    sieve_classify16(bytes + 16, 16, &classes.string_stops, &classes.digits);
    sieve_classify16(bytes + 32, 32, &classes.string_stops, &classes.digits);
    sieve_classify16(bytes + 48, 48, &classes.string_stops, &classes.digits);
    return classes;
}

#endif
