// The payloads of `TaggedGitHubEvent`, one struct per event type, each with a handful of the
// members that type's payload has (the rest are skipped). Keys are asked in the order the
// document sends them; where it varies (a push's `head` and `before`), in the more common one.

import Sieve

/// A push: the commits it added to a ref.
struct GitHubPushPayload: Schema, Decodable, Equatable {
    var commits: [GitHubPushCommit]
    var distinctSize: Int
    var ref: String
    var pushId: Int
    var head: String
    var before: String
    var size: Int

    enum CodingKeys: String, CodingKey {
        case commits
        case distinctSize = "distinct_size"
        case ref
        case pushId = "push_id"
        case head, before, size
    }

    init(from json: inout ObjectReader) throws {
        commits = try json.decode("commits")
        distinctSize = try json.decode("distinct_size")
        ref = try json.decode("ref")
        pushId = try json.decode("push_id")
        head = try json.decode("head")
        before = try json.decode("before")
        size = try json.decode("size")
    }
}

/// One commit of a push.
struct GitHubPushCommit: Schema, Decodable, Equatable {
    var message: String
    var sha: String
    var author: GitHubAuthorName

    init(from json: inout ObjectReader) throws {
        message = try json.decode("message")
        sha = try json.decode("sha")
        author = try json.decode("author")
    }
}

/// A commit author's name.
struct GitHubAuthorName: Schema, Decodable, Equatable {
    var name: String

    init(from json: inout ObjectReader) throws {
        name = try json.decode("name")
    }
}

/// A star: `action` is `started`.
struct GitHubWatchPayload: Schema, Decodable, Equatable {
    var action: String

    init(from json: inout ObjectReader) throws {
        action = try json.decode("action")
    }
}

/// A new repository, branch or tag.
struct GitHubCreatePayload: Schema, Decodable, Equatable {
    var description: String
    var masterBranch: String
    /// The branch or tag; `null` when a repository was created.
    var ref: String?
    var refType: String

    enum CodingKeys: String, CodingKey {
        case description
        case masterBranch = "master_branch"
        case ref
        case refType = "ref_type"
    }

    init(from json: inout ObjectReader) throws {
        description = try json.decode("description")
        masterBranch = try json.decode("master_branch")
        ref = try json.decode("ref")
        refType = try json.decode("ref_type")
    }
}

/// A fork: the new repository.
struct GitHubForkPayload: Schema, Decodable, Equatable {
    var forkee: GitHubForkee

    init(from json: inout ObjectReader) throws {
        forkee = try json.decode("forkee")
    }
}

/// The repository a fork created (five of its sixty-odd members).
struct GitHubForkee: Schema, Decodable, Equatable {
    var description: String
    var fork: Bool
    var fullName: String
    var owner: GitHubLoginOnly
    var id: Int

    enum CodingKeys: String, CodingKey {
        case description, fork
        case fullName = "full_name"
        case owner, id
    }

    init(from json: inout ObjectReader) throws {
        description = try json.decode("description")
        fork = try json.decode("fork")
        fullName = try json.decode("full_name")
        owner = try json.decode("owner")
        id = try json.decode("id")
    }
}

/// A comment on an issue.
struct GitHubIssueCommentPayload: Schema, Decodable, Equatable {
    var issue: GitHubIssueSummary
    var action: String
    var comment: GitHubCommentSummary

    init(from json: inout ObjectReader) throws {
        issue = try json.decode("issue")
        action = try json.decode("action")
        comment = try json.decode("comment")
    }
}

/// An issue opened, closed or reopened.
struct GitHubIssuesPayload: Schema, Decodable, Equatable {
    var issue: GitHubIssueSummary
    var action: String

    init(from json: inout ObjectReader) throws {
        issue = try json.decode("issue")
        action = try json.decode("action")
    }
}

/// What an activity feed shows of an issue.
struct GitHubIssueSummary: Schema, Decodable, Equatable {
    var title: String
    var number: Int
    var state: String

    init(from json: inout ObjectReader) throws {
        title = try json.decode("title")
        number = try json.decode("number")
        state = try json.decode("state")
    }
}

/// A comment: who wrote what.
struct GitHubCommentSummary: Schema, Decodable, Equatable {
    var user: GitHubLoginOnly
    var body: String
    var id: Int

    init(from json: inout ObjectReader) throws {
        user = try json.decode("user")
        body = try json.decode("body")
        id = try json.decode("id")
    }
}

/// Wiki pages edited.
struct GitHubGollumPayload: Schema, Decodable, Equatable {
    var pages: [GitHubPageSummary]

    init(from json: inout ObjectReader) throws {
        pages = try json.decode("pages")
    }
}

/// One wiki page of a gollum event.
struct GitHubPageSummary: Schema, Decodable, Equatable {
    var pageName: String
    var title: String
    var sha: String
    var action: String

    enum CodingKeys: String, CodingKey {
        case pageName = "page_name"
        case title, sha, action
    }

    init(from json: inout ObjectReader) throws {
        pageName = try json.decode("page_name")
        title = try json.decode("title")
        sha = try json.decode("sha")
        action = try json.decode("action")
    }
}
