import SwiftUI
import UIKit

// Shapes met in public apps that a careless linter flags wrongly, rewritten in our own words.

extension View {
    /// A project's own font modifier: the font it sets is unknown to typelint.
    func brandFont(_ size: CGFloat) -> some View { font(.custom("Brand-Regular", size: size, relativeTo: .body)) } // expect: forbidden-font-family
}

struct ScoreboardView: View {
    let names: [String]
    let icon: String?

    var body: some View {
        VStack {
            Text("Score")
                .brandFont(8) // expect: min-font-size, forbidden-font-family
                .minimumScaleFactor(0.3) // ok: shrinking to fit is not a size (the size above is reported)
            icon.map(Image.init(systemName:))
                .font(.system(size: 28, weight: .light)) // ok: sizes a symbol, not text
            HStack {
                Button { share() } label: { Image(systemName: "square.and.arrow.up") }
                Button { settings() } label: { Image(systemName: "gear") }
            }
            .font(.system(size: 24)) // ok: a row of icon buttons
            Text("🎉")
                .font(.system(size: 40)) // ok: a decorative emoji, not reading text
            Button {
                share()
            } label: {
                Text("Share")
                    .bold() // ok: a control's label, where Root uses semibold
            }
            Button(action: { share() }, label: { Text("Close").bold() }) // ok: a label given as an argument
            VStack(content: { Text("Note").bold() }) // expect: bold-body
            Image(systemName: "chevron.right")
                .font(.caption2.weight(.bold)) // ok: a symbol's weight
            Text("Done")
                .font(.system(size: 12)) // expect: raw-font-size
        }
    }

    func share() {}
    func settings() {}
}

final class LegacyHeaderView: UIView {
    let titleLabel = UILabel()

    func configure() {
        // UIFontMetrics scales the font, so only its weight is Root's business.
        titleLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22, weight: .bold)) // expect: forbidden-font-weight
        titleLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17, weight: .medium)) // ok
        // A font that only sizes the gap between paragraphs is spacing, not text.
        let gap = NSAttributedString(string: "\n\n", attributes: [.font: UIFont.systemFont(ofSize: 4)]) // ok: sizes a gap
        let note = NSAttributedString(string: "Note", attributes: [.font: UIFont.systemFont(ofSize: 10)]) // expect: raw-font-size, min-font-size
        let letter = NSAttributedString(string: "t", attributes: [.font: UIFont.systemFont(ofSize: 15)]) // expect: raw-font-size
        _ = (gap, note, letter)
    }
}

// A reader picks a typeface; the size is applied later with `withSize(_:)`, so 1pt only carries the family.
final class ReaderTypefacePicker {
    var chosen: UIFont?

    func pick(_ name: String?) {
        chosen = name.flatMap { UIFont(name: $0, size: 1) } // ok: a family carrier, not a text size
        chosen = UIFont.systemFont(ofSize: 1) // ok: a family carrier
        chosen = UIFont.systemFont(ofSize: 2) // expect: raw-font-size, min-font-size
    }
}

// Glyphs drawn with an icon font are pictures, sized like SF Symbols.
struct StatusBadge: View {
    let glyph: String

    var body: some View {
        HStack {
            Text(verbatim: glyph)
                .font(.custom(GlyphIcons.familyName, size: 9)) // ok: an icon font sizes a picture
            Text(verbatim: glyph)
                .font(.custom("FontAwesome", fixedSize: 20)) // ok: an icon font
            Text("Offline")
                .font(.custom("Inter-Regular", fixedSize: 9)) // expect: raw-font-size, min-font-size, forbidden-font-family
        }
    }
}

// A toast takes the font of its symbol as a parameter: that size is a picture's.
struct ToastStyle {
    var symbolFont: Font = .system(size: 35) // ok: sizes a symbol
    var iconFont = UIFont.systemFont(ofSize: 30) // ok: sizes an icon
    var titleFont: Font = .system(size: 35) // expect: raw-font-size

    init(glyphFont: Font = .system(size: 28)) {} // ok: sizes a glyph

    static let failed = ToastStyle(glyphFont: .system(size: 30)) // ok: the argument sizes a glyph
    static let loud = Text("Failed").font(.system(size: 30)) // expect: raw-font-size
}

/// Fonts that size no reading text: one measured for a scroll offset, one showing an emoji badge.
final class ReaderScroller {
    func pageOverlap(scale: CGFloat) -> CGFloat {
        2 * UIFont.systemFont(ofSize: UIFont.systemFontSize).lineHeight * scale // ok: measured, never drawn
    }
}

struct AbsorptionBadge: View {
    let absorption: Absorption

    var body: some View {
        HStack {
            Text(absorption.emoji).font(.system(size: 25)) // ok: an emoji, a picture
            Text(absorption.title).font(.system(size: 25)) // expect: raw-font-size
        }
    }
}

struct Absorption {
    let emoji: String
    let title: String
}
