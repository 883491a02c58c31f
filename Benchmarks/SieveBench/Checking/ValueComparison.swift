// Deep comparison of two decoded values of the same Swift type, or of a schema model and its
// synthesized twin (Models/Synthesized: same name and fields), strict where `==` is lenient:
//
// - `Double` and `Float` by bit pattern (`==` says 0.0 == -0.0);
// - `String` by UTF-8 bytes (`==` says "é" == "e\u{301}");
// - everything else by structure, through `Mirror`, down to `Hashable` leaves.
//
// The first difference is thrown with its path. Arrays of numbers and strings take a fast path
// without `Mirror`, which keeps the check of megabyte documents to a fraction of a second.

/// Compares Foundation's decoded value with Sieve's.
enum ValueComparison {
    /// Throws the first difference between `foundation` and `sieve`.
    ///
    /// - Throws: `Mismatch` with the path of the first differing value.
    static func assertIdentical(_ foundation: Any, _ sieve: Any, path: String = "$") throws {
        let type = Swift.type(of: foundation)
        let sieveType = Swift.type(of: sieve)
        guard type == sieveType || isTwin(type, of: sieveType) else {
            throw Mismatch(
                path: path, foundation: "a value of type \(type)",
                sieve: "a value of type \(Swift.type(of: sieve))")
        }
        if try compareLeaf(foundation, sieve, type: type, path: path) { return }
        let expected = Mirror(reflecting: foundation)
        let actual = Mirror(reflecting: sieve)
        switch expected.displayStyle {
        case .optional:
            switch (expected.children.first?.value, actual.children.first?.value) {
            case (nil, nil):
                return
            case (let left?, let right?):
                try assertIdentical(left, right, path: path)
            default:
                throw Mismatch(
                    path: path, foundation: Mismatch.render(foundation),
                    sieve: Mismatch.render(sieve))
            }
        case .collection, .set:
            try compareElements(expected, actual, path: path)
        case .dictionary:
            try compareDictionaries(expected, actual, path: path)
        case .enum:
            let left = expected.children.first
            let right = actual.children.first
            guard left?.label == right?.label else {
                throw Mismatch(
                    path: path, foundation: Mismatch.render(foundation),
                    sieve: Mismatch.render(sieve))
            }
            if let left, let right {
                try assertIdentical(left.value, right.value, path: path + "." + (left.label ?? "?"))
            } else if String(describing: foundation) != String(describing: sieve) {
                throw Mismatch(
                    path: path, foundation: Mismatch.render(foundation),
                    sieve: Mismatch.render(sieve))
            }
        case .struct, .class, .tuple:
            for (left, right) in zip(expected.children, actual.children) {
                try assertIdentical(left.value, right.value, path: path + "." + (left.label ?? "?"))
            }
        default:
            guard let left = foundation as? AnyHashable, let right = sieve as? AnyHashable,
                left == right
            else {
                throw Mismatch(
                    path: path, foundation: Mismatch.render(foundation),
                    sieve: Mismatch.render(sieve))
            }
        }
    }

    /// True when `twin` is the synthesized twin of `model` (Models/Synthesized), or a
    /// collection of twins of a collection of models: the same name once the namespace
    /// `Synthesized.` is taken out of it, and not the same type.
    private static func isTwin(_ twin: Any.Type, of model: Any.Type) -> Bool {
        let name = String(reflecting: twin)
        return name.contains(".Synthesized.")
            && name.replacingOccurrences(of: ".Synthesized.", with: ".") == String(reflecting: model)
    }

    /// Compares the values when they are leaves or arrays of leaves; returns false otherwise.
    private static func compareLeaf(
        _ foundation: Any, _ sieve: Any, type: Any.Type, path: String
    ) throws -> Bool {
        func fail() -> Mismatch {
            Mismatch(
                path: path, foundation: Mismatch.render(foundation),
                sieve: Mismatch.render(sieve))
        }
        if type == Double.self {
            let left = foundation as! Double
            let right = sieve as! Double
            guard left.bitPattern == right.bitPattern else {
                throw Mismatch(
                    path: path, foundation: "\(left) (bits \(hex(left.bitPattern)))",
                    sieve: "\(right) (bits \(hex(right.bitPattern)))")
            }
            return true
        }
        if type == Float.self {
            guard (foundation as! Float).bitPattern == (sieve as! Float).bitPattern else {
                throw fail()
            }
            return true
        }
        if type == String.self {
            guard (foundation as! String).utf8.elementsEqual((sieve as! String).utf8) else {
                throw fail()
            }
            return true
        }
        if type == [Double].self {
            let left = foundation as! [Double]
            let right = sieve as! [Double]
            guard left.count == right.count else {
                throw countMismatch(left.count, right.count, path)
            }
            for index in left.indices where left[index].bitPattern != right[index].bitPattern {
                try assertIdentical(left[index], right[index], path: "\(path)[\(index)]")
            }
            return true
        }
        if type == [String].self {
            let left = foundation as! [String]
            let right = sieve as! [String]
            guard left.count == right.count else {
                throw countMismatch(left.count, right.count, path)
            }
            for index in left.indices where !left[index].utf8.elementsEqual(right[index].utf8) {
                try assertIdentical(left[index], right[index], path: "\(path)[\(index)]")
            }
            return true
        }
        if type == [Int].self || type == [Int64].self || type == Int.self || type == Int64.self
            || type == Bool.self
        {
            guard let left = foundation as? AnyHashable, let right = sieve as? AnyHashable,
                left == right
            else { throw fail() }
            return true
        }
        return false
    }

    private static func compareElements(
        _ expected: Mirror, _ actual: Mirror, path: String
    ) throws {
        let left = Array(expected.children)
        let right = Array(actual.children)
        guard left.count == right.count else { throw countMismatch(left.count, right.count, path) }
        for index in left.indices {
            try assertIdentical(left[index].value, right[index].value, path: "\(path)[\(index)]")
        }
    }

    private static func compareDictionaries(
        _ expected: Mirror, _ actual: Mirror, path: String
    ) throws {
        func entries(_ mirror: Mirror) -> [String: Any] {
            var result: [String: Any] = [:]
            for child in mirror.children {
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { continue }
                result[String(describing: pair[0].value)] = pair[1].value
            }
            return result
        }
        let left = entries(expected)
        let right = entries(actual)
        guard left.count == right.count else { throw countMismatch(left.count, right.count, path) }
        for key in left.keys.sorted() {
            guard let value = right[key] else {
                throw Mismatch(
                    path: "\(path)[\"\(key)\"]", foundation: "a value", sieve: "no such key")
            }
            try assertIdentical(left[key]!, value, path: "\(path)[\"\(key)\"]")
        }
    }

    private static func countMismatch(_ foundation: Int, _ sieve: Int, _ path: String) -> Mismatch {
        Mismatch(path: path, foundation: "\(foundation) elements", sieve: "\(sieve) elements")
    }

    private static func hex(_ bits: UInt64) -> String {
        "0x" + String(bits, radix: 16)
    }
}
