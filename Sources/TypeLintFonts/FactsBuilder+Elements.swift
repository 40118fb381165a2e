import TypeLintSyntax

/// Text elements: the views that show text, what they show and the font they end up with.
extension FactsBuilder {
    /// A use of a view of the module that shows text in the style or font it is given: `ThemeText(title, style: .body)` is
    /// text in a style named `body` (a token typelint cannot read, known by its name as `theme.fonts.body` is), and
    /// `InputField(font: .brandBody)` text in that font. Its own `.font(…)` modifier wins, as on `Text`.
    mutating func addStyledTextView(_ chain: Chain, _ arguments: ArraySlice<Chain.Argument>) {
        guard let nameIndex = chain.base.name, evaluator.index.showsGivenStyle(tree.bytes[tree.code[nameIndex].range]),
              let given = arguments.first(where: { $0.label.map { tree.isWord($0, "style") || tree.isWord($0, "font") } == true })
        else { return }
        let own = modifiers(of: chain)
        let inherited = environment(inside: Int(tree.enclosing[chain.start]))
        guard own.fontIsKnown, own.font != nil || inherited.fontIsKnown else { return }
        var font: FontSpec?
        var style = given.value
        // `AnytypeText(title, style: font)` in a type whose initializer defaults `font` to `.uxBodyRegular`: that style.
        if style.count == 1, tree.code[style.lowerBound].kind == .word, let type = tree.qualifiedTypeName(at: chain.start),
           let value = defaultValue(of: type + "." + tree.text(style.lowerBound)) {
            style = value
        }
        let fontSource = own.font ?? style
        if let range = own.font ?? (tree.isWord(given.label!, "font") ? given.value : nil) {
            font = evaluator.evaluate(range).map { FontSpec.swiftUIDefault.replaced(by: $0) }
        }
        let first = arguments.first.flatMap { $0.label == nil ? $0 : nil }
        elementAtStart[chain.start] = Int32(facts.elements.count)
        facts.elements.append(TextElement(
            kind: ElementKind(viewName: tree.text(nameIndex)), chain: chain, font: font, fontSource: fontSource, content: first.map { textContent($0.value) } ?? .expression,
            minimumScaleFactor: own.minimumScaleFactor, platforms: tree.platforms(at: chain.start)))
    }

    /// The value a stored property (`Type.name`) is declared with, or its initializer's default for it.
    mutating func defaultValue(of property: String) -> Range<Int>? {
        if defaultValues == nil {
            var values: [String: Range<Int>] = [:]
            for declaration in tree.declarations + ModuleIndex.initializedFromDefaults(tree) where declaration.isMember {
                guard let type = declaration.enclosingType, let value = declaration.initializer else { continue }
                values[type + "." + tree.identifier(declaration.name)] = value
            }
            defaultValues = values
        }
        return defaultValues?[property]
    }

    /// Once per file: the name of every view member, with every token spelled the same (its uses, and the
    /// declarations `environmentOfUses` passes over). One pass over the words; a String only for a word whose
    /// first byte and length match a member's.
    func findMemberUses() -> [String: [Int]] {
        // View members are declared by `var name: some View {` and `func name(…) -> some View {`: found among the
        // file's declarations and functions, not by looking at every brace.
        tree.spellings(of: Set(tree.viewMembers().map { tree.text($0.name) }))
    }

    /// Whether the value at `k` is given as `header:` or `footer:` (`Section(footer: …)`, `} header: { … }`): a section's
    /// header and footer are set in footnote, as a grouped list (iOS's `Form` and `List`) sets them.
    func isSectionLabel(labelledBefore k: Int) -> Bool {
        tree.isPunct(k - 1, ":") && (tree.isWord(k - 2, "footer") || tree.isWord(k - 2, "header"))
    }


