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
        case helperCall          // a project's helper that makes a font of the size it is given: `.appFont(ofSize: 12)`
    }

    public var kind: Kind
    /// The token range of the call, from its name to its closing parenthesis.
    public var call: Range<Int>
    /// The size argument's tokens.
    public var sizeArgument: Range<Int>
    /// The size, when it is a literal or a constant of the linted files.
    public var size: Double?
    /// The sizes a choice written in place gives (`compact ? 13 : 10`), when the size is one.
    public var sizeChoices: [Double] = []
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
    /// Whether it makes SwiftUI's `Font` (or, a helper, sets one on a view), not a `UIFont`/`NSFont`, so that the style to
    /// use instead is named as that API names it.
    public var makesSwiftUIFont: Bool
    /// The Objective-C macro whose use makes the font (`APP_FONT(10)`): the size is the use's, the family and weight the
    /// macro's definition writes (and are reported there).
    public var macro: String?

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
        makesSwiftUIFont = [.systemSize, .customSize, .customRelativeSize, .customFixedSize].contains(kind)
    }
}

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

extension SyntaxTree {
    /// Whether an expression reads a size that scales with Dynamic Type (`UIFontMetrics…scaledValue(for:)`,
    /// `preferredFont(…).pointSize`) or that AppKit gives its controls (`NSFont.systemFontSize`,
    /// `NSFont.systemFontSize(for: .small)`: macOS has no Dynamic Type, and these are its standard sizes).
    /// UIKit's `UIFont.systemFontSize` is a fixed 14pt; another font's `pointSize` is as fixed as that font may be.
    func mentionsScaledSize(_ range: Range<Int>) -> Bool {
        range.contains { k in
            code[k].kind == .word && (isWord(k, "scaledValue") || isWord(k, "UIFontMetrics") || isWord(k, "preferredFont")
                || (isPunct(k - 1, ".") && isWord(k - 2, "NSFont") && (isWord(k, "systemFontSize")
                    || isWord(k, "smallSystemFontSize") || isWord(k, "labelFontSize"))))
        }
    }

    /// The expression inside the parentheses that wrap all of it: `cond ? 13 : 10` of `(cond ? 13 : 10)`.
    public func unparenthesized(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while upper - lower >= 2, isPunct(lower, "("), Int(partner[lower]) == upper - 1 {
            lower += 1
            upper -= 1
        }
        return lower..<upper
    }

