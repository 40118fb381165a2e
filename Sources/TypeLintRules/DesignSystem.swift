import Foundation
import TypeLintFonts
import TypeLintSyntax

/// A team's design system, as its profile describes it (`designSystem`): where it is defined, the typefaces it ships, and
/// the tokens the code does not declare.
///
///     "designSystem": {"sources": ["DesignKit", "App/Theme"], "families": ["Inter"],
///                      "tokens": {"AppFont.caption": {"size": 12, "weight": "medium", "textStyle": "caption"}}}
public struct DesignSystem: Sendable, Hashable {
    /// As written: a module's or SwiftPM target's name, or a folder (or file) relative to `folder`.
    public let sources: [String]
    /// The folder of the profile file that names `sources` (nil when none does).
    public let folder: String?
    /// The brand typefaces, as families (`Inter`, `DM Sans`): allowed beside the profile's designs.
    public let families: [String]
    /// Tokens the profile gives (imported from a design tool's file, or written by hand).
    public let tokens: [DesignToken]

    public init(sources: [String] = [], folder: String? = nil, families: [String] = [], tokens: [DesignToken] = []) {
        self.sources = sources
        self.folder = folder
        self.families = families
        self.tokens = tokens
    }

    /// From a profile's merged `designSystem` (already validated); nil when absent.
    init?(_ field: ProfileLoader.Field, folder: String?) throws {
        guard try field.ifPresent({ _ in true }) == true else { return nil }
        sources = try field.member("sources").ifPresent { try $0.elements().map { try $0.string() } } ?? []
        self.folder = sources.isEmpty ? nil : folder
        families = try field.member("families").ifPresent { try $0.elements().map { try $0.string() } } ?? []
        tokens = try field.member("tokens").ifPresent { tokens in
            try tokens.members().map { name, token in
                DesignToken(
                    name: name, size: try token.member("size").ifPresent { try $0.number() },
                    weight: try token.member("weight").ifPresent { try $0.weight() },
                    family: try token.member("family").ifPresent { try $0.string() },
                    lineHeight: try token.member("lineHeight").ifPresent { try $0.number() },
                    tracking: try token.member("tracking").ifPresent { try $0.number() },
                    textStyle: try token.member("textStyle").ifPresent { try $0.style() },
                    isSwiftUIFont: try token.member("api").ifPresent { try $0.string() == "SwiftUI" })
            }
        } ?? []
    }
}

/// A design system's token: a named font, from the code (where its sources declare it) or from the profile.
public struct DesignToken: Sendable, Hashable {
    /// As code writes it where it is used: `.caption` (a member of `Font`), `AppFont.title`.
    public var name: String
    public var size: Double?
    public var weight: Weight?
    public var family: String?
    public var lineHeight: Double?
    public var tracking: Double?
    /// The text style it scales with, when it scales.
    public var textStyle: TextStyle?
    /// SwiftUI's `Font` (true), a `UIFont`/`NSFont` (false), or either (nil).
    public var isSwiftUIFont: Bool?
    /// Where the code declares it (`path:line`), nil for a token of the profile.
    public var declaredAt: String?
    /// Whether it grows with Dynamic Type.
    public var scales: Bool

    public init(name: String, size: Double? = nil, weight: Weight? = nil, family: String? = nil, lineHeight: Double? = nil,
                tracking: Double? = nil, textStyle: TextStyle? = nil, isSwiftUIFont: Bool? = nil, declaredAt: String? = nil,
                scales: Bool? = nil) {
        self.name = name
        self.size = size
        self.weight = weight
        self.family = family
        self.lineHeight = lineHeight
        self.tracking = tracking
        self.textStyle = textStyle
        self.isSwiftUIFont = isSwiftUIFont
        self.declaredAt = declaredAt
        self.scales = scales ?? (textStyle != nil)
    }

    /// The last name of what code writes (`caption` of `AppFont.caption`, `themeBody` of `.themeBody`).
    public var lastName: String { String(name.split(separator: ".").last ?? Substring(name)) }
}

