import SwiftUI

// A reading app's own modifiers and font helpers, each reached through a Swift construct rather than a
// `.font(…)` call: a view modifier's initializer, a view extension anywhere in a chain, an overloaded
// helper, and an enum of typefaces whose raw values name the files.

enum Typeface: String {
    case book = "Literata-Regular"
    case heavy = "Literata-Bold"
}

/// Sets the typeface it is given at the size it is given: its initializer's call is where both are chosen.
struct ReaderFont: ViewModifier {
    var face: Typeface
    var size: CGFloat

    init(_ face: Typeface = .book, size points: CGFloat = 17) {
        self.face = face
        self.size = points
    }

    func body(content: Content) -> some View {
        content.font(Font.custom(face.rawValue, size: size)) // expect: forbidden-font-family, raw-font-size
    }
}

/// No initializer written: the memberwise one takes `size`.
struct CaptionFont: ViewModifier {
    let size: CGFloat

    func body(content: Content) -> some View {
        content.font(.system(size: size)) // expect: raw-font-size
    }
}

extension View {
    func readerCaption(_ size: CGFloat) -> some View {
        font(.system(size: size)) // expect: raw-font-size
    }
}

extension Font {
    /// Two helpers of one name and labels, told apart by what they are given: a text style, or a size.
    static func reader(_ face: Typeface, _ style: Font.TextStyle) -> Font {
        .custom(face.rawValue, size: 17, relativeTo: style) // expect: forbidden-font-family
    }

    static func reader(_ face: Typeface, _ size: CGFloat) -> Font {
        .custom(face.rawValue, size: size) // expect: forbidden-font-family, raw-font-size
    }
}

struct ChapterHeader: View {
    let title: String

    var body: some View {
        VStack {
            Text(title).modifier(ReaderFont(.heavy, size: 9)) // expect: forbidden-font-family, raw-font-size, forbidden-font-weight, min-font-size
            Text("Chapter").modifier(CaptionFont(size: 8)) // expect: raw-font-size, min-font-size
            Text("Page").readerCaption(10).padding() // expect: raw-font-size, min-font-size
            Text("Footnote").padding().readerCaption(12) // expect: raw-font-size, max-text-styles
            // The style overload scales with Dynamic Type: only its typeface is out of the design system.
            Text("Epigraph").font(.reader(.book, .body)) // expect: forbidden-font-family
            Text("Drop cap").font(.reader(.heavy, 10)) // expect: forbidden-font-family, raw-font-size, forbidden-font-weight, min-font-size
        }
    }
}
