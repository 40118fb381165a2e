import TypeLintSyntax

/// The chains a file's facts come from, the brackets each owns, the argument lists whose fonts size pictures or scale,
/// and the questions asked of their names.
extension FactsBuilder {
    /// The file's chains that matter (the builder's first step: `chains` is empty), the brackets whose content each owns
    /// (see `owners`), and the argument lists whose fonts size symbols or scale.
    mutating func collectChains() {
        let read = readChains()
        chains = read.chains
        for (bracket, chain) in read.owners { owners[bracket] = chain }
        iconFontArguments.formUnion(read.iconFontArguments)
        scaledArguments.formUnion(read.scaledArguments)
    }

    /// What `readChains` finds for `collectChains` to keep.
    struct ChainsRead {
        var chains: [Chain] = []
        /// Brackets and the chain (by position in `chains`) whose content each is, in the order later ones override.
        var owners: [(bracket: Int, chain: Int32)] = []
        var iconFontArguments: [Int] = []
        var scaledArguments: [Int] = []
    }

    /// What `collectChains` keeps, read without mutating the builder: each question a mutating method asks of `self` (as
    /// `nextChain` and `namesImage` are) copied the whole builder first, hundreds of bytes and a retain of each of its
    /// arrays, for every chain of the file.
    func readChains() -> ChainsRead {
        var found = ChainsRead()
        var chain = Chain()  // read into again and again
        var names: [Int] = []
        var k = 0
        while nextChain(from: &k, into: &chain, names: &names) {
            defer { k += 1 }
            let index = Int32(found.chains.count)
            found.chains.append(chain.compacted)
            if chain.base.name == nil, tree.isPunct(chain.start, "(") { found.owners.append((chain.start, index)) }
            // Whether the view modified so far is an image; an icon-only label is one whatever its order of modifiers.
            let named = tree.isWord(chain.start, "self") && chain.links.count > 1 ? chain.links[1].name : chain.base.name
            var isImage = named.map { namesImage($0) } == true || isIconOnlyLabel(chain)
            for closure in chain.closures { found.owners.append((closure.lowerBound - 1, index)) }
            // A closure passed as an argument (`Button(action: { … }, label: { … })`) is content like a trailing one.
            for argument in chain.arguments where tree.isPunct(argument.value.lowerBound, "{")
                && Int(tree.partner[argument.value.lowerBound]) == argument.value.upperBound - 1 {
                found.owners.append((argument.value.lowerBound, index))
            }
            for link in chain.links {
                // `Image(systemName: …)`, or an app's factory on the type (`Image.system(.chevronDown)`).
                defer { isImage = isImage || showsImage(link, in: chain) || link.name.map { PictureNames.imageModifiers.contains(tree.text($0)) } == true }
                guard let name = link.name, let open = link.argumentsOpen else { continue }
                if tree.isWord(name, "Text"), !link.isMember { found.owners.append((open, index)) }
                // `UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17))` sizes a symbol.
                if sizesWhitespace(link, in: chain) || tree.isWord(name, "SymbolConfiguration") { found.iconFontArguments.append(open) }
                if tree.isWord(name, "scaledFont") || scalesFonts(chain, link) { found.scaledArguments.append(open) }
                if tree.isWord(name, "font"), link.isMember, isImage { found.iconFontArguments.append(open) }
            }
        }
        return found
    }

    /// `.labelStyle(.iconOnly)`: a label shown as its icon alone, whatever the order of its modifiers.
    func isIconOnlyLabel(_ chain: Chain) -> Bool {
        for link in chain.links {
            guard let name = link.name, tree.isWord(name, "labelStyle"), let argument = chain.arguments(of: link)?.first
            else { continue }
            if tree.isWord(argument.value.upperBound - 1, "iconOnly") { return true }
        }
        return false
    }

