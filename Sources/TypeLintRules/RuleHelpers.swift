import TypeLintFonts
import TypeLintSyntax

/// The text styles in the order of the HIG tables, largest first: ties resolve in this order.
let styleOrder = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
                  "caption", "caption2"]

extension RuleContext {
    /// The styles of a platform's table at its default size category, largest first.
    func styles(on platform: String) -> [(name: String, metrics: TypeTables.StyleMetrics)] {
        let table = profile.tables.styles(on: platform)
        return table.sorted { (styleOrder.firstIndex(of: $0.key) ?? 99, $0.key) < (styleOrder.firstIndex(of: $1.key) ?? 99, $1.key) }
            .map { ($0.key, $0.value) }
    }

    /// The style with exactly this size (and this weight, when given), if exactly one has it.
    func uniqueStyle(size: Double, weight: Weight?, on platform: String) -> String? {
        let matches = styles(on: platform).filter { $0.metrics.size == size && (weight == nil || $0.metrics.weight == weight) }
        return matches.count == 1 ? matches[0].name : nil
    }

    /// The style whose size is nearest, for a suggestion when none matches exactly.
    func nearestStyle(size: Double, on platform: String) -> (name: String, metrics: TypeTables.StyleMetrics)? {
        styles(on: platform).min { abs($0.metrics.size - size) < abs($1.metrics.size - size) }
    }

    /// The smallest style at or above the platform minimum (`.caption2` on iOS).
    func smallestAllowedStyle(on platform: String) -> (name: String, metrics: TypeTables.StyleMetrics)? {
        guard let minimum = profile.minimumSize(on: platform) else { return nil }
        return styles(on: platform).filter { $0.metrics.size >= minimum }.last
    }

    /// The style a font is, or the one its size uniquely identifies (`size: 34` is large title on iOS).
    func style(of font: FontSpec, on platform: String) -> String? {
        if let style = font.style { return style }
        guard let size = font.size else { return nil }
        return uniqueStyle(size: size, weight: nil, on: platform)
    }

    /// The weight a use results in: the explicit weight, or the style's emphasized weight for `.bold()`.
    func weight(of use: WeightUse, on platform: String) -> Weight? {
        switch use.source.kind {
        case .explicit(let weight):
            return weight
        case .emphasis:
            guard let style = style(of: use.context, on: platform) else { return nil }
            return profile.tables.styles(on: platform)[style]?.emphasizedWeight
        }
    }

    /// Whether `bold-body` reports this use (so `forbidden-font-weight` leaves it alone).
    func isBoldBody(_ use: WeightUse) -> Bool {
        let settings = profile.settings(BoldBodyRule.description.id)
        guard settings.severity != "off", !use.isControlLabel, let style = use.context.style,
              settings.strings("styles").contains(style) else { return false }
        switch use.source.kind {
        case .emphasis: return true
        case .explicit(let weight): return weight == .bold
        }
    }
}

/// `.body`: how a style is written in SwiftUI.
func swiftUIName(_ style: String) -> String { "." + style }
