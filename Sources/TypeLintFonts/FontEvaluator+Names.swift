import TypeLintSyntax

/// What names, members and calls denote: families built from names, the helper a call names, the type a value is
/// declared as, a dotted name's value, and fonts made by initializers and other libraries' styles.
extension FontEvaluator {
    /// `.caption`: an implicit member's name, when the range is one.
    func implicitMember(_ range: Range<Int>, in tree: SyntaxTree) -> String? {
        guard range.count == 2, tree.isPunct(range.lowerBound, "."), tree.code[range.lowerBound + 1].kind == .word else { return nil }
        return tree.text(range.lowerBound + 1)
    }

    /// The value of an enum case passed as an implicit member (`.ultralight` for a parameter of type `AppFace`): the case's
    /// raw value, as the index holds it (`AppFace.ultralight`: "AvenirNext-Ultralight"); nil for any other argument.
    func caseValue(_ range: Range<Int>, of parameter: Function.Parameter, in helper: FontHelper) -> Value? {
        guard range.count == 2, tree.isPunct(range.lowerBound, "."), tree.code[range.lowerBound + 1].kind == .word,
              let type = parameter.type, type.count == 1 || type.count == 2 && helper.tree.isToken(type.upperBound - 1, .operator, "?")
        else { return nil }
        return index["\(helper.tree.text(type.lowerBound)).\(tree.text(range.lowerBound + 1))"]
    }

    /// The family a font name computed at run time gives: the code before the weight it names, which every weight of the
    /// family shares (`FontFamily.Inter.semiBold.name` is `FontFamily.Inter`; `fontsParser.fontName(for: .medium)` and
    /// `…(for: .bold)` are `fontsParser.fontName`).
    func family(ofComputedName range: Range<Int>) -> Family? {
        if let named = familyReturned(byCallOf: range) { return named }
        // `UIFont.systemFont(ofSize: 12).familyName`: the family of the font it is read from, when that font is known; a
        // name read from a font typelint does not know names a family it does not know either.
        if range.count >= 3, tree.isPunct(range.upperBound - 2, "."),
           tree.isWord(range.upperBound - 1, "familyName") || tree.isWord(range.upperBound - 1, "fontName") {
            if let known = evaluate(range.lowerBound..<range.upperBound - 2) { return known.family }
            // An icon font's type names its family (`MaterialDesignIcons.familyName`): its glyphs are pictures.
            let written = tree.text(range)
            return PictureNames.namesIconFont(written) ? Family(customFontName: written) : nil
        }
        // `"Gotham-\(suffix)"`: the face's name as written, without its quotes (the family is the part before the dash).
        if tree.code[range.lowerBound].kind == .string, tree.interpolations(ofStringAt: range.lowerBound).end == range.upperBound {
            let written = tree.text(range)
            let quotes = Set<Character>(["\"", "#"])
            return Family(customFontName: String(written.drop(while: quotes.contains).reversed().drop(while: quotes.contains).reversed()))
        }
        guard !range.contains(where: { tree.isToken($0, .operator, "?") && !tree.isPostfix($0) }),
              let weight = range.first(where: { tree.code[$0].kind == .word && Weight(fontNameSuffix: "-" + tree.text($0)) != nil })
        else { return Family(customFontName: tree.text(range)) }
        var end = weight
        while end > range.lowerBound, tree.code[end - 1].kind == .punct || tree.isPunct(end, ":") && tree.code[end - 1].kind == .word {
            end -= 1
        }
        let kept = range.lowerBound..<(end > range.lowerBound ? end : range.upperBound)
        // Cut inside a call (`Fonts.name(family: "X", weight: .bold)`), the name says so and closes what it opened:
        // `Fonts.name(family: "X"…)`, the same for every weight.
        let open = kept.filter { tree.isPunct($0, "(") }.count - kept.filter { tree.isPunct($0, ")") }.count
        return Family(customFontName: tree.text(kept) + (open > 0 ? "…" + String(repeating: ")", count: open) : ""))
    }

    /// The family of every name a function of the file returns, when the range calls it and they share one
    /// (`avenir(weight: weight)`, whose `switch` returns "AvenirNextLTPro-Regular", "…-Medium" or "…-Demi").
    private func familyReturned(byCallOf range: Range<Int>) -> Family? {
        guard range.count >= 3, tree.code[range.lowerBound].kind == .word, tree.isPunct(range.lowerBound + 1, "("),
              Int(tree.partner[range.lowerBound + 1]) == range.upperBound - 1,
              let function = tree.functions.first(where: { tree.identifier($0.name) == tree.text(range.lowerBound) })
        else { return nil }
        if let built = familyInterpolated(in: function.body) { return built }
        // Each name returned: after `return`, or a branch of a choice (`weight == .bold ? "Avenir-Demi" : "Avenir-Regular"`).
        let returned = function.body.filter { k in
            tree.code[k].kind == .string && (tree.isWord(k - 1, "return") || tree.isToken(k - 1, .operator, "?")
                || (tree.isPunct(k - 1, ":") || tree.isToken(k - 1, .operator, ":")) && tree.code[k - 2].kind == .string)
        }
        let families = Set(returned.compactMap { tree.stringValue($0..<$0 + 1).map(Family.init(customFontName:)) })
        return families.count == 1 ? families.first : nil
    }

