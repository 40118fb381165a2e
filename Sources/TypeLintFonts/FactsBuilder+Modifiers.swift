import TypeLintSyntax

/// What a chain's own modifiers and its enclosing containers set for the text it shows.
extension FactsBuilder {
    /// What enclosing containers set for the text inside them: the nearest font, weight, emphasis and
    /// design; whether any of them is a font typelint cannot know; whether a control labels it.
    struct Environment {
        var font: Range<Int>?
        /// A style the place gives without a `.font` (a `Section`'s footer is footnote).
        var impliedStyle: TextStyle?
        var fontIsKnown = true
        var weight: (Weight, Range<Int>)?
        var emphasis: Range<Int>?
        var design: String?
        var isControlLabel = false
        /// A style of the module that may set a font applies (`.buttonStyle(PillStyle())`): a text without a font of its own
        /// is drawn in the style's, unknown.
        var styleSetsFont = false

        /// `inner`, a container nearer to the text, over this environment.
        func overlaid(by inner: Modifiers, isControl: Bool) -> Environment {
            // A font set nearer replaces whatever the outer containers set, known or not.
            Environment(font: inner.font ?? font, impliedStyle: inner.font == nil ? impliedStyle : nil,
                        fontIsKnown: inner.font != nil ? inner.fontIsKnown : fontIsKnown && inner.fontIsKnown,
                        weight: inner.weight ?? weight, emphasis: inner.emphasis ?? emphasis,
                        design: inner.design ?? design, isControlLabel: isControlLabel || isControl,
                        styleSetsFont: inner.styleSetsFont || styleSetsFont && inner.font == nil)
        }
    }

    /// The font-affecting modifiers of one chain.
    struct Modifiers {
        var font: Range<Int>?
        var fontIsKnown = true
        var weight: (Weight, Range<Int>)?
        /// The other weights a `.fontWeight(isCurrent ? .bold : .regular)` can be, each checked.
        var otherWeights: [Weight] = []
        var emphasis: Range<Int>?
        var design: String?
        var minimumScaleFactor: (Double, Range<Int>)?
        var styleSetsFont = false
    }

    /// A project's own modifier that probably sets a font (`.adaptiveFont(…)`, `.textStyle(.title)`,
    /// `.modifier(Heading())`): the font becomes unknown rather than assumed.
    /// Whether the link at `k` is `.modifier(X(…))` for a `ViewModifier` of the module that sets no font: transparent.
    func appliesFontlessModifier(_ k: Int, _ argument: Chain.Argument?) -> Bool {
        guard tree.isWord(k, "modifier"), let value = argument?.value, tree.code[value.lowerBound].kind == .word,
              value.count == 1 || tree.isPunct(value.lowerBound + 1, "(") && Int(tree.partner[value.lowerBound + 1]) == value.upperBound - 1
        else { return false }
        return evaluator.index.isFontlessModifier(tree.text(value.lowerBound))
    }

    /// Whether the link at `k` is an app's `.modifier { $0.simultaneousGesture(g) }`, which applies its closure to the view,
    /// with a closure whose code names nothing that sets a font: transparent.
    func appliesFontlessClosure(_ k: Int, _ link: Chain.Link, in chain: Chain) -> Bool {
        let closures = chain.trailingClosures(of: link)
        guard tree.isWord(k, "modifier"), closures.count == 1, let closure = closures.first, chain.arguments(of: link)?.isEmpty ?? true
        else { return false }
        return !closure.contains { word in
            tree.code[word].kind == .word && (mayPickFont(word) || Self.fontSettingWords.contains(tree.text(word)))
        }
    }

