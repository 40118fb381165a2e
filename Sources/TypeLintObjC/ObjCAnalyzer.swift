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

    static let systemSelectors: Set<String> = ["systemFontOfSize", "boldSystemFontOfSize", "italicSystemFontOfSize",
                                                "monospacedSystemFontOfSize", "monospacedDigitSystemFontOfSize"]

    public static func analyze(_ tree: SyntaxTree, clang: ClangFacts? = nil) -> FontFacts {
        var facts = FontFacts(tree: tree, language: .objectiveC)
        let constants = constants(in: tree)
        var scaled = Set<Int>()  // every token inside a `scaledFontForFont:` argument
        var spacing = Set<Int>()  // every token inside the attributes of a whitespace-only string
        var messages: [Message] = []
        for open in tree.code.indices where tree.isPunct(open, "[") {
            guard let message = Message(tree, open: open) else { continue }
            messages.append(message)
            if let argument = message.argument("scaledFontForFont") { scaled.formUnion(argument) }
            // `initWithString:@"\n\n" attributes:@{NSFontAttributeName: …}`: the font sizes a gap, not text.
            if let text = message.argument("initWithString").flatMap({ string($0, tree) }),
               SyntaxTree.isWhitespaceLiteral(text), let attributes = message.argument("attributes") {
                spacing.formUnion(attributes)
            }
        }
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
                || message.argument("fontWithName").map { Family.namesIconFont(tree.text($0)) } == true
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

    /// What clang may know of the file that its tokens do not say (the facts `analyze` made of them), as the questions
    /// to ask it; nil when there is none. A font's size or typeface given by a name that may be a macro or a constant
    /// (`kTitleSize`, `APP_FONT(10)`, `label.font = kTitleFont;`) is worth asking only if a header or the file defines
    /// the name; a size written as arithmetic, or a height fixed on a name given a text style that the tokens cannot
    /// tie to it, is always. A size read from an object (`font.pointSize`) or a variable clang cannot know either. A
    /// file larger than clang is given, or nested deeper than its parser goes, is left to the tokens.
    public static func questionsForClang(_ tree: SyntaxTree, facts: FontFacts) -> ClangAnalyzer.Questions? {
        guard tree.bytes.count <= maximumClangBytes else { return nil }
        var questions = ClangAnalyzer.Questions()
        for constructor in facts.constructors where !constructor.isIconSizing {
            if constructor.size == nil && !constructor.isScaled {
                ask(about: constructor.sizeArgument, tree, &questions)
            }
            if constructor.kind == .platformNamed, constructor.spec.family == nil, let name = constructor.call.first(where: { tree.isWord($0, "fontWithName") }) {
                ask(about: name + 2..<max(name + 2, constructor.sizeArgument.lowerBound - 2), tree, &questions)
            }
        }
        questions.names += namesGivingFonts(tree, except: fontMacros(tree, facts))
        if fixesHeightOfAStyledName(tree) { questions.mustParse = true }
        guard questions.mustParse || !questions.names.isEmpty, nesting(tree) <= maximumClangNesting,
              longestPrefixChain(tree) <= maximumClangNesting else { return nil }
        return questions
    }

    /// The names in an expression the tokens cannot resolve that a macro or a constant may hold (`kTitleSize`,
    /// `FONT_SIZE(12)`, `BadgeSizeSmall`), or that it is arithmetic on numbers alone; nothing for an expression that
    /// reads an object (`font.pointSize`, `self.size`), which clang cannot evaluate either.
    private static func ask(about expression: Range<Int>, _ tree: SyntaxTree, _ questions: inout ClangAnalyzer.Questions) {
        guard !expression.isEmpty, expression.upperBound <= tree.code.count,
              !expression.contains(where: { tree.isPunct($0, ".") || tree.isToken($0, .operator, "->") || tree.isWord($0, "self") })
        else { return }
        let names = expression.filter { k in tree.code[k].kind == .word && isConstantLike(tree.identifierBytes(k)) && !castTypes.contains(tree.text(k)) }
        if names.isEmpty {
            if expression.contains(where: { tree.code[$0].kind == .operator }) { questions.mustParse = true }
        } else {
            questions.names += names.map { tree.text($0) }
        }
    }

    private static let castTypes: Set<String> = ["CGFloat", "NSInteger", "NSUInteger", "NSString"]

    /// A capitalised name, or `k` and a capital: how constants, macros and enumerators are named.
    private static func isConstantLike(_ name: ArraySlice<UInt8>) -> Bool {
        guard let first = name.first else { return false }
        return first &- UInt8(ascii: "A") < 26
            || first == UInt8(ascii: "k") && name.count > 1 && name[name.startIndex + 1] &- UInt8(ascii: "A") < 26
    }

    /// A height the tokens cannot tie to its label, fixed on a name the file gives a text style's font: a constraint
    /// on a name that is not `self`'s property (`[label.heightAnchor constraintEqualToConstant:22]` on a local or an
    /// instance variable), or a frame (`[label setFrame:…]`, `label.frame = …`, `label = [[UILabel alloc]
    /// initWithFrame:…]`). Which object the name is, and whether it is a label, clang knows.
    private static func fixesHeightOfAStyledName(_ tree: SyntaxTree) -> Bool {
        let styled = namesGivenTextStyles(tree)
        guard !styled.isEmpty else { return false }
        func isStyled(_ k: Int) -> Bool { k >= 0 && tree.code[k].kind == .word && styled.contains(tree.text(k)) }
        return tree.words("heightAnchor").contains { k in
            tree.isPunct(k - 1, ".") && isStyled(k - 2) && !(tree.isPunct(k - 3, ".") && tree.isWord(k - 4, "self"))
        }
            || tree.words("setFrame").contains { isStyled($0 - 1) && hasConstantHeight(frameAt: $0 + 2, tree) }
            || tree.words("frame").contains {
                tree.isPunct($0 - 1, ".") && isStyled($0 - 2) && tree.isToken($0 + 1, .operator, "=") && hasConstantHeight(frameAt: $0 + 2, tree)
            }
            || tree.words("initWithFrame").contains { k in
                guard let assignment = (max(0, k - 8)..<k).last(where: { tree.isToken($0, .operator, "=") }) else { return false }
                return isStyled(assignment - 1) && hasConstantHeight(frameAt: k + 2, tree)
            }
    }

    /// Whether the frame at `k` is `CGRectMake(…)` with a height clang can evaluate: numbers, arithmetic and names of
    /// constants, not a value read at run time (`CGRectGetHeight(bounds)`, `height`).
    private static func hasConstantHeight(frameAt k: Int, _ tree: SyntaxTree) -> Bool {
        guard tree.isWord(k, "CGRectMake") || tree.isWord(k, "NSMakeRect"), tree.isPunct(k + 1, "(") else { return false }
        let close = Int(tree.partner[k + 1])
        guard close < tree.code.count else { return false }
        let commas = (k + 2..<close).filter { tree.isPunct($0, ",") && Int(tree.enclosing[$0]) == k + 1 }
        guard commas.count == 3, let last = commas.last else { return false }
        return (last + 1..<close).allSatisfy { j in
            tree.code[j].kind == .number || tree.code[j].kind == .operator || tree.isPunct(j, "(") || tree.isPunct(j, ")")
                || tree.code[j].kind == .word && isConstantLike(tree.identifierBytes(j))
        }
    }

    /// The names whose font the file sets to a text style's (`label.font = [UIFont preferredFontForTextStyle:…]`,
    /// `[label setFont:…]`, also scaled with a style's metrics).
    private static func namesGivenTextStyles(_ tree: SyntaxTree) -> Set<String> {
        guard tree.mentions(textStyleWords) else { return [] }
        var names: Set<String> = []
        for k in tree.words("font") + tree.words("setFont") {
            let (name, value): (Int, Range<Int>)
            if tree.isWord(k, "font"), tree.isPunct(k - 1, "."), tree.isToken(k + 1, .operator, "=") {
                (name, value) = (k - 2, tree.assignedValue(from: k + 2))
            } else if tree.isWord(k, "setFont"), tree.isPunct(k + 1, ":"), tree.code[k - 1].kind == .word {
                let close = Int(tree.enclosing[k]) >= 0 ? Int(tree.partner[Int(tree.enclosing[k])]) : k + 2
                (name, value) = (k - 1, k + 2..<max(k + 2, close))
            } else {
                continue
            }
            guard name >= 0, tree.code[name].kind == .word,
                  value.contains(where: { tree.isWord($0, "preferredFontForTextStyle") || tree.isWord($0, "metricsForTextStyle") })
            else { continue }
            names.insert(tree.text(name))
        }
        return names
    }

    /// Files larger than this go without clang: parsing is slower than lexing, and generated files hold no macro uses.
    static let maximumClangBytes = 1 << 20
    /// Clang's own limit on nested brackets (`-fbracket-depth`): a file nested deeper gives clang nothing to parse.
    static let maximumClangNesting = 256
    private static let textStyleWords = ByteWords("preferredFontForTextStyle", "metricsForTextStyle")

    /// Names giving a font where a macro's may stand: `label.font = kTitleFont;`, `[label setFont:TITLE_FONT]`,
    /// `NSFontAttributeName: APP_FONT(12)`: a capitalised name, or `k` and a capital, that is not a class receiving a
    /// message, a property read, or one of the file's own font macros (`known`, which the tokens resolve).
    private static func namesGivingFonts(_ tree: SyntaxTree, except known: [String: NamedFontUse]) -> [String] {
        var names: [String] = []
        for k in tree.words("font") + tree.words("setFont") + tree.words("NSFontAttributeName") {
            let value: Int
            if tree.isPunct(k - 1, "."), tree.isToken(k + 1, .operator, "=") {
                value = k + 2
            } else if tree.isPunct(k + 1, ":"), !tree.isWord(k, "font") {
                value = k + 2
            } else {
                continue
            }
            guard value < tree.code.count, tree.code[value].kind == .word, !tree.isPunct(value + 1, "."),
                  !tree.isToken(value + 1, .operator, "->"), isConstantLike(tree.identifierBytes(value)),
                  known[tree.text(value)] == nil else { continue }
            names.append(tree.text(value))
        }
        return names
    }

    /// The file's own macros that make a font of a size its tokens give (`#define kTitleFont [UIFont systemFontOfSize:12]`),
    /// as a use of one would be: by name.
    private static func fontMacros(_ tree: SyntaxTree, _ facts: FontFacts) -> [String: NamedFontUse] {
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

    /// The longest run of prefix operators and casts in the file (`!!!x`, `- - -x`, `(id)(CGFloat)x`): clang parses
    /// each by recursion, as it does a bracket, and a run of a few hundred thousand takes its stack.
    private static func longestPrefixChain(_ tree: SyntaxTree) -> Int {
        var longest = 0, run = 0, k = 0
        while k < tree.code.count {
            if tree.code[k].kind == .operator {
                run += tree.code[k].end - tree.code[k].start  // `!!!` may be one token
                k += 1
            } else if tree.isPunct(k, "("), tree.code.indices.contains(k + 1), tree.code[k + 1].kind == .word,
                      case let close = Int(tree.partner[k]), close > k + 1, close - k <= 4,
                      (k + 2..<close).allSatisfy({ tree.isToken($0, .operator, "*") }) {
                run += 1
                k = close + 1
            } else {
                run = 0
                k += 1
            }
            longest = max(longest, run)
            if longest > maximumClangNesting { break }
        }
        return longest
    }

    /// The deepest nesting of brackets in the file.
    private static func nesting(_ tree: SyntaxTree) -> Int {
        var deepest = 0
        for k in tree.code.indices where tree.partner[k] > Int32(k) {
            var depth = 1
            var outer = Int(tree.enclosing[k])
            while outer >= 0, depth <= maximumClangNesting {
                depth += 1
                outer = Int(tree.enclosing[outer])
            }
            deepest = max(deepest, depth)
            if deepest > maximumClangNesting { break }
        }
        return deepest
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
        let isIcon = font.fontName.map(Family.namesIconFont) == true
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
