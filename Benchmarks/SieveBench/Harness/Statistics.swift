// The few statistics the reports use.

import Foundation

/// Summary statistics over a list of numbers.
enum Statistics {
    /// The median (the mean of the two middle values for an even count); 0 when empty.
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The arithmetic mean; 0 when empty.
    static func mean(_ values: [Double]) -> Double {
        values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
    }

    /// The geometric mean of positive values; 0 when empty.
    static func geometricMean(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let logSum = values.reduce(0) { $0 + log($1) }
        return exp(logSum / Double(values.count))
    }
}
