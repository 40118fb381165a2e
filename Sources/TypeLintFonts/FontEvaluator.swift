import TypeLintSyntax

/// Evaluates font expressions to `FontSpec`s, without a type checker: text styles, system and custom
/// constructors, UIKit/AppKit constructors, `Font` modifiers, and what the module index knows (tokens,
/// constants, helpers called with their arguments bound to the helper's parameters).
public struct FontEvaluator {
    public let tree: SyntaxTree
    public let index: ModuleIndex
    public let constants: FileConstants
    /// A helper's parameters, bound to the values of a call's arguments.
    var bindings: [String: Value] = [:]
    /// A helper's parameters given an implicit member (`.caption`), by the member's name: a `switch` on one takes its case.
    /// `self` is the case a method of an enum is run for (`face.font(size)` given `face: .bold`).
    var members: [String: String] = [:]
    /// The written types of the parameters in `members` (`Face` for `face: Face = .regular`): a method called on one is
    /// that type's.
    var memberTypes: [String: String] = [:]
    /// How many helper calls deep this evaluation is: recursion between helpers stops here.
    var depth = 0
    /// The font type the value is declared as (`Font` in `static let caption: Font = .default(size: 12)`), if known.
    var declaredType: String?
    /// What one expression may still spend on the helpers and computed properties it reaches: shared by every evaluation
    /// under it, made by the first call (see `EvaluationBudget`).
    var budget: EvaluationBudget?
    /// The helper calls already evaluated, shared by the evaluations of one file (see `HelperResults`); nil evaluates
    /// each call afresh.
    var results: HelperResults?
    /// How many names built of others (`builtName`) this evaluation is inside.
    var nameDepth = 0

    public init(tree: SyntaxTree, index: ModuleIndex, constants: FileConstants) {
        self.tree = tree
        self.index = index
        self.constants = constants
    }

    /// The font an expression denotes, or nil when typelint cannot know it (a variable, a ternary,
    /// a call it does not recognise): unknown fonts never produce findings of rules that need the font.
    public func evaluate(_ range: Range<Int>) -> FontSpec? {
        guard !range.isEmpty else { return nil }
        let inner = tree.unparenthesized(range)
        let (lower, upper) = (inner.lowerBound, inner.upperBound)
        // A name that is neither a font type nor a name the index knows starts no font expression; most
        // declarations the index looks at are of this kind.
        if tree.code[lower].kind == .word, !startsWithKnownName(lower),
           !(tree.isPunct(lower + 1, "(") && Self.bareConstructors.contains(tree.text(lower))) { return nil }
        // `UIFont(name: "X", size: 12) ?? .systemFont(ofSize: 12)`: the first operand is the font meant.
        if let coalescing = (lower..<upper).first(where: { topLevel($0, in: lower) && tree.isToken($0, .operator, "??") }) {
            return evaluate(lower..<coalescing)
        }
        if (lower..<upper).contains(where: { topLevel($0, in: lower) && tree.code[$0].kind == .operator
            && ["?", ":"].contains(tree.text($0)) && !tree.isPostfix($0) }) {
            return nil
        }
        guard let chain = tree.chain(at: lower), chain.end >= upper || trailingUnwrapOnly(chain.end..<upper) else {
            return nil
        }
        if chain.end > upper, tree.isPunct(upper, "{"), let condition = chain.endingBefore(brace: upper) { return evaluate(condition) }
        // The range may end inside the chain (`.appFont(9)` of `.appFont(9).padding()`): its links are what it denotes.
        guard chain.end > upper else { return evaluate(chain) }
        guard let last = chain.links.lastIndex(where: { $0.end <= upper }), chain.links[last].end == upper else { return nil }
        return evaluate(chain.prefix(through: last))
    }

