// From the decided shape graph to declarations: a type for every place, a name for every
// type, written in the order a reader meets them (the root first, then depth first in member
// order).

import SieveRawValue

/// Builds the declarations of one generation.
struct TypeBuilder {
    let graph: ShapeGraph
    let options: GenerateOptions

    /// The declarations, in order; a struct's slot is taken before its members are typed.
    private(set) var declarations: [Declaration?] = []
    /// The name given to each object node, and the slot of its declaration.
    private var nodeNames: [ObjectIdentifier: String] = [:]
    /// Every type name taken.
    private var usedNames: Set<String> = []
    /// Enums by base name and values, so one set of values in several places is one enum.
    private var enums: [String: String] = [:]

    init(graph: ShapeGraph, options: GenerateOptions) {
        self.graph = graph
        self.options = options
        if let namespace = options.namespace { usedNames.insert(namespace) }
    }

    // MARK: Names

    /// A type name not taken yet: `base`, else `parent + base`, else with a number.
    mutating func uniqueTypeName(_ base: String, parent: String?) -> String {
        var candidate = base
        if Naming.reservedTypeNames.contains(candidate) || usedNames.contains(candidate),
            let parent
        {
            candidate = parent + base
        }
        if Naming.reservedTypeNames.contains(candidate) { candidate += "Value" }
        return Naming.unique(candidate, in: &usedNames)
    }

    // MARK: Types

    /// The type of the values seen at one place; `hint` is the key that names new types,
    /// `parent` the type holding it.
    mutating func type(of shape: ValueShape, hint: String, parent: String?, path: String)
        -> (type: SwiftType, lossless: Bool, note: String?)
    {
        let kinds = shape.kinds
        if kinds.isEmpty {
            return (.raw, false, "always null in the samples: its type is unknown")
        }
        if kinds.count == 1 {
            switch kinds.first! {
            case .boolean:
                return (.bool, false, nil)
            case .number:
                let (type, note) = numberType(shape.numbers)
                return (type, false, note)
            case .string:
                return (stringType(shape.strings, hint: hint, parent: parent), false, nil)
            case .object:
                let (type, note) = objectType(shape.object!.resolved, hint: hint, parent: parent, path: path)
                return (type, false, note)
            case .array:
                let (type, note) = arrayType(shape.array!, hint: hint, parent: parent, path: path)
                return (type, false, note)
            }
        }
        if kinds == [.number, .string], shape.strings.numeric.count == shape.strings.count {
            var numbers = shape.numbers
            numbers.merge(shape.strings.numeric)
            let (type, note) = numberType(numbers)
            if type == .decimal {
                return (.raw, false, "numbers and numbers in strings that a Double would round: no exact type reads both")
            }
            return (type, true, note)
        }
        if kinds == [.boolean, .string], shape.strings.booleans == shape.strings.count {
            return (.bool, true, nil)
        }
        if kinds == [.boolean, .number], shape.numbers.zeroOrOne == shape.numbers.count {
            return (.bool, true, nil)
        }
        let sent = kinds.sorted().map(\.plural)
        let list = sent.dropLast().joined(separator: ", ") + " and " + sent.last!
        return (.raw, false, "\(list) in the samples: no narrower type holds them all exactly")
    }

    func numberType(_ numbers: NumberStats) -> (SwiftType, String?) {
        let exact = options.exactNumbers
        if numbers.fractions == 0 && numbers.hugeIntegers == 0 {
            return (numbers.fitsInt32 ? .int : .int64, nil)
        }
        if numbers.inexact == 0 { return (.double, nil) }
        if exact { return (.decimal, nil) }
        let what = numbers.fractions == 0 ? "integers beyond Int64" : "digits a Double does not keep"
        return (.double, "some values have \(what) and may round; --exact-numbers reads Decimal")
    }

    mutating func stringType(_ strings: StringStats, hint: String, parent: String?) -> SwiftType {
        if strings.dates == strings.count { return .date }
        if strings.urls == strings.count { return .url }
        if strings.uuids == strings.count { return .uuid }
        guard options.enumThreshold > 0, !strings.tooManyDistinct, !strings.distinct.isEmpty,
            strings.distinct.count <= options.enumThreshold,
            strings.distinct.values.allSatisfy({ $0 >= 2 }),
            strings.distinct.keys.allSatisfy(Self.couldBeCase)
        else { return .string }
        let values = strings.distinct.keys.sorted()
        let base = Naming.typeName(hint)
        let signature = base + "\u{0}" + values.joined(separator: "\u{0}")
        if let name = enums[signature] { return .open(name) }
        let name = uniqueTypeName(base, parent: parent)
        enums[signature] = name
        var taken: Set<String> = []
        let cases = values.map { value -> (name: String, value: String) in
            (Naming.escaped(Naming.unique(Naming.memberName(value), in: &taken)), value)
        }
        declarations.append(.enumeration(EnumDeclaration(name: name, cases: cases)))
        return .open(name)
    }

    /// A string that reads as a case: short, on one line, and not a number (repeated numbers
    /// in strings are codes and ids, not cases).
    static func couldBeCase(_ value: String) -> Bool {
        !value.isEmpty && value.utf8.count <= 40 && !value.contains(where: \.isNewline)
            && RawNumber(text: value) == nil
    }

