import TypeLintSyntax

/// A SwiftUI element that renders text, with the font it ends up with.
public struct TextElement: Sendable {
    /// `Text`, `Label`, `Button`, …
    public var kind: String
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

    public var name: Int { chain.base.name ?? chain.start }
}

/// What a text element shows, as far as the source says.
public enum TextContent: Sendable, Hashable {
    /// A string literal: its text with interpolations removed, and how many there were.
    case literal(String, interpolations: Int)
    /// A view's stored property that every call making the view sets to a literal: each call's text.
    case passed([String])
    /// Anything else: a variable, a formatted value, a localized key.
    case expression
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
    public static func analyze(_ tree: SyntaxTree, index: ModuleIndex, constants: NumericConstants? = nil) -> FontFacts {
        var builder = FactsBuilder(tree: tree, evaluator: FontEvaluator(tree: tree, index: index,
                                                                         constants: constants ?? NumericConstants(tree)))
        builder.run()
        return builder.facts
    }
}

private struct FactsBuilder {
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

    init(tree: SyntaxTree, evaluator: FontEvaluator) {
        self.tree = tree
        self.evaluator = evaluator
        self.facts = FontFacts(tree: tree)
        imageNames = Self.imageNames(in: tree)
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

    // MARK: - StyledTextKit

    /// One piece of a builder's text, in `style`, on the line under way; a piece that ends in a line break ends it.
    mutating func addPiece(_ chain: Chain, text: Range<Int>, style: FontSpec?, to line: inout [Int]) {
        line.append(facts.elements.count)
        facts.elements.append(TextElement(kind: "StyledText", chain: chain, font: style, fontSource: nil,
                                          content: textContent(text), minimumScaleFactor: nil,
                                          platforms: tree.platforms(at: text.lowerBound)))
        if tree.text(text).contains("\\n") { endLine(&line) }
    }

    mutating func endLine(_ line: inout [Int]) {
        if line.count > 1 { facts.lines.append(line) }
        line = []
    }

    /// StyledTextKit's builders (`StyledTextBuilder(styledText: …).add(text: "by ").add(styledText: StyledText(text:
    /// hash, style: Styles.code))`) as the library runs them: each piece a text element in the builder's current
    /// style, `traits: [.traitBold]` a weight on it, `save()` and `restore()` a stack of styles; the pieces between
    /// line breaks are one line. A builder held in a variable goes on where the variable is used again.
    mutating func addStyledTextBuilders() {
        struct Builder {
            var style: FontSpec?
            var saved: [FontSpec?] = []
            var line: [Int] = []
        }
        var builders: [String: Builder] = [:]
        var k = 0
        while k < tree.code.count - 1 {
            defer { k += 1 }
            guard tree.code[k].kind == .word, !tree.isPunct(k - 1, ".") else { continue }
            let starts = tree.isWord(k, "StyledTextBuilder") && tree.isPunct(k + 1, "(")
            // A String only for a word that may name a builder held in a variable: most words are turned away first.
            guard starts || (!builders.isEmpty && tree.isPunct(k + 1, ".")) else { continue }
            let name = tree.text(k)
            var builder: Builder
            if starts {
                builder = Builder()
            } else if let existing = builders[name] {
                builder = existing
            } else {
                continue
            }
            guard let chain = tree.chain(at: k) else { continue }
            for (position, link) in chain.links.enumerated() {
                guard let linkName = link.name.map({ tree.text($0) }) else { break }
                let arguments = chain.arguments(of: link) ?? []
                switch linkName {
                case "StyledTextBuilder" where position == 0, "add":
                    for argument in arguments {
                        switch evaluator.label(argument) {
                        case "styledText":
                            guard let piece = tree.chain(at: argument.value.lowerBound), piece.base.name.map({ tree.isWord($0, "StyledText") }) == true
                            else { builder.style = nil; continue }
                            let pieceArguments = piece.arguments(of: piece.base) ?? []
                            builder.style = pieceArguments.first { evaluator.label($0) == "style" }
                                .map { evaluator.evaluate($0.value) } ?? FontSpec(weight: .regular, family: .sans)
                            if let text = pieceArguments.first(where: { evaluator.label($0) == "text" }) {
                                addPiece(piece, text: text.value, style: builder.style, to: &builder.line)
                            }
                        case "style":
                            builder.style = evaluator.evaluate(argument.value)
                        case "text", "attributedText":
                            if let traits = arguments.first(where: { evaluator.label($0) == "traits" }) {
                                let named = traits.value.filter { tree.code[$0].kind == .word }
                                if let bold = named.first(where: { tree.isWord($0, "traitBold") }), let style = builder.style {
                                    builder.style?.weight = .bold
                                    addUse(.explicit(.bold), bold..<bold + 1, context: style, tree.platforms(at: bold))
                                } else if !named.allSatisfy({ tree.isWord($0, "traitItalic") }) {
                                    builder.style = nil  // a trait that may change what typelint compares
                                }
                            }
                            addPiece(tree.chain(at: link.start) ?? chain, text: argument.value, style: builder.style,
                                     to: &builder.line)
                        default:
                            continue
                        }
                    }
                case "save":
                    builder.saved.append(builder.style)
                case "restore":
                    if let last = builder.saved.popLast() { builder.style = last }
                default:
                    continue
                }
            }
            // `let builder = StyledTextBuilder(…)` goes on where `builder` is used again; any other ends here.
            let variable = starts && tree.isToken(k - 1, .operator, "=") && k >= 3
                && (tree.isWord(k - 3, "let") || tree.isWord(k - 3, "var")) ? tree.text(k - 2) : nil
            if let key = variable ?? (starts ? nil : name) {
                builders[key] = builder
            } else {
                endLine(&builder.line)
            }
            k = chain.end - 1
        }
        for var builder in builders.values { endLine(&builder.line) }
    }

    // MARK: - Chains

    /// The file's chains that matter (the builder's first step: `chains` is empty), the brackets whose content each owns
    /// (see `owners`), and the argument lists whose fonts size symbols or scale.
    mutating func collectChains() {
        let read = readChains()
        chains = read.chains
        for (bracket, chain) in read.owners { owners[bracket] = chain }
        iconFontArguments.formUnion(read.iconFontArguments)
        scaledArguments.formUnion(read.scaledArguments)
    }

    /// What `readChains` finds for `collectChains` to keep.
    struct ChainsRead {
        var chains: [Chain] = []
        /// Brackets and the chain (by position in `chains`) whose content each is, in the order later ones override.
        var owners: [(bracket: Int, chain: Int32)] = []
        var iconFontArguments: [Int] = []
        var scaledArguments: [Int] = []
    }

    /// What `collectChains` keeps, read without mutating the builder: each question a mutating method asks of `self` (as
    /// `nextChain` and `namesImage` are) copied the whole builder first, hundreds of bytes and a retain of each of its
    /// arrays, for every chain of the file.
    func readChains() -> ChainsRead {
        var found = ChainsRead()
        var chain = Chain()  // read into again and again
        var names: [Int] = []
        var k = 0
        while nextChain(from: &k, into: &chain, names: &names) {
            defer { k += 1 }
            let index = Int32(found.chains.count)
            found.chains.append(chain)
            if chain.base.name == nil, tree.isPunct(chain.start, "(") { found.owners.append((chain.start, index)) }
            // Whether the view modified so far is an image; an icon-only label is one whatever its order of modifiers.
            let named = tree.isWord(chain.start, "self") && chain.links.count > 1 ? chain.links[1].name : chain.base.name
            var isImage = named.map { namesImage($0) } == true || isIconOnlyLabel(chain)
            for closure in chain.closures { found.owners.append((closure.lowerBound - 1, index)) }
            // A closure passed as an argument (`Button(action: { … }, label: { … })`) is content like a trailing one.
            for argument in chain.arguments where tree.isPunct(argument.value.lowerBound, "{")
                && Int(tree.partner[argument.value.lowerBound]) == argument.value.upperBound - 1 {
                found.owners.append((argument.value.lowerBound, index))
            }
            for link in chain.links {
                // `Image(systemName: …)`, or an app's factory on the type (`Image.system(.chevronDown)`).
                defer { isImage = isImage || showsImage(link, in: chain) }
                guard let name = link.name, let open = link.argumentsOpen else { continue }
                if tree.isWord(name, "Text"), !link.isMember { found.owners.append((open, index)) }
                // `UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17))` sizes a symbol.
                if sizesWhitespace(link, in: chain) || tree.isWord(name, "SymbolConfiguration") { found.iconFontArguments.append(open) }
                if tree.isWord(name, "scaledFont") || scalesFonts(chain, link) { found.scaledArguments.append(open) }
                if tree.isWord(name, "font"), link.isMember, isImage { found.iconFontArguments.append(open) }
            }
        }
        return found
    }

    /// `.labelStyle(.iconOnly)`: a label shown as its icon alone, whatever the order of its modifiers.
    func isIconOnlyLabel(_ chain: Chain) -> Bool {
        for link in chain.links {
            guard let name = link.name, tree.isWord(name, "labelStyle"), let argument = chain.arguments(of: link)?.first
            else { continue }
            if tree.isWord(argument.value.upperBound - 1, "iconOnly") { return true }
        }
        return false
    }

    /// Reads the next chain that starts at or after `k` and names something font resolution reacts to; false at
    /// the end of the file. Any other chain would add no fact, and as a container it would leave the environment
    /// of the text inside as it is. Not `mutating`, as `readChains` is not (see there).
    /// `names`: a buffer for the links' names, asked first (most chains name nothing that matters: their arguments are not
    /// laid out).
    func nextChain(from k: inout Int, into chain: inout Chain, names: inout [Int]) -> Bool {
        let code = tree.code
        while k < code.count {
            let startsChain: Bool
            if code[k].kind == .word {
                // A bare word (a keyword, a plain identifier) has nothing applied to it: no chain to read.
                // `SwiftUI.Button(…)`: the chain is the view's, as if the module were not named.
                if tree.isWord(k, "SwiftUI"), tree.isPunct(k + 1, ".") {
                    startsChain = false
                } else {
                    let afterModule = tree.isPunct(k - 1, ".") && tree.isWord(k - 2, "SwiftUI")
                    startsChain = (!tree.isPunct(k - 1, ".") || afterModule) && (hasPostfix(after: k) || isNamedFontArgument(k))
                }
            } else if tree.isPunct(k, "."), k + 1 < code.count, code[k + 1].kind == .word {
                startsChain = isImplicitMemberPosition(k)
            } else if tree.isPunct(k, "("), tree.isPunct(Int(tree.partner[k]) + 1, "."), !isCallPosition(k) {
                startsChain = true
            } else {
                startsChain = false
            }
            if startsChain, tree.linkNames(ofChainAt: k, into: &names),
               names.indices.contains(where: { names[$0] >= 0 && (mayMatter(names[$0], at: $0) || startsReference(names[$0])) }),
               tree.readChain(at: k, into: &chain), namesSomethingThatMatters(chain) { return true }
            k += 1
        }
        return false
    }

    /// `NSAttributedString(string: "\n\n", attributes: [.font: …])`: the font sizes a gap, not text.
    func sizesWhitespace(_ link: Chain.Link, in chain: Chain) -> Bool {
        guard let name = link.name, endsWith(name, "AttributedString"), let arguments = chain.arguments(of: link),
              let string = arguments.first(where: { $0.label.map { tree.text($0) } == "string" }),
              let text = tree.stringValue(string.value) else { return false }
        return SyntaxTree.isWhitespaceLiteral(text)
    }

    /// Whether a link makes the view an image: `Image(systemName:)`, or `name.map(Image.init(systemName:))`.
    func showsImage(_ link: Chain.Link, in chain: Chain) -> Bool {
        link.name.map { tree.isWord($0, "Image") } == true
            || (chain.arguments(of: link) ?? []).contains { tree.isWord($0.value.lowerBound, "Image") }
    }

    /// Whether a name is a property of the file declared as an image (`let icon: Image`, `var image = Image(…)`):
    /// `icon.font(…)` sizes a picture.
    func namesImage(_ k: Int) -> Bool {
        guard !imageNames.isEmpty, tree.code[k].kind == .word, !tree.isPunct(k + 1, "("),
              !tree.isPunct(k - 1, ".") || tree.isWord(k - 2, "self") else { return false }
        return imageNames.contains(tree.text(k))
    }

    /// The names the file declares as images (`let icon: Image`, `var image = Image(…)`), found once.
    static func imageNames(in tree: SyntaxTree) -> Set<String> {
        Set(tree.declarations.filter { declaration in
            declaration.type.map { tree.isWord($0.lowerBound, "Image") && $0.count == 1 }
                ?? declaration.initializer.map { tree.isWord($0.lowerBound, "Image") } ?? false
        }.map { tree.text($0.name) })
    }

    private static let emoji = ByteWords("moji")

    /// `.font` on a container whose closures hold no text (a row of icon buttons), or on a `Text`
    /// that shows only emoji or symbols: the font sizes pictures, not reading text.
    mutating func markPictureFonts() {
        let mentionsEmoji = tree.mentions(Self.emoji)  // most files show no value named for emoji
        // Where the text elements start, in order: whether a closure holds one is a binary search (not a count kept for
        // every token of the file).
        let textStarts = facts.elements.indices.map { facts.elements[$0].chain.start }.sorted()
        lazy var viewCalls = moduleViewCalls()
        // Asked of every link of every chain: of a local tree, and of each chain where it is stored. Through `self` in a
        // mutating method, each question retained and released the builder's arrays, and each chain copied out its own.
        let tree = self.tree
        func isFont(_ link: Chain.Link) -> Bool { link.name.map { tree.isWord($0, "font") } == true }
        for c in chains.indices where chains[c].modifiers.contains(where: isFont) {
            let chain = chains[c]
            let showsNoText: Bool
            if case let index = Int(elementAtStart[chain.start]), index >= 0 {
                // A text field's font sizes what people type, not its placeholder.
                guard facts.elements[index].kind != "TextField", facts.elements[index].kind != "SecureField" else { continue }
                switch facts.elements[index].content {
                case .literal(let text, interpolations: 0):
                    // An ASCII letter or digit answers without Unicode properties (most texts have one).
                    showsNoText = !text.utf8.contains { $0 &- UInt8(ascii: "0") < 10 || $0 | 0x20 &- UInt8(ascii: "a") < 26 }
                        && !text.contains { $0.isLetter || $0.isNumber }
                case .expression:
                    showsNoText = mentionsEmoji && showsEmoji(chain)
                default:
                    continue
                }
            } else {
                let closures = chain.closures
                showsNoText = !closures.isEmpty
                    && closures.allSatisfy { !SyntaxTree.contains(textStarts, after: $0.lowerBound - 1, before: $0.upperBound) }
                    && !mayShowText(chain, viewCalls)
            }
            guard showsNoText else { continue }
            for link in chain.modifiers where isFont(link) {
                if let open = link.argumentsOpen { iconFontArguments.insert(open) }
            }
        }
    }

    /// Whether a view whose closures hold no text may still draw some in the font it is given: a view of the app's own
    /// (`AnimatableText(value) { … }`, unless named for a picture), or a layout holding one of the module's views
    /// (`HStack { SearchKeywordRow(…) }`).
    /// `viewCalls`: the file's calls of the module's views that may show text (`moduleViewCalls()`).
    func mayShowText(_ chain: Chain, _ viewCalls: [Int]) -> Bool {
        guard let base = chain.base.name, !chain.base.isMember else { return false }
        if tree.bytes[tree.code[base].start] &- UInt8(ascii: "A") < 26, case let name = tree.text(base), !Self.layoutViews.contains(name) {
            return !Self.namesPictureType(name)
        }
        return chain.closures.contains { SyntaxTree.contains(viewCalls, after: $0.lowerBound - 1, before: $0.upperBound) }
    }

    /// Where the file calls one of the module's views not named for a picture (`SearchKeywordRow(…)`), in order: found in
    /// one pass, so that asking of each closure is a binary search however deeply closures nest.
    func moduleViewCalls() -> [Int] {
        let views = evaluator.index.viewTypeNames
        guard !views.isEmpty else { return [] }
        return tree.capitalizedCalls.lazy.map(Int.init).filter { k in
            views.contains(tree.text(k)) && !Self.namesPictureType(tree.text(k))
        }
    }

    /// A view type that draws a picture or a shape (`RoundedRectangle`, `KFImage`, `CubeIconView`, `RadioWaveSymbol`).
    static func namesPictureType(_ name: String) -> Bool {
        shapeViews.contains(name) || identifierWords(name).contains { pictureWords.contains($0) || $0 == "image" || $0 == "images" }
    }

    static let shapeViews: Set<String> = ["Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse",
                                          "Color", "LinearGradient", "RadialGradient", "AngularGradient", "Path", "Canvas"]

    /// Views that lay out or wrap what their closures make, and draw nothing of their own.
    static let layoutViews: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "Button", "Menu",
                                           "NavigationLink", "Link", "ForEach", "ScrollView", "Section", "GeometryReader",
                                           "ToolbarItem", "ToolbarItemGroup", "Grid", "GridRow", "LazyVGrid", "LazyHGrid"]