    /// Any value an expression denotes: a number, a weight, a text style, a string or a font.
    public func value(_ range: Range<Int>, scope: Int? = nil) -> Value? {
        // A getter that returns one expression (`var family: String { return "Lora" }`): that expression's value.
        if range.count > 1, tree.isWord(range.lowerBound, "return"), !tree.isWord(range.lowerBound + 1, "return"),
           tree.endOfExpression(from: range.lowerBound + 1) == range.upperBound {
            return value(range.lowerBound + 1..<range.upperBound, scope: scope)
        }
        if let number = tree.numberValue(range) { return .number(number) }
        if let string = tree.stringValue(range) { return .string(string) }
        if let name = memberName(range), range.count == 2 {
            if let weight = Weight(rawValue: name) { return .weight(weight) }
            if let style = TextStyle(named: name), index["Font.\(name)"] == nil, index[name] == nil { return .style(style) }
        }
        if let font = evaluate(range) { return .font(font) }
        if let weight = weightValue(range) { return .weight(weight) }
        if let string = string(range) { return .string(string) }
        if let number = number(range, at: scope ?? range.lowerBound) { return .number(number) }
        return choices(range)
    }

    /// `cond ? .bold : .regular`, or a `switch` whose cases each return a literal: the branches' values, when
    /// every branch is a number or every branch a weight. A branch that is anything else makes it unknown.
    func choices(_ range: Range<Int>) -> Value? {
        var lower = range.lowerBound
        if tree.isWord(lower, "return") { lower += 1 }
        guard lower < range.upperBound, depth < 4 else { return nil }
        var branches: [Range<Int>] = []
        if let statement = tree.switchStatement(at: lower) {
            guard Int(tree.partner[statement.subject.upperBound]) < range.upperBound else { return nil }
            // A switch on a parameter bound to a case (`switch style` given `.caption`): that case's value alone.
            if let subject = dottedName(statement.subject), let member = members[subject],
               let body = statement.body(forMember: member, in: tree) {
                var inner = self
                inner.depth = depth + 1
                return inner.value(body)
            }
            branches = statement.cases.map(\.body)
        } else if let (whenTrue, whenFalse) = ternaryBranches(lower..<range.upperBound) {
            branches = [whenTrue, whenFalse]
        }
        guard branches.count >= 2, branches.allSatisfy({ !$0.isEmpty }) else { return nil }
        var inner = self
        inner.depth = depth + 1
        var values: [Value] = []
        for branch in branches {
            switch inner.value(branch) {
            case .number(let n)?: values.append(.number(n))
            case .weight(let w)?: values.append(.weight(w))
            case .choices(let nested)?: values += nested
            default: return nil
            }
        }
        let numbers = values.allSatisfy { if case .number = $0 { true } else { false } }
        let weights = values.allSatisfy { if case .weight = $0 { true } else { false } }
        guard numbers || weights else { return nil }
        let distinct = values.reduce(into: [Value]()) { if !$0.contains($1) { $0.append($1) } }
        return distinct.count == 1 ? distinct[0] : .choices(distinct)
    }

    /// The two branches of a choice at the top level of `range` (`cond ? a : b`), nil when it is not one.
    func ternaryBranches(_ range: Range<Int>) -> (Range<Int>, Range<Int>)? {
        let lower = range.lowerBound
        guard let question = range.first(where: { topLevel($0, in: lower) && tree.isToken($0, .operator, "?") && !tree.isPostfix($0) }),
              let colon = (question + 1..<range.upperBound).first(where: {
                  topLevel($0, in: lower) && (tree.isPunct($0, ":") || tree.isToken($0, .operator, ":")) })
        else { return nil }
        return (question + 1..<colon, colon + 1..<range.upperBound)
    }

    /// Every weight an expression can be: one, or each branch of a ternary or `switch` (directly or through a
    /// name the index knows).
    public func weightChoices(_ range: Range<Int>) -> [Weight] {
        if let weight = memberName(range).flatMap(Weight.init(rawValue:)) ?? systemWeight(range) { return [weight] }
        // One look-up answers both: a name the index holds as a weight or as a choice of weights.
        switch dottedName(range).flatMap({ lookUp($0, at: range.lowerBound) }) ?? choices(range) {
        case .weight(let weight)?: return [weight]
        case .choices(let values)?: return values.compactMap { if case .weight(let w) = $0 { w } else { nil } }
        default: return []
        }
    }

