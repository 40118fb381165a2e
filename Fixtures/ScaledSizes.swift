import SwiftUI
import UIKit

// Sizes that scale although a number is written: a fixed size times a @ScaledMetric factor, a module function
// that returns a scaled number, a font handed to a helper that scales it.
struct LogLine: View {
    @ScaledMetric(relativeTo: .body) private var scale = 1.0
    @ScaledMetric(relativeTo: .body) private var lineSize = 17.0
    let message: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(message).font(.system(size: 15 * scale)) // ok: a fixed size times a scaled factor scales
            Text(message).font(.system(size: 12 * (lineSize / 17), weight: .medium)) // ok: the factor is a @ScaledMetric
            Text(message).font(.system(size: 15 * zoom)) // expect: raw-font-size
        }
    }

    private var zoom: CGFloat { 1.2 }
}

enum ReaderFonts {
    private static func dynamicSize(_ base: CGFloat) -> CGFloat {
        UIFontMetrics.default.scaledValue(for: base)
    }

    private static func readerFont(size: CGFloat) -> UIFont {
        UIFont.systemFont(ofSize: size) // expect: raw-font-size
    }

    static var article: UIFont { readerFont(size: dynamicSize(17)) } // ok: the size scales
    static var footer: UIFont { readerFont(size: 13) } // expect: raw-font-size
}

final class BadgeStyler {
    private func scaled(_ font: UIFont) -> UIFont {
        UIFontMetrics.default.scaledFont(for: font)
    }

    func badgeFont() -> UIFont {
        scaled(.systemFont(ofSize: 15, weight: .semibold)) // ok: the helper scales the font it is given
    }
}

enum NoteHeadings {
    // Heading sizes worked out from the body's size grow with it; one worked out from a fixed number does not.
    static func heading(level: Int) -> UIFont {
        let bodySize = UIFont.preferredFont(forTextStyle: .body).pointSize
        let headingSize: CGFloat = bodySize + CGFloat(6 - level) * 2
        return UIFont.systemFont(ofSize: headingSize, weight: .semibold) // ok: the size follows the body's
    }

    static func caption(level: Int) -> UIFont {
        let base: CGFloat = 15
        let captionSize: CGFloat = base - CGFloat(level)
        return UIFont.systemFont(ofSize: captionSize) // expect: raw-font-size
    }
}
