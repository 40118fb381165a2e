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
                    textStyle: try token.member("textStyle").ifPresent { try $0.string() },
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
    public var textStyle: String?
    /// SwiftUI's `Font` (true), a `UIFont`/`NSFont` (false), or either (nil).
    public var isSwiftUIFont: Bool?
    /// Where the code declares it (`path:line`), nil for a token of the profile.
    public var declaredAt: String?
    /// Whether it grows with Dynamic Type.
    public var scales: Bool

    public init(name: String, size: Double? = nil, weight: Weight? = nil, family: String? = nil, lineHeight: Double? = nil,
                tracking: Double? = nil, textStyle: String? = nil, isSwiftUIFont: Bool? = nil, declaredAt: String? = nil,
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
    public let scaledByCallers: Set<String>

    public init(families: [String], tokens: [DesignToken], fontNames: Set<String> = [], declaredNames: Set<String> = [],
                scaledByCallers: Set<String> = []) {
        self.families = families
        self.tokens = tokens
        self.fontNames = fontNames.union(tokens.map(\.lastName))
        self.declaredNames = declaredNames
        self.scaledByCallers = scaledByCallers
    }

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
        let spellings = [name, String(name.split(separator: ".").last ?? "")].map(DesignSystemCatalog.letters)
        return families.first { family in
            let letters = DesignSystemCatalog.letters(family)
            return !letters.isEmpty && spellings.contains { $0.hasPrefix(letters) }
        }
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
        let sized = tokens.filter { $0.size != nil }
        let legible = sized.filter { token in minimum.map { token.size! >= $0 } ?? true }
        let pool = legible.isEmpty ? sized : legible
        // Only a token the calling code can write: UIKit code is not told a SwiftUI `Font`.
        let candidates = pool.filter { $0.isSwiftUIFont == nil || $0.isSwiftUIFont == swiftUI }
        guard let size else {
            return candidates.first { $0.textStyle == "body" || $0.lastName.lowercased().contains("body") } ?? candidates.first
        }
        func distance(_ token: DesignToken) -> Double {
            abs(token.size! - size) + (token.weight.map { weights?.contains($0) ?? true } ?? true ? 0 : 2)
        }
        return candidates.min { a, b in
            let (da, db) = (distance(a), distance(b))
            if da != db { return da < db }
            let (wa, wb) = (a.weight == (weight ?? .regular), b.weight == (weight ?? .regular))
            if wa != wb { return wa }
            if a.size! != b.size! { return a.size! > b.size! }  // of two as near, the larger reads better
            return a.name < b.name
        }
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
    func usesSystemToken(_ range: Range<Int>) -> Bool {
        guard let scope = designSystem, !scope.isSource, !scope.catalog.fontNames.isEmpty else { return false }
        let tree = self.tree
        // The last name before the call's arguments: `themeBody` of `.themeBody`, `caption` of `Theme.Fonts.caption`.
        var k = min(range.upperBound, tree.code.count) - 1
        while k >= range.lowerBound {
            if tree.code[k].kind == .word { return scope.catalog.fontNames.contains(tree.text(k)) }
            if tree.isPunct(k, ")") { k = Int(tree.partner[k]) }
            k -= 1
        }
        return false
    }

    /// Where a file uses the design system: the token to write instead of a font made here, in the calling code's API,
    /// with its size (" use `.themeSubhead1` (14pt)"); nil outside a design system, in its sources, or with no token.
    /// A token below the minimum of `platform`, or outside the profile's weight band, is offered only when no other is.
    func bypassAdvice(size: Double?, weight: Weight?, swiftUI: Bool, platform: String?) -> String? {
        guard let scope = designSystem, !scope.isSource,
              let token = scope.catalog.nearestToken(size: size, weight: weight, swiftUI: swiftUI,
                                                     atLeast: platform.flatMap(profile.minimumSize(on:)),
                                                     weights: profile.weights.allowed) else { return nil }
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
