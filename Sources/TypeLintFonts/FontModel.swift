import TypeLintSyntax

/// A text style code can name: SwiftUI's `Font.TextStyle`, in the HIG's order, largest first. UIKit's
/// `UIFont.TextStyle` calls two of them `title1` and `caption1`. The raw values are the keys of the HIG tables in
/// `Rules/` (whose other rows, such as tvOS's `subtitle1`, have no API and so no case).
public enum TextStyle: String, Sendable, Hashable, CaseIterable, Comparable {
    case extraLargeTitle, extraLargeTitle2, largeTitle, title, title2, title3, headline, body, callout, subheadline,
         footnote, caption, caption2

    /// A style by its SwiftUI or UIKit name: `title1` is `title`.
    public init?(named name: some StringProtocol) {
        switch name {
        case "title1": self = .title
        case "caption1": self = .caption
        default: self.init(rawValue: String(name))
        }
    }

    /// UIKit's name for the style (`UIFont.TextStyle.title1`).
    public var uiKitName: String {
        switch self {
        case .title: "title1"
        case .caption: "caption1"
        default: rawValue
        }
    }

    /// Larger styles come first, as in the HIG's tables.
    public static func < (a: TextStyle, b: TextStyle) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// The nine system weights, in Apple's order (ultraLight is lighter than thin).
public enum Weight: String, Sendable, CaseIterable, Comparable, Codable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public static func < (a: Weight, b: Weight) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The weight a custom font's PostScript name ends in (`Inter-Light`, `Avenir-HeavyOblique`), or its full name
    /// (`Poppins SemiBold`, `Avenir Next Bold Italic`).
    ///
    /// Read from the end, a word at a time: a name is read as far as its last words, however long it is.
    public init?(fontNameSuffix name: String) {
        self.init(fontNameSuffix: name[...])
    }

    public init?(fontNameSuffix name: Substring) {
        let tail = name.utf8.suffix(Self.longestWord + 1)
        if let dash = tail.lastIndex(of: UInt8(ascii: "-")) {
            self.init(suffix: String(decoding: tail[tail.index(after: dash)...], as: UTF8.self).lowercased())
            return
        }
        guard var word = Self.lastWord(of: name) else { return nil }
        // `Avenir Next Bold Italic`: the word before a slant that follows two others.
        if Self.slants.contains(word.lowercased()), let previous = Self.lastWord(of: name[..<word.startIndex]),
           Self.hasWord(name[..<previous.startIndex]) {
            word = previous
        }
        // One word is a family's name; `Times New Roman` is a family, not New Times's regular face.
        guard Self.hasWord(name[..<word.startIndex]), case let suffix = word.lowercased(), suffix != "roman" else { return nil }
        self.init(suffix: suffix)
    }

    /// No weight's word is longer: a word past it names none, and is not read further.
    private static let longestWord = 24

    /// The last word of a name (words are parted by runs of spaces) when it is short enough to name a weight.
    static func lastWord(of name: Substring) -> Substring? {
        guard let end = name.lastIndex(where: { $0 != " " }) else { return nil }
        var start = end
        var length = 1
        while start > name.startIndex, case let before = name.index(before: start), name[before] != " " {
            guard length < longestWord else { return nil }
            start = before
            length += 1
        }
        return name[start...end]
    }

    /// Whether a name holds a word (not only spaces), looked for from its end.
    private static func hasWord(_ name: Substring) -> Bool {
        name.lastIndex(where: { $0 != " " }) != nil
    }

    /// The weight a face's suffix names (`semibolditalic`, `black`), lower-cased.
    private init?(suffix: String) {
        var suffix = suffix
        for trailing in Self.slants where suffix.hasSuffix(trailing) && suffix != trailing {
            suffix.removeLast(trailing.count)
        }
        switch suffix {
        case "ultralight", "extralight", "hairline": self = .ultraLight
        case "thin": self = .thin
        case "light": self = .light
        case "regular", "roman", "book", "italic", "oblique": self = .regular
        case "medium": self = .medium
        case "semibold", "demibold": self = .semibold
        case "bold": self = .bold
        case "heavy", "extrabold", "ultrabold": self = .heavy
        case "black": self = .black
        default: return nil
        }
    }