    /// Whether the link named at `k` is the app's function that sets a font (`.default_text_style_white_500(styleSize: 16)`)
    /// or applies a modifier that does (`.cfont(.headline)`), and the font it sets for these arguments is known. One that
    /// applies a modifier counts only with a style, or a family and a size: a font computed from a theme leaves the call
    /// unknown, and the style it names (`.systemFont(.title2)`) is what is known of it; a `size:` alone is as likely a
    /// field's height (`.withFilledStyle(size: .medium)`).
    func setsHelpersFont(_ k: Int, _ link: Chain.Link, in chain: Chain) -> Bool {
        let name = tree.bytes[tree.code[k].range]
        let applies = evaluator.index.isModifierFunction(name)
        guard applies || evaluator.index.isStylingViewFunction(name),
              evaluator.helper(tree.text(k), chain.arguments(of: link) ?? [], at: k) != nil,
              let spec = evaluator.evaluate(link.start..<link.end) else { return false }
        return !applies || spec.style != nil || spec.family != nil && spec.size != nil
    }

    /// Modifiers that set a font's weight or traits without naming a font.
    static let fontSettingWords: Set<String> = ["bold", "italic", "weight", "monospaced", "monospacedDigit", "environment"]

    /// Whether the link named at `k` applies a style of the module that may set a font (`.buttonStyle(PillStyle())`).
    func appliesFontStyle(_ k: Int, _ argument: Chain.Argument?) -> Bool {
        guard let value = argument?.value, tree.code[value.lowerBound].kind == .word,
              tree.isWord(k, "buttonStyle") || tree.isWord(k, "textFieldStyle") || tree.isWord(k, "labelStyle") || tree.isWord(k, "toggleStyle")
        else { return false }
        return evaluator.index.setsFontInStyle(tree.text(value.lowerBound))
    }

    /// Whether the link named at `k` may pick a font: `modifier`, or a name holding `font`, `typograph`, `textstyle` or
    /// `textsize` in any case (`appFont`, `Typography`, `.textStyle(…)`, `.chewTextSize(.big)`), found in one pass over the name's bytes: asked of every link name.
    func mayPickFont(_ k: Int) -> Bool {
        if tree.isWord(k, "modifier") { return true }
        let (start, end) = (tree.code[k].start, tree.code[k].end)
        // Read without bounds checks: asked of every link name of every chain, a few instructions a byte.
        return tree.bytes.withUnsafeBufferPointer { bytes in
            // Whether the bytes from `at` (and before `end`) spell `word` (lowercase ASCII), ignoring ASCII case.
            func spells(_ at: Int, _ word: StaticString) -> Bool {
                let count = word.utf8CodeUnitCount
                guard end - at >= count else { return false }
                let letters = word.utf8Start
                for offset in 0..<count where bytes[at + offset] | 0x20 != letters[offset] { return false }
                return true
            }
            var i = start
            while i + 4 <= end {
                switch bytes[i] | 0x20 {
                case UInt8(ascii: "f"): if spells(i + 1, "ont") { return true }
                case UInt8(ascii: "t"): if spells(i + 1, "ypograph") || spells(i + 1, "extstyle") || spells(i + 1, "extsize") { return true }
                default: break
                }
                i += 1
            }
            return false
        }
    }

    /// Whether the word at `k` has `icon` as a part of its name (`appIcon`, `IconButton`, `ICON_FONT`): not the `ICon` of
    /// `UIConfigurationTextAttributesTransformer`.
    func namesIcon(_ k: Int) -> Bool {
        let token = tree.code[k]
        guard token.end - token.start >= 4 else { return false }
        for start in token.start...(token.end - 4) where tree.bytes[start] | 0x20 == UInt8(ascii: "i") {
            let rest = (tree.bytes[start + 1], tree.bytes[start + 2], tree.bytes[start + 3])
            if rest == (UInt8(ascii: "c"), UInt8(ascii: "o"), UInt8(ascii: "n")) || rest == (UInt8(ascii: "C"), UInt8(ascii: "O"), UInt8(ascii: "N")) {
                return true
            }
        }
        return false
    }

