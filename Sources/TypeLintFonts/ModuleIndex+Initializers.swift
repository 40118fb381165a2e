import TypeLintSyntax

/// Initializers as the index reads them: what their callers pass and what their bodies set.
extension ModuleIndex {
    /// A type's initializers as its callers see them: each written `init`, its parameters named after the stored properties
    /// it assigns them to (`init(_ t: Face, size s: CGFloat) { self.face = t; self.size = s }` takes `face` and `size`); or,
    /// with none written, the memberwise one: a parameter per stored `var`, and per `let` without a value, labelled with its
    /// name and defaulting to the `var`'s value. `functions` and `declarations`: those the type itself declares.
    static func initializers(of body: TypeBody, functions: [Function], declarations: [Declaration], in tree: SyntaxTree) -> [Function] {
        let written = functions.filter { tree.isWord($0.name, "init") }
        guard written.isEmpty else {
            return written.map { initializer in
                var renamed = initializer
                for index in renamed.parameters.indices {
                    if let property = assignedProperty(from: renamed.parameters[index].name, in: initializer.body, tree) {
                        renamed.parameters[index].name = property
                    }
                }
                return renamed
            }
        }
        let stored = declarations.filter { declaration in
            declaration.isMember && !declaration.isStatic && declaration.getter == nil
                && (tree.isWord(declaration.name - 1, "var") || declaration.initializer == nil)
        }
        guard let name = (body.open - 8..<body.open).reversed().first(where: { k in
            k >= 0 && tree.code[k].kind == .word && tree.text(k) == TypeBody.ownName(body.qualifiedName)
        }) else { return [] }
        let parameters = stored.map { declaration in
            Function.Parameter(label: tree.identifier(declaration.name), name: tree.identifier(declaration.name),
                               defaultValue: declaration.initializer)
        }
        return [Function(name: name, parameters: parameters, returnType: nil, body: body.open + 1..<body.close,
                         enclosingType: body.qualifiedName)]
    }

    /// The stored property an initializer's body sets from `parameter` (`self.size = s` for `s`), if it sets one directly,
    /// or whose property wrapper it makes around it (`_size = ScaledMetric(wrappedValue: s, relativeTo: style)`).
    private static func assignedProperty(from parameter: String, in body: Range<Int>, _ tree: SyntaxTree) -> String? {
        for k in body where tree.isWord(k, "self") && tree.isPunct(k + 1, ".") && k + 4 < body.upperBound
            && tree.isToken(k + 3, .operator, "=") && tree.text(k + 4) == parameter && !tree.isPunct(k + 5, ".") && !tree.isPunct(k + 5, "(") {
            return tree.text(k + 2)
        }
        for k in body where tree.isWord(k, "wrappedValue") && tree.isPunct(k + 1, ":") && k + 3 < body.upperBound
            && tree.text(k + 2) == parameter && (tree.isPunct(k + 3, ",") || tree.isPunct(k + 3, ")")) {
            // `_size = Wrapper(wrappedValue: s`, or `self._size = …`.
            let open = k - 1
            guard tree.isPunct(open, "("), open >= 3, tree.code[open - 1].kind == .word, tree.isToken(open - 2, .operator, "="),
                  tree.code[open - 3].kind == .word, case let wrapper = tree.text(open - 3), wrapper.hasPrefix("_"), wrapper.count > 1
            else { continue }
            return String(wrapper.dropFirst())
        }
        return nil
    }

    /// Stored properties without a value of their own (`var height: CGFloat`) that an initializer sets from a parameter of
    /// the same name with a default (`init(…, height: CGFloat = 48.0) { self.height = height }`), given that default as
    /// their value: what the type's code states for every use that leaves it out.
    /// `isKept`: which of them to give (by default, every one).
    public static func initializedFromDefaults(_ tree: SyntaxTree, where isKept: (Declaration) -> Bool = { _ in true }) -> [Declaration] {
        let initializers = tree.functions.filter { function in
            function.enclosingType != nil && tree.isWord(function.name, "init") && function.parameters.contains { $0.defaultValue != nil }
        }
        guard !initializers.isEmpty else { return [] }
        var stored: [String: Declaration] = [:]
        for declaration in tree.declarations where declaration.isMember && declaration.value == nil && !declaration.isStatic {
            guard let type = declaration.enclosingType, isKept(declaration) else { continue }
            stored[type + "." + tree.identifier(declaration.name)] = declaration
        }
        var found: [Declaration] = []
        for function in initializers {
            for parameter in function.parameters {
                guard let fallback = parameter.defaultValue, var declaration = stored[function.enclosingType! + "." + parameter.name],
                      assigns(parameter.name, in: function.body, tree) else { continue }
                declaration.initializer = fallback
                found.append(declaration)
            }
        }
        return found
    }

    /// Whether the body says `self.name = name` on a line of its own, directly in it.
    private static func assigns(_ name: String, in body: Range<Int>, _ tree: SyntaxTree) -> Bool {
        body.contains { k in
            tree.isWord(k, "self") && Int(tree.enclosing[k]) == body.lowerBound - 1 && tree.isPunct(k + 1, ".") && tree.text(k + 2) == name
                && tree.isToken(k + 3, .operator, "=") && k + 4 < body.upperBound && tree.text(k + 4) == name && tree.startsLine(k + 5)
        }
    }

    /// The `self.init(…)` an initializer's body delegates to, from `self` to its closing parenthesis.
    static func delegatedInitializer(in body: Range<Int>, _ tree: SyntaxTree) -> Range<Int>? {
        for k in body where tree.isWord(k, "self") && tree.isPunct(k + 1, ".") && tree.isWord(k + 2, "init") && tree.isPunct(k + 3, "(") {
            let close = Int(tree.partner[k + 3])
            if close > k + 3, close < body.upperBound { return k..<close + 1 }
        }
        return nil
    }

    /// The value of `self.font = …` or `font = …` said directly in an initializer's body.
    static func assignedFont(in function: Function, _ tree: SyntaxTree) -> Range<Int>? {
        let body = function.body
        for k in body where tree.isWord(k, "font") && Int(tree.enclosing[k]) == body.lowerBound - 1
            && tree.isToken(k + 1, .operator, "=") && (!tree.isPunct(k - 1, ".") || tree.isWord(k - 2, "self") && tree.startsLine(k - 2)) {
            return k + 2..<tree.endOfExpression(from: k + 2)
        }
        return nil
    }
}
