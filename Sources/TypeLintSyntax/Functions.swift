/// A function declaration: `static func appFont(ofSize size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont { … }`,
/// or an initializer (`init(_ label: String, size: CGFloat = 12) { … }`). Font resolution indexes those that return
/// fonts, and initializers that give their view a font, to evaluate their calls with the call's arguments.
public struct Function: Sendable {
    public struct Parameter: Sendable {
        /// The argument label callers write, nil for `_`.
        public var label: String?
        /// The name the body uses.
        public var name: String
        /// The default value's tokens, if any.
        public var defaultValue: Range<Int>?
        /// The type's tokens (`UIFont.Weight` in `weight: UIFont.Weight = .regular`), without attributes.
        public var type: Range<Int>?

        public init(label: String?, name: String, defaultValue: Range<Int>?, type: Range<Int>? = nil) {
            (self.label, self.name, self.defaultValue, self.type) = (label, name, defaultValue, type)
        }
    }

    /// The name's token.
    public var name: Int
    public var parameters: [Parameter]
    /// The tokens after `->`, up to the body.
    public var returnType: Range<Int>?
    /// The tokens inside the body's braces.
    public var body: Range<Int>
    /// The type or extension the function is in, qualified (`Theme.Fonts`), if any.
    public var enclosingType: String?

    /// A function as written, or one the compiler makes (a struct's memberwise initializer, named by the type's name).
    public init(name: Int, parameters: [Parameter], returnType: Range<Int>?, body: Range<Int>, enclosingType: String?) {
        (self.name, self.parameters, self.returnType, self.body, self.enclosingType) = (name, parameters, returnType, body, enclosingType)
    }

    static func find(in tree: SyntaxTree) -> [Function] {
        var result: [Function] = []
        let code = tree.code
        for k in tree.structureTokens.lazy.map(Int.init) {
            // `func name(…)`, and `init(…)`, `init?(…)` (not a call: `super.init(frame:)`); an initializer's name is `init`.
            let name: Int
            if tree.isWord(k, "func"), k + 2 < code.count, code[k + 1].kind == .word {
                name = k + 1
            } else if tree.isWord(k, "init"), k + 1 < code.count, !tree.isPunct(k - 1, ".") {
                name = k
            } else {
                continue
            }
            var next = name + 1
            if tree.isToken(next, .operator, "?") || tree.isToken(next, .operator, "!") { next += 1 }
            if tree.isToken(next, .operator, "<") {
                while next < code.count, !tree.isPunct(next, "("), !tree.isPunct(next, "{") { next += 1 }
            }
            guard tree.isPunct(next, "("), tree.partner[next] > next else { continue }
            let close = Int(tree.partner[next])
            let parameters = tree.parameters(inside: next + 1..<close)
            next = close + 1
            while next < code.count, code[next].kind == .word,
                  tree.isWord(next, "async") || tree.isWord(next, "throws") || tree.isWord(next, "rethrows") {
                next += 1
            }
            var returnType: Range<Int>?
            if tree.isToken(next, .operator, "->") {
                var end = next + 1
                while end < code.count, !tree.isPunct(end, "{"), !tree.isWord(end, "where") {
                    if tree.partner[end] > end, !tree.isPunct(end, "{") { end = Int(tree.partner[end]) }
                    end += 1
                }
                returnType = next + 1..<end
                next = end
            }
            while next < code.count, !tree.isPunct(next, "{"), tree.startsLine(next) == false || tree.isWord(next, "where") {
                next += 1
            }
            guard tree.isPunct(next, "{"), tree.partner[next] > next else { continue }
            result.append(Function(
                name: name, parameters: parameters, returnType: returnType,
                body: next + 1..<min(Int(tree.partner[next]), code.count),
                enclosingType: tree.qualifiedTypeName(at: k)))
        }
        return result
    }
}

extension SyntaxTree {
    /// Whether `name` is a parameter of a function whose body holds `use` (`func style(tag: String) { switch tag { … } }`):
    /// there the name is the parameter, whatever else the file or the module declares by that name.
    public func isParameter(_ name: String, at use: Int) -> Bool {
        functions.contains { $0.body.contains(use) && $0.parameters.contains { $0.name == name } }
    }

    /// Whether the function in which `name` is a parameter (at `use`) is called in the file, and every call passes that
    /// parameter a name of the same spelling (`topControls(scale: scale)`): the parameter holds what that name holds where
    /// the calls are.
    public func isPassedItsOwnName(_ name: String, at use: Int) -> Bool {
        guard let function = functions.last(where: { $0.body.contains(use) && $0.parameters.contains { $0.name == name } }),
              let label = function.parameters.first(where: { $0.name == name })?.label else { return false }
        let calls = words(identifier(function.name)).filter { $0 != function.name && isPunct($0 + 1, "(") }
        return !calls.isEmpty && calls.allSatisfy { call in
            guard let chain = chain(at: call), let arguments = chain.arguments(of: chain.links[0]),
                  let passed = arguments.first(where: { $0.label.map(text) == label }) else { return false }
            return passed.value.count == 1 && code[passed.value.lowerBound].kind == .word && identifier(passed.value.lowerBound) == name
        }
    }

    /// `label name: Type = default, _ name: Type, name: Type`: the parameters of a declaration.
    func parameters(inside range: Range<Int>) -> [Function.Parameter] {
        var result: [Function.Parameter] = []
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, !isPunct(end, ",") {
                if partner[end] > end { end = Int(partner[end]) }
                end += 1
            }
            // `label name:` or `name:`, after any attributes (`@escaping` belongs to the type).
            if let colon = (start..<end).first(where: { isPunct($0, ":") }), colon > start, code[colon - 1].kind == .word {
                let name = text(colon - 1)
                var label: String? = name
                if colon - 2 >= start, code[colon - 2].kind == .word { label = text(colon - 2) }
                if label == "_" { label = nil }
                let equals = (colon..<end).first { isToken($0, .operator, "=") && enclosing[$0] == enclosing[colon] }
                var typeStart = colon + 1
                while typeStart < (equals ?? end), isPunct(typeStart, "@") || isWord(typeStart, "inout")
                        || typeStart > colon + 1 && isPunct(typeStart - 1, "@") {
                    typeStart += 1
                }
                result.append(Function.Parameter(label: label, name: name, defaultValue: equals.map { $0 + 1..<end },
                                                 type: typeStart < (equals ?? end) ? typeStart..<(equals ?? end) : nil))
            }
            start = end + 1
        }
        return result
    }
}
