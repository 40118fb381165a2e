import UIKit

// A type scale of the app's own, nested in UIFont, with a weight enum of its own. A case is written without its type
// wherever a parameter or a declaration has that type, and the weight it is given is still judged; another weight is
// suggested among the names the app declares, never written for it.
extension UIFont {
    enum ReceiptScale {
        case headline(weight: Heft = .medium)
        case caption(weight: Heft = .regular)
    }
}

extension UIFont.ReceiptScale {
    enum Heft {
        case thin, regular, medium, heavy
    }
}

final class ReceiptLabel: UILabel {
    init(text: String, scale: UIFont.ReceiptScale) {
        super.init(frame: .zero)
        self.text = text
        apply(scale)
    }

    required init?(coder: NSCoder) { nil }

    func apply(_ scale: UIFont.ReceiptScale) {
        font = UIFont.preferredFont(forTextStyle: .body)
        adjustsFontForContentSizeCategory = true
    }
}

// A stroke's weight is no font's: the same shape of call on a type outside the font types is left alone.
enum ReceiptStroke {
    case rule(weight: RuleHeft)
}

enum RuleHeft {
    case hairline, heavy
}

final class ReceiptHeader: UIView {
    private let total = ReceiptLabel(text: "Total", scale: .headline(weight: .heavy)) // expect: forbidden-font-weight
    private let note = ReceiptLabel(text: "incl. tax", scale: .caption())
    private let paid = ReceiptLabel(text: "Paid", scale: .caption(weight: .medium))

    func dim() {
        total.apply(.headline(weight: .thin)) // expect: forbidden-font-weight
        let quiet: UIFont.ReceiptScale = .caption(weight: .thin) // expect: forbidden-font-weight
        note.apply(quiet)
        divide(.rule(weight: .heavy))
    }

    private func divide(_ stroke: ReceiptStroke) {}
}