    /// Reads the next chain that starts at or after `k` and names something font resolution reacts to; false at
    /// the end of the file. Any other chain would add no fact, and as a container it would leave the environment
    /// of the text inside as it is. Not `mutating`, as `readChains` is not (see there).
    /// `names`: a buffer for the links' names, asked first (most chains name nothing that matters: their arguments are not
    /// laid out).
    func nextChain(from k: inout Int, into chain: inout Chain, names: inout [Int]) -> Bool {
        let code = tree.code
        while k < code.count {
            let startsChain: Bool
            if code[k].kind == .word {
                // A bare word (a keyword, a plain identifier) has nothing applied to it: no chain to read.
                // `SwiftUI.Button(…)`: the chain is the view's, as if the module were not named.
                if tree.isWord(k, "SwiftUI"), tree.isPunct(k + 1, ".") {
                    startsChain = false
                } else {
                    let afterModule = tree.isPunct(k - 1, ".") && tree.isWord(k - 2, "SwiftUI")
                    startsChain = (!tree.isPunct(k - 1, ".") || afterModule) && (hasPostfix(after: k) || isNamedFontArgument(k))
                        && !tree.isOnDirectiveLine(k)
                }
            } else if tree.isPunct(k, "."), k + 1 < code.count, code[k + 1].kind == .word {
                startsChain = isImplicitMemberPosition(k)
            } else if tree.isPunct(k, "("), tree.isPunct(Int(tree.partner[k]) + 1, "."), !isCallPosition(k) {
                startsChain = true
            } else {
                startsChain = false
            }
            // An implicit member of the module's type inside a font type (`font: .t5(weight: .light)`) is a font however
            // it is named.
            if startsChain, tree.linkNames(ofChainAt: k, into: &names),
               names.indices.contains(where: { names[$0] >= 0 && (mayMatter(names[$0], at: $0) || startsReference(names[$0])) })
                || tree.isPunct(k, ".") && evaluator.implicitMemberType(at: k) != nil,
               tree.readChain(at: k, into: &chain),
               namesSomethingThatMatters(chain) || tree.isPunct(k, ".") && evaluator.implicitMemberType(at: k) != nil { return true }
            k += 1
        }
        return false
    }

    /// `NSAttributedString(string: "\n\n", attributes: [.font: …])`: the font sizes a gap, not text.
    func sizesWhitespace(_ link: Chain.Link, in chain: Chain) -> Bool {
        guard let name = link.name, endsWith(name, "AttributedString"), let arguments = chain.arguments(of: link),
              let string = arguments.first(where: { $0.label.map { tree.text($0) } == "string" }),
              let text = tree.stringValue(string.value) else { return false }
        return SyntaxTree.isWhitespaceLiteral(text)
    }

    /// Whether a link makes the view an image: `Image(systemName:)`, or `name.map(Image.init(systemName:))`.
    func showsImage(_ link: Chain.Link, in chain: Chain) -> Bool {
        link.name.map { tree.isWord($0, "Image") } == true
            || (chain.arguments(of: link) ?? []).contains { tree.isWord($0.value.lowerBound, "Image") }
    }

    /// Whether a name is a property of the file declared as an image (`let icon: Image`, `var image = Image(…)`):
    /// `icon.font(…)` sizes a picture.
    func namesImage(_ k: Int) -> Bool {
        guard !imageNames.isEmpty, tree.code[k].kind == .word, !tree.isPunct(k + 1, "("),
              !tree.isPunct(k - 1, ".") || tree.isWord(k - 2, "self") else { return false }
        return imageNames.contains(tree.text(k))
    }

    /// The names the file declares as images (`let icon: Image`, `var image = Image(…)`), found once.
    static func imageNames(in tree: SyntaxTree) -> Set<String> {
        Set(tree.declarations.filter { declaration in
            declaration.type.map { tree.isWord($0.lowerBound, "Image") && $0.count == 1 }
                ?? declaration.initializer.map { tree.isWord($0.lowerBound, "Image") } ?? false
        }.map { tree.text($0.name) })
    }

    private static let emoji = ByteWords("moji")

