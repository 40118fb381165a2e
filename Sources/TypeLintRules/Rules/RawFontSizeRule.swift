import TypeLintFonts
import TypeLintSyntax

/// `raw-font-size`: a hard-coded point size that does not grow with Dynamic Type.
public struct RawFontSizeRule: Rule {
    static let scalingCustomSizeIsRaw = OptionKey.bool("scalingCustomSizeIsRaw", "whether `.custom(_:size:)`, which SwiftUI scales with body, is still a raw size")

    public static let description = RuleDescription(
        id: "raw-font-size",
        name: "Raw Font Size",
        summary: "A hard-coded point size (`.system(size:)`, `UIFont.systemFont(ofSize:)`, `.custom(_:size:)`, a font helper's size) does not scale with Dynamic Type; use the text style with that size.",
        rationale: """
            Text styles (`.body`, `.headline`, …) connect text to Dynamic Type, which lets people with low \
            vision read the app. `.system(size:)`, `.custom(_:fixedSize:)`, `UIFont.systemFont(ofSize:)` and \
            `UIFont(name:size:)` are frozen at one size. Root: "Use the system styles. Do not hard-code a size."
            """,
        triggers: ["font", "Font"],
        options: [
            scalingCustomSizeIsRaw.option,
        ],
        triggeringExamples: [
            // A display size above every style keeps its size and grows with the largest.
            Example("scoreLabel.font = ↓.systemFont(ofSize: 72, weight: .semibold)",
                    message: "fixed 72pt; use `UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for:)` (it keeps 72pt and grows as `.largeTitle` grows)"),
            Example("Text(\"Hello\").font(↓.system(size: 17))",
                    message: "fixed 17pt; use `.body`"),
            // AppKit's fonts for its interface elements are the system face at the size given.
            Example("import AppKit\nlet title = NSAttributedString(string: name, attributes: [.font: NSFont↓.menuFont(ofSize: 13)])",
                    message: "fixed 13pt, not a text style on macOS; use `NSFont.preferredFont(forTextStyle:)` with a style"),
            // A parameter every call passes a name of its own spelling holds what that name holds.
            Example("let scale: CGFloat = 1.5\nlet header = title(scale: scale)\nfunc title(scale: CGFloat) -> some View { Text(\"a\").font(↓.system(size: 20 * scale)) }",
                    message: "fixed 30pt (`20 * scale`); use `.title` (28pt)"),
            // A parameter is the parameter, not another function's local of that name.
            Example("func defaultSize() -> CGFloat {\n    var size: CGFloat = 11\n    if isCompact { size = 10 }\n    return size\n}\nfunc badgeFont(size: CGFloat) -> UIFont {\n    UIFont↓.systemFont(ofSize: size)\n}",
                    message: "`size` is a fixed size; use a text style or `UIFontMetrics.default.scaledFont(for:)`"),
            // A view's method that sets its own font at the size a call passes is reported where it makes the font, not at
            // each call: scaling it there is the change.
            Example("extension UILabel {\n    func setTheme(_ text: String, size: CGFloat = 16) {\n        self.text = text\n"
                    + "        self.font = ↓.systemFont(ofSize: size)\n    }\n}\ntitleLabel.setTheme(\"Title\", size: 28)\n"
                    + "captionLabel.setTheme(\"Note\", size: 12)",
                    message: "fixed 16pt (`size`); use `.preferredFont(forTextStyle: .callout)`"),
            Example("Text(\"Title\").font(↓.system(size: 17, weight: .semibold))"),
            Example("let font = Font↓.system(size: 20, weight: .bold, design: .serif)",
                    message: "fixed 20pt; use `.system(.title3, design: .serif)`"),
            Example("label.font = UIFont↓.systemFont(ofSize: 15)",
                    message: "fixed 15pt; use `.preferredFont(forTextStyle: .subheadline)`"),
            Example("label.font = ↓.boldSystemFont(ofSize: 13)"),
            Example("label.font = ↓UIFont(name: \"Avenir-Book\", size: 16)"),
            Example("Text(\"Note\").font(↓.custom(\"Inter-Regular\", fixedSize: 13))",
                    message: "fixed 13pt; use `relativeTo: .footnote`"),
            Example("let tiny: CGFloat = 12\nText(\"x\").font(↓.system(size: tiny))"),
            Example("enum Metrics { static let title: CGFloat = 20 }\nlet font = UIFont↓.systemFont(ofSize: Metrics.title)"),
            Example("Text(\"x\").font(↓.system(size: dynamicSize))",
                    message: "`dynamicSize` is a fixed size; use a text style or a `@ScaledMetric` size"),
            Example("func appFont(ofSize size: CGFloat) -> UIFont { ↓.systemFont(ofSize: size) }"),
            Example("extension UIFont { static func app(ofSize size: CGFloat) -> UIFont { ↓.systemFont(ofSize: size) } }\nlabel.font = ↓.app(ofSize: 13)"),
            Example("#if os(macOS)\nlet f = NSFont↓.systemFont(ofSize: 13)\n#endif"),
            Example("extension Font {\n    static let button = ↓custom(\"Brand-Medium\", fixedSize: 17)\n}"),
            Example("AnimatableText(value) { value in\n    formatted(value)\n}\n.font(↓.system(size: 20))"),
            Example("GeometryReader { proxy in\n    Text(name).font(↓.system(size: proxy.size.width < 380 ? 15 : 17))\n}",
                    message: "`proxy.size.width < 380 ? 15 : 17` is a fixed size; use a text style or a `@ScaledMetric` size"),
        ],
        nonTriggeringExamples: [
            Example("if font == .system(size: 17) { return \"default\" }"),
            Example("switch font {\ncase .system(size: 15): return \"small\"\ndefault: return \"custom\"\n}"),
            Example("let isDefault = label.font == UIFont.systemFont(ofSize: 17)"),
            Example("switch (font, weight) { case (.system(size: 17), _): return true; default: return false }"),
            Example("let position = fonts.firstIndex(of: .system(size: 17))"),
            Example("let isBody = UIFont.systemFont(ofSize: 17).isEqual(label.font)"),
            Example("let cached = cache[.system(size: 17)]"),
            Example("let same = [Font.system(size: 17)] == fonts"),
            Example("Text(\"Hello\").font(.body)"),
            Example("Text(\"Hello\").font(.system(.title, design: .serif))"),
            Example("Image(systemName: \"star\").font(.system(size: 40))"),
            Example("@ScaledMetric var size: CGFloat = 28\nvar body: some View { Text(\"x\").font(.system(size: size)) }"),
            Example("label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))"),
            Example("Text(\"x\").font(.custom(\"Inter-Regular\", size: 17, relativeTo: .body))"),
            Example("label.font = .preferredFont(forTextStyle: .body)"),
            Example("label.font = .systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 15))"),
            Example("label.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize * 1.2)"),
            Example("extension UIFont { static func app(ofSize size: CGFloat) -> UIFont { UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: size)) } }\nlabel.font = .app(ofSize: 13)"),
            Example("Text(icon.glyph).font(.custom(MaterialDesignIcons.familyName, size: 24))"),
            Example("label.font = UIFont(name: \"FontAwesome\", size: 18)"),
            Example("theme.chosenFont = UIFont(name: \"OpenDyslexic\", size: 1)"),
            Example("extension UIFont {\n    static func brand(ofSize size: CGFloat) -> UIFont {\n        let font = systemFont(ofSize: size)\n        return UIFontMetrics(forTextStyle: .body).scaledFont(for: font)\n    }\n}"),
            Example("extension Font {\n    static func custom(_ face: BrandFace, size: CGFloat) -> Font { .custom(face.rawValue, size: size, relativeTo: .body) }\n}"),
            Example("HStack {\n    Button { refresh() } label: { Image(systemName: \"arrow.clockwise\") }\n    CubeIconView()\n}\n.font(.system(size: 24))"),
            Example("GeometryReader { proxy in\n    Text(initials).font(.system(size: proxy.size.width * 0.4))\n}"),
            Example("func monogram(_ letters: String, side: CGFloat) -> UIImage {\n    let font = UIFont.systemFont(ofSize: side / 2)\n    return UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in\n        letters.draw(at: .zero, withAttributes: [.font: font])\n    }\n}"),
        ],
        corrections: [
            Example("Text(\"Hello\").font(↓.system(size: 17))"):
                "Text(\"Hello\").font(.body)",
            // A width has no place in a text style; an app's own `Font` has no `.body`: no fix.
            Example("Text(\"a\").font(↓.system(size: 17, weight: .regular, width: .condensed))"):
                "Text(\"a\").font(.system(size: 17, weight: .regular, width: .condensed))",
            Example("struct Card { var titleFont: DS.Font = ↓.system(size: 17) }"):
                "struct Card { var titleFont: DS.Font = .system(size: 17) }",
            Example("enum BrandFont { static func system(size: CGFloat) -> BrandFont { .init() } }\nText(\"a\").font(↓.system(size: 17))"):
                "enum BrandFont { static func system(size: CGFloat) -> BrandFont { .init() } }\nText(\"a\").font(.system(size: 17))",
            // Passed to the app's own function, which may also take a text style: the type is named.
            Example("Text(\"a\").appFont(↓.system(size: 17))"):
                "Text(\"a\").appFont(Font.body)",
            // A `system(size:)` that returns a number makes no font.
            Example("enum Spacing { static func system(size: Double) -> Double { size * 2 } }\nText(\"a\").font(↓.system(size: 17))"):
                "enum Spacing { static func system(size: Double) -> Double { size * 2 } }\nText(\"a\").font(.body)",
            Example("Text(\"Title\").font(↓.system(size: 17, weight: .semibold))"):
                "Text(\"Title\").font(.headline)",
            Example("label.font = UIFont↓.systemFont(ofSize: 15)"):
                "label.font = UIFont.preferredFont(forTextStyle: .subheadline)",
            Example("let tiny: CGFloat = 12\nText(\"x\").font(↓.system(size: tiny))"):
                "let tiny: CGFloat = 12\nText(\"x\").font(.system(size: tiny))",
        ])

