// Keys of lenient dictionaries: the schema path's `SchemaKey`, one protocol for converting a
// member name to a dictionary key on both paths.

import SieveSchema

/// The keys of a lenient dictionary (`@NilOnFailure [K: V?]`, `@DropOnFailure [K: V]`): the
/// schema path's ``SchemaKey``, under its earlier name.
@available(*, deprecated, renamed: "SchemaKey")
public typealias LenientDictionaryKey = SchemaKey
