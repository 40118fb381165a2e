import UIKit

// A label catalogue that names its faces in locals: heavier faces when the user turns on Bold Text, and a second
// catalogue for printed receipts that repeats the names. A face is reported where its name is written, once, however
// many fonts use it; the sizes are reported at each font.
enum ReceiptLabel {
    case heading
    case amount
    case footnote

    var font: UIFont {
        var strongFace = "Brand-Bold" // expect: forbidden-font-family
        var plainFace = "Brand-Regular" // expect: forbidden-font-family
        if UITraitCollection.current.legibilityWeight == .bold {
            strongFace = "Brand-Heavy" // expect: forbidden-font-family
            plainFace = "Brand-Medium" // expect: forbidden-font-family
        }
        switch self {
        case .heading: return UIFont(name: strongFace, size: 22) ?? .preferredFont(forTextStyle: .title2) // expect: raw-font-size
        case .amount: return UIFont(name: strongFace, size: 17) ?? .preferredFont(forTextStyle: .body) // expect: raw-font-size
        case .footnote: return UIFont(name: plainFace, size: 13) ?? .preferredFont(forTextStyle: .footnote) // expect: raw-font-size
        }
    }
}

enum PrintedReceiptLabel {
    case total

    var font: UIFont {
        let strongFace = "Brand-Bold" // expect: forbidden-font-family
        return UIFont(name: strongFace, size: 15)! // expect: raw-font-size
    }
}

// A name given to a token in the file says the face where it is given, not again at each use of the name.
enum ReceiptRow {
    static let titleFont = UIFont.receiptTitle // expect: forbidden-font-family

    static func style(_ label: UILabel) {
        label.font = ReceiptRow.titleFont // ok: said where the name is given
    }
}

// An icon font's glyphs are pictures, whatever version its name carries.
let closeGlyph = UIFont(name: "FontAwesome5Free-Solid", size: 14) // ok: an icon font

extension UIFont {
    static let receiptTitle = UIFont(name: "Brand-Medium", size: 17)! // expect: forbidden-font-family, raw-font-size
    static let receiptFace = "Brand-Regular" // expect: forbidden-font-family
    static let unusedFace = "Brand-Light" // ok: no font here draws it

    static var receiptBody: UIFont {
        let font = UIFont(name: UIFont.receiptFace, size: 15) ?? .systemFont(ofSize: 15) // ok: either font is scaled below
        return UIFontMetrics(forTextStyle: .body).scaledFont(for: font)
    }
}