    public init() {}

    private static let newerSwiftUIStyles: Set<TextStyle> = [.title2, .title3, .caption2]
    private static let newerSwiftUIStylesIntroduced: [Platforms: Int] = [.iOS: 14, .macOS: 11, .tvOS: 14, .watchOS: 7]

    public func check(_ context: RuleContext) -> [Violation] {
        let rawCustom = context.settings[Self.scalingCustomSizeIsRaw] ?? false
        // Looked for once, when a fix first asks: a file of thousands of fonts asks for each.
        lazy var hasOtherSystem = context.facts.moduleDeclaresOwnSystemFont || context.tree.declaresOwnSystemFont
        return context.facts.constructors.compactMap { constructor in
            // A size of 1pt or less carries a family to be sized later: no text is set that small. A view's method that sets
            // its own font at the size a call passes (`label.setTheme(title, size: 16)`) is reported where it makes the font,
            // once: scaling it there is the change, whatever each call passes.
            guard !constructor.isScaled, !constructor.isIconSizing, !constructor.isFittedSize, constructor.setter == nil,
                  constructor.size.map({ $0 > 1 }) ?? true,
                  !context.isScaledByCallers(constructor.call), !Self.isCompared(constructor.call, context.tree) else { return nil }
            switch constructor.kind {
            case .customRelativeSize: return nil
            case .customSize where !rawCustom: return nil
            default: break
            }
            let platforms = context.checkedPlatforms(constructor.platforms)
            // Dynamic Type is what a raw size loses; where there is none (macOS), the size is still outside the
            // design system's styles.
            guard let platform = platforms.first(where: context.profile.tables.supportsDynamicType) ?? platforms.first
            else { return nil }
            // Messages are short (the column shows the call; the profile's clause, said once per run, says why a
            // fixed size is wrong): what is fixed, and what to write instead.
            guard context.profile.tables.supportsDynamicType(platform) else {
                let fixed = constructor.size.map { "fixed \(points($0))" } ?? "\(context.code(constructor.sizeArgument)), a fixed size"
                if let token = context.bypassAdvice(at: constructor.call, size: constructor.size, weight: constructor.spec.weight,
                                                    swiftUI: constructor.makesSwiftUIFont, platform: platform) {
                    return Violation(tokens: constructor.call, message: "\(fixed) outside the design system; \(token)", platform: platform)
                }
                // In the constructor's own terms: a SwiftUI font takes a SwiftUI style, an AppKit font an AppKit one.
                let style = switch constructor.kind {
                case .systemSize: styleOfTheSameSize(constructor, on: platform, context)
                case .customSize, .customFixedSize: "a text style through `relativeTo:`"
                default: "`NSFont.preferredFont(forTextStyle:)` with a style"
                }
                return Violation(tokens: constructor.call, message: "\(fixed), not a text style on \(platform); use \(style)",
                                 platform: platform)
            }
            guard let size = constructor.size else {
                let size = context.code(constructor.sizeArgument)
                // Where the code uses a design system, the tokens are what to write instead.
                if let token = context.bypassAdvice(at: constructor.call, size: nil, weight: nil, swiftUI: constructor.makesSwiftUIFont,
                                                    platform: platform) {
                    return Violation(tokens: constructor.call, message: "\(size) is a fixed size outside the design system; \(token)",
                                     platform: platform)
                }
                let problem = switch constructor.kind {
                case .customSize: "\(size), a fixed size, scales only as body does"
                default: "\(size) is a fixed size"
                }
                return Violation(tokens: constructor.call, message: "\(problem); use a text style\(advice(constructor, context))",
                                 platform: platform)
            }
            var found = violation(constructor, size: size, platform: platform, context, declaresAnotherSystem: { hasOtherSystem })
            // A fix holds on every platform the file is built for, or is not made: `.body` is 17pt on iOS, 13pt on macOS.
            if let fix = found.fix, context.fixedPlatforms(constructor.platforms).contains(where: { other in
                other != platform && (!context.profile.tables.supportsDynamicType(other)
                    || violation(constructor, size: size, platform: other, context, declaresAnotherSystem: { hasOtherSystem }).fix != fix)
            }) {
                found.fix = nil
            }
            return found
        }
    }

