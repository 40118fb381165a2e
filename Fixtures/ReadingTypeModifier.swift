import SwiftUI

// An app's typography modifier takes the tracking its callers choose and hands it to a ViewModifier, whose body applies
// it: the tracking is set where the function is called.
struct ReadingType: ViewModifier {
    var font: Font
    var lineSpacing: CGFloat = 4
    var tracking: CGFloat = 0

    func body(content: Content) -> some View {
        content
            .font(font)
            .lineSpacing(lineSpacing)
            .tracking(tracking)
    }
}

extension View {
    func readingType(_ font: Font, lineSpacing: CGFloat = 4, tracking: CGFloat = 0) -> some View {
        modifier(ReadingType(font: font, lineSpacing: lineSpacing, tracking: tracking))
    }
}

struct ReadingCard: View {
    let passage: String
    let note: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(passage)
                .readingType(.body, lineSpacing: 6, tracking: 0.2) // expect: tracking-override
            Text(note)
                .readingType(.footnote)
        }
    }
}
