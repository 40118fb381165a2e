import TypeLintSyntax

/// A SwiftUI element that renders text, with the font it ends up with.
public struct TextElement: Sendable {
    /// `Text`, `Label`, `Button`, …
    public var kind: ElementKind
    public var chain: Chain
    /// The effective font: own modifiers over the enclosing containers' over the SwiftUI default.
    /// Nil when some font in that stack is one typelint cannot know.
    public var font: FontSpec?
    /// Where the effective font was set (`.font(…)` arguments), if not the default.
    public var fontSource: Range<Int>?
    public var content: TextContent
    /// `.minimumScaleFactor(f)` on the element: the factor and the modifier's tokens.
    public var minimumScaleFactor: (factor: Double, range: Range<Int>)?
    public var platforms: Platforms
    /// Whether it is the whole of a control's label closure (`Button { … } label: { Label("Download all", …) }`): the
    /// control's title, as `Button("Download all")`'s is.
    public var isControlTitle = false

    public var name: Int { chain.base.name ?? chain.start }
}

/// What kind of view a text element is: one of the SwiftUI views typelint reads as text, a piece of a StyledTextKit
/// builder's text, or a view of the module's own that shows text in the style or font a use gives it.
public enum ElementKind: Sendable, Hashable {
    case text, label, button, textField, secureField, toggle, link, stepper, navigationLink, menu, picker
    /// A piece of a StyledTextKit builder's text.
    case styledText
    /// A view of the module's own (`ThemeText(title, style: .body)`), by its name.
    case moduleView(String)

    /// The kind a view of this name is: each of SwiftUI's text views (`textViewNames`) its own, any other the module's.
    public init(viewName name: String) {
        switch name {
        case "Text": self = .text
        case "Label": self = .label
        case "Button": self = .button
        case "TextField": self = .textField
        case "SecureField": self = .secureField
        case "Toggle": self = .toggle
        case "Link": self = .link
        case "Stepper": self = .stepper
        case "NavigationLink": self = .navigationLink
        case "Menu": self = .menu
        case "Picker": self = .picker
        default: self = .moduleView(name)
        }
    }

    /// The view's name as written (`Text`, `NavigationLink`, `ThemeText`); `StyledText` for a builder's piece.
    public var name: String {
        switch self {
        case .text: "Text"
        case .label: "Label"
        case .button: "Button"
        case .textField: "TextField"
        case .secureField: "SecureField"
        case .toggle: "Toggle"
        case .link: "Link"
        case .stepper: "Stepper"
        case .navigationLink: "NavigationLink"
        case .menu: "Menu"
        case .picker: "Picker"
        case .styledText: "StyledText"
        case .moduleView(let name): name
        }
    }

    /// Whether its title or label closure is a control's label: one of `controlViews`.
    var isControl: Bool {
        switch self {
        case .button, .link, .menu, .navigationLink, .toggle, .picker, .stepper: true
        default: false
        }
    }

    /// Whether its first unlabelled string argument is text it renders: one of `titledViews`.
    var isTitled: Bool {
        switch self {
        case .label, .button, .textField, .secureField, .toggle, .link, .stepper, .navigationLink, .menu, .picker: true
        default: false
        }
    }
}

/// What a text element shows, as far as the source says.
public enum TextContent: Sendable, Hashable {
    /// A string literal: its text with interpolations removed, and how many there were.
    case literal(String, interpolations: Int)
    /// A view's stored property that every call making the view sets to a literal: each call's text.
    case passed([String])
    /// Anything else: a variable, a formatted value, a localized key.
    case expression

    /// Whether it is a literal with no letter or digit that draws a picture or a gap: blank, or holding an emoji, a
    /// pictographic symbol (`"★"`, `"⌘"`) or an icon font's private-use glyph. Punctuation, currency and mathematical signs
    /// are read as text (`Text("$")` before a price, `Text(":")` between a time's fields).
    public var showsNoWords: Bool {
        guard case .literal(let text, interpolations: 0) = self else { return false }
        // An ASCII letter or digit answers without Unicode properties (most texts have one).
        guard !text.utf8.contains(where: { $0 &- UInt8(ascii: "0") < 10 || $0 | 0x20 &- UInt8(ascii: "a") < 26 }),
              !text.contains(where: { $0.isLetter || $0.isNumber }) else { return false }
        return text.allSatisfy(\.isWhitespace) || text.unicodeScalars.contains { scalar in
            switch scalar.properties.generalCategory {
            case .otherSymbol, .privateUse: true
            default: scalar.properties.isEmojiPresentation
            }
        }
    }
}