    /// `.font` on a container whose closures hold no text (a row of icon buttons), on a view named for a picture
    /// (`RoomAvatarImage(…)`), or on a `Text` that shows only emoji or symbols: the font sizes pictures, not reading text.
    /// So does `.dynamicTypeSize(…)` there: it caps a picture's size, no text's.
    mutating func markPictureFonts() {
        let mentionsEmoji = tree.mentions(Self.emoji)  // most files show no value named for emoji
        // Where the text elements start, in order: whether a closure holds one is a binary search (not a count kept for
        // every token of the file).
        let textStarts = facts.elements.indices.map { facts.elements[$0].chain.start }.sorted()
        lazy var viewCalls = moduleViewCalls()
        // Where the file spells one of its view members (`HStack { categoryLabel }`): a member may show text.
        lazy var memberSpellings = findMemberUses().values.flatMap { $0 }.sorted()
        // Asked of every link of every chain: of a local tree, and of each chain where it is stored. Through `self` in a
        // mutating method, each question retained and released the builder's arrays, and each chain copied out its own.
        let tree = self.tree
        func isFont(_ link: Chain.Link) -> Bool { link.name.map { tree.isWord($0, "font") } == true }
        func isCap(_ link: Chain.Link) -> Bool { link.name.map { tree.isWord($0, "dynamicTypeSize") } == true }
        for c in chains.indices where chains[c].modifiers.contains(where: { isFont($0) || isCap($0) }) {
            let chain = chains[c]
            let showsNoText: Bool
            // A cap keeps a picture's size where the view is one (`RoomAvatarImage(…)`, `Image(…)`), or a control whose
            // label shows one and no text (`Button { … } label: { locateIcon }`).
            var capIsOnPicture = false
            if case let index = Int(elementAtStart[chain.start]), index >= 0 {
                // A text field's font sizes what people type, not its placeholder.
                guard facts.elements[index].kind != .textField, facts.elements[index].kind != .secureField else { continue }
                switch facts.elements[index].content {
                case .literal(_, interpolations: 0):
                    showsNoText = facts.elements[index].content.showsNoWords
                    capIsOnPicture = showsNoText
                case .expression:
                    showsNoText = mentionsEmoji && showsEmoji(chain)
                default:
                    continue
                }
            } else {
                // A control given its title (`Button(session.sport) { … }`): its closure is the action, the title its text.
                if let name = chain.base.name, !chain.base.isMember, ElementKind(viewName: tree.text(name)).isTitled,
                   let title = chain.arguments(of: chain.base)?.first, title.label == nil, !tree.isPunct(title.value.lowerBound, "{") {
                    continue
                }
                // The content the font applies to: closures of the links before it (`HStack { … }.font(…)`), not those of
                // modifiers after it (`.font(…).onTapGesture { … }`), which hold actions or views of their own.
                let font = chain.links.firstIndex(where: { isFont($0) || isCap($0) }) ?? chain.links.count
                let closures = chain.links[..<font].flatMap { chain.trailingClosures(of: $0) }
                showsNoText = !closures.isEmpty
                    && closures.allSatisfy { !SyntaxTree.contains(textStarts, after: $0.lowerBound - 1, before: $0.upperBound) }
                    && !mayShowText(chain, viewCalls)
                    || closures.isEmpty && pictureProperty(chain, before: font).map { PictureNames.endsInPicture(tree.text($0)) } == true
                if let base = chain.base.name, !chain.base.isMember, chain.modifiers.contains(where: isCap) {
                    let name = tree.text(base)
                    capIsOnPicture = closures.isEmpty && (name == "Image" || PictureNames.endsInPicture(name))
                        || ElementKind(viewName: name).isControl && showsNoText && showsOnlyPictures(closures, memberSpellings)
                        || name == "GeometryReader" && closures.count == 1 && fitsTextToGeometry(closures[0])
                }
            }
            guard showsNoText || capIsOnPicture else { continue }
            for link in chain.modifiers {
                if isFont(link), showsNoText, let open = link.argumentsOpen { iconFontArguments.insert(open) }
                if isCap(link), capIsOnPicture, let name = link.name { facts.capsOnPictures.insert(name) }
            }
        }
    }

