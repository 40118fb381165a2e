import TypeLintFonts
import TypeLintSyntax

/// What a text, and a view type of the module, needs at the size category: the size a text's style reaches, what a
/// view's body brings to the places that use it (all its texts, or those it always shows), the views a view type's
/// uses pass it, and a UIKit text view wrapped for SwiftUI.
extension FixedTextHeightRule {
    /// A UIKit text view wrapped for SwiftUI (`struct SearchField: UIViewRepresentable`) whose code gives it a text style
    /// (`uiView.font = .preferredFont(forTextStyle: .callout)`) needs that style's size at the category.
    static func wrappedViewNeeds(_ context: RuleContext, _ category: String, of views: Set<String>?) -> [String: ViewNeed] {
        let tree = context.tree
        guard tree.mentions(Self.textStyleLabel) else { return [:] }
        var needs: [String: ViewNeed] = [:]
        for body in tree.typeBodies where !body.isExtension {
            let name = TypeBody.ownName(body.qualifiedName)
            guard views?.contains(name) ?? true,
                  ModuleIndex.wrapsPlatformView(body, in: tree),
                  let platform = context.checkedPlatforms(tree.platforms(at: body.open)).first,
                  context.profile.tables.supportsDynamicType(platform) else { continue }
            let sizes = tree.words("font").filter { font in
                font > body.open && font < body.close && tree.isPunct(font - 1, ".") && tree.isToken(font + 1, .operator, "=")
                    && font + 2 < tree.code.count
            }
                .compactMap { Self().textStyle(in: tree.assignedValue(from: $0 + 2), tree) }
                .compactMap { context.profile.tables.metrics(of: $0, on: platform, category: category)?.size }
            if let largest = sizes.max() { needs[name] = ViewNeed(always: largest, whenShown: largest, switches: []) }
        }
        return needs
    }

    /// What a view type's body needs at the size category: the texts it always shows, and with them those it shows only
    /// in some states (under an `if` without text in every branch), which a use may turn off by passing a literal for a
    /// name those `if`s test (`switches`: `ThumbnailView(showFileName: false)`, `Row(title: nil)`).
    public struct ViewNeed: MergeableFact {
        public var always: Double
        public var whenShown: Double
        public var switches: Set<String>
        /// The properties its initializer gives a default (`font: Font = .subheadline`), which its needs were worked out
        /// with: a use that passes one brings what typelint does not know.
        public var defaulted: Set<String>
        /// Whether some of its texts have no font of their own: counted in the default style, they take the font a use
        /// sets around the view (`HStack { ActionButtons() }.font(.system(size: size))`), which typelint may not know.
        public var takesFont: Bool

        public init(always: Double, whenShown: Double, switches: Set<String>, defaulted: Set<String> = [], takesFont: Bool = false) {
            self.always = always
            self.whenShown = whenShown
            self.switches = switches
            self.defaulted = defaulted
            self.takesFont = takesFont
        }

        /// Two files declaring a type of the name: the larger of each.
        public func merged(with other: ViewNeed) -> ViewNeed {
            ViewNeed(always: max(always, other.always), whenShown: max(whenShown, other.whenShown),
                     switches: switches.union(other.switches), defaulted: defaulted.union(other.defaulted),
                     takesFont: takesFont || other.takesFont)
        }
    }

    /// What the view used at `use` brings: all its texts, or only those it always shows when the use passes a literal
    /// (`false`, `nil`) for a name its hidden texts' `if`s test.
    func need(of use: Int, _ need: ViewNeed, _ tree: SyntaxTree) -> Double {
        if need.takesFont, ModuleIndex.styleGiven(at: use, tree) == .unknown { return 0 }
        guard need.whenShown > need.always || !need.defaulted.isEmpty, tree.isPunct(use + 1, "("),
              let arguments = tree.chain(at: use).flatMap({ $0.arguments(of: $0.base) }) else { return need.whenShown }
        if arguments.contains(where: { $0.label.map { need.defaulted.contains(tree.text($0)) } == true }) { return 0 }
        let setsSwitch = arguments.contains { argument in
            guard let label = argument.label, need.switches.contains(tree.text(label)), argument.value.count == 1 else { return false }
            return ["true", "false", "nil"].contains(tree.text(argument.value.lowerBound))
        }
        return setsSwitch ? need.always : need.whenShown
    }

