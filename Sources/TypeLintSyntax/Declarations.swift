/// A `let` or `var` declaration: `let tiny: CGFloat = 9`, `static let display = Font.system(…)`,
/// `static var title: Font { .title2 }`.
public struct Declaration: Sendable {
    /// The name's token.
    public var name: Int
    public var isStatic: Bool
    /// The type annotation's tokens, if any (`CGFloat` in `let tiny: CGFloat = 9`).
    public var type: Range<Int>?
    /// The initial value's tokens, after `=`.
    public var initializer: Range<Int>?
    /// The getter's tokens inside `{ … }` for a computed property.
    public var getter: Range<Int>?
    /// The type or extension the declaration is in, qualified by the types around it (`Font` in
    /// `extension Font { … }`, `Theme.Size` in `enum Theme { enum Size { … } }`), if any.
    public var enclosingType: String?
    /// Whether it is a member of that type (directly in its body), not a local of one of its functions.
    public var isMember = false
    /// Attribute names written before it (`ScaledMetric` for `@ScaledMetric(relativeTo: .body) var`).
    public var attributes: [String] = []

    /// The tokens that give the declaration its value: the initializer, else the getter.
    public var value: Range<Int>? { initializer ?? getter }

    static func find(in tree: SyntaxTree) -> [Declaration] {
        var result: [Declaration] = []
        let code = tree.code
        for k in tree.structureTokens.lazy.map(Int.init) where k + 1 < code.count {
            guard code[k].kind == .word, tree.isWord(k, "let") || tree.isWord(k, "var"),
                  code[k + 1].kind == .word else { continue }
            // `if let x = …`, `guard let`, `case let`, `for var` bind patterns, not declarations.
            if k > 0, tree.isWord(k - 1, "if") || tree.isWord(k - 1, "guard") || tree.isWord(k - 1, "case")
                || tree.isWord(k - 1, "while") || tree.isWord(k - 1, "for") || tree.isPunct(k - 1, ",") {
                continue
            }
            var declaration = Declaration(name: k + 1, isStatic: false, type: nil, initializer: nil, getter: nil,
                                          enclosingType: nil)
            var back = k - 1
            while back >= 0 {
                if tree.word(at: back, in: Self.modifiers) != nil {
                    if tree.isWord(back, "static") || tree.isWord(back, "class") { declaration.isStatic = true }
                    back -= 1
                } else if tree.isPunct(back, ")"), tree.partner[back] >= 1, tree.isPunct(Int(tree.partner[back]) - 2, "@") {
                    declaration.attributes.append(tree.text(Int(tree.partner[back]) - 1))
                    back = Int(tree.partner[back]) - 3
                } else if code[back].kind == .word, tree.isPunct(back - 1, "@") {
                    declaration.attributes.append(tree.text(back))
                    back -= 2
                } else {
                    break
                }
            }
            var next = k + 2
            if tree.isPunct(next, ":") {
                let typeStart = next + 1
                next = tree.endOfType(from: typeStart)
                declaration.type = typeStart..<next
            }
            if tree.isToken(next, .operator, "=") {
                declaration.initializer = next + 1..<tree.endOfExpression(from: next + 1)
            } else if tree.isPunct(next, "{"), tree.partner[next] >= 0 {
                declaration.getter = next + 1..<min(Int(tree.partner[next]), code.count)
            }
            if let body = tree.typeBody(holding: k) {
                declaration.enclosingType = tree.typeBodies[body].qualifiedName
                declaration.isMember = tree.typeBodies[body].open == Int(tree.enclosing[k])
            }
            result.append(declaration)
        }
        return result
    }

    /// The raw values of an enum's cases, as declarations of `Type.case`: `case caption = 12`.
    static func findEnumCases(in tree: SyntaxTree, into result: inout [Declaration]) {
        for k in tree.structureTokens.lazy.map(Int.init) where tree.isWord(k, "case") && k + 3 < tree.code.count {
            guard tree.code[k + 1].kind == .word, tree.isToken(k + 2, .operator, "="), tree.isTypeBody(Int(tree.enclosing[k]))
            else { continue }
            var declaration = Declaration(name: k + 1, isStatic: true, type: nil,
                                          initializer: k + 3..<tree.endOfExpression(from: k + 3), getter: nil,
                                          enclosingType: tree.qualifiedTypeName(at: k))
            declaration.isMember = true
            result.append(declaration)
        }
    }

