import TypeLintFonts
import TypeLintSyntax

/// Objective-C font facts from its tokens (`ObjCLexer`): `[UIFont systemFontOfSize:10]`,
/// `[UIFont systemFontOfSize:15 weight:UIFontWeightLight]`, `[UIFont boldSystemFontOfSize:]`,
/// `[UIFont fontWithName:@"…" size:]`, `[UIFont fontWithDescriptor:… size:]`, `[font fontWithSize:]`, `UIFontWeight…`
/// constants, sizes from `const CGFloat` and `#define` constants of the file. Fonts inside `scaledFontForFont:` scale, and
/// so do sizes read from a text style (`[UIFont preferredFontForTextStyle:…].pointSize`). What clang knows of the file
/// (`ClangFacts`: macros, header constants, types) completes them where it is given.
public enum ObjCAnalyzer {
    /// The file as a syntax tree, so brackets, comments and suppressions work as in Swift.
    public static func tree(for source: SourceFile) -> SyntaxTree {
        let (code, comments) = ObjCLexer.tokenizeSeparately(source.bytes, cPlusPlus: source.path.hasSuffix(".mm"))
        return SyntaxTree(objectiveC: source.bytes, code: code, comments: comments)
    }

    /// The code that makes the fonts a file scales by name (see `analyze`): a local's initializer (`UIFont *base =
    /// [UIFont systemFontOfSize:17];`), the body of a method or a function of that name (`- (UIFont *)baseFont { … }`).
    /// Such a font is a base that `UIFontMetrics` scales, not what is drawn.
    static func basesScaledLater(named names: Set<String>, _ tree: SyntaxTree) -> Set<Int> {
        var tokens = Set<Int>()
        for k in tree.code.indices where tree.code[k].kind == .word && names.contains(tree.text(k)) {
            if tree.isToken(k - 1, .operator, "*") || tree.isPunct(k - 1, "*"), tree.isToken(k + 1, .operator, "=") {
                // A local: up to the `;` that ends its statement.
                var end = k + 2
                while end < tree.code.count, !tree.isPunct(end, ";") {
                    let close = Int(tree.partner[end])
                    end = close > end ? close + 1 : end + 1
                }
                tokens.formUnion(k + 2..<end)
            } else if tree.isPunct(k - 1, ")") || tree.isToken(k - 1, .operator, "*") || tree.isPunct(k - 1, "*") {
                // A method without arguments, or a C function: its body.
                var open = k + 1
                if tree.isPunct(open, "("), Int(tree.partner[open]) > open { open = Int(tree.partner[open]) + 1 }
                if tree.isPunct(open, "{"), Int(tree.partner[open]) > open { tokens.formUnion(open..<Int(tree.partner[open])) }
            }
        }
        return tokens
    }

    static let systemSelectors: Set<String> = ["systemFontOfSize", "boldSystemFontOfSize", "italicSystemFontOfSize",
                                                "monospacedSystemFontOfSize", "monospacedDigitSystemFontOfSize"]

