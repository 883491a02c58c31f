// The reference models of Corpus/README.md, with explicit snake_case coding keys, so both
// decoders match keys without a key strategy.

import Foundation

struct APIPayload: Codable, Equatable {
    var requestId: String
    var generatedAt: Date
    var users: [User]
    var pagination: Pagination

    enum CodingKeys: String, CodingKey {
        case requestId = "request_id", generatedAt = "generated_at", users, pagination
    }
}

struct User: Codable, Equatable {
    var id: Int
    var username, displayName, email, bio: String
    var verified: Bool
    var karma: Int
    var balance: Double
    var createdAt: Date
    var lastSeenAt: Date?
    var avatarUrl: URL?
    var location: Location?
    var roles: [String]
    var settings: Settings
    var recentPosts: [Post]

    enum CodingKeys: String, CodingKey {
        case id, username, displayName = "display_name", email, bio, verified, karma, balance
        case createdAt = "created_at", lastSeenAt = "last_seen_at", avatarUrl = "avatar_url"
        case location, roles, settings, recentPosts = "recent_posts"
    }
}

struct Location: Codable, Equatable {
    var city, country: String
    var lat, lon: Double
}

struct Settings: Codable, Equatable {
    var theme: String
    var notifications: Bool
    var language: String
}

struct Post: Codable, Equatable {
    var id: Int
    var title, body: String
    var likes: Int
    var score: Double
    var tags: [String]
    var postedAt: Date

    enum CodingKeys: String, CodingKey {
        case id, title, body, likes, score, tags, postedAt = "posted_at"
    }
}

struct Pagination: Codable, Equatable {
    var page, perPage, total: Int
    var hasMore: Bool
    var nextCursor: String?

    enum CodingKeys: String, CodingKey {
        case page, perPage = "per_page", total, hasMore = "has_more", nextCursor = "next_cursor"
    }
}

struct NarrowWide: Codable, Equatable {
    var id: Int
    var name, email: String
    var active: Bool
    var score: Double
    var createdAt: Date
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case id, name, email, active, score, createdAt = "created_at", tags
    }
}

struct FeatureCollection: Codable, Equatable {
    var type: String
    var features: [Feature]
}

struct Feature: Codable, Equatable {
    var type: String
    var properties: Properties
    var geometry: Geometry
}

struct Properties: Codable, Equatable {
    var id: Int
    var name: String
    var areaKm2: Double

    enum CodingKeys: String, CodingKey { case id, name, areaKm2 = "area_km2" }
}

struct Geometry: Codable, Equatable {
    var type: String
    var coordinates: [[[Double]]]
}

struct Message: Codable, Equatable {
    var id: Int
    var lang, ascii, escaped, unicodeEscaped, rawUtf8, mixed: String

    enum CodingKeys: String, CodingKey {
        case id, lang, ascii, escaped, unicodeEscaped = "unicode_escaped", rawUtf8 = "raw_utf8"
        case mixed
    }
}

struct Node: Codable, Equatable {
    var id: Int
    var tag: String
    var children: [Node]
}

struct Product: Codable, Equatable {
    var name: String
    var price: Double
    var qty: Int
    var inStock: Bool
    var tags: [String]

    enum CodingKeys: String, CodingKey { case name, price, qty, inStock = "in_stock", tags }
}

struct Contact: Codable, Equatable {
    var id: Int
    var nickname, middleName, phone, fax, website, company, jobTitle, department: String?
    var age: Int?
    var heightCm, weightKg: Double?
    var verified, newsletter: Bool?
    var lastLoginAt: Date?
    var referrerId: Int?
    var notes, locale, timezone: String?
    var score: Double?
    var rank: Int?

    enum CodingKeys: String, CodingKey {
        case id, nickname, middleName = "middle_name", phone, fax, website, company
        case jobTitle = "job_title", department, age, heightCm = "height_cm"
        case weightKg = "weight_kg", verified, newsletter, lastLoginAt = "last_login_at"
        case referrerId = "referrer_id", notes, locale, timezone, score, rank
    }
}

enum Tier: String, Codable, Equatable { case free, pro }

struct Customer: Codable, Equatable {
    var id: Int
    var name, email: String
    var tier: Tier
    var seatCount: Int
    var createdAt: Date
    var tags: [String]

    enum CodingKeys: String, CodingKey {
        case id, name, email, tier, seatCount = "seat_count", createdAt = "created_at", tags
    }
}

enum Status: String, Codable, Equatable { case pending, paid, shipped, cancelled }

struct LineItem: Codable, Equatable {
    var sku: String
    var qty: Int
    var unitPrice: Double

    enum CodingKeys: String, CodingKey { case sku, qty, unitPrice = "unit_price" }
}

struct CorpusOrder: Codable, Equatable {
    var orderId, customerId: Int
    var status: Status
    var currency: String
    var total: Double
    var placedAt: Date
    var items: [LineItem]

    enum CodingKeys: String, CodingKey {
        case orderId = "order_id", customerId = "customer_id", status, currency, total
        case placedAt = "placed_at", items
    }
}

/// The tagged content blocks (`blocks-tag-first-*`, `blocks-tag-last-*`), through the
/// discriminator pattern: `type` from a keyed container, then the case from the same decoder.
struct ContentDocument: Decodable, Equatable {
    var blocks: [ContentBlock]
}

enum ContentBlock: Decodable, Equatable {
    struct Text: Decodable, Equatable { var text, format: String }
    struct Heading: Decodable, Equatable { var level: Int; var text, anchor: String }
    struct Image: Decodable, Equatable {
        var url: String
        var width, height: Int
        var alt: String
        var caption: String?
    }
    struct Quote: Decodable, Equatable { var text: String; var attribution: String? }
    struct Code: Decodable, Equatable {
        var language, source: String
        var lineNumbers: Bool
        enum CodingKeys: String, CodingKey { case language, source, lineNumbers = "line_numbers" }
    }

    case text(Text), heading(Heading), image(Image), quote(Quote), code(Code), unknown(String)

    private enum TagKey: String, CodingKey { case type }

    init(from decoder: any Decoder) throws {
        let tag = try decoder.container(keyedBy: TagKey.self).decode(String.self, forKey: .type)
        switch tag {
        case "text": self = .text(try Text(from: decoder))
        case "heading": self = .heading(try Heading(from: decoder))
        case "image": self = .image(try Image(from: decoder))
        case "quote": self = .quote(try Quote(from: decoder))
        case "code": self = .code(try Code(from: decoder))
        default: self = .unknown(tag)
        }
    }
}
