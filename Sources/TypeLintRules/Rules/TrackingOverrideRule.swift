import TypeLintFonts
import TypeLintSyntax

/// `tracking-override`: tracking or kerning set by hand, where the system font tracks each size itself.
public struct TrackingOverrideRule: Rule {
    static let monoExceptionBelow = OptionKey.number("monoExceptionBelow", "monospaced text below this size may set tracking", atLeast: 0)

    public static let description = RuleDescription(
        id: "tracking-override",
        name: "Tracking Override",
        summary: "Tracking or kerning set by hand (`.tracking`, `.kerning`, the `.kern` attribute), except in small monospaced text; leave SF's own tracking.",
        rationale: """
            Root: "SF adjusts tracking at each size. Do not override it." A fixed tracking is right at one size \
            and wrong at every other Dynamic Type size. Flagged: SwiftUI's `.tracking(_:)` and `.kerning(_:)`, \
            the `.kern` / `NSAttributedString.Key.kern` attribute (in a dictionary, `addAttribute`, an \
            `AttributedString`'s `.kern`) and Objective-C's `NSKernAttributeName`, with a value that is not \
            zero; and a text style's tracking written as a number (`kern: -0.48` in a style table, a parameter's \
            default), since Root also says "Do not add tracking tokens to the semantic layer". Root's documented \
            exception is kept: monospaced text below the profile's `monoExceptionBelow` (13pt), where a little \
            extra space helps figures. A view function of the app that applies the tracking it is given, itself or \
            through a `ViewModifier` of its file (`.dsType(font, tracking: 0.1)`), is reported where it is called with \
            one. A helper that only spaces letters (`setLetterSpacing(_:)`) names no font, \
            so the rule also reads files that mention tracking or kerning.
            """,
        triggers: ["font", "Font", "tracking(", "kerning(", ".kern", "KernAttributeName"],
        options: [
            monoExceptionBelow.option,
        ],
        triggeringExamples: [
            Example("Text(\"SETTINGS\").font(.caption)↓.tracking(1.5)",
                    message: "tracking set by hand; remove `.tracking(1.5)`"),
            Example("Text(\"Title\").font(.title)↓.kerning(-0.4)"),
            Example("struct Spaced: ViewModifier {\n    var tracking: CGFloat\n    func body(content: Content) -> some View { content.tracking(tracking) }\n}\nextension View {\n    func spaced(_ tracking: CGFloat) -> some View { modifier(Spaced(tracking: tracking)) }\n}\nlet menu = Text(\"Menu\")↓.spaced(2)",
                    message: "tracking set by hand through `.spaced(2)`; remove it"),
            Example("let attributes: [NSAttributedString.Key: Any] = [.font: font, ↓.kern: 2]",
                    message: "kerning set by hand; remove the `.kern` attribute"),
            Example("text.addAttribute(.font, value: UIFont.preferredFont(forTextStyle: .body), range: range)\ntext.addAttribute(↓.kern, value: letterSpacing, range: range)"),
            Example("var attributed = AttributedString(\"Hi\")\nattributed.font = .headline\nattributed↓.kern = 1.2"),
            Example("attributes[.font] = UIFont.preferredFont(forTextStyle: .footnote)\nattributes[↓.kern] = -0.4"),
            Example("static let display = TypeRamp(font: .largeTitle, ↓kern: -0.5)",
                    message: "tracking set by hand in a text style (`kern: -0.5`); make it 0"),
            Example("init(font: UIFont, lineHeight: CGFloat = 22, ↓kern: CGFloat = -0.41) {}"),
            Example("extension Text {\n    func styled(_ ramp: TypeRamp) -> Text { font(.body)↓.kerning(ramp.kern) }\n}"),
            Example("extension UILabel {\n    func setLetterSpacing(_ spacing: CGFloat) {\n        let text = NSMutableAttributedString(string: self.text ?? \"\")\n        text.addAttribute(NSAttributedString.Key↓.kern, value: spacing, range: NSRange(location: 0, length: text.length))\n        attributedText = text\n    }\n}"),
            Example("extension View {\n    func spaced() -> some View { ↓tracking(2) }\n}"),
        ],
        nonTriggeringExamples: [
            Example("Text(\"Title\").tracking(0)"),
            Example("Text(\"12:04\").font(.system(size: 11, design: .monospaced)).tracking(0.5)"),
            Example("let attributes: [NSAttributedString.Key: Any] = [.font: font, .kern: 0]"),
            Example("let attributes: [NSAttributedString.Key: AnyObject] = [.font: font, .kern: NSNull()]"),
            Example("var kern: CGFloat = 0 { didSet { lineController.kern = kern } }"),
            Example("let defaults: [NSAttributedString.Key: Any] = [.font: font, .kern: kern as NSNumber]"),
            Example("let trackingEnabled = analytics.tracking(event)"),
            Example("Text(\"12:04\").font(.caption2.monospaced()).tracking(0.5)"),
            Example("let gap = NSAttributedString(string: \" \", attributes: [.kern: insets.left])"),
            Example("Text(\"a\").font(.body)"),
            Example("static let label = TypeRamp(font: .subheadline, kern: 0)"),
            Example("init(size: CGFloat, kern: CGFloat) {}"),
            Example("analytics.record(\"opened\", tracking: true)"),
        ],
        corrections: [
            Example("Text(\"SETTINGS\").font(.caption)↓.tracking(1.5)"):
                "Text(\"SETTINGS\").font(.caption)",
            Example("Text(\"Title\")\n    .font(.title)\n    ↓.kerning(-0.4)\n    .padding()"):
                "Text(\"Title\")\n    .font(.title)\n    .padding()",
        ])