    /// Whether a text shows a value named for emoji: `Text(absorptionTime.emoji)`, `Text(reaction.emojiString)`.
    func showsEmoji(_ chain: Chain) -> Bool {
        guard let value = chain.arguments(of: chain.base)?.first?.value, let last = value.last,
              tree.code[last].kind == .word else { return false }
        return identifierWords(tree.text(last)).contains { $0 == "emoji" || $0 == "emojis" }
    }

    static let capitalIcon = Array("Icon".utf8)
    /// What `namesIcon` looks for, as bytes.
    private static let iconSpellings = ByteWords("icon", "Icon", "iCON", "ICON")

    /// Fonts given to something named for icons size icons: the openers of the arguments of `.icon(font: …)` or
    /// `IconButton(font: …)`, and of the bodies of types such as `IconButtonStyle` or `IconToggleStyle`. Not
    /// `mutating`: a mutating method would ask each question of a copy of the whole builder.
    func iconCode() -> [Int] {
        var found: [Int] = []
        // Most files spell no `icon` in any case: their bytes say so before any token is asked.
        for k in tree.mentions(Self.iconSpellings) ? tree.code.indices : 0..<0
        where tree.code[k].kind == .word && tree.isPunct(k + 1, "(") && namesIcon(k) {
            found.append(k + 1)
        }
        for body in tree.typeBodies {
            let name = body.qualifiedName.utf8
            let last = name.lastIndex(of: UInt8(ascii: ".")).map { name.index(after: $0) } ?? name.startIndex
            if Array(name[last...]).withUnsafeBufferPointer({ $0.contains(bytes: Self.capitalIcon) }) { found.append(body.open) }
        }
        return found
    }