    /// The family of a name a function builds from a local that chooses among written names
    /// (`let family = compact ? "Brand" : "Lato"` … `return "\(family)-\(suffix)"`): the name chosen when the condition is
    /// false, the default, as a constant's default value is.
    private func familyInterpolated(in body: Range<Int>) -> Family? {
        guard let opening = body.first(where: { tree.isWord($0 - 1, "return") && tree.code[$0].kind == .string }),
              tree.text(opening) == "\"\\(", let first = tree.interpolations(ofStringAt: opening).segments.first,
              first.count == 1, tree.code[first.lowerBound].kind == .word, case let name = tree.text(first.lowerBound),
              let local = body.first(where: { k in
                  (tree.isWord(k, "let") || tree.isWord(k, "var")) && tree.code[k + 1].kind == .word && tree.text(k + 1) == name
                      && tree.isToken(k + 2, .operator, "=")
              }) else { return nil }
        let value = local + 3..<tree.endOfExpression(from: local + 3)
        let strings = value.filter { tree.code[$0].kind == .string }
        let names = strings.compactMap { tree.stringValue($0..<$0 + 1) }
        guard !names.isEmpty, names.count == strings.count else { return nil }
        return Family(customFontName: names[names.count - 1])
    }

    /// The helper a call names: by its path, or as a member of the type the call is in.
    public func helper(_ name: String, _ arguments: ArraySlice<Chain.Argument>, at use: Int?) -> FontHelper? {
        let labels = arguments.map { label($0) }
        var candidates = index.helpers(named: name, calledIn: tree)
        if candidates.isEmpty, let use, !name.contains("."), let type = tree.qualifiedTypeName(at: use) {
            candidates = index.helpers(named: "\(type).\(name)", calledIn: tree)
        }
        // A free function's call (`brand(12)`, not `.brand(12)`) looks in its own file first: a `private` one is visible only
        // there, and one of the file shadows the module's. A helper of one name in each of thousands of files is then not
        // looked through at each call.
        if candidates.count > 1, let use, !tree.isPunct(use - 1, "."), case let identity = tree.identity,
           case let own = candidates.filter({ $0.tree.identity == identity && $0.function.enclosingType == nil }),
           own.contains(where: { $0.accepts(labels: labels) }) {
            candidates = own
        }
        var accepting = candidates.filter { $0.accepts(labels: labels) }
        guard accepting.count > 1 else { return accepting.first }
        // Overloads told apart by what the arguments are: `f(.regular, .body)` is the one taking a text style, `f(.regular,
        // 17)` the one taking a size.
        let fitting = accepting.filter { fits(arguments, $0) }
        if !fitting.isEmpty { accepting = fitting }
        guard accepting.count > 1 else { return accepting.first }
        // `Font.default(size:)` beside `UIFont.default(size:)`.
        let type = expectedFontType
        return accepting.first { $0.function.enclosingType == type } ?? accepting.first
    }

    /// Whether each argument can be of its parameter's written type, as far as a literal or a member shows: a number is not
    /// a text style, a text style (`.body`) is not a number.
    private func fits(_ arguments: ArraySlice<Chain.Argument>, _ helper: FontHelper) -> Bool {
        var parameters = helper.function.parameters[...]
        for argument in arguments {
            while let parameter = parameters.first, parameter.label != label(argument) { parameters.removeFirst() }
            guard let parameter = parameters.popFirst() else { return false }
            guard let type = parameter.type.map({ helper.tree.text($0) }) else { continue }
            let isNumberType = ModuleIndex.numberTypes.contains(type) || type == "Int"
            if tree.numberValue(argument.value) != nil {
                if !isNumberType { return false }
            } else if let member = memberName(argument.value), argument.value.count == 2 {
                let isStyleType = type.hasSuffix("TextStyle")
                let namesStyle = TextStyle(named: member) != nil
                if namesStyle && !isStyleType && isNumberType { return false }
                if isStyleType && !namesStyle { return false }
            }
        }
        return true
    }

