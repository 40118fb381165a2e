import SwiftUI

// A text held in a property is text, whatever modifiers follow its font: a tap gesture's closure is an action, not
// content the font sizes. A button whose label is only a picture has its font size the picture; so do a modifier only
// an image has, and a size named for a glyph. A button given its title shows text.
enum ReviewMetrics {
    static let glyphSize: CGFloat = 20
}

struct ReviewHeader: View {
    let pending: Int
    let source: (icon: Image, name: String)
    var onReview: () -> Void = {}

    var body: some View {
        VStack(alignment: .leading) {
            summary
                .font(.system(size: 13)) // expect: raw-font-size
                .onTapGesture { onReview() }
            Button {
                onReview()
            } label: {
                Image(systemName: "chevron.right")
            }
            .font(.system(size: 13)) // ok: sizes the chevron
            source.icon
                .renderingMode(.template)
                .font(.system(size: 24, weight: .bold)) // ok: only an image has a rendering mode
            statusMark
                .font(.system(size: ReviewMetrics.glyphSize)) // ok: a glyph's size
            Button(source.name) {
                onReview()
            }
            .font(.system(size: 13, weight: .bold)) // expect: raw-font-size, forbidden-font-weight
        }
    }

    private var statusMark: some View {
        Image(systemName: pending > 0 ? "circle" : "checkmark.circle")
    }

    private var summary: Text {
        Text("\(pending) to review")
    }
}
