// One decode context kept across the decodes of a stream's values (the records of a JSON
// Lines input), so that each value's decode does not take scratch space from the pool and give
// it back: the context takes it once, at the first value that needs some, keeps it while
// emptied between values, and gives it back when the session ends.

import SieveScanner

/// A decode context for many decodes, one after another. Not thread-safe: it is used by one
/// thread at a time (its cursor's). A class: the cursor that owns it is a copyable struct.
@usableFromInline
package final class DecodeSession {
    /// The context, at a fixed address: reached through it, a decode pays no exclusivity
    /// check of a class property.
    @usableFromInline let context: UnsafeMutablePointer<DecodeContext>
    /// True during a decode: a decode that starts inside it (it cannot, short of a schema that
    /// decodes the same stream again) uses a context of its own. At a fixed address too.
    @usableFromInline let isDecoding: UnsafeMutablePointer<Bool>
    /// The limits of every decode.
    @usableFromInline let limits: Limits

    /// A session whose decodes have `limits`. It holds no scratch until a decode needs some.
    @usableFromInline
    package init(limits: Limits) {
        self.limits = limits
        context = .allocate(capacity: 1)
        context.initialize(to: DecodeContext(limits: limits))
        isDecoding = .allocate(capacity: 1)
        isDecoding.initialize(to: false)
    }

    deinit {
        context.pointee.returnScratch()
        context.deinitialize(count: 1)
        context.deallocate()
        isDecoding.deallocate()
    }
}

extension SchemaValue {
    /// `diagnoseValue(atStartOf:limits:syntax:)` in `session`'s context, emptied afterwards
    /// for the next value.
    @inlinable
    package static func diagnoseValue(
        atStartOf bytes: UnsafeRawBufferPointer, syntax: JSONSyntax, session: DecodeSession
    ) -> (diagnosis: Diagnosis<Self>, end: Int?) {
        guard !session.isDecoding.pointee else {
            return diagnoseValue(atStartOf: bytes, limits: session.limits, syntax: syntax)
        }
        session.isDecoding.pointee = true
        defer {
            session.context.pointee.prepareForNextDecode()
            session.isDecoding.pointee = false
        }
        return diagnoseValue(
            atStartOf: bytes, limits: session.limits, syntax: syntax, context: session.context)
    }
}
