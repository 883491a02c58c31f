// Sieve's decision for every `i_` file of JSONTestSuite: the cases RFC 8259 leaves to the parser.
// docs/CONFORMANCE.md lists the same table with the reasons; keep the two in step.

import Sieve

/// File name → decision, for all 35 `i_` files of `test_parsing/`.
///
/// The rules behind the table: numbers keep their literal text, so any grammatical number is
/// accepted whatever its size (conversion to a fixed-width type fails later instead); input is
/// UTF-8 only, and invalid UTF-8 of any kind is refused, as is a lone or reversed surrogate
/// escape; a UTF-8 byte-order mark at offset 0 is skipped; nesting up to 512 levels is accepted.
let implementationDefinedDecisions: [String: Decision] = [
    // Numbers: grammatical, kept as text.
    "i_number_double_huge_neg_exp.json": .accept,
    "i_number_huge_exp.json": .accept,
    "i_number_neg_int_huge_exp.json": .accept,
    "i_number_pos_double_huge_exp.json": .accept,
    "i_number_real_neg_overflow.json": .accept,
    "i_number_real_pos_overflow.json": .accept,
    "i_number_real_underflow.json": .accept,
    "i_number_too_big_neg_int.json": .accept,
    "i_number_too_big_pos_int.json": .accept,
    "i_number_very_big_negative_int.json": .accept,
    // Lone, unpaired or reversed surrogate escapes.
    "i_object_key_lone_2nd_surrogate.json": .reject(.invalidSurrogate),
    "i_string_1st_surrogate_but_2nd_missing.json": .reject(.invalidSurrogate),
    "i_string_1st_valid_surrogate_2nd_invalid.json": .reject(.invalidSurrogate),
    "i_string_incomplete_surrogate_and_escape_valid.json": .reject(.invalidSurrogate),
    "i_string_incomplete_surrogate_pair.json": .reject(.invalidSurrogate),
    "i_string_incomplete_surrogates_escape_valid.json": .reject(.invalidSurrogate),
    "i_string_invalid_lonely_surrogate.json": .reject(.invalidSurrogate),
    "i_string_invalid_surrogate.json": .reject(.invalidSurrogate),
    "i_string_inverted_surrogates_U+1D11E.json": .reject(.invalidSurrogate),
    "i_string_lone_second_surrogate.json": .reject(.invalidSurrogate),
    // Invalid UTF-8.
    "i_string_UTF-8_invalid_sequence.json": .reject(.invalidUTF8),
    "i_string_UTF8_surrogate_U+D800.json": .reject(.invalidUTF8),
    "i_string_invalid_utf-8.json": .reject(.invalidUTF8),
    "i_string_iso_latin_1.json": .reject(.invalidUTF8),
    "i_string_lone_utf8_continuation_byte.json": .reject(.invalidUTF8),
    "i_string_not_in_unicode_range.json": .reject(.invalidUTF8),
    "i_string_overlong_sequence_2_bytes.json": .reject(.invalidUTF8),
    "i_string_overlong_sequence_6_bytes.json": .reject(.invalidUTF8),
    "i_string_overlong_sequence_6_bytes_null.json": .reject(.invalidUTF8),
    "i_string_truncated-utf-8.json": .reject(.invalidUTF8),
    // UTF-16: Sieve reads UTF-8 only; the first byte is not one a JSON value starts with.
    "i_string_UTF-16LE_with_BOM.json": .reject(.unexpectedCharacter),
    "i_string_utf16BE_no_BOM.json": .reject(.unexpectedCharacter),
    "i_string_utf16LE_no_BOM.json": .reject(.unexpectedCharacter),
    // Structure.
    "i_structure_500_nested_arrays.json": .accept,
    "i_structure_UTF-8_BOM_empty_object.json": .accept,
]
