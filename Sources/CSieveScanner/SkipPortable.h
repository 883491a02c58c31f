// The skip loop's byte classes by a portable byte loop, with the same results as the vector
// forms: for instruction sets without one here, and for the replay that holds every form to
// the Swift loop (`SIEVE_SKIP_PORTABLE`, Tests/SkipReplay). Private to CSieveScanner: included
// by SkipBaseline.h.

#ifndef SIEVE_SKIP_PORTABLE_H
#define SIEVE_SKIP_PORTABLE_H

#include "SkipPieces.h"

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

SIEVE_INLINE uint64_t number_starts_baseline(const uint8_t *bytes) {
    uint64_t mask = 0;
    for (int i = 0; i < 64; i++) {
        if ((uint8_t)(bytes[i] - '0') <= 9 || bytes[i] == '-') mask |= (uint64_t)1 << i;
    }
    return mask;
}

SIEVE_INLINE uint64_t prefix_xor_baseline(uint64_t x) { return prefix_xor_by_shifts(x); }

#endif
