import SwiftUI

/// Sizes in proportion to the screen or to a small share of a view are lines of text laid out in a screen, and keep
/// their size whatever text size the reader chose; a size that fills most of a small shape is that shape's picture.
struct QuizScreen: View {
    private let screenHeight = UIScreen.main.bounds.height
    private let resultImage = Image(systemName: "checkmark.circle")

    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 12) {
                Text("Question 3 of 10")
                    .font(.system(size: UIScreen.main.bounds.height / 45, weight: .semibold)) // expect: raw-font-size
                Text("Pick the fraction closest to one half")
                    .font(.system(size: proxy.size.width / 22)) // expect: raw-font-size
                Text("Hint")
                    .font(.system(size: screenHeight / 50)) // expect: raw-font-size
                ZStack {
                    Circle().fill(.blue)
                    Text("7")
                        .font(.system(size: proxy.size.width * 0.3, weight: .semibold)) // ok: the digit fills its circle
                }
                .frame(width: proxy.size.width / 4)
                resultImage
                    .foregroundColor(.green)
                    .font(.system(size: 22)) // ok: sizes the symbol
                // A face of no name is found nowhere: the system font is drawn, no typeface is chosen.
                Text("Skip").font(.custom("", size: 17, relativeTo: .body))
            }
        }
    }
}

/// In a label style the icon is a picture: a font given to it sizes the symbol, not text.
struct DotLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            configuration.icon
                .font(.system(size: 6)) // ok: sizes the dot
            configuration.title
        }
    }
}