    private static let slants = ["italic", "oblique"]

    /// The weight UIKit and AppKit draw for a raw value (`UIFont.Weight(rawValue: 0.3)`): the named weight nearest it, the
    /// value first held to the -1…1 the system reads (so a CSS weight written there, `700`, draws the heaviest face).
    public init(systemRawValue value: Double) {
        let held = min(max(value, -1), 1)
        self = Self.systemRawValues.min { abs($0.value - held) < abs($1.value - held) }!.weight
    }

    /// The raw values of `UIFont.Weight`'s and `NSFont.Weight`'s named weights.
    private static let systemRawValues: [(weight: Weight, value: Double)] = [
        (.ultraLight, -0.8), (.thin, -0.6), (.light, -0.4), (.regular, 0), (.medium, 0.23), (.semibold, 0.3), (.bold, 0.4),
        (.heavy, 0.56), (.black, 0.62),
    ]
}

/// A font family as the design system sees it: a system design or a custom family name.
public enum Family: Sendable, Hashable, CustomStringConvertible {
    case system(String)  // "default", "serif", "rounded", "monospaced"
    case custom(String)  // "Inter" from "Inter-Bold"

    public static let sans = Family.system("default")

    public var description: String {
        switch self {
        case .system("default"): "SF Pro"
        case .system("serif"): "New York (serif)"
        case .system("rounded"): "SF Pro Rounded"
        case .system("monospaced"): "SF Mono"
        case .system(let other): other
        case .custom(let name): name
        }
    }

    /// The family of a custom font's PostScript or family name: `Inter-Bold` is Inter.
    /// A full name's weight and slant are its face, not its family: `Poppins SemiBold` is Poppins.
    public init(customFontName name: String) {
        // A face of no name is found nowhere, and both frameworks then draw the system font.
        guard !name.allSatisfy(\.isWhitespace) else {
            self = .sans
            return
        }
        var family = Substring(name)
        if name.utf8.contains(UInt8(ascii: "-")) {
            // A PostScript name's family is its first part (`Inter-SemiBold`).
            let parts = name.drop { $0 == "-" }
            family = parts.isEmpty ? family : parts[..<(parts.firstIndex(of: "-") ?? parts.endIndex)]
        } else {
            // Each weight word off the end in turn, each looked at once.
            while Weight(fontNameSuffix: family) != nil, let last = Weight.lastWord(of: family) {
                var rest = family[..<last.startIndex]
                while rest.last == " " { rest = rest[..<rest.index(before: rest.endIndex)] }
                guard !rest.isEmpty else { break }
                family = rest
            }
        }
        // No family's name is this long (a PostScript name is at most 63 characters): of a longer one its start is kept
        // and shown, so that what a finding holds and says does not grow with it.
        self = .custom(family.utf8.count > Self.longestName ? String(family.prefix(Self.longestName)) + "…" : String(family))
    }

    static let longestName = 128

    /// Whether this is an icon font's family.
    public var isIconFont: Bool {
        if case .custom(let name) = self { return PictureNames.namesIconFont(name) }
        return false
    }
}

/// What typelint knows of a font: each field is nil when the source does not say.
public struct FontSpec: Sendable, Hashable {
    public var style: TextStyle?
    public var size: Double?
    public var weight: Weight?
    /// The bold *trait* (`.bold()`): the style's emphasized weight, not weight 700.
    public var isEmphasized = false
    public var family: Family?
    /// A size SwiftUI scales as it scales body, though no style is named (`Font.custom(_:size:)`): at a larger Dynamic
    /// Type size the text is larger by body's factor.
    public var scalesWithBody = false

