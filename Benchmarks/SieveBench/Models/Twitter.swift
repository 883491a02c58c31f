// twitter.json (simdjson's jsonexamples): a search API result, 100 statuses with their users,
// entities and retweeted statuses. The full models capture every value of the document; the
// narrow ones read a handful of fields per status, as a timeline view would.
//
// Fields that are `null` in every status (`geo`, `coordinates`, `place`, `contributors`) are
// `AnyJSON?`. Keys are asked for in the order most statuses have them; a missing optional key
// (`retweeted_status`, `possibly_sensitive`, `profile_banner_url`) sends Sieve to its member
// index for the rest of that object.
//
// Links are `URL` (the `_https` ones too). `created_at` is a `Date` in Twitter's pattern,
// `EEE MMM dd HH:mm:ss Z yyyy`: the schema reads it with `date: .formatted(…)`, and both
// decoders with `.formatted(DateFormatter)` (`RealWorldModels.twitterDates`), as a Twitter
// client on `JSONDecoder` does. On Linux `JSONDecoder` calls the formatter for each of the
// file's 346 dates, about 30 µs each: most of Foundation's time on this file, so its ratios
// say more about `DateFormatter` than about the rest of the decode (Benchmarks/RESULTS.md).

import Foundation
import Sieve

// MARK: - Full models

/// The whole search result.
struct TwitterSearch: Schema, Decodable, Equatable {
    var statuses: [Tweet]
    var searchMetadata: SearchMetadata

    enum CodingKeys: String, CodingKey {
        case statuses
        case searchMetadata = "search_metadata"
    }

    init(from json: inout ObjectReader) throws {
        statuses = try json.decode("statuses")
        searchMetadata = try json.decode("search_metadata")
    }
}

/// One status, possibly a retweet of another.
struct Tweet: Schema, Decodable, Equatable {
    var metadata: TweetMetadata
    var createdAt: Date
    var id: Int
    var idStr: String
    var text: String
    var source: String
    var truncated: Bool
    var inReplyToStatusId: Int?
    var inReplyToStatusIdStr: String?
    var inReplyToUserId: Int?
    var inReplyToUserIdStr: String?
    var inReplyToScreenName: String?
    var user: TwitterUser
    var geo: AnyJSON?
    var coordinates: AnyJSON?
    var place: AnyJSON?
    var contributors: AnyJSON?
    var retweetedStatus: Indirect<Tweet>?
    var retweetCount: Int
    var favoriteCount: Int
    var entities: TweetEntities
    var favorited: Bool
    var retweeted: Bool
    var possiblySensitive: Bool?
    var lang: String

    enum CodingKeys: String, CodingKey {
        case metadata
        case createdAt = "created_at"
        case id
        case idStr = "id_str"
        case text, source, truncated
        case inReplyToStatusId = "in_reply_to_status_id"
        case inReplyToStatusIdStr = "in_reply_to_status_id_str"
        case inReplyToUserId = "in_reply_to_user_id"
        case inReplyToUserIdStr = "in_reply_to_user_id_str"
        case inReplyToScreenName = "in_reply_to_screen_name"
        case user, geo, coordinates, place, contributors
        case retweetedStatus = "retweeted_status"
        case retweetCount = "retweet_count"
        case favoriteCount = "favorite_count"
        case entities, favorited, retweeted
        case possiblySensitive = "possibly_sensitive"
        case lang
    }

    init(from json: inout ObjectReader) throws {
        metadata = try json.decode("metadata")
        createdAt = try json.decode("created_at", date: .formatted("EEE MMM dd HH:mm:ss Z yyyy"))
        id = try json.decode("id")
        idStr = try json.decode("id_str")
        text = try json.decode("text")
        source = try json.decode("source")
        truncated = try json.decode("truncated")
        inReplyToStatusId = try json.decode("in_reply_to_status_id")
        inReplyToStatusIdStr = try json.decode("in_reply_to_status_id_str")
        inReplyToUserId = try json.decode("in_reply_to_user_id")
        inReplyToUserIdStr = try json.decode("in_reply_to_user_id_str")
        inReplyToScreenName = try json.decode("in_reply_to_screen_name")
        user = try json.decode("user")
        geo = try json.decode("geo")
        coordinates = try json.decode("coordinates")
        place = try json.decode("place")
        contributors = try json.decode("contributors")
        retweetedStatus = try json.decode("retweeted_status")
        retweetCount = try json.decode("retweet_count")
        favoriteCount = try json.decode("favorite_count")
        entities = try json.decode("entities")
        favorited = try json.decode("favorited")
        retweeted = try json.decode("retweeted")
        possiblySensitive = try json.decode("possibly_sensitive")
        lang = try json.decode("lang")
    }
}

