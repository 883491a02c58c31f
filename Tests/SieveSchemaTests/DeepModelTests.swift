// Recursive models at any depth `Limits` allows: a model that recurses once per level stops
// with `stack_exhausted` where the thread's stack would run out, and decodes where it holds.

import Foundation
import Sieve
import Testing

private struct Link: Schema, Sendable {
    var next: Indirect<Link>?
    init(from json: inout ObjectReader) throws { next = try json.decode("next") }
}
private final class DecodableLink: Decodable, Sendable {
    let next: DecodableLink?
}

/// Runs `body` on a thread of its own with a stack of `stackSize` bytes, and returns what it
/// returned.
func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T {
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

/// How much larger a thread's stack must be for the same depth in this build: 4 under
/// AddressSanitizer (`.ci/sanitize` runs the suite with `ASAN_OPTIONS` set), whose redzones
/// make every frame several times larger, so that a 128 KiB stack runs out in the first
/// levels the stack guard leaves unchecked; 1 otherwise. The claims are about normal builds.
let sanitizerStackScale = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil ? 1 : 4

/// What a thread returned, read after it signalled.
private final class ThreadResult<T>: @unchecked Sendable { var value: T? }

@Suite("Deep models")
struct DeepModelTests {
    /// `depth` objects, each the `next` of the one before.
    static func chain(_ depth: Int) -> String {
        String(repeating: #"{"next": "#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
    }
    static let deepest = Limits(maxDepth: Limits.maxDepthCeiling)

    @Test("maxDepth is at most Limits.maxDepthCeiling")
    func ceiling() {
        #expect(Limits(maxDepth: 1_000_000).maxDepth == 10_000)
        var limits = Limits()
        limits.maxDepth = .max
        #expect(limits.maxDepth == Limits.maxDepthCeiling)
        limits.maxDepth = 20
        #expect(limits.maxDepth == 20)
    }

    @Test("a schema model 10,000 deep on a 1 MiB stack stops with stack_exhausted")
    func schemaSmallStack() {
        let text = Self.chain(Limits.maxDepthCeiling)
        let issues = onThread(stackSize: 1 << 20) {
            Link.diagnose(json: text, limits: Self.deepest).issues.map { "\($0.code) \($0.parameters["cause"] ?? "") \($0.message)" }
        }
        #expect(issues.count == 1)
        #expect(issues.first?.hasPrefix("invalid_json stack_exhausted ") == true)
        #expect(issues.first?.contains("needs more stack than this thread has left") == true)
    }

    @Test(
        "a schema model 10,000 deep stops with stack_exhausted on the smallest common stacks",
        arguments: [128 << 10, 512 << 10])
    func schemaSmallestStacks(stackSize: Int) {
        // 128 KiB: a thread musl makes; 512 KiB: one an Apple platform makes.
        let text = Self.chain(Limits.maxDepthCeiling)
        let issues = onThread(stackSize: stackSize) {
            Link.diagnose(json: text, limits: Self.deepest).issues.map { "\($0.code) \($0.parameters["cause"] ?? "")" }
        }
        #expect(issues == ["invalid_json stack_exhausted"])
    }

    @Test("the same model decodes 10,000 deep where the stack holds it")
    func schemaLargeStack() {
        let text = Self.chain(Limits.maxDepthCeiling)
        let depth = onThread(stackSize: 512 << 20) { () -> Int in
            guard var link = try? Link.parse(json: text, limits: Self.deepest) else { return -1 }
            var depth = 1
            while let next = link.next?.value {
                link = next
                depth += 1
            }
            return depth
        }
        #expect(depth == Limits.maxDepthCeiling)
    }

    @Test("past maxDepth, depth_limit_exceeded at level maxDepth + 1, however deep the text")
    func pastTheLimit() {
        for depth in [100_000, 1_000_000] {
            let text = Self.chain(depth)
            let issue = Link.diagnose(json: text, limits: Limits(maxDepth: 1_000_000)).issues.first
            // Stack exhaustion may come first on a small test thread; either names its cause.
            let cause = issue?.parameters["cause"]
            #expect(cause == "depth_limit_exceeded" || cause == "stack_exhausted")
            let atDefault = Link.diagnose(json: text).issues
            #expect(atDefault.map { $0.parameters["cause"] } == ["depth_limit_exceeded"])
            #expect(atDefault.first?.location.offset == 512 * 9)
        }
    }

    @Test("a Decodable tree through SieveDecoder: stack_exhausted on 1 MiB, decoded on 512 MiB")
    func dropIn() {
        let data = Data(Self.chain(Limits.maxDepthCeiling).utf8)
        let decoder = SieveDecoder()
        decoder.limits = Self.deepest
        let small = onThread(stackSize: 1 << 20) { [decoder] () -> String in
            do {
                _ = try decoder.decode(DecodableLink.self, from: data)
                return "decoded"
            } catch {
                return "\(error)"
            }
        }
        #expect(small.contains("needs more stack than this thread has left"), "\(small.prefix(300))")
        let large = onThread(stackSize: 512 << 20) { [decoder] () -> Bool in
            (try? decoder.decode(DecodableLink.self, from: data)) != nil
        }
        #expect(large)
    }

    @Test(
        "a Decodable tree through SieveDecoder stops with stack_exhausted on the smallest common stacks",
        arguments: [128 << 10, 512 << 10])
    func dropInSmallestStacks(stackSize: Int) {
        let data = Data(Self.chain(Limits.maxDepthCeiling).utf8)
        let decoder = SieveDecoder()
        decoder.limits = Self.deepest
        let message = onThread(stackSize: stackSize * sanitizerStackScale) { [decoder] () -> String in
            do {
                _ = try decoder.decode(DecodableLink.self, from: data)
                return "decoded"
            } catch {
                return "\(error)"
            }
        }
        #expect(message.contains("needs more stack than this thread has left"), "\(message.prefix(300))")
    }
}