    private static let fontTypes = NameSet(["Font", "UIFont", "NSFont", "UIFontMetrics", "TextStyle", "UIFontDescriptor", "NSFontDescriptor"]
                                           + GeneratedFontAccessor.heads)

    private func startsWithKnownName(_ k: Int) -> Bool {
        if !bindings.isEmpty, bindings[tree.text(k)] != nil { return true }  // no String made outside a helper
        if !members.isEmpty, members[tree.text(k)] != nil { return true }
        // `self.font`, `Self.titleFont`: a member, known by its own name.
        if tree.isWord(k, "self") || tree.isWord(k, "Self"), tree.isPunct(k + 1, "."), k + 2 < tree.code.count,
           tree.code[k + 2].kind == .word {
            return startsWithKnownName(k + 2)
        }
        let name = tree.bytes[tree.code[k].range]
        return Self.fontTypes.contains(name) || index.mentions(name) || constants.declaresDescriptor(tree.text(k))
    }

    /// Whether `k` is outside every bracket opened at or after `lower`.
    func topLevel(_ k: Int, in lower: Int) -> Bool {
        Int(tree.enclosing[k]) < lower
    }

    private func trailingUnwrapOnly(_ range: Range<Int>) -> Bool {
        range.allSatisfy { tree.code[$0].kind == .operator && ["!", "?"].contains(tree.text($0)) }
    }

