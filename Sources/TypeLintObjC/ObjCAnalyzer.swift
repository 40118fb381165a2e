import TypeLintFonts
import TypeLintSyntax

/// Objective-C font facts from its tokens (`ObjCLexer`): `[UIFont systemFontOfSize:10]`,
/// `[UIFont systemFontOfSize:15 weight:UIFontWeightLight]`, `[UIFont boldSystemFontOfSize:]`,
/// `[UIFont fontWithName:@"…" size:]`, `[font fontWithSize:]`, `UIFontWeight…` constants, sizes from
/// `const CGFloat` and `#define` constants of the file. Fonts inside `scaledFontForFont:` scale.
public enum ObjCAnalyzer {
    /// The file as a syntax tree, so brackets, comments and suppressions work as in Swift.
    public static func tree(for source: SourceFile) -> SyntaxTree {
        let (code, comments) = ObjCLexer.tokenizeSeparately(source.bytes, cPlusPlus: source.path.hasSuffix(".mm"))
        return SyntaxTree(bytes: source.bytes, code: code, comments: comments)
    }

    static let systemSelectors: Set<String> = ["systemFontOfSize", "boldSystemFontOfSize", "italicSystemFontOfSize",
                                                "monospacedSystemFontOfSize", "monospacedDigitSystemFontOfSize"]

    public static func analyze(_ tree: SyntaxTree) -> FontFacts {
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
        var weightContext: [Int: FontSpec] = [:]  // token index of a weight argument → its font
        for message in messages {
            guard var constructor = constructor(message, tree, constants, scaled: scaled) else { continue }
            constructor.isIconSizing = spacing.contains(message.range.lowerBound)
                || message.argument("fontWithName").map { Family.namesIconFont(tree.text($0)) } == true
            facts.constructors.append(constructor)
            if let weight = message.argument("weight") { for k in weight { weightContext[k] = constructor.spec } }
            if message.selector.first == "boldSystemFontOfSize" {
                facts.weightUses.append(use(.bold, message.range, constructor.spec, constructor.platforms, tree))
            }
            if let name = message.argument("fontWithName"), let fontName = string(name, tree),
               let weight = Weight(fontNameSuffix: fontName) {
                facts.weightUses.append(use(weight, name, constructor.spec, constructor.platforms, tree))
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
        return facts
    }

    private static func use(_ weight: Weight, _ range: Range<Int>, _ context: FontSpec, _ platforms: Platforms,
                            _ tree: SyntaxTree) -> WeightUse {
        WeightUse(source: WeightSource(kind: .explicit(weight), range: range, spelling: tree.text(range), isViewModifier: false),
                  context: context, platforms: platforms)
    }

    private static func constructor(_ message: Message, _ tree: SyntaxTree, _ constants: [String: Double],
                                    scaled: Set<Int>) -> FontConstructor? {
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
            if let name = message.argument("fontWithName").flatMap({ string($0, tree) }) {
                spec.family = Family(customFontName: name)
                spec.weight = Weight(fontNameSuffix: name)
            }
        case "fontWithSize":
            kind = .withSize
            sizeArgument = message.argument(first)
        default:
            return nil
        }
        guard let sizeArgument else { return nil }
        let (size, constant) = number(sizeArgument, tree, constants)
        spec.size = size
        if first == "boldSystemFontOfSize" { spec.weight = .bold }
        if let weightName = message.argument("weight").map({ tree.text($0) }),
           let weight = Weight(rawValue: String(weightName.dropFirst("UIFontWeight".count)).lowercasedFirst) {
            spec.weight = weight
        }
        let platforms: Platforms = receiver == "NSFont" ? .macOS : receiver == "UIFont" ? Platforms.all.subtracting(.macOS) : .all
        let isScaled = scaled.contains(message.range.lowerBound)
        return FontConstructor(kind: kind, call: message.range, sizeArgument: sizeArgument, size: size, sizeConstant: constant,
                               spec: spec, isScaled: isScaled, isIconSizing: false, platforms: platforms)
    }

    /// `10`, `10.5f`, `(CGFloat)10`, or a constant of the file.
    private static func number(_ range: Range<Int>, _ tree: SyntaxTree, _ constants: [String: Double]) -> (Double?, String?) {
        var lower = range.lowerBound
        if range.count >= 4, tree.isPunct(lower, "("), tree.code[lower + 1].kind == .word, tree.isPunct(lower + 2, ")") { lower += 3 }
        guard range.upperBound - lower == 1 else { return (nil, nil) }
        let text = tree.text(lower)
        if tree.code[lower].kind == .number {
            return (Double(String(text.filter { !"fFlL".contains($0) })), nil)
        }
        if tree.code[lower].kind == .word, let value = constants[text], !value.isNaN { return (value, text) }
        return (nil, nil)
    }

    /// `static const CGFloat kSmall = 9;` and `#define kSmall 9`: names with one numeric value.
    private static func constants(in tree: SyntaxTree) -> [String: Double] {
        var values: [String: Double] = [:]
        let numericTypes: Set<String> = ["CGFloat", "double", "float", "NSInteger", "NSUInteger", "int"]
        for k in tree.code.indices where tree.code[k].kind == .number {
            var value = Double(String(tree.text(k).filter { !"fFlL".contains($0) }))
            if k >= 2, tree.isToken(k - 1, .operator, "-") { value = value.map { -$0 } }
            let nameIndex: Int
            if k >= 2, tree.isToken(k - 1, .operator, "=") || (tree.isToken(k - 1, .operator, "-") && tree.isToken(k - 2, .operator, "=")) {
                nameIndex = tree.isToken(k - 1, .operator, "=") ? k - 2 : k - 3
                guard nameIndex >= 1, numericTypes.contains(tree.text(nameIndex - 1)) else { continue }
            } else if k >= 3, tree.isWord(k - 2, "define"), tree.isPunct(k - 3, "#") {
                nameIndex = k - 1
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
