// The structural skip's fast loop (contract: include/SieveSkip.h).
//
// The input is read 64 bytes at a time. For each block, SIMD compares give one bit per byte
// for a handful of classes (quotes, structural characters, delimiters, digits, and "special"
// bytes: backslashes, control characters, non-ASCII). From those bits, with a few word
// operations, come which bytes are inside strings and where each token starts; only the
// tokens are then visited, one by one, by a small table-driven state machine that checks the
// grammar and tracks the nesting (SkipLoop.h). Text inside strings is never visited byte by
// byte: its quotes come from the masks, its rare special bytes (escapes, UTF-8 sequences) are
// validated one by one, and a control character inside a string is found by one AND.
//
// What is accepted is exactly what the Swift scanner accepts: RFC 8259 grammar, strict UTF-8
// (no overlong forms, encoded surrogates or code points above U+10FFFF), escapes with paired
// `\u` surrogates, no control characters in strings. Every refusal is a plain `return NULL`;
// the Swift loop then walks the same bytes and says what was wrong.
//
// The loop is compiled twice: for the baseline of the target (SSE2 on x86-64, where the
// classes take sixteen bytes per compare) and, on x86-64, for AVX-512BW, where one compare
// classifies all 64 bytes into a mask register. The CPU is asked once which to use.

#include "SieveSkip.h"
#include "SkipPieces.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__ARM_NEON) && defined(__aarch64__)
#include <arm_neon.h>
#endif

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define SIEVE_HAS_AVX512_LOOP 1
#include <cpuid.h>
#include <immintrin.h>
#endif

// MARK: - Baseline classes

#if defined(__SSE2__)

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

#else

// A portable byte loop with the same results (NEON and others).

SIEVE_INLINE block_classes classify_baseline(const uint8_t *bytes) {
    block_classes c;
    memset(&c, 0, sizeof c);
    for (int i = 0; i < 64; i++) {
        uint8_t byte = bytes[i];
        uint64_t bit = (uint64_t)1 << i;
        int space = byte == ' ' || byte == '\n' || byte == '\r' || byte == '\t';
        if (byte == '"') c.quotes |= bit;
        if (byte == '\\') c.backslashes |= bit;
        if (byte < 0x20) c.controls |= bit;
        if (byte >= 0x80) c.high |= bit;
        if (byte == '{') c.open_braces |= bit;
        if (byte == '}') c.close_braces |= bit;
        if (byte == '[') c.open_brackets |= bit;
        if (byte == ']') c.close_brackets |= bit;
        if (byte == ':') c.colons |= bit;
        if (byte == ',') c.commas |= bit;
        if (space) c.delimiters |= bit;
    }
    c.delimiters |= c.open_braces | c.close_braces | c.open_brackets | c.close_brackets
        | c.colons | c.commas | c.quotes;
    return c;
}

SIEVE_INLINE number_classes number_classes_baseline(const uint8_t *bytes) {
    number_classes k = {0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 64; i++) {
        uint8_t byte = bytes[i];
        uint64_t bit = (uint64_t)1 << i;
        if ((uint8_t)(byte - '0') <= 9) k.digits |= bit;
        if (byte == '0') k.zeros |= bit;
        if (byte == '-') k.minus |= bit;
        if (byte == '+') k.plus |= bit;
        if (byte == '.') k.dots |= bit;
        if ((byte | 0x20) == 'e') k.exponents |= bit;
    }
    return k;
}

SIEVE_INLINE escape_classes escape_classes_baseline(const uint8_t *bytes) {
    escape_classes k = {0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 64; i++) {
        uint8_t byte = bytes[i];
        uint8_t folded = byte | 0x20;
        uint64_t bit = (uint64_t)1 << i;
        if (byte == '"' || byte == '\\' || byte == '/' || byte == 'b' || byte == 'f'
            || byte == 'n' || byte == 'r' || byte == 't')
            k.simple |= bit;
        if (byte == 'u') k.u |= bit;
        int digit = (uint8_t)(byte - '0') <= 9;
        if (digit || (folded >= 'a' && folded <= 'f')) k.hex |= bit;
        if (folded == 'd') k.hex_d |= bit;
        if (byte == '8' || byte == '9' || folded == 'a' || folded == 'b') k.hex_8_to_b |= bit;
        if (folded >= 'c' && folded <= 'f') k.hex_c_to_f |= bit;
    }
    return k;
}