    public init() {}

    /// `.tracking(…)`, `.kerning(…)` (it holds `kern`), `.kern`, `NSKernAttributeName`.
    private static let words = ByteWords("tracking(", "kern", "Kern")

    public func check(_ context: RuleContext) -> [Violation] {
        let tree = context.tree
        // A call of the module's function that sets tracking from what it is passed (`.spaced(2)`): the tracking is chosen here.
        var found = context.facts.trackingCalls.filter { !isZero($0.value, tree) }.map { call in
            Violation(tokens: call.call, message: "tracking set by hand through \(context.code(call.call)); remove it")
        }
        // Most files set no tracking: their bytes say so at memory speed, before any token is looked at.
        guard tree.mentions(Self.words) else { return found }
        let monoBelow = context.settings[Self.monoExceptionBelow] ?? 0
        // The text element whose chain holds each token, the first one (in source order) where chains nest: worked out
        // once, as a file of tens of thousands of `.kerning(1)` asks it of every one.
        var elementAt = [Int32](repeating: -1, count: tree.code.count)
        var receivers: [Int: Receiver] = [:]
        for (position, element) in context.facts.elements.enumerated().reversed() {
            for k in element.chain.start..<min(element.chain.end, tree.code.count) { elementAt[k] = Int32(position) }
        }
        for i in tree.code.indices where tree.code[i].kind == .word {
            if let (range, value, kind) = override(at: i, tree), !isZero(value, tree), !isPassedOn(value, at: i, tree),
               !kernsOnlySpace(i, tree), !setsParameter(value, at: i, context),
               // The value a call of such a function is given (`tracking: 0.2`): reported with the call, above.
               kind != .styleValue || !context.facts.trackingCalls.contains(where: { $0.value == value }) {
                // A `.tracking` modifier is SwiftUI's when it is on text or given a number (`analytics.tracking(event)`
                // is not); `.kerning` is only Text's, Font's and AttributedString's, whatever it is given.
                let isModifier = kind == .modifier
                let text = elementAt[i] < 0 ? nil : context.facts.elements[Int(elementAt[i])]
                if isModifier, text == nil, tree.numberValue(value) == nil, !tree.isWord(i, "kerning") { continue }
                if isModifier, let text, isSmallMono(text, below: monoBelow, context) { continue }
                if let system = context.designSystem, isSystemTracking(value, of: text, system, tree)
                    || kind == .attribute && isTokensOwnKern(value, at: i, system, tree) { continue }
                let written = context.code(range)
                let message = switch kind {
                case .modifier: "tracking set by hand; remove \(written)"
                case .attribute: "kerning set by hand; remove the \(written) attribute"
                case .styleValue: "tracking set by hand in a text style (\(written)); make it 0"
                }
                // Removed only where what is left is the same text: a modifier of a text typelint knows, in its own
                // chain (not an app's own `analytics.tracking(1)`, nor one inside the text's interpolation), not a call on
                // `self` (nothing would be left) and not after an optional chain's `?` (`title?.tracking(2)`).
                // Nor the only modifier of a postfix `#if` branch: the empty branch would end the chain there, cutting the
                // modifiers after it off the text.
                let isWholeBranch = tree.isOnDirectiveLine(range.lowerBound - 1) && range.upperBound < tree.code.count
                    && tree.code[range.upperBound].kind == .directive
                let removable = isModifier && tree.isPunct(range.lowerBound, ".")
                    && (text.map { $0.chain.modifiers.contains { $0.name == i } } == true
                        || isOnSelf(dot: range.lowerBound, tree, known: &receivers))
                    && !tree.isToken(range.lowerBound - 1, .operator, "?") && !isWholeBranch
                found.append(Violation(tokens: range, message: message, fix: removable ? "" : nil))
            }
        }
        return found
    }

