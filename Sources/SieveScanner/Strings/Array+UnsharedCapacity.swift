// Building an array in place without ever writing the standard library's shared empty-array
// object.
//
// `Array(unsafeUninitializedCapacity: 0, initializingWith:)` hands out the one empty-array
// object every empty array in the process shares, then stores the initialized count (0) into
// it. The value does not change, but the store is a write to shared memory with no ordering:
// ThreadSanitizer reports it against every other thread reading any empty array (a record
// batch with no records is one such build). Every in-place build goes through here.

extension Array {
    /// `Array(unsafeUninitializedCapacity:initializingWith:)`, except that a capacity of 0
    /// allocates nothing and writes nothing shared: `body` gets an empty buffer with no base
    /// address and the result is `[]`.
    ///
    /// - Parameters:
    ///   - capacity: The most elements `body` may initialize.
    ///   - body: Initializes a prefix of the buffer and sets the count it initialized.
    @inlinable
    package init(
        unsharedUninitializedCapacity capacity: Int,
        initializingWith body: (
            _ buffer: inout UnsafeMutableBufferPointer<Element>, _ initializedCount: inout Int
        ) throws -> Void
    ) rethrows {
        guard capacity > 0 else {
            var buffer = UnsafeMutableBufferPointer<Element>(start: nil, count: 0)
            var initialized = 0
            try body(&buffer, &initialized)
            precondition(initialized == 0, "initialized elements past a capacity of 0")
            self = []
            return
        }
        try self.init(unsafeUninitializedCapacity: capacity, initializingWith: body)
    }
}
