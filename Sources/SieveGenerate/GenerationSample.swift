// One sample payload the generator learns from.

import SieveRawValue

/// A parsed sample and where it came from.
package struct GenerationSample: Sendable {
    /// The file the sample was read from.
    package var source: String
    /// The sample.
    package var value: RawValue

    package init(source: String, value: RawValue) {
        self.source = source
        self.value = value
    }
}
