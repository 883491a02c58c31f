// The drop-in decode of one record of a stream, for the records layer: the record's bytes as
// one UTF-8 JSON document, with the decoder's options as they are when the records are asked
// for.

import SieveScanner
import SieveSchema

extension SieveDecoder {
    /// Decodes one record's bytes, which are UTF-8 (JSON Lines is), as a whole document.
    ///
    /// JSON5 and `assumesTopLevelDictionary` do not apply to records: a record is a JSON value.
    package func recordDiagnose<T: Decodable & SendableMetatype>(
        _ type: T.Type
    ) -> (limits: Limits, syntax: JSONSyntax, diagnose: @Sendable (UnsafeRawBufferPointer) -> Diagnosis<T>) {
        var options = snapshot
        options.allowsJSON5 = false
        let frozen = options
        return (
            frozen.limits, frozen.syntax,
            { bytes in
                Self.diagnose(type, document: bytes, map: SourceMap(identity: bytes), options: frozen)
            }
        )
    }
}
