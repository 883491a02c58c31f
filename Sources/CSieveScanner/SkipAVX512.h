// The skip loop's pieces on AVX-512 (F, BW, VBMI, VBMI2, with PCLMULQDQ, BMI1 and BMI2): the
// byte classes, where one compare classifies 64 bytes into a mask register (the delimiters
// by one table look-up, `vpermb`), and the checks that have a faster form there — numbers by
// a byte-pair table, literals as vectors, the string mask by a carry-less multiply, and the
// grammar as a vector of the tokens' kinds in token order (`vpcompressb`). Every
// function carries the target attribute, so the file compiles whatever the build assumes;
// SieveSkip.c runs the loop built from it only on a CPU that has the instructions.
// Private to CSieveScanner: included once by SieveSkip.c, on x86-64.

#ifndef SIEVE_SKIP_AVX512_H
#define SIEVE_SKIP_AVX512_H

#include "SkipPieces.h"

#include <immintrin.h>

#define SIEVE_AVX512 __attribute__((target("avx512f,avx512bw,avx512vbmi,avx512vbmi2,pclmul,bmi,bmi2")))

SIEVE_AVX512 static inline __attribute__((always_inline)) uint64_t
in_range_avx512(__m512i v, uint8_t low, uint8_t width) {
    return _mm512_cmplt_epu8_mask(
        _mm512_sub_epi8(v, _mm512_set1_epi8((char)low)), _mm512_set1_epi8((char)width));
}

/// For each value of a byte's low six bits, the delimiter with those bits: `{` `}` `[` `]`
/// `:` `,` `"` and the four whitespace bytes all differ in them. Where no delimiter has them,
/// those bits with the lowest flipped, which no byte that looks the entry up is.
static const uint8_t delimiter_bytes[64] = {
    0x01, 0x00, 0x03, 0x02, 0x05, 0x04, 0x07, 0x06, 0x09, '\t', '\n', 0x0A, 0x0D, '\r', 0x0F, 0x0E,
    0x11, 0x10, 0x13, 0x12, 0x15, 0x14, 0x17, 0x16, 0x19, 0x18, 0x1B, '[', 0x1D, ']', 0x1F, 0x1E,
    ' ', 0x20, '"', 0x22, 0x25, 0x24, 0x27, 0x26, 0x29, 0x28, 0x2B, 0x2A, ',', 0x2C, 0x2F, 0x2E,
    0x31, 0x30, 0x33, 0x32, 0x35, 0x34, 0x37, 0x36, 0x39, 0x38, ':', '{', 0x3D, '}', 0x3F, 0x3E,
};

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
#undef SIEVE_IS
    // Every delimiter looks up itself by its low six bits; no other byte does.
    c.delimiters = _mm512_cmpeq_epi8_mask(
        _mm512_permutexvar_epi8(v, _mm512_loadu_si512((const void *)delimiter_bytes)), v);
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
    // the byte:  (0) 1-9  0  -  +  .  e  other       the byte before:
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
/// the byte before each byte (and, for the grammar, the token before each token).
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
    bad |= leading_zero_errors(starts, digits, minus, zeros, carries);
    bad |= mark_order_errors(scalar_bytes, dot_bytes & numbers, exponent_bytes & numbers, carries);
    carries->numbers = numbers;
    carries->digits = digits;
    carries->in_number = in_number;
    return bad == 0;
}

/// From how many literals in a block the vector check pays (measured: two).
#define SIEVE_VECTOR_LITERALS 2

