import UIKit

/// A tasting note's header, its weights written as raw values: a CSS weight (700) where UIKit reads -1…1 draws the
/// heaviest face; a raw value near a named weight is that weight.
final class TastingNoteHeader: UIView {
    private let wineLabel = UILabel()
    private let vintageLabel = UILabel()
    private let ratingLabel = UILabel()
    private let noteLabel = UILabel()

    func configure() {
        wineLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28, weight: UIFont.Weight(rawValue: 700))) // expect: forbidden-font-weight
        vintageLabel.font = .systemFont(ofSize: 15, weight: UIFont.Weight(0.23)) // expect: raw-font-size
        ratingLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: UIFont.Weight(rawValue: 0.3))) // ok: semibold
        noteLabel.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17, weight: UIFont.Weight(rawValue: -0.4))) // expect: forbidden-font-weight
    }
}
