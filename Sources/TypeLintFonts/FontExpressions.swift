import TypeLintSyntax

/// A call that builds a font with a point size: `.system(size: 17)`, `UIFont.systemFont(ofSize: 9)`,
/// `UIFont(name: "Inter-Light", size: 12)`, `.custom("Inter", fixedSize: 15)`, `font.withSize(12)`.
public struct FontConstructor: Sendable {
    public enum Kind: Sendable, Hashable {
        case systemSize          // Font.system(size:weight:design:)
        case customSize          // Font.custom(_:size:): scales relative to body
        case customRelativeSize  // Font.custom(_:size:relativeTo:): scales relative to a style
        case customFixedSize     // Font.custom(_:fixedSize:)
        case platformSystem      // UIFont/NSFont .systemFont(ofSize:…) and its variants
        case platformNamed       // UIFont(name:size:), NSFont(name:size:)
        case withSize            // UIFont/NSFont .withSize(_:)
    }

    public var kind: Kind
    /// The token range of the call, from its name to its closing parenthesis.
    public var call: Range<Int>
    /// The size argument's tokens.
    public var sizeArgument: Range<Int>
    /// The size, when it is a literal or a constant of the linted files.
    public var size: Double?
    /// The constant the size came from (`tiny` in `.system(size: tiny)`), if any.
    public var sizeConstant: String?
    public var spec: FontSpec
    /// Whether the size scales with Dynamic Type anyway: wrapped in `UIFontMetrics…scaledFont(for:)`,
    /// or read from a `@ScaledMetric` property.
    public var isScaled: Bool
    /// Whether the font sizes something other than reading text: a symbol (`Image(systemName:).font(…)`),
    /// a decorative emoji, an icon font's glyph, the gap of a whitespace-only attributed string.
    public var isIconSizing: Bool
    public var platforms: Platforms

    /// The size when it can be a text size. A font made at 1pt or less only carries its family, to be
    /// sized later (`UIFont(name: "OpenDyslexic", size: 1)`, then `withSize(_:)`): no text is set that small.
    public var textSize: Double? { size.flatMap { $0 > 1 ? $0 : nil } }

    public init(kind: Kind, call: Range<Int>, sizeArgument: Range<Int>, size: Double?, sizeConstant: String?,
                spec: FontSpec, isScaled: Bool, isIconSizing: Bool, platforms: Platforms) {
        self.kind = kind
        self.call = call
        self.sizeArgument = sizeArgument
        self.size = size
        self.sizeConstant = sizeConstant
        self.spec = spec
        self.isScaled = isScaled
        self.isIconSizing = isIconSizing
        self.platforms = platforms
    }
}

/// Names of the built-in text styles, as written after `Font.` or a leading dot.
let builtInTextStyles: Set<String> = [
    "largeTitle", "title", "title1", "title2", "title3", "headline", "subheadline", "body", "callout", "footnote",
    "caption", "caption1", "caption2", "extraLargeTitle", "extraLargeTitle2",
]

func normalizedStyle(_ name: String) -> TextStyle {
    switch name {
    case "title1": "title"
    case "caption1": "caption"
    default: name
    }
}

/// Font tokens declared in the linted files (`extension Font { static let display = … }`,
/// `enum Typography { static let title = … }`), keyed by name and by `Type.name`.
public struct FontTokenTable: Sendable {
    public private(set) var fonts: [String: FontSpec] = [:]
    /// The types that declare tokens (`AppFont` of `AppFont.title`).
    private(set) var owners = NameSet([String]())

    public init() {}

    public subscript(name: String) -> FontSpec? { fonts[name] }

    /// Adds the static font-valued declarations of `tree`, resolving tokens that use tokens.
    public mutating func add(_ tree: SyntaxTree) {
        let candidates = tree.declarations.filter { $0.isStatic && $0.value != nil }
        guard !candidates.isEmpty else { return }
        let constants = NumericConstants(tree)
        // A second round if the first changed the table, so that a token defined from another token of the
        // same file resolves.
        for _ in 0..<2 {
            let evaluator = FontEvaluator(tree: tree, tokens: self, constants: constants)
            var changed = false
            for declaration in candidates {
                guard let range = declaration.value, let spec = evaluator.evaluate(range) else { continue }
                let name = tree.text(declaration.name)
                let owner = declaration.enclosingType ?? ""
                if ["Font", "UIFont", "NSFont"].contains(owner) {
                    fonts[name] = spec
                    changed = true
                }
                if !owner.isEmpty {
                    fonts["\(owner).\(name)"] = spec
                    owners.insert(owner)
                    changed = true
                }
            }
            if !changed { break }
        }
    }
}

