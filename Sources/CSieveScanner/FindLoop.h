// The end of a container already known to be valid JSON, found by its brackets alone: the
// structural skip's loop with every check taken out. SieveSkip.c defines these and then
// includes this file, once per instruction set:
//
//   FIND_LOOP_NAME    the loop's name
//   FIND_LOOP_TARGET  its target attribute (empty for the baseline)
//   FIND_CLASSIFY     block_classes (const uint8_t *): the classes of 64 bytes (only the
//                     quotes, backslashes and brackets are read; the rest is optimized away)
//   FIND_PREFIX_XOR   uint64_t (uint64_t): bit i = XOR of bits 0...i
//
// A block costs its classes, the string mask (escapes only where a backslash is) and, only
// when the container may close in it (the depth at its start is no more than its closing
// brackets), a walk over its brackets. The contract is sieve_find_container_end's
// (include/SieveSkip.h).

FIND_LOOP_TARGET static const uint8_t *FIND_LOOP_NAME(
    const uint8_t *first, const uint8_t *end, int at_member_of_object)
{
    const uint64_t even = 0x5555555555555555ULL, odd = ~even;
    uint64_t in_string = 0;  // all ones when the last block ended inside a string
    uint64_t escaped_in = 0; // 1 when the next block's first byte is escaped
    intptr_t depth = at_member_of_object ? 1 : 0;
    uint8_t padded[64];
    for (const uint8_t *base = first;; base += 64) {
        const uint8_t *bytes = block_bytes(base, end, padded);
        block_classes c = FIND_CLASSIFY(bytes);
        uint64_t escaped = escaped_in;
        if ((c.backslashes | escaped_in) != 0) {
            // Backslashes pair up in a run; the byte after an odd run is escaped (as in
            // escapes_are_valid, SkipStrings.h).
            uint64_t runs = c.backslashes & ~escaped_in;
            uint64_t starts = runs & ~(runs << 1);
            uint64_t after_even_runs = (runs + (starts & even)) & ~runs;
            uint64_t after_odd_runs;
            uint64_t odd_run_at_end = __builtin_add_overflow(runs, starts & odd, &after_odd_runs);
            after_odd_runs &= ~runs;
            escaped = (after_even_runs & odd) | (after_odd_runs & even) | escaped_in;
            escaped_in = odd_run_at_end;
        }
        uint64_t strings = FIND_PREFIX_XOR(c.quotes & ~escaped) ^ in_string;
        in_string = -(strings >> 63);
        uint64_t opens = (c.open_braces | c.open_brackets) & ~strings;
        uint64_t closes = (c.close_braces | c.close_brackets) & ~strings;
        if (depth > __builtin_popcountll(closes)) {
            // The container cannot close here.
            depth += __builtin_popcountll(opens) - __builtin_popcountll(closes);
        } else {
            uint64_t brackets = opens | closes;
            while (brackets != 0) {
                unsigned i = (unsigned)__builtin_ctzll(brackets);
                brackets &= brackets - 1;
                if ((opens >> i) & 1) {
                    depth += 1;
                } else if (--depth == 0) {
                    return base + i + 1;
                }
            }
        }
        if (end - base <= 64) return NULL;  // the input ends before the container does
    }
}
