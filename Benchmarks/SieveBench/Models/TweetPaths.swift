// twitter.json read with key paths: a timeline row takes a tweet's id and text, and three
// fields of its user and the first hashtag, without a type per level. Sieve reads them with
// `decode(path:)` (three paths through `user` share it: its members are scanned once);
// Foundation through the nested containers that `Codable` needs for the same values.

import Sieve

/// The statuses, as timeline rows.
struct TimelineByPaths: Schema, Decodable, Equatable {
    var statuses: [TimelineRow]

    init(from json: inout ObjectReader) throws {
        statuses = try json.decode("statuses")
    }
}

/// One row: fields of the tweet, of its user, and of its entities.
struct TimelineRow: Schema, Decodable, Equatable {
    var id: Int
    var text: String
    var screenName: String
    var followers: Int
    var location: String
    var firstHashtag: String?

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        text = try json.decode("text")
        screenName = try json.decode(path: "user.screen_name")
        followers = try json.decode(path: "user.followers_count")
        location = try json.decode(path: "user.location")
        firstHashtag = try json.decode(path: "entities.hashtags[0].text")
    }

    private enum Keys: String, CodingKey {
        case id, text, user, entities, hashtags
        case screenName = "screen_name", followers = "followers_count", location
    }

    init(from decoder: any Decoder) throws {
        let tweet = try decoder.container(keyedBy: Keys.self)
        id = try tweet.decode(Int.self, forKey: .id)
        text = try tweet.decode(String.self, forKey: .text)
        let user = try tweet.nestedContainer(keyedBy: Keys.self, forKey: .user)
        screenName = try user.decode(String.self, forKey: .screenName)
        followers = try user.decode(Int.self, forKey: .followers)
        location = try user.decode(String.self, forKey: .location)
        let entities = try tweet.nestedContainer(keyedBy: Keys.self, forKey: .entities)
        var hashtags = try entities.nestedUnkeyedContainer(forKey: .hashtags)
        if hashtags.isAtEnd {
            firstHashtag = nil
        } else {
            firstHashtag = try hashtags.nestedContainer(keyedBy: Keys.self)
                .decode(String.self, forKey: .text)
        }
    }
}