/// What a run knows of a profile's design system: its tokens (the code's, read from its sources, and the profile's), the
/// names its sources declare, and its families. Made once per profile and run, shared by every file's context.
public struct DesignSystemCatalog: Sendable {
    public let families: [String]
    public let tokens: [DesignToken]
    /// The last names of the fonts and font helpers the sources declare (`themeBody`, `manRopeFont`): a use of one outside
    /// the sources is a use of the system.
    public let fontNames: Set<String>
    /// Every name the sources declare (properties, functions, types: `kern` of a token's configuration), for a value
    /// that code outside takes from the system (`.kerning(style.config.kern)`).
    public let declaredNames: Set<String>
    /// The last names of the tokens code outside the sources scales (`UIFontMetrics(…).scaledFont(for: .body)`): their
    /// definition's fixed size is not reported, since what is drawn grows.
    public private(set) var scaledByCallers: Set<String>

    /// This catalog where code outside the sources scales the tokens `names` (see `scaledByCallers`).
    public func scaled(by names: Set<String>) -> DesignSystemCatalog {
        var catalog = self
        catalog.scaledByCallers = names
        return catalog
    }

    /// The tokens with a size, by last name (the first declared of a name).
    private let sizedByName: [String: DesignToken]
    /// The positions in `tokens` of the tokens with a size that SwiftUI code can write and of those UIKit code can (a token
    /// of no one API is in both), each sorted by size: the nearest token to a size is a binary
    /// search and a look at its neighbours, not a pass over a generated catalog of tens of thousands at every finding.
    private let sizedForSwiftUI: [Int]
    private let sizedForUIKit: [Int]
    /// The largest size of a token.
    private let largestSize: Double?
    /// The nearest tokens found, by what was asked: a file of thousands of bypasses asks the same few questions.
    private let nearestFound = NearestTokens()
    /// The families (by position) under their letters (`dmsans` for `DM Sans`), and the lengths those have: a typeface's
    /// name is looked up by its first letters, not compared with each family (an imported system may list thousands).
    private let familiesByLetters: [String: [Int]]
    private let familyLetterCounts: [Int]

    public init(families: [String], tokens: [DesignToken], fontNames: Set<String> = [], declaredNames: Set<String> = [],
                scaledByCallers: Set<String> = []) {
        self.families = families
        var byLetters: [String: [Int]] = [:]
        for (position, family) in families.enumerated() where !Self.letters(family).isEmpty {
            byLetters[Self.letters(family), default: []].append(position)
        }
        familiesByLetters = byLetters
        familyLetterCounts = Set(byLetters.keys.map(\.count)).sorted()
        self.tokens = tokens
        // By a last name that says which token it is: not `font` of `TextStyle.caption.font`, which every token ends in.
        sizedByName = Dictionary(tokens.filter { $0.size != nil && !Self.genericNames.contains($0.lastName) }.map { ($0.lastName, $0) },
                                 uniquingKeysWith: { first, _ in first })
        // Each name of a token's path but the generic ones (`microSB` of `TextStyle.microSB.font`), so that a use names it.
        self.fontNames = fontNames.union(tokens.flatMap { $0.name.split(separator: ".").map(String.init) })
            .subtracting(DesignSystemCatalog.genericNames)
        self.declaredNames = declaredNames
        self.scaledByCallers = scaledByCallers
        let sized = tokens.indices.filter { tokens[$0].size != nil }.sorted { (tokens[$0].size!, $0) < (tokens[$1].size!, $1) }
        sizedForSwiftUI = sized.filter { tokens[$0].isSwiftUIFont != false }
        sizedForUIKit = sized.filter { tokens[$0].isSwiftUIFont != true }
        largestSize = sized.last.map { tokens[$0].size! }
    }

    /// The token with a size whose last name is `name` (`uxCalloutMedium`), if the system has one.
    public func sizedToken(named name: String) -> DesignToken? { sizedByName[name] }