    /// Whether a link's name may change a fact: it makes text, sets or constructs a font or a weight, makes
    /// a control, a row or an image, or is a project's own font modifier (`mayPickFont`).
    func namesSomethingThatMatters(_ chain: Chain) -> Bool {
        for (position, link) in chain.links.enumerated() {
            guard let name = link.name else { continue }
            if mayMatter(name, at: position) || startsReference(name) && (position > 0 || mayNameFont(chain))
                || position > 0 && evaluator.index.namesFontMethod(tree.bytes[tree.code[name].range]) { return true }
        }
        return false
    }

    /// Whether a link's name, at its position in the chain, makes the chain matter by itself (a reference the index knows
    /// may too: see `namesSomethingThatMatters`).
    func mayMatter(_ name: Int, at position: Int) -> Bool {
        isName(name, in: Self.namesThatMatter) || mayPickFont(name) || endsWith(name, "AttributedString")
            || position == 0 && evaluator.index.showsGivenStyle(tree.bytes[tree.code[name].range])
    }

    /// Whether a chain that starts at a name the index knows can go on to a font or helper: `Styles.Sizes.gutter`
    /// cannot when `Styles` holds fonts only under `Styles.Text`.
    func mayNameFont(_ chain: Chain) -> Bool {
        let links = chain.links
        guard links.count > 1, links[0].argumentRange == nil, links[1].isMember, let base = links[0].name,
              let member = links[1].name, !tree.isWord(base, "self"), !tree.isWord(base, "Self") else { return true }
        let path = pathHash(appending: tree.bytes[tree.code[member].range], to: nameHash(tree.bytes[tree.code[base].range]))
        return evaluator.index.mayNameFont(pathHash: path)
    }

    /// A name alone as a font (`.font(readingFont)`, `label.font = titleFont`) that the index knows: a use of
    /// that font, though nothing is applied to the name.
    func isNamedFontArgument(_ k: Int) -> Bool {
        k >= 2 && tree.isWord(k - 2, "font") && (tree.isPunct(k - 1, "(") || tree.isToken(k - 1, .operator, "="))
            && isIndexed(k)
    }

    /// Whether a call, closure, member or subscript follows the token at `k`.
    func hasPostfix(after k: Int) -> Bool {
        let next = k + 1
        guard next < tree.code.count else { return false }
        return tree.isPunct(next, "(") || tree.isPunct(next, "{") || tree.isPunct(next, ".") || tree.isPunct(next, "[")
            || (tree.code[next].kind == .operator && tree.isPostfix(next))
    }

    /// Whether a link calls a module helper that scales the font it is given (`scaled(font: …)` wrapping
    /// `UIFontMetrics.default.scaledFont(for:)`): what is made inside its arguments scales.
    func scalesFonts(_ chain: Chain, _ link: Chain.Link) -> Bool {
        guard let name = link.name, startsReference(name), let arguments = chain.arguments(of: link) else { return false }
        return evaluator.helper(tree.text(name), arguments, at: name)?.scales == true
    }

    /// Names the analysis acts on, as bytes, so that most tokens are rejected without creating a String.
    static let constructorWords = ["system", "custom", "systemFont", "boldSystemFont", "italicSystemFont",
                                   "monospacedSystemFont", "monospacedDigitSystemFont", "UIFont", "NSFont", "withSize"]
    /// With `init`, as in `UIFont.init(name:size:)`, which only these lists read as a constructor.
    static let constructorNames = NameSet(constructorWords + ["init"])
    static let weightNames = NameSet(constructorWords + ["init", "weight", "bold"])
    static let fontTypes = NameSet(Array(ModuleIndex.fontTypeNames))
    static let elementNames = NameSet(Array(textViewNames))
    static let controlViewNames = NameSet(Array(controlViews))
    static let namesThatMatter = NameSet(constructorWords + ["weight", "bold", "Font", "Text", "environment", "monospaced",
                                                             "minimumScaleFactor", "HStack", "Image", "Weight",
                                                             "SymbolConfiguration"]
                                         + titledViews + controlViews)
    static let keywordsBeforeImplicitMembers = NameSet(["return", "case", "in", "where", "throw", "try", "await", "else"])

    // The look-ups below take the token's bytes as a slice, not through a closure: a closure would capture a
    // copy of the builder's evaluator and index (dozens of references retained) for each of the file's words.

    /// Whether a name is one the module index knows (a token, a constant's type, a helper).
    func startsReference(_ index: Int) -> Bool {
        evaluator.index.startsReference(tree.bytes[tree.code[index].range])
    }

    func isIndexed(_ index: Int) -> Bool {
        evaluator.index.mentions(tree.bytes[tree.code[index].range])
    }

    func isName(_ index: Int, in names: NameSet) -> Bool {
        names.contains(tree.bytes[tree.code[index].range])
    }

    /// Whether the word at `index` ends with `suffix` (`NSMutableAttributedString`, `AttributedString`).
    func endsWith(_ index: Int, _ suffix: StaticString) -> Bool {
        let token = tree.code[index]
        let count = suffix.utf8CodeUnitCount
        guard token.end - token.start >= count else { return false }
        let expected = suffix.utf8Start
        for offset in 0..<count where tree.bytes[token.end - count + offset] != expected[offset] { return false }
        return true
    }

    /// A `.` that starts an implicit member expression (`.font(.body)`'s `.body`), not a member access.
    func isImplicitMemberPosition(_ k: Int) -> Bool {
        guard k > 0 else { return true }
        let previous = tree.code[k - 1]
        switch previous.kind {
        case .punct:
            return !(tree.isPunct(k - 1, ")") || tree.isPunct(k - 1, "]") || tree.isPunct(k - 1, "}"))
        case .operator:
            return !tree.isPostfix(k - 1)
        case .word:
            return isName(k - 1, in: Self.keywordsBeforeImplicitMembers)
        default:
            return false
        }
    }

    func isCallPosition(_ k: Int) -> Bool {
        guard k > 0 else { return false }
        let previous = tree.code[k - 1].kind
        return (previous == .word || tree.isPunct(k - 1, ")") || tree.isPunct(k - 1, "]")) && !tree.startsLine(k)
    }

    /// For every token, whether it sits inside one of the brackets in `openers`: one pass, since a
    /// token's enclosing bracket always comes before it.
    func marks(inside openers: Set<Int>) -> [Bool] {
        var result = [Bool](repeating: false, count: tree.code.count)
        guard !openers.isEmpty else { return result }
        var isOpener = [Bool](repeating: false, count: tree.code.count)
        for open in openers { isOpener[open] = true }
        for k in tree.code.indices {
            let open = Int(tree.enclosing[k])
            result[k] = open >= 0 && (isOpener[open] || result[open])
        }
        return result
    }

    /// `UIFont` or `NSFont` when the chain starts with one: each exists on its own platforms only.
    func platformType(of chain: Chain) -> String? {
        guard let base = chain.base.name, !chain.base.isMember else { return nil }
        return tree.isWord(base, "UIFont") ? "UIFont" : tree.isWord(base, "NSFont") ? "NSFont" : nil
    }

    func platforms(at k: Int, forType type: String?) -> Platforms {
        let platforms = tree.platforms(at: k)
        switch type {
        case "NSFont": return platforms.intersection(.macOS)
        case "UIFont": return platforms.subtracting(.macOS)
        default: return platforms
        }
    }

    // MARK: - Constructors

