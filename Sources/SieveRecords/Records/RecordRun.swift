// The diagnoses of a slice of a batch that did not fit its room in the result (see
// `RecordSlots`), held so that the batch can move them into its result array. An `Array`
// cannot give its elements away: appending one array to another copies every element (a
// retain per reference in each value) and the copies' originals are then released.

import SieveSchema

/// A growable run of diagnoses whose elements can be moved out.
@usableFromInline
final class RecordRun<Value> {
    @usableFromInline var base: UnsafeMutablePointer<Diagnosis<Value>>?
    @usableFromInline var count = 0
    @usableFromInline var capacity = 0

    /// An empty run with room for `capacity` diagnoses.
    @inlinable
    init(capacity: Int) {
        if capacity > 0 {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }
    }

    deinit { removeAll() }

    /// Appends `diagnosis`, moved in.
    @inlinable
    func append(_ diagnosis: consuming Diagnosis<Value>) {
        if count == capacity { grow() }
        (base! + count).initialize(to: diagnosis)
        count += 1
    }

    @usableFromInline
    func grow() {
        let newCapacity = max(64, capacity * 2)
        let grown = UnsafeMutablePointer<Diagnosis<Value>>.allocate(capacity: newCapacity)
        if let base {
            grown.moveInitialize(from: base, count: count)
            base.deallocate()
        }
        base = grown
        capacity = newCapacity
    }

    /// Drops every element.
    @usableFromInline
    func removeAll() {
        if let base {
            base.deinitialize(count: count)
            base.deallocate()
        }
        base = nil
        count = 0
        capacity = 0
    }
}
