/// How code names a picture rather than text: a symbol, an icon, a glyph, an emoji, an image, a shape, an icon font.
/// A font or a Dynamic Type cap given to a picture sizes the picture, and the rules about text leave it alone; every
/// question of that kind asks it here.
public enum PictureNames {
    /// Words for what a font draws as a picture (`symbolFont`, `iconSize`, `glyphFontSize`, `emojiLabel`).
    static let fontWords: Set<String> = ["symbol", "symbols", "icon", "icons", "glyph", "glyphs", "emoji", "emojis"]
    /// Words for what a view shows as a picture: those and an image (`RoomAvatarImage`, `StatusIconView`).
    static let viewWords = fontWords.union(["image", "images"])
    /// SwiftUI's views that draw a shape or a colour, never text.
    static let shapeViews: Set<String> = ["Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse",
                                          "Color", "LinearGradient", "RadialGradient", "AngularGradient", "Path", "Canvas"]

    /// Modifiers only an image has (`icon.renderingMode(.template)`): what they modify is a picture.
    static let imageModifiers: Set<String> = ["renderingMode", "resizable", "symbolRenderingMode", "symbolVariant", "interpolation",
                                              "antialiased"]

    /// Whether a name says, first, that what it names sizes a picture (`symbolFont`, `iconFont`): what a name is of
    /// comes first, and a `currencySymbolFont` sets text.
    static func startsWithPicture(_ name: String) -> Bool {
        identifierWords(name).first.map(fontWords.contains) ?? false
    }

    /// Whether a constant is named for a picture's size (`StatusItemStyle.glyphFontSize`, `iconPointSize`): its last
    /// name holds a picture word.
    static func namesPictureSize(_ constant: String) -> Bool {
        let last = constant.split(separator: ".").last.map(String.init) ?? constant
        return identifierWords(last).contains(where: fontWords.contains)
    }

    /// Whether a view type's name holds a picture word or is a shape's (`EmojiTextApp`, `Circle`).
    static func namesPictureView(_ name: String) -> Bool {
        shapeViews.contains(name) || identifierWords(name).contains(where: viewWords.contains)
    }

    /// Whether a view type's name ends in a picture word, a trailing `View` aside (`RoomAvatarImage`, `StatusIconView`):
    /// it draws that picture, where a name that only holds one (`EmojiTextApp`) may show text around it.
    static func endsInPicture(_ name: String) -> Bool {
        var words = identifierWords(name)
        if words.last == "view" { words.removeLast() }
        return words.last.map(viewWords.contains) ?? false
    }

    /// Whether a value is named for emoji (`absorptionTime.emoji`, `reaction.emojiString`).
    static func namesEmoji(_ name: String) -> Bool {
        identifierWords(name).contains { $0 == "emoji" || $0 == "emojis" }
    }

    /// Whether a custom font's name, or the code that gives it (`MaterialDesignIcons.familyName`), names an icon font
    /// (FontAwesome, Ionicons, Material Design Icons): its size is a picture's, not text's. By whole words, so that a
    /// family such as "Lexicon-Roman" is text.
    public static func namesIconFont(_ name: String) -> Bool {
        identifierWords(name).contains { word in
            // `FontAwesome5Free-Solid`: a version number is part of the word.
            word == "icon" || word.hasSuffix("icons") || word.hasPrefix("glyph")
                || word.hasPrefix("awesome") && word.dropFirst("awesome".count).allSatisfy(\.isNumber)
        }
    }
}