    public static func analyze(_ tree: SyntaxTree, clang: ClangFacts? = nil) -> FontFacts {
        var facts = FontFacts(tree: tree, language: .objectiveC)
        let constants = constants(in: tree)
        var scaled = Set<Int>()  // every token inside a `scaledFontForFont:` argument
        var spacing = Set<Int>()  // every token inside the attributes of a whitespace-only string
        var messages: [Message] = []
        var scaledNames: Set<String> = []
        for open in tree.code.indices where tree.isPunct(open, "[") {
            guard let message = Message(tree, open: open) else { continue }
            messages.append(message)
            if let argument = message.argument("scaledFontForFont") {
                scaled.formUnion(argument)
                // `scaledFontForFont:base`, `scaledFontForFont:[self baseFont]`, `scaledFontForFont:BaseFont()`.
                var last = argument.upperBound - 1
                if tree.isPunct(last, "]") || tree.isPunct(last, ")") { last -= 1 }
                if argument.contains(last), tree.code[last].kind == .word { scaledNames.insert(tree.text(last)) }
            }
            // `initWithString:@"\n\n" attributes:@{NSFontAttributeName: …}`: the font sizes a gap, not text.
            if let text = message.argument("initWithString").flatMap({ string($0, tree) }),
               SyntaxTree.isWhitespaceLiteral(text), let attributes = message.argument("attributes") {
                spacing.formUnion(attributes)
            }
        }
        if !scaledNames.isEmpty { scaled.formUnion(basesScaledLater(named: scaledNames, tree)) }
        let clangFonts = clang.map { fonts in
            Dictionary(fonts.fonts.map { ($0.range.lowerBound, $0) }, uniquingKeysWith: { first, _ in first })
        } ?? [:]
        var weightContext: [Int: FontSpec] = [:]  // token index of a weight argument → its font
        var messageStarts = Set<Int>()
        for message in messages {
            let start = tree.code[message.range.lowerBound].start
            messageStarts.insert(start)
            if let bold = boldBodyTrait(message, tree) { facts.weightUses.append(bold) }
            guard var constructor = constructor(message, tree, constants, scaled: scaled, clang: clangFonts[start]) else { continue }
            constructor.isIconSizing = spacing.contains(message.range.lowerBound)
                || message.argument("fontWithName").map { PictureNames.namesIconFont(tree.text($0)) } == true
            facts.constructors.append(constructor)
            if let weight = message.argument("weight") { for k in weight { weightContext[k] = constructor.spec } }
            if message.selector.first == "boldSystemFontOfSize" {
                facts.weightUses.append(use(.bold, message.range, constructor.spec, constructor.platforms, tree))
            }
            if let name = message.argument("fontWithName"), let fontName = string(name, tree) ?? clangFonts[start]?.fontName,
               let weight = Weight(fontNameSuffix: fontName) {
                var face = use(weight, name, constructor.spec, constructor.platforms, tree)
                face.source.face = Family(customFontName: fontName).description
                facts.weightUses.append(face)
            }
        }
        for k in tree.code.indices where tree.code[k].kind == .word {
            let text = tree.text(k)
            guard text.hasPrefix("UIFontWeight") || text.hasPrefix("NSFontWeight") else { continue }
            let name = text.dropFirst("UIFontWeight".count)
            guard let weight = Weight(rawValue: name.prefix(1).lowercased() + name.dropFirst()) else { continue }
            let platforms: Platforms = text.hasPrefix("NS") ? .macOS : Platforms.all.subtracting(.macOS)
            facts.weightUses.append(use(weight, k..<k + 1, weightContext[k] ?? FontSpec(), platforms, tree))
        }
        facts.namedFontUses += usesOfFontMacros(tree, facts, scaled: scaled)
        let lexedUses = Set(facts.namedFontUses.map { tree.code[$0.range.lowerBound].start })
        if let clang {
            for font in clang.fonts where font.isMacro && !messageStarts.contains(font.range.lowerBound)
                && !lexedUses.contains(font.range.lowerBound) {
                madeByMacro(font, tree, scaled: scaled, into: &facts)
            }
            facts.labelHeights = clang.labelHeights.compactMap { height in
                guard let range = tokens(covering: height.range, tree), let style = styleConstant(height.style) else { return nil }
                return LabelHeightFact(range: range, height: height.height, style: style,
                                       isConstraint: height.kind == .constraint)
            }
        }
        return facts
    }

    /// The file's own macros that make a font of a size its tokens give (`#define kTitleFont [UIFont systemFontOfSize:12]`),
    /// as a use of one would be: by name.
    static func fontMacros(_ tree: SyntaxTree, _ facts: FontFacts) -> [String: NamedFontUse] {
        var macros: [String: NamedFontUse] = [:]
        for constructor in facts.constructors where constructor.macro == nil && constructor.size != nil && !constructor.isIconSizing {
            let name = constructor.call.lowerBound - 1
            guard name >= 2, tree.code[name].kind == .word, tree.isWord(name - 1, "define"), tree.isPunct(name - 2, "#")
            else { continue }
            var spec = constructor.spec
            spec.size = constructor.size
            macros[tree.text(name)] = NamedFontUse(range: name..<name + 1, spec: spec, platforms: constructor.platforms, isSwiftUIFont: false)
        }
        return macros
    }

    /// Each use of the file's font macros: its size is checked where it is used (the macro is reported where it is
    /// defined).
    private static func usesOfFontMacros(_ tree: SyntaxTree, _ facts: FontFacts, scaled: Set<Int>) -> [NamedFontUse] {
        let macros = fontMacros(tree, facts)
        guard !macros.isEmpty else { return [] }
        return tree.code.indices.compactMap { k in
            guard tree.code[k].kind == .word, var use = macros[tree.text(k)], use.range.lowerBound != k, !scaled.contains(k) else { return nil }
            use.range = k..<k + 1
            use.platforms = use.platforms.intersection(tree.platforms(at: k))
            return use
        }
    }

