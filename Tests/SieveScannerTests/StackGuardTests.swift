// The stack guard measures the thread it runs on: the size it reads is the size the thread was
// made with, the headroom lies inside it, and the reserve a deep container asks for is a share
// of that size. (Decodes stopped by the guard on small and large threads: DeepModelTests.)

import Foundation
import SieveScanner
import Testing

/// Runs `body` on a new thread with a stack of `stackSize` bytes and returns what it returned.
private func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
    let box = ThreadResult<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.value = body()
        done.signal()
    }
    thread.stackSize = stackSize
    thread.start()
    done.wait()
    return box.value!
}

/// What a thread returned, read after it signalled.
private final class ThreadResult<T>: @unchecked Sendable { var value: T? }

/// Stack sizes and the reserve each asks for: a quarter, at most 256 KiB.
private let reserves: [(stackSize: Int, reserve: Int)] = [
    (131_072, 32_768), (524_288, 131_072), (1_048_576, 262_144), (8_388_608, 262_144),
    (536_870_912, 262_144),
]

@Suite("The stack guard")
struct StackGuardTests {
    @Test(
        "a thread's stack size is measured: at least what it was made with",
        arguments: [128 << 10, 512 << 10, 1 << 20, 8 << 20])
    func measuredSize(requested: Int) {
        let (size, headroom) = onThread(stackSize: requested) {
            (StackGuard.threadStackSize, StackGuard.threadStackHeadroom)
        }
        // The threads library may round up to whole pages and add its guard page, and glibc
        // may hand the thread a cached stack of an ended thread, up to four times as large
        // (so the guard measures the stack rather than trusting the request).
        #expect(size >= requested && size <= 4 * requested + (64 << 10), "\(size)")
        #expect(headroom > 0 && headroom < size, "\(headroom) of \(size)")
    }

    @Test("a deep container asks for a quarter of the stack, at most 256 KiB", arguments: reserves)
    func reserve(stackSize: Int, reserve: Int) {
        #expect(StackGuard.reserve(forStackSize: stackSize) == reserve)
    }

    @Test("the levels between two checks fit the reserve of the smallest stack")
    func intervalFitsReserve() {
        // 4 KiB: the largest frame a level was measured to take (docs/RELIABILITY.md).
        #expect(StackGuard.interval * 4096 <= StackGuard.reserve(forStackSize: 128 << 10) / 2)
        #expect(StackGuard.uncheckedDepth * 4096 <= (128 << 10) / 2)
    }
}
