import SwiftUI
import UIKit

// The design system's tokens: each is checked here, once, where it is declared.
public enum AppFont {
    public static let title = Font.custom("Inter-SemiBold", size: 28, relativeTo: .title)
    public static let body = Font.custom("Inter-Regular", size: 17, relativeTo: .body)
    public static let caption = Font.custom("Inter-Medium", size: 12, relativeTo: .caption)
    public static let legal = Font.custom("Inter-Regular", size: 9, relativeTo: .caption2)  // expect: min-font-size
    public static let badge = Font.custom("Inter-Light", size: 13, relativeTo: .footnote)  // expect: forbidden-font-weight
    public static let quote = Font.custom("Avenir-Book", size: 17, relativeTo: .body)  // expect: forbidden-font-family
}

public extension UIFont {
    // Drawn through UIFontMetrics by the code that uses it: its size grows.
    static let appBody = UIFont(name: "Inter-Regular", size: 17)!
    static let appCaption = UIFont(name: "Inter-Medium", size: 12)!  // expect: raw-font-size
}
