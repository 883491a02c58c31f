// github_events.json (simdjson's jsonexamples) as a tagged union, for the `unions` pass: each
// event's `type` names the shape of its `payload`, and the model decodes the payload into the
// matching case (`GitHubEventPayloads.swift`) instead of one struct with every kind's members
// optional, as the full model in `GitHubEvents.swift` does. The document holds seven types
// (push, watch, create, fork, issue comment, issues, gollum); any other is `.other(kind:)`,
// its payload not read.
//
// The tag and the payload are separate members of the event, so the event's initializer reads
// `type` first (it is the first member in the document) as an `Open<GitHubEventKind>`, then
// the members before `payload`, then switches to decode `payload` as the kind's struct. The
// `Decodable` side is the discriminator pattern: `type` from the keyed container, then a switch
// that decodes `payload` as the matching struct. Dates and links are `String` here: this pass
// measures the union, not a date parser.

import Sieve

/// The event types the model knows, by their `type` values.
enum GitHubEventKind: String, CaseIterable, Sendable, SchemaValue {
    case push = "PushEvent"
    case watch = "WatchEvent"
    case create = "CreateEvent"
    case fork = "ForkEvent"
    case issueComment = "IssueCommentEvent"
    case issues = "IssuesEvent"
    case gollum = "GollumEvent"
}

/// One event, its payload decoded as its type says.
struct TaggedGitHubEvent: Schema, Decodable, Equatable {
    var createdAt: String
    var actor: GitHubLoginOnly
    var repo: GitHubRepoName
    var `public`: Bool
    var payload: GitHubEventPayload
    var id: String

    enum CodingKeys: String, CodingKey {
        case type
        case createdAt = "created_at"
        case actor, repo, `public`, payload, id
    }

    init(from json: inout ObjectReader) throws {
        let kind: Open<GitHubEventKind> = try json.decode("type")
        createdAt = try json.decode("created_at")
        actor = try json.decode("actor")
        repo = try json.decode("repo")
        `public` = try json.decode("public")
        switch kind {
        case .known(.push): payload = .push(try json.decode("payload"))
        case .known(.watch): payload = .watch(try json.decode("payload"))
        case .known(.create): payload = .create(try json.decode("payload"))
        case .known(.fork): payload = .fork(try json.decode("payload"))
        case .known(.issueComment): payload = .issueComment(try json.decode("payload"))
        case .known(.issues): payload = .issues(try json.decode("payload"))
        case .known(.gollum): payload = .gollum(try json.decode("payload"))
        case .unknown(let kind): payload = .other(kind: kind)
        }
        id = try json.decode("id")
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        createdAt = try container.decode(String.self, forKey: .createdAt)
        actor = try container.decode(GitHubLoginOnly.self, forKey: .actor)
        repo = try container.decode(GitHubRepoName.self, forKey: .repo)
        `public` = try container.decode(Bool.self, forKey: .public)
        switch GitHubEventKind(rawValue: type) {
        case .push:
            payload = .push(try container.decode(GitHubPushPayload.self, forKey: .payload))
        case .watch:
            payload = .watch(try container.decode(GitHubWatchPayload.self, forKey: .payload))
        case .create:
            payload = .create(try container.decode(GitHubCreatePayload.self, forKey: .payload))
        case .fork:
            payload = .fork(try container.decode(GitHubForkPayload.self, forKey: .payload))
        case .issueComment:
            payload = .issueComment(
                try container.decode(GitHubIssueCommentPayload.self, forKey: .payload))
        case .issues:
            payload = .issues(try container.decode(GitHubIssuesPayload.self, forKey: .payload))
        case .gollum:
            payload = .gollum(try container.decode(GitHubGollumPayload.self, forKey: .payload))
        case nil:
            payload = .other(kind: type)
        }
        id = try container.decode(String.self, forKey: .id)
    }
}

/// What happened, by event type: the payload of that type.
enum GitHubEventPayload: Equatable {
    case push(GitHubPushPayload)
    case watch(GitHubWatchPayload)
    case create(GitHubCreatePayload)
    case fork(GitHubForkPayload)
    case issueComment(GitHubIssueCommentPayload)
    case issues(GitHubIssuesPayload)
    case gollum(GitHubGollumPayload)
    /// A type the model does not know, by its `type` value; its payload is not read.
    case other(kind: String)
}
