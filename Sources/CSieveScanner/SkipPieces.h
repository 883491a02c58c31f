// The pieces of the structural skip's fast loop that do not depend on the instruction set:
// escapes, UTF-8 sequences, numbers, literals and the grammar's state machine. Private to
// CSieveScanner; SkipLoop.h builds the loop from them.

#ifndef SIEVE_SKIP_PIECES_H
#define SIEVE_SKIP_PIECES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define SIEVE_LIKELY(x) __builtin_expect(!!(x), 1)
#define SIEVE_UNLIKELY(x) __builtin_expect(!!(x), 0)
#define SIEVE_INLINE static inline __attribute__((always_inline))
#define SIEVE_UNUSED __attribute__((unused))

/// 64 bytes as one vector value, which the compiler may keep in a register.
typedef uint8_t sieve_bytes64 __attribute__((vector_size(64)));

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
    return mask << 1 | previous >> 63;
}

/// The bits from each one of `seeds` upward through the run of ones of `open` it starts,
/// and the first zero bit after the run; `carry` says whether a run went past bit 63.
SIEVE_INLINE uint64_t fill_runs(uint64_t open, uint64_t seeds, uint64_t *carry) {
    uint64_t sum;
    *carry = __builtin_add_overflow(open, seeds, &sum);
    return sum ^ open;
}

SIEVE_INLINE int is_digit(uint8_t byte) { return (uint8_t)(byte - '0') <= 9; }

/// 1 for the bytes that may end a number or literal: whitespace, structural characters and
/// the quote.
static const uint8_t delimiter_table[256] = {
    [' '] = 1, ['\n'] = 1, ['\r'] = 1, ['\t'] = 1, [','] = 1, [':'] = 1, ['['] = 1, [']'] = 1,
    ['{'] = 1, ['}'] = 1, ['"'] = 1,
};

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

/// Whether a high surrogate escape near the end of the block wants its low one in the next.
SIEVE_INLINE int high_surrogate_is_pending(const escape_carries *carries) {
    return (carries->high_surrogates >> 58) != 0;
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

// MARK: - Numbers and literals

/// The byte after the `true`, `false` or `null` at `p`, or NULL.
SIEVE_INLINE const uint8_t *literal_end(const uint8_t *p, const uint8_t *end) {
    if (end - p < 4) return NULL;
    uint32_t word;
    memcpy(&word, p, 4);
    if (word == 0x6C6C756EU || word == 0x65757274U) return p + 4;  // "null", "true"
    if (word == 0x736C6166U && end - p >= 5 && p[4] == 'e') return p + 5;  // "false"
    return NULL;
}

/// The classes of the 64 bytes from the start of a number, bit `k` for byte `k`.
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
    uint64_t digits, leading_minus, first_zero, dots, exponents, exponent_signs;
    uint64_t in_number, past_dot, past_exponent;
    /// The AVX-512 check's number bytes and byte classes of the last block.
    uint64_t numbers;
    sieve_bytes64 classes;
} number_carries;

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
    uint64_t leading_minus = starts & k.minus;
    uint64_t first_digit = (starts & k.digits) | shifted_in(leading_minus, carries->leading_minus);
    uint64_t first_zero = first_digit & k.zeros;
    uint64_t after_exponent = shifted_in(exponents, carries->exponents);
    uint64_t exponent_signs = after_exponent & (k.minus | k.plus);

    uint64_t bad = numbers & ~(k.digits | k.minus | k.plus | k.dots | k.exponents);
    // A digit first (after the minus), and no digit after a leading zero.
    bad |= first_digit & ~k.digits;
    bad |= shifted_in(first_zero, carries->first_zero) & k.digits;
    // Signs: a minus first or right after the exponent mark, a plus only there.
    bad |= k.minus & numbers & ~(starts | after_exponent);
    bad |= k.plus & numbers & ~after_exponent;
    // A digit before each dot and exponent mark and after each dot; after the exponent
    // mark a digit, or a sign and then a digit. (A byte past the number is no digit.)
    bad |= (dots | exponents) & ~shifted_in(k.digits, carries->digits);
    bad |= shifted_in(dots, carries->dots) & ~k.digits;
    bad |= after_exponent & ~(k.digits | k.minus | k.plus);
    bad |= shifted_in(exponent_signs, carries->exponent_signs) & ~k.digits;
    // Past a dot, up to the end of its number, no second dot; past an exponent mark, no
    // mark at all.
    uint64_t open = scalar_bytes & ~(dots | exponents);
    uint64_t past_dot_carry, past_exponent_carry;
    uint64_t past_dot = fill_runs(
        open, shifted_in(dots, carries->dots) | carries->past_dot, &past_dot_carry);
    uint64_t past_exponent = fill_runs(
        open, after_exponent | carries->past_exponent, &past_exponent_carry);
    bad |= (past_dot & dots) | (past_exponent & (dots | exponents));

    carries->digits = k.digits;
    carries->leading_minus = leading_minus;
    carries->first_zero = first_zero;
    carries->dots = dots;
    carries->exponents = exponents;
    carries->exponent_signs = exponent_signs;
    carries->in_number = in_number;
    carries->past_dot = past_dot_carry;
    carries->past_exponent = past_exponent_carry;
    return bad == 0;
}


