import SwiftUI
import UIKit

// The app's type tokens. Other fixture files use them by name: `.font(.display)`.
extension Font {
    static let display = Font.system(.largeTitle, design: .serif).weight(.bold) // ok: bold is allowed for serif display
    static let sectionTitle = Font.system(.title, design: .serif).bold() // ok: emphasized title 1 is bold, serif title-1 allows it
    static let cardTitle = Font.title3.weight(.semibold) // ok: semibold is in the band
    static let figures = Font.system(.footnote, design: .monospaced) // ok: mono footnote
    static let legal = Font.system(size: 9) // expect: raw-font-size, min-font-size
    static let heroNumber = Font.system(size: 48, weight: .bold) // expect: raw-font-size, forbidden-font-weight
    static let emphasis = Font.body.bold() // expect: bold-body
    static var quiet: Font { .callout.weight(.light) } // expect: forbidden-font-weight
    static let rounded = Font.system(.headline, design: .rounded) // expect: forbidden-font-family
}

enum Typography {
    static let banner = Font.custom("Inter-Bold", fixedSize: 22) // expect: raw-font-size, forbidden-font-weight, forbidden-font-family
    static let caption = Font.custom("Inter-Regular", size: 12, relativeTo: .caption) // expect: forbidden-font-family
    static let note = Font.custom("Inter-Medium", size: 15) // expect: raw-font-size, forbidden-font-family
    static let reading = Font.body // ok: a system style
    static let readingAlias = Typography.reading // ok: a token made of another token of this file
    static let lead: SwiftUICore.Font = .body // ok: a system style, its type named through its module
}

extension UIFont {
    static let tabBarItem = UIFont.systemFont(ofSize: 10, weight: .medium) // expect: raw-font-size, min-font-size
    static let scaledBody = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17)) // ok: scaled by UIFontMetrics
}
