import SwiftUI
import UIKit

// A garden-planner's sizes, each set through the app's own helpers instead of `.font(.system(size:))`: a font
// helper that scales its size through `UIFontMetrics` in a local, a view function that hands its size to a
// `ViewModifier` keeping it in a `@ScaledMetric`, and one that hands it to a modifier that keeps it as it is.
// Scaled or not, a size under the minimum is too small where it is passed. The faint colour has a name of the app's.

extension Color {
    static let plotSubtle = Color(uiColor: .tertiaryLabel)
}

extension Font {
    static func plotScaled(_ points: CGFloat, weight: Font.Weight = .regular) -> Font {
        let grown = UIFontMetrics(forTextStyle: .body).scaledValue(for: points)
        return .system(size: grown, weight: weight)
    }
}

private struct PlotScaledFont: ViewModifier {
    @ScaledMetric private var grown: CGFloat
    private let weight: Font.Weight

    init(points: CGFloat, relativeTo style: Font.TextStyle, weight: Font.Weight) {
        _grown = ScaledMetric(wrappedValue: points, relativeTo: style)
        self.weight = weight
    }

    func body(content: Content) -> some View {
        content.font(.system(size: grown, weight: weight))
    }
}

private struct PlotFixedFont: ViewModifier {
    let points: CGFloat

    func body(content: Content) -> some View {
        content.font(.system(size: points)) // expect: raw-font-size
    }
}

extension View {
    func plotFont(_ points: CGFloat, relativeTo style: Font.TextStyle = .body, weight: Font.Weight = .regular) -> some View {
        modifier(PlotScaledFont(points: points, relativeTo: style, weight: weight))
    }

    // Hands its parameter on: the size is chosen where this is called.
    func plotLabel(_ points: CGFloat) -> some View {
        modifier(PlotFixedFont(points: points))
    }
}

struct SeedPacketRow: View {
    let variety: String
    let sown: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(variety).font(.plotScaled(17, weight: .semibold))
            Text(sown).font(.plotScaled(10)) // expect: min-font-size
            Text("Sun").plotFont(15, relativeTo: .subheadline)
            Text("Frost-hardy").plotFont(9, relativeTo: .caption2) // expect: min-font-size, max-text-styles
            Text("Organic").plotLabel(10) // expect: raw-font-size, min-font-size
            Text("Harvest in 60 days").font(.caption2).foregroundStyle(Color.plotSubtle) // expect: caption2-tertiary
        }
    }
}