    /// What the first links of a chain denote, and how many links that took: a style, a constructor,
    /// a token or a helper's call. `isNamed` when the module index gave it (a token or a helper).
    public func base(of chain: Chain) -> (spec: FontSpec, links: Int, isNamed: Bool, helper: FontHelper?)? {
        let links = chain.links
        guard let baseIndex = links[0].name else { return nil }
        let baseName = tree.text(baseIndex)
        // `self.init(name: "Brand-Regular", size: size)` in a font type's convenience initializer: that type's initializer.
        if baseName == "self", links.count > 1, let name = links[1].name, tree.isWord(name, "init"),
           let arguments = chain.arguments(of: links[1]), let type = tree.qualifiedTypeName(at: baseIndex),
           ModuleIndex.fontTypeNames.contains(type) {
            return initialized(type, arguments, at: chain.start).map { ($0.spec, 2, $0.isNamed, $0.helper) }
        }
        if links[0].isMember {
            // `static let caption: Font = .default(size: 12)`: the implicit member is the declared type's.
            if declaredType == nil, let type = typeDeclared(before: chain.start) {
                var typed = self
                typed.declaredType = type
                return typed.member(baseName, chain.arguments(of: links[0]), owner: nil).map { ($0.spec, 1, $0.isNamed, $0.helper) }
            }
            if let found = member(baseName, chain.arguments(of: links[0]), owner: nil) { return (found.spec, 1, found.isNamed, found.helper) }
            guard let type = implicitMemberType(at: chain.start) else { return nil }
            return member(baseName, chain.arguments(of: links[0]), owner: type).map { ($0.spec, 1, $0.isNamed, $0.helper) }
        }
        // `extension Font { static let button = custom("DMSans-Medium", size: 17) }`: in a font type's extension, a bare
        // constructor is the type's.
        if let arguments = chain.arguments(of: links[0]), Self.bareConstructors.contains(baseName),
           let type = tree.qualifiedTypeName(at: baseIndex), ModuleIndex.fontTypeNames.contains(type) {
            return member(baseName, arguments, owner: type).map { ($0.spec, 1, $0.isNamed, $0.helper) }
        }
        if ModuleIndex.fontTypeNames.contains(baseName) {
            if let arguments = chain.arguments(of: links[0]) {
                return initialized(baseName, arguments, at: chain.start).map { ($0.spec, 1, $0.isNamed, $0.helper) }
            }
            guard links.count > 1, links[1].isMember, let name = links[1].name else { return nil }
            // `UIFont.init(name: "Inter-Bold", size: 18)` is `UIFont(name:size:)`.
            if tree.isWord(name, "init"), let arguments = chain.arguments(of: links[1]) {
                return initialized(baseName, arguments, at: chain.start).map { ($0.spec, 2, $0.isNamed, $0.helper) }
            }
            // `UIFont.STN.title`: a member of a type nested in the font type's extension is found by its path below.
            if let found = member(tree.text(name), chain.arguments(of: links[1]), owner: baseName) {
                return (found.spec, 2, found.isNamed, found.helper)
            }
            guard links.count > 2 else { return nil }
        }
        if baseName == "TextStyle", let arguments = chain.arguments(of: links[0]), tree.imports("StyledTextKit") {
            return styledTextStyle(arguments).map { ($0, 1, false, nil) }
        }
        // `UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)`: the style's font, as a descriptor.
        if baseName == "UIFontDescriptor" || baseName == "NSFontDescriptor" {
            guard links.count > 1, let name = links[1].name, tree.isWord(name, "preferredFontDescriptor"),
                  let style = chain.arguments(of: links[1])?.first(where: { label($0) == "withTextStyle" || label($0) == "forTextStyle" })
                    .flatMap({ styleValue($0.value) }) else { return nil }
            return (FontSpec(style: style, family: .sans), 2, false, nil)
        }
        // A descriptor constant the use sees (`let descriptor = UIFontDescriptor.preferredFontDescriptor(…)`): its value.
        if links[0].argumentRange == nil, !links[0].isMember, depth < 4,
           let initializer = constants.descriptorInitializer(baseName, at: chain.start, tree) {
            var inner = self
            inner.depth = depth + 1
            return inner.evaluate(initializer).map { ($0, 1, false, nil) }
        }
        if baseName == "UIFontMetrics" {
            // `UIFontMetrics(forTextStyle: .body).scaledFont(for: font)`: the font, scaled with the style.
            guard let position = links.firstIndex(where: { $0.name.map { tree.isWord($0, "scaledFont") } == true }),
                  let font = chain.arguments(of: links[position])?.first(where: { label($0) == "for" }),
                  var spec = evaluate(font.value) else { return nil }
            if spec.style == nil, let style = chain.arguments(of: links[0])?.first.flatMap({ styleValue($0.value) }) {
                spec.style = style
            }
            return (spec, position + 1, false, nil)
        }
        // A parameter of the helper being evaluated, or a name the index knows: the longest dotted path
        // (`Theme.Fonts.title`), or a helper called at its end (`AppFont.regular(size: 14)`).
        if links[0].argumentRange == nil, let bound = bindings[baseName]?.font { return (bound, 1, false, nil) }
        // `face.font(size)` in a helper given `face: .bold`: the method of the parameter's type, run for that case.
        if links.count >= 2, links[0].argumentRange == nil, let selfCase = members[baseName], let type = memberTypes[baseName],
           let name = links[1].name, let arguments = chain.arguments(of: links[1]),
           let (spec, helper) = call("\(type).\(tree.text(name))", arguments, at: nil, selfCase: selfCase) {
            return (spec, 2, true, helper)
        }
        var path = ""
        var hashed: UInt64?  // the path's hash, without `self.` / `Self.`
        var found: (spec: FontSpec, links: Int, isNamed: Bool, helper: FontHelper?)?
        for position in links.indices {
            guard let name = links[position].name, position == 0 || links[position].isMember else { break }
            if position > 0 || !(tree.isWord(name, "self") || tree.isWord(name, "Self")) {
                let hash = pathHash(appending: tree.bytes[tree.code[name].range], to: hashed)
                // A helper's parameters are bound by name; anything else is known to the index by its path.
                guard bindings.isEmpty ? index.mayNameFont(pathHash: hash) : true else { break }
                hashed = hash
            }
            path += (path.isEmpty ? "" : ".") + tree.text(name)
            if let arguments = chain.arguments(of: links[position]) {
                if let (spec, helper) = call(path, arguments, at: chain.start) { found = (spec, position + 1, true, helper) }
                break
            }
            if let spec = lookUp(path, at: chain.start)?.font { found = (spec, position + 1, true, nil) }
        }
        if found == nil, let position = links.firstIndex(where: { $0.argumentRange != nil }), position >= 2,
           let (spec, helper) = caseMethodCall(chain, through: position) {
            return (spec, position + 1, true, helper)
        }
        return found ?? instanceMethodCall(chain) ?? generatedAccessor(chain)
    }

