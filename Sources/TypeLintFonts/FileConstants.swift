import TypeLintSyntax

/// Constants of one file, by name, wherever they are declared (a type's member or a function's local): numbers
/// (`let tiny: CGFloat = 9`), strings (`let boldName = "Inter-Bold"`), and its `@ScaledMetric` properties. A name declared
/// twice with different values is no constant typelint can trust.
public struct FileConstants: Sendable {
    public private(set) var values: [String: Double] = [:]
    public private(set) var scaled: Set<String> = []
    /// Each string constant's declarations (its name's token, its literal's token, whether it is a type's member), in order.
    private var strings: [String: [(name: Int, literal: Int, isMember: Bool)]] = [:]
    /// The names declared with two different strings.
    private var ambiguousStrings: Set<String> = []
    /// The literals a string `var` is set to after its declaration, by the declaration's name token.
    private var reassigned: [Int: [Int]] = [:]

    public init(_ tree: SyntaxTree) {
        var variables: [(name: String, token: Int)] = []
        for declaration in tree.declarations {
            let name = tree.identifier(declaration.name)
            // A size worked out from a scaled one (`let size = bodySize + 2`, `bodySize` being
            // `preferredFont(forTextStyle: .body).pointSize`) scales with it.
            if declaration.attributes.contains("ScaledMetric")
                || declaration.initializer.map({ tree.mentionsScaledSize($0) || Self.reads(scaled, in: $0, tree) }) == true {
                scaled.insert(name)
            } else if let range = declaration.initializer, let value = tree.numberValue(range) {
                if let existing = values[name], existing != value { values[name] = .nan } else { values[name] = value }
            } else if let range = declaration.initializer, range.count == 1, let value = tree.stringValue(range) {
                // Names a string `var` is set to later are looked for once every declaration is known.
                if let first = strings[name]?.first, tree.stringValue(first.literal..<first.literal + 1) != value {
                    ambiguousStrings.insert(name)
                }
                strings[name, default: []].append((declaration.name, range.lowerBound, declaration.isMember))
                if tree.isWord(declaration.name - 1, "var") { variables.append((name, declaration.name)) }
            }
        }
        // A `var` that code sets to other names in its scope (`boldName = "Inter-ExtraBold"` when Bold Text is on) names
        // those faces too.
        for (name, declared) in variables {
            let scope = Int(tree.enclosing[declared])
            let end = scope < 0 ? tree.code.count : Int(tree.partner[scope])
            for k in declared + 1..<max(declared + 1, end - 2) where tree.code[k].kind == .word && tree.text(k) == name
                && tree.isToken(k + 1, .operator, "=") && tree.code[k + 2].kind == .string && tree.stringValue(k + 2..<k + 3) != nil {
                reassigned[declared, default: []].append(k + 2)
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

    /// The token of the string literal that the constant `name` holds where `use` reads it (`"Inter-Bold"` in
    /// `let boldName = "Inter-Bold"`), its value by default.
    public func stringLiteral(_ name: String, at use: Int, _ tree: SyntaxTree) -> Int? {
        declaration(of: name, at: use, tree)?.literal
    }

    /// Every literal the string constant or variable `name` may hold where `use` reads it: its declaration's, and each
    /// one a `var` is set to later.
    public func stringLiterals(_ name: String, at use: Int, _ tree: SyntaxTree) -> [Int] {
        guard let declared = declaration(of: name, at: use, tree) else { return [] }
        return [declared.literal] + (reassigned[declared.name] ?? [])
    }

    /// The declaration of `name` a use sees: the nearest (a local before it, a member of a type around it), else the one
    /// declaration, or those of one value.
    private func declaration(of name: String, at use: Int, _ tree: SyntaxTree) -> (name: Int, literal: Int, isMember: Bool)? {
        guard let declared = strings[name] else { return nil }
        let visible = declared.last { declaration in
            let scope = Int(tree.enclosing[declaration.name])
            return (declaration.name < use || declaration.isMember) && (scope < 0 || scope < use && use < Int(tree.partner[scope]))
        }
        if let visible { return visible }
        return ambiguousStrings.contains(name) ? nil : declared[0]
    }

    public func value(_ name: String) -> Double? {
        guard let value = values[name], !value.isNaN else { return nil }
        return value
    }
}