    public init(style: TextStyle? = nil, size: Double? = nil, weight: Weight? = nil, isEmphasized: Bool = false,
                family: Family? = nil) {
        self.style = style
        self.size = size
        self.weight = weight
        self.isEmphasized = isEmphasized
        self.family = family
    }

    /// SwiftUI's default for text with no font anywhere: `.body` in the system family.
    public static let swiftUIDefault = FontSpec(style: .body, family: .sans)

    /// `other` set on top of this font: a new font replaces style, size and family; weight and
    /// emphasis modifiers stack.
    public func replaced(by other: FontSpec) -> FontSpec {
        var result = other
        if result.family == nil, result.style != nil || result.size != nil { result.family = .sans }
        return result
    }
}

/// Where in the source a weight comes from, and what it is.
public struct WeightSource: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `.fontWeight(.x)`, `.weight(.x)`, `weight: .x`, `UIFont.Weight.x`, `boldSystemFont`, a font name suffix.
        case explicit(Weight)
        /// `.bold()` / `.bold(true)`: the style's emphasized weight.
        case emphasis
    }
    public var kind: Kind
    /// Token index range to report.
    public var range: Range<Int>
    /// The source spelling, for messages (`.fontWeight(.bold)`).
    public var spelling: String
    /// Whether it is a view modifier (`Text(…).bold()`) rather than part of a font (`.body.bold()`).
    public var isViewModifier: Bool
    /// For a weight a typeface's name says (`Helvetica-Bold`), the typeface's family: the weight changes by naming
    /// another of its faces, whatever the code spells the name with (a literal, a macro, a constant).
    public var face: String?
    /// For a weight of the app's own type (`.t5(weight: .light)`, whose `weight` is an enum of the design system's), the
    /// weights the module names as members (its cases among them): another weight is written as one of these, never as a
    /// system weight the type may not have. Nil for the system's weights.
    public var ownTypeWeights: [Weight]?
    /// Whether the weight is set on a font typelint cannot read (`font.weight(.heavy)`, `font` a stored property): its style
    /// is not known, so only a weight no style allows is judged.
    public var landsOnUnknownFont = false

    public init(kind: Kind, range: Range<Int>, spelling: String, isViewModifier: Bool) {
        self.kind = kind
        self.range = range
        self.spelling = spelling
        self.isViewModifier = isViewModifier
    }
}

/// The words of an identifier or a font name, lowercased: `currencySymbolFont` is currency, symbol, font;
/// `MaterialDesignIcons.familyName` is material, design, icons, family, name; `Inter-Bold` is inter, bold.
public func identifierWords(_ name: String) -> [String] {
    // Nearly every name is ASCII: split by bytes, not by Characters (whose Unicode properties cost 20 times as much).
    guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return unicodeIdentifierWords(name) }
    var words: [String] = []
    var current: [UInt8] = []
    var previousIsLower = false
    for byte in name.utf8 {
        let isUpper = byte &- UInt8(ascii: "A") < 26, isLower = byte &- UInt8(ascii: "a") < 26, isDigit = byte &- UInt8(ascii: "0") < 10
        if isUpper && previousIsLower || !(isUpper || isLower || isDigit), !current.isEmpty {
            words.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
        }
        if isUpper || isLower || isDigit { current.append(isUpper ? byte | 0x20 : byte) }
        previousIsLower = isLower || isDigit
    }
    if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
    return words
}

private func unicodeIdentifierWords(_ name: String) -> [String] {
    var words: [String] = []
    var current = ""
    var previousIsLower = false
    for character in name {
        guard character.isLetter || character.isNumber else {
            if !current.isEmpty { words.append(current) }
            current = ""
            previousIsLower = false
            continue
        }
        if character.isUppercase, previousIsLower, !current.isEmpty {
            words.append(current)
            current = ""
        }
        current += character.lowercased()
        previousIsLower = character.isLowercase || character.isNumber
    }
    if !current.isEmpty { words.append(current) }
    return words
}