    /// Names too common to say a font is the system's (`font` of `AppTextStyle.body.font`, `Font` of `Font.caption`).
    static let genericNames: Set<String> = ["font", "Font", "UIFont", "NSFont", "uiFont", "swiftUIFont", "config", "value", "style",
                                            "TextStyle", "shared", "default", "current"]

    /// A catalog of the profile's own part alone (its families and tokens): what a run without sources, or a test, has.
    public init(_ system: DesignSystem) {
        self.init(families: system.families, tokens: system.tokens)
    }

    /// Whether a typeface's name (`Inter-SemiBold`, `DMSans-Bold`, `Inter_Medium`, a code name such as `.matterMedium`) is
    /// of one of the brand families, spaces, case and separators aside.
    public func isBrandFamily(_ name: String) -> Bool { brandFamily(of: name) != nil }

    /// The brand family a typeface's name belongs to, as the profile spells it; a name from code is read by its last
    /// member (`FontName.matterMedium`: `matterMedium`).
    public func brandFamily(of name: String) -> String? {
        guard !families.isEmpty else { return nil }
        // The first family of the profile's list that either spelling starts with.
        var first: Int?
        for spelling in [name, String(name.split(separator: ".").last ?? "")] {
            let letters = Self.letters(spelling)
            for count in familyLetterCounts {
                guard count <= letters.count else { break }
                let prefix = String(letters.prefix(count))
                for position in familiesByLetters[prefix] ?? [] where first.map({ position < $0 }) ?? true
                    && Self.spelling(spelling, startsWithFamily: prefix) {
                    first = position
                }
            }
        }
        return first.map { families[$0] }
    }

    /// Whether a typeface's name starts with a family's letters (case and separators aside) and the family's name ends
    /// there: at the name's end, a separator or a capital (`Inter-Bold`, `Inter_Medium`, `InterDisplay`, `interMedium`),
    /// not inside a word (`Interstate` is not Inter, `Comic Sans` not a family called `C`).
    private static func spelling(_ name: String, startsWithFamily letters: String) -> Bool {
        var wanted = letters.makeIterator()
        var next = wanted.next()
        var characters = name.makeIterator()
        while let expected = next {
            guard let character = characters.next() else { return false }
            guard character.isLetter || character.isNumber else { continue }
            guard character.lowercased() == String(expected) else { return false }
            next = wanted.next()
        }
        guard let following = characters.next() else { return true }
        return !following.isLetter || following.isUppercase
    }