    /// Whether the font made at `call` is compared with another or looked up, not drawn: an operand of `==`, `!=` or `~=`
    /// (also inside a tuple or an array: `[Font.system(size: 17)] == fonts`), a `case` pattern (`case (.system(size: 15),
    /// _):`), what `isEqual`, `firstIndex(of:)`, `contains` or `elementsEqual` is given, a dictionary's key
    /// (`cache[.system(size: 17)]`). A text style there would match other fonts.
    private static func isCompared(_ call: Range<Int>, _ tree: SyntaxTree) -> Bool {
        var first = call.lowerBound
        // Back over the receiver: `UIFont.systemFont(…)`, `SwiftUI.Font.system(…)`.
        while first >= 2, tree.isPunct(first, "."), tree.code[first - 1].kind == .word {
            first -= 1
            if tree.isPunct(first - 1, ".") { first -= 1 } else { break }
        }
        func isComparison(_ k: Int) -> Bool { ["==", "!=", "===", "!==", "~="].contains { tree.isToken(k, .operator, $0) } }
        func opensPattern(_ before: Int) -> Bool {
            isComparison(before) || tree.isWord(before, "case")
                || (tree.isPunct(before, "(") || tree.isPunct(before, ":")) && tree.isWord(before - 1, "isEqual")
        }
        if isComparison(call.upperBound) || opensPattern(call.lowerBound - 1) { return true }
        // The font compared as the receiver (`UIFont.systemFont(ofSize: 17).isEqual(…)`, `[[UIFont …] isEqual:…]`), or a
        // dictionary's key (`@{ [UIFont systemFontOfSize:17]: @"body" }`).
        let after = tree.isPunct(call.upperBound, ".") ? call.upperBound + 1 : call.upperBound
        if tree.isWord(after, "isEqual") || tree.isWord(after, "isEqualTo") { return true }
        if tree.isPunct(call.upperBound, ":"), tree.isPunct(Int(tree.enclosing[call.lowerBound]), "{"),
           tree.isPunct(Int(tree.enclosing[call.lowerBound]) - 1, "@") { return true }
        var (start, end) = (first, call.upperBound - 1)
        while true {
            if opensPattern(start - 1) || isComparison(end + 1) { return true }
            let open = Int(tree.enclosing[start])
            guard open > 0 else { return false }
            let before = open - 1
            if tree.isPunct(open, "(") {
                if tree.code[before].kind == .word, Self.lookups.contains(tree.text(before)) { return true }
                // Out of a group or a tuple, not out of another call's arguments.
                guard tree.code[before].kind != .word || tree.isWord(before, "case") || tree.isWord(before, "return") else { return false }
            } else if tree.isPunct(open, "[") {
                // A subscript's key: a dictionary looked up.
                if tree.code[before].kind == .word || tree.isPunct(before, ")") || tree.isPunct(before, "]") { return true }
            } else {
                return false
            }
            (start, end) = (open, Int(tree.partner[open]))
        }
    }