SIEVE_INLINE utf8_classes utf8_classes_baseline(const uint8_t *bytes) {
    utf8_classes k = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
    for (int i = 0; i < 64; i++) {
        uint8_t byte = bytes[i];
        uint64_t bit = (uint64_t)1 << i;
        if (byte >= 0x80 && byte <= 0xBF) k.continuations |= bit;
        if (byte >= 0xC2 && byte <= 0xDF) k.leads2 |= bit;
        if (byte >= 0xE0 && byte <= 0xEF) k.leads3 |= bit;
        if (byte >= 0xF0 && byte <= 0xF4) k.leads4 |= bit;
        if (byte == 0xE0) k.e0 |= bit;
        if (byte == 0xED) k.ed |= bit;
        if (byte == 0xF0) k.f0 |= bit;
        if (byte == 0xF4) k.f4 |= bit;
        if (byte >= 0x80 && byte <= 0x9F) k.below_a0 |= bit;
        if (byte >= 0x80 && byte <= 0x8F) k.below_90 |= bit;
    }
    return k;
}

#endif

#if defined(__SSE2__)
SIEVE_INLINE uint64_t number_starts_baseline(const uint8_t *bytes) {
    return SIEVE_MASK64(bytes, _mm_or_si128(sieve_in(v, '0', 10), sieve_eq(v, '-')));
}
#else
SIEVE_INLINE uint64_t number_starts_baseline(const uint8_t *bytes) {
    uint64_t mask = 0;
    for (int i = 0; i < 64; i++) {
        if ((uint8_t)(bytes[i] - '0') <= 9 || bytes[i] == '-') mask |= (uint64_t)1 << i;
    }
    return mask;
}
#endif

SIEVE_INLINE int numbers_are_valid_baseline(
    const uint8_t *bytes, uint64_t scalar_bytes, uint64_t starts, number_carries *carries)
{
    return numbers_are_valid(number_classes_baseline(bytes), scalar_bytes, starts, carries);
}

#define SKIP_LOOP_NAME skip_baseline
#define SKIP_BLOCK_NAME block_baseline
#define SKIP_LOOP_TARGET
#define SKIP_CLASSIFY classify_baseline
#define SKIP_PREFIX_XOR prefix_xor_by_shifts
#define SKIP_NUMBER_STARTS number_starts_baseline
#define SKIP_NUMBERS_ARE_VALID numbers_are_valid_baseline
#define SKIP_LITERALS_ARE_VALID literals_are_valid
#define SKIP_UTF8_CLASSES utf8_classes_baseline
#define SKIP_ESCAPE_CLASSES escape_classes_baseline
#include "SkipLoop.h"
#undef SKIP_LOOP_NAME
#undef SKIP_BLOCK_NAME
#undef SKIP_LOOP_TARGET
#undef SKIP_CLASSIFY
#undef SKIP_PREFIX_XOR
#undef SKIP_NUMBER_STARTS
#undef SKIP_NUMBERS_ARE_VALID
#undef SKIP_LITERALS_ARE_VALID
#undef SKIP_UTF8_CLASSES
#undef SKIP_ESCAPE_CLASSES

// MARK: - AVX-512BW classes

#if SIEVE_HAS_AVX512_LOOP

#define SIEVE_AVX512 __attribute__((target("avx512f,avx512bw,avx512vbmi,pclmul,bmi,bmi2")))

SIEVE_AVX512 static inline __attribute__((always_inline)) uint64_t
in_range_avx512(__m512i v, uint8_t low, uint8_t width) {
    return _mm512_cmplt_epu8_mask(
        _mm512_sub_epi8(v, _mm512_set1_epi8((char)low)), _mm512_set1_epi8((char)width));
}

