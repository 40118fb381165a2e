import SwiftUI
import UIKit

/// A face by its raw value: a helper that draws whichever case it is given draws the family the cases share.
enum BrandFace: String {
    case medium = "Brand-Medium"
}

/// The brand's faces by role, each named by a switch over the role: a token made with one is in the family it spells,
/// said where the name is written.
enum BrandRole {
    case headline, note

    var faceName: String {
        switch self {
        case .headline: return "Brand-Semibold" // expect: forbidden-font-family
        case .note: "Brand-Regular"
        }
    }
}

enum RoleFont {
    static let headline = Font.custom(BrandRole.headline.faceName, size: 22, relativeTo: .title2)
}

/// The brand's type scale written as bare calls inside the extensions: each is the extended type's constructor.
extension Font {
    static let button = custom("Brand-Medium", size: 17) // expect: raw-font-size, forbidden-font-family
    static let tag = custom("Brand-Medium", size: 9) // expect: raw-font-size, forbidden-font-family, min-font-size

    /// A helper of the same name declares; it does not call.
    static func custom(_ face: BrandFace, size: CGFloat) -> Font {
        .custom(face.rawValue, size: size) // expect: raw-font-size, forbidden-font-family
    }
}

extension UIFont {
    /// Made at a fixed size, then scaled with a text style before anything draws it.
    static func brand(ofSize size: CGFloat, weight: UIFont.Weight = .regular, scalingWith style: UIFont.TextStyle) -> UIFont {
        let font = systemFont(ofSize: size, weight: weight)
        return UIFontMetrics(forTextStyle: style).scaledFont(for: font)
    }
}

extension Image {
    /// A picture's size: the font its symbol is drawn in is the body's.
    static func checkmark(size: CGFloat) -> some View {
        icon("checkmark", size: size)
            .font(Font.body.weight(.semibold))
    }

    static func icon(_ name: String, size: CGFloat) -> some View {
        Image(systemName: name)
            .resizable()
            .frame(width: size, height: size)
    }
}

struct ReloadButton: View {
    var height: CGFloat = 30
    var reload: () -> Void = {}

    var body: some View {
        VStack {
            Button(action: reload, label: {
                HStack {
                    Image(systemName: "arrow.clockwise")
                    Text("Reload").font(.button) // expect: forbidden-font-family
                }
            })
            .frame(height: height) // expect: fixed-text-height
            Text("3 new").font(.tag) // expect: min-font-size, forbidden-font-family
            Image.checkmark(size: 16)
        }
    }
}
