// citm_catalog.json (simdjson's jsonexamples, also in nativejson-benchmark): an event catalogue
// whose lookup tables are objects keyed by numeric strings, decoded as `[String: T]`, plus an
// array of performances with nested prices and seat categories.
//
// Members that are `null` in every record (`description`, `subjectCode`, `subtitle`, a
// performance's `name`) are `String?`, and `seatMapImage` `URL?`; `logo`, an image's path on
// the site (`/images/UE0A…`), is `URL?` (a relative reference, as `URL(string:)` reads it);
// `blockIds` is always empty and is `[Int]`.

import Foundation
import Sieve

// MARK: - Full models

/// The whole catalogue.
struct CitmCatalog: Schema, Decodable, Equatable {
    var areaNames: [String: String]
    var audienceSubCategoryNames: [String: String]
    var blockNames: [String: String]
    var events: [String: CitmEvent]
    var performances: [Performance]
    var seatCategoryNames: [String: String]
    var subTopicNames: [String: String]
    var subjectNames: [String: String]
    var topicNames: [String: String]
    var topicSubTopics: [String: [Int]]
    var venueNames: [String: String]

    init(from json: inout ObjectReader) throws {
        areaNames = try json.decode("areaNames")
        audienceSubCategoryNames = try json.decode("audienceSubCategoryNames")
        blockNames = try json.decode("blockNames")
        events = try json.decode("events")
        performances = try json.decode("performances")
        seatCategoryNames = try json.decode("seatCategoryNames")
        subTopicNames = try json.decode("subTopicNames")
        subjectNames = try json.decode("subjectNames")
        topicNames = try json.decode("topicNames")
        topicSubTopics = try json.decode("topicSubTopics")
        venueNames = try json.decode("venueNames")
    }
}

/// An event: a show that has performances.
struct CitmEvent: Schema, Decodable, Equatable {
    var description: String?
    var id: Int
    var logo: URL?
    var name: String
    var subTopicIds: [Int]
    var subjectCode: String?
    var subtitle: String?
    var topicIds: [Int]

    init(from json: inout ObjectReader) throws {
        description = try json.decode("description")
        id = try json.decode("id")
        logo = try json.decode("logo")
        name = try json.decode("name")
        subTopicIds = try json.decode("subTopicIds")
        subjectCode = try json.decode("subjectCode")
        subtitle = try json.decode("subtitle")
        topicIds = try json.decode("topicIds")
    }
}

/// One performance of an event.
struct Performance: Schema, Decodable, Equatable {
    var eventId: Int
    var id: Int
    var logo: URL?
    var name: String?
    var prices: [Price]
    var seatCategories: [SeatCategory]
    var seatMapImage: URL?
    var start: Int
    var venueCode: String

    init(from json: inout ObjectReader) throws {
        eventId = try json.decode("eventId")
        id = try json.decode("id")
        logo = try json.decode("logo")
        name = try json.decode("name")
        prices = try json.decode("prices")
        seatCategories = try json.decode("seatCategories")
        seatMapImage = try json.decode("seatMapImage")
        start = try json.decode("start")
        venueCode = try json.decode("venueCode")
    }
}

/// A price for one audience in one seat category.
struct Price: Schema, Decodable, Equatable {
    var amount: Int
    var audienceSubCategoryId: Int
    var seatCategoryId: Int

    init(from json: inout ObjectReader) throws {
        amount = try json.decode("amount")
        audienceSubCategoryId = try json.decode("audienceSubCategoryId")
        seatCategoryId = try json.decode("seatCategoryId")
    }
}

/// The areas a seat category covers.
struct SeatCategory: Schema, Decodable, Equatable {
    var areas: [Area]
    var seatCategoryId: Int

    init(from json: inout ObjectReader) throws {
        areas = try json.decode("areas")
        seatCategoryId = try json.decode("seatCategoryId")
    }
}

/// One area of a venue.
struct Area: Schema, Decodable, Equatable {
    var areaId: Int
    var blockIds: [Int]

    init(from json: inout ObjectReader) throws {
        areaId = try json.decode("areaId")
        blockIds = try json.decode("blockIds")
    }
}

// MARK: - Narrow models

/// What a listing page needs: event names, and when and where each performance is.
struct CitmCatalogNarrow: Schema, Decodable, Equatable {
    var events: [String: CitmEventNarrow]
    var performances: [PerformanceNarrow]
    var venueNames: [String: String]

    init(from json: inout ObjectReader) throws {
        events = try json.decode("events")
        performances = try json.decode("performances")
        venueNames = try json.decode("venueNames")
    }
}

/// An event's id and name.
struct CitmEventNarrow: Schema, Decodable, Equatable {
    var id: Int
    var name: String

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        name = try json.decode("name")
    }
}

/// A performance's event, time and venue.
struct PerformanceNarrow: Schema, Decodable, Equatable {
    var eventId: Int
    var id: Int
    var start: Int
    var venueCode: String

    init(from json: inout ObjectReader) throws {
        eventId = try json.decode("eventId")
        id = try json.decode("id")
        start = try json.decode("start")
        venueCode = try json.decode("venueCode")
    }
}