/// The 64 bytes from `offset` bytes after `base` that are before `end`, as a vector (zeros
/// past `end`, which is never read, nor pointed past).
SIEVE_AVX512 static inline __attribute__((always_inline)) __m512i
bytes_before_end(const uint8_t *base, intptr_t offset, const uint8_t *end) {
    intptr_t available = (end - base) - offset;
    if (SIEVE_LIKELY(available >= 64)) return _mm512_loadu_si512((const void *)(base + offset));
    if (available <= 0) return _mm512_setzero_si512();
    return _mm512_maskz_loadu_epi8(((uint64_t)1 << available) - 1, (const void *)(base + offset));
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
    __m512i v0 = bytes_before_end(base, 0, end), v1 = bytes_before_end(base, 1, end);
    __m512i v2 = bytes_before_end(base, 2, end), v3 = bytes_before_end(base, 3, end);
    __m512i v4 = bytes_before_end(base, 4, end);
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

// MARK: - Nesting through blocks of square brackets

/// For eight brackets in order, bit `j` set where the `j`th opens: how far the depth falls
/// below where it began (minus the lowest running sum of +1 per opening, -1 per closing).
/// Entry `i` is that walk over the bits of `i`, low bit first (FastSkipTests holds the step to
/// the Swift loop on the `arrays` vectors of SkipVectors.swift).
static const uint8_t bracket_falls[256] = {
    8, 6, 6, 4, 6, 4, 4, 2, 6, 4, 4, 2, 4, 2, 2, 0,
    6, 4, 4, 2, 4, 2, 2, 0, 4, 2, 2, 0, 2, 0, 1, 0,
    6, 4, 4, 2, 4, 2, 2, 0, 4, 2, 2, 0, 2, 0, 1, 0,
    4, 2, 2, 0, 2, 0, 1, 0, 3, 1, 1, 0, 2, 0, 1, 0,
    6, 4, 4, 2, 4, 2, 2, 0, 4, 2, 2, 0, 2, 0, 1, 0,
    4, 2, 2, 0, 2, 0, 1, 0, 3, 1, 1, 0, 2, 0, 1, 0,
    5, 3, 3, 1, 3, 1, 1, 0, 3, 1, 1, 0, 2, 0, 1, 0,
    4, 2, 2, 0, 2, 0, 1, 0, 3, 1, 1, 0, 2, 0, 1, 0,
    7, 5, 5, 3, 5, 3, 3, 1, 5, 3, 3, 1, 3, 1, 1, 0,
    5, 3, 3, 1, 3, 1, 1, 0, 3, 1, 1, 0, 2, 0, 1, 0,
    5, 3, 3, 1, 3, 1, 1, 0, 3, 1, 1, 0, 2, 0, 1, 0,
    4, 2, 2, 0, 2, 0, 1, 0, 3, 1, 1, 0, 2, 0, 1, 0,
    6, 4, 4, 2, 4, 2, 2, 0, 4, 2, 2, 0, 2, 0, 1, 0,
    4, 2, 2, 0, 2, 0, 1, 0, 3, 1, 1, 0, 2, 0, 1, 0,
    5, 3, 3, 1, 3, 1, 1, 0, 3, 1, 1, 0, 2, 0, 1, 0,
    4, 2, 2, 0, 2, 0, 1, 0, 3, 1, 1, 0, 2, 0, 1, 0,
};

/// The nesting through a block whose brackets are all square, at most eight, starting inside
/// an array (most blocks of a list of coordinates or of numbers): the change of depth and its
/// lowest point from one `pext` and one look-up, with no branch per bracket. The general walk
/// branches on each bracket's kind and leaves its loop after a varying count, and those are
/// the branches such blocks mispredict. Returns 0, changing nothing, where the general walk
/// must decide: a brace; no bracket or more than eight; a `]` that would close an object or
/// the value itself; depths that would reach a saved word of the stack or the limit. When it
/// returns 1, every byte of the block is inside arrays (no flips).
///
/// A branch decides whether to try (a block with a brace goes straight to the walk): worked
/// out for every block and chosen without a branch instead, the step lengthened the chain
/// from one block's nesting to the next and cost citm_catalog.json 7%.
SIEVE_AVX512 static inline __attribute__((always_inline)) int array_brackets_step(
    const block_tokens *t, intptr_t limit, intptr_t *count, uint64_t *top)
{
    if ((t->open_braces | t->close_braces | (*top & 1)) != 0) return 0;
    uint64_t brackets = t->open_brackets | t->close_brackets;
    unsigned n = (unsigned)__builtin_popcountll(brackets);
    intptr_t opens = __builtin_popcountll(t->open_brackets);
    if (n - 1 > 7 || *count == 0 || *count + opens > 63 || *count + opens > limit) return 0;
    // Openings after the last bracket pad the walk to eight steps: they never lower it.
    unsigned walk = ((unsigned)_pext_u64(t->open_brackets, brackets) | (0xFFu << n)) & 0xFF;
    intptr_t fall = bracket_falls[walk];
    // The levels closed below the block's start, and the one then open, must be arrays.
    if (fall >= *count || (*top & bits_between(0, (unsigned)fall + 1)) != 0) return 0;
    intptr_t change = 2 * opens - (intptr_t)n;
    *top = *top >> fall << (change + fall);
    *count += change;
    return 1;
}

// MARK: - The grammar as a vector of token kinds

/// The kinds of tokens the vector grammar check tells apart, as byte values.
enum {
    GRAMMAR_STRING = 1, GRAMMAR_SCALAR, GRAMMAR_OPEN_BRACE, GRAMMAR_CLOSE, GRAMMAR_OPEN_BRACKET,
    GRAMMAR_COLON, GRAMMAR_COMMA_IN_OBJECT, GRAMMAR_COMMA_IN_ARRAY, GRAMMAR_KEY,
};

/// Each token's kind by the low six bits of its first byte (a comma is one in an object
/// until told otherwise; a string, a value until told otherwise). A scalar starts with a
/// digit, `-`, `t`, `f` or `n` (the scalar checks refused any other): `t` shares its bits
/// with `4`, both scalars.
static const uint8_t grammar_kinds[64] = {
    ['"'] = GRAMMAR_STRING,
    ['-'] = GRAMMAR_SCALAR, ['0'] = GRAMMAR_SCALAR, ['1'] = GRAMMAR_SCALAR,
    ['2'] = GRAMMAR_SCALAR, ['3'] = GRAMMAR_SCALAR, ['4'] = GRAMMAR_SCALAR,  // and `t`
    ['5'] = GRAMMAR_SCALAR, ['6'] = GRAMMAR_SCALAR, ['7'] = GRAMMAR_SCALAR,
    ['8'] = GRAMMAR_SCALAR, ['9'] = GRAMMAR_SCALAR, ['f' & 63] = GRAMMAR_SCALAR,
    ['n' & 63] = GRAMMAR_SCALAR,
    ['{' & 63] = GRAMMAR_OPEN_BRACE, ['[' & 63] = GRAMMAR_OPEN_BRACKET,
    ['}' & 63] = GRAMMAR_CLOSE, [']' & 63] = GRAMMAR_CLOSE,
    [':' & 63] = GRAMMAR_COLON, [',' & 63] = GRAMMAR_COMMA_IN_OBJECT,
};

/// What each kind is, as one of six bits, for `grammar_follows`; kind 0 (a token whose first
/// byte starts no token, which the scalar checks refuse first) is none of them, so nothing
/// may be it.
enum {
    GRAMMAR_IS_KEY = 1, GRAMMAR_IS_VALUE = 2, GRAMMAR_IS_OPEN = 4, GRAMMAR_IS_CLOSE = 8,
    GRAMMAR_IS_COLON = 16, GRAMMAR_IS_COMMA = 32,
};
static const uint8_t grammar_is[64] = {
    [GRAMMAR_STRING] = GRAMMAR_IS_VALUE, [GRAMMAR_SCALAR] = GRAMMAR_IS_VALUE,
    [GRAMMAR_OPEN_BRACE] = GRAMMAR_IS_OPEN, [GRAMMAR_OPEN_BRACKET] = GRAMMAR_IS_OPEN,
    [GRAMMAR_CLOSE] = GRAMMAR_IS_CLOSE, [GRAMMAR_COLON] = GRAMMAR_IS_COLON,
    [GRAMMAR_COMMA_IN_OBJECT] = GRAMMAR_IS_COMMA, [GRAMMAR_COMMA_IN_ARRAY] = GRAMMAR_IS_COMMA,
    [GRAMMAR_KEY] = GRAMMAR_IS_KEY,
};

/// What may follow each kind (the rules of `grammar_errors`; a closing bracket of either
/// shape, since which one closes what is the nesting walk's check). Kind 0 is the start:
/// the skip's first token, which the entry checked.
static const uint8_t grammar_follows[64] = {
    [0] = 0x3F,
    [GRAMMAR_STRING] = GRAMMAR_IS_COMMA | GRAMMAR_IS_CLOSE,
    [GRAMMAR_SCALAR] = GRAMMAR_IS_COMMA | GRAMMAR_IS_CLOSE,
    [GRAMMAR_CLOSE] = GRAMMAR_IS_COMMA | GRAMMAR_IS_CLOSE,
    [GRAMMAR_OPEN_BRACE] = GRAMMAR_IS_KEY | GRAMMAR_IS_CLOSE,
    [GRAMMAR_OPEN_BRACKET] = GRAMMAR_IS_VALUE | GRAMMAR_IS_OPEN | GRAMMAR_IS_CLOSE,
    [GRAMMAR_COLON] = GRAMMAR_IS_VALUE | GRAMMAR_IS_OPEN,
    [GRAMMAR_COMMA_IN_OBJECT] = GRAMMAR_IS_KEY,
    [GRAMMAR_COMMA_IN_ARRAY] = GRAMMAR_IS_VALUE | GRAMMAR_IS_OPEN,
    [GRAMMAR_KEY] = GRAMMAR_IS_COLON,
};

/// What a string becomes after each kind: a key after `{` or a comma in an object.
static const uint8_t grammar_key_after[64] = {
    [GRAMMAR_OPEN_BRACE] = GRAMMAR_KEY - GRAMMAR_STRING,
    [GRAMMAR_COMMA_IN_OBJECT] = GRAMMAR_KEY - GRAMMAR_STRING,
};

/// What the vector grammar check of one block leaves for the next: the last token's kind,
/// in every byte.
typedef struct {
    sieve_bytes64 last;
} vector_grammar_carries;

/// `grammar_is_valid` as a vector of the tokens' kinds: each token's kind from its first
/// byte, the kinds packed in token order (`vpcompressb`), the kind before each token by a
/// permute, and every rule at once by two table look-ups, with no word per kind.
SIEVE_AVX512 static inline __attribute__((always_inline)) int grammar_is_valid_vector(
    const block_tokens *t, const uint8_t *bytes, uint64_t in_object, uint64_t subjects,
    int first_is_key, vector_grammar_carries *carries)
{
    uint64_t tokens = t->strings | t->scalars | t->open_braces | t->close_braces
        | t->open_brackets | t->close_brackets | t->colons | t->commas;
    unsigned count = (unsigned)__builtin_popcountll(tokens);
    if (count == 0) return 1;
    __m512i v = _mm512_loadu_si512((const void *)bytes);
    __m512i kinds = _mm512_permutexvar_epi8(v, _mm512_loadu_si512((const void *)grammar_kinds));
    kinds = _mm512_mask_add_epi8(kinds, t->commas & ~in_object, kinds, _mm512_set1_epi8(1));
    __m512i sequence = _mm512_maskz_compress_epi8(tokens, kinds);
    // The token before each, the last one of the block before first (the first key's
    // "before" is a comma in an object).
    __m512i last = first_is_key ? _mm512_set1_epi8(GRAMMAR_COMMA_IN_OBJECT) : (__m512i)carries->last;
    __m512i before_index = _mm512_loadu_si512((const void *)byte_before_index);
    __m512i before = _mm512_permutex2var_epi8(last, before_index, sequence);
    sequence = _mm512_mask_add_epi8(sequence,
        _mm512_cmpeq_epi8_mask(sequence, _mm512_set1_epi8(GRAMMAR_STRING)), sequence,
        _mm512_permutexvar_epi8(before, _mm512_loadu_si512((const void *)grammar_key_after)));
    before = _mm512_permutex2var_epi8(last, before_index, sequence);
    uint64_t bad = _mm512_testn_epi8_mask(
        _mm512_permutexvar_epi8(before, _mm512_loadu_si512((const void *)grammar_follows)),
        _mm512_permutexvar_epi8(sequence, _mm512_loadu_si512((const void *)grammar_is)));
    // Only tokens whose token before is in the value (the value's last one included).
    unsigned in_value = (unsigned)__builtin_popcountll(tokens & subjects) + 1;
    bad &= bits_between(0, in_value < count ? in_value : count);
    carries->last = (sieve_bytes64)_mm512_permutexvar_epi8(
        _mm512_set1_epi8((char)(count - 1)), sequence);
    return bad == 0;
}

#endif