    private static let lookups: Set<String> = ["firstIndex", "lastIndex", "contains", "elementsEqual", "some", "index", "isEqual"]

    /// Where sizes do not scale: the style of the constructor's size and weight, else the nearest, with its size.
    private func styleOfTheSameSize(_ c: FontConstructor, on platform: String, _ context: RuleContext) -> String {
        guard let size = c.size else { return "a text style (`.body`, …)" }
        if let exact = context.uniqueStyle(size: size, weight: c.spec.weight ?? .regular, on: platform) {
            return "`\(context.styleName(exact))`"
        }
        guard let nearest = context.nearestStyle(size: size, weight: c.spec.weight ?? .regular, on: platform) else {
            return "a text style (`.body`, …)"
        }
        return "`\(context.styleName(nearest.style))`" + (nearest.metrics.size == size ? "" : " (\(points(nearest.metrics.size)))")
    }

    /// A UIKit system font that is not the plain regular one (a weight in the band, italic, monospaced digits), scaled with
    /// the style and made at the style's size: its weight and traits are kept, which a preferred font would drop
    /// (`UIFontMetrics(forTextStyle: .caption2).scaledFont(for: .systemFont(ofSize: 11, weight: .medium))`). Nil for the
    /// plain font, for Objective-C, and for a weight outside the band (forbidden-font-weight names the one to use).
    private func scaledKeepingTraits(_ c: FontConstructor, style: TextStyle, size: Double, _ context: RuleContext) -> String? {
        let tree = context.tree
        let weight = c.spec.weight ?? .regular
        let isPlain = weight == .regular && c.call.contains { tree.isWord($0, "systemFont") }
        guard c.kind == .platformSystem, context.facts.language == .swift, !isPlain, context.profile.weights.allowed.contains(weight),
              !c.call.contains(where: { tree.isWord($0, "boldSystemFont") }),
              let first = c.call.first, let last = c.call.last, let sizeStart = c.sizeArgument.first, let sizeEnd = c.sizeArgument.last
        else { return nil }
        let before = String(decoding: tree.bytes[tree.code[first].start..<tree.code[sizeStart].start], as: UTF8.self)
        let after = String(decoding: tree.bytes[tree.code[sizeEnd].end..<tree.code[last].end], as: UTF8.self)
        let made = before + points(size).dropLast(2) + after
        return "UIFontMetrics(forTextStyle: .\(style.uiKitName)).scaledFont(for: \(made))"
    }