    /// `Face.bold.font(15)`: a method of an enum called on a case the chain names, run for that case.
    private func caseMethodCall(_ chain: Chain, through position: Int) -> (FontSpec, FontHelper)? {
        let links = chain.links
        guard position >= 2, links[..<position].allSatisfy({ $0.name != nil && $0.argumentRange == nil }),
              let arguments = chain.arguments(of: links[position]) else { return nil }
        let names = links[...position].map { tree.text($0.name!) }
        guard let selfCase = names[position - 1].first, selfCase.isLowercase,
              let (spec, helper) = call(names[..<(position - 1)].joined(separator: ".") + "." + names[position], arguments, at: nil,
                                        selfCase: names[position - 1]),
              !ModuleIndex.isStatic(helper.function, in: helper.tree) else { return nil }
        return (spec, helper)
    }

    /// A font a code generator's accessor makes (SwiftGen's `FontFamily.Inter.medium.font(size: 14)`, R.swift's
    /// `R.font.interMedium(size: 14)`), where the generated file is not in the repository.
    private func generatedAccessor(_ chain: Chain) -> (spec: FontSpec, links: Int, isNamed: Bool, helper: FontHelper?)? {
        guard let accessor = GeneratedFontAccessor(chain, in: tree),
              let position = chain.links.firstIndex(where: { $0.start == accessor.call.lowerBound }) else { return nil }
        var spec = accessor.spec
        spec.size = sizeValue(accessor.sizeArgument).value
        return (spec, position + 1, true, nil)
    }

    /// `theme.label(size: 6)`, `Fonts.shared.body(ofSize: 12)`: a value the index does not know (a variable, a shared
    /// instance), with a method called on it that one type of the module declares with these labels; that method's font.
    private func instanceMethodCall(_ chain: Chain) -> (spec: FontSpec, links: Int, isNamed: Bool, helper: FontHelper?)? {
        let links = chain.links
        guard links.count >= 2, links.count <= 4, links[0].argumentRange == nil, !links[0].isMember,
              let position = links.indices.dropFirst().first(where: { links[$0].argumentRange != nil }),
              links[..<position].allSatisfy({ $0.argumentRange == nil && $0.name != nil }),
              let name = links[position].name, let arguments = chain.arguments(of: links[position]),
              index.namesFontMethod(tree.bytes[tree.code[name].range]), depth < 4 else { return nil }
        let labels = arguments.map { label($0) }
        let methods = index.methods(named: tree.text(name)).filter { $0.accepts(labels: labels) }
        guard methods.count == 1, let spec = bound(methods[0], arguments) else { return nil }
        return (spec, position + 1, true, methods[0])
    }

    public func evaluate(_ chain: Chain) -> FontSpec? {
        fold(chain) { _, _ in }
    }

