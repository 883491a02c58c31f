// The stack check that keeps recursive decoding safe at any depth `Limits` allows, on any
// thread whose stack the platform describes (CSieveScanner/SieveStack.c).

internal import CSieveScanner

/// When a container must check the thread's stack, and how much stack it must find left.
///
/// The scanner never recurses, but the decoders above it do once per level when the model is
/// recursive (a `Schema` or `Decodable` tree), and a frame there can take kilobytes. Past
/// `uncheckedDepth` levels, every `interval`th container entered asks for `reserve` bytes of
/// headroom, a share of the thread's own stack; without it, the decode stops with
/// `stack_exhausted`.
@usableFromInline package enum StackGuard {
    /// Nesting up to this depth is not checked: 16 levels of the largest frames measured
    /// (about 4 KiB each, a `Decodable` class tree through `SieveDecoder` in a debug build)
    /// take half of the 128 KiB of the smallest thread stack a Swift program commonly runs on
    /// (a thread musl makes; Apple platforms give a thread 512 KiB, glibc 8 MiB).
    @inlinable package static var uncheckedDepth: Int { 16 }

    /// Past `uncheckedDepth`, the stack is asked at every `interval`th level: the reserve
    /// covers the levels between (4 of at most 4 KiB each).
    @inlinable package static var interval: Int { 4 }

    /// The most headroom a deeper container ever needs: the frames of the levels until the
    /// next check, the error's construction and the unwinding, with room to spare.
    package static let largestReserve = 256 * 1024

    /// The headroom a container deeper than `uncheckedDepth` needs on a thread whose stack
    /// holds `stackSize` bytes: a quarter of the stack, at most `largestReserve` (a quarter of
    /// 128 KiB, 32 KiB, still covers the 16 KiB of the levels between two checks).
    package static func reserve(forStackSize stackSize: Int) -> Int {
        min(largestReserve, stackSize / 4)
    }

    /// True when a container `depth` levels deep (past `uncheckedDepth`) must stop: it is a
    /// level the stack is asked at, and less than the reserve is left. The one rule both the
    /// scanner and the drop-in decoder apply.
    @inline(never)
    package static func isExhausted(atDepth depth: Int) -> Bool {
        depth % interval == 0 && !hasRoom()
    }

    /// True when the thread has its reserve of stack left below the caller (always, where the
    /// platform does not say how large the stack is).
    @usableFromInline @inline(never)
    package static func hasRoom() -> Bool {
        let size = sieve_stack_size()
        return size == 0 || sieve_stack_headroom() >= reserve(forStackSize: size)
    }

    /// The calling thread's stack size in bytes, or 0 where the platform does not say.
    package static var threadStackSize: Int { sieve_stack_size() }

    /// The bytes of the calling thread's stack left below the caller, or `Int.max` where the
    /// platform does not say.
    package static var threadStackHeadroom: Int { sieve_stack_headroom() }
}
