// canada.json (simdjson's jsonexamples, also in nativejson-benchmark): one GeoJSON polygon of
// Canada's border, about 111,000 doubles in `[[[Double]]]`. The narrow model reads the feature's
// name and type and skips the coordinates, still validating every number.

import Sieve

// MARK: - Full models

/// The feature collection.
struct CanadaCollection: Schema, Decodable, Equatable {
    var type: String
    var features: [CanadaFeature]

    init(from json: inout ObjectReader) throws {
        type = try json.decode("type")
        features = try json.decode("features")
    }
}

/// The one feature.
struct CanadaFeature: Schema, Decodable, Equatable {
    var type: String
    var properties: CanadaProperties
    var geometry: CanadaGeometry

    init(from json: inout ObjectReader) throws {
        type = try json.decode("type")
        properties = try json.decode("properties")
        geometry = try json.decode("geometry")
    }
}

/// The feature's name.
struct CanadaProperties: Schema, Decodable, Equatable {
    var name: String

    init(from json: inout ObjectReader) throws {
        name = try json.decode("name")
    }
}

/// The polygon: 480 rings of `[lon, lat]` pairs.
struct CanadaGeometry: Schema, Decodable, Equatable {
    var type: String
    var coordinates: [[[Double]]]

    init(from json: inout ObjectReader) throws {
        type = try json.decode("type")
        coordinates = try json.decode("coordinates")
    }
}

// MARK: - Narrow models

/// The collection's type and its features' names.
struct CanadaCollectionNarrow: Schema, Decodable, Equatable {
    var type: String
    var features: [CanadaFeatureNarrow]

    init(from json: inout ObjectReader) throws {
        type = try json.decode("type")
        features = try json.decode("features")
    }
}

/// A feature without its geometry.
struct CanadaFeatureNarrow: Schema, Decodable, Equatable {
    var type: String
    var properties: CanadaProperties

    init(from json: inout ObjectReader) throws {
        type = try json.decode("type")
        properties = try json.decode("properties")
    }
}