    /// How to scale a font whose size is unknown, in the constructor's own terms.
    /// The advice for a size above every text style, in the constructor's own API: SwiftUI scales the number with
    /// `@ScaledMetric`, UIKit and Objective-C scale the font with `UIFontMetrics`; nil for the other constructors.
    private func aboveEveryStyle(_ c: FontConstructor, _ size: Double, _ style: TextStyle, _ context: RuleContext) -> String? {
        let kept = "it keeps \(points(size)) and grows as `\(context.styleName(style))` grows"
        switch c.kind {
        case _ where context.facts.language == .objectiveC: return "`\(context.scaledFont(style))` (\(kept))"
        case .systemSize: return "a `@ScaledMetric(relativeTo: \(context.styleName(style)))` size (\(kept))"
        case .platformSystem, .platformNamed, .withSize: return "`\(context.scaledFont(style))` (\(kept))"
        default: return nil
        }
    }

    private func advice(_ c: FontConstructor, _ context: RuleContext) -> String {
        switch c.kind {
        case .systemSize: " or a `@ScaledMetric` size"
        case .customSize, .customFixedSize: " through `relativeTo:`"
        default: " or `\(context.scaledFont(.body))`"
        }
    }

    private func violation(_ c: FontConstructor, size: Double, platform: String, _ context: RuleContext,
                           declaresAnotherSystem: () -> Bool) -> Violation {
        let constant = c.sizeConstant.map { " (`\($0)`)" } ?? ""
        let keepsFamily = if case .custom = c.spec.family { true } else { false }
        let weight = c.spec.weight ?? .regular
        // Outside a design system's sources: the token of that size, in the calling code's API; no fix, since a token may
        // change the family and weight too.
        if let token = context.bypassAdvice(at: c.call, size: size, weight: c.spec.weight, swiftUI: c.makesSwiftUIFont, platform: platform) {
            let constant = c.sizeConstant.map { " (`\($0)`)" } ?? ""
            return Violation(tokens: c.call, message: "fixed \(points(size))\(constant) outside the design system; \(token)",
                             platform: platform)
        }
        let problem = switch c.kind {
        case _ where c.macro != nil: "fixed \(points(size))\(constant) from `\(c.macro!)`"
        case .customSize: "fixed \(points(size))\(constant) scales only as body does"
        case .helperCall: "fixed \(points(size))\(constant) from a font helper"
        default: "fixed \(points(size))\(constant)"
        }
        // A system design other than the default (`design: .serif`) is kept: the style alone would change the family.
        let design = c.spec.family.flatMap { if case .system(let d) = $0, d != "default" { d } else { nil } }
        guard let style = context.uniqueStyle(size: size, weight: weight, on: platform) else {
            let nearest = context.nearestStyle(size: size, weight: weight, on: platform).map { nearest in
                // A display size well above the largest style (a 48pt emoji, a 72pt score) keeps its size and grows with
                // that style: the style itself would shrink the design by a third or more.
                if nearest.metrics.size * 1.2 <= size, platform != "macOS", let above = aboveEveryStyle(c, size, nearest.style, context) {
                    return above
                }
                let kept = context.weightKept(weight, orStyles: nearest.metrics.weight)
                let weighted = nearest.metrics.weight == kept ? "" : ".weight(.\(kept.rawValue))"
                // Named as the constructor's own API names styles: SwiftUI's `.subheadline`, UIKit's preferred font; a custom
                // typeface keeps its family and scales with the style.
                let name = switch c.kind {
                // Objective-C's own API: the plain system font becomes the style's preferred font; a weight, a
                // typeface or a descriptor is kept by scaling the font with the style.
                case _ where context.facts.language == .objectiveC:
                    c.kind == .platformSystem && c.spec.family == .sans && weight == .regular && c.macro == nil
                        ? context.preferredFont(nearest.style) : context.scaledFont(nearest.style)
                case .platformSystem where scaledKeepingTraits(c, style: nearest.style, size: nearest.metrics.size, context) != nil:
                    scaledKeepingTraits(c, style: nearest.style, size: nearest.metrics.size, context)!
                case .helperCall where keepsFamily: c.makesSwiftUIFont ? "relativeTo: \(context.styleName(nearest.style))" : context.scaledFont(nearest.style)
                case .platformNamed where keepsFamily, .withSize where keepsFamily: context.scaledFont(nearest.style)
                case .helperCall where !c.makesSwiftUIFont: context.preferredFont(nearest.style)
                case .systemSize: design.map { ".system(\(context.styleName(nearest.style)), design: .\($0))" }
                    .map { $0 + weighted } ?? context.styleFont(nearest.style) + weighted
                case .helperCall: context.fontSuggestion(context.styleName(nearest.style) + weighted, onView: c.isViewModifier)
                case .customSize, .customFixedSize: "relativeTo: \(context.styleName(nearest.style))"
                default: context.preferredFont(nearest.style)
                }
                // The nearest style's size, when it is not the same size in another weight.
                return "`\(name)`" + (nearest.metrics.size == size ? "" : " (\(points(nearest.metrics.size)))")
            }
            return Violation(tokens: c.call, message: "\(problem); use \(nearest ?? "a text style")", platform: platform)
        }
        let suggestion: String
        var fix: String?
        // Fixed in place only when the number is written there: a constant or a parameter is shared with other
        // uses, and the right change is to the token or to the callers.
        // So must the weight and design be (`weight: .semibold`): a fix that drops a shared one (`weight: Brand.weight`,
        // `BRAND_WEIGHT`) would cut the font off from it.
        // A font read from (`.lineHeight`, `.pointSize`, `[… fontWithSize:20]`) is a measure or another font's base: its
        // preferred font would follow the user's text size where a fixed number was meant.
        let isReadFrom = context.tree.isPunct(c.call.upperBound, ".") && context.tree.code.indices.contains(c.call.upperBound + 1)
            && context.tree.code[c.call.upperBound + 1].kind == .word
            || context.facts.language != .swift && context.tree.isPunct(c.call.lowerBound - 1, "[")
        let isLiteral = !isReadFrom && context.tree.numberValue(c.sizeArgument) != nil && traitsWrittenInPlace(c, context.tree)
        switch c.kind {
        case .systemSize:
            suggestion = design.map { ".system(\(context.styleName(style)), design: .\($0))" } ?? context.styleFont(style)
            // An implicit `.system(size:)` may be another type's: a case of the file's own enum (`case system(size:
            // CGFloat)`), the app's own `Font` (`var title: DS.Font = .system(size: 17)`), whose `.body` would be theirs.
            let isImplicit = context.tree.isPunct(c.call.lowerBound, ".")
            // SwiftUI's `.title2`, `.title3` and `.caption2` came a year after `Font`: not written for a project that
            // deploys to the systems before them.
            let predatesStyle = Self.newerSwiftUIStyles.contains(style) && context.deploymentTargets.predates(Self.newerSwiftUIStylesIntroduced)
            if isLiteral, !predatesStyle, !(isImplicit && (declaresAnotherSystem() || isTypedOtherThanFont(c.call.lowerBound, context.tree))) {
                // Passed to the app's own function (`.appFont(.system(size: 17))`), which may be overloaded for a text style
                // too: `Font.body` names the type, where `.body` would be ambiguous.
                fix = isImplicit && isArgumentOfOwnCall(c.call.lowerBound, context.tree) ? "Font" + suggestion : suggestion
            }
        case .platformSystem where scaledKeepingTraits(c, style: style, size: size, context) != nil:
            suggestion = scaledKeepingTraits(c, style: style, size: size, context)!
        case .platformSystem where c.spec.family == .sans:
            suggestion = context.preferredFont(style)
            // Only the plain system font: a preferred font has no monospaced digits, no italic.
            let isPlain = c.call.contains { context.tree.isWord($0, "systemFont") || context.tree.isWord($0, "systemFontOfSize") }
            if weight == .regular, isLiteral, isPlain { fix = suggestion }
        case .customSize, .customFixedSize:
            suggestion = "relativeTo: \(context.styleName(style))"
        case .helperCall where c.makesSwiftUIFont:
            suggestion = keepsFamily ? "relativeTo: \(context.styleName(style))"
                : context.fontSuggestion(context.styleName(style), onView: c.isViewModifier)
        default:
            suggestion = context.scaledFont(style)
        }
        return Violation(tokens: c.call, message: "\(problem); use `\(suggestion)`", fix: fix, platform: platform)
    }
}