/// Numeric constants of one file (`let tiny: CGFloat = 9`) and its `@ScaledMetric` properties.
public struct NumericConstants: Sendable {
    public private(set) var values: [String: Double] = [:]
    public private(set) var scaled: Set<String> = []

    public init(_ tree: SyntaxTree) {
        for declaration in tree.declarations {
            let name = tree.text(declaration.name)
            if declaration.attributes.contains("ScaledMetric") {
                scaled.insert(name)
            } else if let range = declaration.initializer, let value = tree.numberValue(range) {
                // A name declared twice with different values is no constant typelint can trust.
                if let existing = values[name], existing != value { values[name] = .nan } else { values[name] = value }
            }
        }
    }

    public func value(_ name: String) -> Double? {
        guard let value = values[name], !value.isNaN else { return nil }
        return value
    }
}

extension SyntaxTree {
    /// The value of a numeric literal expression: `9`, `-1.5`, `CGFloat(12)`, `(10)`.
    public func numberValue(_ range: Range<Int>) -> Double? {
        var lower = range.lowerBound
        var upper = range.upperBound
        while upper - lower >= 2, isPunct(lower, "("), Int(partner[lower]) == upper - 1 {
            lower += 1
            upper -= 1
        }
        if upper - lower >= 4, code[lower].kind == .word, ["CGFloat", "Double", "Float"].contains(text(lower)),
           isPunct(lower + 1, "("), Int(partner[lower + 1]) == upper - 1 {
            return numberValue(lower + 2..<upper - 1)
        }
        var sign = 1.0
        if upper - lower == 2, isToken(lower, .operator, "-") {
            sign = -1
            lower += 1
        }
        guard upper - lower == 1, code[lower].kind == .number else { return nil }
        return Double(String(text(lower).filter { $0 != "_" })).map { $0 * sign }
    }
}

/// Evaluates font expressions to `FontSpec`s, without a type checker: text styles, system and
/// custom constructors, UIKit/AppKit constructors, `Font` modifiers and font tokens.
public struct FontEvaluator {
    public let tree: SyntaxTree
    public let tokens: FontTokenTable
    public let constants: NumericConstants

    public init(tree: SyntaxTree, tokens: FontTokenTable, constants: NumericConstants) {
        self.tree = tree
        self.tokens = tokens
        self.constants = constants
    }

    /// The font an expression denotes, or nil when typelint cannot know it (a variable, a ternary,
    /// a call it does not recognise): unknown fonts never produce findings.
    public func evaluate(_ range: Range<Int>) -> FontSpec? {
        var lower = range.lowerBound
        var upper = range.upperBound
        guard upper > lower else { return nil }
        while upper - lower >= 2, tree.isPunct(lower, "("), Int(tree.partner[lower]) == upper - 1 {
            lower += 1
            upper -= 1
        }
        // A name that is neither a font type nor a type with tokens (`AppFont` of `AppFont.title`) starts no
        // font expression; most declarations a token table looks at are of this kind.
        if tree.code[lower].kind == .word, !startsWithFontType(lower) { return nil }
        // `UIFont(name: "X", size: 12) ?? .systemFont(ofSize: 12)`: the first operand is the font meant.
        if let coalescing = (lower..<upper).first(where: { topLevel($0, in: lower) && tree.isToken($0, .operator, "??") }) {
            return evaluate(lower..<coalescing)
        }
        if (lower..<upper).contains(where: { topLevel($0, in: lower) && tree.code[$0].kind == .operator
            && ["?", ":"].contains(tree.text($0)) && !tree.isPostfix($0) }) {
            return nil
        }
        guard let chain = tree.chain(at: lower), chain.end >= upper || trailingUnwrapOnly(chain.end..<upper) else {
            return nil
        }
        return evaluate(chain)
    }

