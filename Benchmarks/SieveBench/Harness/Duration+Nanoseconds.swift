// Durations as nanoseconds, the unit every report uses.

@available(SwiftStdlib 5.7, *)
extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }
}
