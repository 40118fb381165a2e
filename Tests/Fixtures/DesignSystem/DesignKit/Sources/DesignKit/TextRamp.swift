import SwiftUI

// Inter's tracking, by size: the system tracks only its own fonts, so a team that ships one sets the table by hand.
public struct TextRamp {
    public let font: Font
    public let kern: CGFloat

    public static let headline = TextRamp(font: AppFont.title, kern: -0.4)
    public static let label = TextRamp(font: AppFont.caption, kern: 0.2)
}

public extension Text {
    func ramp(_ ramp: TextRamp) -> Text {
        font(ramp.font).kerning(ramp.kern)
    }
}