/// Why a status is in the result, and its language.
struct TweetMetadata: Schema, Decodable, Equatable {
    var resultType: String
    var isoLanguageCode: String

    enum CodingKeys: String, CodingKey {
        case resultType = "result_type"
        case isoLanguageCode = "iso_language_code"
    }

    init(from json: inout ObjectReader) throws {
        resultType = try json.decode("result_type")
        isoLanguageCode = try json.decode("iso_language_code")
    }
}

/// The author of a status.
struct TwitterUser: Schema, Decodable, Equatable {
    var id: Int
    var idStr: String
    var name: String
    var screenName: String
    var location: String
    var description: String
    var url: URL?
    var entities: UserEntities
    var protected: Bool
    var followersCount: Int
    var friendsCount: Int
    var listedCount: Int
    var createdAt: Date
    var favouritesCount: Int
    var utcOffset: Int?
    var timeZone: String?
    var geoEnabled: Bool
    var verified: Bool
    var statusesCount: Int
    var lang: String
    var contributorsEnabled: Bool
    var isTranslator: Bool
    var isTranslationEnabled: Bool
    var profileBackgroundColor: String
    var profileBackgroundImageURL: URL
    var profileBackgroundImageURLHTTPS: URL
    var profileBackgroundTile: Bool
    var profileImageURL: URL
    var profileImageURLHTTPS: URL
    var profileBannerURL: URL?
    var profileLinkColor: String
    var profileSidebarBorderColor: String
    var profileSidebarFillColor: String
    var profileTextColor: String
    var profileUseBackgroundImage: Bool
    var defaultProfile: Bool
    var defaultProfileImage: Bool
    var following: Bool
    var followRequestSent: Bool
    var notifications: Bool

    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case name
        case screenName = "screen_name"
        case location, description, url, entities, protected
        case followersCount = "followers_count"
        case friendsCount = "friends_count"
        case listedCount = "listed_count"
        case createdAt = "created_at"
        case favouritesCount = "favourites_count"
        case utcOffset = "utc_offset"
        case timeZone = "time_zone"
        case geoEnabled = "geo_enabled"
        case verified
        case statusesCount = "statuses_count"
        case lang
        case contributorsEnabled = "contributors_enabled"
        case isTranslator = "is_translator"
        case isTranslationEnabled = "is_translation_enabled"
        case profileBackgroundColor = "profile_background_color"
        case profileBackgroundImageURL = "profile_background_image_url"
        case profileBackgroundImageURLHTTPS = "profile_background_image_url_https"
        case profileBackgroundTile = "profile_background_tile"
        case profileImageURL = "profile_image_url"
        case profileImageURLHTTPS = "profile_image_url_https"
        case profileBannerURL = "profile_banner_url"
        case profileLinkColor = "profile_link_color"
        case profileSidebarBorderColor = "profile_sidebar_border_color"
        case profileSidebarFillColor = "profile_sidebar_fill_color"
        case profileTextColor = "profile_text_color"
        case profileUseBackgroundImage = "profile_use_background_image"
        case defaultProfile = "default_profile"
        case defaultProfileImage = "default_profile_image"
        case following
        case followRequestSent = "follow_request_sent"
        case notifications
    }

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        idStr = try json.decode("id_str")
        name = try json.decode("name")
        screenName = try json.decode("screen_name")
        location = try json.decode("location")
        description = try json.decode("description")
        url = try json.decode("url")
        entities = try json.decode("entities")
        protected = try json.decode("protected")
        followersCount = try json.decode("followers_count")
        friendsCount = try json.decode("friends_count")
        listedCount = try json.decode("listed_count")
        createdAt = try json.decode("created_at", date: .formatted("EEE MMM dd HH:mm:ss Z yyyy"))
        favouritesCount = try json.decode("favourites_count")
        utcOffset = try json.decode("utc_offset")
        timeZone = try json.decode("time_zone")
        geoEnabled = try json.decode("geo_enabled")
        verified = try json.decode("verified")
        statusesCount = try json.decode("statuses_count")
        lang = try json.decode("lang")
        contributorsEnabled = try json.decode("contributors_enabled")
        isTranslator = try json.decode("is_translator")
        isTranslationEnabled = try json.decode("is_translation_enabled")
        profileBackgroundColor = try json.decode("profile_background_color")
        profileBackgroundImageURL = try json.decode("profile_background_image_url")
        profileBackgroundImageURLHTTPS = try json.decode("profile_background_image_url_https")
        profileBackgroundTile = try json.decode("profile_background_tile")
        profileImageURL = try json.decode("profile_image_url")
        profileImageURLHTTPS = try json.decode("profile_image_url_https")
        profileBannerURL = try json.decode("profile_banner_url")
        profileLinkColor = try json.decode("profile_link_color")
        profileSidebarBorderColor = try json.decode("profile_sidebar_border_color")
        profileSidebarFillColor = try json.decode("profile_sidebar_fill_color")
        profileTextColor = try json.decode("profile_text_color")
        profileUseBackgroundImage = try json.decode("profile_use_background_image")
        defaultProfile = try json.decode("default_profile")
        defaultProfileImage = try json.decode("default_profile_image")
        following = try json.decode("following")
        followRequestSent = try json.decode("follow_request_sent")
        notifications = try json.decode("notifications")
    }
}