    /// Asked of the words before every `let` and `var`: a `WordSet` turns most away by first byte and length, unhashed.
    static let modifiers = WordSet([
        "static", "class", "private", "fileprivate", "internal", "public", "open", "final", "lazy",
        "nonisolated", "weak", "unowned", "override", "mutating", "dynamic",
    ])
}

extension SyntaxTree {
    /// The index just past a type starting at `start` (`CGFloat`, `[String: Font]`, `Font.Weight?`).
    public func endOfType(from start: Int) -> Int {
        var k = start
        while k < code.count {
            if isPunct(k, "(") || isPunct(k, "[") {
                k = Int(partner[k]) + 1
            } else if code[k].kind == .word || isPunct(k, ".") {
                k += 1
            } else if code[k].kind == .operator, ["?", "!", "<", ">", ">>", "&"].contains(text(k)) {
                if text(k) == "<" { k = skipGenericArguments(from: k) } else { k += 1 }
            } else {
                break
            }
            if k < code.count, startsLine(k), !isPunct(k, ".") { break }
        }
        return min(k, code.count)
    }

    private func skipGenericArguments(from open: Int) -> Int {
        var depth = 0
        var k = open
        while k < code.count {
            let t = text(k)
            if code[k].kind == .operator {
                depth += t.filter { $0 == "<" }.count - t.filter { $0 == ">" }.count
            }
            k += 1
            if depth <= 0 || isPunct(k, "{") || isPunct(k, "=") { break }
        }
        return k
    }

    /// The index just past the expression starting at `start`: it runs to the end of its statement,
    /// across line breaks only where the expression obviously continues (a trailing or leading
    /// binary operator, a leading `.member`).
    public func endOfExpression(from start: Int) -> Int {
        var k = start
        while k < code.count {
            let token = code[k]
            if token.kind == .punct {
                let c = bytes[token.start]
                if c == UInt8(ascii: ";") || c == UInt8(ascii: ",") || c == UInt8(ascii: ")")
                    || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                    break
                }
            }
            if k > start, startsLine(k), !continuesExpression(at: k) { break }
            if partner[k] > k, token.kind != .string || opensInterpolation(k) {
                k = Int(partner[k]) + 1
            } else {
                k += 1
            }
        }
        return min(k, code.count)
    }

    private func continuesExpression(at k: Int) -> Bool {
        if isPunct(k, ".") { return true }
        if code[k].kind == .operator, isBinaryOperatorText(k) { return true }
        let previous = k - 1
        return code[previous].kind == .operator && isBinaryOperatorText(previous)
    }

    private func isBinaryOperatorText(_ k: Int) -> Bool {
        let token = code[k]
        // A lone `!` or `?` at a line's start or end is postfix/prefix, not a continuation.
        if token.end - token.start == 1 && (bytes[token.start] == 0x21 || bytes[token.start] == 0x3F) { return false }
        return true
    }

    /// Whether the bracket at `open` is the body of a type or extension.
    public func isTypeBody(_ open: Int) -> Bool {
        open >= 0 && isPunct(open, "{") && typeDeclarationName(beforeBrace: open) != nil
    }

    /// For the `{` at `brace`, the declared name if its statement is `extension Font`,
    /// `struct Typography: View`, `enum Tokens`, …
    public func typeDeclarationName(beforeBrace brace: Int) -> String? {
        var k = brace - 1
        var steps = 0
        while k >= 0, steps < 64 {
            if isPunct(k, "{") || isPunct(k, "}") || isPunct(k, ";") { return nil }
            if code[k].kind == .word,
               isWord(k, "extension") || isWord(k, "struct") || isWord(k, "class") || isWord(k, "enum")
                || isWord(k, "actor") || isWord(k, "protocol") {
                var name = text(k + 1)
                var n = k + 2
                while isPunct(n, "."), n + 1 < code.count, code[n + 1].kind == .word {
                    name += "." + text(n + 1)
                    n += 2
                }
                return name
            }
            k -= 1
            steps += 1
        }
        return nil
    }
}