    private static let fontTypes = NameSet(["Font", "UIFont", "NSFont"])

    private func startsWithFontType(_ k: Int) -> Bool {
        let token = tree.code[k]
        return tree.bytes.withUnsafeBufferPointer { bytes in
            let name = UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
            return Self.fontTypes.contains(name) || tokens.owners.contains(name)
        }
    }

    /// Whether `k` is outside every bracket opened at or after `lower`.
    private func topLevel(_ k: Int, in lower: Int) -> Bool {
        Int(tree.enclosing[k]) < lower
    }

    private func trailingUnwrapOnly(_ range: Range<Int>) -> Bool {
        range.allSatisfy { tree.code[$0].kind == .operator && ["!", "?"].contains(tree.text($0)) }
    }

    public func evaluate(_ chain: Chain) -> FontSpec? {
        var links = chain.links[...]
        let base = links.removeFirst()
        guard let baseName = base.name.map({ tree.text($0) }) else { return nil }
        var spec: FontSpec?
        if base.isMember {
            spec = member(baseName, chain.arguments(of: base))
        } else if ["Font", "UIFont", "NSFont"].contains(baseName) {
            if let arguments = chain.arguments(of: base) {
                spec = baseName == "Font" ? arguments.first.flatMap { evaluate($0.value) } : namedFont(arguments)
            } else if let next = links.first, next.isMember, let name = next.name {
                links.removeFirst()
                spec = tokens["\(baseName).\(tree.text(name))"] ?? member(tree.text(name), chain.arguments(of: next))
            }
        } else if let next = links.first, next.isMember, next.argumentRange == nil, let name = next.name,
                  let token = tokens["\(baseName).\(tree.text(name))"] {
            links.removeFirst()
            spec = token
        }
        guard var result = spec else { return nil }
        for link in links {
            guard let name = link.name.map({ tree.text($0) }) else { return nil }
            let argument = chain.arguments(of: link)?.first
            switch name {
            case "weight":
                guard let weight = argument.flatMap({ weightValue($0.value) }) else { return nil }
                result.weight = weight
            case "bold":
                result.isEmphasized = argument.map { tree.text($0.value) != "false" } ?? true
            case "monospaced":
                if argument.map({ tree.text($0.value) != "false" }) ?? true { result.family = .system("monospaced") }
            case "pointSize", "withSize":
                guard let value = argument.flatMap({ tree.numberValue($0.value) }) else { return nil }
                result.size = value
                result.style = nil
            case "italic", "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading",
                 "width":
                continue
            default:
                return nil
            }
        }
        return result
    }

    /// `.body`, `.system(…)`, `.custom(…)`, `.systemFont(ofSize:)`, `.preferredFont(forTextStyle:)`,
    /// or a token: the member after a dot, with its arguments if it is called.
    private func member(_ name: String, _ arguments: ArraySlice<Chain.Argument>?) -> FontSpec? {
        guard let arguments else {
            if let token = tokens[name] { return token }
            return builtInTextStyles.contains(name) ? FontSpec(style: normalizedStyle(name), family: .sans) : nil
        }
        let labels = arguments.map { $0.label.map { tree.text($0) } ?? "_" }
        func argument(_ label: String) -> Range<Int>? {
            arguments.first { ($0.label.map { tree.text($0) } ?? "_") == label }?.value
        }
        switch name {
        case "system":
            var spec = FontSpec(family: .sans)
            if labels.first == "size" {
                guard let size = argument("size").flatMap({ sizeValue($0).value }) else {
                    spec.size = nil
                    return withWeightAndDesign(spec, argument)
                }
                spec.size = size
            } else if let style = arguments.first.flatMap({ styleValue($0.value) }) {
                spec.style = style
            } else {
                return nil
            }
            return withWeightAndDesign(spec, argument)
        case "custom":
            guard let nameRange = arguments.first?.value, let fontName = tree.stringValue(nameRange) else { return nil }
            var spec = FontSpec(weight: Weight(fontNameSuffix: fontName), family: Family(customFontName: fontName))
            spec.size = (argument("size") ?? argument("fixedSize")).flatMap { sizeValue($0).value }
            spec.style = argument("relativeTo").flatMap(styleValue)
            return spec
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            var spec = FontSpec(family: name == "monospacedSystemFont" ? .system("monospaced") : .sans)
            spec.size = argument("ofSize").flatMap { sizeValue($0).value }
            spec.weight = name == "boldSystemFont" ? .bold : argument("weight").flatMap(weightValue)
            return spec
        case "preferredFont":
            guard let style = argument("forTextStyle").flatMap(styleValue) else { return nil }
            return FontSpec(style: style, family: .sans)
        default:
            return nil
        }
    }

