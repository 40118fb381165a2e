import SwiftUI
import UIKit

// The module's design tokens, constants and font helpers, used by CheckoutScreen.swift.
enum Theme {
    enum Size {
        static let price: CGFloat = 20
        static let fine: CGFloat = 9
    }
    enum Fonts {
        static let reading = Font.body // ok: a system style
        static let label = Font.footnote // ok: a system style
    }
    static var rowHeight: CGFloat { 44 }
}

enum Metrics: CGFloat {
    case small = 10
    case large = 24
}

extension Font {
    static func dynamic(size: CGFloat, weight: Font.Weight = .regular) -> Font {
        .system(size: size, weight: weight) // expect: raw-font-size
    }
    static func scaledBody(size: CGFloat) -> Font {
        .custom("Inter-Regular", size: size, relativeTo: .body) // expect: forbidden-font-family
    }
    static let finePrint = Font.system(size: 9) // expect: raw-font-size, min-font-size
    /// A face per weight, each `Font.custom(_:size:)`: the size grows as body does, whichever branch is taken.
    static func brandFont(size: CGFloat, weight: Font.Weight) -> Font {
        switch weight {
        case .semibold: return Font.custom("Inter-SemiBold", size: size) // expect: forbidden-font-family, raw-font-size
        default: return Font.custom("Inter-Regular", size: size) // expect: forbidden-font-family, raw-font-size
        }
    }
    static let brandAmount: Font = .brandFont(size: 20, weight: .semibold) // expect: raw-font-size, forbidden-font-family
}

extension View {
    func font(size: CGFloat, style: Font.TextStyle, weight: Font.Weight) -> some View {
        font(.system(size: UIFontMetrics(forTextStyle: UIFont.TextStyle.body).scaledValue(for: size), weight: weight)) // ok: scaled, weight from the caller
    }
}

extension UIFont {
    /// Passes its size through: a raw-size factory, reported here and at each call.
    static func appFont(ofSize size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
        .systemFont(ofSize: size, weight: weight) // expect: raw-font-size
    }
    static func preferredFont(for style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
        let metrics = UIFontMetrics(forTextStyle: style)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
        return metrics.scaledFont(for: .systemFont(ofSize: descriptor.pointSize, weight: weight)) // ok: scaled
    }
}
