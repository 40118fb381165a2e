import SwiftUI

// A theme's view helpers may call one another: `ledgerNote()` lays out what `noteStyle()` styles, so a text given
// `ledgerNote()` is in the note's font, and counts as that style. An app's `.modifier { … }` that only adds a gesture
// leaves the font as it was.
extension Font {
    static let ledgerAmount = Font.system(.title2)
    static let ledgerLabel = Font.system(.subheadline)
    static let ledgerNote = Font.system(.footnote)
    static let ledgerFine = Font.system(.caption)
}

extension View {
    func noteStyle(color: Color = .secondary) -> some View {
        foregroundStyle(color).font(.ledgerNote)
    }

    func ledgerNote(color: Color = .secondary, alignment: Alignment = .leading) -> some View {
        noteStyle(color: color).frame(maxWidth: .infinity, alignment: alignment)
    }

    func modifier<Content: View>(@ViewBuilder _ transform: (Self) -> Content) -> some View {
        transform(self)
    }
}

struct LedgerRow: View {
    let amount: String
    let label: String
    let note: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(amount).font(.ledgerAmount)
            Text(label).font(.ledgerLabel)
            Text(note).ledgerNote()
            Text("Pending").font(.ledgerFine) // expect: max-text-styles
        }
    }
}

struct LedgerDetailsLink: View {
    let open: () -> Void

    var body: some View {
        Text("Details")
            .bold() // expect: bold-body
            .modifier { $0.simultaneousGesture(TapGesture().onEnded { open() }) }
    }
}