    static func isBlank(_ content: TextContent) -> Bool {
        guard case .literal(let text, interpolations: 0) = content else { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// Whether the view at `k` may not show, in the member or body it is in: under an `if` without a final `else`, or
    /// under an `if`/`else` of which a branch holds no text (`if showsErrors { Text(message) } else { icon }`). Every
    /// branch holding text (`if let status { Text(name)… } else { Text(name) }`) shows some text whichever is taken.
    /// `textBraces`: every brace with a text in it. Nil when it always shows, else the names those `if`s test (`if
    /// showsName`, `if !isCompact`, `if let title`), which a use may set. `memo`: what each bracket walked holds, so that
    /// texts deep in the same brackets walk them once.
    func conditions(hiding k: Int, _ tree: SyntaxTree, textBraces: Set<Int>,
                    _ memo: inout [Int: (hides: Bool, tested: Set<String>)]) -> Set<String>? {
        var path: [Int] = []
        var found = (hides: false, tested: Set<String>())
        var brace = Int(tree.enclosing[k])
        while brace >= 0 {
            if let known = memo[brace] {
                found = known
                break
            }
            if tree.isPunct(brace, "{"), tree.isViewBody(brace) || tree.viewMemberName(ofBody: brace) != nil { break }
            path.append(brace)
            brace = Int(tree.enclosing[brace])
        }
        for brace in path.reversed() {
            if tree.isPunct(brace, "{"), let keyword = tree.controlFlowKeyword(opening: brace), keyword == "if" || keyword == "else" {
                var first = brace
                while let previous = tree.branch(before: first) { first = previous }
                var branches = [first]
                while let next = tree.branch(after: branches.last!) { branches.append(next) }
                if !(branches.count > 1 && tree.isWord(branches.last! - 1, "else") && branches.allSatisfy(textBraces.contains)) {
                    found.hides = true
                    found.tested.formUnion(branches.compactMap { testedName(opening: $0, tree) })
                }
            }
            memo[brace] = found
        }
        return found.hides ? found.tested : nil
    }

    /// The one name an `if` branch tests: `if showsName {`, `if !isCompact {`, `if let title {`, `if let title = title {`,
    /// `if self.showsName {`; nil for any other condition and for an `else` branch.
    private func testedName(opening brace: Int, _ tree: SyntaxTree) -> String? {
        guard let keyword = tree.ifKeyword(opening: brace), brace - keyword < 8 else { return nil }
        var condition = Array(keyword + 1..<brace)
        if condition.count >= 2, tree.isWord(condition[0], "let") || tree.isWord(condition[0], "var") {
            // `if let title = title`: the name the value comes from, when it is one word.
            condition = condition.count == 4 && tree.isToken(condition[2], .operator, "=") ? [condition[3]] : [condition[1]]
        } else if condition.count == 2, tree.isToken(condition[0], .operator, "!") {
            condition = [condition[1]]
        } else if condition.count == 3, tree.isWord(condition[0], "self"), tree.isPunct(condition[1], ".") {
            condition = [condition[2]]
        }
        guard condition.count == 1, tree.code[condition[0]].kind == .word else { return nil }
        return tree.text(condition[0])
    }

    /// The places a view type of the file shows a view its uses pass (`struct FormRow<Value: View> { let value: Value … HStack {
    /// title; value } }`, a property typed by a parameter that is a `View`, or `Text` or `AnyView`), each with the largest
    /// text the file's uses of the type pass for it (`FormRow(title: …, value: Text(detail))`).
    func slots(_ texts: [TextElement], _ context: RuleContext, _ category: String) -> [(use: Int, need: Double)] {
        let tree = context.tree
        var slots: [String: Set<String>] = [:]
        // Stored members by their type, found once (a file of thousands of views asks for each type's).
        let stored = Dictionary(grouping: tree.declarations.filter { $0.isMember && !$0.isStatic && $0.value == nil },
                                by: { $0.enclosingType ?? "" })
        for body in tree.typeBodies where !body.isExtension {
            guard let members = stored[body.qualifiedName] else { continue }
            let views = Self.viewParameters(of: body, tree)
            for declaration in members {
                guard let type = declaration.type, type.count == 1, case let name = tree.text(type.lowerBound),
                      views.contains(name) || name == "Text" || name == "AnyView" else { continue }
                slots[TypeBody.ownName(body.qualifiedName), default: []].insert(tree.text(declaration.name))
            }
        }
        guard !slots.isEmpty else { return [] }
        // What the file's uses pass for each, not in previews (made-up content): its texts' largest need.
        var fills: [String: Double] = [:]
        let previews = tree.previewBodies()
        for (type, uses) in tree.spellings(of: Set(slots.keys)) {
            for use in uses where tree.isPunct(use + 1, "(") && !tree.isPunct(use - 1, ".") && !previews.contains(where: { $0.contains(use) }) {
                for argument in tree.chain(at: use).flatMap({ $0.arguments(of: $0.base) }) ?? [] {
                    guard let label = argument.label, case let slot = tree.text(label), slots[type]!.contains(slot) else { continue }
                    let sizes = texts.filter { argument.value.contains($0.chain.start) }.compactMap { text in
                        largestSize(of: text, category, context).map { $0 * min(1, text.minimumScaleFactor?.factor ?? 1) }
                    }
                    if let largest = sizes.max() { fills[type + "." + slot] = max(fills[type + "." + slot] ?? 0, largest) }
                }
            }
        }
        guard !fills.isEmpty else { return [] }
        // Where each type's body shows one: the name (or `self.` and it) alone at the start of a line, as a view is.
        let names = Set(fills.keys.map { TypeBody.ownName($0) })
        return tree.spellings(of: names).values.joined().sorted().compactMap { use -> (use: Int, need: Double)? in
            let start = tree.isPunct(use - 1, ".") && tree.isWord(use - 2, "self") ? use - 2 : use
            guard start == use ? !tree.isPunct(use - 1, ".") : true, tree.startsLine(start), !tree.isPunct(use + 1, ":"),
                  let type = tree.qualifiedTypeName(at: use).map(TypeBody.ownName),
                  let need = fills[type + "." + tree.text(use)] else { return nil }
            return (use, need)
        }
    }

    /// The generic parameters of a type that are views: `Value` in `struct FormRow<Title: View, Value: View>`.
    private static func viewParameters(of body: TypeBody, _ tree: SyntaxTree) -> Set<String> {
        Set(header(of: body, tree).filter { k in tree.isWord(k, "View") && tree.isPunct(k - 1, ":") && tree.code[k - 2].kind == .word }
            .map { tree.text($0 - 2) })
    }

    /// The tokens between a type's keyword and its body: its name, generic parameters, conformances and `where` clause.
    private static func header(of body: TypeBody, _ tree: SyntaxTree) -> Range<Int> {
        var k = body.open - 1
        while k > 0, body.open - k < 48, !tree.isWord(k, "struct"), !tree.isWord(k, "class"), !tree.isWord(k, "enum") { k -= 1 }
        return k + 1..<body.open
    }

    /// Where the file's `ViewModifier`s show the view they are applied to: `content` alone at the start of a line in
    /// `func body(content: Content)`, keyed by the modifier's own name (`TitlePill.content`).
    func modifiedContent(_ tree: SyntaxTree) -> [(use: Int, key: String)] {
        let modifiers = tree.typeBodies.filter { body in
            !body.isExtension && ModuleIndex.conforms(body, to: "ViewModifier", in: tree)
        }
        guard !modifiers.isEmpty else { return [] }
        return tree.functions.flatMap { function -> [(use: Int, key: String)] in
            guard tree.isWord(function.name, "body"), function.parameters.first?.name == "content",
                  let modifier = modifiers.first(where: { $0.open < function.body.lowerBound && function.body.upperBound <= $0.close })
            else { return [] }
            let key = TypeBody.ownName(modifier.qualifiedName) + ".content"
            return function.body.filter { tree.isWord($0, "content") && tree.startsLine($0) && !tree.isPunct($0 + 1, ":") }.map { ($0, key) }
        }
    }

    /// The size the element's style reaches at `category` on the first platform it is checked on.
    func largestSize(of element: TextElement, _ category: String, _ context: RuleContext) -> Double? {
        guard let platform = context.checkedPlatforms(element.platforms).first, context.profile.tables.supportsDynamicType(platform)
        else { return nil }
        let style: TextStyle
        let tables = context.profile.tables
        if let font = element.font, font.style == nil, font.scalesWithBody, let size = font.size {
            // `.custom("Inter", size: 16)` grows as body grows: 16pt at Large is 16 × 53 / 17 at AX5.
            guard let large = tables.metrics(of: .body, on: platform)?.size, large > 0,
                  let largest = tables.metrics(of: .body, on: platform, category: category)?.size else { return nil }
            return size * largest / large
        } else if let font = element.font {
            guard let known = context.style(of: font, on: platform), font.size == nil || font.style != nil else { return nil }
            style = known
        } else {
            // A token of a design system typelint cannot read, named after a style (`theme.fonts.headline`), or a choice
            // of two styles (`.font(isSelected ? .body : .title)`): the text needs the smaller at least.
            // A token of the design system whose size is known grows from that size, as the style it scales with does,
            // else as body does (a custom font's `size:`, `UIFontMetrics.default`): `AnytypeFont.uxCalloutMedium`, 15pt,
            // is 15 × 53 / 17 at AX5.
            let choices = alternatives(of: element.fontSource, context.tree)
            let sizes = choices.compactMap { choice -> Double? in
                if let token = sizedToken(choice, context) {
                    let style = token.textStyle ?? .body
                    guard let large = tables.metrics(of: style, on: platform)?.size, large > 0,
                          let largest = tables.metrics(of: style, on: platform, category: category)?.size else { return nil }
                    return token.size! * largest / large
                }
                return context.styleNamed(byToken: choice, on: platform).flatMap { tables.metrics(of: $0, on: platform, category: category)?.size }
            }
            guard !sizes.isEmpty, sizes.count == choices.count else { return nil }
            return sizes.min()
        }
        return tables.metrics(of: style, on: platform, category: category)?.size
    }

    /// The style a text's font is only named after (a token or a style its view is given, not a font typelint read):
    /// its size is the HIG's for that style, not one the app's font was seen to have.
    func namedStyle(of element: TextElement, _ context: RuleContext) -> TextStyle? {
        guard element.font == nil, let platform = context.checkedPlatforms(element.platforms).first,
              element.fontSource.flatMap({ sizedToken($0, context) }) == nil else { return nil }
        return context.styleNamed(byToken: element.fontSource, on: platform)
    }

    /// The design system's token, with a size, that a font's code names last (`.uxCalloutMedium`, `AnytypeFont.title`).
    func sizedToken(_ source: Range<Int>, _ context: RuleContext) -> DesignToken? {
        guard let catalog = context.designSystem?.catalog, let last = source.last, context.tree.code[last].kind == .word else { return nil }
        return catalog.sizedToken(named: context.tree.text(last))
    }

    /// What a text, or a stack of texts, needs at the size category: its size, and the text that sets it (none when texts stack).
    struct Need {
        let size: Double
        let text: TextElement?
        /// The brace it is directly in: the container's own, or that of an `if`, `switch` or `ForEach` inside it.
        var group: Int
        /// The module's view type that brings it (`ProfileSummaryRow`), or the property that holds a view its uses pass
        /// (`valueLabel`), when it is one's.
        var view: String?
        /// Whether it counts a text's or a stack's own vertical padding (`Text(…).padding(.vertical, 14)`).
        var padded = false
        /// Whether it is drawn over the container's content (`.overlay { … }`), not stacked with it.
        var overlays = false
    }

    /// A word searched for in a file's bytes before its tokens are read.
    private static let textStyleLabel = ByteWords("forTextStyle")
}
