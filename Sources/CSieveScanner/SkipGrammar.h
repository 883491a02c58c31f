// The skip loop's check of the grammar: what may follow each kind of token, a block at a time.
// Private to CSieveScanner: included by SkipLoop.h (through SkipPieces.h).

#ifndef SIEVE_SKIP_GRAMMAR_H
#define SIEVE_SKIP_GRAMMAR_H

#include "SkipMasks.h"

// MARK: - Grammar

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
    uint64_t overflow;
    uint64_t next = fill_runs(~tokens, from << 1 | *carry, &overflow) & tokens;
    *carry = overflow | from >> 63;
    return next;
}

/// The keys: the strings right after `{` or after a comma inside an object (and the first
/// token, when the skip starts at a key), a bit per byte.
SIEVE_INLINE uint64_t grammar_keys(
    uint64_t after_open_brace, uint64_t after_comma_in_object, uint64_t strings,
    int first_is_key)
{
    return ((after_open_brace | after_comma_in_object) & strings) | (uint64_t)first_is_key;
}

/// The tokens that break the grammar, given for each kind of token the tokens that come
/// right after one (`after_*`) and the tokens of each kind (`k`), a bit per byte — the rules
/// themselves (the AVX-512 loop has them as tables, `grammar_follows` in SkipAVX512.h):
/// - after `{` a key or `}`; after a comma inside an object, a key;
/// - after `:` or a comma inside an array, a value; after `[` a value or `]`;
/// - after a key a `:`;
/// - after any other value (string, number, literal, `}`, `]`) a comma or a closing bracket.
/// (So a `:` can only follow a key: no other token allows one after it.)
SIEVE_INLINE uint64_t grammar_errors(
    const block_tokens *k, uint64_t after_open_brace, uint64_t after_comma_in_object,
    uint64_t after_colon_or_comma_in_array, uint64_t after_open_bracket, uint64_t after_key,
    uint64_t after_value)
{
    uint64_t values = k->strings | k->scalars | k->open_braces | k->open_brackets;
    uint64_t closes = k->close_braces | k->close_brackets;
    return (after_open_brace & ~(k->strings | k->close_braces))
        | (after_comma_in_object & ~k->strings)
        | (after_colon_or_comma_in_array & ~values)
        | (after_open_bracket & ~(values | k->close_brackets))
        | (after_key & ~k->colons)
        | (after_value & ~(k->commas | closes));
}

/// Whether the block's tokens follow one another as JSON allows (`grammar_errors`), given
/// which bytes are inside an object (`in_object`) and which tokens to check (`subjects`: all
/// of them, or those before the end of the value); the brackets' nesting is the caller's.
/// Each kind's next tokens are found by `next_tokens`.
SIEVE_INLINE int grammar_is_valid(
    const block_tokens *t, const uint8_t *bytes, uint64_t in_object, uint64_t subjects,
    int first_is_key, grammar_carries *carries)
{
    (void)bytes;  // the tokens' kinds are in `t`
    uint64_t tokens = t->strings | t->scalars | t->open_braces | t->close_braces
        | t->open_brackets | t->close_brackets | t->colons | t->commas;
#define SIEVE_AFTER(kind, from) next_tokens((from) & subjects, tokens, &carries->after_##kind)
    uint64_t after_open_brace = SIEVE_AFTER(open_brace, t->open_braces);
    uint64_t after_comma_in_object = SIEVE_AFTER(comma_in_object, t->commas & in_object);
    uint64_t keys = grammar_keys(after_open_brace, after_comma_in_object, t->strings, first_is_key);
    uint64_t other_values = (t->strings & ~keys) | t->scalars | t->close_braces | t->close_brackets;
    uint64_t bad = grammar_errors(t, after_open_brace, after_comma_in_object,
        SIEVE_AFTER(colon_or_comma_in_array, (t->commas & ~in_object) | t->colons),
        SIEVE_AFTER(open_bracket, t->open_brackets), SIEVE_AFTER(key, keys),
        SIEVE_AFTER(value, other_values));
#undef SIEVE_AFTER
    return bad == 0;
}

#endif