SIEVE_AVX512 static inline __attribute__((always_inline)) block_classes
classify_avx512(const uint8_t *bytes) {
    __m512i v = _mm512_loadu_si512((const void *)bytes);
    block_classes c;
    c.quotes = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('"'));
    c.backslashes = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('\\'));
    c.controls = _mm512_cmplt_epu8_mask(v, _mm512_set1_epi8(0x20));
    c.high = _mm512_movepi8_mask(v);
#define SIEVE_IS(letter) _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8(letter))
    c.open_braces = SIEVE_IS('{');
    c.close_braces = SIEVE_IS('}');
    c.open_brackets = SIEVE_IS('[');
    c.close_brackets = SIEVE_IS(']');
    c.colons = SIEVE_IS(':');
    c.commas = SIEVE_IS(',');
    uint64_t space = SIEVE_IS(' ') | SIEVE_IS('\n') | SIEVE_IS('\r') | SIEVE_IS('\t');
#undef SIEVE_IS
    c.delimiters = c.open_braces | c.close_braces | c.open_brackets | c.close_brackets
        | c.colons | c.commas | c.quotes | space;
    return c;
}

SIEVE_AVX512 static inline __attribute__((always_inline)) escape_classes
escape_classes_avx512(const uint8_t *bytes) {
    __m512i v = _mm512_loadu_si512((const void *)bytes);
    __m512i folded = _mm512_or_si512(v, _mm512_set1_epi8(0x20));
    escape_classes k;
    k.simple = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('"'))
        | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('\\'))
        | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('/'))
        | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('b'))
        | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('f'))
        | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('n'))
        | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('r'))
        | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('t'));
    k.u = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('u'));
    k.hex = in_range_avx512(v, '0', 10) | in_range_avx512(folded, 'a', 6);
    k.hex_d = _mm512_cmpeq_epi8_mask(folded, _mm512_set1_epi8('d'));
    k.hex_8_to_b = in_range_avx512(v, '8', 2) | in_range_avx512(folded, 'a', 2);
    k.hex_c_to_f = in_range_avx512(folded, 'c', 4);
    return k;
}

SIEVE_AVX512 static inline __attribute__((always_inline)) utf8_classes
utf8_classes_avx512(const uint8_t *bytes) {
    __m512i v = _mm512_loadu_si512((const void *)bytes);
    utf8_classes k;
    k.continuations = in_range_avx512(v, 0x80, 0x40);
    k.leads2 = in_range_avx512(v, 0xC2, 30);
    k.leads3 = in_range_avx512(v, 0xE0, 16);
    k.leads4 = in_range_avx512(v, 0xF0, 5);
    k.e0 = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8((char)0xE0));
    k.ed = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8((char)0xED));
    k.f0 = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8((char)0xF0));
    k.f4 = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8((char)0xF4));
    k.below_a0 = in_range_avx512(v, 0x80, 0x20);
    k.below_90 = in_range_avx512(v, 0x80, 0x10);
    return k;
}

SIEVE_AVX512 static inline __attribute__((always_inline)) uint64_t
number_starts_avx512(const uint8_t *bytes) {
    __m512i v = _mm512_loadu_si512((const void *)bytes);
    return in_range_avx512(v, '0', 10) | _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('-'));
}

/// The class of each byte for the number check: 1 a digit 1...9, 2 `0`, 3 `-`, 4 `+`,
/// 5 `.`, 6 `e` or `E`, 7 anything else. By the low seven bits of the byte, in two tables
/// of 64 (0x00...0x3F and 0x40...0x7F); bytes from 0x80 are 7.
static const uint8_t number_class_low[64] = {
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 4, 7, 3, 5, 7,
    2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 7, 7, 7, 7, 7, 7,
};
static const uint8_t number_class_high[64] = {
    7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 6, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
    7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7,
};

