import UIKit

// A base font at the default size, scaled where it is used with `UIFontMetrics`: Apple's pattern for a custom
// font that follows Dynamic Type. The base is not what is drawn, so it is neither reported nor fixed.
enum LedgerBaseFonts {
    static let amount = UIFont.systemFont(ofSize: 17, weight: .medium)
    static func memo() -> UIFont { UIFont.systemFont(ofSize: 12) }
    // Drawn as it is, elsewhere: reported.
    static let stamp = UIFont.systemFont(ofSize: 15)  // expect: raw-font-size
}

final class LedgerEntryCell: UITableViewCell {
    let amountLabel = UILabel(), memoLabel = UILabel(), stampLabel = UILabel()

    func configure() {
        amountLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: LedgerBaseFonts.amount)
        memoLabel.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: LedgerBaseFonts.memo())
        stampLabel.font = LedgerBaseFonts.stamp
        [amountLabel, memoLabel].forEach { $0.adjustsFontForContentSizeCategory = true }
    }
}