/// Whether the implicit member at `start` is the value of a declaration whose written type is not SwiftUI's `Font`
/// (`var title: DS.Font = .system(size: 17)`).
private func isTypedOtherThanFont(_ start: Int, _ tree: SyntaxTree) -> Bool {
    // Read back from the `=` to the name's `:`, over the type's words, dots and `?`: asked of every implicit
    // `.system(size:)` of a file, which may hold tens of thousands.
    guard start >= 3, tree.isToken(start - 1, .operator, "=") else { return false }
    var k = start - 2
    while k > 0, tree.code[k].kind == .word || tree.isPunct(k, ".") || tree.isToken(k, .operator, "?") { k -= 1 }
    guard tree.isPunct(k, ":"), k + 1 < start - 1 else { return false }
    return !["Font", "SwiftUI.Font", "SwiftUICore.Font"].contains(tree.text(k + 1..<start - 1).replacingOccurrences(of: "?", with: ""))
}

/// Whether the implicit member at `start` is an argument of a call other than SwiftUI's `font(_:)` (`.appFont(…)`,
/// `StyledLabel(font: …)`).
private func isArgumentOfOwnCall(_ start: Int, _ tree: SyntaxTree) -> Bool {
    let open = Int(tree.enclosing[start])
    return open > 0 && tree.isPunct(open, "(") && tree.code[open - 1].kind == .word && !tree.isWord(open - 1, "font")
}