/// 1 for the pairs of classes (the byte before * 8 + the byte) that cannot be neighbours
/// inside a number: what may follow each byte of a number is a rule on neighbours. Where
/// numbers start and end, the count and order of dots and exponent marks, and leading
/// zeros are checked apart.
static const uint8_t number_bad_pairs[64] = {
    // the byte:  -    1-9  0  -  +  .  e  other       the byte before:
                  1,   1,   1, 1, 1, 1, 1, 1,       // (unused)
                  1,   0,   0, 1, 1, 0, 0, 1,       // 1-9
                  1,   0,   0, 1, 1, 0, 0, 1,       // 0
                  1,   0,   0, 1, 1, 1, 1, 1,       // -: a digit
                  1,   0,   0, 1, 1, 1, 1, 1,       // +: a digit
                  1,   0,   0, 1, 1, 1, 1, 1,       // .: a digit
                  1,   0,   0, 0, 0, 1, 1, 1,       // e: a digit or sign
                  1,   1,   1, 1, 1, 1, 1, 1,       // other: nothing
};

/// Each byte's position in a vector of the previous block's last byte and this block's:
/// the byte before each byte.
static const uint8_t byte_before_index[64] = {
    63, 64, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 80, 81, 82, 83, 84, 85,
    86, 87, 88, 89, 90, 91, 92, 93, 94, 95, 96, 97, 98, 99, 100, 101, 102, 103, 104, 105, 106,
    107, 108, 109, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119, 120, 121, 122, 123, 124,
    125, 126,
};

/// `numbers_are_valid` with the rules on neighbours as one table lookup per byte pair, made
/// for every byte from the bytes alone (so, early), and kept where numbers are.
SIEVE_AVX512 static inline __attribute__((always_inline)) int numbers_are_valid_avx512(
    const uint8_t *bytes, uint64_t scalar_bytes, uint64_t starts, number_carries *carries)
{
    __m512i v = _mm512_loadu_si512((const void *)bytes);
    __m512i classes = _mm512_permutex2var_epi8(
        _mm512_loadu_si512((const void *)number_class_low), v,
        _mm512_loadu_si512((const void *)number_class_high));
    classes = _mm512_mask_mov_epi8(classes, _mm512_movepi8_mask(v), _mm512_set1_epi8(7));
    __m512i before = _mm512_permutex2var_epi8(
        (__m512i)carries->classes, _mm512_loadu_si512((const void *)byte_before_index), classes);
    carries->classes = (sieve_bytes64)classes;
    __m512i verdicts = _mm512_permutexvar_epi8(
        _mm512_or_si512(_mm512_slli_epi16(before, 3), classes),
        _mm512_loadu_si512((const void *)number_bad_pairs));
    uint64_t bad_pairs = _mm512_test_epi8_mask(verdicts, verdicts);
    uint64_t digits = in_range_avx512(v, '0', 10);
    uint64_t zeros = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('0'));
    uint64_t minus = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('-'));
    uint64_t dot_bytes = _mm512_cmpeq_epi8_mask(v, _mm512_set1_epi8('.'));
    uint64_t exponent_bytes = _mm512_cmpeq_epi8_mask(
        _mm512_or_si512(v, _mm512_set1_epi8(0x20)), _mm512_set1_epi8('e'));

    uint64_t in_number;
    uint64_t numbers = fill_runs(scalar_bytes, starts | carries->in_number, &in_number)
        & scalar_bytes;
    // Inside each number, neighbours that fit; after each, a digit last.
    uint64_t bad = bad_pairs & numbers & ~starts;
    uint64_t after_numbers = shifted_in(numbers, carries->numbers) & ~numbers;
    bad |= after_numbers & ~shifted_in(digits, carries->digits);
    // No digit after a leading zero.
    uint64_t leading_minus = starts & minus;
    uint64_t first_digit = (starts & digits) | shifted_in(leading_minus, carries->leading_minus);
    uint64_t first_zero = first_digit & zeros;
    bad |= shifted_in(first_zero, carries->first_zero) & digits;
    // Past a dot, up to the end of its number, no second dot; past an exponent mark, no
    // mark at all. (Nothing to do for integers.)
    uint64_t dots = dot_bytes & numbers, exponents = exponent_bytes & numbers;
    uint64_t past_dot_carry = 0, past_exponent_carry = 0;
    if ((dots | exponents | carries->past_dot | carries->past_exponent) != 0) {
        uint64_t open = scalar_bytes & ~(dots | exponents);
        uint64_t past_dot = fill_runs(
            open, shifted_in(dots, carries->dots) | carries->past_dot, &past_dot_carry);
        uint64_t past_exponent = fill_runs(
            open, shifted_in(exponents, carries->exponents) | carries->past_exponent,
            &past_exponent_carry);
        bad |= (past_dot & dots) | (past_exponent & (dots | exponents));
    }

    carries->numbers = numbers;
    carries->digits = digits;
    carries->leading_minus = leading_minus;
    carries->first_zero = first_zero;
    carries->dots = dots;
    carries->exponents = exponents;
    carries->in_number = in_number;
    carries->past_dot = past_dot_carry;
    carries->past_exponent = past_exponent_carry;
    return bad == 0;
}