/// The body of a type or extension: its braces and its name qualified by the types around it.
public struct TypeBody: Sendable {
    public let open: Int
    public let close: Int
    public let qualifiedName: String
    /// The position in `typeBodies` of the body this one is nested in.
    public let parent: Int?
    /// Whether it extends a type declared elsewhere (`extension Font {`) rather than declaring one.
    public let isExtension: Bool
    /// Whether it is declared `private` or `fileprivate` (`private extension View {`): what it declares is seen in its
    /// file alone.
    public let isFilePrivate: Bool

    /// `Theme.Row` → `Row`: a type by its own name. Most types are not nested: their name is returned without splitting it
    /// (this is asked of every type of every file).
    public static func ownName(_ qualified: String) -> String {
        guard let dot = qualified.utf8.lastIndex(of: UInt8(ascii: ".")) else { return qualified }
        return String(qualified[qualified.utf8.index(after: dot)...])
    }
}

extension SyntaxTree {
    /// The tokens of the names the file declares as a type's cases (`case label, tertiaryLabel(Int), accent = 3`) or
    /// properties: names that a member written without its type (`.tertiaryLabel`) may mean in the module.
    public func caseAndMemberNames() -> [Int] {
        var names = declarations.filter(\.isMember).map(\.name)
        for k in structureTokens.lazy.map(Int.init) where isWord(k, "case") && isTypeBody(Int(enclosing[k])) {
            names += declaredCases(at: k).map(\.name)
        }
        return names
    }

    /// The cases an enum's body declares, each name's token and the `(` of its associated values, if it has any.
    public func cases(of body: TypeBody) -> [(name: Int, values: Int?)] {
        // The structure tokens inside the body alone, found by a binary search: a file of thousands of types asks of each.
        var low = 0, high = structureTokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(structureTokens[middle]) <= body.open { low = middle + 1 } else { high = middle }
        }
        return structureTokens[low...].lazy.map(Int.init).prefix { $0 < body.close }
            .filter { self.isWord($0, "case") && Int(self.enclosing[$0]) == body.open }
            .flatMap { declaredCases(at: $0) }
    }

    /// The cases the `case` at `keyword` lists (`case label, tertiaryLabel(Int), accent = 3`).
    private func declaredCases(at keyword: Int) -> [(name: Int, values: Int?)] {
        var cases: [(name: Int, values: Int?)] = []
        var at = keyword + 1
        while at < code.count, code[at].kind == .word {
            let name = at
            at += 1
            var values: Int?
            if isPunct(at, "("), partner[at] > at {
                values = at
                at = Int(partner[at]) + 1
            }
            cases.append((name, values))
            if isToken(at, .operator, "=") { at += 2 }
            guard isPunct(at, ",") else { break }
            at += 1
        }
        return cases
    }

    /// The labelled parameters of the list whose `(` is at `open` (an enum case's associated values, `weight: Heft =
    /// .medium`): each label and its type's tokens.
    public func labelledParameters(at open: Int) -> [(label: String, type: Range<Int>)] {
        let close = Int(partner[open])
        guard close > open, close <= code.count else { return [] }
        var found: [(label: String, type: Range<Int>)] = []
        var start = open + 1
        while start < close {
            var end = start
            while end < close, !(isPunct(end, ",") && Int(enclosing[end]) == open) { end += 1 }
            if code[start].kind == .word, isPunct(start + 1, ":") {
                let type = (start + 2..<end).first { isToken($0, .operator, "=") && Int(enclosing[$0]) == open } ?? end
                if type > start + 2 { found.append((text(start), start + 2..<type)) }
            }
            start = end + 1
        }
        return found
    }

    /// The names the file declares as an enum's case (`case label, tertiaryLabel`), a property or a function: a member of
    /// one of these names (`.tertiaryLabel`) may be the file's own, not a framework's. Found in one pass over the words
    /// that start declarations.
    public func declaredCaseAndMemberNames() -> Set<String> {
        var names: Set<String> = []
        for k in structureTokens.lazy.map(Int.init) {
            if isWord(k, "case") {
                for declared in declaredCases(at: k) { names.insert(text(declared.name)) }
            } else if isWord(k, "let") || isWord(k, "var") || isWord(k, "func"), k + 1 < code.count, code[k + 1].kind == .word {
                names.insert(text(k + 1))
            }
        }
        return names
    }
}

