import UIKit

final class OrderCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let priceLabel = UILabel()
    private let noteLabel = UILabel()
    private let badgeLabel = UILabel()
    private let actionButton = UIButton(type: .system)
    private let smallSize: CGFloat = 9

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .preferredFont(forTextStyle: .headline) // ok: a text style
        titleLabel.adjustsFontForContentSizeCategory = true
        priceLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .regular) // expect: raw-font-size
        noteLabel.font = .systemFont(ofSize: 15) // expect: raw-font-size
        badgeLabel.font = .boldSystemFont(ofSize: 12) // expect: raw-font-size, forbidden-font-weight
        actionButton.titleLabel?.font = UIFont.systemFont(ofSize: 17, weight: .semibold) // expect: raw-font-size
        noteLabel.font = UIFont.systemFont(ofSize: smallSize) // expect: raw-font-size, min-font-size
        noteLabel.font = UIFont(name: "Avenir-Light", size: 14) // expect: raw-font-size, forbidden-font-weight, forbidden-font-family
        noteLabel.font = UIFont(name: "Avenir-Book", size: 13) ?? .systemFont(ofSize: 13) // expect: raw-font-size, raw-font-size, forbidden-font-family
        noteLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: UIFont(name: "Avenir-Book", size: 13)!) // expect: forbidden-font-family
        noteLabel.font = UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 20, weight: .thin)) // expect: forbidden-font-weight
        noteLabel.font = noteLabel.font.withSize(8) // expect: raw-font-size, min-font-size
        noteLabel.textColor = .lightGray // ok: a color, not a weight
        noteLabel.backgroundColor = UIColor.black.withAlphaComponent(0.1) // ok: black is a color here
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 11, weight: UIFont.Weight.ultraLight), // expect: raw-font-size, forbidden-font-weight
        ]
        _ = attributes
        let weight = UIFont.Weight.light // expect: forbidden-font-weight
        _ = weight
        let standard = UIFont.Weight.regular // ok: regular
        _ = standard
        let defaultSize = UIFont.systemFontSize // ok: a system constant (fixed, not scaled), not a constructor
        noteLabel.font = .systemFont(ofSize: defaultSize) // expect: raw-font-size
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// Labels named for a picture show one: their fonts size an emoji or an icon, not reading text.
final class OverrideBadge: UIView {
    private let emojiLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 24) // ok: the label shows an emoji
        return label
    }()
    private let countLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 24) // expect: raw-font-size
        return label
    }()
    private let iconLabel = UILabel()

    func configure() {
        iconLabel.font = .systemFont(ofSize: 30) // ok: an icon glyph
    }
}

/// A button's title font set in its configuration's transformer: the `ICon` inside `UIConfiguration…` names no icon.
final class FollowHeader: UIView {
    let followButton: UIButton = {
        let button = UIButton(configuration: .tinted())
        button.configuration?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer({ incoming in
            var outgoing = incoming
            outgoing.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .boldSystemFont(ofSize: 15)) // expect: forbidden-font-weight
            return outgoing
        })
        return button
    }()
}

/// Buttons made from a configuration draw their titles in a text style that grows with Dynamic Type.
final class LoginFormController: UIViewController {
    private lazy var serverButton: UIButton = {
        var configuration = UIButton.Configuration.gray()
        let button = UIButton(configuration: configuration)
        button.setTitle("Server", for: .normal)
        return button
    }()

    private lazy var serverRow: UIView = { serverButton }()

    private lazy var closeButton: UIButton = {
        let button = UIButton(configuration: .plain())
        button.setImage(UIImage(systemName: "xmark"), for: .normal)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        let rowHeight: CGFloat = 40
        NSLayoutConstraint.activate([
            serverButton.heightAnchor.constraint(equalToConstant: rowHeight), // expect: fixed-text-height
            closeButton.heightAnchor.constraint(equalToConstant: rowHeight),
            serverRow.widthAnchor.constraint(equalToConstant: 140),
            serverRow.heightAnchor.constraint(equalToConstant: 44), // expect: fixed-text-height
        ])
    }
}

/// A row that re-weights the font its label already has: the size is read from that font, not chosen by the caller.
final class StopRowCell: UITableViewCell {
    private func reweighted(_ font: UIFont, to weight: UIFont.Weight) -> UIFont {
        UIFont.systemFont(ofSize: font.pointSize, weight: weight) // expect: raw-font-size
    }

    func configure(selected: Bool) {
        textLabel?.font = reweighted(textLabel!.font, to: selected ? .semibold : .regular)
    }
}