    func modifiers(of chain: Chain) -> Modifiers {
        var result = Modifiers()
        var isNeverShrunk = false
        // Names are compared as bytes: this runs for every modifier of every text and container.
        for link in chain.modifiers {
            guard let k = link.name else { continue }
            let argument = chain.arguments(of: link)?.first
            let range = link.start..<link.end
            if tree.isWord(k, "font") {
                if result.font == nil, let argument { result.font = argument.value }
            } else if tree.isWord(k, "environment") {
                if result.font == nil, let arguments = chain.arguments(of: link), arguments.count == 2,
                   let key = arguments.first, let value = arguments.last, tree.text(key.value) == "\\.font" {
                    result.font = value.value
                }
            } else if tree.isWord(k, "fontWeight") {
                guard let argument else { continue }
                let weights = evaluator.weightChoices(argument.value)
                if let weight = weights.first {
                    result.weight = (weight, range)
                    result.otherWeights = Array(weights.dropFirst())
                } else if !tree.isWord(argument.value.lowerBound, "nil") {
                    result.fontIsKnown = false
                }
            } else if tree.isWord(k, "bold") {
                if evaluator.switchesOn(argument) { result.emphasis = range }
            } else if tree.isWord(k, "fontDesign") {
                result.design = argument.flatMap { evaluator.memberName($0.value) }
            } else if tree.isWord(k, "fontWidth") {
                // SwiftUI's width (`.compressed`): the same family, size and weight, narrower.
                continue
            } else if tree.isWord(k, "monospaced") {
                if evaluator.switchesOn(argument) { result.design = "monospaced" }
            } else if tree.isWord(k, "minimumScaleFactor") {
                if let value = argument.flatMap({ tree.numberValue($0.value) }) { result.minimumScaleFactor = (value, range) }
            } else if tree.isWord(k, "fixedSize") {
                // `.fixedSize()` (or `horizontal: true`): the text takes its ideal width, never compressed, so never shrunk.
                let horizontal = chain.arguments(of: link)?.first { $0.label.map { tree.isWord($0, "horizontal") } == true }
                if argument == nil || horizontal.map({ tree.isWord($0.value.lowerBound, "true") }) == true { isNeverShrunk = true }
            } else if tree.isWord(k, "modifier"), let argument, evaluator.evaluate(argument.value) != nil {
                // `.modifier(InterFont(.bold, size: 96))`: the font the module's modifier sets for these arguments.
                if result.font == nil { result.font = argument.value }
            } else if evaluator.index.hasFontStyles, appliesFontStyle(k, argument) {
                // `.textFieldStyle(ErrorTextFieldStyle())`: the style's body may set the font its text is drawn in.
                result.styleSetsFont = true
            } else if setsHelpersFont(k, link, in: chain) {
                // The app's function that sets a font (`.default_text_style_white_500(styleSize: 16)`): the font it sets for
                // these arguments, evaluated as a helper's call.
                if result.font == nil { result.font = link.start..<link.end }
            } else if mayPickFont(k) && !appliesFontlessModifier(k, argument) && !appliesFontlessClosure(k, link, in: chain)
                        || evaluator.index.isStylingViewFunction(tree.bytes[tree.code[k].range]) {
                result.fontIsKnown = false
                // `.anytypeStyle(.calloutRegular)`: a style of the app's, unknown, but named (as `theme.fonts.callout` is).
                if result.font == nil, let argument, argument.label == nil, argument.value.count == 2,
                   tree.isPunct(argument.value.lowerBound, "."), tree.code[argument.value.lowerBound + 1].kind == .word {
                    result.font = argument.value
                }
            }
        }
        if isNeverShrunk { result.minimumScaleFactor = nil }
        return result
    }

