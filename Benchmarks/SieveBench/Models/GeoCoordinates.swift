// Shape 3 of Corpus/README.md, float-dense GeoJSON (`geo-coordinates-*.json`): almost every byte
// belongs to a number, so this is the double-parsing workload. Coordinates are compared bit for
// bit between the two decoders.

import Sieve

/// A GeoJSON feature collection.
struct FeatureCollection: Schema, Decodable, Equatable {
    var type: String
    var features: [Feature]

    init(from json: inout ObjectReader) throws {
        type = try json.decode("type")
        features = try json.decode("features")
    }
}

/// One polygon feature.
struct Feature: Schema, Decodable, Equatable {
    var type: String
    var properties: Properties
    var geometry: Geometry

    init(from json: inout ObjectReader) throws {
        type = try json.decode("type")
        properties = try json.decode("properties")
        geometry = try json.decode("geometry")
    }
}

/// A feature's properties.
struct Properties: Schema, Decodable, Equatable {
    var id: Int
    var name: String
    var areaKm2: Double

    enum CodingKeys: String, CodingKey {
        case id, name
        case areaKm2 = "area_km2"
    }

    init(from json: inout ObjectReader) throws {
        id = try json.decode("id")
        name = try json.decode("name")
        areaKm2 = try json.decode("area_km2")
    }
}

/// A polygon: rings of `[lon, lat]` positions.
struct Geometry: Schema, Decodable, Equatable {
    var type: String
    var coordinates: [[[Double]]]

    init(from json: inout ObjectReader) throws {
        type = try json.decode("type")
        coordinates = try json.decode("coordinates")
    }
}