    /// The name of the view a chain's font is given to: the base's (`StatusIconView(…)`, `statusIcon`) or the last of the
    /// property path it starts with (`configuration.icon` in a label style), before the first call.
    private func pictureProperty(_ chain: Chain, before font: Int) -> Int? {
        guard font >= 1, !chain.base.isMember else { return nil }
        var last = 0
        while last + 1 < font, chain.links[last].argumentsOpen == nil, chain.links[last].closureRange.isEmpty,
              chain.links[last + 1].argumentsOpen == nil, chain.links[last + 1].closureRange.isEmpty {
            last += 1
        }
        return chain.links[last].name
    }

    /// Whether a `GeometryReader`'s closure sizes each font it sets from the reader (`.font(font(size: reader.size))`, a
    /// monogram drawn to fit its avatar): its text is a picture of the geometry's size, which Dynamic Type would overflow.
    private func fitsTextToGeometry(_ closure: Range<Int>) -> Bool {
        let open = closure.lowerBound - 1
        guard tree.isPunct(open, "{"), open + 2 < closure.upperBound, tree.code[open + 1].kind == .word, tree.isWord(open + 2, "in")
        else { return false }
        let reader = tree.text(open + 1)
        let fonts = closure.filter { tree.isWord($0, "font") && tree.isPunct($0 - 1, ".") && tree.isPunct($0 + 1, "(") }
        return !fonts.isEmpty && fonts.allSatisfy { font in
            (font + 2..<Int(tree.partner[font + 1])).contains { tree.code[$0].kind == .word && tree.text($0) == reader }
        }
    }

    /// Whether closures that hold no text show a picture and nothing else that may be text: an image, a progress view or a
    /// name ending in a picture word (`locateIcon`), and no view member of the file named otherwise (`members`: where the
    /// file spells its view members, in order).
    func showsOnlyPictures(_ closures: [Range<Int>], _ members: [Int]) -> Bool {
        var pictured = false
        for closure in closures {
            for k in closure where tree.code[k].kind == .word && !tree.isPunct(k - 1, ".") {
                let name = tree.text(k)
                if name == "Image" || name == "ProgressView" || PictureNames.endsInPicture(name) {
                    pictured = true
                } else if SyntaxTree.contains(members, after: k - 1, before: k + 1) {
                    return false
                }
            }
        }
        return pictured
    }

    /// Whether a view whose closures hold no text may still draw some in the font it is given: a view of the app's own
    /// (`AnimatableText(value) { … }`, unless named for a picture), or a layout holding one of the module's views
    /// (`HStack { SearchKeywordRow(…) }`).
    /// `viewCalls`: the file's calls of the module's views that may show text (`moduleViewCalls()`).
    func mayShowText(_ chain: Chain, _ viewCalls: [Int]) -> Bool {
        guard let base = chain.base.name, !chain.base.isMember else { return false }
        if tree.bytes[tree.code[base].start] &- UInt8(ascii: "A") < 26, case let name = tree.text(base), !Self.layoutViews.contains(name) {
            return !PictureNames.namesPictureView(name)
        }
        return chain.closures.contains { SyntaxTree.contains(viewCalls, after: $0.lowerBound - 1, before: $0.upperBound) }
    }

    /// Where the file calls one of the module's views not named for a picture (`SearchKeywordRow(…)`), in order: found in
    /// one pass, so that asking of each closure is a binary search however deeply closures nest.
    func moduleViewCalls() -> [Int] {
        let views = evaluator.index.viewTypeNames
        guard !views.isEmpty else { return [] }
        return tree.capitalizedCalls.lazy.map(Int.init).filter { k in
            views.contains(tree.text(k)) && !PictureNames.namesPictureView(tree.text(k))
        }
    }

    /// A view type that draws a picture or a shape (`RoundedRectangle`, `KFImage`, `CubeIconView`, `RadioWaveSymbol`).


    /// Views that lay out or wrap what their closures make, and draw nothing of their own.
    static let layoutViews: Set<String> = ["HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "Button", "Menu",
                                           "NavigationLink", "Link", "ForEach", "ScrollView", "Section", "GeometryReader",
                                           "ToolbarItem", "ToolbarItemGroup", "Grid", "GridRow", "LazyVGrid", "LazyHGrid"]

