// The stack check that keeps recursive decoding safe at any depth `Limits` allows.

internal import CSieveScanner

/// When a container must check the thread's stack, and how much stack it must find left.
///
/// The scanner never recurses, but the decoders above it do once per level when the model is
/// recursive (a `Schema` or `Decodable` tree), and a frame there can take kilobytes. Past
/// `uncheckedDepth` levels, every `interval`th container entered asks for `reserve` bytes of
/// headroom; without it, the decode stops with `stack_exhausted`.
@usableFromInline package enum StackGuard {
    /// Nesting up to this depth is not checked: 64 levels of the largest frames measured
    /// (about 4 KiB each, a `Decodable` class tree through `SieveDecoder` in a debug build)
    /// take half of the 512 KiB of the smallest thread stack a Swift program commonly runs on.
    @inlinable package static var uncheckedDepth: Int { 64 }

    /// Past `uncheckedDepth`, the stack is asked at every `interval`th level: the reserve
    /// covers the levels between (4 of at most 4 KiB each).
    @inlinable package static var interval: Int { 4 }

    /// The headroom a deeper container needs: enough for the frames of the levels until the
    /// next check, the error's construction, and the unwinding.
    package static let reserve = 256 * 1024

    /// True when a container `depth` levels deep (past `uncheckedDepth`) must stop: it is a
    /// level the stack is asked at, and less than `reserve` is left. The one rule both the
    /// scanner and the drop-in decoder apply.
    @inline(never)
    package static func isExhausted(atDepth depth: Int) -> Bool {
        depth % interval == 0 && !hasRoom()
    }

    /// True when the thread has `reserve` bytes of stack left below the caller.
    @usableFromInline @inline(never)
    package static func hasRoom() -> Bool {
        sieve_stack_headroom() >= reserve
    }
}