    /// What the places that use a view member of the same type give its content: the environment of its one
    /// use (`Section(footer: footer)` makes it footnote), or none known when it has several that differ.
    mutating func environmentOfUses(of member: Int, body: Int) -> Environment {
        // Members of one name have the same uses: their environment is worked out once (many types each with a
        // `var row: some View` would otherwise cost the square of their number).
        let name = tree.text(member)
        if let known = memberEnvironments[name] { return known }
        guard visitingMembers.insert(body).inserted else { return Environment(fontIsKnown: false) }
        defer { visitingMembers.remove(body) }
        if memberUses == nil { memberUses = findMemberUses() }
        var found: [Environment] = []
        for k in memberUses?[name] ?? [] {
            if tree.isPunct(k - 1, "."), !tree.isWord(k - 2, "self") { continue }
            // A declaration (`var row: some View`, `func row(…)`) is not a use.
            if tree.isPunct(k + 1, ":") || tree.isWord(k - 1, "func") { continue }
            var environment = environment(inside: Int(tree.enclosing[k]))
            let value = tree.isPunct(k - 1, ".") ? k - 2 : k
            if environment.font == nil, isSectionLabel(labelledBefore: value) { environment.impliedStyle = .footnote }
            // The use's own modifiers (`content.font(.footnote)`) apply to the member's content as a container's do.
            if value == k, tree.isPunct(k + 1, "."), let chain = tree.chain(at: k), chain.links.count > 1 {
                environment = environment.overlaid(by: modifiers(of: chain), isControl: false)
            }
            found.append(environment)
        }
        let agree = found.allSatisfy { $0.font == nil && $0.impliedStyle == found.first?.impliedStyle && $0.fontIsKnown }
        let result = found.first.map { found.count == 1 || agree ? $0 : Environment(fontIsKnown: false) } ?? Environment()
        memberEnvironments[name] = result
        return result
    }

    mutating func addElement(_ chain: Chain) {
        guard let nameIndex = chain.base.name, !chain.base.isMember else { return }
        let kind: ElementKind
        var content: TextContent
        var first: Chain.Argument?
        if let styled = styledConfigurationKind(chain) {
            kind = styled
            content = .expression
        } else {
            guard let arguments = chain.arguments(of: chain.base) else { return }
            guard isName(nameIndex, in: Self.elementNames) else { return addStyledTextView(chain, arguments) }
            guard !isAccessibilityText(chain), !isPrompt(chain) else { return }
            let name = tree.text(nameIndex)
            guard !evaluator.index.declaresOwnView(name) else { return }
            kind = ElementKind(viewName: name)
            first = arguments.first
            if kind == .text, let first {
                content = textContent(first.value)
            } else if kind.isTitled, let first, first.label == nil, showsTitle(first.value),
                      !isIconOnlyLabel(chain) {  // `Button("Close", systemImage: "xmark").labelStyle(.iconOnly)` shows no text
                content = textContent(first.value)
            } else {
                return
            }
        }
        // Text no one sees (`.hidden()`, `.opacity(0)`: it holds a place or measures) is read by no one: no text element.
        if isHidden(chain) { return }
        let own = modifiers(of: chain)
        // A style's label may be an icon: it is text where the style gives it a font.
        if content == .expression, first == nil, own.font == nil { return }
        let inherited = environment(inside: Int(tree.enclosing[chain.start]))
        let isControlLabel = kind.isControl || inherited.isControlLabel
        var font: FontSpec? = .swiftUIDefault
        let fontSource = own.font ?? inherited.font
        if let range = fontSource {
            font = evaluator.evaluate(range).map { FontSpec.swiftUIDefault.replaced(by: $0) }
        } else if let style = inherited.impliedStyle {
            font = FontSpec(style: style, family: .sans)
        }
        // Its own `.font(…)` is nearer than anything a container's unknown modifier sets (as for a styled text view).
        if !own.fontIsKnown || own.font == nil && !inherited.fontIsKnown { font = nil }
        if own.font == nil, own.styleSetsFont || inherited.styleSetsFont { font = nil }
        let weight = own.weight ?? inherited.weight
        let emphasis = own.emphasis ?? inherited.emphasis
        if let weight { font?.weight = weight.0 }
        if emphasis != nil { font?.isEmphasized = true }
        if let design = own.design ?? inherited.design, case .system = font?.family { font?.family = .system(design) }
        if content == .expression, let family = font?.family, family != .sans, let first {
            content = passedContent(first.value, at: chain.start) ?? content
        }
        let platforms = tree.platforms(at: chain.start)
        if let context = font {
            let first = facts.weightUses.count
            if let (value, range) = weight {
                for each in [value] + (own.weight != nil ? own.otherWeights : []) {
                    addUse(.explicit(each), range, context: context, platforms, onView: true)
                }
            }
            if let range = emphasis { addUse(.emphasis, range, context: context, platforms, onView: true) }
            for index in first..<facts.weightUses.count { facts.weightUses[index].isControlLabel = isControlLabel }
        }
        elementAtStart[chain.start] = Int32(facts.elements.count)
        facts.elements.append(TextElement(
            kind: kind, chain: chain, font: font, fontSource: fontSource, content: content,
            minimumScaleFactor: own.minimumScaleFactor, platforms: platforms, isControlTitle: isInControlLabel(chain)))
    }