/// A weight applied somewhere, with the font it applies to.
public struct WeightUse: Sendable {
    public var source: WeightSource
    /// The font the weight lands on (its style, size and family, where known).
    public var context: FontSpec
    public var platforms: Platforms
    /// Whether the text is a control's label (a `Button`'s title or label closure): not reading text.
    public var isControlLabel = false

    public init(source: WeightSource, context: FontSpec, platforms: Platforms, isControlLabel: Bool = false) {
        self.source = source
        self.context = context
        self.platforms = platforms
        self.isControlLabel = isControlLabel
    }
}

/// A font a file uses by a name the module index knows: a token or a helper's call.
public struct NamedFontUse: Sendable {
    /// The tokens naming it (`.legal`, `Theme.Fonts.caption`, `.appFont(style: .body)`).
    public var range: Range<Int>
    public var spec: FontSpec
    public var platforms: Platforms
    /// Whether it is SwiftUI's `Font` (given to `.font(…)`), not a `UIFont` or `NSFont` (assigned to a `font` property).
    public var isSwiftUIFont: Bool
    /// Whether it is the app's view function called on a view (`Text(…).scaledFont(10)`): what to write instead is a
    /// `.font(…)` modifier.
    public var isViewModifier = false

    public init(range: Range<Int>, spec: FontSpec, platforms: Platforms, isSwiftUIFont: Bool) {
        self.range = range
        self.spec = spec
        self.platforms = platforms
        self.isSwiftUIFont = isSwiftUIFont
    }
}

/// A height fixed on a UIKit label whose font is a text style.
public struct LabelHeightFact: Sendable {
    /// The tokens of the height (the constraint's constant, the frame's height).
    public var range: Range<Int>
    public var height: Double
    public var style: TextStyle
    /// A layout constraint (whose minimum form is the fix), not a frame.
    public var isConstraint: Bool

    public init(range: Range<Int>, height: Double, style: TextStyle, isConstraint: Bool) {
        self.range = range
        self.height = height
        self.style = style
        self.isConstraint = isConstraint
    }
}

/// Which branch of an `if`/`else` chain or a `switch` (its first brace) a view is in.
struct BranchChoice: Hashable {
    let group: Int
    let branch: Int
}

/// Views whose title or label closure is a control's label.
let controlViews: Set<String> = ["Button", "Link", "Menu", "NavigationLink", "Toggle", "Picker", "Stepper"]

/// Everything the rules need to know about one file's typography.
public struct FontFacts: Sendable {
    public let tree: SyntaxTree
    public let language: SourceLanguage
    public var constructors: [FontConstructor] = []
    public var weightUses: [WeightUse] = []
    /// Fonts used by name, from a token or a helper the module declares (`.font(.legal)`, `Theme.caption`):
    /// their size is checked where they are used as well as where they are made.
    public var namedFontUses: [NamedFontUse] = []
    public var elements: [TextElement] = []
    /// Groups of `elements` indices that render on one line: `Text + Text`, a `Text` interpolated
    /// in a `Text`, the direct children of an `HStack`.
    public var lines: [[Int]] = []
    /// Calls of the module's view functions that set tracking from what they are passed (`.spaced(2)`): the call and the
    /// argument given the tracking.
    public var trackingCalls: [(call: Range<Int>, value: Range<Int>)] = []
    /// Fixed heights written as names (`.frame(height: Metrics.rowHeight)`, `constraint(equalToConstant: rowHeight)`),
    /// by the first token of the value: what the file's and the module's constants make them.
    public var heights: [Int: Double] = [:]
    /// The `dynamicTypeSize` of each `.dynamicTypeSize(…)` on a view that shows no text (`RoomAvatarImage(…)`, a button
    /// whose label is an icon): it caps a picture's size, no text's.
    public var capsOnPictures: Set<Int> = []
    /// The text styles whose SwiftUI names the module declares as `Font` members of its own (`extension Font { static let
    /// headline = Font.custom("Brand-Bold", size: 22) }`): there `.headline` is the module's font, not the style.
    public var stylesRedeclared: Set<TextStyle> = []
    /// Whether the module or one it imports declares a font API spelled as SwiftUI's (`ModuleIndex.declaresOwnSystemFont`).
    public var moduleDeclaresOwnSystemFont = false
    /// The names the module declares as cases or properties (`ModuleIndex.memberNames`).
    public var moduleMemberNames = NameHashes()
    /// Names the module gives a system colour, with the colour's name (see `ModuleIndex.colorAliases`).
    public var moduleColorAliases: [String: String] = [:]
    /// Heights fixed on UIKit labels whose font is a text style, found by clang in Objective-C (`[label.heightAnchor
    /// constraintEqualToConstant:22]` on a local `UILabel *`, a label's frame).
    public var labelHeights: [LabelHeightFact] = []
    /// Whether the file's bytes hold `height:` anywhere: asked by the facts and by fixed-text-height, searched once.
    public let mentionsHeightLabel: Bool
    /// The file's `height` labels (`.frame(height: 44)`), in order: read by the facts and by each of fixed-text-height's
    /// passes over the file, found once where its bytes hold `height:` (where they do not, looked for when asked: a label
    /// written `height :`).
    public var heightLabels: [Int] { mentionsHeightLabel ? foundHeightLabels : Self.heightLabels(in: tree) }
    private let foundHeightLabels: [Int]

