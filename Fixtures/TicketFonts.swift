import SwiftUI
import UIKit

// A ticketing app's type ramp in UIKit and SwiftUI, reached through declarations the compiler would resolve: a
// convenience initializer, a descriptor, an instance method on a value, and enums mapped to fonts by `switch`.

extension UIFont {
    /// The app's face by weight: callers pick the weight and the size.
    convenience init(ticket weight: UIFont.Weight, size: CGFloat) {
        self.init(descriptor: UIFont.systemFont(ofSize: size, weight: weight).fontDescriptor, size: size) // expect: raw-font-size
    }
}

struct TicketTheme {
    func stub(size: CGFloat) -> UIFont {
        UIFont.systemFont(ofSize: size) // expect: raw-font-size
    }
}

enum TicketText {
    case seat, fineprint

    var font: Font {
        switch self {
        case .seat: return .headline
        case .fineprint: return .system(size: 9) // expect: raw-font-size, min-font-size
        }
    }

    static func uiFont(_ style: TicketText) -> UIFont {
        switch style {
        case .seat: return .preferredFont(forTextStyle: .headline)
        case .fineprint: return .systemFont(ofSize: 10) // expect: raw-font-size, min-font-size
        }
    }
}

final class TicketCell: UITableViewCell {
    let seatLabel = UILabel()
    let gateLabel = UILabel()
    let stubLabel = UILabel()
    let termsLabel = UILabel()
    let theme = TicketTheme()

    func configure(descriptor: UIFontDescriptor) {
        seatLabel.font = UIFont(ticket: .semibold, size: 10) // expect: raw-font-size, min-font-size
        gateLabel.font = UIFont(descriptor: descriptor, size: 9) // expect: raw-font-size, min-font-size
        stubLabel.font = theme.stub(size: 8) // expect: raw-font-size, min-font-size
        termsLabel.font = TicketText.uiFont(.fineprint) // expect: min-font-size
        // `.init` spelled out is the same initializer.
        gateLabel.font = UIFont.init(descriptor: descriptor, size: 15) // expect: raw-font-size
        // A size the descriptor keeps, or read from a font that may scale, is not written here.
        gateLabel.font = UIFont(descriptor: descriptor, size: 0)
        seatLabel.font = UIFont(descriptor: descriptor, size: seatLabel.font.pointSize)
        // The seat style scales: nothing to report.
        seatLabel.font = TicketText.uiFont(.seat)
    }
}

struct TicketFooter: View {
    var body: some View {
        VStack {
            Text("Gate B12").font(TicketText.seat.font)
            Text("Non-refundable").font(TicketText.fineprint.font) // expect: min-font-size
        }
    }
}
