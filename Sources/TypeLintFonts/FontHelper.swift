import TypeLintSyntax

/// A computed `String` property of a type (`var postScriptName: String { family + "-" + suffix }`): its getter, read in
/// its own file.
struct CaseGetter: Sendable {
    let tree: SyntaxTree
    let constants: FileConstants
    let value: Range<Int>
    /// When the value is a `switch self`: each case's body by the member it names, and the `default` body, found once. An
    /// enum of thousands of faces is asked for each case it has, and would otherwise be read whole at each.
    let bodiesBySelf: (byMember: [String: Range<Int>], otherwise: Range<Int>?)?

    init(tree: SyntaxTree, constants: FileConstants, value: Range<Int>) {
        (self.tree, self.constants, self.value) = (tree, constants, value)
        var lower = value.lowerBound
        if tree.isWord(lower, "return") { lower += 1 }
        guard lower < value.upperBound, let statement = tree.switchStatement(at: lower),
              Int(tree.partner[statement.subject.upperBound]) < value.upperBound,
              statement.subject.count == 1, tree.isWord(statement.subject.lowerBound, "self") else {
            bodiesBySelf = nil
            return
        }
        var byMember: [String: Range<Int>] = [:]
        for found in statement.cases {
            for pattern in found.patterns where pattern.count == 2 && tree.isPunct(pattern.lowerBound, ".") {
                let member = tree.text(pattern.lowerBound + 1)
                if byMember[member] == nil { byMember[member] = found.body }
            }
        }
        bodiesBySelf = (byMember, statement.cases.first(where: \.isDefault)?.body)
    }
}

/// A function that returns a font (`static func appFont(ofSize size: CGFloat) -> UIFont`), evaluated at
/// each call with the call's arguments.
public struct FontHelper: Sendable {
    let function: Function
    let tree: SyntaxTree
    let constants: FileConstants
    /// Whether it can be called from its own file alone (`private func brand(…)`, a member of a `private extension`).
    let isFilePrivate: Bool
    /// The parameter a sized constructor in the body takes its size from (`size` in `.systemFont(ofSize: size)`):
    /// each call then makes a font of the size it passes.
    public let sizeParameter: String?
    /// Whether that size goes to `Font.custom(_:size:)`, which scales as body does.
    public let sizeScalesWithBody: Bool
    /// Whether the body scales what it makes (`UIFontMetrics`, `relativeTo:`, `preferredFont`).
    public let scales: Bool
    /// The expression the body returns, when the body is one expression or ends in one `return`.
    let result: Range<Int>?
    /// The names the body binds at its top level, in order, with their values (`let font = UIFont(name: name, size: size)`,
    /// `guard let font = UIFont(name: name, size: size) else { … }`): what it returns may be made of them.
    let locals: [(name: String, value: Range<Int>)]
    /// The local every `return` of the body returns, when there is one such (see `locals`).
    let returnedLocal: String?
    /// The locals whose names the body writes again after declaring them: the only ones a call needs worked out.
    let readLocals: Set<String>
    /// The weights the body's string literals name as faces (`"Roboto-Black"`): a face written there is reported there.
    let literalWeights: Set<Weight>
    /// The parameter that names the typeface the body makes (`name` in `UIFont(name: name, size: size)`,
    /// `UIFontDescriptor(name: fontName, size: …)`, `.custom(name, size: …)`): a call that passes a typeface's name
    /// draws that family, whichever way the body goes on to size it (a font that fails to load falls back to the system
    /// font, a case no design draws).
    let typefaceParameter: String?