    /// The value of a numeric literal expression: `9`, `-1.5`, `CGFloat(12)`, `(10)`.
    public func numberValue(_ range: Range<Int>) -> Double? {
        let inner = unparenthesized(range)
        var lower = inner.lowerBound
        let upper = inner.upperBound
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

/// Evaluates font expressions to `FontSpec`s, without a type checker: text styles, system and custom
/// constructors, UIKit/AppKit constructors, `Font` modifiers, and what the module index knows (tokens,
/// constants, helpers called with their arguments bound to the helper's parameters).
public struct FontEvaluator {
    public let tree: SyntaxTree
    public let index: ModuleIndex
    public let constants: NumericConstants
    /// A helper's parameters, bound to the values of a call's arguments.
    var bindings: [String: Value] = [:]
    /// A helper's parameters given an implicit member (`.caption`), by the member's name: a `switch` on one takes its case.
    var members: [String: String] = [:]
    /// How many helper calls deep this evaluation is: recursion between helpers stops here.
    var depth = 0
    /// The font type the value is declared as (`Font` in `static let caption: Font = .default(size: 12)`), if known.
    var declaredType: String?

    public init(tree: SyntaxTree, index: ModuleIndex, constants: NumericConstants) {
        self.tree = tree
        self.index = index
        self.constants = constants
    }

    /// The font an expression denotes, or nil when typelint cannot know it (a variable, a ternary,
    /// a call it does not recognise): unknown fonts never produce findings of rules that need the font.
    public func evaluate(_ range: Range<Int>) -> FontSpec? {
        guard !range.isEmpty else { return nil }
        let inner = tree.unparenthesized(range)
        let (lower, upper) = (inner.lowerBound, inner.upperBound)
        // A name that is neither a font type nor a name the index knows starts no font expression; most
        // declarations the index looks at are of this kind.
        if tree.code[lower].kind == .word, !startsWithKnownName(lower),
           !(tree.isPunct(lower + 1, "(") && Self.bareConstructors.contains(tree.text(lower))) { return nil }
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
        // The range may end inside the chain (`.appFont(9)` of `.appFont(9).padding()`): its links are what it denotes.
        guard chain.end > upper else { return evaluate(chain) }
        guard let last = chain.links.lastIndex(where: { $0.end <= upper }), chain.links[last].end == upper else { return nil }
        return evaluate(chain.prefix(through: last))
    }

    /// Any value an expression denotes: a number, a weight, a text style, a string or a font.
    public func value(_ range: Range<Int>, scope: Int? = nil) -> Value? {
        if let number = tree.numberValue(range) { return .number(number) }
        if let string = tree.stringValue(range) { return .string(string) }
        if let name = memberName(range), range.count == 2 {
            if let weight = Weight(rawValue: name) { return .weight(weight) }
            if let style = TextStyle(named: name), index["Font.\(name)"] == nil, index[name] == nil { return .style(style) }
        }
        if let font = evaluate(range) { return .font(font) }
        if let weight = weightValue(range) { return .weight(weight) }
        if let string = string(range) { return .string(string) }
        if let number = number(range, at: scope ?? range.lowerBound) { return .number(number) }
        return choices(range)
    }

    /// `cond ? .bold : .regular`, or a `switch` whose cases each return a literal: the branches' values, when
    /// every branch is a number or every branch a weight. A branch that is anything else makes it unknown.
    func choices(_ range: Range<Int>) -> Value? {
        var lower = range.lowerBound
        if tree.isWord(lower, "return") { lower += 1 }
        guard lower < range.upperBound, depth < 4 else { return nil }
        var branches: [Range<Int>] = []
        if let statement = tree.switchStatement(at: lower) {
            guard Int(tree.partner[statement.subject.upperBound]) < range.upperBound else { return nil }
            // A switch on a parameter bound to a case (`switch style` given `.caption`): that case's value alone.
            if let subject = dottedName(statement.subject), let member = members[subject],
               let body = statement.body(forMember: member, in: tree) {
                var inner = self
                inner.depth = depth + 1
                return inner.value(body)
            }
            branches = statement.cases.map(\.body)
        } else if let question = (lower..<range.upperBound).first(where: {
                      topLevel($0, in: lower) && tree.isToken($0, .operator, "?") && !tree.isPostfix($0) }),
                  let colon = (question + 1..<range.upperBound).first(where: {
                      topLevel($0, in: lower) && (tree.isPunct($0, ":") || tree.isToken($0, .operator, ":")) }) {
            branches = [question + 1..<colon, colon + 1..<range.upperBound]
        }
        guard branches.count >= 2, branches.allSatisfy({ !$0.isEmpty }) else { return nil }
        var inner = self
        inner.depth = depth + 1
        var values: [Value] = []
        for branch in branches {
            switch inner.value(branch) {
            case .number(let n)?: values.append(.number(n))
            case .weight(let w)?: values.append(.weight(w))
            case .choices(let nested)?: values += nested
            default: return nil
            }
        }
        let numbers = values.allSatisfy { if case .number = $0 { true } else { false } }
        let weights = values.allSatisfy { if case .weight = $0 { true } else { false } }
        guard numbers || weights else { return nil }
        let distinct = values.reduce(into: [Value]()) { if !$0.contains($1) { $0.append($1) } }
        return distinct.count == 1 ? distinct[0] : .choices(distinct)
    }

    /// Every weight an expression can be: one, or each branch of a ternary or `switch` (directly or through a
    /// name the index knows).
    public func weightChoices(_ range: Range<Int>) -> [Weight] {
        if let weight = memberName(range).flatMap(Weight.init(rawValue:)) { return [weight] }
        // One look-up answers both: a name the index holds as a weight or as a choice of weights.
        switch dottedName(range).flatMap({ lookUp($0, at: range.lowerBound) }) ?? choices(range) {
        case .weight(let weight)?: return [weight]
        case .choices(let values)?: return values.compactMap { if case .weight(let w) = $0 { w } else { nil } }
        default: return []
        }
    }

    private static let fontTypes = NameSet(["Font", "UIFont", "NSFont", "UIFontMetrics", "TextStyle"] + GeneratedFontAccessor.heads)

    private func startsWithKnownName(_ k: Int) -> Bool {
        if !bindings.isEmpty, bindings[tree.text(k)] != nil { return true }  // no String made outside a helper
        // `self.font`, `Self.titleFont`: a member, known by its own name.
        if tree.isWord(k, "self") || tree.isWord(k, "Self"), tree.isPunct(k + 1, "."), k + 2 < tree.code.count,
           tree.code[k + 2].kind == .word {
            return startsWithKnownName(k + 2)
        }
        let name = tree.bytes[tree.code[k].range]
        return Self.fontTypes.contains(name) || index.mentions(name)
    }

    /// Whether `k` is outside every bracket opened at or after `lower`.
    private func topLevel(_ k: Int, in lower: Int) -> Bool {
        Int(tree.enclosing[k]) < lower
    }

    private func trailingUnwrapOnly(_ range: Range<Int>) -> Bool {
        range.allSatisfy { tree.code[$0].kind == .operator && ["!", "?"].contains(tree.text($0)) }
    }

    /// What the first links of a chain denote, and how many links that took: a style, a constructor,
    /// a token or a helper's call. `isNamed` when the module index gave it (a token or a helper).
    public func base(of chain: Chain) -> (spec: FontSpec, links: Int, isNamed: Bool, helper: FontHelper?)? {
        let links = chain.links
        guard let baseIndex = links[0].name else { return nil }
        let baseName = tree.text(baseIndex)
        // `self.init(name: "Brand-Regular", size: size)` in a font type's convenience initializer: that type's initializer.
        if baseName == "self", links.count > 1, let name = links[1].name, tree.isWord(name, "init"),
           let arguments = chain.arguments(of: links[1]), let type = tree.qualifiedTypeName(at: baseIndex),
           ModuleIndex.fontTypeNames.contains(type) {
            return initialized(type, arguments, at: chain.start).map { ($0.spec, 2, $0.isNamed, $0.helper) }
        }
        if links[0].isMember {
            // `static let caption: Font = .default(size: 12)`: the implicit member is the declared type's.
            if declaredType == nil, let type = typeDeclared(before: chain.start) {
                var typed = self
                typed.declaredType = type
                return typed.member(baseName, chain.arguments(of: links[0]), owner: nil).map { ($0.spec, 1, $0.isNamed, $0.helper) }
            }
            return member(baseName, chain.arguments(of: links[0]), owner: nil).map { ($0.spec, 1, $0.isNamed, $0.helper) }
        }
        // `extension Font { static let button = custom("DMSans-Medium", size: 17) }`: in a font type's extension, a bare
        // constructor is the type's.
        if let arguments = chain.arguments(of: links[0]), Self.bareConstructors.contains(baseName),
           let type = tree.qualifiedTypeName(at: baseIndex), ModuleIndex.fontTypeNames.contains(type) {
            return member(baseName, arguments, owner: type).map { ($0.spec, 1, $0.isNamed, $0.helper) }
        }
        if ModuleIndex.fontTypeNames.contains(baseName) {
            if let arguments = chain.arguments(of: links[0]) {
                return initialized(baseName, arguments, at: chain.start).map { ($0.spec, 1, $0.isNamed, $0.helper) }
            }
            guard links.count > 1, links[1].isMember, let name = links[1].name else { return nil }
            // `UIFont.init(name: "Inter-Bold", size: 18)` is `UIFont(name:size:)`.
            if tree.isWord(name, "init"), let arguments = chain.arguments(of: links[1]) {
                return initialized(baseName, arguments, at: chain.start).map { ($0.spec, 2, $0.isNamed, $0.helper) }
            }
            // `UIFont.STN.title`: a member of a type nested in the font type's extension is found by its path below.
            if let found = member(tree.text(name), chain.arguments(of: links[1]), owner: baseName) {
                return (found.spec, 2, found.isNamed, found.helper)
            }
            guard links.count > 2 else { return nil }
        }
        if baseName == "TextStyle", let arguments = chain.arguments(of: links[0]), tree.imports("StyledTextKit") {
            return styledTextStyle(arguments).map { ($0, 1, false, nil) }
        }
        if baseName == "UIFontMetrics" {
            // `UIFontMetrics(forTextStyle: .body).scaledFont(for: font)`: the font, scaled with the style.
            guard let position = links.firstIndex(where: { $0.name.map { tree.isWord($0, "scaledFont") } == true }),
                  let font = chain.arguments(of: links[position])?.first(where: { label($0) == "for" }),
                  var spec = evaluate(font.value) else { return nil }
            if spec.style == nil, let style = chain.arguments(of: links[0])?.first.flatMap({ styleValue($0.value) }) {
                spec.style = style
            }
            return (spec, position + 1, false, nil)
        }
        // A parameter of the helper being evaluated, or a name the index knows: the longest dotted path
        // (`Theme.Fonts.title`), or a helper called at its end (`AppFont.regular(size: 14)`).
        if links[0].argumentRange == nil, let bound = bindings[baseName]?.font { return (bound, 1, false, nil) }
        var path = ""
        var hashed: UInt64?  // the path's hash, without `self.` / `Self.`
        var found: (spec: FontSpec, links: Int, isNamed: Bool, helper: FontHelper?)?
        for position in links.indices {
            guard let name = links[position].name, position == 0 || links[position].isMember else { break }
            if position > 0 || !(tree.isWord(name, "self") || tree.isWord(name, "Self")) {
                let hash = pathHash(appending: tree.bytes[tree.code[name].range], to: hashed)
                // A helper's parameters are bound by name; anything else is known to the index by its path.
                guard bindings.isEmpty ? index.mayNameFont(pathHash: hash) : true else { break }
                hashed = hash
            }
            path += (path.isEmpty ? "" : ".") + tree.text(name)
            if let arguments = chain.arguments(of: links[position]) {
                if let (spec, helper) = call(path, arguments, at: chain.start) { found = (spec, position + 1, true, helper) }
                break
            }
            if let spec = lookUp(path, at: chain.start)?.font { found = (spec, position + 1, true, nil) }
        }
        return found ?? instanceMethodCall(chain) ?? generatedAccessor(chain)
    }

    /// A font a code generator's accessor makes (SwiftGen's `FontFamily.Inter.medium.font(size: 14)`, R.swift's
    /// `R.font.interMedium(size: 14)`), where the generated file is not in the repository.
    private func generatedAccessor(_ chain: Chain) -> (spec: FontSpec, links: Int, isNamed: Bool, helper: FontHelper?)? {
        guard let accessor = GeneratedFontAccessor(chain, in: tree),
              let position = chain.links.firstIndex(where: { $0.start == accessor.call.lowerBound }) else { return nil }
        var spec = accessor.spec
        spec.size = sizeValue(accessor.sizeArgument).value
        return (spec, position + 1, true, nil)
    }

    /// `theme.label(size: 6)`, `Fonts.shared.body(ofSize: 12)`: a value the index does not know (a variable, a shared
    /// instance), with a method called on it that one type of the module declares with these labels; that method's font.
    private func instanceMethodCall(_ chain: Chain) -> (spec: FontSpec, links: Int, isNamed: Bool, helper: FontHelper?)? {
        let links = chain.links
        guard links.count >= 2, links.count <= 4, links[0].argumentRange == nil, !links[0].isMember,
              let position = links.indices.dropFirst().first(where: { links[$0].argumentRange != nil }),
              links[..<position].allSatisfy({ $0.argumentRange == nil && $0.name != nil }),
              let name = links[position].name, let arguments = chain.arguments(of: links[position]),
              index.namesFontMethod(tree.bytes[tree.code[name].range]), depth < 4 else { return nil }
        let labels = arguments.map { label($0) }
        let methods = index.methods(named: tree.text(name)).filter { $0.accepts(labels: labels) }
        guard methods.count == 1, let spec = bound(methods[0], arguments) else { return nil }
        return (spec, position + 1, true, methods[0])
    }

    public func evaluate(_ chain: Chain) -> FontSpec? {
        fold(chain) { _, _ in }
    }

    /// The font a chain denotes, link by link: `visit` sees each modifier's position with the font after it
    /// (`.body.bold()` is emphasized body at the `bold`). One pass, however long the chain.
    public func fold(_ chain: Chain, _ visit: (Int, FontSpec) -> Void) -> FontSpec? {
        guard let (spec, count, _, _) = base(of: chain) else { return nil }
        var result = spec
        for (position, link) in chain.links.enumerated().dropFirst(count) {
            defer { visit(position, result) }
            guard let name = link.name.map({ tree.text($0) }) else { return nil }
            let argument = chain.arguments(of: link)?.first
            switch name {
            case "weight":
                guard let weight = argument.flatMap({ weightValue($0.value) }) else { return nil }
                result.weight = weight
            case "bold":
                result.isEmphasized = switchesOn(argument)
            case "monospaced":
                if switchesOn(argument) { result.family = .system("monospaced") }
            case "pointSize", "withSize":
                guard let value = argument.flatMap({ number($0.value, at: $0.value.lowerBound) }) else { return nil }
                result.size = value
                result.style = nil
            case "italic", "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading",
                 "width":
                continue
            case "with":
                // StyledTextKit's `style.with(foreground: …)`, `.with(attributes: […])`: the same font, drawn otherwise.
                guard let arguments = chain.arguments(of: link), !arguments.isEmpty,
                      arguments.allSatisfy({ ["foreground", "background", "attributes"].contains(label($0)) }) else { return nil }
            default:
                return nil
            }
        }
        return result
    }

    static let bareConstructors: Set<String> = ["system", "custom", "systemFont", "boldSystemFont", "italicSystemFont",
                                                        "monospacedSystemFont", "monospacedDigitSystemFont", "preferredFont"]

    /// `.body`, `.system(…)`, `.custom(…)`, `.systemFont(ofSize:)`, `.preferredFont(forTextStyle:)`, a token or
    /// a helper: the member after a dot (of `owner`, or implicit), with its arguments if it is called.
    private func member(_ name: String, _ arguments: ArraySlice<Chain.Argument>?, owner: String?)
        -> (spec: FontSpec, isNamed: Bool, helper: FontHelper?)? {
        let qualified = owner.map { "\($0).\(name)" } ?? name
        guard let arguments else {
            if owner == nil, index.mentions(name.utf8), let type = expectedFontType, let token = index["\(type).\(name)"]?.font {
                return (token, true, nil)
            }
            if let token = index[qualified]?.font ?? (owner == nil ? nil : index[name]?.font) { return (token, true, nil) }
            return TextStyle(named: name).map { (FontSpec(style: $0, family: .sans), false, nil) }
        }
        func argument(_ label: String) -> Range<Int>? {
            arguments.first { self.label($0) == label }?.value
        }
        switch name {
        case "system":
            var spec = FontSpec(family: .sans)
            if arguments.first.map(label) == "size" {
                spec.size = argument("size").flatMap { sizeValue($0).value }
            } else if let style = arguments.first.flatMap({ styleValue($0.value) }) {
                spec.style = style
            } else {
                return nil
            }
            return (withWeightAndDesign(spec, argument), false, nil)
        case "custom":
            // A name computed at run time (`weight.fontName`) is still a custom family, known by its expression.
            guard let nameRange = arguments.first?.value else { return nil }
            let fontName = string(nameRange) ?? tree.text(nameRange)
            var spec = FontSpec(weight: Weight(fontNameSuffix: fontName),
                                family: string(nameRange) == nil ? family(ofComputedName: nameRange) : Family(customFontName: fontName))
            spec.size = (argument("size") ?? argument("fixedSize")).flatMap { sizeValue($0).value }
            spec.style = argument("relativeTo").flatMap(styleValue)
            spec.scalesWithBody = spec.style == nil && argument("size") != nil
            return (spec, false, nil)
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            var spec = FontSpec(family: name == "monospacedSystemFont" ? .system("monospaced") : .sans)
            spec.size = argument("ofSize").flatMap { sizeValue($0).value }
            spec.weight = name == "boldSystemFont" ? .bold : argument("weight").flatMap(weightValue)
            return (spec, false, nil)
        case "preferredFont":
            guard let style = argument("forTextStyle").flatMap(styleValue) else { return nil }
            return (FontSpec(style: style, family: .sans), false, nil)
        default:
            return (call(qualified, arguments, at: nil) ?? (owner == nil ? nil : call(name, arguments, at: nil)))
                .map { ($0.0, true, $0.1) }
        }
    }

    /// A helper's call: the helper evaluated with its parameters bound to the arguments' values.
    func call(_ name: String, _ arguments: ArraySlice<Chain.Argument>, at use: Int?) -> (FontSpec, FontHelper)? {
        guard depth < 4, let helper = helper(name, arguments, at: use), let spec = bound(helper, arguments) else { return nil }
        return (spec, helper)
    }

    /// A helper's font with its parameters bound to the arguments' values (and the rest to their defaults).
    private func bound(_ helper: FontHelper, _ arguments: ArraySlice<Chain.Argument>) -> FontSpec? {
        var bindings: [String: Value] = [:]
        var members: [String: String] = [:]
        var remaining = arguments[...]
        let defaults = FontEvaluator(tree: helper.tree, index: index, constants: helper.constants)
        for parameter in helper.function.parameters {
            if let argument = remaining.first, label(argument) == parameter.label {
                remaining.removeFirst()
                if let member = implicitMember(argument.value, in: tree) { members[parameter.name] = member }
                if let value = caseValue(argument.value, of: parameter, in: helper) ?? value(argument.value) {
                    bindings[parameter.name] = value
                }
            } else if let fallback = parameter.defaultValue, let member = implicitMember(fallback, in: helper.tree) {
                members[parameter.name] = member
                if let value = defaults.caseValue(fallback, of: parameter, in: helper) ?? defaults.value(fallback) { bindings[parameter.name] = value }
            } else if let fallback = parameter.defaultValue, let value = defaults.caseValue(fallback, of: parameter, in: helper)
                        ?? defaults.value(fallback) {
                bindings[parameter.name] = value
            }
        }
        var inner = defaults
        inner.bindings = bindings
        inner.members = members
        inner.depth = depth + 1
        for local in helper.locals where inner.bindings[local.name] == nil {
            if let value = inner.value(local.value) { inner.bindings[local.name] = value }
        }
        if let result = helper.result, let spec = inner.evaluate(result) { return spec }
        // A body that is a `switch` on a parameter (`switch style { case .caption: return .system(size: 9) … }`).
        if !members.isEmpty, let spec = inner.choices(helper.function.body)?.font { return spec }
        if let parameter = helper.typefaceParameter, case .string(let name)? = bindings[parameter] {
            var spec = FontSpec(weight: Weight(fontNameSuffix: name), family: Family(customFontName: name))
            if let size = helper.sizeParameter, case .number(let value)? = bindings[size] { spec.size = value }
            return spec
        }
        if let parameter = helper.sizeParameter, case .number(let size)? = bindings[parameter] {
            var spec = FontSpec(size: size)
            spec.scalesWithBody = helper.sizeScalesWithBody  // each branch a `Font.custom(_:size: size)` of another weight
            return spec
        }
        return nil
    }

    /// `.caption`: an implicit member's name, when the range is one.
    private func implicitMember(_ range: Range<Int>, in tree: SyntaxTree) -> String? {
        guard range.count == 2, tree.isPunct(range.lowerBound, "."), tree.code[range.lowerBound + 1].kind == .word else { return nil }
        return tree.text(range.lowerBound + 1)
    }

    /// The value of an enum case passed as an implicit member (`.ultralight` for a parameter of type `AppFace`): the case's
    /// raw value, as the index holds it (`AppFace.ultralight`: "AvenirNext-Ultralight"); nil for any other argument.
    func caseValue(_ range: Range<Int>, of parameter: Function.Parameter, in helper: FontHelper) -> Value? {
        guard range.count == 2, tree.isPunct(range.lowerBound, "."), tree.code[range.lowerBound + 1].kind == .word,
              let type = parameter.type, type.count == 1 || type.count == 2 && helper.tree.isToken(type.upperBound - 1, .operator, "?")
        else { return nil }
        return index["\(helper.tree.text(type.lowerBound)).\(tree.text(range.lowerBound + 1))"]
    }

    /// The family a font name computed at run time gives: the code before the weight it names, which every weight of the
    /// family shares (`FontFamily.Inter.semiBold.name` is `FontFamily.Inter`; `fontsParser.fontName(for: .medium)` and
    /// `…(for: .bold)` are `fontsParser.fontName`).
    private func family(ofComputedName range: Range<Int>) -> Family? {
        if let named = familyReturned(byCallOf: range) { return named }
        // `UIFont.systemFont(ofSize: 12).familyName`: the family of the font it is read from, when that font is known; a
        // name read from a font typelint does not know names a family it does not know either.
        if range.count >= 3, tree.isPunct(range.upperBound - 2, "."),
           tree.isWord(range.upperBound - 1, "familyName") || tree.isWord(range.upperBound - 1, "fontName") {
            if let known = evaluate(range.lowerBound..<range.upperBound - 2) { return known.family }
            // An icon font's type names its family (`MaterialDesignIcons.familyName`): its glyphs are pictures.
            let written = tree.text(range)
            return Family.namesIconFont(written) ? Family(customFontName: written) : nil
        }
        guard !range.contains(where: { tree.isToken($0, .operator, "?") && !tree.isPostfix($0) }),
              let weight = range.first(where: { tree.code[$0].kind == .word && Weight(fontNameSuffix: "-" + tree.text($0)) != nil })
        else { return Family(customFontName: tree.text(range)) }
        var end = weight
        while end > range.lowerBound, tree.code[end - 1].kind == .punct || tree.isPunct(end, ":") && tree.code[end - 1].kind == .word {
            end -= 1
        }
        return Family(customFontName: tree.text(range.lowerBound..<(end > range.lowerBound ? end : range.upperBound)))
    }

    /// The family of every name a function of the file returns, when the range calls it and they share one
    /// (`avenir(weight: weight)`, whose `switch` returns "AvenirNextLTPro-Regular", "…-Medium" or "…-Demi").
    private func familyReturned(byCallOf range: Range<Int>) -> Family? {
        guard range.count >= 3, tree.code[range.lowerBound].kind == .word, tree.isPunct(range.lowerBound + 1, "("),
              Int(tree.partner[range.lowerBound + 1]) == range.upperBound - 1,
              let function = tree.functions.first(where: { tree.identifier($0.name) == tree.text(range.lowerBound) })
        else { return nil }
        // Each name returned: after `return`, or a branch of a choice (`weight == .bold ? "Avenir-Demi" : "Avenir-Regular"`).
        let returned = function.body.filter { k in
            tree.code[k].kind == .string && (tree.isWord(k - 1, "return") || tree.isToken(k - 1, .operator, "?")
                || (tree.isPunct(k - 1, ":") || tree.isToken(k - 1, .operator, ":")) && tree.code[k - 2].kind == .string)
        }
        let families = Set(returned.compactMap { tree.stringValue($0..<$0 + 1).map(Family.init(customFontName:)) })
        return families.count == 1 ? families.first : nil
    }

    /// The helper a call names: by its path, or as a member of the type the call is in.
    public func helper(_ name: String, _ arguments: ArraySlice<Chain.Argument>, at use: Int?) -> FontHelper? {
        let labels = arguments.map { label($0) }
        var candidates = index.helpers(named: name)
        if candidates.isEmpty, let use, !name.contains("."), let type = tree.qualifiedTypeName(at: use) {
            candidates = index.helpers(named: "\(type).\(name)")
        }
        var accepting = candidates.filter { $0.accepts(labels: labels) }
        guard accepting.count > 1 else { return accepting.first }
        // Overloads told apart by what the arguments are: `f(.regular, .body)` is the one taking a text style, `f(.regular,
        // 17)` the one taking a size.
        let fitting = accepting.filter { fits(arguments, $0) }
        if !fitting.isEmpty { accepting = fitting }
        guard accepting.count > 1 else { return accepting.first }
        // `Font.default(size:)` beside `UIFont.default(size:)`.
        let type = expectedFontType
        return accepting.first { $0.function.enclosingType == type } ?? accepting.first
    }

    /// Whether each argument can be of its parameter's written type, as far as a literal or a member shows: a number is not
    /// a text style, a text style (`.body`) is not a number.
    private func fits(_ arguments: ArraySlice<Chain.Argument>, _ helper: FontHelper) -> Bool {
        var parameters = helper.function.parameters[...]
        for argument in arguments {
            while let parameter = parameters.first, parameter.label != label(argument) { parameters.removeFirst() }
            guard let parameter = parameters.popFirst() else { return false }
            guard let type = parameter.type.map({ helper.tree.text($0) }) else { continue }
            let isNumberType = ModuleIndex.numberTypes.contains(type) || type == "Int"
            if tree.numberValue(argument.value) != nil {
                if !isNumberType { return false }
            } else if let member = memberName(argument.value), argument.value.count == 2 {
                let isStyleType = type.hasSuffix("TextStyle")
                let namesStyle = TextStyle(named: member) != nil
                if namesStyle && !isStyleType && isNumberType { return false }
                if isStyleType && !namesStyle { return false }
            }
        }
        return true
    }

    /// The font type a value starting at `k` is declared as: `let caption: Font = …`, `var caption: UIFont { … }`.
    private func typeDeclared(before k: Int) -> String? {
        guard k >= 3, tree.isToken(k - 1, .operator, "=") || tree.isPunct(k - 1, "{"), tree.code[k - 2].kind == .word,
              tree.isPunct(k - 3, ":") else { return nil }
        let type = tree.text(k - 2)
        return ModuleIndex.fontTypeNames.contains(type) ? type : nil
    }

    /// The font type an implicit member (`.caption`, `.default(size: 12)`) is meant as where two types have one of the
    /// name: the type the value is declared as, else that of the one UI framework the file imports.
    var expectedFontType: String? {
        if let declaredType { return declaredType }
        let frameworks = [("SwiftUI", "Font"), ("UIKit", "UIFont"), ("AppKit", "NSFont")].filter { tree.imports($0.0) }
        return frameworks.count == 1 ? frameworks[0].1 : nil
    }

    /// A dotted name's value: a parameter, a member of the type the use is in (`fontSize`, `Self.fontSize`),
    /// or a qualified name (`Constants.fontSize`, `Size.small.rawValue`).
    func lookUp(_ path: String, at use: Int) -> Value? {
        if let bound = bindings[path] { return bound }
        var path = Substring(path)
        if path.hasSuffix(".rawValue") {
            path = path.dropLast(".rawValue".count)
            if let bound = bindings[String(path)] { return bound }
        }
        var member = path
        for prefix in ["self.", "Self."] where member.hasPrefix(prefix) { member = member.dropFirst(prefix.count) }
        // A name the index does not hold is answered without walking up to the enclosing type.
        guard let last = member.utf8.split(separator: UInt8(ascii: ".")).last, index.mentions(last) else { return nil }
        if let type = tree.qualifiedTypeName(at: use), let value = index["\(type).\(member)"] { return value }
        return index[String(path)]
    }

    private func withWeightAndDesign(_ spec: FontSpec, _ argument: (String) -> Range<Int>?) -> FontSpec {
        var spec = spec
        if let weight = argument("weight").flatMap(weightValue) { spec.weight = weight }
        if let design = argument("design").flatMap(memberName) { spec.family = .system(design) }
        return spec
    }

    /// StyledTextKit's `TextStyle(font: .name("Courier"), size: 13)`: its family and weight, and a size the
    /// library scales with the content size category (`.system(.default)` when no font is given).
    private func styledTextStyle(_ arguments: ArraySlice<Chain.Argument>) -> FontSpec? {
        var spec = FontSpec(weight: .regular, family: .sans)
        for argument in arguments {
            switch label(argument) {
            case "font":
                guard let font = tree.chain(at: argument.value.lowerBound), font.end == argument.value.upperBound,
                      font.links.count == 1, font.links[0].isMember, let kind = font.links[0].name,
                      let inner = font.arguments(of: font.links[0])?.first else { return nil }
                switch tree.text(kind) {
                case "name":
                    guard let name = string(inner.value) else { return nil }
                    spec.family = Family(customFontName: name)
                    spec.weight = Weight(fontNameSuffix: name)
                case "system":
                    // `.system(.bold)`, `.system(.weighted(.medium))`, `.system(.monospaced(.regular))`
                    guard let system = tree.chain(at: inner.value.lowerBound), let trait = system.links.first?.name else { return nil }
                    let weight = system.arguments(of: system.links[0])?.first.flatMap { weightValue($0.value) }
                    switch tree.text(trait) {
                    case "default", "italic": continue
                    case "bold": spec.weight = .bold
                    case "weighted": spec.weight = weight
                    case "monospaced":
                        spec.weight = weight
                        spec.family = .system("monospaced")
                    default: return nil
                    }
                default:
                    return nil
                }
            case "size":
                spec.size = number(argument.value, at: argument.value.lowerBound)
            default:
                continue
            }
        }
        return spec
    }

    /// A font type's initializer: one of the module's convenience initializers (`UIFont(brand: .bold, size: 24)`), evaluated
    /// with the call's arguments, or the framework's (`UIFont(name:size:)`, `UIFont(descriptor:size:)`, `Font(uiFont)`).
    private func initialized(_ type: String, _ arguments: ArraySlice<Chain.Argument>, at use: Int)
        -> (spec: FontSpec, isNamed: Bool, helper: FontHelper?)? {
        if let (spec, helper) = call(type, arguments, at: use) { return (spec, true, helper) }
        let spec = type == "Font" ? arguments.first.flatMap { evaluate($0.value) } : namedFont(arguments)
        return spec.map { ($0, false, nil) }
    }

    private func namedFont(_ arguments: ArraySlice<Chain.Argument>) -> FontSpec? {
        // `UIFont(descriptor: d, size: 12)`: a fixed size, in whatever family the descriptor names.
        if arguments.count == 2, label(arguments[arguments.startIndex]) == "descriptor" {
            return FontSpec(size: sizeValue(arguments[arguments.startIndex + 1].value).value)
        }
        guard arguments.count >= 2, let name = string(arguments[arguments.startIndex].value) else { return nil }
        var spec = FontSpec(weight: Weight(fontNameSuffix: name), family: Family(customFontName: name))
        spec.size = sizeValue(arguments[arguments.startIndex + 1].value).value
        return spec
    }

    /// Whether `.bold()`, `.bold(true)`, `.monospaced()` switch the trait on: a flag typelint cannot read
    /// (`.bold(isSelected)`) is not known to, on a `Text` as on a `Font`.
    public func switchesOn(_ argument: Chain.Argument?) -> Bool {
        guard let argument else { return true }
        return argument.value.count == 1 && tree.isWord(argument.value.lowerBound, "true")
    }

    func label(_ argument: Chain.Argument) -> String? {
        argument.label.map { tree.text($0) }
    }

    /// A string literal, or a parameter bound to one (`face.rawValue` of a parameter given an enum case), or a name the index
    /// holds as one.
    func string(_ range: Range<Int>) -> String? {
        if let literal = tree.stringValue(range) { return literal }
        guard let name = dottedName(range), case .string(let bound)? = lookUp(name, at: range.lowerBound) else { return nil }
        return bound
    }

    /// `.semibold`, `Font.Weight.semibold`, `UIFont.Weight.semibold`, or a name bound or indexed as a weight.
    public func weightValue(_ range: Range<Int>) -> Weight? {
        if let weight = memberName(range).flatMap(Weight.init(rawValue:)) { return weight }
        guard let name = dottedName(range), case .weight(let weight)? = lookUp(name, at: range.lowerBound) else { return nil }
        return weight
    }

    public func styleValue(_ range: Range<Int>) -> TextStyle? {
        if let style = memberName(range).flatMap(TextStyle.init(named:)) { return style }
        guard let name = dottedName(range) else { return nil }
        switch lookUp(name, at: range.lowerBound) {
        case .style(let style)?: return style
        case .font(let spec)?: return spec.style
        default: return nil
        }
    }

    /// The last member name of `.x`, `A.x` or `A.B.x`.
    public func memberName(_ range: Range<Int>) -> String? { tree.memberName(range) }

    /// `name`, `A.b`, `self.b`: a name and members, nothing else.
    func dottedName(_ range: Range<Int>) -> String? {
        guard let first = range.first, tree.code[first].kind == .word, range.count % 2 == 1 else { return nil }
        for (offset, k) in range.enumerated() where (offset % 2 == 0) != (tree.code[k].kind == .word)
            || (offset % 2 == 1 && !tree.isPunct(k, ".")) {
            return nil
        }
        return tree.text(range)
    }

    /// A number: a literal, a parameter, a constant of the file, or one the index knows.
    public func number(_ range: Range<Int>, at use: Int) -> Double? {
        if let literal = tree.numberValue(range) { return literal }
        if let value = arithmetic(range, at: use) { return value }
        // `.minimumButtonDimension`: a number type's static member (`extension CGFloat { static let … = 44 }`).
        if range.count == 2, tree.isPunct(range.lowerBound, "."), tree.code[range.lowerBound + 1].kind == .word {
            let member = tree.text(range.lowerBound + 1)
            guard index.mentions(member.utf8) else { return nil }
            for type in ModuleIndex.numberTypes.sorted() {
                if case .number(let value)? = index["\(type).\(member)"] { return value }
            }
            return nil
        }
        var range = range
        if range.count >= 4, tree.code[range.lowerBound].kind == .word,
           ["CGFloat", "Double", "Float"].contains(tree.text(range.lowerBound)), tree.isPunct(range.lowerBound + 1, "("),
           Int(tree.partner[range.lowerBound + 1]) == range.upperBound - 1 {
            range = range.lowerBound + 2..<range.upperBound - 1
        }
        guard let name = dottedName(range) else { return nil }
        if !name.contains("."), bindings[name] == nil, let constant = constants.value(name) { return constant }
        if bindings.isEmpty, !name.contains("."), let fallback = defaultArgument(name, at: use) {
            return tree.numberValue(fallback)
        }
        switch lookUp(name, at: use) {
        case .number(let value)?:
            return value
        case .choices(let values)?:
            // A size that is one of several: the smallest, which is what the minimum is checked against.
            return values.compactMap { if case .number(let n) = $0 { n } else { nil } }.min()
        default:
            return nil
        }
    }

    /// `.minimumButtonDimension / 2`, `Metrics.rowHeight - 8`: two numbers and the operator between them (the last one
    /// of the lowest precedence, as Swift groups them); nil when either side is unknown.
    private func arithmetic(_ range: Range<Int>, at use: Int) -> Double? {
        guard range.count >= 3, range.count <= 24 else { return nil }
        var split: (at: Int, additive: Bool)?
        for k in range.lowerBound + 1..<range.upperBound - 1 where tree.code[k].kind == .operator && topLevel(k, in: range.lowerBound) {
            let op = tree.text(k)
            guard ["+", "-", "*", "/"].contains(op), tree.code[k - 1].kind != .operator else { continue }
            let additive = op == "+" || op == "-"
            if split == nil || additive || !split!.additive { split = (k, additive) }
        }
        guard let split, let left = number(range.lowerBound..<split.at, at: use),
              let right = number(split.at + 1..<range.upperBound, at: use) else { return nil }
        switch tree.text(split.at) {
        case "+": return left + right
        case "-": return left - right
        case "*": return left * right
        default: return right == 0 ? nil : left / right
        }
    }

    /// The default of the parameter `name` of the function the use is in (`init(nameSize: CGFloat = 11)`): the
    /// value every call that leaves it out runs with. Not a font helper's: its calls bind its parameters.
    private func defaultArgument(_ name: String, at use: Int) -> Range<Int>? {
        guard let function = tree.functions.last(where: { $0.body.contains(use) }), !ModuleIndex.returnsFont(function, in: tree)
        else { return nil }
        return function.parameters.first { $0.name == name }?.defaultValue
    }

    /// A size argument: its value where it is known, the name it came from, and whether it scales anyway
    /// (a `@ScaledMetric` property, `UIFontMetrics…scaledValue(for:)`, a size read from another font).
    /// Whether a size expression reads something that scales: a `@ScaledMetric` property of the file
    /// (`baseSize * (fontMultiplier / 17)`) or a call of a module function that returns a scaled number
    /// (`userScaledFontSize(baseSize: 17)`). A product of a fixed size and a scaled factor scales.
    private func readsScaledNumber(_ range: Range<Int>) -> Bool {
        guard !constants.scaled.isEmpty || index.hasScalingFunctions else { return false }
        return range.contains { k in
            guard tree.code[k].kind == .word, !tree.isPunct(k - 1, ".") || tree.isWord(k - 2, "self") else { return false }
            let name = tree.text(k)
            if constants.scaled.contains(name), bindings[name] == nil { return true }
            guard tree.isPunct(k + 1, "(") else { return false }
            if index.scalesNumbers(name) { return true }
            return tree.qualifiedTypeName(at: k).map { index.scalesNumbers("\($0).\(name)") } ?? false
        }
    }

    public func sizeValue(_ range: Range<Int>) -> (value: Double?, constant: String?, isScaled: Bool) {
        if let value = tree.numberValue(range) { return (value, nil, false) }
        var lower = range.lowerBound
        if range.count == 3, tree.isWord(lower, "self"), tree.isPunct(lower + 1, ".") { lower += 2 }
        let name = dottedName(lower..<range.upperBound)
        if let name, !name.contains("."), constants.scaled.contains(name), bindings[name] == nil {
            return (nil, name, true)
        }
        if tree.mentionsScaledSize(range) || readsScaledNumber(range) { return (scaledBase(range), nil, true) }
        // A choice of sizes (`compact ? 13 : 10`) is checked at its smallest, as a constant that holds one is.
        let value = number(range, at: range.lowerBound)
        return (value, value == nil ? nil : name ?? tree.text(range), false)
    }

    /// The sizes a choice written in place gives (`compact ? 13 : 10`). None where the choice is by the device
    /// (`UIDevice.isTV ? 30 : 18`): each branch is another platform's, held to that platform's minimum.
    public func sizeChoices(_ range: Range<Int>) -> [Double] {
        let choice = tree.unparenthesized(range)
        guard !choice.contains(where: { tree.code[$0].kind == .word && Platforms.deviceConditionWords.contains(tree.text($0)) }),
              case .choices(let values)? = choices(choice) else { return [] }
        return values.compactMap { if case .number(let n) = $0 { n } else { nil } }
    }

    /// The size at the default Dynamic Type size of `UIFontMetrics(…).scaledValue(for: 14)`: 14, a style of its own; AppKit's
    /// standard sizes, which are not raw but are sizes (`NSFont.smallSystemFontSize` is 11pt: caption 2's).
    private func scaledBase(_ range: Range<Int>) -> Double? {
        if range.count == 3, tree.isWord(range.lowerBound, "NSFont"), tree.isPunct(range.lowerBound + 1, ".") {
            return Self.appKitSizes[tree.text(range.lowerBound + 2)]
        }
        guard let last = range.last, tree.isPunct(last, ")"), case let open = Int(tree.partner[last]), open >= 1, open < last,
              tree.isWord(open - 1, "scaledValue"), tree.isWord(open + 1, "for"), tree.isPunct(open + 2, ":") else { return nil }
        return tree.numberValue(open + 3..<last)
    }

    static let appKitSizes: [String: Double] = ["systemFontSize": 13, "smallSystemFontSize": 11, "labelFontSize": 10]
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