    mutating func addConstructors(in chain: Chain) {
        if !evaluator.index.trackingFunctions.isEmpty { addTrackingCalls(chain) }
        if let accessor = GeneratedFontAccessor(chain, in: tree) { return addGeneratedAccessor(accessor, chain) }
        addNamedFontUse(chain)
        for (position, link) in chain.links.enumerated() {
            // `Text(…).default_text_style_white_500(styleSize: 9)`: the app's function sets a font of the size passed.
            // A function that scales what it sets (`relativeTo:`) is a named font where it is called: its size is still checked.
            if position > 0, link.isMember, let name = link.name, let arguments = chain.arguments(of: link),
               evaluator.index.isStylingViewFunction(tree.bytes[tree.code[name].range]),
               let helper = evaluator.helper(tree.text(name), arguments, at: name), helper.sizeParameter != nil,
               let spec = evaluator.evaluate(link.start..<link.end) {
                let platforms = platforms(at: chain.start, forType: platformType(of: chain))
                if !helper.scales {
                    addHelperCall(helper, arguments, link.start..<link.end, spec, chain, platforms)
                } else if !insideIconFont[link.start] {
                    facts.namedFontUses.append(NamedFontUse(range: link.start..<link.end, spec: spec, platforms: platforms, isSwiftUIFont: true))
                }
                continue
            }
            guard let nameIndex = link.name, let arguments = chain.arguments(of: link), let open = link.argumentsOpen,
                  isName(nameIndex, in: Self.constructorNames) else { continue }
            let name = tree.text(nameIndex)
            let labels = arguments.map { $0.label.map { tree.text($0) } ?? "_" }
            let owner = position == 0 ? nil : chain.links[position - 1].name.map { tree.text($0) }
            // `.custom(…)`, `Font.custom(…)`, or a bare `custom(…)` in `extension Font`.
            let extended = link.isMember || position > 0 || tree.isWord(nameIndex - 1, "func") ? nil : tree.qualifiedTypeName(at: nameIndex)
            let implicitOrOn: (Set<String>) -> Bool = { types in
                link.isMember ? position == 0 || (position == 1 && owner.map(types.contains) == true)
                    : extended.map(types.contains) == true
            }
            var kind: FontConstructor.Kind?
            var sizeLabel = "size"
            switch name {
            case "system" where labels.first == "size" && implicitOrOn(["Font"]):
                kind = .systemSize
            case "custom" where implicitOrOn(["Font"]) && labels.count >= 2:
                if labels.contains("fixedSize") {
                    kind = .customFixedSize
                    sizeLabel = "fixedSize"
                } else if labels.contains("relativeTo") {
                    kind = .customRelativeSize
                } else if labels.contains("size") {
                    kind = .customSize
                }
            case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
                if labels.first == "ofSize", implicitOrOn(["UIFont", "NSFont"]) {
                    kind = .platformSystem
                    sizeLabel = "ofSize"
                }
            case "UIFont", "NSFont", "init":
                // `UIFont(…)` or `UIFont.init(…)`. `UIFont(descriptor: d, size: 0)` keeps the descriptor's size, and `size:
                // d.pointSize` the size of a font that may scale: only a size written as a number is fixed here.
                let isInitializer = position == 0 && !link.isMember && name != "init"
                    || position == 1 && link.isMember && name == "init" && owner.map { $0 == "UIFont" || $0 == "NSFont" } == true
                if isInitializer, labels.starts(with: ["name", "size"])
                    || labels == ["descriptor", "size"] && arguments.last.flatMap({ evaluator.sizeValue($0.value).value }) != nil {
                    kind = .platformNamed
                }
            case "withSize" where link.isMember && arguments.count == 1:
                kind = .withSize
                sizeLabel = "_"
            default:
                break
            }
            guard let kind, let sizeArgument = arguments.first(where: { ($0.label.map { tree.text($0) } ?? "_") == sizeLabel })?.value
            else { continue }
            let fontName = kind == .customSize || kind == .customFixedSize || kind == .customRelativeSize || kind == .platformNamed
                ? arguments.first.map { tree.text($0.value) } : nil
            let size = evaluator.sizeValue(sizeArgument)
            let call = link.start..<min(Int(tree.partner[open]) + 1, tree.code.count)
            let spec = evaluator.evaluate(chain.prefix(through: position))
                ?? FontSpec(size: size.value, family: kind == .platformNamed ? nil : .sans)
            var constructor = FontConstructor(
                kind: kind, call: call, sizeArgument: sizeArgument, size: size.value, sizeConstant: size.constant,
                spec: spec, isScaled: size.isScaled || insideScaledFont[call.lowerBound] || isScaledLater(chain),
                isIconSizing: insideIconFont[call.lowerBound] || fontName.map(Family.namesIconFont) == true
                    || namesAPicture(givenName(chain.start)) || setsAPictureLabel(chain.start) || isMeasured(chain, after: position),
                platforms: platforms(at: call.lowerBound, forType: platformType(of: chain) ?? extended))
            if size.value == nil, !size.isScaled { constructor.sizeChoices = evaluator.sizeChoices(sizeArgument) }
            facts.constructors.append(constructor)
        }
    }

    /// A chain that starts with a font the index knows: a token (`.legal`, `Theme.caption`) or a helper's call.
    /// A helper that makes a font of the size its caller passes (`UIFont.appFont(ofSize: 9)`) is a sized
    /// constructor at each call; any other named font is a use whose size is checked.
    mutating func addNamedFontUse(_ chain: Chain) {
        // `func appFont(ofSize size: CGFloat)` declares the helper; it does not call it.
        guard let first = chain.base.name, !tree.isWord(chain.start - 1, "func"),
              startsReference(first) || isName(first, in: Self.fontTypes) || isNamedFontArgument(first)
                || chain.links.dropFirst().contains(where: { $0.name.map { evaluator.index.namesFontMethod(tree.bytes[tree.code[$0].range]) } == true }),
            let (spec, count, isNamed, helper) = evaluator.base(of: chain), count > 0 else { return }
        let last = chain.links[count - 1]
        let range = chain.start..<last.end
        let platforms = platforms(at: chain.start, forType: platformType(of: chain))
        if let helper, helper.sizeParameter != nil, !helper.scales, let arguments = chain.arguments(of: last) {
            return addHelperCall(helper, arguments, range, spec, chain, platforms)
        }
        // A size to check, or a typeface the use draws (`.font(.f(.regular, .body))`, whose helper names Avenir Next).
        let namesTypeface = if case .custom = spec.family { true } else { false }
        guard isNamed, spec.size != nil || namesTypeface, !insideIconFont[range.lowerBound] else { return }
        facts.namedFontUses.append(NamedFontUse(range: range, spec: spec, platforms: platforms, isSwiftUIFont: isSwiftUIFont(at: chain.start)))
    }

    /// `.spaced(2)`: a call of one of the module's view functions that sets tracking from a parameter, with what it is given.
    mutating func addTrackingCalls(_ chain: Chain) {
        for link in chain.modifiers {
            guard let name = link.name, let label = evaluator.index.trackingFunctions[tree.text(name)],
                  let argument = chain.arguments(of: link)?.first(where: { evaluator.label($0) == label }) else { continue }
            facts.trackingCalls.append((link.start..<link.end, argument.value))
        }
    }

    /// A code generator's accessor that makes a font of the size it is given (`FontFamily.Inter.medium.font(size: 9)`): a
    /// constructor of that size where it is called.
    mutating func addGeneratedAccessor(_ accessor: GeneratedFontAccessor, _ chain: Chain) {
        let size = evaluator.sizeValue(accessor.sizeArgument)
        var spec = accessor.spec
        spec.size = size.value
        let call = chain.start..<accessor.call.upperBound
        facts.constructors.append(FontConstructor(
            kind: accessor.kind, call: call, sizeArgument: accessor.sizeArgument, size: size.value, sizeConstant: size.constant, spec: spec,
            isScaled: size.isScaled || insideScaledFont[call.lowerBound], isIconSizing: insideIconFont[call.lowerBound]
                || namesAPicture(givenName(chain.start)) || setsAPictureLabel(chain.start),
            platforms: platforms(at: chain.start, forType: nil)))
    }

    /// Whether the font expression at `start` is SwiftUI's: given to `.font(…)` or `Font(…)`, not assigned (`label.font =
    /// .legal`); elsewhere, what the file's one UI framework makes.
    func isSwiftUIFont(at start: Int) -> Bool {
        if tree.isPunct(start - 1, "("), tree.isWord(start - 2, "font") || tree.isWord(start - 2, "Font") { return true }
        if tree.isToken(start - 1, .operator, "=") || tree.isPunct(start - 1, "(") && tree.isWord(start - 2, "UIFont") { return false }
        return evaluator.expectedFontType == "Font"
    }

    /// A call of a helper that makes a font of the size it is passed (`UIFont.appFont(ofSize: 10)`, a styling function's
    /// `.default_text_style(styleSize: 16)`): a constructor of that size where it is called.
    mutating func addHelperCall(_ helper: FontHelper, _ arguments: ArraySlice<Chain.Argument>, _ range: Range<Int>, _ spec: FontSpec,
                                _ chain: Chain, _ platforms: Platforms) {
        let bound = helper.function.parameters.first { $0.name == helper.sizeParameter }
        let passed = arguments.first { evaluator.label($0) == bound?.label }?.value
        // A size left to the helper's default is stated in the helper's code (reported there), unless the default is a number.
        if passed == nil, helper.isInitializer || spec.size == nil { return }
        let sizeArgument = passed ?? range
        let size = evaluator.sizeValue(sizeArgument)
        var made = FontConstructor(
            kind: helper.sizeScalesWithBody ? .customSize : .helperCall, call: range, sizeArgument: sizeArgument, size: size.value ?? spec.size,
            sizeConstant: size.constant, spec: spec, isScaled: size.isScaled || insideScaledFont[range.lowerBound],
            isIconSizing: insideIconFont[range.lowerBound] || namesAPicture(givenName(chain.start)) || setsAPictureLabel(chain.start),
            platforms: platforms)
        // `static func appFont(size:) -> Font`, a styling view function: SwiftUI's; `-> UIFont`, in `extension UIFont`: not.
        let platformTypes: Set<String> = ["UIFont", "NSFont"]
        made.makesSwiftUIFont = !(helper.function.returnType.map { platformTypes.contains(helper.tree.text($0)) } ?? false)
            && !(helper.function.enclosingType.map(platformTypes.contains) ?? false)
        facts.constructors.append(made)
    }

    /// The name a value is given in `name = value`, `name: Type = value` (a property, a variable, a
    /// parameter's default) or `label: value` (an argument), if the expression at `start` is that value.
    func givenName(_ start: Int) -> Int? {
        if tree.isPunct(start - 1, ":") { return start >= 2 && tree.code[start - 2].kind == .word ? start - 2 : nil }
        guard tree.isToken(start - 1, .operator, "=") else { return nil }
        // A type annotation (`Font`, `UIFont?`) follows a colon within the same declaration or parameter.
        var colon: Int?
        var k = start - 2
        while k >= max(0, start - 8) {
            if tree.isPunct(k, ":") {
                colon = k
                break
            }
            if tree.startsLine(k) || tree.isPunct(k, "(") || tree.isPunct(k, ",") { break }
            k -= 1
        }
        let name = colon.map { $0 - 1 } ?? start - 2
        return name >= 0 && tree.code[name].kind == .word ? name : nil
    }

    /// Whether a name says the font sizes a picture: `symbolFont`, `iconFont`, `glyphFont`, `emojiFont`.
    func namesAPicture(_ name: Int?) -> Bool {
        // What the name is of comes first: `symbolFont`, `iconSize`; a `currencySymbolFont` sets text.
        guard let name, let first = identifierWords(tree.text(name)).first else { return false }
        return Self.pictureWords.contains(first)
    }

