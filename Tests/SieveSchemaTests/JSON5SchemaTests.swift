// The schema layer over JSON5 (`syntax: .json5`): a config file with comments and unquoted
// keys decodes, its warnings and issues carry paths in the document and locations in the
// file as written, and strict stays the default.

import Sieve
import Testing

@Suite("JSON5 schemas")
struct JSON5SchemaTests {
    struct Server: Schema, Equatable {
        var host: String
        var port: Int
        var ratio: Double
        var limits: [Double]
        var email: String
        init(from json: inout ObjectReader) throws {
            host = try json.decode("host")
            port = try json.decode("port")
            ratio = try json.decode("ratio")
            limits = try json.decode("limits")
            email = try json.decode("email", or: "email_address")
        }
    }

    static let config = """
        // The server's settings.
        {
          host: 'example.org',      /* single quotes */
          port: 0x1F90,
          ratio: .5,
          limits: [+1, Infinity, -Infinity,],
          email_address: "ops@example.org",
        }
        """

    @Test("a JSON5 config decodes, and its warning is located in the file as written")
    func config() throws {
        let diagnosis = Server.diagnose(json: Self.config, syntax: .json5)
        let server = try #require(diagnosis.value, "\(diagnosis.issues)")
        #expect(server.host == "example.org" && server.port == 8080 && server.ratio == 0.5)
        #expect(server.limits == [1, .infinity, -.infinity])
        #expect(diagnosis.warnings.map(\.code) == [.aliasMatched])
        #expect(diagnosis.warnings.first?.path == "email")
        #expect(diagnosis.warnings.first?.location.line == 7)
        #expect(diagnosis.warnings.first?.location.column == 18)
        #expect(diagnosis.warnings.first?.excerpt?.line == #"  email_address: "ops@example.org","#)
        #expect(try Server.parse(json: Self.config, syntax: .json5) == server)
    }

    @Test("an issue in a JSON5 document names its path and its place in the file")
    func issue() {
        let json = "{host: 'h', port: Infinity, ratio: 1, limits: [], email: 'e'}"
        let diagnosis = Server.diagnose(json: json, syntax: .json5)
        #expect(diagnosis.value == nil)
        #expect(diagnosis.issues.map(\.code) == [.typeMismatch])
        #expect(diagnosis.issues.first?.path == "port")
        #expect(diagnosis.issues.first?.location.column == 19)
        let negative = Server.diagnose(json: json.replacingFirst("Infinity", "-Infinity"), syntax: .json5)
        #expect(negative.issues.map(\.code) == [.typeMismatch])
    }

    @Test("invalid JSON5 is one invalid_json issue at its place; strict refuses JSON5")
    func invalid() {
        let diagnosis = Server.diagnose(json: "{\n  // c\n  host: 0x", syntax: .json5)
        #expect(diagnosis.issues.map(\.code) == [.invalidJSON])
        #expect(diagnosis.issues.first?.location.line == 3)
        #expect(diagnosis.issues.first?.location.column == 11)
        #expect(Server.diagnose(json: Self.config).issues.map(\.code) == [.invalidJSON])
        #expect(Server.diagnose(json: Self.config, syntax: .trailingCommas).value == nil)
    }
}

extension String {
    fileprivate func replacingFirst(_ target: String, _ replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
