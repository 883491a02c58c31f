// The structural skip's fast loop, written once and compiled once per instruction set:
// SieveSkip.c defines these and then includes this file.
//
//   SKIP_LOOP_NAME          the loop's name
//   SKIP_BLOCK_NAME         the name of its block step
//   SKIP_LOOP_TARGET        their target attribute (empty for the baseline)
//   SKIP_CLASSIFY           block_classes (const uint8_t *): the classes of 64 bytes
//   SKIP_PREFIX_XOR         uint64_t (uint64_t): bit i = XOR of bits 0...i
//   SKIP_NUMBER_STARTS      uint64_t (const uint8_t *): the digits and minus signs
//   SKIP_NUMBERS_ARE_VALID  numbers_are_valid's contract, from the bytes
//   SKIP_LITERALS_ARE_VALID literals_are_valid's contract
//   SKIP_UTF8_CLASSES       utf8_classes (const uint8_t *): the UTF-8 classes
//   SKIP_ESCAPE_CLASSES     escape_classes (const uint8_t *): the escape classes
//   SKIP_GRAMMAR_IS_VALID   grammar_is_valid's contract (given the block's bytes too, which a
//   SKIP_GRAMMAR_CARRIES    form may read), with carries of type SKIP_GRAMMAR_CARRIES
//   SKIP_ARRAY_BRACKETS     optional: array_brackets_step's contract (SkipAVX512.h), the
//                           nesting through a block of square brackets without a walk
//
// The contract is sieve_skip_container's (include/SieveSkip.h); the design is described at
// the top of SieveSkip.c.

/// Classifies the block at `base` from its 64 `bytes` (`block_bytes`), validates its strings,
/// numbers and literals, and sets `tokens` to its tokens, by kind. Returns 0 on invalid text.
SKIP_LOOP_TARGET static inline __attribute__((always_inline)) int SKIP_BLOCK_NAME(
    block_carries *carries, const uint8_t *base, const uint8_t *end, const uint8_t *bytes,
    block_tokens *tokens)
{
    block_classes c = SKIP_CLASSIFY(bytes);

    // Non-ASCII text, all of the block's at once (and nothing to do for ASCII). A block that
    // skips the check leaves the carries as they are: nothing is pending, so every bit of them
    // that can change what the next check finds is 0 already (a stale bit is only ever
    // combined with one of those).
    if ((c.high != 0) | utf8_is_pending(&carries->utf8)) {
        if (!utf8_is_valid(SKIP_UTF8_CLASSES(bytes), c.high, &carries->utf8)) return 0;
    }

    // Escapes, all of the block's at once (and nothing to do without backslashes); carried as
    // the UTF-8 check's are.
    uint64_t escaped = 0;
    if ((c.backslashes != 0) | escape_is_pending(&carries->escapes)) {
        if (!escapes_are_valid(SKIP_ESCAPE_CLASSES(bytes), c.backslashes, &escaped, &carries->escapes))
            return 0;
    }

    // Strings: from an unescaped quote (included) to the next (excluded).
    uint64_t quotes = c.quotes & ~escaped;
    uint64_t in_string = SKIP_PREFIX_XOR(quotes) ^ carries->in_string;
    // Long strings, where the input is longer than the limit (a constant branch): one that
    // crosses into this block is measured where it closes (the first quote here closes it);
    // one that starts here and goes on is remembered. Strings within a block are shorter
    // than any limit the loop runs under (64 bytes and up).
    if (SIEVE_UNLIKELY(carries->measures_strings)) {
        uint64_t closing = quotes & ~in_string, opening = quotes & in_string;
        if (carries->in_string != 0) {
            intptr_t stop = closing != 0 ? __builtin_ctzll(closing) : 64;  // in this block
            if ((base - carries->string_start - 1) + stop > carries->max_string_length) return 0;
        }
        if (opening != 0) carries->string_start = base + 63 - __builtin_clzll(opening);
    }
    carries->in_string = -(in_string >> 63);
    // No control character in a string (outside, some are whitespace; the others are
    // refused below: no number or literal has one).
    if ((c.controls & in_string) != 0) return 0;

    // Scalars: the runs of bytes outside strings that are not delimiters. Each must be a
    // number or a literal; numbers are checked all at once, literals one by one.
    uint64_t scalar_bytes = ~(in_string | c.delimiters);
    uint64_t scalar_starts = scalar_bytes & ~(scalar_bytes << 1 | carries->scalar);
    carries->scalar = scalar_bytes >> 63;
    uint64_t number_starts = scalar_starts & SKIP_NUMBER_STARTS(bytes);
    if ((number_starts | carries->numbers.in_number) != 0) {
        if (!SKIP_NUMBERS_ARE_VALID(bytes, scalar_bytes, number_starts, &carries->numbers))
            return 0;
    } else {
        memset(&carries->numbers, 0, sizeof carries->numbers);  // no number here
    }
    // Every other run is a literal, checked from its start (the rest of one that began in
    // the block before was checked there).
    if (!SKIP_LITERALS_ARE_VALID(base, end, scalar_bytes, scalar_starts & ~number_starts,
            &carries->literals))
        return 0;

    // Tokens: structural characters and opening quotes outside strings, and the starts of
    // scalars.
    uint64_t outside = ~in_string;
    tokens->strings = quotes & in_string;
    tokens->scalars = scalar_starts;
    tokens->open_braces = c.open_braces & outside;
    tokens->close_braces = c.close_braces & outside;
    tokens->open_brackets = c.open_brackets & outside;
    tokens->close_brackets = c.close_brackets & outside;
    tokens->colons = c.colons & outside;
    tokens->commas = c.commas & outside;
    return 1;
}

