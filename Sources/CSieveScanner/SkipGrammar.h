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