    /// Whether the font at `start` is set on a label named for a picture: `emojiLabel.font = …`, or `label.font = …`
    /// inside the closure that makes one (`let emojiLabel: UILabel = { let label = UILabel(); label.font = …; … }()`).
    func setsAPictureLabel(_ start: Int) -> Bool {
        guard let name = givenName(start), name >= 2, tree.isWord(name, "font"), tree.isPunct(name - 1, ".") else { return false }
        if namesAPicture(name - 2) { return true }
        var open = Int(tree.enclosing[start])
        while open >= 0, !tree.isPunct(open, "{") { open = Int(tree.enclosing[open]) }
        guard open >= 0, let made = givenName(open), made >= 1, tree.isWord(made - 1, "let") || tree.isWord(made - 1, "var")
        else { return false }
        return namesAPicture(made)
    }

    static let pictureWords: Set<String> = ["symbol", "symbols", "icon", "icons", "glyph", "glyphs", "emoji", "emojis"]

    /// Whether the font made by the link at `position` is only measured, never drawn: the next link reads one of its
    /// metrics (`UIFont.systemFont(ofSize: 17).lineHeight` for a scroll offset).
    func isMeasured(_ chain: Chain, after position: Int) -> Bool {
        guard position + 1 < chain.links.count, chain.links[position + 1].isMember,
              chain.links[position + 1].argumentRange == nil, let name = chain.links[position + 1].name else { return false }
        return Self.fontMetrics.contains(tree.text(name))
    }

    static let fontMetrics: Set<String> = ["lineHeight", "ascender", "descender", "capHeight", "xHeight", "leading", "pointSize"]

    /// Whether the font the chain makes is kept in a local that the same scope scales (`let font = systemFont(ofSize:
    /// size)`, then `UIFontMetrics(forTextStyle: style).scaledFont(for: font)`): what is drawn grows with Dynamic Type.
    func isScaledLater(_ chain: Chain) -> Bool {
        let k = chain.start
        guard k >= 3, tree.isToken(k - 1, .operator, "=") else { return false }
        // `let font = …` or `let font: UIFont = …`.
        let name = tree.isPunct(k - 3, ":") && k >= 5 ? k - 4 : k - 2
        guard tree.code[name].kind == .word, tree.isWord(name - 1, "let") || tree.isWord(name - 1, "var") else { return false }
        let scope = Int(tree.enclosing[k])
        guard scope >= 0, case let end = Int(tree.partner[scope]), end > chain.end else { return false }
        let local = tree.bytes[tree.code[name].range]
        return tree.words("scaledFont").contains { use in
            use > chain.end && use < end && tree.isPunct(use + 1, "(") && tree.isWord(use + 2, "for") && tree.isPunct(use + 3, ":")
                && use + 4 < tree.code.count && tree.code[use + 4].kind == .word && tree.bytes[tree.code[use + 4].range].elementsEqual(local)
        }
    }

    // MARK: - Weights inside font expressions

    mutating func addFontWeightUses(in chain: Chain) {
        let platforms = platforms(at: chain.start, forType: platformType(of: chain))
        // `UIFont.Weight.light`, `Font.Weight.thin` written anywhere (attribute dictionaries, descriptors).
        if let base = chain.base.name, isName(base, in: Self.fontTypes), chain.links.count == 3,
           chain.links[1].name.map({ tree.text($0) }) == "Weight", let last = chain.links[2].name,
           let weight = Weight(rawValue: tree.text(last)) {
            let range = chain.start..<chain.end
            addUse(.explicit(weight), range, context: FontSpec(), platforms)
            return
        }
        for (position, link) in chain.links.enumerated() {
            guard let nameIndex = link.name else { continue }
            guard isName(nameIndex, in: Self.weightNames) else {
                addHelperWeightUse(link, in: chain, platforms)
                continue
            }
            let name = tree.text(nameIndex)
            let arguments = chain.arguments(of: link) ?? []
            // A weight argument or a weight in a custom font's name, on a constructor.
            if isName(nameIndex, in: Self.constructorNames), link.argumentRange != nil,
               let context = evaluator.evaluate(chain.prefix(through: position)) {
                if let weightArgument = arguments.first(where: { $0.label.map { tree.text($0) } == "weight" }),
                   case let weights = evaluator.weightChoices(weightArgument.value), !weights.isEmpty {
                    for weight in weights { addUse(.explicit(weight), weightArgument.value, context: context, platforms) }
                } else if name == "boldSystemFont", let open = link.argumentsOpen {
                    addUse(.explicit(.bold), link.start..<Int(tree.partner[open]) + 1, context: context, platforms)
                } else if ["custom", "UIFont", "NSFont"].contains(name), let nameArgument = arguments.first,
                          let fontName = tree.stringValue(nameArgument.value), let weight = Weight(fontNameSuffix: fontName) {
                    addUse(.explicit(weight), nameArgument.value, context: context, platforms)
                }
                continue
            }
        }
        // `.weight(.x)` and `.bold()` applied to a font expression (not to a view), each with the font it lands on:
        // one pass over the chain, so that a chain of a million `.bold()`s stays linear.
        var uses: [(WeightSource.Kind, Range<Int>, FontSpec)] = []
        guard chain.links.dropFirst().contains(where: { link in
            link.name.map { tree.isWord($0, "weight") || tree.isWord($0, "bold") } == true
        }) else { return }
        _ = evaluator.fold(chain) { position, context in
            let link = chain.links[position]
            guard let nameIndex = link.name else { return }
            let argument = chain.arguments(of: link)?.first
            if tree.isWord(nameIndex, "weight"), let value = argument.flatMap({ evaluator.weightValue($0.value) }) {
                uses.append((.explicit(value), link.start..<link.end, context))
            } else if tree.isWord(nameIndex, "bold"), evaluator.switchesOn(argument) {
                uses.append((.emphasis, link.start..<link.end, context))
            }
        }
        for (kind, range, context) in uses { addUse(kind, range, context: context, platforms) }
    }

    /// A project's helper or modifier given a weight (`.font(size: 31, style: .title, weight: .bold)`,
    /// `UIFont.preferredFont(for: .largeTitle, weight: .bold)`): the weight lands on the font it makes, of the
    /// style it is given if one is.
    mutating func addHelperWeightUse(_ link: Chain.Link, in chain: Chain, _ platforms: Platforms) {
        guard let arguments = chain.arguments(of: link),
              let given = arguments.first(where: { evaluator.label($0) == "weight" }) else { return }
        // A helper that picks a typeface file by the weight (`.custom(avenir(weight: weight), size: size)`) draws the
        // weight that file has, which only its name tells: codepay's `.bold` picks a semibold face.
        if let name = link.name, evaluator.helper(tree.text(name), arguments, at: name)?.picksFace(by: "weight") == true { return }
        var context = FontSpec()
        for argument in arguments where argument.value != given.value {
            if let style = evaluator.styleValue(argument.value) { context.style = style }
        }
        for weight in evaluator.weightChoices(given.value) { addUse(.explicit(weight), given.value, context: context, platforms) }
    }

    mutating func addUse(_ kind: WeightSource.Kind, _ range: Range<Int>, context: FontSpec, _ platforms: Platforms,
                         onView: Bool = false) {
        facts.weightUses.append(WeightUse(
            source: WeightSource(kind: kind, range: range, spelling: tree.text(range), isViewModifier: onView),
            context: context, platforms: platforms))
    }

    // MARK: - Text elements

    /// What enclosing containers set for the text inside them: the nearest font, weight, emphasis and
    /// design; whether any of them is a font typelint cannot know; whether a control labels it.
    struct Environment {
        var font: Range<Int>?
        /// A style the place gives without a `.font` (a `Section`'s footer is footnote).
        var impliedStyle: TextStyle?
        var fontIsKnown = true
        var weight: (Weight, Range<Int>)?
        var emphasis: Range<Int>?
        var design: String?
        var isControlLabel = false
        /// A style of the module that may set a font applies (`.buttonStyle(PillStyle())`): a text without a font of its own
        /// is drawn in the style's, unknown.
        var styleSetsFont = false

        /// `inner`, a container nearer to the text, over this environment.
        func overlaid(by inner: Modifiers, isControl: Bool) -> Environment {
            // A font set nearer replaces whatever the outer containers set, known or not.
            Environment(font: inner.font ?? font, impliedStyle: inner.font == nil ? impliedStyle : nil,
                        fontIsKnown: inner.font != nil ? inner.fontIsKnown : fontIsKnown && inner.fontIsKnown,
                        weight: inner.weight ?? weight, emphasis: inner.emphasis ?? emphasis,
                        design: inner.design ?? design, isControlLabel: isControlLabel || isControl,
                        styleSetsFont: inner.styleSetsFont || styleSetsFont && inner.font == nil)
        }
    }

    /// The font-affecting modifiers of one chain.
    struct Modifiers {
        var font: Range<Int>?
        var fontIsKnown = true
        var weight: (Weight, Range<Int>)?
        /// The other weights a `.fontWeight(isCurrent ? .bold : .regular)` can be, each checked.
        var otherWeights: [Weight] = []
        var emphasis: Range<Int>?
        var design: String?
        var minimumScaleFactor: (Double, Range<Int>)?
        var styleSetsFont = false
    }