    private static func letters(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// The token nearest a size (and weight), among those of the calling code's API (SwiftUI's `Font` or a `UIFont`) when
    /// there are any: the same size first, then the nearest, a token of the same weight before another; nil with no token.
    /// Tokens below `minimum` are not offered while another is; one in a weight outside `weights` counts as 2pt further
    /// away, so that a sound token a point off is offered before it, and it before one far off.
    public func nearestToken(size: Double?, weight: Weight?, swiftUI: Bool, atLeast minimum: Double? = nil,
                             weights: [Weight]? = nil) -> DesignToken? {
        let question = NearestTokens.Question(size: size, weight: weight, swiftUI: swiftUI, minimum: minimum, weights: weights)
        if let known = nearestFound[question] { return known }
        let found = findNearestToken(size: size, weight: weight, swiftUI: swiftUI, atLeast: minimum, weights: weights)
        nearestFound[question] = found
        return found
    }

    private func findNearestToken(size: Double?, weight: Weight?, swiftUI: Bool, atLeast minimum: Double?,
                                  weights: [Weight]?) -> DesignToken? {
        // Only a token the calling code can write (UIKit code is not told a SwiftUI `Font`), and none below `minimum` while
        // a token of any API reaches it: a run of the positions sorted by size.
        let floor = minimum.flatMap { minimum in largestSize.map { $0 >= minimum } == true ? minimum : nil }
        guard let size else {
            // In the order the system declares them.
            let candidates = tokens.lazy.filter { token in
                token.size != nil && token.isSwiftUIFont != !swiftUI && floor.map { token.size! >= $0 } ?? true
            }
            return candidates.first { $0.textStyle == .body } ?? candidates.first { $0.lastName.lowercased().contains("body") }
                ?? candidates.first
        }
        let sorted = (swiftUI ? sizedForSwiftUI : sizedForUIKit)[...]
        let pool = floor.map { sorted[lowerBound(of: $0, in: sorted)...] } ?? sorted
        // A token in a weight outside `weights` is 2pt further away: the nearest is within 2pt of the nearest size.
        let split = lowerBound(of: size, in: pool)
        let nearestSize = [split - 1, split].filter(pool.indices.contains).map { abs(tokens[pool[$0]].size! - size) }.min()
        guard let nearestSize else { return nil }
        var first = split, end = split
        while first > pool.startIndex, abs(tokens[pool[first - 1]].size! - size) <= nearestSize + 2 { first -= 1 }
        while end < pool.endIndex, abs(tokens[pool[end]].size! - size) <= nearestSize + 2 { end += 1 }
        let candidates = pool[first..<end].sorted().map { tokens[$0] }
        func distance(_ token: DesignToken) -> Double {
            abs(token.size! - size) + (token.weight.map { weights?.contains($0) ?? true } ?? true ? 0 : 2)
        }
        return candidates.min { a, b in
            let (da, db) = (distance(a), distance(b))
            if da != db { return da < db }
            // Of two as near, the one of the calling code's own API (`UIFont.caption` over a table's `AppStyle.caption`).
            if (a.isSwiftUIFont == swiftUI) != (b.isSwiftUIFont == swiftUI) { return a.isSwiftUIFont == swiftUI }
            let wanted = weight ?? .regular
            let (wa, wb) = (a.weight.map { abs(Weight.allCases.firstIndex(of: $0)! - Weight.allCases.firstIndex(of: wanted)!) } ?? 1,
                            b.weight.map { abs(Weight.allCases.firstIndex(of: $0)! - Weight.allCases.firstIndex(of: wanted)!) } ?? 1)
            if wa != wb { return wa < wb }
            if a.size! != b.size! { return a.size! > b.size! }  // of two as near, the larger reads better
            return a.name < b.name
        }
    }

    /// The first position of `positions` (of tokens sorted by size) whose token's size is `size` or more.
    private func lowerBound(of size: Double, in positions: ArraySlice<Int>) -> Int {
        var low = positions.startIndex, high = positions.endIndex
        while low < high {
            let middle = (low + high) / 2
            if tokens[positions[middle]].size! < size { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// The answers `DesignSystemCatalog.nearestToken` has found, shared by the threads that lint with one catalog.
final class NearestTokens: @unchecked Sendable {
    struct Question: Hashable {
        let size: Double?
        let weight: Weight?
        let swiftUI: Bool
        let minimum: Double?
        let weights: [Weight]?
    }

    private var answers: [Question: DesignToken?] = [:]
    private let lock = NSLock()

    subscript(question: Question) -> DesignToken?? {
        get { lock.withLock { answers[question] } }
        set { lock.withLock { answers[question] = newValue ?? nil } }
    }
}

/// The design system as one file sees it: the run's catalog, and whether the file is one of the system's sources (where a
/// font is a definition, checked once) or code that uses the system (where a font not from it is a bypass).
public struct DesignSystemScope: Sendable {
    public let catalog: DesignSystemCatalog
    public let isSource: Bool

    public init(catalog: DesignSystemCatalog, isSource: Bool) {
        self.catalog = catalog
        self.isSource = isSource
    }
}

extension RuleContext {
    /// Whether the font named at `range` (`.themeBody`, `Theme.caption`, `.manRopeFont(size: 14, weight: .medium)`) is one
    /// of the design system's tokens or helpers, used outside the system's sources: checked where it is declared, not here.
    /// In the sources too: a token used there (by a helper of the system, by another token) is checked where it is declared.
    func usesSystemToken(_ range: Range<Int>) -> Bool {
        guard let scope = designSystem, !scope.catalog.fontNames.isEmpty else { return false }
        let tree = self.tree
        // The names of the path, not those in its calls' arguments: `themeBody` of `.themeBody`, `microSB` of
        // `TextStyle.microSB.font`, `manRopeFont` of `.manRopeFont(size: 14, weight: .medium)`.
        var k = min(range.upperBound, tree.code.count) - 1
        while k >= range.lowerBound {
            if tree.code[k].kind == .word, scope.catalog.fontNames.contains(tree.text(k)) { return true }
            if tree.isPunct(k, ")") { k = Int(tree.partner[k]) }
            k -= 1
        }
        return false
    }

    /// Where a file uses the design system: the token to write instead of a font made here, in the calling code's API,
    /// with its size (" use `.themeSubhead1` (14pt)"); nil outside a design system, in its sources, or with no token.
    /// A token below the minimum of `platform`, or outside the profile's weight band, is offered only when no other is.
    /// None is offered for a font that is the value of a member named as one of the system's tokens (`static let
    /// themeCaption: Font = …` in a widget's own copy of the theme), or made in a method named as one of its font helpers
    /// (`manRopeFont(size:weight:)`): a copy of the system, which a token cannot replace.
    func bypassAdvice(at call: Range<Int>, size: Double?, weight: Weight?, swiftUI: Bool, platform: String?) -> String? {
        guard let scope = designSystem, !scope.isSource, !redeclaresToken(at: call, scope.catalog),
              let token = scope.catalog.nearestToken(size: size, weight: weight, swiftUI: swiftUI,
                                                     atLeast: platform.flatMap(profile.minimumSize(on:)),
                                                     weights: profile.weights.allowed) else { return nil }
        // A size typelint cannot know has no nearest token: the system's body text is offered as an example.
        guard size != nil else { return "use one of its tokens, such as `\(token.name)`" }
        return "use `\(token.name)`" + (token.size.map { " (\(points($0)))" } ?? "")
    }
}

extension RuleContext {
    /// Whether the font made at `call` is a token of the design system's sources that the code using it scales
    /// (`static let body = UIFont(name: "Inter", size: 17)`, drawn as `UIFontMetrics(forTextStyle: .body).scaledFont(for:
    /// .body)`): its fixed size is not what is drawn.
    func isScaledByCallers(_ call: Range<Int>) -> Bool {
        guard let scope = designSystem, scope.isSource, !scope.catalog.scaledByCallers.isEmpty else { return false }
        let tree = self.tree
        return tree.declarations.contains { declaration in
            declaration.value.map { $0.contains(call.lowerBound) } == true
                && scope.catalog.scaledByCallers.contains(tree.identifier(declaration.name))
        }
    }
}

extension RuleContext {
    private func redeclaresToken(at call: Range<Int>, _ catalog: DesignSystemCatalog) -> Bool {
        let tree = self.tree
        return tree.declarations.contains { declaration in
            guard declaration.isMember, declaration.isStatic, declaration.value.map({ $0.contains(call.lowerBound) }) == true
            else { return false }
            let name = tree.identifier(declaration.name)
            return catalog.tokens.contains { $0.name.split(separator: ".").last.map(String.init) == name }
        } || tree.functions.contains { function in
            function.enclosingType != nil && function.body.contains(call.lowerBound) && catalog.fontNames.contains(tree.identifier(function.name))
        }
    }
}

/// A design system's table of text styles in code, where its sizes are numbers no font type holds: an enum's computed
/// property that switches on `self` and gives each case a configuration with a `size:` (anytype's
/// `AnytypeFont.caption1Regular.config`: `AnytypeFontConfig(font: FontFamily.Inter.medium, size: 12, lineHeight: 16, kern:
/// 0)`). Each case is a token, named by its type and case, with the size, weight, family, line height and tracking its
/// configuration gives; in the system's sources, each is a definition its size and weight are checked at.
public enum StyleTable {
    public struct Entry: Sendable {
        public var token: DesignToken
        /// The case's name.
        public var caseToken: Int
        /// The `size:` argument's tokens, and the face's (`FontFamily.Inter.light`) or the `weight:` argument's.
        public var size: Range<Int>
        public var weight: Range<Int>?
    }

    /// `guessingFamilies`: with no brand family to match, the family is the name before the weight in the face's name
    /// (`Inter` of `FontFamily.Inter.bold`), as `typelint init` proposes it.
    public static func entries(in tree: SyntaxTree, brands: DesignSystemCatalog, guessingFamilies: Bool = false) -> [Entry] {
        var entries: [Entry] = []
        for declaration in tree.declarations where declaration.isMember && !declaration.isStatic {
            guard let type = declaration.enclosingType, let getter = declaration.getter,
                  let statement = tree.switchStatement(at: getter.lowerBound), statement.subject.count == 1,
                  tree.isWord(statement.subject.lowerBound, "self") else { continue }
            for branch in statement.cases {
                guard let call = (branch.body.lowerBound..<branch.body.upperBound).first(where: { tree.isPunct($0, "(") && $0 > 0
                    && tree.code[$0 - 1].kind == .word && Int(tree.partner[$0]) > $0 }) else { continue }
                var arguments: [String: Range<Int>] = [:]
                var k = call + 1
                let close = Int(tree.partner[call])
                while k < close {
                    let end = (k..<close).first { tree.isPunct($0, ",") && Int(tree.enclosing[$0]) == call } ?? close
                    if tree.code[k].kind == .word, tree.isPunct(k + 1, ":") { arguments[tree.text(k)] = k + 2..<end }
                    k = end + 1
                }
                guard let sizeRange = arguments["size"], let size = tree.numberValue(sizeRange) else { continue }
                // The face: a weight and a family in the name of what is passed as the font (`FontFamily.Inter.medium`).
                let faceRange = arguments["font"] ?? arguments["name"] ?? arguments["family"]
                let face = faceRange.map { tree.text($0) } ?? ""
                let words = face.split(separator: ".").map(String.init)
                func weight(named word: String) -> Weight? { Weight(rawValue: word) ?? Weight(fontNameSuffix: "x-" + word) }
                let weight = arguments["weight"].flatMap { range in range.last.flatMap { Weight(rawValue: tree.text($0)) } }
                    ?? words.last.flatMap(weight(named:))
                var family = brands.brandFamily(of: face) ?? words.dropFirst().first.flatMap { brands.brandFamily(of: $0) }
                if family == nil, guessingFamilies, words.count >= 2, words.last.flatMap(weight(named:)) != nil {
                    family = words[words.count - 2]
                }
                let tracking = (arguments["kern"] ?? arguments["tracking"] ?? arguments["letterSpacing"]).flatMap { tree.numberValue($0) }
                for pattern in branch.patterns where pattern.count == 2 && tree.isPunct(pattern.lowerBound, ".") {
                    entries.append(Entry(
                        token: DesignToken(name: TypeBody.ownName(type) + "." + tree.text(pattern.lowerBound + 1), size: size, weight: weight,
                                           family: family, lineHeight: arguments["lineHeight"].flatMap { tree.numberValue($0) },
                                           tracking: tracking, scales: false),
                        caseToken: pattern.lowerBound + 1, size: sizeRange,
                        weight: arguments["weight"] ?? (words.last.flatMap(weight(named:)) != nil ? faceRange : nil)))
                }
            }
        }
        return entries
    }
}

extension RuleContext {
    /// The file's tables of styles, where it is one of the design system's sources (empty elsewhere).
    var definedStyles: [StyleTable.Entry] {
        guard let scope = designSystem, scope.isSource else { return [] }
        // An entry whose configuration is itself a font typelint reads (`case .body: return .manRopeFont(size: 16, …)`) is
        // checked as that font.
        let sizes = Set(facts.constructors.map(\.sizeArgument.lowerBound))
        return StyleTable.entries(in: tree, brands: scope.catalog).filter { !sizes.contains($0.size.lowerBound) }
    }
}
