import TypeLintFonts
import TypeLintSyntax

/// `max-text-styles`: a view type whose text uses more styles than the profile's ceiling.
public struct MaxTextStylesRule: Rule {
    static let ceiling = OptionKey.integer("ceiling", "the most distinct text styles a view type may use", atLeast: 1)

    public static let description = RuleDescription(
        id: "max-text-styles",
        name: "Too Many Text Styles",
        summary: "A view type whose text uses more distinct styles than the profile's ceiling (Root: three, counting the title).",
        rationale: """
            Root: "Prefer two styles on one screen: one heading + body… Three styles is the ceiling, counting the \
            title." Counted per type (its `body` and the other members that build views; nested types on their own), \
            over every text's effective style (its own font, a container's, or SwiftUI's default body); a raw size \
            counts as its point size. Weight and colour do not make a style, and text whose font typelint cannot \
            know is not counted, unless its token is named after a style (`theme.fonts.headline` from a design \
            system's package outside the repository is headline). One finding, at the first text in the first style over the profile's `ceiling`, \
            lists the styles and the line of each one's first use. Previews are not screens, and what an alert, a \
            confirmation dialog, a sheet, a popover or a link's `destination:` presents is another screen's.
            """,
        triggers: ["font", "Font"],
        options: [
            ceiling.option,
        ],
        triggeringExamples: [
            Example("""
            struct Receipt: View {
                var body: some View {
                    VStack {
                        Text("Total").font(.title2)
                        Text("Paid by card")
                        Text("Ref 0042").font(.footnote)
                        Text("Thank you").↓font(.caption)
                    }
                }
            }
            """, message: "4 text styles in Receipt: .title2 @4, .body @5, .footnote @6, .caption @7; keep to 3"),
            Example("""
            struct SignInScreen: View {
                @Environment(\\.theme) private var theme
                var body: some View {
                    VStack {
                        Text("Welcome").font(theme.fonts.title2)
                        Text("Scan the code").font(theme.fonts.body)
                        Text("Needs a camera").font(theme.fonts.caption2)
                        Button { } label: { Text("Continue").↓font(theme.fonts.subheadlineSB) }
                    }
                }
            }
            """, message: "4 text styles in SignInScreen: .title2 @5, .body @6, .caption2 @7, .subheadline @8; keep to 3"),
            // A field with no placeholder still shows what is typed into it, in its font.
            Example("""
            struct CodeEntry: View {
                @State private var digit = ""
                var body: some View {
                    VStack {
                        Text("Check your mail").font(.title2)
                        TextField("", text: $digit).font(.title)
                        Text("We sent a code").font(.footnote)
                        Text("Resend").↓font(.callout)
                    }
                }
            }
            """, message: "4 text styles in CodeEntry: .title2 @5, .title @6, .footnote @7, .callout @8; keep to 3"),
            // A style a container sets is reported at its `.font`, the line that sets it.
            Example("""
            struct Delivery: View {
                var body: some View {
                    VStack {
                        Text("Your order").font(.title2)
                        Text("Arrives today").font(.headline)
                        Text("Track it").font(.body)
                        HStack {
                            Label("From 30 min", systemImage: "scooter")
                            Label("Free over 500", systemImage: "gift")
                        }
                        .↓font(.footnote)
                    }
                }
            }
            """, message: "4 text styles in Delivery: .title2 @4, .headline @5, .body @6, .footnote @8; keep to 3"),
        ],
        nonTriggeringExamples: [
            // A section's header and footer are set in footnote, as a grouped list sets them: one style, not two.
            Example("""
            struct AlertsSettings: View {
                var body: some View {
                    Form {
                        Section {
                            Toggle("Daily summary", isOn: $daily)
                        } header: {
                            Text("When should we send it?")
                        } footer: {
                            Text("Sent each morning.")
                        }
                        Section {
                            Text("Notifications are off").font(.headline)
                            Text("Turn them on in Settings.").font(.subheadline)
                        }
                    }
                }
            }
            """),
            // The close button's title is in the button's own font: chrome, not a fourth style.
            Example("""
            struct AboutSheet: View {
                var body: some View {
                    VStack {
                        Text("Almanac").font(.title)
                        Text("A calendar of tides").font(.headline)
                        Text("Version 2.1").font(.caption)
                        Button("Close") { dismiss() }
                    }
                }
            }
            """),
            // So is a label the button draws as its own.
            Example("""
            struct PackCard: View {
                var body: some View {
                    VStack {
                        Text("Coastlines").font(.title3)
                        Text("12 videos").font(.subheadline)
                        Text("Shot at dawn").font(.callout)
                        Button { download() } label: { Label("Download all", systemImage: "arrow.down.circle") }
                    }
                }
            }
            """),
            // And a title stacked beside an icon in a button's label, in no font of its own.
            Example("""
            struct CrashNotice: View {
                var body: some View {
                    VStack {
                        Text("Something went wrong").font(.title)
                        Text("The player stopped").font(.headline)
                        Text("Error 12").font(.footnote)
                        Button(action: copyLog) {
                            HStack {
                                Image(systemName: "doc.on.doc")
                                Text("Copy the log")
                            }
                        }
                    }
                }
            }
            """),
            // A blank kept for UI tests is no style of the screen's.
            Example("""
            struct VoiceSettings: View {
                var body: some View {
                    VStack {
                        Text("Voice").font(.title)
                        Text("Provider").font(.headline)
                        Text("Cloud").font(.footnote)
                        Text(" ").font(.system(size: 1)).opacity(0.01).accessibilityIdentifier("voice_screen")
                    }
                }
            }
            """),
            // A text kept to be interpolated into another is drawn in that one's font.
            Example("""
            struct PosterBadge: View {
                let score: Double
                var body: some View {
                    VStack {
                        Text("Dune").font(.title3)
                        Text("2021").font(.subheadline)
                        let rating = Text(verbatim: "\\(score)").fontWeight(.medium)
                        Text("Rated \\(rating)").font(.caption)
                    }
                }
            }
            """),
            Example("""
            struct ContactRow: View {
                let title: String
                var body: some View {
                    VStack {
                        Text(title).font(.headline)
                        Text("Mobile").font(.caption)
                        NavigationLink(destination: Text(title).font(.largeTitle)) { Text("Details").font(.footnote) }
                    }
                }
            }
            """),
            Example("""
            struct ProfileHeader: View {
                @State private var renaming = false
                @State private var name = ""
                var body: some View {
                    VStack {
                        Text("Profile").font(.title)
                        Text(name).font(.headline)
                        Text("Joined 2021").font(.caption)
                    }
                    .alert("Rename", isPresented: $renaming) {
                        TextField("Name", text: $name)
                        Button("Save") {}
                    } message: {
                        Text("Pick a new name")
                    }
                }
            }
            """),
            // An empty state lays out its title and description in the system's own styles.
            Example("""
            struct Inbox: View {
                let messages: [String]
                var body: some View {
                    if messages.isEmpty {
                        ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New messages appear here."))
                    } else {
                        VStack {
                            Text("Inbox").font(.title)
                            Text("3 unread").font(.subheadline)
                            Text("Updated now").font(.caption)
                        }
                    }
                }
            }
            """),
            Example("""
            struct ServerRow: View {
                var body: some View {
                    #if os(tvOS)
                    Text("Server").font(.title3)
                    #else
                    VStack { Text("Server").font(.headline); Text("Address").font(.callout) }
                    #endif
                    Text("Connected").font(.footnote)
                }
            }
            """),
            Example("""
            struct Receipt: View {
                var body: some View {
                    VStack {
                        Text("Total").font(.title2)
                        Text("Paid by card").fontWeight(.medium)
                        Text("Ref 0042").font(.footnote).foregroundStyle(.secondary)
                        Text("Thank you").font(.footnote)
                    }
                }
            }
            """),
            Example("""
            struct Header: View {
                var body: some View { Text("A").font(.title2) }
                struct Detail: View {
                    var body: some View { VStack { Text("b"); Text("c").font(.footnote); Text("d").font(.caption) } }
                }
            }
            """),
        ])

