// The skip loop's checks of string text: escapes and UTF-8, a block at a time.
// Private to CSieveScanner: included by SkipLoop.h (through SkipPieces.h).

#ifndef SIEVE_SKIP_STRINGS_H
#define SIEVE_SKIP_STRINGS_H

#include "SkipMasks.h"

// MARK: - Escapes

/// The escape classes of 64 bytes, bit `i` for byte `i`.
typedef struct {
    uint64_t simple;      // what may follow a backslash and stand for one character: " \ / b f n r t
    uint64_t u;           // `u`
    uint64_t hex;         // 0...9, a...f, A...F
    uint64_t hex_d;       // d, D
    uint64_t hex_8_to_b;  // 8, 9, a, b, A, B
    uint64_t hex_c_to_f;  // c...f, C...F
} escape_classes;

/// What the escape check of one block leaves for the next.
typedef struct {
    uint64_t escaped;          // 1 when the next block's first byte is escaped
    uint64_t unicode;          // the block's escaped `u`s (bits 60...63 matter)
    uint64_t hex_d;            // its hex d/D (bit 63 matters)
    uint64_t high_surrogates;  // the second digits of its high-surrogate escapes (58...63)
} escape_carries;

/// Whether an escape begun in the previous block reaches into the next.
SIEVE_INLINE int escape_is_pending(const escape_carries *carries) {
    return (carries->escaped | carries->unicode >> 60 | carries->high_surrogates >> 58) != 0;
}

/// Validates the block's escapes and sets `escaped` to the bytes that a backslash escapes.
/// All of them at once, by mask arithmetic: in a run of backslashes they pair up, and the
/// byte after the run is escaped when the run is odd (found by adding each run's first bit
/// at even and at odd positions: the carry stops after the run, at a position whose parity
/// gives the run's); an escaped byte must be one of `"\/bfnrtu`; four hex digits follow an
/// escaped `u`; and a high-surrogate escape (`\uD800`...`\uDBFF`) is followed at once by a
/// low one, which comes only there: the second digits of the lows are exactly those of the
/// highs moved six bytes on.
SIEVE_INLINE int escapes_are_valid(
    escape_classes k, uint64_t backslashes, uint64_t *escaped, escape_carries *carries)
{
    const uint64_t even = 0x5555555555555555ULL, odd = ~even;
    uint64_t runs = backslashes & ~carries->escaped;  // an escaped backslash starts nothing
    uint64_t starts = runs & ~(runs << 1);
    uint64_t after_even_runs = (runs + (starts & even)) & ~runs;
    uint64_t after_odd_runs;
    uint64_t odd_run_at_end = __builtin_add_overflow(runs, starts & odd, &after_odd_runs);
    after_odd_runs &= ~runs;
    uint64_t escapes = (after_even_runs & odd) | (after_odd_runs & even) | carries->escaped;
    *escaped = escapes;

    uint64_t bad = escapes & ~(k.simple | k.u);
    uint64_t unicode = escapes & k.u;
#define SIEVE_AFTER(mask, n) shifted_in_by(mask, carries->mask, n)
    uint64_t digits = SIEVE_AFTER(unicode, 1) | SIEVE_AFTER(unicode, 2)
        | SIEVE_AFTER(unicode, 3) | SIEVE_AFTER(unicode, 4);
    bad |= digits & ~k.hex;
    // Surrogates, marked at their second hex digit (after a d or D).
    uint64_t hex_d = k.hex_d;
    uint64_t second_digits = SIEVE_AFTER(unicode, 2) & SIEVE_AFTER(hex_d, 1);
    uint64_t high_surrogates = second_digits & k.hex_8_to_b;
    uint64_t low_surrogates = second_digits & k.hex_c_to_f;
    bad |= SIEVE_AFTER(high_surrogates, 6) ^ low_surrogates;
#undef SIEVE_AFTER
    carries->escaped = odd_run_at_end;
    carries->unicode = unicode;
    carries->hex_d = hex_d;
    carries->high_surrogates = high_surrogates;
    return bad == 0;
}


// MARK: - UTF-8

/// The UTF-8 classes of 64 bytes, bit `i` for byte `i`.
typedef struct {
    uint64_t continuations;       // 0x80...0xBF
    uint64_t leads2;              // 0xC2...0xDF: two-byte sequences
    uint64_t leads3;              // 0xE0...0xEF: three
    uint64_t leads4;              // 0xF0...0xF4: four
    uint64_t e0, ed, f0, f4;      // the leads whose second byte has a narrower range
    uint64_t below_a0, below_90;  // 0x80...0x9F and 0x80...0x8F
} utf8_classes;

/// What the UTF-8 check of one block leaves for the next: its leads (bits 61...63 matter).
typedef struct {
    uint64_t leads2, leads3, leads4, e0, ed, f0, f4;
} utf8_carries;


/// Whether the block's bytes of 0x80 and above are valid UTF-8, with the sequences begun in
/// the previous block: continuation bytes exactly where the lead bytes before them expect
/// them, no byte that no sequence has (C0, C1, F5...FF), and the narrower second byte of
/// E0 (no overlong form), ED (no surrogate), F0 (no overlong form) and F4 (nothing above
/// U+10FFFF). All the sequences at once, by mask arithmetic.
SIEVE_INLINE int utf8_is_valid(utf8_classes k, uint64_t high, utf8_carries *carries) {
    uint64_t longer = k.leads3 | k.leads4;
    uint64_t longer_before = carries->leads3 | carries->leads4;
    uint64_t expected = shifted_in_by(k.leads2 | longer, carries->leads2 | longer_before, 1)
        | shifted_in_by(longer, longer_before, 2) | shifted_in_by(k.leads4, carries->leads4, 3);
    uint64_t bad = expected ^ k.continuations;
    bad |= high & ~(k.continuations | k.leads2 | longer);
    bad |= shifted_in_by(k.e0, carries->e0, 1) & k.below_a0;
    bad |= shifted_in_by(k.ed, carries->ed, 1) & k.continuations & ~k.below_a0;
    bad |= shifted_in_by(k.f0, carries->f0, 1) & k.below_90;
    bad |= shifted_in_by(k.f4, carries->f4, 1) & k.continuations & ~k.below_90;
    carries->leads2 = k.leads2;
    carries->leads3 = k.leads3;
    carries->leads4 = k.leads4;
    carries->e0 = k.e0;
    carries->ed = k.ed;
    carries->f0 = k.f0;
    carries->f4 = k.f4;
    return bad == 0;
}

/// Whether a sequence begun in the previous block continues into the next.
SIEVE_INLINE int utf8_is_pending(const utf8_carries *carries) {
    return ((carries->leads2 >> 63) | (carries->leads3 >> 62) | (carries->leads4 >> 61)) != 0;
}

#endif