    /// What the containers around a bracket set for the code inside it, nearest first. Memoized per
    /// bracket and computed without recursion, so deep nesting stays linear.
    mutating func environment(inside open: Int) -> Environment {
        var path: [Int] = []
        var k = open
        while k >= 0, environments[k] < 0 {
            path.append(k)
            k = Int(tree.enclosing[k])
        }
        var environment = k >= 0 ? environmentValues[Int(environments[k])] : Environment()
        for opener in path.reversed() {
            if let member = tree.viewMemberName(ofBody: opener) {
                environment = environmentOfUses(of: member, body: opener)
            } else if tree.isViewBody(opener), let type = tree.qualifiedTypeName(at: opener) {
                // A view's `body` is what its uses around the module give it (`PreferencesRow(…).font(.footnote)`).
                switch evaluator.index.styleGiven(toView: TypeBody.ownName(type)) {
                case .none: break
                case .style(let style): environment = Environment(impliedStyle: style)
                case .unknown: environment = Environment(fontIsKnown: false)
                }
            } else if tree.isPunct(opener, "{"), environment.font == nil, isSectionLabel(labelledBefore: opener) {
                environment.impliedStyle = .footnote
            }
            if case let owner = Int(owners[opener]), owner >= 0 {
                let chain = chains[owner]
                let isControl = chain.base.name.map { isName($0, in: Self.controlViewNames) } ?? false
                environment = environment.overlaid(by: modifiers(of: chain), isControl: isControl)
            }
            environments[opener] = Int32(environmentValues.count)
            environmentValues.append(environment)
        }
        return environment
    }

    /// Whether a view's own modifiers hide it: `.hidden()`, or `.opacity(0)` written as a number.
    func isHidden(_ chain: Chain) -> Bool {
        chain.modifiers.contains { link in
            guard let name = link.name else { return false }
            let arguments = chain.arguments(of: link)
            return tree.isWord(name, "hidden") && arguments?.isEmpty == true
                || tree.isWord(name, "opacity") && arguments?.first.flatMap { tree.numberValue($0.value) } == 0
        }
    }

    /// Whether a text is given to an accessibility modifier (`.accessibility(label: Text(…))`,
    /// `.accessibilityLabel(Text(…))`): VoiceOver reads it, nothing draws it.
    func isAccessibilityText(_ chain: Chain) -> Bool {
        let open = Int(tree.enclosing[chain.start])
        guard open >= 1, tree.isPunct(open, "("), tree.code[open - 1].kind == .word else { return false }
        return tree.bytes[tree.code[open - 1].range].starts(with: Self.accessibility)
    }

    static let accessibility = Array("accessibility".utf8)

    /// Whether a text is a field's placeholder (`TextField("", text: $amount, prompt: Text("0"))`): drawn in the field's font,
    /// part of the field, not a text of its own.
    func isPrompt(_ chain: Chain) -> Bool {
        chain.start >= 2 && tree.isPunct(chain.start - 1, ":") && tree.isWord(chain.start - 2, "prompt")
    }

    /// Whether a titled view's first argument is its title: a string or an expression of strings (`isActive ? "Manage" :
    /// "Activate"`), a name or member chain (`Button(Strings.Actions.cancel) { … }`, `Toggle(title, isOn: $on)`), or an
    /// implicit member's call (`Label(.localizable(.deleteAll), systemImage:)`), not a closure or another call's result.
    func showsTitle(_ value: Range<Int>) -> Bool {
        let first = value.lowerBound
        if tree.code[first].kind == .string { return true }
        if value.contains(where: { tree.code[$0].kind == .string }), !value.contains(where: { tree.isPunct($0, "{") }) { return true }
        // A string made by an implicit member (`Label(.localizable(.deleteAll), systemSymbol: .trash)`).
        if tree.isPunct(first, "."), first + 2 < value.upperBound, tree.code[first + 1].kind == .word, tree.isPunct(first + 2, "("),
           Int(tree.partner[first + 2]) == value.upperBound - 1 { return true }
        guard tree.code[first].kind == .word, !tree.isWord(first, "self") else { return false }
        return value.dropFirst().enumerated().allSatisfy { offset, k in offset % 2 == 0 ? tree.isPunct(k, ".") : tree.code[k].kind == .word }
            && value.count % 2 == 1
    }
}