    private enum Kind {
        /// `.tracking(1.5)`, `.kerning(-0.4)`: removing it fixes it.
        case modifier
        /// `.kern: 2`, `NSKernAttributeName`.
        case attribute
        /// A text style's tracking given as a number: `FontConfig(size: 28, kern: -0.48)`, `kern: CGFloat = -0.41`.
        case styleValue
    }

    /// `kerning(amount)` at the start of an expression in a function of a `View` or `Text` extension: called on `self`.
    private func isSelfCall(_ i: Int, _ tree: SyntaxTree) -> Bool {
        guard !tree.isPunct(i - 1, "."), i == 0 || tree.startsLine(i) || tree.isPunct(i - 1, "{") || tree.isWord(i - 1, "return") else {
            return false
        }
        return tree.functions.last { $0.body.contains(i) }?.enclosingType.map { $0 == "View" || $0 == "Text" } == true
    }

    /// Whether the chain a modifier's dot continues starts with a call on `self` in a `View` or `Text` extension
    /// (`font(.body).kerning(ramp.kern)`): the modifier is on the extended text.
    private func isOnSelf(dot: Int, _ tree: SyntaxTree, known: inout [Int: Receiver]) -> Bool {
        let receiver = receiver(beforeDot: dot, tree, known: &known)
        return receiver.startsWithName && receiver.first.map { isSelfCall($0, tree) } == true
    }

    /// Where the receiver a dot continues starts: its first name (`font` in `font(.body).kerning(…)`), and whether it
    /// starts with a name. Every dot of a chain has the same, so each chain is walked once: a text with tens of thousands
    /// of `.tracking(1)` asks it of each.
    private typealias Receiver = (first: Int?, startsWithName: Bool)

    private func receiver(beforeDot dot: Int, _ tree: SyntaxTree, known: inout [Int: Receiver]) -> Receiver {
        if let answer = known[dot] { return answer }
        var dots = [dot]
        var first: Int?
        var earlier: Receiver?
        let startsWithName = tree.forEachReceiverName(beforeDot: dot) { name in
            first = name
            guard name > 0, tree.isPunct(name - 1, ".") else { return true }
            earlier = known[name - 1]
            dots.append(name - 1)
            return earlier == nil
        }
        let answer = earlier ?? (first, startsWithName)
        for walked in dots { known[walked] = answer }
        return answer
    }

    /// Whether the word names a text style's tracking (compared as bytes: asked of every word of the file).
    private func isTrackingLabel(_ i: Int, _ tree: SyntaxTree) -> Bool {
        tree.isWord(i, "kern") || tree.isWord(i, "kerning") || tree.isWord(i, "tracking") || tree.isWord(i, "letterSpacing")
    }

