import TypeLintSyntax

/// A call that builds a font with a point size: `.system(size: 17)`, `UIFont.systemFont(ofSize: 9)`,
/// `UIFont(name: "Inter-Light", size: 12)`, `.custom("Inter", fixedSize: 15)`, `font.withSize(12)`.
public struct FontConstructor: Sendable {
    /// AppKit's fonts for its interface elements (`NSFont.menuFont(ofSize: 13)`, `labelFont(ofSize:)`): the system face at
    /// the size given, made as `systemFont(ofSize:)` is.
    public static let appKitElementFonts: Set<String> = ["menuFont", "labelFont", "messageFont", "titleBarFont", "menuBarFont",
                                                         "toolTipsFont", "paletteFont", "controlContentFont"]

    public enum Kind: Sendable, Hashable {
        case systemSize          // Font.system(size:weight:design:)
        case customSize          // Font.custom(_:size:): scales relative to body
        case customRelativeSize  // Font.custom(_:size:relativeTo:): scales relative to a style
        case customFixedSize     // Font.custom(_:fixedSize:)
        case platformSystem      // UIFont/NSFont .systemFont(ofSize:…) and its variants
        case platformNamed       // UIFont(name:size:), NSFont(name:size:)
        case withSize            // UIFont/NSFont .withSize(_:)
        case helperCall          // a project's helper that makes a font of the size it is given: `.appFont(ofSize: 12)`
    }

    public var kind: Kind
    /// The token range of the call, from its name to its closing parenthesis.
    public var call: Range<Int>
    /// The size argument's tokens.
    public var sizeArgument: Range<Int>
    /// The size, when it is a literal or a constant of the linted files.
    public var size: Double?
    /// The sizes a choice written in place gives (`compact ? 13 : 10`), when the size is one.
    public var sizeChoices: [Double] = []
    /// The constant the size came from (`tiny` in `.system(size: tiny)`), if any.
    public var sizeConstant: String?
    public var spec: FontSpec
    /// Whether the size scales with Dynamic Type anyway: wrapped in `UIFontMetrics…scaledFont(for:)`,
    /// or read from a `@ScaledMetric` property.
    public var isScaled: Bool
    /// Whether the font sizes something other than reading text: a symbol (`Image(systemName:).font(…)`),
    /// a decorative emoji, an icon font's glyph, the gap of a whitespace-only attributed string.
    public var isIconSizing: Bool
    /// Whether the size is worked out from the shape the text is fitted to (`geometry.size.width * 0.56`) or the image it
    /// is drawn into (`CGFloat(size)` in an avatar renderer): the text is set at the picture's size by design. Its family
    /// and weight are still the text's.
    public var isFittedSize = false
    public var platforms: Platforms
    /// Whether it makes SwiftUI's `Font` (or, a helper, sets one on a view), not a `UIFont`/`NSFont`, so that the style to
    /// use instead is named as that API names it.
    public var makesSwiftUIFont: Bool
    /// Whether it is the app's view function called on a view (`Text(…).fixedFont(10)`): what to write instead is a
    /// `.font(…)` modifier.
    public var isViewModifier = false
    /// The string literals of the file that name the face, when the call names it by a constant or variable (`boldName`
    /// in `UIFont(name: boldName, size: 22)` after `var boldName = "Inter-Bold"`, and `"Inter-ExtraBold"` if the code sets
    /// it to that): where the family is written.
    public var faceNameLiterals: [Int] = []
    /// The Objective-C macro whose use makes the font (`APP_FONT(10)`): the size is the use's, the family and weight the
    /// macro's definition writes (and are reported there).
    public var macro: String?
    /// The method of the view the call is made on that sets that view's font at the size given (`setTheme` in
    /// `label.setTheme(title, size: 10)`): the size is the call's; the family, weight and whether it scales are the
    /// method's, reported where it makes the font.
    public var setter: String?

    /// The size when it can be a text size. A font made at 1pt or less only carries its family, to be
    /// sized later (`UIFont(name: "OpenDyslexic", size: 1)`, then `withSize(_:)`): no text is set that small.
    public var textSize: Double? { size.flatMap { $0 > 1 ? $0 : nil } }

    public init(kind: Kind, call: Range<Int>, sizeArgument: Range<Int>, size: Double?, sizeConstant: String?,
                spec: FontSpec, isScaled: Bool, isIconSizing: Bool, platforms: Platforms) {
        self.kind = kind
        self.call = call
        self.sizeArgument = sizeArgument
        self.size = size
        self.sizeConstant = sizeConstant
        self.spec = spec
        self.isScaled = isScaled
        self.isIconSizing = isIconSizing
        self.platforms = platforms
        makesSwiftUIFont = [.systemSize, .customSize, .customRelativeSize, .customFixedSize].contains(kind)
    }
}
