// Shapes/GeoCoordinates.swift — shape 3: float-dense GeoJSON, like the classic canada.json.
//
// A FeatureCollection of Polygon features whose rings are long [lon, lat] arrays produced by
// a random walk. Most coordinates print with 15–17 significant digits; some are snapped to
// short decimals (12.5, -75.25) and a few integral ones are written without a fraction (45).

enum GeoCoordinates {
    static func file(_ size: SizeClass) -> CorpusFile {
        let name = "geo-coordinates-\(size.suffix).json"
        var rng = Seeds.rng(for: name)
        let w = JSONWriter(reserve: size.bytes + 16384)
        let maxPoints = max(6, min(400, size.bytes / 600))
        var points = 0

        w.beginObject()
        w.member("type", "FeatureCollection")
        w.key("features")
        w.beginArray()
        let features = Fill.records(w, target: size.bytes - 2) { index in
            w.beginObject()
            w.member("type", "Feature")
            w.key("properties")
            w.beginObject()
            w.member("id", index + 1)
            w.member("name", rng.pick(Vocabulary.cities).0)
            // Spans ~1e-6 ... ~1e17 so exponent forms ("1.5e-05", "2.5e+16") also occur.
            w.member("area_km2", logUniform(&rng))
            w.endObject()
            w.key("geometry")
            w.beginObject()
            w.member("type", "Polygon")
            w.key("coordinates")
            w.beginArray()
            for _ in 0..<rng.int(in: 1...3) {
                points += writeRing(w, rng: &rng, points: rng.int(in: 4...maxPoints))
            }
            w.endArray()
            w.endObject()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        let summary = counted(features, "feature") + ", \(points) [lon, lat] points"
        return CorpusFile(name: name, bytes: w.finish(), summary: summary)
    }

    /// A closed ring: `points` walked positions plus the first one repeated. Returns the count.
    private static func writeRing(_ w: JSONWriter, rng: inout SplitMix64, points: Int) -> Int {
        var lon = rng.double(-170, 170)
        var lat = rng.double(-80, 80)
        var first: (String, String)?
        w.beginArray()
        for _ in 0..<points {
            lon = min(179.9, max(-179.9, lon + rng.double(-0.05, 0.05)))
            lat = min(89.9, max(-89.9, lat + rng.double(-0.05, 0.05)))
            let pair = (format(lon, &rng), format(lat, &rng))
            if first == nil { first = pair }
            writePair(w, pair)
        }
        writePair(w, first!)
        w.endArray()
        return points + 1
    }

    private static func writePair(_ w: JSONWriter, _ pair: (String, String)) {
        w.beginArray()
        w.number(pair.0)
        w.number(pair.1)
        w.endArray()
    }

    /// Usually the full-precision double; sometimes a short decimal or a bare integer.
    private static func format(_ value: Double, _ rng: inout SplitMix64) -> String {
        let roll = rng.int(in: 0...99)
        switch roll {
        case 0..<80:
            return value.description                       // 15–17 significant digits
        case 80..<90:
            return ((value * 1e10).rounded() / 1e10).description   // ~12 digits
        case 90..<98:
            return ((value * 4).rounded() / 4).description          // 12.5, -75.25, 45.0
        default:
            return String(Int(value.rounded()))                     // 45 (no fraction)
        }
    }

    private static func logUniform(_ rng: inout SplitMix64) -> Double {
        var value = 1e-6
        for _ in 0..<rng.int(in: 0...22) { value *= 10 }
        return value * rng.double(1, 10)
    }
}