#ifndef SIEVE_VECTOR_LITERALS
#define SIEVE_VECTOR_LITERALS 2
#endif

/// The 64 bytes from `p` that are before `end`, as a vector (zeros past `end`, which is
/// never read).
SIEVE_AVX512 static inline __attribute__((always_inline)) __m512i
bytes_before_end(const uint8_t *p, const uint8_t *end) {
    if (SIEVE_LIKELY(end - p >= 64)) return _mm512_loadu_si512((const void *)p);
    uint64_t available = end > p ? ((uint64_t)1 << (end - p)) - 1 : 0;
    return _mm512_maskz_loadu_epi8(available, (const void *)p);
}

/// `literals_are_valid` for all of the block's literals at once: the letters from the
/// bytes one to four places on (loaded as vectors of their own), and the byte after each
/// literal, looked at where it is, no scalar byte.
SIEVE_AVX512 static inline __attribute__((always_inline)) int literals_are_valid_avx512(
    const uint8_t *base, const uint8_t *end, uint64_t scalar_bytes, uint64_t starts,
    literal_carries *carries)
{
    if (__builtin_popcountll(starts) < SIEVE_VECTOR_LITERALS
        && ((carries->four_letters >> 60) | (carries->five_letters >> 59)) == 0) {
        // A few: one at a time.
        carries->four_letters = 0;
        carries->five_letters = 0;
        return literals_are_valid(base, end, scalar_bytes, starts, carries);
    }
#define SIEVE_IS(vector, letter) _mm512_cmpeq_epi8_mask(vector, _mm512_set1_epi8(letter))
    __m512i v0 = bytes_before_end(base, end), v1 = bytes_before_end(base + 1, end);
    __m512i v2 = bytes_before_end(base + 2, end), v3 = bytes_before_end(base + 3, end);
    __m512i v4 = bytes_before_end(base + 4, end);
    uint64_t trues = SIEVE_IS(v0, 't') & SIEVE_IS(v1, 'r') & SIEVE_IS(v2, 'u') & SIEVE_IS(v3, 'e');
    uint64_t nulls = SIEVE_IS(v0, 'n') & SIEVE_IS(v1, 'u') & SIEVE_IS(v2, 'l') & SIEVE_IS(v3, 'l');
    uint64_t falses = SIEVE_IS(v0, 'f') & SIEVE_IS(v1, 'a') & SIEVE_IS(v2, 'l')
        & SIEVE_IS(v3, 's') & SIEVE_IS(v4, 'e');
#undef SIEVE_IS
    uint64_t four_letters = starts & (trues | nulls), five_letters = starts & falses;
    uint64_t bad = starts & ~(four_letters | five_letters);
    // Each literal ends where its word does.
    bad |= (shifted_in_by(four_letters, carries->four_letters, 4)
            | shifted_in_by(five_letters, carries->five_letters, 5)) & scalar_bytes;
    carries->four_letters = four_letters;
    carries->five_letters = five_letters;
    return bad == 0;
}