    /// Whether the body picks a typeface by a name it works out from the parameter labelled `label`
    /// (`.custom(avenir(weight: weight), size: size)`, `UIFont(name: fontName(for: weight), size: size)`): the weight it
    /// is given chooses a file, whose weight only the file's name tells.
    func picksFace(by label: String) -> Bool {
        guard let parameter = function.parameters.first(where: { $0.label == label })?.name else { return false }
        return function.body.contains { k in
            guard tree.code[k].kind == .word, tree.isPunct(k + 1, "("),
                  tree.isWord(k, "custom") || tree.isWord(k, "UIFont") || tree.isWord(k, "NSFont"),
                  let call = tree.chain(at: k), let name = call.arguments(of: call.base)?.first?.value,
                  tree.code[name.lowerBound].kind != .string else { return false }
            return name.contains { tree.code[$0].kind == .word && tree.text($0) == parameter }
        }
    }

    /// `result`: the font expression the function makes, when it is not what the body returns (an initializer's
    /// `self.font = …`). `modifierScales`, for a view function that applies a `ViewModifier` (`result` is the modifier's
    /// initializer): whether that modifier scales what it sets. Such a function has no size parameter of its own: a
    /// `size:` it passes on is as likely a field's height; the size is the one the modifier makes its font of.
    init(function: Function, tree: SyntaxTree, constants: FileConstants, result: Range<Int>? = nil, isInitializer: Bool? = nil,
         modifierScales: Bool? = nil) {
        self.function = function
        self.tree = tree
        self.constants = constants
        isFilePrivate = tree.isFilePrivate(functionNamed: function.name)
        self.isInitializer = isInitializer ?? tree.isWord(function.name, "init")
        let body = function.body
        let names = Set(function.parameters.map(\.name))
        var sizeParameter: String?
        var sizeScalesWithBody = false
        var scales = modifierScales ?? false
        // The body, and the font expression when it is elsewhere (a modifier's `body(content:)`, for its initializer).
        let read = result.map { body.contains($0.lowerBound) ? [body] : [body, $0] } ?? [body]
        for k in read.joined() where tree.code[k].kind == .word {
            let word = tree.text(k)
            if Self.scalingWords.contains(word) { scales = true }
            // `ofSize: font.pointSize` reads the size of a font it is given: not a size the caller chooses.
            guard modifierScales == nil, sizeParameter == nil, names.contains(word), k >= 2, !tree.isPunct(k + 1, ".") else { continue }
            let sized = tree.isPunct(k - 1, ":") && ["size", "ofSize", "fixedSize"].contains(tree.text(k - 2))
                || tree.isPunct(k - 1, "(") && tree.isWord(k - 2, "withSize")
            // `icon(name, size: size)`, a function of the file that makes a view: the size of a picture, not of a font.
            if sized, !Self.callsViewFunction(around: k, in: tree) {
                sizeParameter = word
                let open = Int(tree.enclosing[k])
                sizeScalesWithBody = tree.isWord(k - 2, "size") && open >= 1 && tree.isWord(open - 1, "custom")
            }
        }
        self.sizeParameter = sizeParameter
        self.sizeScalesWithBody = sizeScalesWithBody
        self.scales = scales
        var start = body.lowerBound
        var lastReturn: Int?
        for k in body where tree.isWord(k, "return") && Int(tree.enclosing[k]) == body.lowerBound - 1 { lastReturn = k }
        if let lastReturn { start = lastReturn + 1 }
        self.result = result
            ?? (start < body.upperBound && tree.endOfExpression(from: start) == body.upperBound ? start..<body.upperBound : nil)
        locals = Self.locals(of: body, in: tree)
        // Every `return` of the body returns the same local (`if let font = UIFont(…) { return font }`, then a fatal error).
        let localNames = Set(locals.map(\.name))
        // A local is read when its name is written again in the body, past its own declaration.
        var spelled: [String: Int] = [:]
        for k in body where tree.code[k].kind == .word {
            let word = tree.identifier(k)
            if localNames.contains(word) { spelled[word, default: 0] += 1 }
        }
        readLocals = Set(spelled.filter { $0.value > 1 }.keys)
        literalWeights = Set(body.lazy.filter { tree.code[$0].kind == .string }
            .compactMap { tree.stringValue($0..<$0 + 1).flatMap(Weight.init(fontNameSuffix:)) })
        let returned = Set(body.filter { tree.isWord($0, "return") }.map { $0 + 1 < body.upperBound && tree.code[$0 + 1].kind == .word
            && localNames.contains(tree.text($0 + 1)) && tree.endOfExpression(from: $0 + 1) == $0 + 2 ? tree.text($0 + 1) : "" })
        returnedLocal = returned.count == 1 ? returned.first.flatMap { $0.isEmpty ? nil : $0 } : nil
        typefaceParameter = body.lazy.compactMap { k -> String? in
            guard tree.code[k].kind == .word, names.contains(tree.text(k)), k >= 3, tree.isPunct(k + 1, ")") || tree.isPunct(k + 1, ",")
            else { return nil }
            let open = k - 1
            if tree.isPunct(open, "("), tree.isWord(open - 1, "custom") { return tree.text(k) }
            guard tree.isPunct(open, ":"), tree.isWord(k - 2, "name"), tree.isPunct(k - 3, "("), k >= 4,
                  Self.typefaceTypes.contains(tree.text(k - 4)) else { return nil }
            return tree.text(k)
        }.first
    }

