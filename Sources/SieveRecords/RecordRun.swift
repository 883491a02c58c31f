// The diagnoses of a slice of a batch that did not fit its room in the result (see
// `RecordSlots`), and, when any slice overflowed, every slice's diagnoses, held so that the
// batch can move them into its one result array. An `Array` cannot give its elements away:
// appending one array to another copies every element (a retain per reference in each value)
// and the copies' originals are then released.

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

    /// Moves `count` diagnoses from `source` to the end of the run.
    @usableFromInline
    func moveAppend(from source: UnsafeMutablePointer<Diagnosis<Value>>, count moved: Int) {
        guard moved > 0 else { return }
        while capacity - count < moved { grow() }
        (base! + count).moveInitialize(from: source, count: moved)
        count += moved
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

    /// The elements of every run, in order, moved into one array; the runs are left empty.
    ///
    /// - Parameter forEach: Calls its second argument once for every run number below its
    ///   first, on any threads, returning when all calls have: the runs move concurrently.
    @inlinable
    static func moveAll(
        _ runs: [RecordRun],
        forEach: (_ moves: Int, _ move: @escaping @Sendable (Int) -> Void) -> Void
    ) -> [Diagnosis<Value>] {
        var offsets: [Int] = []
        offsets.reserveCapacity(runs.count)
        var total = 0
        for run in runs {
            offsets.append(total)
            total += run.count
        }
        return [Diagnosis<Value>](unsafeUninitializedCapacity: total) { buffer, initialized in
            let target = SendableTarget(buffer.baseAddress, runs: runs, offsets: offsets)
            forEach(runs.count) { index in target.move(index) }
            initialized = total
        }
    }
}

/// Where each run moves to in the result: touched by one worker per run, at its own offsets.
@usableFromInline
struct SendableTarget<Value>: @unchecked Sendable {
    // @unchecked: run `i` and its part of the result are touched by one worker only, and the
    // result is read after every move returned.
    @usableFromInline let base: UnsafeMutablePointer<Diagnosis<Value>>?
    @usableFromInline let runs: [RecordRun<Value>]
    @usableFromInline let offsets: [Int]

    @inlinable
    init(
        _ base: UnsafeMutablePointer<Diagnosis<Value>>?, runs: [RecordRun<Value>], offsets: [Int]
    ) {
        self.base = base
        self.runs = runs
        self.offsets = offsets
    }

    /// Moves run `index` into place and empties it.
    @inlinable
    func move(_ index: Int) {
        let run = runs[index]
        guard let source = run.base else { return }
        if run.count > 0 { (base! + offsets[index]).moveInitialize(from: source, count: run.count) }
        source.deallocate()
        run.base = nil
        run.count = 0
        run.capacity = 0
    }
}