    /// The font type a value starting at `k` is declared as: `let caption: Font = …`, `var caption: UIFont { … }`.
    func typeDeclared(before k: Int) -> String? {
        guard k >= 3, tree.isToken(k - 1, .operator, "=") || tree.isPunct(k - 1, "{"), tree.code[k - 2].kind == .word,
              tree.isPunct(k - 3, ":") else { return nil }
        let type = tree.text(k - 2)
        return ModuleIndex.fontTypeNames.contains(type) ? type : nil
    }

    /// The module's type inside a font type that an implicit member starting at `dot` is of, by where it is written: an
    /// argument for a parameter of that type (`WMLabel(text: "", font: .t5(weight: .light))`, `label.setFont(.t7())`), or
    /// the value of a declaration of it (`let style: UIFont.WMFontSystem = .t5()`). Read as if the type were written.
    func implicitMemberType(at dot: Int) -> String? {
        guard dot >= 2 else { return nil }
        if tree.isToken(dot - 1, .operator, "=") {
            var start = dot - 2
            while start > 0, tree.code[start].kind == .word || tree.isPunct(start, ".") { start -= 1 }
            guard tree.isPunct(start, ":"), start + 1 < dot - 1, case let type = tree.text(start + 1..<dot - 1),
                  index.isNestedFontType(ModuleIndex.withoutFramework(type)) else { return nil }
            return ModuleIndex.withoutFramework(type)
        }
        let open = Int(tree.enclosing[dot])
        guard open > 0, tree.isPunct(open, "("), tree.code[open - 1].kind == .word else { return nil }
        let label: String
        if dot - 1 == open {
            label = "_"
        } else if dot - 3 >= open, tree.isPunct(dot - 1, ":"), tree.code[dot - 2].kind == .word,
                  tree.isPunct(dot - 3, "(") || tree.isPunct(dot - 3, ",") {
            label = tree.text(dot - 2)
        } else {
            return nil
        }
        return index.implicitMemberType(callee: tree.bytes[tree.code[open - 1].range], label: label)
    }

    /// The font type an implicit member (`.caption`, `.default(size: 12)`) is meant as where two types have one of the
    /// name: the type the value is declared as, else that of the one UI framework the file imports.
    var expectedFontType: String? {
        if let declaredType { return declaredType }
        let frameworks = [("SwiftUI", "Font"), ("UIKit", "UIFont"), ("AppKit", "NSFont")].filter { tree.imports($0.0) }
        return frameworks.count == 1 ? frameworks[0].1 : nil
    }

    /// A dotted name's value: a parameter, a member of the type the use is in (`fontSize`, `Self.fontSize`),
    /// or a qualified name (`Constants.fontSize`, `Size.small.rawValue`).
    func lookUp(_ path: String, at use: Int) -> Value? {
        if let bound = bindings[path] { return bound }
        var path = Substring(path)
        if path.hasSuffix(".rawValue") {
            path = path.dropLast(".rawValue".count)
            if let bound = bindings[String(path)] { return bound }
        }
        var member = path
        for prefix in ["self.", "Self."] where member.hasPrefix(prefix) { member = member.dropFirst(prefix.count) }
        if let selfCase = members["self"], !member.contains("."), let type = tree.qualifiedTypeName(at: use),
           let value = caseMember(String(member), of: selfCase, in: type) {
            return value
        }
        // A name the index does not hold is answered without walking up to the enclosing type.
        guard let last = member.utf8.split(separator: UInt8(ascii: ".")).last, index.mentions(last) else { return nil }
        if let type = tree.qualifiedTypeName(at: use), let value = index["\(type).\(member)"] { return value }
        if let value = index[String(path)] { return value }
        // `Face.bold.postScriptName`: a computed property worked out for the case named before it.
        let parts = member.split(separator: ".")
        guard parts.count >= 3 else { return nil }
        return caseMember(String(parts[parts.count - 1]), of: String(parts[parts.count - 2]),
                          in: parts.dropLast(2).joined(separator: "."))
    }

    /// A member of the enum `type` for one of its cases: one its `switch self` gives per case (`Face.bold.faceSuffix`),
    /// else a computed property worked out for that case (`postScriptName`, built from both).
    func caseMember(_ member: String, of selfCase: String, in type: String) -> Value? {
        if let value = index["\(type).\(selfCase).\(member)"] { return value }
        guard depth < 4, let getter = index.caseGetter("\(type).\(member)") else { return nil }
        var inner = FontEvaluator(tree: getter.tree, index: index, constants: getter.constants)
        inner.members = ["self": selfCase]
        inner.depth = depth + 1
        inner.results = results
        inner.budget = budget ?? EvaluationBudget()
        guard inner.budget!.spend() else { return nil }
        // The case's own body, as `choices` would pick it from the `switch self`, without reading the switch again.
        if let bodies = getter.bodiesBySelf, inner.depth < 4 {
            guard let body = bodies.byMember[selfCase] ?? bodies.otherwise else { return nil }
            inner.depth += 1
            return inner.value(body)
        }
        return inner.value(getter.value)
    }