    /// At a word that sets tracking: the range to report, the value's tokens, and what kind of setting it is.
    private func override(at i: Int, _ tree: SyntaxTree) -> (Range<Int>, Range<Int>, Kind)? {
        if (tree.isWord(i, "tracking") || tree.isWord(i, "kerning")), tree.isPunct(i - 1, ".") || isSelfCall(i, tree), tree.isPunct(i + 1, "(") {
            let close = Int(tree.partner[i + 1])
            guard close > i + 1, close < tree.code.count else { return nil }
            // After a dot, the modifier with its dot; a call on `self` (`kerning(2)` in a `Text` extension) is the call.
            let start = tree.isPunct(i - 1, ".") ? i - 1 : i
            return (start..<close + 1, i + 2..<close, .modifier)
        }
        // An argument or a parameter's default in parentheses, only with a number: a style's table of trackings is
        // where the tracking is chosen (a value passed on, `kern: style.kern`, is where it is used: reported there).
        if tree.isPunct(i + 1, ":"), isTrackingLabel(i, tree),
           tree.isPunct(i - 1, "(") || tree.isPunct(i - 1, ","), Int(tree.enclosing[i]) >= 0, tree.isPunct(Int(tree.enclosing[i]), "(") {
            var value = tree.element(from: i + 2)
            if let equals = value.first(where: { tree.isToken($0, .operator, "=") }) { value = equals + 1..<value.upperBound }
            guard tree.numberValue(value) != nil else { return nil }
            return (i..<value.upperBound, value, .styleValue)
        }
        let isKey = (tree.isWord(i, "kern") && tree.isPunct(i - 1, ".")) || tree.isWord(i, "NSKernAttributeName")
        guard isKey else { return nil }
        let start = tree.isWord(i, "kern") ? i - 1 : i
        // `[.kern: 2]`, `NSKernAttributeName: @1.5`: the value up to the next `,` or the dictionary's end.
        if tree.isPunct(i + 1, ":") { return (start..<i + 1, tree.element(from: i + 2), .attribute) }
        // `addAttribute(.kern, value: 2, range: r)`, `[s addAttribute:NSKernAttributeName value:@2 range:r]`.
        if tree.isPunct(i + 1, ",") || tree.isWord(i + 1, "value") {
            let label = tree.isWord(i + 1, "value") ? i + 1 : i + 2
            guard tree.isWord(label, "value"), tree.isPunct(label + 1, ":") else { return nil }
            return (start..<i + 1, tree.element(from: label + 2), .attribute)
        }
        // `attributed.kern = 1.2`, `container.kern = spacing`, `attributes[.kern] = -0.4`.
        let equals = tree.isPunct(i + 1, "]") && tree.isWord(i, "kern") ? i + 2 : i + 1
        if tree.isToken(equals, .operator, "=") { return (start..<i + 1, tree.assignedValue(from: equals + 1), .attribute) }
        return nil
    }

    /// `0`, `0.0`, `CGFloat(0)`, `.zero`, `@0`, `@(0)`, `NSNumber(value: 0)`; and `NSNull()` or `nil`, which ask for
    /// the font's own kerning.
    private func isZero(_ value: Range<Int>, _ tree: SyntaxTree) -> Bool {
        if value.count == 1, tree.isWord(value.lowerBound, "nil") { return true }
        if value.count == 3, tree.isWord(value.lowerBound, "NSNull") { return true }
        var range = value
        if range.count >= 2, tree.isPunct(range.lowerBound, "@") || tree.isToken(range.lowerBound, .operator, "@") {
            range = range.lowerBound + 1..<range.upperBound
        }
        if range.count >= 5, tree.isWord(range.lowerBound, "NSNumber"), tree.isWord(range.lowerBound + 2, "value") {
            range = range.lowerBound + 4..<range.upperBound - 1
        }
        if range.count == 2, tree.isPunct(range.lowerBound, "."), tree.isWord(range.lowerBound + 1, "zero") { return true }
        return tree.numberValue(range) == 0
    }

    /// A setting handed on under its own name (`lineController.kern = kern`, `.kern: kern as NSNumber`,
    /// `newValue` in a setter): the plumbing of a configurable value, overridden or not where it is set.
    private func isPassedOn(_ value: Range<Int>, at key: Int, _ tree: SyntaxTree) -> Bool {
        guard let first = value.first, tree.code[first].kind == .word else { return false }
        let name = tree.text(first)
        return (name == tree.text(key) || name == "newValue") && (value.count == 1 || tree.isWord(first + 1, "as"))
    }