    mutating func arrayType(_ array: ArrayNode, hint: String, parent: String?, path: String)
        -> (SwiftType, String?)
    {
        let element = array.element
        if element.count == 0 {
            return (.array(.raw), "always empty in the samples: its elements' type is unknown")
        }
        var (type, lossless, note) = type(
            of: element, hint: Naming.singular(hint), parent: parent, path: path + "[]")
        if lossless {
            type = .raw
            note = "elements sent as several JSON types; a collection reads no lossless values"
        }
        return (.array(element.nulls > 0 && type != .raw ? .optional(type) : type), note)
    }

    mutating func objectType(_ node: ObjectNode, hint: String, parent: String?, path: String)
        -> (SwiftType, String?)
    {
        if let values = node.dictionary {
            var (type, lossless, note) = self.type(
                of: values, hint: Naming.singular(hint), parent: parent, path: path + "[*]")
            if lossless {
                type = .raw
                note = "values sent as several JSON types; a collection reads no lossless values"
            }
            return (.dictionary(values.nulls > 0 && type != .raw ? .optional(type) : type), note)
        }
        if node.unionTag == nil && node.members.isEmpty {
            return (.dictionary(.raw), "always an empty object in the samples")
        }
        return (.named(declare(node, hint: hint, parent: parent, path: path)), nil)
    }

    // MARK: Declarations

    /// The name of `node`'s type, declaring it the first time.
    mutating func declare(_ node: ObjectNode, hint: String, parent: String?, path: String)
        -> String
    {
        if let name = nodeNames[ObjectIdentifier(node)] { return name }
        let name =
            declarations.isEmpty && parent == nil
            ? uniqueTypeName(options.rootName, parent: nil)
            : uniqueTypeName(Naming.typeName(hint), parent: parent)
        nodeNames[ObjectIdentifier(node)] = name
        let slot = declarations.count
        declarations.append(nil)
        if let tag = node.unionTag {
            declarations[slot] = .union(declareUnion(node, tag: tag, name: name, path: path))
        } else {
            declarations[slot] = .structure(declareStruct(node, name: name, path: path))
        }
        return name
    }

    mutating func declareStruct(_ node: ObjectNode, name: String, path: String)
        -> StructDeclaration
    {
        var declaration = StructDeclaration(name: name, seenAt: path)
        // With `--extras`, the extras property takes its name first.
        var taken: Set<String> = options.extras ? ["extras"] : []
        for key in node.orderedKeys {
            let shape = node.members[key]!
            let memberPath = path.isEmpty ? key : "\(path).\(key)"
            let (type, lossless, note) = self.type(
                of: shape, hint: key, parent: name, path: memberPath)
            let propertyName = Naming.unique(Naming.memberName(key), in: &taken)
            declaration.properties.append(
                Property(
                    key: key, name: Naming.escaped(propertyName), type: type,
                    isOptional: shape.count < node.instances || shape.nulls > 0,
                    isLossless: lossless, note: note))
        }
        return declaration
    }

    mutating func declareUnion(_ node: ObjectNode, tag: String, name: String, path: String)
        -> UnionDeclaration
    {
        var cases: [UnionDeclaration.Case] = []
        var taken: Set<String> = ["unknown"]
        for value in node.variants[tag]!.keys.sorted() {
            let variant = node.variants[tag]![value]!.resolved
            let caseName = Naming.unique(Naming.memberName(value), in: &taken)
            let payload: String
            if let existing = nodeNames[ObjectIdentifier(variant)] {
                payload = existing
            } else {
                let payloadName = uniqueTypeName(Naming.typeName(value) + name, parent: nil)
                nodeNames[ObjectIdentifier(variant)] = payloadName
                let slot = declarations.count
                declarations.append(nil)
                var structure = declareStruct(variant, name: payloadName, path: path)
                structure.caseOf = (tag, value)
                declarations[slot] = .structure(structure)
                payload = payloadName
            }
            cases.append(.init(tag: value, name: Naming.escaped(caseName), payload: payload))
        }
        return UnionDeclaration(name: name, tagKey: tag, cases: cases, seenAt: path)
    }

    // MARK: Recursion

    /// Boxes every property through which a type holds itself (directly or through others'
    /// single values): arrays and dictionaries need no box.
    static func boxRecursion(_ declarations: inout [Declaration]) {
        var edges: [String: Set<String>] = [:]
        for declaration in declarations {
            switch declaration {
            case .structure(let structure):
                edges[structure.name] = Set(structure.properties.compactMap { $0.type.namedTarget })
            case .union(let union):
                edges[union.name] = Set(union.cases.map(\.payload))
            case .enumeration:
                break
            }
        }
        func reaches(_ start: String, _ goal: String) -> Bool {
            var stack = [start]
            var seen: Set<String> = []
            while let name = stack.popLast() {
                if name == goal { return true }
                guard seen.insert(name).inserted else { continue }
                stack.append(contentsOf: edges[name, default: []])
            }
            return false
        }
        for index in declarations.indices {
            guard case .structure(var structure) = declarations[index] else { continue }
            for property in structure.properties.indices {
                guard let target = structure.properties[property].type.namedTarget,
                    reaches(target, structure.name)
                else { continue }
                structure.properties[property].type = .boxed(target)
            }
            declarations[index] = .structure(structure)
        }
    }
}

extension SwiftType {
    /// The generated type a property holds as a single value (not in a collection).
    var namedTarget: String? {
        if case .named(let name) = self { return name }
        return nil
    }
}