SIEVE_AVX512 static inline __attribute__((always_inline)) uint64_t prefix_xor_clmul(uint64_t x) {
    __m128i product = _mm_clmulepi64_si128(
        _mm_set_epi64x(0, (long long)x), _mm_set1_epi8((char)0xFF), 0);
    return (uint64_t)_mm_cvtsi128_si64(product);
}

#define SKIP_LOOP_NAME skip_avx512
#define SKIP_BLOCK_NAME block_avx512
#define SKIP_LOOP_TARGET SIEVE_AVX512
#define SKIP_CLASSIFY classify_avx512
#define SKIP_PREFIX_XOR prefix_xor_clmul
#define SKIP_NUMBER_STARTS number_starts_avx512
#define SKIP_NUMBERS_ARE_VALID numbers_are_valid_avx512
#define SKIP_LITERALS_ARE_VALID literals_are_valid_avx512
#define SKIP_UTF8_CLASSES utf8_classes_avx512
#define SKIP_ESCAPE_CLASSES escape_classes_avx512
#include "SkipLoop.h"

/// Whether this CPU and the operating system support the AVX-512 loop: AVX-512F, BW and
/// VBMI, PCLMULQDQ, BMI1 and BMI2, with the vector and mask registers saved by the OS (XCR0).
static int cpu_runs_avx512_loop(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    if (!(c & (1u << 27)) || !(c & (1u << 1))) return 0;  // OSXSAVE, PCLMULQDQ
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    unsigned wanted = (1u << 16) | (1u << 30) | (1u << 3) | (1u << 8);  // F, BW, BMI1, BMI2
    if ((b & wanted) != wanted || !(c & (1u << 1))) return 0;           // and VBMI
    unsigned low, high;
    __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    (void)high;
    return (low & 0xE6) == 0xE6;  // SSE, AVX, opmask, upper ZMM and ZMM16-31 state
}

#endif

// MARK: - Entry

/// The checks both entries make before either loop runs; the loop's depth limit, or 0 to
/// refuse.
static intptr_t entry_limit(
    const uint8_t *first, const uint8_t *end, intptr_t depth_limit,
    intptr_t max_string_length, int at_member_of_object)
{
    // Strings are not measured here: when one could be longer than the limit, the Swift
    // loop, which measures them, decides.
    if (first >= end || end - first > max_string_length) return 0;
    if (at_member_of_object ? *first != '"' : (*first != '{' && *first != '[')) return 0;
    intptr_t limit = depth_limit < SIEVE_SKIP_MAX_DEPTH ? depth_limit : SIEVE_SKIP_MAX_DEPTH;
    return limit < 1 ? 0 : limit;
}

const uint8_t *sieve_skip_container(
    const uint8_t *first, const uint8_t *end, intptr_t depth_limit,
    intptr_t max_string_length, int at_member_of_object)
{
    intptr_t limit = entry_limit(first, end, depth_limit, max_string_length, at_member_of_object);
    if (limit == 0) return NULL;
#if SIEVE_HAS_AVX512_LOOP
    // 0: not asked yet; 1: baseline; 2: AVX-512. Asking twice is harmless.
    static int loop_kind = 0;
    int kind = __atomic_load_n(&loop_kind, __ATOMIC_RELAXED);
    if (SIEVE_UNLIKELY(kind == 0)) {
        kind = cpu_runs_avx512_loop() ? 2 : 1;
        __atomic_store_n(&loop_kind, kind, __ATOMIC_RELAXED);
    }
    if (kind == 2) return skip_avx512(first, end, limit, at_member_of_object);
#endif
    return skip_baseline(first, end, limit, at_member_of_object);
}

const uint8_t *sieve_skip_container_baseline(
    const uint8_t *first, const uint8_t *end, intptr_t depth_limit,
    intptr_t max_string_length, int at_member_of_object)
{
    intptr_t limit = entry_limit(first, end, depth_limit, max_string_length, at_member_of_object);
    return limit == 0 ? NULL : skip_baseline(first, end, limit, at_member_of_object);
}