/// The links in a user's profile: `url` (when the profile has one) comes first.
struct UserEntities: Schema, Decodable, Equatable {
    var url: URLEntities?
    var description: URLEntities

    init(from json: inout ObjectReader) throws {
        url = try json.decode("url")
        description = try json.decode("description")
    }
}

/// A list of links.
struct URLEntities: Schema, Decodable, Equatable {
    var urls: [URLEntity]

    init(from json: inout ObjectReader) throws {
        urls = try json.decode("urls")
    }
}

/// One shortened link and where it sits in the text.
struct URLEntity: Schema, Decodable, Equatable {
    var url: URL
    var expandedURL: URL
    var displayURL: URL
    var indices: [Int]

    enum CodingKeys: String, CodingKey {
        case url
        case expandedURL = "expanded_url"
        case displayURL = "display_url"
        case indices
    }

    init(from json: inout ObjectReader) throws {
        url = try json.decode("url")
        expandedURL = try json.decode("expanded_url")
        displayURL = try json.decode("display_url")
        indices = try json.decode("indices")
    }
}

/// What a status's text contains.
struct TweetEntities: Schema, Decodable, Equatable {
    var hashtags: [Hashtag]
    var symbols: [Hashtag]
    var urls: [URLEntity]
    var userMentions: [UserMention]
    var media: [Media]?

    enum CodingKeys: String, CodingKey {
        case hashtags, symbols, urls
        case userMentions = "user_mentions"
        case media
    }

    init(from json: inout ObjectReader) throws {
        hashtags = try json.decode("hashtags")
        symbols = try json.decode("symbols")
        urls = try json.decode("urls")
        userMentions = try json.decode("user_mentions")
        media = try json.decode("media")
    }
}

/// A hashtag (or a cashtag, in `symbols`).
struct Hashtag: Schema, Decodable, Equatable {
    var text: String
    var indices: [Int]

    init(from json: inout ObjectReader) throws {
        text = try json.decode("text")
        indices = try json.decode("indices")
    }
}

/// A mentioned user.
struct UserMention: Schema, Decodable, Equatable {
    var screenName: String
    var name: String
    var id: Int
    var idStr: String
    var indices: [Int]

    enum CodingKeys: String, CodingKey {
        case screenName = "screen_name"
        case name, id
        case idStr = "id_str"
        case indices
    }

    init(from json: inout ObjectReader) throws {
        screenName = try json.decode("screen_name")
        name = try json.decode("name")
        id = try json.decode("id")
        idStr = try json.decode("id_str")
        indices = try json.decode("indices")
    }
}

/// An attached photo.
struct Media: Schema, Decodable, Equatable {
    var id: Int
    var idStr: String
    var indices: [Int]
    var mediaURL: URL
    var mediaURLHTTPS: URL
    var url: URL
    var displayURL: URL
    var expandedURL: URL
    var type: String
    var sizes: MediaSizes
    var sourceStatusId: Int?
    var sourceStatusIdStr: String?