    /// Whether a text shows a value named for emoji: `Text(absorptionTime.emoji)`, `Text(reaction.emojiString)`.
    func showsEmoji(_ chain: Chain) -> Bool {
        guard let value = chain.arguments(of: chain.base)?.first?.value, let last = value.last,
              tree.code[last].kind == .word else { return false }
        return PictureNames.namesEmoji(tree.text(last))
    }

    static let capitalIcon = Array("Icon".utf8)
    /// What `namesIcon` looks for, as bytes.
    private static let iconSpellings = ByteWords("icon", "Icon", "iCON", "ICON")

    /// Fonts given to something named for icons size icons: the openers of the arguments of `.icon(font: …)` or
    /// `IconButton(font: …)`, and of the bodies of types such as `IconButtonStyle` or `IconToggleStyle`. Not
    /// `mutating`: a mutating method would ask each question of a copy of the whole builder.
    func iconCode() -> [Int] {
        var found: [Int] = []
        // Most files spell no `icon` in any case: their bytes say so before any token is asked.
        for k in tree.mentions(Self.iconSpellings) ? tree.code.indices : 0..<0
        where tree.code[k].kind == .word && tree.isPunct(k + 1, "(") && namesIcon(k) {
            found.append(k + 1)
        }
        for body in tree.typeBodies {
            let name = body.qualifiedName.utf8
            let last = name.lastIndex(of: UInt8(ascii: ".")).map { name.index(after: $0) } ?? name.startIndex
            if Array(name[last...]).withUnsafeBufferPointer({ $0.contains(bytes: Self.capitalIcon) }) { found.append(body.open) }
        }
        return found
    }

    private static let imageRendering = ByteWords("ImageRenderer", "BeginImageContext", "lockFocus")

    /// Code that draws text into an image: there a size the code works out (`fontPointSize`, `CGFloat(size)`) is the
    /// picture's, while a size written as a number is still text someone reads (a date drawn into a cell's image). It is
    /// each view type given to SwiftUI's `ImageRenderer(content:)`, and a type that renders an image
    /// (`UIGraphicsImageRenderer`, `UIGraphicsBeginImageContext`, `lockFocus()`) and draws strings into it
    /// (`draw(in:withAttributes:)`), or only the function that does so when it is in an extension of a type declared
    /// elsewhere (`extension String`).
    func imageDrawingCode() -> [Int] {
        guard tree.mentions(Self.imageRendering) else { return [] }
        func bodies(of name: String) -> [Int] {
            tree.typeBodies.filter { TypeBody.ownName($0.qualifiedName) == name }.map(\.open)
        }
        var found: [Int] = []
        for k in tree.words("ImageRenderer") where tree.isPunct(k + 1, "(") && tree.isWord(k + 2, "content") && tree.isPunct(k + 3, ":") {
            if k + 4 < tree.code.count, tree.code[k + 4].kind == .word { found += bodies(of: tree.text(k + 4)) }
        }
        let renderers = ["UIGraphicsImageRenderer", "UIGraphicsBeginImageContext", "UIGraphicsBeginImageContextWithOptions", "lockFocus"]
        for k in renderers.flatMap({ tree.words($0) }) {
            let body = tree.typeBody(holding: k).map { tree.typeBodies[$0] }
            let scope: [Int]
            if let body, !body.isExtension || tree.typeBodies.contains(where: { !$0.isExtension && $0.qualifiedName == body.qualifiedName }) {
                scope = bodies(of: TypeBody.ownName(body.qualifiedName))
            } else {
                // The function that holds the renderer: the bracket around it opened in the extension's body, or at the top
                // level of the file.
                let outside = body?.open ?? -1
                var open = Int(tree.enclosing[k])
                while open >= 0, Int(tree.enclosing[open]) != outside { open = Int(tree.enclosing[open]) }
                guard open >= 0 else { continue }
                scope = [open]
            }
            if scope.contains(where: drawsStrings) { found += scope }
        }
        return found
    }

