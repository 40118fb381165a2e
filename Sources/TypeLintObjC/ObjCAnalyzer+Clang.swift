import TypeLintFonts
import TypeLintSyntax

/// What to ask clang of an Objective-C file: the names its tokens cannot resolve, whether a height is fixed on a name
/// given a text style, and whether the file is small and shallow enough for clang to parse.
extension ObjCAnalyzer {
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
}