    enum CodingKeys: String, CodingKey {
        case id
        case idStr = "id_str"
        case indices
        case mediaURL = "media_url"
        case mediaURLHTTPS = "media_url_https"
        case url
        case displayURL = "display_url"
        case expandedURL = "expanded_url"
        case type, sizes
        case sourceStatusId = "source_status_id"
        case sourceStatusIdStr = "source_status_id_str"
    }

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        idStr = try json.decode("id_str")
        indices = try json.decode("indices")
        mediaURL = try json.decode("media_url")
        mediaURLHTTPS = try json.decode("media_url_https")
        url = try json.decode("url")
        displayURL = try json.decode("display_url")
        expandedURL = try json.decode("expanded_url")
        type = try json.decode("type")
        sizes = try json.decode("sizes")
        sourceStatusId = try json.decode("source_status_id")
        sourceStatusIdStr = try json.decode("source_status_id_str")
    }
}

/// The renditions of a photo; their order changes from photo to photo.
struct MediaSizes: Schema, Decodable, Equatable {
    var medium: MediaSize
    var small: MediaSize
    var thumb: MediaSize
    var large: MediaSize

    init(from json: inout ObjectReader) throws {
        medium = try json.decode("medium")
        small = try json.decode("small")
        thumb = try json.decode("thumb")
        large = try json.decode("large")
    }
}

/// One rendition of a photo.
struct MediaSize: Schema, Decodable, Equatable {
    var w: Int
    var h: Int
    var resize: String

    init(from json: inout ObjectReader) throws {
        w = try json.decode("w")
        h = try json.decode("h")
        resize = try json.decode("resize")
    }
}

/// How the search ran.
struct SearchMetadata: Schema, Decodable, Equatable {
    var completedIn: Double
    var maxId: Int
    var maxIdStr: String
    var nextResults: String
    var query: String
    var refreshURL: URL
    var count: Int
    var sinceId: Int
    var sinceIdStr: String

    enum CodingKeys: String, CodingKey {
        case completedIn = "completed_in"
        case maxId = "max_id"
        case maxIdStr = "max_id_str"
        case nextResults = "next_results"
        case query
        case refreshURL = "refresh_url"
        case count
        case sinceId = "since_id"
        case sinceIdStr = "since_id_str"
    }

    init(from json: inout ObjectReader) throws {
        completedIn = try json.decode("completed_in")
        maxId = try json.decode("max_id")
        maxIdStr = try json.decode("max_id_str")
        nextResults = try json.decode("next_results")
        query = try json.decode("query")
        refreshURL = try json.decode("refresh_url")
        count = try json.decode("count")
        sinceId = try json.decode("since_id")
        sinceIdStr = try json.decode("since_id_str")
    }
}

// MARK: - Narrow models

/// The statuses only, a few fields each.
struct TwitterSearchNarrow: Schema, Decodable, Equatable {
    var statuses: [TweetNarrow]

    init(from json: inout ObjectReader) throws {
        statuses = try json.decode("statuses")
    }
}

/// What a timeline row shows: who, when, what, and how often it was shared.
struct TweetNarrow: Schema, Decodable, Equatable {
    var createdAt: Date
    var id: Int
    var text: String
    var user: TwitterUserNarrow
    var retweetCount: Int

    enum CodingKeys: String, CodingKey {
        case createdAt = "created_at"
        case id, text, user
        case retweetCount = "retweet_count"
    }

    init(from json: inout ObjectReader) throws {
        createdAt = try json.decode("created_at", date: .formatted("EEE MMM dd HH:mm:ss Z yyyy"))
        id = try json.decode("id")
        text = try json.decode("text")
        user = try json.decode("user")
        retweetCount = try json.decode("retweet_count")
    }
}

/// The author as a timeline row shows it.
struct TwitterUserNarrow: Schema, Decodable, Equatable {
    var name: String
    var screenName: String
    var followersCount: Int

    enum CodingKeys: String, CodingKey {
        case name
        case screenName = "screen_name"
        case followersCount = "followers_count"
    }

    init(from json: inout ObjectReader) throws {
        name = try json.decode("name")
        screenName = try json.decode("screen_name")
        followersCount = try json.decode("followers_count")
    }
}