    private static func use(_ weight: Weight, _ range: Range<Int>, _ context: FontSpec, _ platforms: Platforms,
                            _ tree: SyntaxTree) -> WeightUse {
        WeightUse(source: WeightSource(kind: .explicit(weight), range: range, spelling: tree.text(range), isViewModifier: false),
                  context: context, platforms: platforms.intersection(tree.platforms(at: range.lowerBound)))
    }

    /// `[[UIFontDescriptor preferredFontDescriptorWithTextStyle:UIFontTextStyleBody]
    /// fontDescriptorWithSymbolicTraits:UIFontDescriptorTraitBold]`: the body style's emphasized weight, bold body.
    private static func boldBodyTrait(_ message: Message, _ tree: SyntaxTree) -> WeightUse? {
        guard message.selector == ["fontDescriptorWithSymbolicTraits"], let traits = message.argument("fontDescriptorWithSymbolicTraits"),
              let bold = traits.first(where: { tree.isWord($0, "UIFontDescriptorTraitBold") }) else { return nil }
        let receiver = message.receiver
        guard let styleLabel = receiver.first(where: { tree.isWord($0, "preferredFontDescriptorWithTextStyle") }),
              tree.isPunct(styleLabel + 1, ":"), styleLabel + 2 < receiver.upperBound,
              let style = styleConstant(tree.text(styleLabel + 2)) else { return nil }
        return WeightUse(source: WeightSource(kind: .emphasis, range: bold..<bold + 1, spelling: tree.text(bold), isViewModifier: false),
                         context: FontSpec(style: style, family: .sans),
                         platforms: Platforms.all.subtracting(.macOS).intersection(tree.platforms(at: bold)))
    }

    /// `UIFontTextStyleTitle1` as the style's name (`title`).
    private static func styleConstant(_ name: String) -> TextStyle? {
        guard name.hasPrefix("UIFontTextStyle"), name.count > "UIFontTextStyle".count else { return nil }
        return TextStyle(named: lowercasedFirst(String(name.dropFirst("UIFontTextStyle".count))))
    }

    private static func constructor(_ message: Message, _ tree: SyntaxTree, _ constants: [String: Double],
                                    scaled: Set<Int>, clang: FontMessage?) -> FontConstructor? {
        guard let first = message.selector.first else { return nil }
        let receiver = tree.text(message.receiver)
        let kind: FontConstructor.Kind
        let sizeArgument: Range<Int>?
        var spec = FontSpec(family: .sans)
        switch first {
        case _ where systemSelectors.contains(first) && (receiver == "UIFont" || receiver == "NSFont"):
            kind = .platformSystem
            sizeArgument = message.argument(first)
            if first == "monospacedSystemFontOfSize" { spec.family = .system("monospaced") }
        case "fontWithName" where receiver == "UIFont" || receiver == "NSFont":
            kind = .platformNamed
            sizeArgument = message.argument("size")
            // A name the tokens do not give (a macro, a constant) is a family not known yet.
            spec.family = nil
            if let name = message.argument("fontWithName").flatMap({ string($0, tree) }) ?? clang?.fontName {
                spec.family = Family(customFontName: name)
                spec.weight = Weight(fontNameSuffix: name)
            }
        case "fontWithDescriptor" where receiver == "UIFont" || receiver == "NSFont":
            // The descriptor's family is not known here; a size of 0 keeps the descriptor's own.
            kind = .withSize
            sizeArgument = message.argument("size")
            spec.family = nil
        case "fontWithSize":
            kind = .withSize
            sizeArgument = message.argument(first)
        default:
            return nil
        }
        guard let sizeArgument else { return nil }
        var (size, constant) = number(sizeArgument, tree, constants)
        if size == nil, let evaluated = clang?.size {
            size = evaluated
            constant = sizeArgument.count == 1 && tree.code[sizeArgument.lowerBound].kind == .word ? tree.text(sizeArgument) : nil
        }
        spec.size = size
        if first == "boldSystemFontOfSize" { spec.weight = .bold }
        if let weightName = message.argument("weight").map({ tree.text($0) }) ?? clang?.weight,
           let weight = Weight(rawValue: String(weightName.dropFirst("UIFontWeight".count)).lowercasedFirst) {
            spec.weight = weight
        }
        let platforms: Platforms = receiver == "NSFont" ? .macOS : receiver == "UIFont" ? Platforms.all.subtracting(.macOS) : .all
        let isScaled = scaled.contains(message.range.lowerBound) || readsTextStyleSize(sizeArgument, tree)
        return FontConstructor(kind: kind, call: message.range, sizeArgument: sizeArgument, size: size, sizeConstant: constant,
                               spec: spec, isScaled: isScaled, isIconSizing: false, platforms: platforms.intersection(tree.platforms(at: message.range.lowerBound)))
    }

