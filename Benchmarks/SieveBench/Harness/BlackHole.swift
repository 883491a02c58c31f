// Keeps the optimizer from deleting a decode whose result nobody reads.

/// Consumes `value` opaquely.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {}
