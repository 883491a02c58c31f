// The pieces of the structural skip's fast loop that do not depend on the instruction set,
// one header per concern, and what one block carries to the next. Private to CSieveScanner;
// SkipLoop.h builds the loop from them.

#ifndef SIEVE_SKIP_PIECES_H
#define SIEVE_SKIP_PIECES_H

#include "SkipGrammar.h"
#include "SkipMasks.h"
#include "SkipScalars.h"
#include "SkipStrings.h"

/// What one block leaves for the next, and the string limit of the call.
typedef struct {
    uint64_t in_string;           // all ones when the last block ended inside a string
    const uint8_t *string_start;  // then, where that string's opening quote is
    intptr_t max_string_length;   // Limits.maxStringLength
    int measures_strings;         // whether a string could be longer than that
    escape_carries escapes;
    uint64_t scalar;              // 1 when the last block ended inside a number or literal
    number_carries numbers;
    literal_carries literals;
    utf8_carries utf8;
} block_carries;

/// The 64 bytes a block is read from: the block itself, or for the last, partial one a copy
/// in `padded`, filled up with spaces (whitespace: no tokens; inside an unterminated string,
/// no harm: the value never closes).
SIEVE_INLINE const uint8_t *block_bytes(const uint8_t *base, const uint8_t *end, uint8_t *padded) {
    if (end - base >= 64) return base;
    memset(padded, ' ', 64);
    memcpy(padded, base, (size_t)(end - base));
    return padded;
}

#endif