/// Whether the weight and design a constructor is given are written at the call: `.semibold`, `Font.Weight.semibold`,
/// `UIFontWeightSemibold`; not a constant, a parameter or a macro.
private func traitsWrittenInPlace(_ c: FontConstructor, _ tree: SyntaxTree) -> Bool {
    let depth = c.call.first { tree.isPunct($0, "(") || tree.isPunct($0, "[") }.map { Int(tree.enclosing[$0]) } ?? -1
    // Another trait (`width: .condensed`, `UIFontWidthCondensed`) has no place in the text style that replaces the call.
    let otherTrait = c.call.contains { k in
        tree.code[k].kind == .word && tree.isPunct(k + 1, ":")
            && (tree.isPunct(Int(tree.enclosing[k]), "(") || tree.isPunct(Int(tree.enclosing[k]), "["))
            && Int(tree.enclosing[Int(tree.enclosing[k])]) == depth
            && !["size", "ofSize", "weight", "design", "systemFontOfSize"].contains(tree.text(k))
    }
    return !otherTrait && !c.call.contains { k in
        guard tree.isWord(k, "weight") || tree.isWord(k, "design"), tree.isPunct(k + 1, ":"),
              tree.isPunct(Int(tree.enclosing[k]), "(") || tree.isPunct(Int(tree.enclosing[k]), "["),
              Int(tree.enclosing[Int(tree.enclosing[k])]) == depth else { return false }
        let value = tree.element(from: k + 2)
        guard let last = value.last, tree.code[last].kind == .word else { return true }
        let written = tree.text(value)
        let isMember = tree.isPunct(value.lowerBound, ".") && value.count == 2
        let isSystemPath = ["Font.", "UIFont.", "NSFont."].contains { written.hasPrefix($0) }
        return !(isMember || isSystemPath || written.hasPrefix("UIFontWeight") || written.hasPrefix("NSFontWeight"))
    }
}

func points(_ size: Double) -> String {
    // Whole sizes print without a fraction; a size too large for an Int (`1e19`, `1e308`, whose tenths overflow) prints
    // as the Double it is.
    guard size.magnitude < 1e15 else { return "\(size)pt" }
    let tenths = (size * 10).rounded() / 10
    guard let whole = Int(exactly: tenths) else { return "\(tenths)pt" }
    return "\(whole)pt"
}
