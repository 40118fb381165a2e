/// What clang knows of an Objective-C file that its tokens do not say, at byte offsets of the file: the fonts its
/// macros make, the sizes its macros, header constants, enumerators and arithmetic hold, and the fixed heights of
/// its labels, whatever name a label goes by.
public struct ClangFacts: Codable, Sendable, Equatable {
    /// Font messages: those written in the file and those a macro's use makes.
    public var fonts: [FontMessage] = []
    /// Heights fixed on labels whose font is a text style.
    public var labelHeights: [LabelHeight] = []

    public init(fonts: [FontMessage] = [], labelHeights: [LabelHeight] = []) {
        self.fonts = fonts
        self.labelHeights = labelHeights
    }
}

/// A message that makes a font (`[UIFont systemFontOfSize:kTitleSize]`), as clang sees it.
public struct FontMessage: Codable, Sendable, Equatable {
    /// The selector's parts (`systemFontOfSize`, `weight`).
    public var selector: [String]
    /// The class it is sent to (`UIFont`, `NSFont`); nil for a message to a font (`[font fontWithSize:12]`).
    public var receiver: String?
    /// The message's bytes, or the bytes of the macro's use that makes it (`APP_FONT(10)`).
    public var range: Range<Int>
    /// Whether a macro's use makes it.
    public var isMacro: Bool
    /// The size, as clang evaluates it.
    public var size: Double?
    /// Where the size is written in the file (`kTitleSize`, the `10` of `APP_FONT(10)`); nil when a macro's definition
    /// writes it.
    public var sizeRange: Range<Int>?
    /// The weight constant given (`UIFontWeightLight`).
    public var weight: String?
    /// The typeface named (`Avenir-Book`).
    public var fontName: String?

    public init(selector: [String], receiver: String?, range: Range<Int>, isMacro: Bool, size: Double?, sizeRange: Range<Int>?,
                weight: String?, fontName: String?) {
        self.selector = selector
        self.receiver = receiver
        self.range = range
        self.isMacro = isMacro
        self.size = size
        self.sizeRange = sizeRange
        self.weight = weight
        self.fontName = fontName
    }
}

/// A fixed height on a label whose font is a text style: `[label.heightAnchor constraintEqualToConstant:22]`,
/// `[label setFrame:CGRectMake(0, 0, 100, 20)]`, `label.frame = …`, `[[UILabel alloc] initWithFrame:…]`.
public struct LabelHeight: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable {
        /// A layout constraint: a minimum (`constraintGreaterThanOrEqualToConstant:`) is what to write instead.
        case constraint
        /// A frame: the label's height is the frame's until layout changes it.
        case frame
    }

    public var kind: Kind
    /// Where the height is written: the constraint's value, the frame's height argument.
    public var range: Range<Int>
    public var height: Double
    /// The label's text style, as Objective-C names it (`UIFontTextStyleBody`).
    public var style: String

    public init(kind: Kind, range: Range<Int>, height: Double, style: String) {
        self.kind = kind
        self.range = range
        self.height = height
        self.style = style
    }
}
