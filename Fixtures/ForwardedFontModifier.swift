import SwiftUI

// A design applied through a view function that hands its text style to a ViewModifier: the call sets the font
// the modifier sets for that style, so the weight and the bold after it are judged on it.
struct HarvestFontModifier: ViewModifier {
    let textStyle: Font.TextStyle

    func body(content: Content) -> some View {
        content.font(.system(textStyle, design: .serif))
    }
}

struct HarvestRowChrome: ViewModifier {
    func body(content: Content) -> some View { content.padding(.vertical, 6) }
}

extension View {
    func harvestFont(_ textStyle: Font.TextStyle) -> some View {
        modifier(HarvestFontModifier(textStyle: textStyle))
    }

    func harvestRow() -> some View { modifier(HarvestRowChrome()) }
}

struct HarvestEntryRow: View {
    let title: String
    let note: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .harvestFont(.headline)
                .fontWeight(.bold) // expect: forbidden-font-weight
            Text(note)
                .harvestFont(.body)
                .fontWeight(.bold) // expect: bold-body
            Text("Picked today")
                .harvestFont(.footnote)
                .fontWeight(.semibold)
        }
        .harvestRow()
    }
}
