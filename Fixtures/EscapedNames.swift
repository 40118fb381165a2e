import SwiftUI

/// A font helper named with a keyword, escaped in backticks where it is declared: its calls spell it plainly
/// (`.default(size: 13)`), and so do the tokens made with it.
extension Font {
    static func `default`(size: CGFloat, weight: Weight = .regular) -> Font {
        .system(size: size, weight: weight) // expect: raw-font-size
    }

    static let ledgerFigure: Font = .default(size: 10) // expect: raw-font-size, min-font-size
    static let ledgerTitle: Font = .default(size: 20, weight: .semibold) // expect: raw-font-size
}

struct LedgerRow: View {
    let amount: String

    var body: some View {
        HStack {
            Text("Balance").font(.ledgerTitle)
            Text(amount).font(.ledgerFigure) // expect: min-font-size
        }
    }
}

/// The brand typeface, one file per weight (Avenir, as every name the helper picks from says): the weight a call
/// passes picks a file, and `.bold` picks the Demi face, a semibold, which only the file's name tells; so no weight
/// finding comes from the argument.
extension Font {
    static func brand(size: CGFloat, weight: Weight = .regular) -> Font {
        .custom(brandFace(weight), size: size) // expect: forbidden-font-family, raw-font-size
    }

    private static func brandFace(_ weight: Weight) -> String {
        weight == .bold ? "Avenir-Demi" : "Avenir-Regular"
    }
}

struct ReceiptTotal: View {
    var body: some View {
        Text("Total").font(.brand(size: 17, weight: .bold)) // expect: forbidden-font-family, raw-font-size
    }
}
