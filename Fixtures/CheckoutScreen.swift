import SwiftUI
import UIKit

// Uses what Theme.swift declares. This file sorts before it: what resolves must not depend on the order.
struct CheckoutScreen: View {
    let total: String
    let note: String
    @Binding var code: String
    private let badgeSize: CGFloat = 10

    var body: some View {
        VStack(alignment: .leading) {
            Text(total)
                .font(.system(size: Theme.Size.price)) // expect: raw-font-size
            Text(note)
                .font(.system(size: Theme.Size.fine)) // expect: raw-font-size, min-font-size
            Text(note)
                .font(.system(size: Metrics.small.rawValue)) // expect: raw-font-size, min-font-size
            Text(note)
                .font(.system(size: Theme.rowHeight)) // expect: raw-font-size, max-text-styles
            Text("Badge")
                .font(.system(size: badgeSize)) // expect: raw-font-size, min-font-size
            Text(note)
                .font(.system(size: CGFloat(Theme.Size.price))) // expect: raw-font-size
            Text(note)
                .font(.system(size: width / 3)) // expect: raw-font-size
            Text(note)
                .font(.dynamic(size: 10)) // expect: raw-font-size, min-font-size
            Text(note) // the helper scales what it makes (no raw size), from 10pt at the default size
                .font(.scaledBody(size: 10)) // expect: min-font-size, forbidden-font-family
            Text(note)
                .font(.finePrint) // expect: min-font-size
            Text(note)
                .font(Theme.Fonts.reading) // ok: a system style by its qualified name
            Text(note)
                .font(Theme.Fonts.reading)
                .bold() // expect: bold-body
            Text(note)
                .font(Theme.Fonts.label)
                .bold() // ok: footnote emphasized is semibold
            Text(total)
                .font(size: 31, style: .title, weight: .bold) // expect: forbidden-font-weight
            Text(note)
                .font(size: 15, style: .body, weight: .medium) // ok: medium is in the band
            TextField("", text: $code)
                .font(.body.bold()) // expect: bold-body
        }
    }

    private var width: CGFloat { 300 }
}

final class ReceiptCell: UITableViewCell {
    let amountLabel = UILabel()
    let footerLabel = UILabel()

    func configure() {
        amountLabel.font = UIFont.appFont(ofSize: 10, weight: .medium) // expect: raw-font-size, min-font-size
        footerLabel.font = .appFont(ofSize: Theme.Size.price) // expect: raw-font-size
        footerLabel.font = UIFont.preferredFont(for: .largeTitle, weight: .bold) // expect: forbidden-font-weight
        footerLabel.font = .systemFont(ofSize: UIFontMetrics.default.scaledValue(for: 15)) // ok: scaled
        footerLabel.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize) // ok: read from a style
        footerLabel.font = .systemFont(ofSize: footerLabel.font.pointSize, weight: .medium) // expect: raw-font-size
    }
}