    /// A project's own modifier that probably sets a font (`.adaptiveFont(…)`, `.textStyle(.title)`,
    /// `.modifier(Heading())`): the font becomes unknown rather than assumed.
    /// Whether the link at `k` is `.modifier(X(…))` for a `ViewModifier` of the module that sets no font: transparent.
    func appliesFontlessModifier(_ k: Int, _ argument: Chain.Argument?) -> Bool {
        guard tree.isWord(k, "modifier"), let value = argument?.value, tree.code[value.lowerBound].kind == .word,
              value.count == 1 || tree.isPunct(value.lowerBound + 1, "(") && Int(tree.partner[value.lowerBound + 1]) == value.upperBound - 1
        else { return false }
        return evaluator.index.isFontlessModifier(tree.text(value.lowerBound))
    }

    /// Whether the link named at `k` applies a style of the module that may set a font (`.buttonStyle(PillStyle())`).
    func appliesFontStyle(_ k: Int, _ argument: Chain.Argument?) -> Bool {
        guard let value = argument?.value, tree.code[value.lowerBound].kind == .word,
              tree.isWord(k, "buttonStyle") || tree.isWord(k, "textFieldStyle") || tree.isWord(k, "labelStyle") || tree.isWord(k, "toggleStyle")
        else { return false }
        return evaluator.index.setsFontInStyle(tree.text(value.lowerBound))
    }

    /// Whether the link named at `k` may pick a font: `modifier`, or a name holding `font`, `typograph`, `textstyle` or
    /// `textsize` in any case (`appFont`, `Typography`, `.textStyle(…)`, `.chewTextSize(.big)`), found in one pass over the name's bytes: asked of every link name.
    func mayPickFont(_ k: Int) -> Bool {
        if tree.isWord(k, "modifier") { return true }
        let (start, end) = (tree.code[k].start, tree.code[k].end)
        // Read without bounds checks: asked of every link name of every chain, a few instructions a byte.
        return tree.bytes.withUnsafeBufferPointer { bytes in
            // Whether the bytes from `at` (and before `end`) spell `word` (lowercase ASCII), ignoring ASCII case.
            func spells(_ at: Int, _ word: StaticString) -> Bool {
                let count = word.utf8CodeUnitCount
                guard end - at >= count else { return false }
                let letters = word.utf8Start
                for offset in 0..<count where bytes[at + offset] | 0x20 != letters[offset] { return false }
                return true
            }
            var i = start
            while i + 4 <= end {
                switch bytes[i] | 0x20 {
                case UInt8(ascii: "f"): if spells(i + 1, "ont") { return true }
                case UInt8(ascii: "t"): if spells(i + 1, "ypograph") || spells(i + 1, "extstyle") || spells(i + 1, "extsize") { return true }
                default: break
                }
                i += 1
            }
            return false
        }
    }

    /// Whether the word at `k` has `icon` as a part of its name (`appIcon`, `IconButton`, `ICON_FONT`): not the `ICon` of
    /// `UIConfigurationTextAttributesTransformer`.
    func namesIcon(_ k: Int) -> Bool {
        let token = tree.code[k]
        guard token.end - token.start >= 4 else { return false }
        for start in token.start...(token.end - 4) where tree.bytes[start] | 0x20 == UInt8(ascii: "i") {
            let rest = (tree.bytes[start + 1], tree.bytes[start + 2], tree.bytes[start + 3])
            if rest == (UInt8(ascii: "c"), UInt8(ascii: "o"), UInt8(ascii: "n")) || rest == (UInt8(ascii: "C"), UInt8(ascii: "O"), UInt8(ascii: "N")) {
                return true
            }
        }
        return false
    }

    func modifiers(of chain: Chain) -> Modifiers {
        var result = Modifiers()
        var isNeverShrunk = false
        // Names are compared as bytes: this runs for every modifier of every text and container.
        for link in chain.modifiers {
            guard let k = link.name else { continue }
            let argument = chain.arguments(of: link)?.first
            let range = link.start..<link.end
            if tree.isWord(k, "font") {
                if result.font == nil, let argument { result.font = argument.value }
            } else if tree.isWord(k, "environment") {
                if result.font == nil, let arguments = chain.arguments(of: link), arguments.count == 2,
                   let key = arguments.first, let value = arguments.last, tree.text(key.value) == "\\.font" {
                    result.font = value.value
                }
            } else if tree.isWord(k, "fontWeight") {
                guard let argument else { continue }
                let weights = evaluator.weightChoices(argument.value)
                if let weight = weights.first {
                    result.weight = (weight, range)
                    result.otherWeights = Array(weights.dropFirst())
                } else if !tree.isWord(argument.value.lowerBound, "nil") {
                    result.fontIsKnown = false
                }
            } else if tree.isWord(k, "bold") {
                if evaluator.switchesOn(argument) { result.emphasis = range }
            } else if tree.isWord(k, "fontDesign") {
                result.design = argument.flatMap { evaluator.memberName($0.value) }
            } else if tree.isWord(k, "fontWidth") {
                // SwiftUI's width (`.compressed`): the same family, size and weight, narrower.
                continue
            } else if tree.isWord(k, "monospaced") {
                if evaluator.switchesOn(argument) { result.design = "monospaced" }
            } else if tree.isWord(k, "minimumScaleFactor") {
                if let value = argument.flatMap({ tree.numberValue($0.value) }) { result.minimumScaleFactor = (value, range) }
            } else if tree.isWord(k, "fixedSize") {
                // `.fixedSize()` (or `horizontal: true`): the text takes its ideal width, never compressed, so never shrunk.
                let horizontal = chain.arguments(of: link)?.first { $0.label.map { tree.isWord($0, "horizontal") } == true }
                if argument == nil || horizontal.map({ tree.isWord($0.value.lowerBound, "true") }) == true { isNeverShrunk = true }
            } else if tree.isWord(k, "modifier"), let argument, evaluator.evaluate(argument.value) != nil {
                // `.modifier(InterFont(.bold, size: 96))`: the font the module's modifier sets for these arguments.
                if result.font == nil { result.font = argument.value }
            } else if evaluator.index.hasFontStyles, appliesFontStyle(k, argument) {
                // `.textFieldStyle(ErrorTextFieldStyle())`: the style's body may set the font its text is drawn in.
                result.styleSetsFont = true
            } else if evaluator.index.isStylingViewFunction(tree.bytes[tree.code[k].range]),
                      evaluator.helper(tree.text(k), chain.arguments(of: link) ?? [], at: k) != nil,
                      evaluator.evaluate(link.start..<link.end) != nil {
                // The app's function that sets a font (`.default_text_style_white_500(styleSize: 16)`): the font it sets for
                // these arguments, evaluated as a helper's call.
                if result.font == nil { result.font = link.start..<link.end }
            } else if mayPickFont(k) && !appliesFontlessModifier(k, argument)
                        || evaluator.index.isStylingViewFunction(tree.bytes[tree.code[k].range]) {
                result.fontIsKnown = false
                // `.anytypeStyle(.calloutRegular)`: a style of the app's, unknown, but named (as `theme.fonts.callout` is).
                if result.font == nil, let argument, argument.label == nil, argument.value.count == 2,
                   tree.isPunct(argument.value.lowerBound, "."), tree.code[argument.value.lowerBound + 1].kind == .word {
                    result.font = argument.value
                }
            }
        }
        if isNeverShrunk { result.minimumScaleFactor = nil }
        return result
    }

    /// What the containers around a bracket set for the code inside it, nearest first. Memoized per
    /// bracket and computed without recursion, so deep nesting stays linear.
    mutating func environment(inside open: Int) -> Environment {
        var path: [Int] = []
        var k = open
        while k >= 0, environments[k] < 0 {
            path.append(k)
            k = Int(tree.enclosing[k])
        }
        var environment = k >= 0 ? environmentValues[Int(environments[k])] : Environment()
        for opener in path.reversed() {
            if let member = tree.viewMemberName(ofBody: opener) {
                environment = environmentOfUses(of: member, body: opener)
            } else if tree.isViewBody(opener), let type = tree.qualifiedTypeName(at: opener) {
                // A view's `body` is what its uses around the module give it (`PreferencesRow(…).font(.footnote)`).
                switch evaluator.index.styleGiven(toView: TypeBody.ownName(type)) {
                case .none: break
                case .style(let style): environment = Environment(impliedStyle: style)
                case .unknown: environment = Environment(fontIsKnown: false)
                }
            } else if tree.isPunct(opener, "{"), environment.font == nil, isFooter(labelledBefore: opener) {
                environment.impliedStyle = .footnote
            }
            if case let owner = Int(owners[opener]), owner >= 0 {
                let chain = chains[owner]
                let isControl = chain.base.name.map { isName($0, in: Self.controlViewNames) } ?? false
                environment = environment.overlaid(by: modifiers(of: chain), isControl: isControl)
            }
            environments[opener] = Int32(environmentValues.count)
            environmentValues.append(environment)
        }
        return environment
    }

    /// Whether a view's own modifiers hide it: `.hidden()`, or `.opacity(0)` written as a number.
    func isHidden(_ chain: Chain) -> Bool {
        chain.modifiers.contains { link in
            guard let name = link.name else { return false }
            let arguments = chain.arguments(of: link)
            return tree.isWord(name, "hidden") && arguments?.isEmpty == true
                || tree.isWord(name, "opacity") && arguments?.first.flatMap { tree.numberValue($0.value) } == 0
        }
    }

    /// Whether a text is given to an accessibility modifier (`.accessibility(label: Text(…))`,
    /// `.accessibilityLabel(Text(…))`): VoiceOver reads it, nothing draws it.
    func isAccessibilityText(_ chain: Chain) -> Bool {
        let open = Int(tree.enclosing[chain.start])
        guard open >= 1, tree.isPunct(open, "("), tree.code[open - 1].kind == .word else { return false }
        return tree.bytes[tree.code[open - 1].range].starts(with: Self.accessibility)
    }

