import UIKit

/// UIKit's side of the app's `default` helper (SwiftUI's is in `EscapedNames.swift`): one name on two font types. A
/// token declared as a `Font`, and a call in a file that imports SwiftUI alone, mean SwiftUI's, whichever file the
/// module lists first.
extension UIFont {
    static func `default`(size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: size, weight: weight))
    }

    // Scaled, so not a raw size; still 10pt at the default size.
    static let ledgerFigure: UIFont = .default(size: 10) // expect: min-font-size
}

final class LedgerCell: UITableViewCell {
    private let amountLabel = UILabel()

    func configure(amount: String) {
        // UIKit's helper: scaled, not raw.
        amountLabel.font = .default(size: 10) // expect: min-font-size
        amountLabel.text = amount
    }
}