    public init() {}

    private static let platforms: [Platforms] = [.iOS, .macOS, .tvOS, .watchOS, .visionOS, .other]

    public func check(_ context: RuleContext) -> [Violation] {
        guard let ceiling = context.settings[Self.ceiling] else { return [] }
        let tree = context.tree
        let bodies = tree.typeBodies
        guard !bodies.isEmpty, context.facts.elements.count > ceiling, let lines = context.lines else { return [] }
        // Each text's style (its text style, or the point size of a raw size), in the innermost type that holds it;
        // texts by position, so that no element is copied.
        let elements = context.facts.elements
        var byType = [[(element: Int, style: Style)]](repeating: [], count: bodies.count)
        var sizeStyles: [Double: Style] = [:]  // a raw size that is exactly one style's (34pt: large title) is that style
        // By bracket: whether what is inside it is presented elsewhere (0: not known yet, 1: no, 2: yes).
        var presented = [UInt8](repeating: 0, count: tree.code.count)
        for position in elements.indices {
            let start = elements[position].chain.start
            guard let type = tree.typeBody(holding: start), !isPresentedElsewhere(start, tree, memo: &presented) else { continue }
            // A control's title in the control's own font (`Button("Close") { … }`, a `Label` in a button's label) is the
            // system's chrome, not a style the screen chose.
            if elements[position].fontSource == nil,
               Self.controls.contains(elements[position].kind) || elements[position].isControlTitle
                || isInterpolatedLocal(start, tree) { continue }
            guard let font = elements[position].font else {
                // A token of a design system typelint cannot read, named after a style (`theme.fonts.headline`).
                if let platform = context.checkedPlatforms(elements[position].platforms).first,
                   let named = context.styleNamed(byToken: elements[position].fontSource, on: platform) {
                    byType[type].append((position, .named(named)))
                }
                continue
            }
            // An icon font's glyph is a picture drawn with a font, not a text style; so is a text of no words (a status mark
            // `Text("●")`, a blank kept for UI tests `Text(" ")`).
            if case .custom(let name)? = font.family, PictureNames.namesIconFont(name) { continue }
            // A field shows what is typed into it, whatever its placeholder says.
            if case .literal = elements[position].content, elements[position].content.showsNoWords,
               ![.textField, .secureField].contains(elements[position].kind) { continue }
            let style: Style
            if let named = font.style {
                style = .named(named)
            } else if let size = font.size {
                if sizeStyles[size] == nil {
                    let platform = context.checkedPlatforms(elements[position].platforms).first
                    sizeStyles[size] = platform.flatMap { context.uniqueStyle(size: size, weight: nil, on: $0) }.map(Style.named) ?? .size(size)
                }
                style = sizeStyles[size]!
            } else {
                continue
            }
            byType[type].append((position, style))
        }
        return byType.indices.compactMap { type -> Violation? in
            guard byType[type].count > ceiling, !bodies[type].qualifiedName.hasSuffix("_Previews") else { return nil }
            // Per platform: an iOS body and a tvOS body in `#if os(…)` branches are never on screen together.
            let uses = Self.platforms.lazy.map { platform in
                var firstUses: [(style: Style, element: Int)] = []
                for text in byType[type] where elements[text.element].platforms.contains(platform)
                    && !firstUses.contains(where: { $0.style == text.style }) {
                    firstUses.append((text.style, text.element))
                }
                return firstUses
            }
            guard let firstUses = uses.first(where: { $0.count > ceiling }) else { return nil }
            let over = elements[firstUses[ceiling].element]
            // Written as bytes and made a string once: a findings-heavy corpus words thousands of these, and each
            // append to a `String` costs hundreds of instructions.
            var message = Array("\(firstUses.count) text styles in \(bodies[type].qualifiedName): ".utf8)
            message.reserveCapacity(message.count + 24 * firstUses.count + 16)
            for (n, use) in firstUses.enumerated() {
                // A raw size is shown as written, also when it counts as the style of that size (15pt: subheadline).
                let font = elements[use.element].font
                if n > 0 { message += ", ".utf8 }
                switch use.style {
                case .named(let style):
                    message += (font?.style == nil ? font?.size.map(points) ?? context.styleName(style) : context.styleName(style)).utf8
                case .size(let size): message += points(size).utf8
                }
                message += " @".utf8
                message += String(lines.lineIndex(of: tree.code[elements[use.element].chain.start].start) + 1).utf8
            }
            message += "; keep to \(ceiling)".utf8
            // Where the style was set: the text's own `.font` (or the project's modifier that sets it, `.ddDisplayText(14.5)`),
            // or the `.font` of a container around it (`HStack { Label(…) … }.font(.footnote)`), the line to change; else at
            // the text.
            let range = over.fontSource.flatMap { source -> Range<Int>? in
                // The argument of `.font(…)` (or of a view's `font:`), or the whole link of the project's modifier.
                let isArgument = tree.isPunct(source.lowerBound - 1, "(") || tree.isPunct(source.lowerBound - 1, ":")
                let name = isArgument ? source.lowerBound - 2 : source.lowerBound + (tree.isPunct(source.lowerBound, ".") ? 1 : 0)
                let isOwn = over.chain.start < name && source.upperBound <= over.chain.end
                let isContainers = isArgument && name > over.chain.end && tree.isWord(name, "font")
                guard isOwn || isContainers, tree.code[name].kind == .word,
                      tree.isPunct(name + 1, "(") || tree.isPunct(name + 1, ":") else { return nil }
                return name..<name + 1
            } ?? over.chain.start..<over.chain.start + 1
            return Violation(tokens: range, message: String(decoding: message, as: UTF8.self))
        }
    }