    /// The font a chain denotes, link by link: `visit` sees each modifier's position with the font after it
    /// (`.body.bold()` is emphasized body at the `bold`). One pass, however long the chain.
    public func fold(_ chain: Chain, _ visit: (Int, FontSpec) -> Void) -> FontSpec? {
        guard let (spec, count, _, _) = base(of: chain) else { return nil }
        var result = spec
        for (position, link) in chain.links.enumerated().dropFirst(count) {
            defer { visit(position, result) }
            guard let name = link.name.map({ tree.text($0) }) else { return nil }
            let argument = chain.arguments(of: link)?.first
            switch name {
            case "weight":
                guard let weight = argument.flatMap({ weightValue($0.value) }) else { return nil }
                result.weight = weight
            case "bold":
                result.isEmphasized = switchesOn(argument)
            case "monospaced":
                if switchesOn(argument) { result.family = .system("monospaced") }
            case "pointSize", "withSize":
                guard let value = argument.flatMap({ number($0.value, at: $0.value.lowerBound) }) else { return nil }
                result.size = value
                result.style = nil
            case "italic", "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "leading",
                 "width", "fontDescriptor":
                continue
            case "withDesign":
                // A descriptor's system design: the family it draws in.
                guard let design = argument.flatMap({ memberName($0.value) }) else { return nil }
                result.family = .system(design)
            case "withSymbolicTraits":
                // A descriptor's traits: bold is the style's emphasized weight, as `.bold()` is; italic changes no size or
                // weight; any other (a variable, a condensed face) is not known.
                guard let traits = argument?.value else { return nil }
                let named = traits.filter { tree.code[$0].kind == .word && !tree.isWord($0, "UIFontDescriptor")
                    && !tree.isWord($0, "NSFontDescriptor") && !tree.isWord($0, "SymbolicTraits") }
                guard !named.isEmpty, named.allSatisfy({ Self.knownTraits.contains(tree.text($0)) }) else { return nil }
                if named.contains(where: { tree.isWord($0, "traitBold") || tree.isWord($0, "bold") }) { result.isEmphasized = true }
            case "with":
                // StyledTextKit's `style.with(foreground: …)`, `.with(attributes: […])`: the same font, drawn otherwise.
                guard let arguments = chain.arguments(of: link), !arguments.isEmpty,
                      arguments.allSatisfy({ ["foreground", "background", "attributes"].contains(label($0)) }) else { return nil }
            default:
                return nil
            }
        }
        return result
    }

    /// The symbolic traits a descriptor may be given whose font typelint still knows: bold and italic (UIKit's and AppKit's names).
    static let knownTraits: Set<String> = ["traitBold", "traitItalic", "bold", "italic"]

    static let bareConstructors: Set<String> = Set(["system", "custom", "systemFont", "boldSystemFont", "italicSystemFont",
                                                    "monospacedSystemFont", "monospacedDigitSystemFont", "preferredFont"])
        .union(FontConstructor.appKitElementFonts)