    static let accessibility = Array("accessibility".utf8)

    /// Whether a text is a field's placeholder (`TextField("", text: $amount, prompt: Text("0"))`): drawn in the field's font,
    /// part of the field, not a text of its own.
    func isPrompt(_ chain: Chain) -> Bool {
        chain.start >= 2 && tree.isPunct(chain.start - 1, ":") && tree.isWord(chain.start - 2, "prompt")
    }

    /// Whether a titled view's first argument is its title: a string or an expression of strings (`isActive ? "Manage" :
    /// "Activate"`), a name or member chain (`Button(Strings.Actions.cancel) { … }`, `Toggle(title, isOn: $on)`), or an
    /// implicit member's call (`Label(.localizable(.deleteAll), systemImage:)`), not a closure or another call's result.
    func showsTitle(_ value: Range<Int>) -> Bool {
        let first = value.lowerBound
        if tree.code[first].kind == .string { return true }
        if value.contains(where: { tree.code[$0].kind == .string }), !value.contains(where: { tree.isPunct($0, "{") }) { return true }
        // A string made by an implicit member (`Label(.localizable(.deleteAll), systemSymbol: .trash)`).
        if tree.isPunct(first, "."), first + 2 < value.upperBound, tree.code[first + 1].kind == .word, tree.isPunct(first + 2, "("),
           Int(tree.partner[first + 2]) == value.upperBound - 1 { return true }
        guard tree.code[first].kind == .word, !tree.isWord(first, "self") else { return false }
        return value.dropFirst().enumerated().allSatisfy { offset, k in offset % 2 == 0 ? tree.isPunct(k, ".") : tree.code[k].kind == .word }
            && value.count % 2 == 1
    }

    /// A use of a view of the module that shows text in the style or font it is given: `ThemeText(title, style: .body)` is
    /// text in a style named `body` (a token typelint cannot read, known by its name as `theme.fonts.body` is), and
    /// `InputField(font: .brandBody)` text in that font. Its own `.font(…)` modifier wins, as on `Text`.
    mutating func addStyledTextView(_ chain: Chain, _ arguments: ArraySlice<Chain.Argument>) {
        guard let nameIndex = chain.base.name, evaluator.index.showsGivenStyle(tree.bytes[tree.code[nameIndex].range]),
              let given = arguments.first(where: { $0.label.map { tree.isWord($0, "style") || tree.isWord($0, "font") } == true })
        else { return }
        let own = modifiers(of: chain)
        let inherited = environment(inside: Int(tree.enclosing[chain.start]))
        guard own.fontIsKnown, own.font != nil || inherited.fontIsKnown else { return }
        var font: FontSpec?
        var style = given.value
        // `AnytypeText(title, style: font)` in a type whose initializer defaults `font` to `.uxBodyRegular`: that style.
        if style.count == 1, tree.code[style.lowerBound].kind == .word, let type = tree.qualifiedTypeName(at: chain.start),
           let value = defaultValue(of: type + "." + tree.text(style.lowerBound)) {
            style = value
        }
        let fontSource = own.font ?? style
        if let range = own.font ?? (tree.isWord(given.label!, "font") ? given.value : nil) {
            font = evaluator.evaluate(range).map { FontSpec.swiftUIDefault.replaced(by: $0) }
        }
        let first = arguments.first.flatMap { $0.label == nil ? $0 : nil }
        elementAtStart[chain.start] = Int32(facts.elements.count)
        facts.elements.append(TextElement(
            kind: tree.text(nameIndex), chain: chain, font: font, fontSource: fontSource, content: first.map { textContent($0.value) } ?? .expression,
            minimumScaleFactor: own.minimumScaleFactor, platforms: tree.platforms(at: chain.start)))
    }

    /// The value a stored property (`Type.name`) is declared with, or its initializer's default for it.
    mutating func defaultValue(of property: String) -> Range<Int>? {
        if defaultValues == nil {
            var values: [String: Range<Int>] = [:]
            for declaration in tree.declarations + ModuleIndex.initializedFromDefaults(tree) where declaration.isMember {
                guard let type = declaration.enclosingType, let value = declaration.initializer else { continue }
                values[type + "." + tree.identifier(declaration.name)] = value
            }
            defaultValues = values
        }
        return defaultValues?[property]
    }

    /// Once per file: the name of every view member, with every token spelled the same (its uses, and the
    /// declarations `environmentOfUses` passes over). One pass over the words; a String only for a word whose
    /// first byte and length match a member's.
    func findMemberUses() -> [String: [Int]] {
        // View members are declared by `var name: some View {` and `func name(…) -> some View {`: found among the
        // file's declarations and functions, not by looking at every brace.
        tree.spellings(of: Set(tree.viewMembers().map { tree.text($0.name) }))
    }

    /// Whether the value at `k` is given as `footer:` (`Section(footer: …)`, `} footer: { … }`): a list
    /// section's footer is set in footnote.
    func isFooter(labelledBefore k: Int) -> Bool {
        tree.isPunct(k - 1, ":") && tree.isWord(k - 2, "footer")
    }


    /// What the places that use a view member of the same type give its content: the environment of its one
    /// use (`Section(footer: footer)` makes it footnote), or none known when it has several that differ.
    mutating func environmentOfUses(of member: Int, body: Int) -> Environment {
        // Members of one name have the same uses: their environment is worked out once (many types each with a
        // `var row: some View` would otherwise cost the square of their number).
        let name = tree.text(member)
        if let known = memberEnvironments[name] { return known }
        guard visitingMembers.insert(body).inserted else { return Environment(fontIsKnown: false) }
        defer { visitingMembers.remove(body) }
        if memberUses == nil { memberUses = findMemberUses() }
        var found: [Environment] = []
        for k in memberUses?[name] ?? [] {
            if tree.isPunct(k - 1, "."), !tree.isWord(k - 2, "self") { continue }
            // A declaration (`var row: some View`, `func row(…)`) is not a use.
            if tree.isPunct(k + 1, ":") || tree.isWord(k - 1, "func") { continue }
            var environment = environment(inside: Int(tree.enclosing[k]))
            let value = tree.isPunct(k - 1, ".") ? k - 2 : k
            if environment.font == nil, isFooter(labelledBefore: value) { environment.impliedStyle = .footnote }
            found.append(environment)
        }
        let agree = found.allSatisfy { $0.font == nil && $0.impliedStyle == found.first?.impliedStyle && $0.fontIsKnown }
        let result = found.first.map { found.count == 1 || agree ? $0 : Environment(fontIsKnown: false) } ?? Environment()
        memberEnvironments[name] = result
        return result
    }

    mutating func addElement(_ chain: Chain) {
        guard let nameIndex = chain.base.name, !chain.base.isMember else { return }
        let kind: String
        var content: TextContent
        var first: Chain.Argument?
        if let styled = styledConfigurationKind(chain) {
            kind = styled
            content = .expression
        } else {
            guard let arguments = chain.arguments(of: chain.base) else { return }
            guard isName(nameIndex, in: Self.elementNames) else { return addStyledTextView(chain, arguments) }
            guard !isAccessibilityText(chain), !isPrompt(chain) else { return }
            kind = tree.text(nameIndex)
            guard !evaluator.index.declaresOwnView(kind) else { return }
            first = arguments.first
            if kind == "Text", let first {
                content = textContent(first.value)
            } else if titledViews.contains(kind), let first, first.label == nil, showsTitle(first.value),
                      !isIconOnlyLabel(chain) {  // `Button("Close", systemImage: "xmark").labelStyle(.iconOnly)` shows no text
                content = textContent(first.value)
            } else {
                return
            }
        }
        // Text no one sees (`.hidden()`, `.opacity(0)`: it holds a place or measures) is read by no one: no text element.
        if isHidden(chain) { return }
        let own = modifiers(of: chain)
        // A style's label may be an icon: it is text where the style gives it a font.
        if content == .expression, first == nil, own.font == nil { return }
        let inherited = environment(inside: Int(tree.enclosing[chain.start]))
        let isControlLabel = controlViews.contains(kind) || inherited.isControlLabel
        var font: FontSpec? = .swiftUIDefault
        let fontSource = own.font ?? inherited.font
        if let range = fontSource {
            font = evaluator.evaluate(range).map { FontSpec.swiftUIDefault.replaced(by: $0) }
        } else if let style = inherited.impliedStyle {
            font = FontSpec(style: style, family: .sans)
        }
        // Its own `.font(…)` is nearer than anything a container's unknown modifier sets (as for a styled text view).
        if !own.fontIsKnown || own.font == nil && !inherited.fontIsKnown { font = nil }
        if own.font == nil, own.styleSetsFont || inherited.styleSetsFont { font = nil }
        let weight = own.weight ?? inherited.weight
        let emphasis = own.emphasis ?? inherited.emphasis
        if let weight { font?.weight = weight.0 }
        if emphasis != nil { font?.isEmphasized = true }
        if let design = own.design ?? inherited.design, case .system = font?.family { font?.family = .system(design) }
        if content == .expression, let family = font?.family, family != .sans, let first {
            content = passedContent(first.value, at: chain.start) ?? content
        }
        let platforms = tree.platforms(at: chain.start)
        if let context = font {
            let first = facts.weightUses.count
            if let (value, range) = weight {
                for each in [value] + (own.weight != nil ? own.otherWeights : []) {
                    addUse(.explicit(each), range, context: context, platforms, onView: true)
                }
            }
            if let range = emphasis { addUse(.emphasis, range, context: context, platforms, onView: true) }
            for index in first..<facts.weightUses.count { facts.weightUses[index].isControlLabel = isControlLabel }
        }
        elementAtStart[chain.start] = Int32(facts.elements.count)
        facts.elements.append(TextElement(
            kind: kind, chain: chain, font: font, fontSource: fontSource, content: content,
            minimumScaleFactor: own.minimumScaleFactor, platforms: platforms))
    }

