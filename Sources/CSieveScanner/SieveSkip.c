// The structural skip's fast loop (contract: include/SieveSkip.h).
//
// The input is read 64 bytes at a time, and each block is checked as a whole, by SIMD
// compares that give one bit per byte for each class of byte, and word operations on those
// masks (SkipLoop.h):
//   strings    a prefix XOR of the unescaped quotes says which bytes are inside strings;
//              no control character may be (SkipLoop.h);
//   escapes    backslash runs pair up; the byte after an odd run is escaped and must be
//              one of "\/bfnrtu, `u` takes four hex digits, and surrogate escapes pair
//              (SkipStrings.h);
//   UTF-8      continuation bytes exactly where lead bytes expect them, and the narrower
//              second bytes of E0, ED, F0 and F4 (SkipStrings.h);
//   scalars    every run of other bytes outside strings is a number, its rules being
//              relations between neighbouring bytes (SkipScalars.h), or a literal;
//   grammar    for each kind of token, the next token is found by a carry through the gaps
//              between tokens, and must be one that JSON allows there (SkipGrammar.h); on
//              AVX-512, the tokens' kinds are packed in token order and each is looked up
//              with the kind before it (SkipAVX512.h).
// Only the brackets are walked one by one, for the nesting and to know which commas are
// inside objects (and, where a block has one, its literal); the AVX-512 loop passes a block
// whose few brackets are all square and inside arrays (lists of coordinates) by a table
// look-up instead (`array_brackets_step`). Nothing inside a string is visited byte by byte.
//
// It never accepts more than the Swift scanner accepts: RFC 8259 grammar, strict UTF-8
// (no overlong forms, encoded surrogates or code points above U+10FFFF), escapes with paired
// `\u` surrogates, no control characters in strings. Every refusal is a plain `return NULL`;
// the Swift loop then walks the same bytes and says what was wrong.
//
// The loop is compiled for the target's baseline, chosen at compile time (SkipBaseline.h):
// SSE2 on x86-64, sixteen bytes per compare (SkipSSE2.h); NEON on arm64, a block loaded
// deinterleaved and narrowed to masks without a movemask (SkipNEON.h); a portable byte loop
// elsewhere (SkipPortable.h). On x86-64 it is compiled a second time for AVX-512 (F, BW, VBMI
// and VBMI2, with PCLMULQDQ, BMI1 and BMI2; SkipAVX512.h), where one compare classifies 64
// bytes into a mask register and the grammar is checked as a vector of token kinds; the CPU
// is asked once. The string and scalar rules are the shared headers, written once for every
// form.

#include "SieveSkip.h"
#include "SkipPieces.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#define SIEVE_HAS_AVX512_LOOP 1
#include <cpuid.h>
#if defined(__APPLE__)
#include <sys/sysctl.h>
#endif
#endif

// MARK: - The baseline loop

#include "SkipBaseline.h"

#define SKIP_LOOP_NAME skip_baseline
#define SKIP_BLOCK_NAME block_baseline
#define SKIP_LOOP_TARGET
#define SKIP_CLASSIFY classify_baseline
#define SKIP_PREFIX_XOR prefix_xor_baseline
#define SKIP_NUMBER_STARTS number_starts_baseline
#define SKIP_NUMBERS_ARE_VALID numbers_are_valid_baseline
#define SKIP_LITERALS_ARE_VALID literals_are_valid
#define SKIP_UTF8_CLASSES utf8_classes_baseline
#define SKIP_ESCAPE_CLASSES escape_classes_baseline
#define SKIP_GRAMMAR_IS_VALID grammar_is_valid
#define SKIP_GRAMMAR_CARRIES grammar_carries
#include "SkipLoop.h"
#undef SKIP_LOOP_NAME
#undef SKIP_BLOCK_NAME
#undef SKIP_LOOP_TARGET
#undef SKIP_CLASSIFY
#undef SKIP_PREFIX_XOR
#undef SKIP_NUMBER_STARTS
#undef SKIP_NUMBERS_ARE_VALID
#undef SKIP_LITERALS_ARE_VALID
#undef SKIP_UTF8_CLASSES
#undef SKIP_ESCAPE_CLASSES
#undef SKIP_GRAMMAR_IS_VALID
#undef SKIP_GRAMMAR_CARRIES

#define FIND_LOOP_NAME find_baseline
#define FIND_LOOP_TARGET
#define FIND_CLASSIFY classify_baseline
#define FIND_PREFIX_XOR prefix_xor_baseline
#include "FindLoop.h"
#undef FIND_LOOP_NAME
#undef FIND_LOOP_TARGET
#undef FIND_CLASSIFY
#undef FIND_PREFIX_XOR

// MARK: - The AVX-512 loop

#if SIEVE_HAS_AVX512_LOOP

#include "SkipAVX512.h"

#define SKIP_LOOP_NAME skip_avx512
#define SKIP_BLOCK_NAME block_avx512
#define SKIP_LOOP_TARGET SIEVE_AVX512
#define SKIP_CLASSIFY classify_avx512
#define SKIP_PREFIX_XOR prefix_xor_clmul
#define SKIP_NUMBER_STARTS number_starts_avx512
#define SKIP_NUMBERS_ARE_VALID numbers_are_valid_avx512
#define SKIP_LITERALS_ARE_VALID literals_are_valid_avx512
#define SKIP_UTF8_CLASSES utf8_classes_avx512
#define SKIP_ESCAPE_CLASSES escape_classes_avx512
#define SKIP_GRAMMAR_IS_VALID grammar_is_valid_vector
#define SKIP_GRAMMAR_CARRIES vector_grammar_carries
#define SKIP_ARRAY_BRACKETS array_brackets_step
#include "SkipLoop.h"

