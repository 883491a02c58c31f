// The structural skip's fast loop: validates one object or array and finds its end, or says
// that it cannot, without ever naming an error.
//
// The scanner calls this first for every container it skips. When it returns NULL (the value
// is invalid, or beyond what the loop tracks), the scanner's Swift skip loop walks the same
// bytes again and throws the precise error, so this loop only has to be fast and never
// accept what the Swift loop refuses. How it works: ../SieveSkip.c; why it is in C:
// docs/ARCHITECTURE.md.

#ifndef SIEVE_SKIP_H
#define SIEVE_SKIP_H

#include <stdint.h>

/// The deepest nesting `sieve_skip_container` tracks; deeper values return NULL.
#define SIEVE_SKIP_MAX_DEPTH 512

/// Validates the object or array that starts at `first` (or, with `at_member_of_object`, the
/// rest of the object whose member starts there) and returns the byte after its closing
/// bracket, or NULL when the bytes are not valid JSON, a string is longer than
/// `max_string_length` bytes, or the nesting exceeds `depth_limit` levels.
///
/// It never accepts what that describes as invalid, but it may refuse a valid value: one
/// nested deeper than `SIEVE_SKIP_MAX_DEPTH`, one in an input longer than a
/// `max_string_length` below 64, or one followed, in the 64-byte block where it ends, by bytes
/// that cannot be JSON (the loop checks whole blocks). The caller then decides by itself.
///
/// - Parameters:
///   - first: An opening `{` or `[`; or, with `at_member_of_object`, the opening quote of a
///     key inside an object already entered (which counts as the first level).
///   - end: One past the last readable byte; every byte from `first` up to it is read at most.
///   - depth_limit: How many levels the value may open (the first included).
///   - max_string_length: The longest string accepted, in bytes between its quotes.
///   - at_member_of_object: Nonzero when `first` is a key, as described above.
const uint8_t *sieve_skip_container(
    const uint8_t *first, const uint8_t *end, intptr_t depth_limit,
    intptr_t max_string_length, int at_member_of_object);

/// `sieve_skip_container` on the loop compiled for the target's baseline instruction set,
/// whatever the CPU offers: for tests, which hold both loops to the same results.
const uint8_t *sieve_skip_container_baseline(
    const uint8_t *first, const uint8_t *end, intptr_t depth_limit,
    intptr_t max_string_length, int at_member_of_object);

/// The end of the object or array that starts at `first` (or, with `at_member_of_object`,
/// of the object whose member key starts there), which the caller already knows to be valid
/// JSON: the byte after its closing bracket, found from the brackets outside strings alone,
/// with nothing checked. Returns NULL when the input ends first.
///
/// For a document the structural skip has validated whole (`SieveDecoder` validates before
/// it decodes), so that skipping a value again costs a bracket count, not a validation. On
/// bytes that are not valid JSON the answer is meaningless but stays within `first...end`.
const uint8_t *sieve_find_container_end(
    const uint8_t *first, const uint8_t *end, int at_member_of_object);

/// `sieve_find_container_end` on the loop compiled for the target's baseline instruction
/// set, for tests.
const uint8_t *sieve_find_container_end_baseline(
    const uint8_t *first, const uint8_t *end, int at_member_of_object);

#endif
