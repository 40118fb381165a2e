import SwiftUI

/// A card's chrome: padding, a fill and a rounded clip, and nothing about type. Its file names no font, so it is read
/// for the module index only; `.modifier(CardChrome())` then leaves the font of the text inside as it was.
struct CardChrome: ViewModifier {
    var cornerRadius: CGFloat = 12

    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous).fill(Color.gray.opacity(0.1)))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    }
}

/// One that styles the content through a helper of the app: its font is not known here.
struct CardTitle: ViewModifier {
    func body(content: Content) -> some View {
        content.brandTitle().padding(8)
    }
}