    private func withWeightAndDesign(_ spec: FontSpec, _ argument: (String) -> Range<Int>?) -> FontSpec {
        var spec = spec
        if let weight = argument("weight").flatMap(weightValue) { spec.weight = weight }
        if let design = argument("design").flatMap(memberName) { spec.family = .system(design) }
        return spec
    }

    private func namedFont(_ arguments: ArraySlice<Chain.Argument>) -> FontSpec? {
        guard arguments.count >= 2, let name = tree.stringValue(arguments[arguments.startIndex].value) else { return nil }
        var spec = FontSpec(weight: Weight(fontNameSuffix: name), family: Family(customFontName: name))
        spec.size = sizeValue(arguments[arguments.startIndex + 1].value).value
        return spec
    }

    /// `.semibold`, `Font.Weight.semibold`, `UIFont.Weight.semibold`.
    public func weightValue(_ range: Range<Int>) -> Weight? {
        memberName(range).flatMap(Weight.init(rawValue:))
    }

    public func styleValue(_ range: Range<Int>) -> TextStyle? {
        guard let name = memberName(range), builtInTextStyles.contains(name) else { return nil }
        return normalizedStyle(name)
    }

    /// The last member name of `.x`, `A.x` or `A.B.x`.
    public func memberName(_ range: Range<Int>) -> String? {
        guard let last = range.last, tree.code[last].kind == .word, range.count >= 2, tree.isPunct(last - 1, ".") else {
            return nil
        }
        for k in range.dropLast() where !(tree.code[k].kind == .word || tree.isPunct(k, ".")) { return nil }
        return tree.text(last)
    }

    /// A size argument: a literal, a constant of the file, or a `@ScaledMetric` property.
    public func sizeValue(_ range: Range<Int>) -> (value: Double?, constant: String?, isScaled: Bool) {
        if let value = tree.numberValue(range) { return (value, nil, false) }
        var lower = range.lowerBound
        if range.count == 3, tree.isWord(lower, "self"), tree.isPunct(lower + 1, ".") { lower += 2 }
        guard range.upperBound - lower == 1, tree.code[lower].kind == .word else { return (nil, nil, false) }
        let name = tree.text(lower)
        if constants.scaled.contains(name) { return (nil, name, true) }
        return (constants.value(name), constants.value(name) == nil ? nil : name, false)
    }
}

extension SyntaxTree {
    /// The text of a string literal without interpolation (`"Inter-Bold"`), or nil.
    public func stringValue(_ range: Range<Int>) -> String? {
        guard range.count == 1, let k = range.first, code[k].kind == .string, !opensInterpolation(k) else { return nil }
        var text = self.text(k)
        while text.hasPrefix("#") && text.hasSuffix("#") { text = String(text.dropFirst().dropLast()) }
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// Whether a string literal's source text (escapes not decoded) shows only white space:
    /// spaces and `\n`, `\r`, `\t` escapes.
    public static func isWhitespaceLiteral(_ raw: String) -> Bool {
        var characters = raw.makeIterator()
        while let character = characters.next() {
            if character == " " { continue }
            guard character == "\\", let escaped = characters.next(), "nrt".contains(escaped) else { return false }
        }
        return true
    }

    /// Whether a one-character `?` or `!` is postfix (bound to what precedes it).
    func isPostfix(_ k: Int) -> Bool {
        k > 0 && code[k - 1].end == code[k].start && code[k].end - code[k].start == 1
    }
}
