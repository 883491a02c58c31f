// Untagged unions: no discriminator on the wire, so the variants are tried in order on the
// same value, each through a checkpoint. The first that decodes without an issue wins; the
// later ones are still tried until one also decodes, to warn that the value is ambiguous.
//
// Cost: every decode tries the winning variant and every variant after it (all of them when
// none matches), so an untagged union costs about as many reads of the value as it has
// variants. A tagged union reads its tag and one variant; prefer it when the wire has a tag.
//
// Never: let a variant that lost leave a diagnostic, a moved cursor or scratch behind.

extension ValueReader {
    /// Decodes a value that is one of several shapes with no tag to tell them apart, by trying
    /// each variant in order on the same value.
    ///
    /// ```swift
    /// enum Payment: SchemaValue {
    ///     case card(Card), bank(Bank)
    ///     static func decode(from reader: inout ValueReader) throws -> Payment {
    ///         try reader.untagged(
    ///             { .card(try Card.decode(from: &$0)) },
    ///             { .bank(try Bank.decode(from: &$0)) })
    ///     }
    /// }
    /// ```
    ///
    /// - The first variant that decodes the value without an issue is the result. A variant
    ///   that fails leaves nothing behind: not its issues, not its warnings.
    /// - When a later variant decodes the value too, a warning `ambiguous_union` names both
    ///   (by the enum case each returned); the first listed is kept.
    /// - When none does, one issue `no_variant_matched` carries each variant's first failure.
    ///   Variants are named by position there (`variant 1`), since none returned a case.
    ///
    /// Every decode tries the variants up to and past the winner, so this costs several reads
    /// of the value; a tagged union (a `type` member read first) reads it once.
    @inlinable
    public mutating func untagged<T: SchemaValue>(
        _ first: (inout ValueReader) throws -> T, _ second: (inout ValueReader) throws -> T
    ) throws -> T {
        try tryVariants(count: 2) { index, reader in
            index == 0 ? try first(&reader) : try second(&reader)
        }
    }

    /// `untagged(_:_:)` with three variants.
    @inlinable
    public mutating func untagged<T: SchemaValue>(
        _ first: (inout ValueReader) throws -> T, _ second: (inout ValueReader) throws -> T,
        _ third: (inout ValueReader) throws -> T
    ) throws -> T {
        try tryVariants(count: 3) { index, reader in
            switch index {
            case 0: return try first(&reader)
            case 1: return try second(&reader)
            default: return try third(&reader)
            }
        }
    }

    /// `untagged(_:_:)` with four variants.
    @inlinable
    public mutating func untagged<T: SchemaValue>(
        _ first: (inout ValueReader) throws -> T, _ second: (inout ValueReader) throws -> T,
        _ third: (inout ValueReader) throws -> T, _ fourth: (inout ValueReader) throws -> T
    ) throws -> T {
        try tryVariants(count: 4) { index, reader in
            switch index {
            case 0: return try first(&reader)
            case 1: return try second(&reader)
            case 2: return try third(&reader)
            default: return try fourth(&reader)
            }
        }
    }

    /// `untagged(_:_:)` with any number of variants, as an array.
    @inlinable
    public mutating func untagged<T: SchemaValue>(
        variants: [(inout ValueReader) throws -> T]
    ) throws -> T {
        try tryVariants(count: variants.count) { index, reader in try variants[index](&reader) }
    }

    /// Tries `variant(0)`, `variant(1)`, … in order, as `untagged` describes.
    @usableFromInline
    mutating func tryVariants<T: SchemaValue>(
        count: Int, _ variant: (Int, inout ValueReader) throws -> T
    ) throws -> T {
        let start = checkpoint()
        let valueOffset = offset
        var chosen: (index: Int, value: T)? = nil
        for index in 0..<count {
            guard let winner = chosen else {
                if case .success(let value) = try attempt({ try variant(index, &$0) }) {
                    chosen = (index, value)
                }
                continue
            }
            // A winner is chosen: try this variant at the value too, then undo it whatever
            // it did, back to just after the winner.
            let afterWinner = checkpoint()
            scanner.cursor = start.cursor
            scanner.depth = start.depth
            let outcome = try attempt({ try variant(index, &$0) })
            _ = restore(to: afterWinner)
            if case .success(let other) = outcome {
                recordWarning(
                    .ambiguousUnion(
                        type: _typeName(T.self, qualified: false),
                        chosen: Self.variantName(winner.value, index: winner.index),
                        also: Self.variantName(other, index: index)),
                    at: valueOffset)
                break
            }
        }
        if let chosen { return chosen.value }
        return try noVariantMatched(count: count, variant)
    }

    /// The end of an untagged union that no variant decoded: each variant is tried once more
    /// for its failure (off the path of any union that matches), then one issue carries them.
    @usableFromInline @inline(never)
    mutating func noVariantMatched<T: SchemaValue>(
        count: Int, _ variant: (Int, inout ValueReader) throws -> T
    ) throws -> T {
        let valueOffset = offset
        var failures: [UnionFailure] = []
        for index in 0..<count {
            if case .failure(let cause) = try attempt({ try variant(index, &$0) }) {
                failures.append(
                    UnionFailure(
                        variant: "variant \(index + 1)", field: cause?.field,
                        cause: cause?.detail))
            }
        }
        try recordIssue(
            .noVariantMatched(type: _typeName(T.self, qualified: false), failures: failures),
            at: valueOffset)
        try scanner.skipValue()
        return try placeholder()
    }

    /// The enum case a variant returned (`card`), or its position when the value is not an
    /// enum case with a name.
    @usableFromInline
    static func variantName<T>(_ value: T, index: Int) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .enum {
            if let label = mirror.children.first?.label { return label }
            return String(describing: value)
        }
        return "variant \(index + 1)"
    }
}