    /// A view function's `kerning(amount)` of its own parameter (a function of a `View` or `Text` extension): its callers
    /// choose the tracking, and are reported (`FontFacts.trackingCalls`).
    private func setsParameter(_ value: Range<Int>, at i: Int, _ context: RuleContext) -> Bool {
        guard value.count == 1, let function = context.tree.functions.last(where: { $0.body.contains(i) }),
              function.enclosingType.map({ $0 == "View" || $0 == "Text" }) == true else { return false }
        return function.parameters.contains { $0.name == context.tree.text(value.lowerBound) }
    }

    /// A `.kern` in the attributes of a string of spaces (`NSAttributedString(string: " ", attributes: [.kern: inset])`):
    /// a gap sized by kerning, beside an icon, with no letters to track.
    private func kernsOnlySpace(_ key: Int, _ tree: SyntaxTree) -> Bool {
        let dictionary = Int(tree.enclosing[key])
        guard dictionary >= 0, tree.isPunct(dictionary, "[") else { return false }
        let call = Int(tree.enclosing[dictionary])
        guard call >= 0, tree.isPunct(call, "("), tree.partner[call] > call else { return false }
        return (call + 1..<Int(tree.partner[call])).contains { k in
            Int(tree.enclosing[k]) == call && tree.isWord(k, "string") && tree.isPunct(k + 1, ":")
                && tree.stringValue(k + 2..<k + 3).map(SyntaxTree.isWhitespaceLiteral) == true
        }
    }

    /// Tracking that is the design system's: in its sources, a brand typeface's tracking table (the system tracks only its
    /// own fonts, so a team that ships one sets the table by hand: Root's exception for what the system does not track),
    /// unless the text is known to be in the system font; elsewhere, a value taken from the system
    /// (`.kerning(style.config.kern)`, `.kern: font.config.kern`), whose definition is where it is checked.
    private func isSystemTracking(_ value: Range<Int>, of text: TextElement?, _ system: DesignSystemScope, _ tree: SyntaxTree) -> Bool {
        if system.isSource {
            if case .system? = text?.font?.family { return false }
            return !system.catalog.families.isEmpty
        }
        guard let last = value.last, tree.code[last].kind == .word, value.count >= 2, tree.isPunct(last - 1, ".") else { return false }
        return system.catalog.declaredNames.contains(tree.text(last))
    }

    /// Whether a kern attribute gives the design system's own tracking for the font beside it (`.kern: -0.41` with
    /// `.font: UIFont.bodyRegular`, whose table entry tracks by -0.41): UIKit's attributed text takes a token's tracking
    /// only this way, so the value is the system's, not one chosen here.
    private func isTokensOwnKern(_ value: Range<Int>, at i: Int, _ system: DesignSystemScope, _ tree: SyntaxTree) -> Bool {
        guard let kern = tree.numberValue(value), case let open = Int(tree.enclosing[i]), open >= 0 else { return false }
        let close = Int(tree.partner[open])
        // The `.font` key of the same attributes, and the token its value names last (`UIFont.bodyRegular`).
        guard let key = (open + 1..<close).first(where: { tree.isWord($0, "font") && tree.isPunct($0 - 1, ".")
                  && tree.isPunct($0 + 1, ":") && Int(tree.enclosing[$0]) == open }) else { return false }
        let font = tree.element(from: key + 2)
        guard let last = font.last, tree.code[last].kind == .word else { return false }
        let name = tree.text(last)
        return system.catalog.tokens.contains { $0.lastName == name && $0.tracking.map { abs($0 - kern) < 0.005 } == true }
    }

    /// Whether the text the modifier is on is monospaced and smaller than `size` (Root's documented exception).
    private func isSmallMono(_ element: TextElement, below size: Double, _ context: RuleContext) -> Bool {
        guard let font = element.font, font.family == .system("monospaced") else { return false }
        let points = font.size ?? context.checkedPlatforms(element.platforms).first.flatMap { platform in
            font.style.flatMap { context.profile.tables.metrics(of: $0, on: platform)?.size }
        }
        return points.map { $0 < size } ?? false
    }
}
