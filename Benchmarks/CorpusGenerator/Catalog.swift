// Catalog.swift — the complete, ordered list of corpus files. Add new files here.

enum Catalog {
    static func allFiles() -> [CorpusFile] {
        var files: [CorpusFile] = []

        // 1. Mixed API payload.
        for size in [SizeClass.b512, .k4, .k64, .m1] { files.append(APIPayload.file(size)) }
        files.append(APIPayload.file(.k64, pretty: true))

        // 2. Wide objects read by a narrow 7-key model.
        for placement in [WideObjects.Placement.front, .scattered, .back] {
            files.append(WideObjects.file(keys: 50, placement: placement, size: .k4))
            for keys in [50, 200, 2000] {
                files.append(WideObjects.file(keys: keys, placement: placement, size: .k64))
            }
        }
        files.append(WideObjects.file(keys: 50, placement: .front, size: .k512))
        files.append(WideObjects.file(keys: 200, placement: .back, size: .k512))
        files.append(WideObjects.file(keys: 2000, placement: .scattered, size: .m1))

        // 3–8. Float-dense, integer, string, nesting, dictionary and optional-heavy shapes.
        for size in [SizeClass.b512, .k4, .k64, .m1] {
            files.append(GeoCoordinates.file(size))
            files.append(IntegerArrays.file(size))
            files.append(EscapedStrings.file(size))
            files.append(Dictionaries.recordsFile(size))
            files.append(OptionalFields.file(size))
        }
        for size in [SizeClass.k4, .k64, .k512] { files.append(DeepNesting.file(size)) }
        for size in [SizeClass.k4, .k64] { files.append(Dictionaries.intsFile(size)) }

        // 9. Drift records, with clean baselines of the same generators.
        for size in [SizeClass.b512, .k4, .k64, .m1] { files.append(DriftCustomers.file(size)) }
        files.append(DriftCustomers.file(.k64, clean: true))
        for size in [SizeClass.k4, .k64] { files.append(DriftOrders.file(size)) }
        files.append(DriftOrders.file(.k64, clean: true))

        // 10. Negative files.
        files.append(contentsOf: NegativeFiles.all())

        // 11. Tagged content blocks, the tag first and the tag last (the same blocks): one
        // page of content, 64 KiB.
        for placement in [ContentBlocks.TagPlacement.first, .last] {
            files.append(ContentBlocks.file(.k64, tag: placement))
        }

        var seen = Set<String>()
        for file in files { precondition(seen.insert(file.name).inserted, "dup \(file.name)") }
        return files
    }
}
