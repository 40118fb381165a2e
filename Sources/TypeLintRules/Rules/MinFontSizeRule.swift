import TypeLintFonts
import TypeLintSyntax

/// `min-font-size`: text smaller than the platform's minimum.
public struct MinFontSizeRule: Rule {
    static let shrinkingCounts = OptionKey.bool("shrinkingCounts", "whether a `.minimumScaleFactor` that lets text shrink to fit below the minimum is reported")

    public static let description = RuleDescription(
        id: "min-font-size",
        name: "Minimum Font Size",
        summary: "Text below the platform's minimum size (iOS 11pt, macOS 10, tvOS 23, watchOS and visionOS 12), also through constants and tokens; use the smallest allowed style.",
        rationale: """
            Each platform has a minimum legible size (HIG: iOS and iPadOS 11pt, macOS 10pt, tvOS 23pt, visionOS \
            and watchOS 12pt). Root: "Minimum size is 11pt. That is caption-2. If you need smaller type, the \
            problem is density, not type." Sizes come from literals, constants and tokens. A `.minimumScaleFactor` that \
            lets text shrink to fit below the minimum is reported with `shrinkingCounts`: off in both profiles, since \
            readers take the rule as the size the code sets, and shrinking to fit as the system's way to fit it.
            """,
        triggers: ["font", "Font", "minimumScaleFactor"],
        options: [
            shrinkingCounts.option,
        ],
        triggeringExamples: [
            Example("Text(\"Fine print\").font(.system(size: ↓9))",
                    message: "9pt, below the 11pt minimum on iOS; use `.caption2` (11pt)"),
            Example("let tiny: CGFloat = 9\nText(\"x\").font(.system(size: ↓tiny))",
                    message: "`tiny` is 9pt, below the 11pt minimum on iOS; use `.caption2` (11pt)"),
            Example("label.font = .systemFont(ofSize: ↓10)"),
            Example("#if os(iOS)\nText(\"x\").font(.system(size: ↓10.5))\n#endif"),
            Example("enum Metrics { static let fine: CGFloat = 9 }\nText(\"x\").font(.system(size: ↓Metrics.fine))"),
            Example("extension Font { static let legal = Font.system(size: ↓9) }\nText(\"x\").font(↓.legal)"),
            Example("extension UIFont { static func app(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size) } }\nlabel.font = .app(ofSize: ↓10)"),
            Example("#if os(watchOS)\nText(\"x\").font(.system(size: ↓11))\n#endif",
                    message: "11pt, below the 12pt minimum on watchOS; use `.footnote` (13pt)"),
            Example("Text(\"x\").font(.system(size: ↓11.5))", configuration: #"{"platforms": ["watchOS"]}"#),
            Example("Text(\"Count\").font(.system(size: ↓isCompact ? 13 : 9))",
                    message: "`isCompact ? 13 : 9` can be 9pt, below the 11pt minimum on iOS; use `.caption2` (11pt)"),
            // The app's own typeface, and a UIKit weight, are kept: the size is what changes.
            Example("extension Font { static let micro = Font.custom(\"Manrope-SemiBold\", size: ↓10, relativeTo: .caption2) }",
                    message: "10pt, below the 11pt minimum on iOS; make it 11pt or more"),
            Example("badge.font = .systemFont(ofSize: ↓10, weight: .semibold)",
                    message: "10pt, below the 11pt minimum on iOS; make it 11pt or more"),
            // A view's method that sets its own font at the size passed: the call's size is what changes.
            Example("extension UILabel {\n    func setTheme(_ text: String, size: CGFloat = 16) {\n        self.text = text\n"
                    + "        self.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: size))\n    }\n}\n"
                    + "badgeLabel.setTheme(\"New\", size: ↓10)",
                    message: "10pt, below the 11pt minimum on iOS; make it 11pt or more"),
            Example("Text(\"New\").font(.system(size: ↓10, weight: .semibold))",
                    message: "10pt, below the 11pt minimum on iOS; use `.caption2.weight(.semibold)` (11pt)"),
            // A weight outside the band is not carried into the suggestion.
            Example("Text(\"New\").font(.system(size: ↓9, weight: .bold))",
                    message: "9pt, below the 11pt minimum on iOS; use `.caption2` (11pt)"),
            // The app's view function, handing its size to a `ViewModifier` that scales it: a font modifier instead.
            Example("struct Grown: ViewModifier {\n    @ScaledMetric var grown: CGFloat\n"
                    + "    init(points: CGFloat) { _grown = ScaledMetric(wrappedValue: points, relativeTo: .body) }\n"
                    + "    func body(content: Content) -> some View { content.font(.system(size: grown)) }\n}\n"
                    + "extension View { func grownFont(_ points: CGFloat) -> some View { modifier(Grown(points: points)) } }\n"
                    + "let tag = Text(\"New\")↓.grownFont(9)",
                    message: "`.grownFont(9)` is 9pt, below the 11pt minimum on iOS; use `.font(.caption2)` (11pt)"),
        ],
        nonTriggeringExamples: [
            // Shrinking to fit is reported only with `shrinkingCounts` (ProfileTests shows it on).
            Example("Text(\"Badge\").font(.caption).minimumScaleFactor(0.5)"),
            Example("Text(\"x\").font(.system(size: 11.5))"),
            Example("Text(\"Caption\").font(.caption2)"),
            Example("Text(\"x\").font(.system(size: 11))"),
            Example("Text(\"x\").minimumScaleFactor(0.8)"),
            Example("Image(systemName: \"dot\").font(.system(size: 6))"),
            Example("Text(icon.glyph).font(.custom(Icons.familyName, size: 9))"),
            Example("theme.font = UIFont(name: \"OpenDyslexic\", size: 1)"),
            Example("#if os(macOS)\nText(\"x\").font(.system(size: 10))\n#endif"),
            Example("// .font(.system(size: 9))"),
            Example("Text(\"x\").font(.system(size: isCompact ? 13 : 11))"),
            Example("Text(\"x\").font(.system(size: UIDevice.isTV ? 30 : 18))", configuration: #"{"platforms": ["tvOS"]}"#),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for constructor in context.facts.constructors {
            // A choice written in place (`compact ? 13 : 10`) is checked at its smallest.
            let choice = constructor.textSize == nil ? constructor.sizeChoices.filter { $0 > 1 }.min() : nil
            guard !constructor.isIconSizing, let size = constructor.textSize ?? choice,
                  let (platform, minimum) = firstPlatformBelow(size, constructor.platforms, context) else { continue }
            let constant = choice != nil ? "\(context.code(context.tree.unparenthesized(constructor.sizeArgument))) can be \(points(size))"
                : constructor.sizeConstant.map { "`\($0)` is \(points(size))" } ?? points(size)
            // Outside a design system's sources, its smallest token at the minimum or above.
            let advice = context.bypassAdvice(at: constructor.call, size: minimum, weight: nil, swiftUI: constructor.makesSwiftUIFont, platform: platform)
                ?? (constructor.setter != nil ? "make it \(points(minimum)) or more"
                    : advice(platform, constructor.makesSwiftUIFont, keeping: constructor.spec, minimum: minimum, onView: constructor.isViewModifier, context))
            violations.append(Violation(
                tokens: constructor.sizeArgument,
                message: "\(constant), below the \(points(minimum)) minimum on \(platform); \(advice)", platform: platform))
        }
        // A design system's table of styles: each entry is a definition, checked at its size.
        for entry in context.definedStyles {
            guard let size = entry.token.size,
                  let (platform, minimum) = firstPlatformBelow(size, context.tree.platforms(at: entry.size.lowerBound), context) else { continue }
            violations.append(Violation(
                tokens: entry.size,
                message: "`\(entry.token.name)` is \(points(size)), below the \(points(minimum)) minimum on \(platform); make it \(points(minimum)) or more",
                platform: platform))
        }
        for use in context.facts.namedFontUses {
            // A design system's token is checked where its sources declare it, not at each use.
            guard let size = use.spec.size, size > 1, let (platform, minimum) = firstPlatformBelow(size, use.platforms, context),
                  !context.usesSystemToken(use.range) else { continue }
            violations.append(Violation(
                tokens: use.range,
                message: "\(context.code(use.range)) is \(points(size)), below the \(points(minimum)) minimum on \(platform); "
                    + advice(platform, use.isSwiftUIFont, keeping: use.spec, minimum: minimum, onView: use.isViewModifier, context),
                platform: platform))
        }
        for element in context.facts.elements where context.settings[Self.shrinkingCounts] == true {
            guard let (factor, range) = element.minimumScaleFactor, let font = element.font else { continue }
            for platform in context.checkedPlatforms(element.platforms) {
                // A size of 1pt or less is no text's (a family carried to be sized later, or nonsense).
                guard let size = font.size ?? font.style.flatMap({ context.profile.tables.metrics(of: $0, on: platform)?.size }),
                      size > 1, let minimum = context.profile.minimumSize(on: platform), size * factor < minimum else { continue }
                let needed = (minimum / size * 100).rounded(.up) / 100
                // Text at the minimum or under it cannot shrink at all: no factor below 1 keeps it there.
                let advice = needed < 1 ? "use a factor of at least \(needed)" : "text at the minimum or under it cannot shrink: remove it"
                violations.append(Violation(
                    tokens: range,
                    message: "\(context.code(range)) lets \(points(size)) text shrink to \(points(size * factor)), below the \(points(minimum)) minimum on \(platform); \(advice)",
                    platform: platform))
                break
            }
        }
        return violations
    }

    private func firstPlatformBelow(_ size: Double, _ platforms: Platforms, _ context: RuleContext) -> (String, Double)? {
        for platform in context.checkedPlatforms(platforms) {
            if let minimum = context.profile.minimumSize(on: platform), size < minimum { return (platform, minimum) }
        }
        return nil
    }

    /// The smallest style, named in the API of the font it replaces: SwiftUI's `.caption2` (`.font(.caption2)` for a view
    /// function called on a view), UIKit's preferred font. A font in a typeface of the app's own, or (in UIKit, whose
    /// preferred font takes no weight) in a weight of its own, keeps them: its size is what changes. A weight outside the
    /// profile's band is not kept (`forbidden-font-weight` names the one to use).
    private func advice(_ platform: String, _ swiftUI: Bool, keeping font: FontSpec, minimum: Double, onView: Bool,
                        _ context: RuleContext) -> String {
        let isCustom = if case .custom = font.family { true } else { false }
        let weight = font.weight ?? .regular
        guard !isCustom, swiftUI || weight == .regular, let smallest = context.smallestAllowedStyle(on: platform) else {
            return "make it \(points(minimum)) or more"
        }
        let kept = context.weightKept(weight, orStyles: smallest.metrics.weight)
        let weighted = swiftUI && kept != .regular && kept != smallest.metrics.weight ? ".weight(.\(kept.rawValue))" : ""
        let name = swiftUI ? context.styleFont(smallest.style) + weighted : context.preferredFont(smallest.style)
        return "use `\(context.fontSuggestion(name, onView: onView))` (\(points(smallest.metrics.size)))"
    }
}
