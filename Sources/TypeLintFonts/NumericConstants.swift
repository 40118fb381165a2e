import TypeLintSyntax

/// Numeric constants of one file (`let tiny: CGFloat = 9`) and its `@ScaledMetric` properties.
public struct NumericConstants: Sendable {
    public private(set) var values: [String: Double] = [:]
    public private(set) var scaled: Set<String> = []

    public init(_ tree: SyntaxTree) {
        for declaration in tree.declarations {
            let name = tree.identifier(declaration.name)
            // A size worked out from a scaled one (`let size = bodySize + 2`, `bodySize` being
            // `preferredFont(forTextStyle: .body).pointSize`) scales with it.
            if declaration.attributes.contains("ScaledMetric")
                || declaration.initializer.map({ tree.mentionsScaledSize($0) || Self.reads(scaled, in: $0, tree) }) == true {
                scaled.insert(name)
            } else if let range = declaration.initializer, let value = tree.numberValue(range) {
                // A name declared twice with different values is no constant typelint can trust.
                if let existing = values[name], existing != value { values[name] = .nan } else { values[name] = value }
            }
        }
    }

    /// Whether an expression reads one of `names` as a plain name (not a member of something else).
    private static func reads(_ names: Set<String>, in range: Range<Int>, _ tree: SyntaxTree) -> Bool {
        !names.isEmpty && range.contains { k in
            tree.code[k].kind == .word && names.contains(tree.text(k)) && !tree.isPunct(k + 1, "(")
                && (!tree.isPunct(k - 1, ".") || tree.isWord(k - 2, "self"))
        }
    }

    public func value(_ name: String) -> Double? {
        guard let value = values[name], !value.isNaN else { return nil }
        return value
    }
}
