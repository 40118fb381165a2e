import UIKit

// A design system that builds each face's PostScript name from its case: a family property, a suffix the case picks,
// joined in a computed property and loaded by a method the case runs. Nothing in it writes a whole face's name, so the
// face is known only at a call that names the case. The suffixes do not follow the cases' names: `.bold` loads the
// black face.

struct RegattaType {
    enum Face: String {
        case regular
        case medium
        case bold

        private var suffix: String {
            switch self {
            case .regular: return "Regular"
            case .medium: return "Medium"
            case .bold: return "Black"
            }
        }

        private var family: String {
            return "Inter"
        }

        fileprivate var postScriptName: String {
            return rawValue.isEmpty ? family : family + "-" + self.suffix
        }

        fileprivate func load(_ size: CGFloat = 17) -> UIFont {
            if let font = UIFont(name: postScriptName, size: size) { // expect: raw-font-size
                return font
            }
            fatalError("\(postScriptName) is not bundled")
        }
    }

    static func font(_ face: Face = .regular, size: CGFloat = 17) -> UIFont {
        let points: CGFloat = size
        return face.load(points)
    }
}

final class RegattaResultCell: UITableViewCell {
    private let boatLabel = UILabel()
    private let timeLabel = UILabel()
    private let noteLabel = UILabel()

    func style() {
        boatLabel.font = RegattaType.font(.bold, size: 17) // expect: forbidden-font-family, forbidden-font-weight
        timeLabel.font = RegattaType.font(.medium, size: 15) // expect: forbidden-font-family
        noteLabel.font = RegattaType.font(size: 9) // expect: forbidden-font-family, min-font-size
    }
}
