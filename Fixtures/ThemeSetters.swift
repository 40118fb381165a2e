import UIKit

// A UIKit app whose views style themselves: each text view has a method that takes the text, a typeface case and a
// size, and sets its own font. The sizes are chosen at the calls, so a call that passes a size under the minimum is
// where the text gets too small; whether the font scales is the method's business, said once where it is made.

enum Typeface {
    case regular, semibold

    func font(size: CGFloat) -> UIFont {
        switch self {
        case .regular: return UIFont.systemFont(ofSize: size, weight: .regular) // expect: raw-font-size
        case .semibold: return UIFont.systemFont(ofSize: size, weight: .semibold) // expect: raw-font-size
        }
    }
}

extension UILabel {
    func style(_ text: String, typeface: Typeface = .regular, size: CGFloat = 15, lines: Int = 1) {
        self.text = text
        self.numberOfLines = lines
        self.font = typeface.font(size: size)
    }
}

extension UIButton {
    func style(_ title: String, typeface: Typeface = .semibold, size: CGFloat = 17) {
        setTitle(title, for: .normal)
        titleLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: typeface.font(size: size))
    }

    // Sets one font whatever it is given: reported where it makes it.
    func primary(_ title: String) {
        setTitle(title, for: .normal)
        titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold) // expect: raw-font-size
    }
}

final class TicketCell: UITableViewCell {
    private let routeLabel = UILabel()
    private let seatLabel = UILabel()
    private let fareLabel = UILabel()
    private let changeButton = UIButton()
    private let buyButton = UIButton()

    func configure(route: String, seat: String, fare: String) {
        routeLabel.style(route, typeface: .semibold, size: 17)
        seatLabel.style(seat, size: 10) // expect: min-font-size
        fareLabel.style(fare)
        changeButton.style("Change", size: 9) // expect: min-font-size
        buyButton.style("Buy")
        buyButton.primary("Buy now")
    }
}