    /// A style's `configuration` as the view it draws: in a `TextFieldStyle`'s `_body(configuration:)` the text field, in a
    /// `ButtonStyle`'s (or `ToggleStyle`'s) `makeBody(configuration:)` its `.label`, in a `LabelStyle`'s its `.title`, or in a
    /// function the style passes its `configuration` to.
    func styledConfigurationKind(_ chain: Chain) -> String? {
        guard let base = chain.base.name, tree.isWord(base, "configuration"), chain.base.argumentsOpen == nil, chain.links.count > 1,
              let function = tree.functions.last(where: { $0.body.contains(base) }) else { return nil }
        let next = chain.links[1]
        let member = next.isMember && next.argumentsOpen == nil ? next.name : nil
        if tree.isWord(function.name, "_body") { return member == nil ? "TextField" : nil }
        // `makeBody(configuration:)`, or a function of the style's it hands the configuration to (`labelView(configuration:)`).
        guard let member, function.parameters.contains(where: { $0.name == "configuration" }) else { return nil }
        return tree.isWord(member, "label") ? "Button" : tree.isWord(member, "title") ? "Label" : nil
    }

    func textContent(_ range: Range<Int>) -> TextContent {
        // `flag ? "trial" : "active"`: words either way, as literals (a short expression: no scan of a long one).
        if range.count <= 32, let choice = range.first(where: { tree.isToken($0, .operator, "?") && !tree.isPostfix($0) && Int(tree.enclosing[$0]) < range.lowerBound }),
           case let branches = (choice + 1..<range.upperBound).filter({ tree.code[$0].kind == .string }), !branches.isEmpty,
           (choice + 1..<range.upperBound).allSatisfy({ tree.code[$0].kind == .string || tree.isPunct($0, ":")
               || tree.isPunct($0, "(") || tree.isPunct($0, ")") || tree.code[$0].kind == .word || tree.isToken($0, .operator, "?") }) {
            let texts = branches.compactMap { tree.stringValue($0..<$0 + 1) }
            if texts.count == branches.count { return .literal(Self.literalText(texts.joined(separator: " ")), interpolations: 0) }
        }
        guard let start = range.first, tree.code[start].kind == .string else { return .expression }
        let (segments, end) = tree.interpolations(ofStringAt: start)
        guard end == range.upperBound else { return .expression }
        var text = ""
        var k = start
        for segment in segments {
            text += tree.text(k)
            k = segment.upperBound
        }
        text += tree.text(k)
        return .literal(Self.literalText(text), interpolations: segments.count)
    }

    /// What a view's stored property shows when every call that makes the view passes it a literal
    /// (`Text(detail)` in `ShortcutRow`, made as `ShortcutRow(detail: "(free up GPU)")`): those texts.
    func passedContent(_ range: Range<Int>, at k: Int) -> TextContent? {
        let name = range.count == 1 ? range.lowerBound
            : range.count == 3 && tree.isWord(range.lowerBound, "self") && tree.isPunct(range.lowerBound + 1, ".") ? range.lowerBound + 2 : nil
        guard let name, tree.code[name].kind == .word, let type = tree.qualifiedTypeName(at: k) else { return nil }
        let property = tree.text(name)
        guard tree.declarations.contains(where: { $0.isMember && !$0.isStatic && $0.enclosingType == type && tree.text($0.name) == property }),
              let texts = evaluator.index.stringArguments(passedTo: TypeBody.ownName(type), label: property)
        else { return nil }
        return .passed(texts.map(Self.literalText))
    }

    /// The characters a literal shows, near enough for telling data from words: delimiters and
    /// interpolation markers removed.
    static func literalText(_ source: String) -> String {
        String(source.filter { !"\"#\\()".contains($0) })
    }

    // MARK: - Lines

    mutating func groupLines() {
        let elementAt = elementAtStart
        // Elements and chains are read in place, by index: a `for` over them copied each (a retain and a release of each of
        // its arrays), for every element and chain of every file.
        var elementsInside: [Int: [Int]] = [:]
        for index in facts.elements.indices {
            elementsInside[tree.rowContainer(of: facts.elements[index].chain.start), default: []].append(index)
        }
        var parent = Array(facts.elements.indices)
        func find(_ x: Int) -> Int {
            var x = x
            while parent[x] != x {
                parent[x] = parent[parent[x]]
                x = parent[x]
            }
            return x
        }
        func union(_ a: Int, _ b: Int) { parent[find(a)] = find(b) }
        var grouped = Set<Int>()
        for index in facts.elements.indices where facts.elements[index].kind == "Text" {
            // Text + Text
            let end = facts.elements[index].chain.end
            if tree.isToken(end, .operator, "+"), case let next = Int(elementAt[end + 1]), next >= 0, facts.elements[next].kind == "Text" {
                union(index, next)
                grouped.formUnion([index, next])
            }
            // A Text interpolated into a Text.
            // (A file cut off inside the call leaves an argument with no tokens.)
            if case let chain = facts.elements[index].chain, let argument = chain.arguments(of: chain.base)?.first,
               argument.value.lowerBound < tree.code.count, tree.code[argument.value.lowerBound].kind == .string {
                for segment in tree.interpolations(ofStringAt: argument.value.lowerBound).segments {
                    if case let inner = Int(elementAt[segment.lowerBound]), inner >= 0, facts.elements[inner].kind == "Text" {
                        union(index, inner)
                        grouped.formUnion([index, inner])
                    }
                }
            }
        }
        // The direct children of an HStack: one line for each way its `if`/`switch` branches can go (a branch and the one
        // that takes its place never show together); unconditional children are on every line.
        var rows: [[Int]] = []
        for c in chains.indices where chains[c].base.name.map({ tree.isWord($0, "HStack") }) == true {
            guard let closure = chains[c].trailingClosures(of: chains[c].base).first else { continue }
            let children = elementsInside[closure.lowerBound - 1] ?? []
            guard children.count > 1 else { continue }
            let choices = children.map { branchChoices(of: facts.elements[$0].chain.start, inside: closure.lowerBound - 1) }
            guard choices.contains(where: { !$0.isEmpty }) else {
                for child in children.dropFirst() {
                    union(children[0], child)
                    grouped.formUnion([children[0], child])
                }
                continue
            }
            rows += Self.ways(children, choices)
        }
        var groups: [Int: [Int]] = [:]
        for index in grouped.sorted() { groups[find(index), default: []].append(index) }
        // A row's members bring their concatenations (`Text + Text`) with them.
        let expanded = rows.map { row in Array(Set(row.flatMap { groups[find($0)] ?? [$0] })).sorted() }
        facts.lines = (groups.values.filter { $0.count > 1 } + expanded.filter { $0.count > 1 }).sorted { $0[0] < $1[0] }
    }

    /// The branches a token sits in, inside `container`: for each `if`/`else` chain or `switch` on the way out, which of its
    /// branches (the chain's first brace, and the branch's place in it).
    func branchChoices(of k: Int, inside container: Int) -> [BranchChoice] {
        var choices: [BranchChoice] = []
        var inner = k
        var open = Int(tree.enclosing[k])
        while open > container, open >= 0 {
            switch tree.controlFlowKeyword(opening: open) {
            case "if", "else":
                var first = open
                var position = 0
                while let before = tree.branch(before: first) {
                    first = before
                    position += 1
                }
                choices.append(BranchChoice(group: first, branch: position))
            case "switch":
                if let statement = tree.switchStatement(at: switchKeyword(opening: open)),
                   let position = statement.cases.firstIndex(where: { $0.body.contains(inner) }) {
                    choices.append(BranchChoice(group: open, branch: position))
                }
            default:
                break
            }
            inner = open
            open = Int(tree.enclosing[open])
        }
        return choices
    }

    /// The `switch` keyword whose braces open at `open`.
    private func switchKeyword(opening open: Int) -> Int {
        var k = open - 1
        while k > 0, !tree.isWord(k, "switch"), open - k < 64 {
            if tree.isPunct(k, ")") || tree.isPunct(k, "]"), tree.partner[k] >= 0 { k = Int(tree.partner[k]) }
            k -= 1
        }
        return k
    }

    /// One line per way the branches can go (at most 16: an HStack of that many alternatives is not a line of text),
    /// each with the children whose branches that way takes.
    static func ways(_ children: [Int], _ choices: [[BranchChoice]]) -> [[Int]] {
        var branchCounts: [Int: Int] = [:]
        // Each branch seen, and one more: an `if` without `else` may show none of its children.
        for choice in choices.joined() { branchCounts[choice.group] = max(branchCounts[choice.group] ?? 0, choice.branch + 2) }
        let groups = branchCounts.keys.sorted()
        var ways: [[Int: Int]] = [[:]]
        for group in groups {
            ways = ways.flatMap { way in (0..<branchCounts[group]!).map { way.merging([group: $0]) { $1 } } }
            if ways.count > 16 { ways = Array(ways.prefix(16)) }
        }
        return ways.map { way in
            zip(children, choices).filter { _, taken in taken.allSatisfy { way[$0.group] == $0.branch } }.map(\.0)
        }
    }
}
