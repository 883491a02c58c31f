// The skip loop's checks of numbers and literals, a block at a time.
// Private to CSieveScanner: included by SkipLoop.h (through SkipPieces.h).

#ifndef SIEVE_SKIP_SCALARS_H
#define SIEVE_SKIP_SCALARS_H

#include "SkipMasks.h"

// MARK: - Numbers

/// 64 bytes as one vector value, which the compiler may keep in a register.
typedef uint8_t sieve_bytes64 __attribute__((vector_size(64)));

/// The number classes of a block's 64 bytes, bit `k` for byte `k`.
typedef struct {
    uint64_t digits;    // `0`...`9`
    uint64_t zeros;     // `0`
    uint64_t minus;     // `-`
    uint64_t plus;      // `+`
    uint64_t dots;      // `.`
    uint64_t exponents; // `e`, `E`
} number_classes;

/// What the number check of one block leaves for the next: the previous block's masks
/// (only their bit 63 matters) and the runs that continue.
typedef struct {
    uint64_t digits, leading_minus, first_zero, dots, exponents;
    uint64_t in_number, past_dot, past_exponent;
    /// Only the mask rules' (the SSE2 loop's): signs right after an exponent mark.
    uint64_t exponent_signs;
    /// Only the AVX-512 check's: the number bytes and byte classes of the last block.
    uint64_t numbers;
    sieve_bytes64 classes;
} number_carries;

/// The leading-zero rule for the block: no digit right after a number's first digit when
/// that is a zero (after the minus, if any). Returns the bytes that break it.
SIEVE_INLINE uint64_t leading_zero_errors(
    uint64_t starts, uint64_t digits, uint64_t minus, uint64_t zeros, number_carries *carries)
{
    uint64_t leading_minus = starts & minus;
    uint64_t first_digit = (starts & digits) | shifted_in(leading_minus, carries->leading_minus);
    uint64_t first_zero = first_digit & zeros;
    uint64_t bad = shifted_in(first_zero, carries->first_zero) & digits;
    carries->leading_minus = leading_minus;
    carries->first_zero = first_zero;
    return bad;
}

/// The order rule for the block: past a dot, up to the end of its number, no second dot;
/// past an exponent mark, no mark at all (each number filled from each mark to its end).
/// `dots` and `exponents` are those of numbers. Nothing to do for blocks of integers.
/// Returns the bytes that break it.
SIEVE_INLINE uint64_t mark_order_errors(
    uint64_t scalar_bytes, uint64_t dots, uint64_t exponents, number_carries *carries)
{
    uint64_t bad = 0;
    uint64_t past_dot_carry = 0, past_exponent_carry = 0;
    if ((dots | exponents | carries->past_dot | carries->past_exponent) != 0) {
        uint64_t open = scalar_bytes & ~(dots | exponents);
        uint64_t past_dot = fill_runs(
            open, shifted_in(dots, carries->dots) | carries->past_dot, &past_dot_carry);
        uint64_t past_exponent = fill_runs(
            open, shifted_in(exponents, carries->exponents) | carries->past_exponent,
            &past_exponent_carry);
        bad = (past_dot & dots) | (past_exponent & (dots | exponents));
    }
    carries->dots = dots;
    carries->exponents = exponents;
    carries->past_dot = past_dot_carry;
    carries->past_exponent = past_exponent_carry;
    return bad;
}