    /// Whether the chain is a control's label in the control's own font: all its label closure holds (`Button { … }
    /// label: { Label(…) }`), or a text in stacks there (`Button(action: copy) { HStack { Image(…); Text("Copy") } }`),
    /// not in a navigation link's, whose label is a row of content.
    func isInControlLabel(_ chain: Chain) -> Bool {
        var open = Int(tree.enclosing[chain.start])
        for depth in 0..<8 {
            guard open >= 0, tree.isPunct(open, "{") else { return false }
            if tree.isControlFlowBrace(open) {
                open = Int(tree.enclosing[open])
                continue
            }
            let owner = Int(owners[open])
            guard owner >= 0, let base = chains[owner].base.name else { return false }
            if isName(base, in: Self.controlViewNames) {
                return depth == 0 && chain.start == open + 1 && chain.end == Int(tree.partner[open])
                    || !tree.isWord(base, "NavigationLink")
            }
            guard isName(base, in: Self.labelStacks) else { return false }
            open = Int(tree.enclosing[chains[owner].start])
        }
        return false
    }

    /// The views a control's label may stack its title in.
    static let labelStacks = NameSet(["HStack", "VStack", "ZStack", "Group", "Label"])

    /// A style's `configuration` as the view it draws: in a `TextFieldStyle`'s `_body(configuration:)` the text field, in a
    /// `ButtonStyle`'s (or `ToggleStyle`'s) `makeBody(configuration:)` its `.label`, in a `LabelStyle`'s its `.title`, or in a
    /// function the style passes its `configuration` to.
    func styledConfigurationKind(_ chain: Chain) -> ElementKind? {
        guard let base = chain.base.name, tree.isWord(base, "configuration"), chain.base.argumentsOpen == nil, chain.links.count > 1,
              let function = tree.functions.last(where: { $0.body.contains(base) }) else { return nil }
        let next = chain.links[1]
        let member = next.isMember && next.argumentsOpen == nil ? next.name : nil
        if tree.isWord(function.name, "_body") { return member == nil ? .textField : nil }
        // `makeBody(configuration:)`, or a function of the style's it hands the configuration to (`labelView(configuration:)`).
        guard let member, function.parameters.contains(where: { $0.name == "configuration" }) else { return nil }
        return tree.isWord(member, "label") ? .button : tree.isWord(member, "title") ? .label : nil
    }

    func textContent(_ range: Range<Int>) -> TextContent {
        // `flag ? "trial" : "active"`: words either way, as literals (a short expression: no scan of a long one).
        if range.count <= 32, let choice = range.first(where: { tree.isToken($0, .operator, "?") && !tree.isPostfix($0) && Int(tree.enclosing[$0]) < range.lowerBound }),
           case let branches = (choice + 1..<range.upperBound).filter({ tree.code[$0].kind == .string }), !branches.isEmpty,
           (choice + 1..<range.upperBound).allSatisfy({ tree.code[$0].kind == .string || tree.isPunct($0, ":")
               || tree.isPunct($0, "(") || tree.isPunct($0, ")") || tree.code[$0].kind == .word || tree.isToken($0, .operator, "?") }) {
            let texts = branches.compactMap { tree.stringValue($0..<$0 + 1) }
            if texts.count == branches.count { return .literal(Self.literalText(texts.joined(separator: " ")), interpolations: 0) }
        }
        guard let start = range.first, tree.code[start].kind == .string else { return .expression }
        let (segments, end) = tree.interpolations(ofStringAt: start)
        guard end == range.upperBound else { return .expression }
        var text = ""
        var k = start
        for segment in segments {
            text += tree.text(k)
            k = segment.upperBound
        }
        text += tree.text(k)
        return .literal(Self.literalText(text), interpolations: segments.count)
    }

    /// What a view's stored property shows when every call that makes the view passes it a literal
    /// (`Text(detail)` in `ShortcutRow`, made as `ShortcutRow(detail: "(free up GPU)")`): those texts.
    func passedContent(_ range: Range<Int>, at k: Int) -> TextContent? {
        let name = range.count == 1 ? range.lowerBound
            : range.count == 3 && tree.isWord(range.lowerBound, "self") && tree.isPunct(range.lowerBound + 1, ".") ? range.lowerBound + 2 : nil
        guard let name, tree.code[name].kind == .word, let type = tree.qualifiedTypeName(at: k) else { return nil }
        let property = tree.text(name)
        guard tree.declarations.contains(where: { $0.isMember && !$0.isStatic && $0.enclosingType == type && tree.text($0.name) == property }),
              let texts = evaluator.index.stringArguments(passedTo: TypeBody.ownName(type), label: property)
        else { return nil }
        return .passed(texts.map(Self.literalText))
    }

    /// The characters a literal shows, near enough for telling data from words: delimiters and
    /// interpolation markers removed.
    static func literalText(_ source: String) -> String {
        String(source.filter { !"\"#\\()".contains($0) })
    }
}