/// Whether the token at `p` is exactly `true`, `false` or `null`, up to a delimiter or the
/// end of the input. Without branches where eight bytes are readable.
SIEVE_INLINE int literal_is_valid(const uint8_t *p, const uint8_t *end) {
    if (SIEVE_LIKELY(end - p >= 8)) {
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
    (void)scalar_bytes;
    (void)carries;
    while (starts != 0) {
        if (!literal_is_valid(base + __builtin_ctzll(starts), end)) return 0;
        starts &= starts - 1;
    }
    return 1;
}

// MARK: - Values

/// 1 for the bytes a value other than an array or object starts with: `"`, `-`, the digits
/// and the first letters of the literals. (What follows is checked with the block.)
static const uint8_t scalar_value_start[256] = {
    ['"'] = 1, ['-'] = 1, ['0'] = 1, ['1'] = 1, ['2'] = 1, ['3'] = 1, ['4'] = 1, ['5'] = 1,
    ['6'] = 1, ['7'] = 1, ['8'] = 1, ['9'] = 1, ['t'] = 1, ['f'] = 1, ['n'] = 1,
};

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

// MARK: - Blocks

/// What one block leaves for the next.
typedef struct {
    uint64_t in_string;           // all ones when the last block ended inside a string
    escape_carries escapes;
    uint64_t scalar;              // 1 when the last block ended inside a number or literal
    number_carries numbers;
    literal_carries literals;
    utf8_carries utf8;
} block_carries;

// MARK: - Grammar

/// The bits from `from` up to, not including, `to` (0 ≤ from ≤ to ≤ 64).
SIEVE_INLINE uint64_t bits_between(unsigned from, unsigned to) {
    uint64_t below_to = to >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << to) - 1;
    uint64_t below_from = from >= 64 ? ~(uint64_t)0 : ((uint64_t)1 << from) - 1;
    return below_to & ~below_from;
}


/// The tokens of a block by kind, bit `i` for a token that starts at byte `i`.
typedef struct {
    uint64_t strings;  // opening quotes
    uint64_t scalars;  // first bytes of numbers and literals
    uint64_t open_braces, close_braces, open_brackets, close_brackets, colons, commas;
} block_tokens;

/// What the grammar check of one block leaves for the next: for each kind of token whose
/// next token it checks, whether one is still waiting for its next token.
typedef struct {
    uint64_t after_colon_or_comma_in_array, after_open_brace, after_open_bracket;
    uint64_t after_comma_in_object, after_key, after_value;
} grammar_carries;

/// For each token in `from` (a subset of `tokens`), the token after it: each is found by
/// adding a one just past the token to the gaps between tokens, whose carry stops at the
/// next token. `carry` brings in a search begun in the block before and takes out one that
/// goes on into the next.
SIEVE_INLINE uint64_t next_tokens(uint64_t from, uint64_t tokens, uint64_t *carry) {
    uint64_t gaps = ~tokens;
    uint64_t sum;
    uint64_t overflow = __builtin_add_overflow(gaps, from << 1 | *carry, &sum);
    *carry = overflow | from >> 63;
    return (sum ^ gaps) & tokens;
}

/// Whether the block's tokens follow one another as JSON allows, given which bytes are
/// inside an object (`in_object`) and which tokens to check (`subjects`: all of them, or
/// those before the end of the value). With the brackets' nesting checked by the caller,
/// the grammar is a rule on what may follow each kind of token:
/// - after `:` a value; after `{` a key or `}`; after `[` a value or `]`;
/// - after `,` a key inside an object, a value inside an array;
/// - after a key (a string right after `{` or a comma inside an object) a `:`;
/// - after any other value (string, number, literal, `}`, `]`) a comma or a closing
///   bracket.
/// (So a `:` can only follow a key: no other token allows one after it.)
SIEVE_INLINE int grammar_is_valid(
    const block_tokens *t, uint64_t in_object, uint64_t subjects, int first_is_key,
    grammar_carries *carries)
{
    uint64_t tokens = t->strings | t->scalars | t->open_braces | t->close_braces
        | t->open_brackets | t->close_brackets | t->colons | t->commas;
    uint64_t values = t->strings | t->scalars | t->open_braces | t->open_brackets;
    uint64_t closes = t->close_braces | t->close_brackets;
    uint64_t commas = t->commas & subjects;
    uint64_t after_open_brace = next_tokens(t->open_braces & subjects, tokens, &carries->after_open_brace);
    uint64_t after_comma_in_object =
        next_tokens(commas & in_object, tokens, &carries->after_comma_in_object);
    uint64_t keys = ((after_open_brace | after_comma_in_object) & t->strings) | (uint64_t)first_is_key;
    uint64_t bad = after_open_brace & ~(t->strings | t->close_braces);
    bad |= after_comma_in_object & ~t->strings;
    bad |= next_tokens((commas & ~in_object) | (t->colons & subjects), tokens,
        &carries->after_colon_or_comma_in_array) & ~values;
    bad |= next_tokens(t->open_brackets & subjects, tokens, &carries->after_open_bracket)
        & ~(values | t->close_brackets);
    uint64_t after_keys = next_tokens(keys & subjects, tokens, &carries->after_key);
    bad |= after_keys & ~t->colons;
    uint64_t other_values = ((t->strings & ~keys) | t->scalars | closes) & subjects;
    bad |= next_tokens(other_values, tokens, &carries->after_value) & ~(t->commas | closes);
    return bad == 0;
}

#endif