    /// `.body`, `.system(…)`, `.custom(…)`, `.systemFont(ofSize:)`, `.preferredFont(forTextStyle:)`, a token or
    /// a helper: the member after a dot (of `owner`, or implicit), with its arguments if it is called.
    private func member(_ name: String, _ arguments: ArraySlice<Chain.Argument>?, owner: String?)
        -> (spec: FontSpec, isNamed: Bool, helper: FontHelper?)? {
        let qualified = owner.map { "\($0).\(name)" } ?? name
        guard let arguments else {
            if owner == nil, index.mentions(name.utf8), let type = expectedFontType, let token = index["\(type).\(name)"]?.font {
                return (token, true, nil)
            }
            if let token = index[qualified]?.font ?? (owner == nil ? nil : index[name]?.font) { return (token, true, nil) }
            return TextStyle(named: name).map { (FontSpec(style: $0, family: .sans), false, nil) }
        }
        func argument(_ label: String) -> Range<Int>? {
            arguments.first { self.label($0) == label }?.value
        }
        switch name {
        case "system":
            var spec = FontSpec(family: .sans)
            if arguments.first.map(label) == "size" {
                spec.size = argument("size").flatMap { sizeValue($0).value }
            } else if let style = arguments.first.flatMap({ styleValue($0.value) }) {
                spec.style = style
            } else {
                return nil
            }
            return (withWeightAndDesign(spec, argument), false, nil)
        // The face's name comes first, unlabelled: an app's own `custom(size:weight:)` is a helper, called below.
        case "custom" where arguments.first.map({ $0.label == nil }) == true:
            // A name computed at run time (`weight.fontName`) is still a custom family, known by its expression.
            let nameRange = arguments.first!.value
            let fontName = string(nameRange) ?? tree.text(nameRange)
            var spec = FontSpec(weight: Weight(fontNameSuffix: fontName),
                                family: string(nameRange) == nil ? family(ofComputedName: nameRange) : Family(customFontName: fontName))
            spec.size = (argument("size") ?? argument("fixedSize")).flatMap { sizeValue($0).value }
            spec.style = argument("relativeTo").flatMap(styleValue)
            spec.scalesWithBody = spec.style == nil && argument("size") != nil
            return (spec, false, nil)
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont",
             _ where FontConstructor.appKitElementFonts.contains(name):
            var spec = FontSpec(family: name == "monospacedSystemFont" ? .system("monospaced") : .sans)
            spec.size = argument("ofSize").flatMap { sizeValue($0).value }
            spec.weight = name == "boldSystemFont" ? .bold : argument("weight").flatMap(weightValue)
            // A style's own size (`ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize`) sets text in that style.
            if spec.size == nil { spec.style = argument("ofSize").flatMap(styleOfPointSize) }
            return (spec, false, nil)
        case "preferredFont":
            guard let style = argument("forTextStyle").flatMap(styleValue) else { return nil }
            return (FontSpec(style: style, family: .sans), false, nil)
        default:
            return (call(qualified, arguments, at: nil) ?? (owner == nil ? nil : call(name, arguments, at: nil)))
                .map { ($0.0, true, $0.1) }
        }
    }

    /// A helper's call: the helper evaluated with its parameters bound to the arguments' values.
    /// `selfCase`: the case of the helper's enum it runs for, when it is a method called on one.
    func call(_ name: String, _ arguments: ArraySlice<Chain.Argument>, at use: Int?, selfCase: String? = nil) -> (FontSpec, FontHelper)? {
        guard depth < 4, let helper = helper(name, arguments, at: use), let spec = bound(helper, arguments, selfCase: selfCase) else {
            return nil
        }
        return (spec, helper)
    }

    /// A helper's font with its parameters bound to the arguments' values (and the rest to their defaults).
    private func bound(_ helper: FontHelper, _ arguments: ArraySlice<Chain.Argument>, selfCase: String? = nil) -> FontSpec? {
        let budget = self.budget ?? EvaluationBudget()
        guard budget.spend() else { return nil }
        var bindings: [String: Value] = [:]
        var members: [String: String] = selfCase.map { ["self": $0] } ?? [:]
        var memberTypes: [String: String] = [:]
        var remaining = arguments[...]
        var defaults = FontEvaluator(tree: helper.tree, index: index, constants: helper.constants)
        defaults.budget = budget
        defaults.results = results
        for parameter in helper.function.parameters {
            if let type = parameter.type, type.count == 1 || type.count == 3 && helper.tree.isPunct(type.lowerBound + 1, ".") {
                memberTypes[parameter.name] = helper.tree.text(type)
            }
            if let argument = remaining.first, label(argument) == parameter.label {
                remaining.removeFirst()
                // An implicit member, or a parameter of the calling helper that was given one (`textStyle` passed on by
                // `func cfont(_ textStyle:) { modifier(CustomFont(textStyle: textStyle)) }`).
                if let member = implicitMember(argument.value, in: tree)
                    ?? (argument.value.count == 1 ? self.members[tree.text(argument.value.lowerBound)] : nil) {
                    members[parameter.name] = member
                }
                if let value = caseValue(argument.value, of: parameter, in: helper) ?? value(argument.value) {
                    bindings[parameter.name] = value
                }
            } else if let fallback = parameter.defaultValue, let member = implicitMember(fallback, in: helper.tree) {
                members[parameter.name] = member
                if let value = defaults.caseValue(fallback, of: parameter, in: helper) ?? defaults.value(fallback) { bindings[parameter.name] = value }
            } else if let fallback = parameter.defaultValue, let value = defaults.caseValue(fallback, of: parameter, in: helper)
                        ?? defaults.value(fallback) {
                bindings[parameter.name] = value
            }
        }
        var inner = defaults
        inner.bindings = bindings
        inner.members = members
        inner.memberTypes = memberTypes
        inner.depth = depth + 1
        // A call with the same values as one made before makes the same font: a screen calls its helpers hundreds of times.
        let call = results.map { _ in
            HelperResults.Call(file: helper.tree.identity, function: helper.function.name, bindings: bindings, members: members,
                               depth: depth)
        }
        if let call, let known = results?.made[call] { return known }
        let made = inner.made(by: helper, bindings: bindings, members: members)
        // What a call made with the budget run out may be short of what it makes with budget left: not kept.
        if let call, !budget.isExhausted { results?.made[call] = made }
        return made
    }