    func withWeightAndDesign(_ spec: FontSpec, _ argument: (String) -> Range<Int>?) -> FontSpec {
        var spec = spec
        if let weight = argument("weight").flatMap(weightValue) { spec.weight = weight }
        if let design = argument("design").flatMap(memberName) { spec.family = .system(design) }
        return spec
    }

    /// StyledTextKit's `TextStyle(font: .name("Courier"), size: 13)`: its family and weight, and a size the
    /// library scales with the content size category (`.system(.default)` when no font is given).
    func styledTextStyle(_ arguments: ArraySlice<Chain.Argument>) -> FontSpec? {
        var spec = FontSpec(weight: .regular, family: .sans)
        for argument in arguments {
            switch label(argument) {
            case "font":
                guard let font = tree.chain(at: argument.value.lowerBound), font.end == argument.value.upperBound,
                      font.links.count == 1, font.links[0].isMember, let kind = font.links[0].name,
                      let inner = font.arguments(of: font.links[0])?.first else { return nil }
                switch tree.text(kind) {
                case "name":
                    guard let name = string(inner.value) else { return nil }
                    spec.family = Family(customFontName: name)
                    spec.weight = Weight(fontNameSuffix: name)
                case "system":
                    // `.system(.bold)`, `.system(.weighted(.medium))`, `.system(.monospaced(.regular))`
                    guard let system = tree.chain(at: inner.value.lowerBound), let trait = system.links.first?.name else { return nil }
                    let weight = system.arguments(of: system.links[0])?.first.flatMap { weightValue($0.value) }
                    switch tree.text(trait) {
                    case "default", "italic": continue
                    case "bold": spec.weight = .bold
                    case "weighted": spec.weight = weight
                    case "monospaced":
                        spec.weight = weight
                        spec.family = .system("monospaced")
                    default: return nil
                    }
                default:
                    return nil
                }
            case "size":
                spec.size = number(argument.value, at: argument.value.lowerBound)
            default:
                continue
            }
        }
        return spec
    }

    /// A font type's initializer: one of the module's convenience initializers (`UIFont(brand: .bold, size: 24)`), evaluated
    /// with the call's arguments, or the framework's (`UIFont(name:size:)`, `UIFont(descriptor:size:)`, `Font(uiFont)`).
    func initialized(_ type: String, _ arguments: ArraySlice<Chain.Argument>, at use: Int)
        -> (spec: FontSpec, isNamed: Bool, helper: FontHelper?)? {
        if let (spec, helper) = call(type, arguments, at: use) { return (spec, true, helper) }
        let spec = type == "Font" ? arguments.first.flatMap { evaluate($0.value) } : namedFont(arguments)
        return spec.map { ($0, false, nil) }
    }

    private func namedFont(_ arguments: ArraySlice<Chain.Argument>) -> FontSpec? {
        // `UIFont(descriptor: d, size: 12)`: a fixed size, in whatever family the descriptor names; size 0 keeps the
        // descriptor's own (a text style's, when it is one).
        if arguments.count == 2, label(arguments[arguments.startIndex]) == "descriptor" {
            let size = sizeValue(arguments[arguments.startIndex + 1].value).value
            if size == 0, let described = evaluate(arguments[arguments.startIndex].value), described.style != nil { return described }
            return FontSpec(size: size)
        }
        guard arguments.count >= 2 else { return nil }
        guard let name = string(arguments[arguments.startIndex].value) else {
            // A name computed at run time, as `.custom(_:size:)` reads it: one a function of the file builds
            // (`appFontName(weight: .bold)`), `appearance.rawValue`, `"Gotham-\(suffix)"`. A bare name (a parameter, a
            // local) is the caller's choice, named where the caller writes it.
            let nameRange = arguments[arguments.startIndex].value
            guard nameRange.count > 1, let family = family(ofComputedName: nameRange) else { return nil }
            return FontSpec(size: sizeValue(arguments[arguments.startIndex + 1].value).value, family: family)
        }
        var spec = FontSpec(weight: Weight(fontNameSuffix: name), family: Family(customFontName: name))
        spec.size = sizeValue(arguments[arguments.startIndex + 1].value).value
        return spec
    }

    /// Whether `.bold()`, `.bold(true)`, `.monospaced()` switch the trait on: a flag typelint cannot read
    /// (`.bold(isSelected)`) is not known to, on a `Text` as on a `Font`.
    public func switchesOn(_ argument: Chain.Argument?) -> Bool {
        guard let argument else { return true }
        return argument.value.count == 1 && tree.isWord(argument.value.lowerBound, "true")
    }
}