    private static let controls: Set<ElementKind> = [.button, .toggle, .link, .stepper, .menu, .picker]

    private enum Style: Hashable {
        case named(TextStyle)
        case size(Double)
    }

    /// What an alert, a confirmation dialog, a sheet or a popover shows is another screen's text, not this type's
    /// (`.alert("Rename") { TextField(…); Button("Save") {} }`): the modifiers' arguments and closures, and a link's
    /// `destination:`.
    private static let presentations: Set<String> = ["alert", "confirmationDialog", "actionSheet", "sheet", "fullScreenCover",
                                                     "popover", "navigationDestination"]

    /// Whether the view at `k` is in what an alert, a sheet, a popover or a link's destination presents. Worked out once
    /// per bracket (`memo`), up from the innermost: deep nesting stays linear.
    /// Whether the text starting at `start` is kept in a local that another text of its scope interpolates (`let rating =
    /// Text(…).fontWeight(.medium)`, then `Text("\(title) \(rating)")`): it is drawn as part of that text, in its font.
    private func isInterpolatedLocal(_ start: Int, _ tree: SyntaxTree) -> Bool {
        guard start >= 3, tree.isToken(start - 1, .operator, "="), tree.code[start - 2].kind == .word,
              tree.isWord(start - 3, "let") || tree.isWord(start - 3, "var"), case let scope = Int(tree.enclosing[start]), scope >= 0
        else { return false }
        let end = Int(tree.partner[scope])
        return tree.words(tree.text(start - 2)).contains { k in
            k > start && k < end && tree.opensInterpolation(Int(tree.enclosing[k]))
        }
    }