    public init(tree: SyntaxTree, language: SourceLanguage = .swift) {
        self.tree = tree
        self.language = language
        mentionsHeightLabel = tree.mentions(Self.heightLabel)
        foundHeightLabels = mentionsHeightLabel ? Self.heightLabels(in: tree) : []
    }

    /// The `height` labels of a tree (`.frame(height: 44)`), in order.
    public static func heightLabels(in tree: SyntaxTree) -> [Int] { tree.words("height").filter { tree.isPunct($0 + 1, ":") } }

    public static let heightLabel = ByteWords("height:")
}

/// Views whose first unlabelled string argument is text they render.
let titledViews: Set<String> = [
    "Label", "Button", "TextField", "SecureField", "Toggle", "Link", "Stepper", "NavigationLink", "Menu", "Picker",
]

/// The SwiftUI views typelint reads as text.
let textViewNames = titledViews.union(["Text"])

public enum FontAnalyzer {
    /// The facts of one file; `index` is built from the module's files, this one among them.
    public static func analyze(_ tree: SyntaxTree, index: ModuleIndex, constants: FileConstants? = nil) -> FontFacts {
        var evaluator = FontEvaluator(tree: tree, index: index, constants: constants ?? FileConstants(tree))
        evaluator.results = HelperResults()
        var builder = FactsBuilder(tree: tree, evaluator: evaluator)
        builder.run()
        return builder.facts
    }
}

/// Works out one file's facts: run once, in `run()`'s order (its steps are in the `FactsBuilder+…` files).
struct FactsBuilder {
    let tree: SyntaxTree
    let evaluator: FontEvaluator
    var facts: FontFacts
    var chains: [Chain] = []
    /// For a `{` of a trailing closure, a `(` of a parenthesised base or a `Text(` argument list:
    /// the chain whose modifiers apply to what is inside (-1: none). This and the other tables by token are arrays, not
    /// dictionaries: asked of every bracket around every text, a hash each cost more than the question.
    var owners: [Int32]
    /// The `(` of every `Image(…)…font(` argument list: fonts there size symbols.
    var iconFontArguments: Set<Int> = []
    /// The `(` of every `scaledFont(for:` argument list: fonts there scale with Dynamic Type.
    var scaledArguments: Set<Int> = []
    /// Per token: whether it is inside one of `iconFontArguments` / `scaledArguments` (computed once
    /// the sets are complete, so that no fact walks up its brackets).
    var insideIconFont: [Bool] = []
    var insideScaledFont: [Bool] = []
    /// Per token: whether it is in code that draws text into an image (`imageDrawingCode()`).
    var insideImageDrawing: [Bool] = []
    /// What enclosing containers set, per opening bracket, computed once each: its position in `environmentValues`
    /// (-1: not yet).
    var environments: [Int32]
    var environmentValues: [Environment] = []
    /// The text element whose chain starts at each token (-1: none).
    var elementAtStart: [Int32]
    /// The view members whose uses are being looked at: a member used inside itself stops there.
    var visitingMembers: Set<Int> = []
    /// The names the file declares as images: a font on one sizes a picture.
    let imageNames: Set<String>
    /// The tokens spelled as each view member's name, found on the first member view's lookup.
    var memberUses: [String: [Int]]?
    /// The value each stored property of the file's types is given where it is declared or by an initializer's default, by
    /// `Type.name`: made when a styled text view is given a style by a property's name.
    var defaultValues: [String: Range<Int>]?
    /// The environment each view member's name gets from its uses, once worked out.
    var memberEnvironments: [String: Environment] = [:]
    /// The file's `scaledFont` words, in order, found on the first font that asks whether it is scaled later.
    var scaledFontWords: [Int]?
    /// The values and bodies of the file's properties and functions whose fonts the module scales (see
    /// `isBaseScaledElsewhere`), found on the first font that asks.
    var scaledBases: [Range<Int>]?
    /// The literals each face-naming `var` is set to after its declaration, by the declaration's name token.
    var reassignedFaceNames: [Int: [Int]] = [:]
    /// The faces an enum of the file names by case (see `faceNames(_:ofType:)`), by `Type.member`, worked out once: a
    /// catalogue of thousands of cases is used once per case.
    let faceNameCache = FaceNameCache()