    /// A font a macro's use makes (`APP_FONT(10)`, `kTitleFont`): where the use gives the size (a function-like macro's
    /// argument), a font made there, its size checked as written; where the macro's definition writes it, a font used by
    /// name, whose size is checked where it is used too (the definition is reported where it is written).
    private static func madeByMacro(_ font: FontMessage, _ tree: SyntaxTree, scaled: Set<Int>, into facts: inout FontFacts) {
        guard let call = tokens(covering: font.range, tree), let first = font.selector.first else { return }
        let platforms = (font.receiver == "NSFont" ? Platforms.macOS : font.receiver == "UIFont" ? Platforms.all.subtracting(.macOS) : .all)
            .intersection(tree.platforms(at: call.lowerBound))
        var spec = FontSpec(size: font.size, family: .sans)
        if let name = font.fontName {
            spec.family = Family(customFontName: name)
            spec.weight = Weight(fontNameSuffix: name)
        } else if first == "monospacedSystemFontOfSize" {
            spec.family = .system("monospaced")
        } else if first == "fontWithDescriptor" {
            spec.family = nil
        }
        if first == "boldSystemFontOfSize" { spec.weight = .bold }
        if let weight = font.weight.flatMap({ Weight(rawValue: String($0.dropFirst("UIFontWeight".count)).lowercasedFirst) }) {
            spec.weight = weight
        }
        let isIcon = font.fontName.map(PictureNames.namesIconFont) == true
        if let written = font.sizeRange, let sizeArgument = tokens(covering: written, tree) {
            let kind: FontConstructor.Kind = first == "fontWithName" ? .platformNamed : systemSelectors.contains(first) ? .platformSystem : .withSize
            let constant = sizeArgument.count == 1 && tree.code[sizeArgument.lowerBound].kind == .word ? tree.text(sizeArgument) : nil
            var made = FontConstructor(kind: kind, call: call, sizeArgument: sizeArgument, size: font.size, sizeConstant: constant, spec: spec,
                                       isScaled: scaled.contains(call.lowerBound), isIconSizing: isIcon, platforms: platforms)
            made.macro = tree.text(call.lowerBound)
            facts.constructors.append(made)
        } else if font.size != nil, !isIcon, !scaled.contains(call.lowerBound) {
            facts.namedFontUses.append(NamedFontUse(range: call, spec: spec, platforms: platforms, isSwiftUIFont: false))
        }
    }

    /// The tokens whose bytes lie in `bytes` (a token `bytes` starts inside counts): nil when none does.
    static func tokens(covering bytes: Range<Int>, _ tree: SyntaxTree) -> Range<Int>? {
        var low = 0, high = tree.code.count
        while low < high {
            let mid = (low + high) / 2
            if tree.code[mid].end <= bytes.lowerBound { low = mid + 1 } else { high = mid }
        }
        var upper = low
        while upper < tree.code.count, tree.code[upper].start < max(bytes.upperBound, bytes.lowerBound + 1) { upper += 1 }
        return upper > low ? low..<upper : nil
    }

    /// A size read from a text style, which grows with it: `[UIFont preferredFontForTextStyle:…].pointSize`,
    /// `[UIFontDescriptor preferredFontDescriptorWithTextStyle:…].pointSize`, `[metrics scaledValueForValue:…]`, and
    /// AppKit's standard sizes (`[NSFont systemFontSize]`: macOS has no Dynamic Type).
    static func readsTextStyleSize(_ range: Range<Int>, _ tree: SyntaxTree) -> Bool {
        range.contains { k in
            tree.code[k].kind == .word && (scalingWords.contains(tree.text(k))
                || tree.isWord(k - 1, "NSFont") && appKitSizes.contains(tree.text(k)))
        }
    }