    private static let typefaceTypes: Set<String> = ["UIFont", "NSFont", "UIFontDescriptor", "NSFontDescriptor", "init"]

    private static func locals(of body: Range<Int>, in tree: SyntaxTree) -> [(name: String, value: Range<Int>)] {
        var found: [(name: String, value: Range<Int>)] = []
        for k in body where (tree.isWord(k, "let") || tree.isWord(k, "var")) && Int(tree.enclosing[k]) == body.lowerBound - 1
            && k + 1 < body.upperBound && tree.code[k + 1].kind == .word {
            var next = k + 2
            if tree.isPunct(next, ":") { next = tree.endOfType(from: next + 1) }
            guard next < body.upperBound, tree.isToken(next, .operator, "=") else { continue }
            let start = next + 1
            var end = tree.endOfExpression(from: start)
            // A condition's binding ends where its `else` or its block begins.
            if tree.isWord(k - 1, "guard") || tree.isWord(k - 1, "if") {
                end = start
                while end < body.upperBound, !tree.isWord(end, "else"), !tree.isPunct(end, "{"), !tree.isPunct(end, ",") {
                    end = tree.partner[end] > end ? Int(tree.partner[end]) + 1 : end + 1
                }
            }
            if start < end { found.append((tree.identifier(k + 1), start..<min(end, body.upperBound))) }
        }
        return found
    }

    private static func callsViewFunction(around k: Int, in tree: SyntaxTree) -> Bool {
        let open = Int(tree.enclosing[k])
        guard open >= 1, tree.isPunct(open, "("), tree.code[open - 1].kind == .word, case let callee = tree.text(open - 1) else { return false }
        return tree.functions.contains { function in ModuleIndex.isSomeView(function.returnType, in: tree) && tree.text(function.name) == callee }
    }

    /// Whether it is a type's initializer (a view's, a modifier's, written or memberwise): a call that leaves the size to
    /// its default makes the font the type's own code states (reported there), not one the caller wrote.
    let isInitializer: Bool

    /// Whether it is a view's method that sets the view's own font (it returns nothing and is no initializer:
    /// `func setTheme(_ text: String, size: CGFloat) { self.font = … }`).
    var setsReceiversFont: Bool { function.returnType == nil && !isInitializer }

    static let scalingWords: Set<String> = ["UIFontMetrics", "scaledFont", "scaledValue", "relativeTo", "preferredFont"]

    /// Whether a call with these argument labels can be a call of this function.
    func accepts(labels: [String?]) -> Bool {
        var remaining = labels[...]
        for parameter in function.parameters {
            if let next = remaining.first, next == parameter.label {
                remaining.removeFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }
}