SKIP_LOOP_TARGET static const uint8_t *SKIP_LOOP_NAME(
    const uint8_t *first, const uint8_t *end, intptr_t limit, intptr_t max_string_length,
    int at_member_of_object)
{
    block_carries carries;
    memset(&carries, 0, sizeof carries);
    carries.max_string_length = max_string_length;
    carries.measures_strings = end - first > max_string_length;
    SKIP_GRAMMAR_CARRIES grammar;
    memset(&grammar, 0, sizeof grammar);
    uint8_t padded[64];

    // The open containers, innermost in bit 0 of `top` (1 for an object); full words of
    // outer levels are saved below it.
    uint64_t top = 0;
    uint64_t saved[SIEVE_SKIP_MAX_DEPTH / 64 - 1];  // a push at 64, 128, ..., 448 levels
    intptr_t count = 0;
    if (at_member_of_object) {
        top = 1;
        count = 1;
    }

    // `base` moves a block at a time, and never past `end` (the last block may be partial).
    for (const uint8_t *base = first;; base += 64) {
        block_tokens t;
        const uint8_t *bytes = block_bytes(base, end, padded);
        if (!SKIP_BLOCK_NAME(&carries, base, end, bytes, &t)) return NULL;

        // Brackets, one by one: the nesting, and which bytes are inside an object rather
        // than an array (what a comma there may be followed by depends on it): the context
        // flips after some brackets, and a prefix XOR of the flips gives it.
        uint64_t opens = t.open_braces | t.open_brackets;
        uint64_t brackets = opens | t.close_braces | t.close_brackets;
        int starts_in_object = count > 0 && (top & 1);
        int is_object = starts_in_object;
        uint64_t flips = 0;
        unsigned closed_at = 64;  // where the value ends, if in this block
#ifdef SKIP_ARRAY_BRACKETS
        if (SKIP_ARRAY_BRACKETS(&t, limit, &count, &top)) brackets = 0;
#endif
        while (brackets != 0) {
            unsigned i = (unsigned)__builtin_ctzll(brackets);
            brackets &= brackets - 1;
            uint64_t bit = (uint64_t)1 << i;
            int was_object = is_object;
            if (opens & bit) {
                if (count == limit) return NULL;
                if ((count & 63) == 0 && count != 0) saved[(count >> 6) - 1] = top;
                is_object = (t.open_braces & bit) != 0;
                top = top << 1 | (uint64_t)is_object;
                count += 1;
            } else {
                if (((t.close_braces & bit) != 0) != is_object) return NULL;  // `]` for `{`...
                count -= 1;
                if (count == 0) {
                    closed_at = i;
                    break;
                }
                top >>= 1;
                if ((count & 63) == 0) top = saved[(count >> 6) - 1];
                is_object = (int)(top & 1);
            }
            flips |= (uint64_t)(was_object ^ is_object) << 1 << i;
        }
        uint64_t in_object = -(uint64_t)starts_in_object;
        if (flips != 0) in_object ^= SKIP_PREFIX_XOR(flips);

        // The grammar, all of the block's tokens at once: what may follow each kind of token
        // (before the end of the value, when it ends here).
        uint64_t subjects = bits_between(0, closed_at);  // all, when the value goes on
        int first_key = at_member_of_object && base == first;
        if (!SKIP_GRAMMAR_IS_VALID(&t, bytes, in_object, subjects, first_key, &grammar))
            return NULL;
        if (closed_at < 64) {
            // The one rule that looks past a string's end: a high surrogate escape whose
            // second hex digit is in the last six bytes of the block wants its low one in the
            // next block, unchecked yet. One inside the value whose string closed here has no
            // low half: refused. One after the value is not the value's business.
            if ((carries.escapes.high_surrogates & bits_between(0, closed_at)) >> 58 != 0)
                return NULL;
            return base + closed_at + 1;
        }
        if (end - base <= 64) return NULL;  // the input ends before the value does
    }
}
