// Durations as nanoseconds, the unit every report uses.

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }
}