    private static let scalingWords: Set<String> = ["preferredFontForTextStyle", "preferredFontDescriptorWithTextStyle",
                                                    "scaledValueForValue", "UIFontMetrics"]
    private static let appKitSizes: Set<String> = ["systemFontSize", "smallSystemFontSize", "labelFontSize"]

    /// `10`, `10.5f`, `(CGFloat)10`, `(10)`, or a constant of the file.
    private static func number(_ range: Range<Int>, _ tree: SyntaxTree, _ constants: [String: Double]) -> (Double?, String?) {
        var lower = range.lowerBound
        var upper = range.upperBound
        while upper - lower >= 3, tree.isPunct(lower, "("), Int(tree.partner[lower]) == upper - 1 {
            lower += 1
            upper -= 1
        }
        if upper - lower >= 4, tree.isPunct(lower, "("), tree.code[lower + 1].kind == .word, tree.isPunct(lower + 2, ")") { lower += 3 }
        guard upper - lower == 1 else { return (nil, nil) }
        let text = tree.text(lower)
        if tree.code[lower].kind == .number {
            return (Double(String(text.filter { !"fFlL".contains($0) })), nil)
        }
        if tree.code[lower].kind == .word, let value = constants[text], !value.isNaN { return (value, text) }
        return (nil, nil)
    }

    /// `static const CGFloat kSmall = 9;`, Apple's `static CGFloat const kSmall = 9;`, `#define kSmall 9` and
    /// `#define kSmall (9)`: names with one numeric value.
    private static func constants(in tree: SyntaxTree) -> [String: Double] {
        var values: [String: Double] = [:]
        let numericTypes: Set<String> = ["CGFloat", "double", "float", "NSInteger", "NSUInteger", "int"]
        for k in tree.code.indices where tree.code[k].kind == .number {
            var value = Double(String(tree.text(k).filter { !"fFlL".contains($0) }))
            var before = k - 1  // the token before the number, past a minus sign and an opening parenthesis
            if before >= 0, tree.isToken(before, .operator, "-") {
                value = value.map { -$0 }
                before -= 1
            }
            let nameIndex: Int
            if before >= 1, tree.isToken(before, .operator, "=") {
                nameIndex = before - 1
                var type = nameIndex - 1
                if type >= 0, tree.isWord(type, "const") { type -= 1 }
                guard type >= 0, numericTypes.contains(tree.text(type)) else { continue }
            } else if before >= 2, tree.isWord(before - 1, "define"), tree.isPunct(before - 2, "#") {
                nameIndex = before
            } else if before >= 3, tree.isPunct(before, "("), Int(tree.partner[before]) == k + 1,
                      tree.isWord(before - 2, "define"), tree.isPunct(before - 3, "#") {
                nameIndex = before - 1
            } else {
                continue
            }
            guard let value, tree.code[nameIndex].kind == .word else { continue }
            let name = tree.text(nameIndex)
            values[name] = values[name].map { $0 == value ? value : .nan } ?? value
        }
        return values
    }

    private static func string(_ range: Range<Int>, _ tree: SyntaxTree) -> String? {
        let lower = tree.isPunct(range.lowerBound, "@") ? range.lowerBound + 1 : range.lowerBound
        guard range.upperBound - lower == 1 else { return nil }
        return tree.stringValue(lower..<range.upperBound)
    }

    /// `[receiver label:value label:value]`.
    struct Message {
        let range: Range<Int>
        let receiver: Range<Int>
        var selector: [String] = []
        var arguments: [Range<Int>] = []

        init?(_ tree: SyntaxTree, open: Int) {
            let close = Int(tree.partner[open])
            guard close > open + 1, close < tree.code.count else { return nil }
            range = open..<close + 1
            var k = open + 1
            var labels: [Int] = []
            while k < close {
                if tree.code[k].kind == .word, tree.isPunct(k + 1, ":"), k > open + 1 { labels.append(k) }
                k = Int(tree.partner[k]) > k ? Int(tree.partner[k]) + 1 : k + 1
            }
            guard let firstLabel = labels.first else { return nil }
            receiver = open + 1..<firstLabel
            for (index, label) in labels.enumerated() {
                selector.append(tree.text(label))
                arguments.append(label + 2..<(index + 1 < labels.count ? labels[index + 1] : close))
            }
        }

        func argument(_ label: String) -> Range<Int>? {
            selector.firstIndex(of: label).map { arguments[$0] }
        }
    }
}

private extension String {
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}

private func lowercasedFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
