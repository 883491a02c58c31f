// Shape 1 of Corpus/README.md, the mixed API payload (`api-payload-*.json`, and the API payloads
// inside the `n_` files): Sieve reads them through `Schema`, and Foundation their twins
// (Models/Synthesized) through synthesized `Decodable` with explicit `CodingKeys`.
//
// Dates stay `String` on both sides, so neither decoder parses ISO 8601 (see RESULTS.md).
// Every initializer asks for its keys in document order, which is the order the generator
// writes them.

import Sieve

/// The top-level object of an API payload.
struct APIPayload: Schema, Decodable, Equatable {
    var requestId: String
    var generatedAt: String
    var users: [User]
    var pagination: Pagination

    enum CodingKeys: String, CodingKey {
        case requestId = "request_id"
        case generatedAt = "generated_at"
        case users, pagination
    }

    init(from json: inout ObjectReader) throws {
        requestId = try json.decode("request_id")
        generatedAt = try json.decode("generated_at")
        users = try json.decode("users")
        pagination = try json.decode("pagination")
    }
}

/// One user: fifteen members, always present, some nullable.
struct User: Schema, Decodable, Equatable {
    var id: Int
    var username: String
    var displayName: String
    var email: String
    var bio: String
    var verified: Bool
    var karma: Int
    var balance: Double
    var createdAt: String
    var lastSeenAt: String?
    var avatarURL: String?
    var location: Location?
    var roles: [String]
    var settings: Settings
    var recentPosts: [Post]

    enum CodingKeys: String, CodingKey {
        case id, username
        case displayName = "display_name"
        case email, bio, verified, karma, balance
        case createdAt = "created_at"
        case lastSeenAt = "last_seen_at"
        case avatarURL = "avatar_url"
        case location, roles, settings
        case recentPosts = "recent_posts"
    }

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        username = try json.decode("username")
        displayName = try json.decode("display_name")
        email = try json.decode("email")
        bio = try json.decode("bio")
        verified = try json.decode("verified")
        karma = try json.decode("karma")
        balance = try json.decode("balance")
        createdAt = try json.decode("created_at")
        lastSeenAt = try json.decode("last_seen_at")
        avatarURL = try json.decode("avatar_url")
        location = try json.decode("location")
        roles = try json.decode("roles")
        settings = try json.decode("settings")
        recentPosts = try json.decode("recent_posts")
    }
}

/// Where a user is.
struct Location: Schema, Decodable, Equatable {
    var city: String
    var country: String
    var lat: Double
    var lon: Double

    init(from json: inout ObjectReader) throws {
        city = try json.decode("city")
        country = try json.decode("country")
        lat = try json.decode("lat")
        lon = try json.decode("lon")
    }
}

/// A user's preferences.
struct Settings: Schema, Decodable, Equatable {
    var theme: String
    var notifications: Bool
    var language: String

    init(from json: inout ObjectReader) throws {
        theme = try json.decode("theme")
        notifications = try json.decode("notifications")
        language = try json.decode("language")
    }
}

/// One of a user's recent posts.
struct Post: Schema, Decodable, Equatable {
    var id: Int
    var title: String
    var body: String
    var likes: Int
    var score: Double
    var tags: [String]
    var postedAt: String

    enum CodingKeys: String, CodingKey {
        case id, title, body, likes, score, tags
        case postedAt = "posted_at"
    }

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        title = try json.decode("title")
        body = try json.decode("body")
        likes = try json.decode("likes")
        score = try json.decode("score")
        tags = try json.decode("tags")
        postedAt = try json.decode("posted_at")
    }
}

/// The paging block after the users.
struct Pagination: Schema, Decodable, Equatable {
    var page: Int
    var perPage: Int
    var total: Int
    var hasMore: Bool
    var nextCursor: String?

    enum CodingKeys: String, CodingKey {
        case page
        case perPage = "per_page"
        case total
        case hasMore = "has_more"
        case nextCursor = "next_cursor"
    }

    init(from json: inout ObjectReader) throws {
        page = try json.decode("page")
        perPage = try json.decode("per_page")
        total = try json.decode("total")
        hasMore = try json.decode("has_more")
        nextCursor = try json.decode("next_cursor")
    }
}