    init(tree: SyntaxTree, evaluator: FontEvaluator) {
        self.tree = tree
        self.evaluator = evaluator
        self.facts = FontFacts(tree: tree)
        imageNames = Self.imageNames(in: tree)
        facts.stylesRedeclared = Set(TextStyle.allCases.filter { evaluator.index["Font.\($0.rawValue)"]?.font != nil })
        facts.moduleDeclaresOwnSystemFont = evaluator.index.declaresOwnSystemFont
        facts.moduleMemberNames = evaluator.index.memberNames
        facts.moduleColorAliases = evaluator.index.colorAliases
        (owners, environments, elementAtStart) = (Array(repeating: -1, count: tree.code.count + 1),
                                                  Array(repeating: -1, count: tree.code.count + 1),
                                                  Array(repeating: -1, count: tree.code.count + 1))
    }

    mutating func run() {
        collectChains()
        insideScaledFont = marks(inside: scaledArguments)
        for index in chains.indices { addElement(chains[index]) }
        markPictureFonts()
        iconFontArguments.formUnion(iconCode())
        insideIconFont = marks(inside: iconFontArguments)
        insideImageDrawing = marks(inside: Set(imageDrawingCode()))
        for chain in chains { addConstructors(in: chain) }
        for chain in chains { addFontWeightUses(in: chain) }
        let icons = insideIconFont
        facts.weightUses.removeAll { icons[$0.source.range.lowerBound] }
        groupLines()
        if tree.imports("StyledTextKit") { addStyledTextBuilders() }
        if facts.mentionsHeightLabel || tree.mentions(Self.constantLabel) { addNamedHeights() }
    }

    private static let constantLabel = ByteWords("equalToConstant:")

    /// The values of `height:` and `equalToConstant:` arguments that are names, not literals, and fixed.
    mutating func addNamedHeights() {
        for label in facts.heightLabels + tree.words("equalToConstant").filter({ tree.isPunct($0 + 1, ":") }) {
            let open = Int(tree.enclosing[label])
            guard open >= 0, tree.isPunct(open, "("), tree.isPunct(label - 1, "(") || tree.isPunct(label - 1, ",") else { continue }
            var end = label + 2
            while end < Int(tree.partner[open]), !(tree.isPunct(end, ",") && Int(tree.enclosing[end]) == open) { end += 1 }
            // Not a height that grows with Dynamic Type (`@ScaledMetric var toolbarHeight: CGFloat = 32`): it is not fixed.
            guard end > label + 2, tree.numberValue(label + 2..<end) == nil, !evaluator.sizeValue(label + 2..<end).isScaled,
                  let value = evaluator.number(label + 2..<end, at: label + 2), value > 0 else { continue }
            // Not 0: a view hidden, or a height measured at run time (`@State var height: CGFloat = 0`).
            facts.heights[label + 2] = value
        }
    }
}

/// The faces each enum of a file names by case, by `Type.member`: filled as a file's fonts ask (see
/// `FactsBuilder.faceNames`). A reference, so that the builder's questions, which do not mutate it, can fill it.
final class FaceNameCache {
    var byMember: [String: (cases: [(name: String, literal: Int)], byName: [String: Int])?] = [:]
}
