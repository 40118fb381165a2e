import UIKit

/// Credits set as one attributed string in the body style: the names that link are drawn from a bold copy of the
/// body's descriptor, the footnote under them from a bold copy of the footnote's.
final class CreditsLabel: UILabel {
    func show(names: [String], footnote: String) {
        adjustsFontForContentSizeCategory = true
        let regular = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        let strong = regular.withSymbolicTraits(.traitBold) // expect: bold-body
        let aside = regular.withSymbolicTraits(.traitItalic)
        let noteDescriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .footnote).withSymbolicTraits([.traitBold])
        let text = NSMutableAttributedString(string: "Written by ", attributes: [.font: UIFont(descriptor: regular, size: 0)])
        for name in names {
            text.append(NSAttributedString(string: name, attributes: [.font: UIFont(descriptor: strong!, size: 0)]))
        }
        text.append(NSAttributedString(string: "\n(with thanks)", attributes: [.font: UIFont(descriptor: aside!, size: 0)]))
        text.append(NSAttributedString(string: "\n" + footnote, attributes: [.font: UIFont(descriptor: noteDescriptor!, size: 0)]))
        attributedText = text
    }
}

/// The version line in the monospaced design of the body, its number bold.
func versionLine(_ version: String) -> NSAttributedString {
    let code = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withDesign(.monospaced)!
    let number = code.withSymbolicTraits(.traitBold)! // expect: bold-body
    let line = NSMutableAttributedString(string: "Version ", attributes: [.font: UIFont(descriptor: code, size: 0)])
    line.append(NSAttributedString(string: version, attributes: [.font: UIFont(descriptor: number, size: 0)]))
    return line
}