extension SyntaxTree {
    /// Every type or extension body, in source order: found from the few `struct`, `class`, `enum`, `extension`,
    /// `actor` and `protocol` keywords, so that asking which type holds a token walks no brackets.
    static func findTypeBodies(in tree: SyntaxTree) -> [TypeBody] {
        var bodies: [TypeBody] = []
        var open: [Int] = []  // the bodies around the one being found, by position
        for k in tree.structureTokens.lazy.map(Int.init) where tree.code[k].kind == .word && (tree.isWord(k, "struct") || tree.isWord(k, "class")
            || tree.isWord(k, "enum") || tree.isWord(k, "extension") || tree.isWord(k, "actor") || tree.isWord(k, "protocol")) {
            // The type's `{`: the first brace after the keyword at the keyword's own depth (a `where` clause or
            // inheritance list comes between).
            var brace = k + 1
            var steps = 0
            while brace < tree.code.count, steps < 64, !(tree.isPunct(brace, "{") && tree.enclosing[brace] == tree.enclosing[k]) {
                if tree.isPunct(brace, "}") || tree.isPunct(brace, ";") { break }
                brace += 1
                steps += 1
            }
            guard brace < tree.code.count, tree.isPunct(brace, "{"), tree.partner[brace] > brace,
                  let name = tree.typeDeclarationName(beforeBrace: brace) else { continue }
            while let last = open.last, bodies[last].close < brace { open.removeLast() }
            bodies.append(TypeBody(open: brace, close: Int(tree.partner[brace]),
                                   qualifiedName: open.last.map { bodies[$0].qualifiedName + "." + name } ?? name,
                                   parent: open.last, isExtension: tree.isWord(k, "extension"),
                                   isFilePrivate: tree.isPrivate(declaredBy: k)))
            open.append(bodies.count - 1)
        }
        return bodies
    }

    /// Whether the declaration whose keyword (`func`, `struct`, `extension`) is at `keyword` is written `private` or
    /// `fileprivate`, among the modifiers and attributes before it.
    func isPrivate(declaredBy keyword: Int) -> Bool {
        var k = keyword - 1
        while k >= 0 {
            if isWord(k, "private") || isWord(k, "fileprivate") { return true }
            if word(at: k, in: Declaration.modifiers) != nil {
                k -= 1
            } else if code[k].kind == .word, isPunct(k - 1, "@") {
                k -= 2
            } else {
                return false
            }
        }
        return false
    }

    /// Whether a function whose name is at `name` can be called from its own file alone: it is written `private` or
    /// `fileprivate`, or is in a type or extension that is.
    public func isFilePrivate(functionNamed name: Int) -> Bool {
        if name >= 1, isWord(name - 1, "func"), isPrivate(declaredBy: name - 1) { return true }
        var body = typeBody(holding: name)
        while let position = body {
            if typeBodies[position].isFilePrivate { return true }
            body = typeBodies[position].parent
        }
        return false
    }

    /// The qualified name of the type whose body holds the token at `index` (`Theme.Fonts`), if any.
    public func qualifiedTypeName(at index: Int) -> String? {
        typeBody(holding: index).map { typeBodies[$0].qualifiedName }
    }

    /// The position in `typeBodies` of the innermost body that holds the token at `index`, if any.
    public func typeBody(holding index: Int) -> Int? {
        // The last body opened before the token, then out through the bodies around it to one that holds it:
        // a binary search and a walk as long as the nesting, however many types the file has.
        var low = 0, high = typeBodies.count
        while low < high {
            let middle = (low + high) / 2
            if typeBodies[middle].open < index { low = middle + 1 } else { high = middle }
        }
        var candidate = low > 0 ? low - 1 : nil
        while let position = candidate, typeBodies[position].close <= index { candidate = typeBodies[position].parent }
        return candidate
    }
}

extension SyntaxTree {
    /// The bodies of SwiftUI previews (`#Preview { … }`, a `PreviewProvider`'s type body): what a preview shows
    /// (a layout at a chosen size, a row with no font around it) is no part of the app.
    public func previewBodies() -> [Range<Int>] {
        (words("#Preview", kind: .directive) + words("PreviewProvider")).sorted().compactMap { i in
            // The first brace after it, past the macro's `("name")` or the rest of the type's inheritance list.
            var k = i + 1
            while k < code.count, k - i < 64, !isPunct(k, "{") {
                k = isPunct(k, "(") && Int(partner[k]) > k ? Int(partner[k]) + 1 : k + 1
            }
            guard k < code.count, isPunct(k, "{") else { return nil }
            return k..<Int(partner[k])
        }
    }
}