/// Whether every number that has bytes in this block is valid JSON,
/// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?`, given the block's scalar bytes (outside
/// strings, not delimiters) and where the runs that start with a digit or minus begin. All the numbers at once, by mask
/// arithmetic: every rule of the grammar is a relation between neighbouring bytes, except
/// "at most one dot and one exponent mark, the dot first", which is checked by filling
/// each number from each mark to its end.
SIEVE_INLINE int numbers_are_valid(
    number_classes k, uint64_t scalar_bytes, uint64_t starts, number_carries *carries)
{
    // The bytes of the numbers: the runs of scalar bytes that start with a digit or minus
    // (`starts`), or continue one from the block before.
    uint64_t in_number;
    uint64_t numbers = fill_runs(scalar_bytes, starts | carries->in_number, &in_number)
        & scalar_bytes;
    uint64_t dots = k.dots & numbers, exponents = k.exponents & numbers;
    // The masks moved one byte on, with the last block's bit coming in (before the shared
    // rules below update the carries they share).
    uint64_t after_digits = shifted_in(k.digits, carries->digits);
    uint64_t after_dots = shifted_in(dots, carries->dots);
    uint64_t after_exponent = shifted_in(exponents, carries->exponents);
    uint64_t after_leading_minus = shifted_in(starts & k.minus, carries->leading_minus);
    uint64_t exponent_signs = after_exponent & (k.minus | k.plus);

    uint64_t bad = numbers & ~(k.digits | k.minus | k.plus | k.dots | k.exponents);
    // A digit first (after the minus).
    bad |= ((starts & k.digits) | after_leading_minus) & ~k.digits;
    // Signs: a minus first or right after the exponent mark, a plus only there.
    bad |= k.minus & numbers & ~(starts | after_exponent);
    bad |= k.plus & numbers & ~after_exponent;
    // A digit before each dot and exponent mark and after each dot; after the exponent
    // mark a digit, or a sign and then a digit. (A byte past the number is no digit.)
    bad |= (dots | exponents) & ~after_digits;
    bad |= after_dots & ~k.digits;
    bad |= after_exponent & ~(k.digits | k.minus | k.plus);
    bad |= shifted_in(exponent_signs, carries->exponent_signs) & ~k.digits;
    // The rules both number checks share (they update their own carries).
    bad |= leading_zero_errors(starts, k.digits, k.minus, k.zeros, carries);
    bad |= mark_order_errors(scalar_bytes, dots, exponents, carries);

    carries->digits = k.digits;
    carries->exponent_signs = exponent_signs;
    carries->in_number = in_number;
    return bad == 0;
}


// MARK: - Literals

/// 1 for the bytes that may end a number or literal: whitespace, structural characters and
/// the quote.
static const uint8_t delimiter_table[256] = {
    [' '] = 1, ['\n'] = 1, ['\r'] = 1, ['\t'] = 1, [','] = 1, [':'] = 1, ['['] = 1, [']'] = 1,
    ['{'] = 1, ['}'] = 1, ['"'] = 1,
};

/// The byte after the `true`, `false` or `null` at `p`, or NULL.
SIEVE_INLINE const uint8_t *literal_end(const uint8_t *p, const uint8_t *end) {
    if (end - p < 4) return NULL;
    uint32_t word;
    memcpy(&word, p, 4);
    if (word == 0x6C6C756EU || word == 0x65757274U) return p + 4;  // "null", "true"
    if (word == 0x736C6166U && end - p >= 5 && p[4] == 'e') return p + 5;  // "false"
    return NULL;
}

/// Whether the token at `p` is exactly `true`, `false` or `null`, up to a delimiter or the
/// end of the input. Without branches where six bytes are readable.
SIEVE_INLINE int literal_is_valid(const uint8_t *p, const uint8_t *end) {
    if (SIEVE_LIKELY(end - p >= 6)) {
        uint32_t word;
        memcpy(&word, p, 4);
        int four = ((word == 0x6C6C756EU) | (word == 0x65757274U)) & delimiter_table[p[4]];
        int five = (word == 0x736C6166U) & (p[4] == 'e') & delimiter_table[p[5]];
        return four | five;
    }
    const uint8_t *after = literal_end(p, end);
    return after != NULL && (after == end || delimiter_table[*after]);
}

/// What the literal check of one block leaves for the next (bits 59...63 matter).
/// (What the AVX-512 vector check of literals carries; the one-by-one check needs nothing.)
typedef struct {
    uint64_t four_letters;  // where `true` and `null` start
    uint64_t five_letters;  // where `false` starts
} literal_carries;

/// Whether each run of scalar bytes that starts at `starts` (in the block at `base`) is
/// exactly `true`, `false` or `null`: one at a time, from its first byte (the rest of one
/// that began in the block before was checked there).
SIEVE_INLINE int literals_are_valid(
    const uint8_t *base, const uint8_t *end, uint64_t scalar_bytes, uint64_t starts,
    literal_carries *carries)
{
    // (`scalar_bytes` and `carries` are the vector check's; this one needs neither.)
    (void)scalar_bytes;
    (void)carries;
    while (starts != 0) {
        if (!literal_is_valid(base + __builtin_ctzll(starts), end)) return 0;
        starts &= starts - 1;
    }
    return 1;
}

#endif
