// The structural skip's fast loop, written once and compiled once per instruction set:
// SieveSkip.c defines these and then includes this file.
//
//   SKIP_LOOP_NAME     the loop's name
//   SKIP_BLOCK_NAME    the name of its block step
//   SKIP_BATCH_NAME    the name of its batch of block steps
//   SKIP_LOOP_TARGET   their target attribute (empty for the baseline)
//   SKIP_CLASSIFY      block_classes (const uint8_t *): the classes of 64 bytes
//   SKIP_PREFIX_XOR    uint64_t (uint64_t): bit i = XOR of bits 0...i
//   SKIP_NUMBER_STARTS uint64_t (const uint8_t *): the digits and minus signs of 64 bytes
//   SKIP_NUMBERS_ARE_VALID int (const uint8_t *, scalar bytes, number starts,
//                      number_carries *): the number check (numbers_are_valid's contract)
//   SKIP_UTF8_CLASSES  utf8_classes (const uint8_t *): the UTF-8 classes of 64 bytes
//   SKIP_ESCAPE_CLASSES escape_classes (const uint8_t *): the escape classes of 64 bytes
//
// The contract is sieve_skip_container's (include/SieveSkip.h); the design is described at
// the top of SieveSkip.c.

/// Classifies the block at `base`, validates its strings, numbers and literals, and sets
/// `tokens` to where its tokens start. Returns 0 on invalid text.
SKIP_LOOP_TARGET static inline __attribute__((always_inline)) int SKIP_BLOCK_NAME(
    block_carries *carries, const uint8_t *base, const uint8_t *end, uint8_t *padded,
    uint64_t *tokens)
{
    const uint8_t *bytes = base;
    if (end - base < 64) {
        // The last partial block is classified from a copy padded with spaces (whitespace:
        // no tokens; inside an unterminated string, no harm: the value never closes).
        memset(padded, ' ', 64);
        memcpy(padded, base, (size_t)(end - base));
        bytes = padded;
    }
    block_classes c = SKIP_CLASSIFY(bytes);

    // Non-ASCII text, all of the block's at once (and nothing to do for ASCII).
    if ((c.high != 0) | utf8_is_pending(&carries->utf8)) {
        if (!utf8_is_valid(SKIP_UTF8_CLASSES(bytes), c.high, &carries->utf8)) return 0;
    } else {
        memset(&carries->utf8, 0, sizeof carries->utf8);
    }

    // Escapes, all of the block's at once (and nothing to do without backslashes).
    uint64_t escaped = 0;
    if ((c.backslashes != 0) | escape_is_pending(&carries->escapes)) {
        if (!escapes_are_valid(SKIP_ESCAPE_CLASSES(bytes), c.backslashes, &escaped, &carries->escapes))
            return 0;
    } else {
        memset(&carries->escapes, 0, sizeof carries->escapes);
    }

    // Strings: from an unescaped quote (included) to the next (excluded).
    uint64_t quotes = c.quotes & ~escaped;
    uint64_t in_string = SKIP_PREFIX_XOR(quotes) ^ carries->in_string;
    carries->in_string = (uint64_t)((int64_t)in_string >> 63);
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
    uint64_t literals = scalar_starts & ~number_starts;
    while (literals != 0) {
        if (!literal_is_valid(base + __builtin_ctzll(literals), end)) return 0;
        literals &= literals - 1;
    }

    // Tokens: structural characters and opening quotes outside strings, and the starts of
    // scalars.
    *tokens = (c.structural & ~in_string) | (quotes & in_string) | scalar_starts;
    return 1;
}

/// Classifies the next blocks, up to `batch_size` of them, into `masks`: one tight loop whose
/// blocks the processor overlaps, where one block at a time would leave the token walk
/// waiting for each. Returns how many, or 0 at the end of the input or on invalid text.
SKIP_LOOP_TARGET __attribute__((noinline)) static int SKIP_BATCH_NAME(skip_blocks *blocks) {
    const uint8_t *base = blocks->next;
    const uint8_t *end = blocks->end;
    // The carries in locals, so that they stay in registers from block to block.
    block_carries carries = blocks->carries;
    uint8_t padded[64];
    int count = 0;
    while (count < blocks->batch_size && base < end) {
        uint64_t tokens;
        if (!SKIP_BLOCK_NAME(&carries, base, end, padded, &tokens)) return 0;
        blocks->masks[count] = tokens;
        count += 1;
        base += 64;
    }
    blocks->carries = carries;
    blocks->base = blocks->next;
    blocks->next = base;
    // Small values end in their first block; long ones get longer batches.
    if (blocks->batch_size < SIEVE_SKIP_BATCH) blocks->batch_size *= 2;
    return count;
}

