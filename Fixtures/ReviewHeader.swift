import SwiftUI

// A text held in a property is text, whatever modifiers follow its font: a tap gesture's closure is an action, not
// content the font sizes. A button whose label is only a picture has its font size the picture.
struct ReviewHeader: View {
    let pending: Int
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
        }
    }

    private var summary: Text {
        Text("\(pending) to review")
    }
}