    /// Whether the brackets opened at `open` draw or measure a string with attributes (`text.draw(in: rect, withAttributes:
    /// …)`).
    private func drawsStrings(_ open: Int) -> Bool {
        let close = Int(tree.partner[open])
        return close > open && tree.words("withAttributes").contains { $0 > open && $0 < close && tree.isPunct($0 + 1, ":") }
    }

    /// Whether a link's name may change a fact: it makes text, sets or constructs a font or a weight, makes
    /// a control, a row or an image, or is a project's own font modifier (`mayPickFont`).
    func namesSomethingThatMatters(_ chain: Chain) -> Bool {
        for (position, link) in chain.links.enumerated() {
            guard let name = link.name else { continue }
            if mayMatter(name, at: position) || startsReference(name) && (position > 0 || mayNameFont(chain))
                || position > 0 && evaluator.index.namesFontMethod(tree.bytes[tree.code[name].range]) { return true }
        }
        return false
    }

    /// Whether a link's name, at its position in the chain, makes the chain matter by itself (a reference the index knows
    /// may too: see `namesSomethingThatMatters`).
    func mayMatter(_ name: Int, at position: Int) -> Bool {
        isName(name, in: Self.namesThatMatter) || mayPickFont(name) || endsWith(name, "AttributedString")
            || position == 0 && evaluator.index.showsGivenStyle(tree.bytes[tree.code[name].range])
            || position > 0 && evaluator.index.takesWeight(tree.bytes[tree.code[name].range])
    }

    /// Whether a chain that starts at a name the index knows can go on to a font or helper: `Styles.Sizes.gutter`
    /// cannot when `Styles` holds fonts only under `Styles.Text`.
    func mayNameFont(_ chain: Chain) -> Bool {
        let links = chain.links
        guard links.count > 1, links[0].argumentRange == nil, links[1].isMember, let base = links[0].name,
              let member = links[1].name, !tree.isWord(base, "self"), !tree.isWord(base, "Self") else { return true }
        let path = pathHash(appending: tree.bytes[tree.code[member].range], to: nameHash(tree.bytes[tree.code[base].range]))
        return evaluator.index.mayNameFont(pathHash: path)
    }

    /// A name alone as a font (`.font(readingFont)`, `label.font = titleFont`) that the index knows: a use of
    /// that font, though nothing is applied to the name.
    func isNamedFontArgument(_ k: Int) -> Bool {
        k >= 2 && tree.isWord(k - 2, "font") && (tree.isPunct(k - 1, "(") || tree.isToken(k - 1, .operator, "="))
            && isIndexed(k)
    }

    /// Whether a call, closure, member or subscript follows the token at `k`.
    func hasPostfix(after k: Int) -> Bool {
        let next = k + 1
        guard next < tree.code.count else { return false }
        return tree.isPunct(next, "(") || tree.isPunct(next, "{") || tree.isPunct(next, ".") || tree.isPunct(next, "[")
            || (tree.code[next].kind == .operator && tree.isPostfix(next))
    }

    /// Whether a link calls a module helper that scales the font it is given (`scaled(font: …)` wrapping
    /// `UIFontMetrics.default.scaledFont(for:)`): what is made inside its arguments scales.
    func scalesFonts(_ chain: Chain, _ link: Chain.Link) -> Bool {
        guard let name = link.name, startsReference(name), let arguments = chain.arguments(of: link) else { return false }
        return evaluator.helper(tree.text(name), arguments, at: name)?.scales == true
    }