SKIP_LOOP_TARGET static const uint8_t *SKIP_LOOP_NAME(
    const uint8_t *first, const uint8_t *end, intptr_t limit, int at_member_of_object)
{
    skip_blocks blocks;
    memset(&blocks, 0, sizeof blocks);
    blocks.next = first;
    blocks.end = end;
    blocks.batch_size = 1;
    uint64_t tokens = 0;
    int block = 0, block_count = 0;
    const uint8_t *base = first;
    const uint8_t *p;

    // The open containers, innermost in bit 0 of `top` (1 for an object); full words of
    // outer levels are saved below it.
    uint64_t top = 0;
    uint64_t saved[SIEVE_SKIP_MAX_DEPTH / 64];
    intptr_t count = 0;

// Moves `p` to the next token, classifying blocks as needed.
#define NEXT_TOKEN()                                                      \
    do {                                                                  \
        while (SIEVE_UNLIKELY(tokens == 0)) {                             \
            if (block + 1 < block_count) {                                \
                block += 1;                                               \
                base += 64;                                               \
            } else {                                                      \
                block_count = SKIP_BATCH_NAME(&blocks);                   \
                if (block_count == 0) return NULL;                        \
                block = 0;                                                \
                base = blocks.base;                                       \
            }                                                             \
            tokens = blocks.masks[block];                                 \
        }                                                                 \
        p = base + __builtin_ctzll(tokens);                               \
        tokens &= tokens - 1;                                             \
    } while (0)

// Opens a container: `is_object` is 1 for `{`.
#define PUSH(is_object)                                                     \
    do {                                                                    \
        if (count == limit) return NULL;                                    \
        if ((count & 63) == 0 && count != 0) saved[(count >> 6) - 1] = top; \
        top = top << 1 | (is_object);                                       \
        count += 1;                                                         \
    } while (0)

    if (at_member_of_object) {
        top = 1;
        count = 1;
        goto key;
    }
    NEXT_TOKEN();
    goto open_container;

    // Each state is a place in the code: which byte may come next is a branch, not a
    // table lookup that the next token would wait for.
value_or_close:  // after `[`
    NEXT_TOKEN();
    if (*p == ']') goto close;
    goto value_in_array_at_token;
value_in_array:  // after `,` in an array
    NEXT_TOKEN();
value_in_array_at_token:
    if (SIEVE_UNLIKELY((*p | 0x20) == '{')) goto open_container;  // `{` or `[`
    if (!scalar_value_start[*p]) return NULL;
after_value_in_array:
    NEXT_TOKEN();
    if (SIEVE_LIKELY(*p == ',')) goto value_in_array;
    if (*p == ']') goto close;
    return NULL;

key_or_close:  // after `{`
    NEXT_TOKEN();
    if (*p == '}') goto close;
    goto key_at_token;
key:  // after `,` in an object
    NEXT_TOKEN();
key_at_token:
    if (*p != '"') return NULL;
    NEXT_TOKEN();
    if (*p != ':') return NULL;
    NEXT_TOKEN();
    if (SIEVE_UNLIKELY((*p | 0x20) == '{')) goto open_container;  // `{` or `[`
    if (!scalar_value_start[*p]) return NULL;
after_value_in_object:
    NEXT_TOKEN();
    if (SIEVE_LIKELY(*p == ',')) goto key;
    if (*p == '}') goto close;
    return NULL;

open_container:  // `p` is at a `{` or `[` where a value may start
    if (*p == '{') {
        PUSH(1);
        goto key_or_close;
    }
    PUSH(0);
    goto value_or_close;

close:  // `p` is at a `}` or `]` that the state allows
    count -= 1;
    if (count == 0) {
        // The one rule that looks past a string's end: a high surrogate escape in the last
        // six bytes of a block wants its low one in the next block, which the batch has not
        // checked when this is its last. Such a string ends in the next block, not here.
        if (block + 1 == block_count && high_surrogate_is_pending(&blocks.carries.escapes))
            return NULL;
        return p + 1;
    }
    top >>= 1;
    if ((count & 63) == 0) top = saved[(count >> 6) - 1];
    if (top & 1) goto after_value_in_object;
    goto after_value_in_array;

#undef NEXT_TOKEN
#undef PUSH
}
