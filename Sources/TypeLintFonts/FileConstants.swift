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
    /// Each font descriptor constant's declarations (its name's token, its initializer), in order:
    /// `let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)`, which a later line makes bold.
    private var descriptors: [String: [(name: Int, initializer: Range<Int>)]] = [:]

    public init(_ tree: SyntaxTree) {
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
                if let first = strings[name]?.first, tree.stringValue(first.literal..<first.literal + 1) != value {
                    ambiguousStrings.insert(name)
                }
                strings[name, default: []].append((declaration.name, range.lowerBound, declaration.isMember))
            } else if let range = declaration.initializer, tree.isWord(declaration.name - 1, "let"), Self.makesDescriptor(range, tree) {
                descriptors[name, default: []].append((declaration.name, range))
            }
        }
    }

    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)`, `NSFontDescriptor(…)`, `font.fontDescriptor`, and
    /// what is made from one (`descriptor.withSymbolicTraits(.traitBold)`).
    private static func makesDescriptor(_ range: Range<Int>, _ tree: SyntaxTree) -> Bool {
        tree.isWord(range.lowerBound, "UIFontDescriptor") || tree.isWord(range.lowerBound, "NSFontDescriptor")
            || range.contains { tree.isWord($0, "fontDescriptor") && tree.isPunct($0 - 1, ".") }
    }

    /// The initializer of the font descriptor constant `name` that `use` reads, if the use sees one.
    public func descriptorInitializer(_ name: String, at use: Int, _ tree: SyntaxTree) -> Range<Int>? {
        guard let declared = descriptors[name] else { return nil }
        return Self.nearest(declared, at: use, tree, name: \.name, isMember: { _ in false })
            .flatMap { $0.initializer.contains(use) ? nil : $0.initializer }
    }

    /// Whether the file declares a font descriptor constant of this name.
    public func declaresDescriptor(_ name: String) -> Bool { descriptors[name] != nil }

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

    /// The declaration of the string constant or variable `name` that `use` reads: its name's token and its literal's.
    public func stringDeclaration(_ name: String, at use: Int, _ tree: SyntaxTree) -> (name: Int, literal: Int)? {
        declaration(of: name, at: use, tree).map { ($0.name, $0.literal) }
    }

    /// The literals a `var` declared at `declared` (its name's token) is set to later in its scope
    /// (`boldName = "Inter-ExtraBold"` when Bold Text is on); none for a `let`.
    public static func literalsAssigned(toVariableAt declared: Int, _ tree: SyntaxTree) -> [Int] {
        guard tree.isWord(declared - 1, "var") else { return [] }
        let name = tree.text(declared)
        let scope = Int(tree.enclosing[declared])
        let end = scope < 0 ? tree.code.count : Int(tree.partner[scope])
        return (declared + 1..<max(declared + 1, end - 2)).filter { k in
            tree.code[k].kind == .word && tree.isToken(k + 1, .operator, "=") && tree.code[k + 2].kind == .string
                && tree.text(k) == name && tree.stringValue(k + 2..<k + 3) != nil
        }.map { $0 + 2 }
    }

    /// The literals a `var` declared without a value (`var fontString: String`) may hold where `use` reads it: what each
    /// assignment in its scope gives it, a literal or a string constant of the file (`fontString = Fonts.Standard.book`,
    /// in a `switch` over a helper's parameter). Nil unless every assignment is one of those.
    public func literalsAssigned(toUninitialized name: String, at use: Int, _ tree: SyntaxTree) -> [Int]? {
        let declared = tree.declarations.filter { $0.value == nil && !$0.isMember && tree.isWord($0.name - 1, "var") && tree.identifier($0.name) == name }
        guard let variable = Self.nearest(declared, at: use, tree, name: \.name, isMember: { _ in false }) else { return nil }
        let scope = Int(tree.enclosing[variable.name])
        let end = scope < 0 ? tree.code.count : Int(tree.partner[scope])
        var literals: [Int] = []
        for k in variable.name + 1..<max(variable.name + 1, end - 2)
        where tree.code[k].kind == .word && tree.isToken(k + 1, .operator, "=") && tree.text(k) == name && !tree.isPunct(k - 1, ".") {
            let value = k + 2..<tree.endOfExpression(from: k + 2)
            if tree.stringValue(value) != nil {
                literals.append(value.lowerBound)
                continue
            }
            // A constant by its name, or through the types that hold it (`Fonts.Circular.Standard.book`).
            guard value.count % 2 == 1, value.enumerated().allSatisfy({ offset, t in
                offset % 2 == 0 ? tree.code[t].kind == .word : tree.isPunct(t, ".")
            }), let literal = stringLiteral(tree.text(value.upperBound - 1), at: value.lowerBound, tree) else { return nil }
            literals.append(literal)
        }
        return literals.isEmpty ? nil : literals
    }

    /// The declaration of `name` a use sees: the nearest (a local before it, a member of a type around it), else the one
    /// declaration, or those of one value.
    private func declaration(of name: String, at use: Int, _ tree: SyntaxTree) -> (name: Int, literal: Int, isMember: Bool)? {
        guard let declared = strings[name] else { return nil }
        if let visible = Self.nearest(declared, at: use, tree, name: \.name, isMember: \.isMember) { return visible }
        return ambiguousStrings.contains(name) ? nil : declared[0]
    }

    /// The declaration among `declared` (in source order) that `use` sees: the nearest before it in a scope around it, else
    /// a member of a type around it declared after it.
    private static func nearest<Entry>(_ declared: [Entry], at use: Int, _ tree: SyntaxTree, name: (Entry) -> Int,
                                       isMember: (Entry) -> Bool) -> Entry? {
        func sees(_ declaration: Entry) -> Bool {
            let scope = Int(tree.enclosing[name(declaration)])
            return (name(declaration) < use || isMember(declaration)) && (scope < 0 || scope < use && use < Int(tree.partner[scope]))
        }
        // The nearest before the use first, a few dozen looked at at most (a file that declares one name in thousands of
        // places is not searched whole for each use), then the members after it.
        var low = 0, high = declared.count
        while low < high {
            let middle = (low + high) / 2
            if name(declared[middle]) < use { low = middle + 1 } else { high = middle }
        }
        return declared[max(0, low - nearestLooked)..<low].last(where: sees)
            ?? declared[low..<min(declared.count, low + nearestLooked)].first(where: sees)
    }

    private static let nearestLooked = 64

    public func value(_ name: String) -> Double? {
        guard let value = values[name], !value.isNaN else { return nil }
        return value
    }
}