    /// Names the analysis acts on, as bytes, so that most tokens are rejected without creating a String.
    static let constructorWords = ["system", "custom", "systemFont", "boldSystemFont", "italicSystemFont",
                                   "monospacedSystemFont", "monospacedDigitSystemFont", "UIFont", "NSFont", "withSize"]
        + FontConstructor.appKitElementFonts.sorted()
    /// With `init`, as in `UIFont.init(name:size:)`, which only these lists read as a constructor.
    static let constructorNames = NameSet(constructorWords + ["init"])
    static let weightNames = NameSet(constructorWords + ["init", "weight", "bold"])
    static let fontTypes = NameSet(Array(ModuleIndex.fontTypeNames))
    static let elementNames = NameSet(Array(textViewNames))
    static let controlViewNames = NameSet(Array(controlViews))
    static let namesThatMatter = NameSet(constructorWords + ["weight", "bold", "Font", "Text", "environment", "monospaced",
                                                             "minimumScaleFactor", "HStack", "Image", "Weight",
                                                             "SymbolConfiguration", "dynamicTypeSize", "withSymbolicTraits"]
                                         + titledViews + controlViews)
    static let keywordsBeforeImplicitMembers = NameSet(["return", "case", "in", "where", "throw", "try", "await", "else"])

    // The look-ups below take the token's bytes as a slice, not through a closure: a closure would capture a
    // copy of the builder's evaluator and index (dozens of references retained) for each of the file's words.

    /// Whether a name is one the module index knows (a token, a constant's type, a helper).
    func startsReference(_ index: Int) -> Bool {
        evaluator.index.startsReference(tree.bytes[tree.code[index].range])
    }

    func isIndexed(_ index: Int) -> Bool {
        evaluator.index.mentions(tree.bytes[tree.code[index].range])
    }

    func isName(_ index: Int, in names: NameSet) -> Bool {
        names.contains(tree.bytes[tree.code[index].range])
    }

    /// Whether the word at `index` ends with `suffix` (`NSMutableAttributedString`, `AttributedString`).
    func endsWith(_ index: Int, _ suffix: StaticString) -> Bool {
        let token = tree.code[index]
        let count = suffix.utf8CodeUnitCount
        guard token.end - token.start >= count else { return false }
        let expected = suffix.utf8Start
        for offset in 0..<count where tree.bytes[token.end - count + offset] != expected[offset] { return false }
        return true
    }

    /// A `.` that starts an implicit member expression (`.font(.body)`'s `.body`), not a member access.
    func isImplicitMemberPosition(_ k: Int) -> Bool {
        guard k > 0 else { return true }
        let previous = tree.code[k - 1]
        switch previous.kind {
        case .punct:
            return !(tree.isPunct(k - 1, ")") || tree.isPunct(k - 1, "]") || tree.isPunct(k - 1, "}"))
        case .operator:
            return !tree.isPostfix(k - 1)
        case .word:
            return isName(k - 1, in: Self.keywordsBeforeImplicitMembers)
        default:
            return false
        }
    }

    func isCallPosition(_ k: Int) -> Bool {
        guard k > 0 else { return false }
        let previous = tree.code[k - 1].kind
        return (previous == .word || tree.isPunct(k - 1, ")") || tree.isPunct(k - 1, "]")) && !tree.startsLine(k)
    }

    /// For every token, whether it sits inside one of the brackets in `openers`: one pass, since a
    /// token's enclosing bracket always comes before it.
    func marks(inside openers: Set<Int>) -> [Bool] {
        var result = [Bool](repeating: false, count: tree.code.count)
        guard !openers.isEmpty else { return result }
        var isOpener = [Bool](repeating: false, count: tree.code.count)
        for open in openers { isOpener[open] = true }
        for k in tree.code.indices {
            let open = Int(tree.enclosing[k])
            result[k] = open >= 0 && (isOpener[open] || result[open])
        }
        return result
    }

    /// `UIFont` or `NSFont` when the chain starts with one: each exists on its own platforms only.
    func platformType(of chain: Chain) -> String? {
        guard let base = chain.base.name, !chain.base.isMember else { return nil }
        return tree.isWord(base, "UIFont") ? "UIFont" : tree.isWord(base, "NSFont") ? "NSFont" : nil
    }

    func platforms(at k: Int, forType type: String?) -> Platforms {
        let platforms = tree.platforms(at: k)
        switch type {
        case "NSFont": return platforms.intersection(.macOS)
        case "UIFont": return platforms.subtracting(.macOS)
        default: return platforms
        }
    }
}