    private func isPresentedElsewhere(_ k: Int, _ tree: SyntaxTree, memo: inout [UInt8]) -> Bool {
        // `NavigationLink(destination: Text(…))`, `Row(destination: { Text(…) })`: the screen a link opens.
        func opensDestination(_ k: Int) -> Bool { k >= 2 && tree.isPunct(k - 1, ":") && tree.isWord(k - 2, "destination") }
        if opensDestination(k) { return true }
        // The brackets between `k` and the nearest one already known (or the file's top level).
        var path: [Int] = []
        var open = Int(tree.enclosing[k])
        while open >= 1, memo[open] == 0 {
            path.append(open)
            open = Int(tree.enclosing[open])
        }
        var answer = open >= 1 && memo[open] == 2
        for open in path.reversed() {
            answer = answer || presents(open, tree) || tree.isPunct(open, "{") && opensDestination(open)
            memo[open] = answer ? 2 : 1
        }
        return answer
    }

    /// Whether the bracket at `open` is the content of a presentation (`.sheet { … }`, `.alert("…", isPresented:) { … }
    /// message: { … }`) or of a view that styles its own text (`ContentUnavailableView(…, description: Text(…))`).
    private func presents(_ open: Int, _ tree: SyntaxTree) -> Bool {
        var owner = open - 1
        // `} message: {`: a labelled closure belongs to the call of the closure before it.
        var steps = 0
        while owner >= 2, steps < 16, tree.isPunct(owner, ":"), tree.code[owner - 1].kind == .word, tree.isPunct(owner - 2, "}"),
              tree.partner[owner - 2] >= 0 {
            owner = Int(tree.partner[owner - 2]) - 1
            steps += 1
        }
        if tree.isPunct(owner, ")"), tree.partner[owner] >= 0, Int(tree.partner[owner]) < owner { owner = Int(tree.partner[owner]) - 1 }
        guard owner >= 1, tree.code[owner].kind == .word else { return false }
        return tree.isPunct(owner - 1, ".") ? Self.presentations.contains(tree.text(owner)) : Self.selfStyledViews.contains(tree.text(owner))
    }

    /// System views that lay out the text they are given in their own styles (an empty state's title and description):
    /// the system's chrome, not styles the screen chose.
    private static let selfStyledViews: Set<String> = ["ContentUnavailableView"]
}
