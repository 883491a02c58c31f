// A `Schema` that declares `Codable` decodes by its own initializer under every decoder: the
// same values from `JSONDecoder`, `SieveDecoder` and `parse(json:)` on the real documents of
// Tests/Fixtures/realworld, with plain `Codable` types inside the schemas and schemas inside
// plain `Codable` types.

import Foundation
import Sieve
import Testing

// MARK: - Models: schemas whose keys are not their property names

/// One event of github_events.json, as a schema.
struct SchemaGitHubEvent: Schema, Codable, Equatable {
    var id: String
    var kind: String
    var actorLogin: String
    var repo: PlainRepo
    var isPublic: Bool
    var createdAt: String

    init(from json: inout ObjectReader) throws {
        kind = try json.decode("type")
        createdAt = try json.decode("created_at")
        actorLogin = try json.decode(path: "actor.login")
        repo = try json.decode("repo")
        isPublic = try json.decode("public")
        id = try json.decode("id")
    }
}

/// A plain `Codable` type inside a schema.
struct PlainRepo: Codable, Equatable {
    var id: Int
    var name: String
}

/// twitter.json's statuses, as a schema holding plain `Codable` users.
struct SchemaTimeline: Schema, Codable, Equatable {
    var tweets: [SchemaTweet]
    var resultCount: Int

    init(from json: inout ObjectReader) throws {
        tweets = try json.decode("statuses")
        resultCount = try json.decode(path: "search_metadata.count")
    }
}

/// One status of twitter.json.
struct SchemaTweet: Schema, Codable, Equatable {
    var id: Int64
    var text: String
    var author: PlainTwitterUser
    var retweets: Int
    var replyTo: String?

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        text = try json.decode("text")
        replyTo = try json.decode("in_reply_to_screen_name")
        author = try json.decode("user")
        retweets = try json.decode("retweet_count")
    }
}

/// A plain `Codable` user, keys by `CodingKeys`.
struct PlainTwitterUser: Codable, Equatable {
    var id: Int64
    var screenName: String
    var followers: Int

    enum CodingKeys: String, CodingKey {
        case id
        case screenName = "screen_name"
        case followers = "followers_count"
    }
}

/// A plain `Codable` model holding schemas: apache_builds.json's jobs.
struct PlainJenkins: Codable, Equatable {
    var mode: String
    var jobs: [SchemaJob]
}

/// One job, as a schema.
struct SchemaJob: Schema, Codable, Equatable {
    var title: String
    var link: String
    var status: String

    init(title: String, link: String, status: String) {
        self.title = title
        self.link = link
        self.status = status
    }

    init(from json: inout ObjectReader) throws {
        title = try json.decode("name")
        link = try json.decode("url")
        status = try json.decode("color")
    }
}

// MARK: - Tests

@Suite("A Schema that declares Codable")
struct SchemaCodableTests {
    static func document(_ name: String) throws -> Data {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
        return try Data(contentsOf: tests.appendingPathComponent("Fixtures/realworld/\(name)"))
    }

    /// The value from `JSONDecoder`, `SieveDecoder` and, for a schema, `parse(json:)`.
    static func decodeEveryWay<T: Decodable & Equatable>(_ type: T.Type, _ data: Data) throws -> T {
        let foundation = try JSONDecoder().decode(T.self, from: data)
        let sieve = try SieveDecoder().decode(T.self, from: data)
        #expect(foundation == sieve)
        let diagnosis = SieveDecoder().diagnose(T.self, from: data)
        #expect(diagnosis.warnings.isEmpty)
        #expect(diagnosis.value == foundation)
        return foundation
    }

    @Test("github_events.json: the same events under JSONDecoder, SieveDecoder and parse")
    func githubEvents() throws {
        let data = try Self.document("github_events.json")
        let events = try Self.decodeEveryWay([SchemaGitHubEvent].self, data)
        #expect(events.count == 30)
        #expect(events == (try [SchemaGitHubEvent].parse(json: data)))
        #expect(events.first?.createdAt.hasPrefix("2013-") == true)
        #expect(events.allSatisfy { !$0.actorLogin.isEmpty && $0.repo.id > 0 })
    }

    @Test("twitter.json: schemas holding Codable users, the same under every decoder")
    func twitterTimeline() throws {
        let data = try Self.document("twitter.json")
        let timeline = try Self.decodeEveryWay(SchemaTimeline.self, data)
        #expect(timeline.tweets.count == 100)
        #expect(timeline.resultCount == 100)
        #expect(timeline == (try SchemaTimeline.parse(json: data)))
        #expect(timeline.tweets.allSatisfy { !$0.author.screenName.isEmpty })
    }

    @Test("apache_builds.json: a Codable model holding schemas, the same under every decoder")
    func apacheJobs() throws {
        let data = try Self.document("apache_builds.json")
        let server = try Self.decodeEveryWay(PlainJenkins.self, data)
        #expect(server.jobs.count > 800)
        #expect(server.jobs.first?.title == "Abdera-trunk")
        #expect(server.jobs.first?.status == "blue")
    }

    @Test("under JSONDecoder a schema's issue is a DecodingError at the schema's path")
    func issueUnderFoundation() throws {
        let data = Data(#"{"mode": "NORMAL", "jobs": [{"name": "a", "url": "u"}]}"#.utf8)
        #expect {
            try JSONDecoder().decode(PlainJenkins.self, from: data)
        } throws: { error in
            guard case DecodingError.dataCorrupted(let context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["jobs", "Index 0"]
                && context.debugDescription.contains("color")
        }
        // Sieve names the same field, at its place.
        let diagnosis = SieveDecoder().diagnose(PlainJenkins.self, from: data)
        #expect(diagnosis.issues.map(\.description) == ["1:29: error: jobs[0].color is missing"])
    }

    /// A plain `Codable` type that reads its schema member through `superDecoder(forKey:)`.
    struct SuperJobHolder: Decodable, Equatable {
        var job: SchemaJob
        enum CodingKeys: String, CodingKey { case job }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            job = try SchemaJob(from: container.superDecoder(forKey: .job))
        }
    }

    @Test("a schema read through superDecoder(forKey:) is read by its schema under both decoders")
    func throughSuperDecoder() throws {
        let data = Data(#"{"job": {"name": "a", "url": "u", "color": "red"}}"#.utf8)
        let holder = try Self.decodeEveryWay(SuperJobHolder.self, data)
        #expect(holder.job == SchemaJob(title: "a", link: "u", status: "red"))
        let broken = SieveDecoder().diagnose(
            SuperJobHolder.self, from: Data(#"{"job": {"name": "a", "url": "u"}}"#.utf8))
        #expect(broken.issues.map(\.description) == ["1:9: error: job.color is missing"])
    }
}
