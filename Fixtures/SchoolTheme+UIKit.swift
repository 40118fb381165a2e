import UIKit

// A theme that picks its typeface at run time: the face's name is built from a local that chooses between two
// written names, then a weight suffix. Either way the face is a brand face, so each use is reported with the
// default choice's family.
enum SchoolTheme {
    static var isPrimarySchool = false
}

extension UIFont {
    static func schoolFontName(weight: UIFont.Weight) -> String {
        let face = SchoolTheme.isPrimarySchool ? "Chalkboard" : "Merriweather"
        var suffix = "Regular"
        if weight == .semibold { suffix = "SemiBold" }
        return "\(face)-\(suffix)"
    }

    static func schoolFont(ofSize size: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(name: schoolFontName(weight: weight), size: size) ?? .preferredFont(forTextStyle: .body) // expect: forbidden-font-family, raw-font-size
    }

    // A name chosen by the caller, not written here: nothing is known of its family.
    static func userFont(named name: String, size: CGFloat) -> UIFont? {
        UIFont(name: name, size: size) // expect: raw-font-size
    }
}

final class LessonCell: UITableViewCell {
    func configure(title: String) {
        textLabel?.text = title
        textLabel?.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .schoolFont(ofSize: 17, weight: .regular)) // expect: forbidden-font-family
    }
}