    /// The font a helper's body makes, its parameters bound (`bindings`, `members`, in this evaluator's).
    private func made(by helper: FontHelper, bindings: [String: Value], members: [String: String]) -> FontSpec? {
        var inner = self
        // Only the locals the body reads again: one it only declares (a value for logging, a call kept for its effect)
        // would cost its evaluation at every call.
        for local in helper.locals where helper.readLocals.contains(local.name) && inner.bindings[local.name] == nil {
            if let value = inner.value(local.value) {
                inner.bindings[local.name] = value
            } else if helper.scales, let base = inner.scaledBase(local.value) {
                // `let scaled = UIFontMetrics(…).scaledValue(for: size)`: the size at the default Dynamic Type size, which
                // the helper scales (its calls are named fonts, whose size is checked).
                inner.bindings[local.name] = .number(base)
            }
        }
        if let result = helper.result, let spec = inner.evaluate(result) { return spec }
        // `if let font = UIFont(name: postScriptName, size: size) { return font }`: the local it returns.
        if helper.result == nil, let local = helper.returnedLocal, let spec = inner.bindings[local]?.font { return spec }
        // A body that is a `switch` on a parameter (`switch style { case .caption: return .system(size: 9) … }`).
        if !members.isEmpty, let spec = inner.choices(helper.function.body)?.font { return spec }
        if let parameter = helper.typefaceParameter, case .string(let name)? = bindings[parameter] {
            var spec = FontSpec(weight: Weight(fontNameSuffix: name), family: Family(customFontName: name))
            if let size = helper.sizeParameter, case .number(let value)? = bindings[size] { spec.size = value }
            return spec
        }
        if let parameter = helper.sizeParameter, case .number(let size)? = bindings[parameter] {
            var spec = FontSpec(size: size)
            spec.scalesWithBody = helper.sizeScalesWithBody  // each branch a `Font.custom(_:size: size)` of another weight
            return spec
        }
        return nil
    }
}

/// How many helpers and computed properties one expression's evaluation may still run. Each is bounded in depth, but
/// helpers whose locals call other helpers, or properties built from each other, fan out: a few kilobytes of code
/// could ask for millions of evaluations. No design system's font needs more than a handful.
final class EvaluationBudget: @unchecked Sendable {
    private var remaining = 256

    /// Takes one evaluation; false once none is left.
    func spend() -> Bool {
        remaining -= 1
        return remaining >= 0
    }

    /// Whether some evaluation was refused.
    var isExhausted: Bool { remaining < 0 }
}

/// The fonts the helper calls of one file's evaluation made, by the call: a helper, the values its parameters were given,
/// and how deep it was called (a deeper call may stop short). One file's, on one thread.
final class HelperResults: @unchecked Sendable {
    struct Call: Hashable {
        let file: Int
        let function: Int
        let bindings: [String: Value]
        let members: [String: String]
        let depth: Int
    }

    var made: [Call: FontSpec?] = [:]
}
