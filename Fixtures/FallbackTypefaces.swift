import UIKit

// A brand face loaded by helpers that fall back to the system font when the file is missing: the design draws the
// brand face, so each token and each use of one names its family. The fallback branch is no second family.

private enum FaceName: String {
    case serifBold = "Merriweather-Bold"
    case serifRegular = "Merriweather-Regular"
}

extension UIFont {
    static let headline2 = loaded(name: "Merriweather-Bold", size: 20, style: .title3) // expect: forbidden-font-family
    static let articleByline = UIFont(name: "Merriweather-Regular", size: 13) // expect: forbidden-font-family, raw-font-size

    enum Reader {
        static var title: UIFont { scaledFace(named: FaceName.serifBold.rawValue, style: .title1) } // expect: forbidden-font-family
        static var body: UIFont { scaledFace(named: FaceName.serifRegular.rawValue, style: .body) } // expect: forbidden-font-family
    }

    /// The face at its size, grown with the style; the system font of the style if the face did not load.
    fileprivate static func loaded(name: String, size: CGFloat, style: TextStyle) -> UIFont {
        guard let face = UIFont(name: name, size: size) else {
            return preferredFont(forTextStyle: style)
        }
        return UIFontMetrics(forTextStyle: style).scaledFont(for: face)
    }

    /// The face at the style's current size, worked out through a descriptor and chosen in a branch.
    fileprivate static func scaledFace(named name: String, style: TextStyle) -> UIFont {
        let made: UIFont
        let size = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style).pointSize
        let descriptor = UIFontDescriptor(name: name, size: size)
        if descriptor.matchingFontDescriptors(withMandatoryKeys: nil).isEmpty {
            made = .preferredFont(forTextStyle: style)
        } else {
            made = UIFont(descriptor: descriptor, size: 0)
        }
        return made
    }
}

final class ArticleHeader: UIView {
    private let title = UILabel()
    private let summary = UILabel()
    private let badge = UILabel()

    func configure() {
        title.font = UIFont.Reader.title // expect: forbidden-font-family
        summary.font = UIFont.Reader.body // expect: forbidden-font-family
        badge.font = .headline2 // expect: forbidden-font-family
        badge.font = .preferredFont(forTextStyle: .headline) // ok: the system font of a style
    }
}
