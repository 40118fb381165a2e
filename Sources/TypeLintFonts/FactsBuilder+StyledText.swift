import TypeLintSyntax

/// StyledTextKit's builders, read as the library runs them: pieces of text in the builder's current style.
extension FactsBuilder {
    /// One piece of a builder's text, in `style`, on the line under way; a piece that ends in a line break ends it.
    mutating func addPiece(_ chain: Chain, text: Range<Int>, style: FontSpec?, to line: inout [Int]) {
        line.append(facts.elements.count)
        facts.elements.append(TextElement(kind: .styledText, chain: chain, font: style, fontSource: nil,
                                          content: textContent(text), minimumScaleFactor: nil,
                                          platforms: tree.platforms(at: text.lowerBound)))
        if tree.text(text).contains("\\n") { endLine(&line) }
    }

    mutating func endLine(_ line: inout [Int]) {
        if line.count > 1 { facts.lines.append(line) }
        line = []
    }

    /// StyledTextKit's builders (`StyledTextBuilder(styledText: …).add(text: "by ").add(styledText: StyledText(text:
    /// hash, style: Styles.code))`) as the library runs them: each piece a text element in the builder's current
    /// style, `traits: [.traitBold]` a weight on it, `save()` and `restore()` a stack of styles; the pieces between
    /// line breaks are one line. A builder held in a variable goes on where the variable is used again.
    mutating func addStyledTextBuilders() {
        struct Builder {
            var style: FontSpec?
            var saved: [FontSpec?] = []
            var line: [Int] = []
        }
        var builders: [String: Builder] = [:]
        var k = 0
        while k < tree.code.count - 1 {
            defer { k += 1 }
            guard tree.code[k].kind == .word, !tree.isPunct(k - 1, ".") else { continue }
            let starts = tree.isWord(k, "StyledTextBuilder") && tree.isPunct(k + 1, "(")
            // A String only for a word that may name a builder held in a variable: most words are turned away first.
            guard starts || (!builders.isEmpty && tree.isPunct(k + 1, ".")) else { continue }
            let name = tree.text(k)
            var builder: Builder
            if starts {
                builder = Builder()
            } else if let existing = builders[name] {
                builder = existing
            } else {
                continue
            }
            guard let chain = tree.chain(at: k) else { continue }
            for (position, link) in chain.links.enumerated() {
                guard let linkName = link.name.map({ tree.text($0) }) else { break }
                let arguments = chain.arguments(of: link) ?? []
                switch linkName {
                case "StyledTextBuilder" where position == 0, "add":
                    for argument in arguments {
                        switch evaluator.label(argument) {
                        case "styledText":
                            guard let piece = tree.chain(at: argument.value.lowerBound), piece.base.name.map({ tree.isWord($0, "StyledText") }) == true
                            else { builder.style = nil; continue }
                            let pieceArguments = piece.arguments(of: piece.base) ?? []
                            builder.style = pieceArguments.first { evaluator.label($0) == "style" }
                                .map { evaluator.evaluate($0.value) } ?? FontSpec(weight: .regular, family: .sans)
                            if let text = pieceArguments.first(where: { evaluator.label($0) == "text" }) {
                                addPiece(piece, text: text.value, style: builder.style, to: &builder.line)
                            }
                        case "style":
                            builder.style = evaluator.evaluate(argument.value)
                        case "text", "attributedText":
                            if let traits = arguments.first(where: { evaluator.label($0) == "traits" }) {
                                let named = traits.value.filter { tree.code[$0].kind == .word }
                                if let bold = named.first(where: { tree.isWord($0, "traitBold") }), let style = builder.style {
                                    builder.style?.weight = .bold
                                    addUse(.explicit(.bold), bold..<bold + 1, context: style, tree.platforms(at: bold))
                                } else if !named.allSatisfy({ tree.isWord($0, "traitItalic") }) {
                                    builder.style = nil  // a trait that may change what typelint compares
                                }
                            }
                            addPiece(tree.chain(at: link.start) ?? chain, text: argument.value, style: builder.style,
                                     to: &builder.line)
                        default:
                            continue
                        }
                    }
                case "save":
                    builder.saved.append(builder.style)
                case "restore":
                    if let last = builder.saved.popLast() { builder.style = last }
                default:
                    continue
                }
            }
            // `let builder = StyledTextBuilder(…)` goes on where `builder` is used again; any other ends here.
            let variable = starts && tree.isToken(k - 1, .operator, "=") && k >= 3
                && (tree.isWord(k - 3, "let") || tree.isWord(k - 3, "var")) ? tree.text(k - 2) : nil
            if let key = variable ?? (starts ? nil : name) {
                builders[key] = builder
            } else {
                endLine(&builder.line)
            }
            k = chain.end - 1
        }
        for var builder in builders.values { endLine(&builder.line) }
    }
}