#define FIND_LOOP_NAME find_avx512
#define FIND_LOOP_TARGET SIEVE_AVX512
#define FIND_CLASSIFY classify_avx512
#define FIND_PREFIX_XOR prefix_xor_clmul
#include "FindLoop.h"

#if defined(__APPLE__)
/// Whether the macOS kernel reports the feature `name` (a `hw.optional` sysctl) as present.
static int darwin_reports(const char *name) {
    int value = 0;
    size_t size = sizeof value;
    return sysctlbyname(name, &value, &size, NULL, 0) == 0 && value != 0;
}
#endif

/// Whether this CPU and the operating system support the AVX-512 loop: AVX-512F, BW, VBMI
/// and VBMI2, PCLMULQDQ, BMI1 and BMI2, with the vector and mask registers saved by the OS.
static int cpu_runs_avx512_loop(void) {
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    if (!(c & (1u << 27)) || !(c & (1u << 1))) return 0;  // OSXSAVE, PCLMULQDQ
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    unsigned wanted = (1u << 16) | (1u << 30) | (1u << 3) | (1u << 8);  // F, BW, BMI1, BMI2
    unsigned vbmi = (1u << 1) | (1u << 6);                              // VBMI, VBMI2
    if ((b & wanted) != wanted || (c & vbmi) != vbmi) return 0;
#if defined(__APPLE__)
    // macOS saves the AVX-512 registers of a thread only from its first AVX-512 instruction
    // on, so XCR0 reads "off" until then; the kernel's promise to save them is the sysctls
    // Apple documents (hw.optional.avx512f, avx512bw, avx512vbmi). No sysctl names VBMI2: its
    // CPUID bit above says the instructions exist, and the state they use is AVX-512F's.
    return darwin_reports("hw.optional.avx512f") && darwin_reports("hw.optional.avx512bw")
        && darwin_reports("hw.optional.avx512vbmi");
#else
    unsigned low, high;
    __asm__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
    (void)high;
    return (low & 0xE6) == 0xE6;  // SSE, AVX, opmask, upper ZMM and ZMM16-31 state
#endif
}

#endif

// MARK: - Entry

/// The checks both entries make before either loop runs; the loop's depth limit, or 0 to
/// refuse.
static intptr_t entry_limit(
    const uint8_t *first, const uint8_t *end, intptr_t depth_limit,
    intptr_t max_string_length, int at_member_of_object)
{
    // The loop measures only strings that cross a block boundary: under a limit shorter than
    // a block, the Swift loop decides.
    if (first >= end || (max_string_length < 64 && end - first > max_string_length)) return 0;
    if (at_member_of_object ? *first != '"' : (*first != '{' && *first != '[')) return 0;
    intptr_t limit = depth_limit < SIEVE_SKIP_MAX_DEPTH ? depth_limit : SIEVE_SKIP_MAX_DEPTH;
    return limit < 1 ? 0 : limit;
}

#if SIEVE_HAS_AVX512_LOOP
/// Whether the AVX-512 loops run here; the CPU is asked once. (0: not asked yet; 1: baseline;
/// 2: AVX-512. Asking twice is harmless.)
static inline int runs_avx512_loops(void) {
    static int loop_kind = 0;
    int kind = __atomic_load_n(&loop_kind, __ATOMIC_RELAXED);
    if (SIEVE_UNLIKELY(kind == 0)) {
        kind = cpu_runs_avx512_loop() ? 2 : 1;
        __atomic_store_n(&loop_kind, kind, __ATOMIC_RELAXED);
    }
    return kind == 2;
}
#endif

const uint8_t *sieve_skip_container(
    const uint8_t *first, const uint8_t *end, intptr_t depth_limit,
    intptr_t max_string_length, int at_member_of_object)
{
    intptr_t limit = entry_limit(first, end, depth_limit, max_string_length, at_member_of_object);
    if (limit == 0) return NULL;
#if SIEVE_HAS_AVX512_LOOP
    if (runs_avx512_loops())
        return skip_avx512(first, end, limit, max_string_length, at_member_of_object);
#endif
    return skip_baseline(first, end, limit, max_string_length, at_member_of_object);
}

const uint8_t *sieve_find_container_end(
    const uint8_t *first, const uint8_t *end, int at_member_of_object)
{
    if (first >= end) return NULL;
#if SIEVE_HAS_AVX512_LOOP
    if (runs_avx512_loops()) return find_avx512(first, end, at_member_of_object);
#endif
    return find_baseline(first, end, at_member_of_object);
}

const uint8_t *sieve_find_container_end_baseline(
    const uint8_t *first, const uint8_t *end, int at_member_of_object)
{
    return first >= end ? NULL : find_baseline(first, end, at_member_of_object);
}

const uint8_t *sieve_skip_container_baseline(
    const uint8_t *first, const uint8_t *end, intptr_t depth_limit,
    intptr_t max_string_length, int at_member_of_object)
{
    intptr_t limit = entry_limit(first, end, depth_limit, max_string_length, at_member_of_object);
    return limit == 0 ? NULL : skip_baseline(first, end, limit, max_string_length, at_member_of_object);
}
