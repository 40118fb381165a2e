import TypeLintFonts
import TypeLintSyntax

/// `forbidden-font-family`: a family outside the profile's: SF Pro Rounded, or a custom typeface.
public struct ForbiddenFontFamilyRule: Rule {
    static let designs = OptionKey.list("designs", "the designs allowed (`default`, `serif`, `monospaced`, `rounded`)", of: .design)
    static let systemFamilyNames = OptionKey.list("systemFamilyNames", "names of the system's own typefaces (SF Pro, New York, SF Mono and their spellings)", of: .name)
    static let installedFamilyNames = OptionKey.list("installedFamilyNames", "families every Apple system installs: a name among them is a family even in an app that ships no font", of: .name)
    static let monospacedFamilyNames = OptionKey.list("monospacedFamilyNames", "monospaced typefaces, whose replacement is the system's monospaced family (SF Mono)", of: .name)

    public static let description = RuleDescription(
        id: "forbidden-font-family",
        name: "Forbidden Font Family",
        summary: "A family outside the profile's (Root: SF Pro, New York, SF Mono): the rounded design, or a custom typeface.",
        rationale: """
            Root: "SF Pro Rounded is out of the system… Do not add a fourth default family." Flagged: a design \
            not among the profile's `designs` (`design: .rounded`, `.fontDesign(.rounded)`, \
            `.withDesign(.rounded)`, `UIFontDescriptor.SystemDesign.rounded`, `UIFontDescriptorSystemDesignRounded`), \
            and a typeface by name (`.custom("Inter", size: 15)`, `UIFont(name: "Avenir-Book", size: 13)`) unless \
            the name is one of the system's own (`systemFamilyNames`: SF Pro, New York, SF Mono; under `hig` also the \
            monospaced faces macOS shipped before SF Mono, Menlo, Monaco and Courier) or an icon font's (its glyphs are \
            pictures). A monospaced face (`monospacedFamilyNames`: Courier, Menlo…) is to be SF Mono, not SF Pro. A name \
            written in an app whose repository bundles no font file, lists none in an `Info.plist` and registers none in \
            code draws the system font (`.custom("PumpFont", size: 15)` is a size, not a family), unless every Apple system \
            installs that family (`installedFamilyNames`: Helvetica Neue, Avenir, Georgia…). \
            `RoundedRectangle`, `.rounded` corners and line caps are not fonts.
            """,
        triggers: ["font", "Font", "monospaced"],
        options: [
            designs.option,
            systemFamilyNames.option,
            installedFamilyNames.option,
            monospacedFamilyNames.option,
        ],
        triggeringExamples: [
            Example("Text(\"42\").font(.system(size: 34, design: .↓rounded))",
                    message: "SF Pro Rounded; use `.default`"),
            Example("Text(\"Score\").fontDesign(.↓rounded)"),
            Example("let descriptor = UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withDesign(.↓rounded)"),
            Example("Text(\"Hello\").font(↓.custom(\"Inter\", size: 15, relativeTo: .body))"),
            Example("label.font = ↓UIFont(name: \"Avenir-Book\", size: 13)",
                    message: "typeface Avenir; use the system font"),
            // A system typeface's name that goes on with a design the profile leaves out is that design (where the app
            // bundles the face: one it does not bundle draws the system font).
            Example("label.font = ↓UIFont(name: \"SFProRounded-Bold\", size: 15)",
                    message: "SF Pro Rounded; use the system font"),
            Example("codeLabel.font = ↓UIFont(name: \"Courier New\", size: 13)",
                    message: "typeface Courier New; use SF Mono (`.monospacedSystemFont(ofSize:weight:)`)"),
            // Said once, where the face is named: the font type's helpers that derive from the token are not reported again.
            Example("extension UIFont {\n    static let reading = ↓UIFont(name: \"GillSans\", size: 12)!\n"
                    + "    static func reading(ofSize size: CGFloat) -> UIFont { reading.withSize(size) }\n}",
                    message: "typeface GillSans; use the system font"),
            Example("final class PinField: UIView {\n    var font = ↓UIFont(name: \"Inter-Bold\", size: 24) ?? .systemFont(ofSize: 24)\n"
                    + "    func style(_ label: UILabel) { label.font = self.font }\n"
                    + "    func resize() { font = font.withSize(28) }\n}",
                    message: "typeface Inter; use the system font"),
            // A name held in a constant is said where it is written, once for every font that uses it.
            Example("var title: UIFont {\n    let boldName = ↓\"Inter-Bold\"\n    return UIFont(name: boldName, size: 22) ?? .boldSystemFont(ofSize: 22)\n}\n"
                    + "var heading: UIFont {\n    let boldName = ↓\"Inter-Bold\"\n    return UIFont(name: boldName, size: 28)!\n}",
                    message: "typeface Inter; use the system font"),
            // A face's name chosen by a switch over an enum's case is the family that name spells, said where the name is
            // written, once for every font that names that case.
            Example("enum FaceName {\n    case headline, caption\n    var postScriptName: String {\n        switch self {\n"
                    + "        case .headline: ↓\"Brand-Semibold\"\n        case .caption: \"Brand-Regular\"\n        }\n    }\n}\n"
                    + "let heading = Font.custom(FaceName.headline.postScriptName, size: 28, relativeTo: .title)\n"
                    + "let subheading = Font.custom(FaceName.headline.postScriptName, size: 22, relativeTo: .title2)",
                    message: "typeface Brand; use the system font"),
            // A helper that draws whichever face it is given (an enum's parameter, a variable a switch sets from constants)
            // draws the family the faces share: said there, once.
            Example("enum FaceName: String {\n    case regular = \"Inter-Regular\", bold = \"Inter-Bold\"\n}\n"
                    + "func face(_ name: FaceName, size: CGFloat) -> UIFont? { ↓UIFont(name: name.rawValue, size: size) }",
                    message: "typeface Inter; use the system font"),
            Example("struct Faces {\n    static let book = \"CircularStd-Book\"\n    static let bold = \"CircularStd-Bold\"\n}\n"
                    + "enum Weight { case book, bold }\n"
                    + "func font(_ weight: Weight, size: CGFloat) -> UIFont {\n    var name: String\n    switch weight {\n"
                    + "    case .book: name = Faces.book\n    case .bold: name = Faces.bold\n    }\n    return ↓UIFont(name: name, size: size)!\n}",
                    message: "typeface CircularStd; use the system font"),
            // A face's name built at run time from a written family: the family is the part before the dash.
            Example("func gotham(_ face: String, size: CGFloat) -> UIFont? { ↓UIFont(name: \"Gotham-\\(face)\", size: size) }",
                    message: "typeface Gotham; use the system font"),
            Example("editor.font = ↓UIFont(name: appearance.rawValue, size: 17)",
                    message: "typeface `appearance.rawValue`; use the system font"),
            // A name the helper works out itself is said where the helper writes it, not again at each call.
            Example("struct Typography {\n    let faces: [String: String]\n"
                    + "    func font(_ key: String, _ style: Font.TextStyle) -> Font {\n"
                    + "        guard let name = faces[key] else { return .system(style) }\n"
                    + "        return ↓.custom(name, size: 17, relativeTo: style)\n    }\n"
                    + "    var title: Font { font(\"bold\", .title) }\n}",
                    message: "typeface `name`; use the system font"),
            // Menlo and Monaco are monospaced faces of their own: Root's is SF Mono.
            Example("let font = ↓NSFont(name: \"Menlo\", size: 14) ?? NSFont.systemFont(ofSize: 14)",
                    message: "typeface Menlo; use SF Mono (`.monospacedSystemFont(ofSize:weight:)`)"),
            // A face's name made by a call from a family and a weight: the family is the call up to the weight.
            Example("let title = Text(\"a\").font(↓.custom(Fonts.name(family: \"Brand\", weight: .medium), size: 17))",
                    message: "typeface `Fonts.name(family: \"Brand\"…)`; use the system font"),
        ],
        nonTriggeringExamples: [
            Example("Text(\"a\").font(.system(.body, design: .serif))"),
            Example("RoundedRectangle(cornerRadius: 8, style: .continuous)"),
            Example("path.lineCap = .round\nbutton.layer.cornerCurve = .continuous"),
            Example("Text(\"x\").fontDesign(.monospaced)"),
            Example("Image(systemName: \"star\").font(.custom(\"FontAwesome\", size: 20))"),
            Example("label.font = UIFont(name: \"SFProText-Semibold\", size: 17)"),
            Example("let style = ButtonBorderShape.roundedRectangle"),
        ],
        corrections: [
            Example("Text(\"Score\").fontDesign(.↓rounded)"):
                "Text(\"Score\").fontDesign(.default)",
            Example("Text(\"42\").font(.system(.largeTitle, design: .↓rounded))"):
                "Text(\"42\").font(.system(.largeTitle, design: .default))",
        ],
        // A weight, family or design is the team's choice: `--fix` leaves it, `--unsafe-fixes` changes it.
        fixSafety: .unsafe)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        // The designs are read once, here: every file asks which to search for (a `lazy var` read in the closure below was
        // worked out again each time it was asked).
        let designs = context.settings[Self.designs] ?? []
        let tree = context.tree
        var found: [Violation] = []
        // Designs, where a file writes one the profile leaves out (`rounded`, `SystemDesignRounded`): most files write
        // none, and a word such as `DesignSystem` on every screen made this loop read every token of them.
        let mentionsDesign = Self.designSpellings.contains { design, spellings in
            !designs.contains(design) && tree.mentions(spellings)
        }
        for i in mentionsDesign ? tree.code.indices : 0..<0 where tree.code[i].kind == .word {
            // Objective-C's constants are long words starting with `UI` or `NS`: only those are spelled out.
            let token = tree.code[i]
            let objectiveC = token.end - token.start > 28 && (tree.bytes[token.start] == UInt8(ascii: "U") || tree.bytes[token.start] == UInt8(ascii: "N"))
                ? ["UIFontDescriptorSystemDesign", "NSFontDescriptorSystemDesign"].first { tree.text(i).hasPrefix($0) } : nil
            if let objectiveC {
                let design = lowercasedFirst(String(tree.text(i).dropFirst(objectiveC.count)))
                guard !designs.contains(design), Self.knownDesigns.contains(design), let allowed = designs.first else { continue }
                found.append(Violation(tokens: i..<i + 1, message: "\(family(design)); use the \(allowed) design",
                                       fix: objectiveC + capitalized(allowed)))
                continue
            }
            guard tree.isPunct(i - 1, "."), tree.isWord(i, "rounded") || tree.isWord(i, "serif") || tree.isWord(i, "monospaced")
                    || tree.isWord(i, "default"), !designs.contains(tree.text(i)),
                  givesADesign(dot: i - 1, tree), let allowed = designs.first else { continue }
            found.append(Violation(tokens: i..<i + 1, message: "\(family(tree.text(i))); use `.\(allowed)`",
                                   fix: allowed))
        }
        // Typefaces by name: where a font is made, and where a token or a helper the module declares draws one (an
        // Objective-C macro's family, and that of a view's method that sets its own font, is reported where the
        // definition names it).
        let made = context.facts.constructors.lazy.filter { !$0.isIconSizing && $0.macro == nil && $0.setter == nil }
        // A use of a token of the same file whose value names the face (`gillSans.withSize(size)` beside `static let gillSans
        // = UIFont(name: "GillSans", size: 12)!`, `label.font = font` in the view that declares `var font = UIFont(name:
        // "Inter-Bold", size: 24)`) draws the face the file reports at the token: said once, there. A token made by a helper
        // (`loaded(name: "Brand-Bold", …)`) is a face of its own, said where it is declared.
        let usesAFace = context.facts.namedFontUses.contains { if case .custom = $0.spec.family { true } else { false } }
        let tokensNamingAFace = !usesAFace ? [] : Set(tree.declarations.lazy.filter { declaration in
            guard let value = declaration.value else { return false }
            return made.contains { constructor in
                if case .custom = constructor.spec.family { value.contains(constructor.call.lowerBound) } else { false }
            }
        }.map { tree.text($0.name) })
        // A name the file gives a token (`static let labelFont = UIFont._14MontserratLight`) draws the face said where it
        // is declared: its uses in the file are not said again.
        let faceUses = Set(context.facts.namedFontUses.lazy.filter { if case .custom = $0.spec.family { true } else { false } }.map(\.range))
        let aliases = faceUses.isEmpty ? [:] : Dictionary(tree.declarations.lazy.compactMap { declaration -> (String, Range<Int>)? in
            // Only a plain reference to another token; a token a helper makes (`loaded(name: …)`) is a face of its own.
            guard let value = declaration.value, faceUses.contains(value), !value.contains(where: { tree.isPunct($0, "(") })
            else { return nil }
            return (tree.text(declaration.name), value)
        }, uniquingKeysWith: { first, _ in first })
        // A face named by a constant of the file is said once, where its name is written.
        var said: Set<Int> = []
        let typefaces = made.flatMap { constructor -> [(Family?, Range<Int>, Range<Int>, Bool)] in
            let call = constructor.call
            // `font.withSize(12)` of such a token: the token's face, said there.
            if constructor.kind == .withSize, call.lowerBound > 0, tree.code[call.lowerBound - 1].kind == .word,
               tokensNamingAFace.contains(tree.text(call.lowerBound - 1)) { return [] }
            guard !constructor.faceNameLiterals.isEmpty else { return [(constructor.spec.family, call, call, constructor.makesSwiftUIFont)] }
            return constructor.faceNameLiterals.filter { said.insert($0).inserted }.map { literal in
                (tree.stringValue(literal..<literal + 1).map(Family.init(customFontName:)), literal..<literal + 1, call, constructor.makesSwiftUIFont)
            }
        }
            + context.facts.namedFontUses.lazy.filter { use in
                // A name the helper's own code computes (`.custom(name, …)` after `guard let name = config[key]`) is said
                // where the helper's body writes it, not again at each call that does not pass it.
                if case .custom(let name)? = use.spec.family, RuleContext.isNameFromCode(name), !tree.text(use.range).contains(name) {
                    return false
                }
                if let last = use.range.last, tree.code[last].kind == .word, let alias = aliases[tree.text(last)], alias != use.range {
                    return false
                }
                // `font`, `self.font`, `font.withSize(12)`.
                var first = use.range.lowerBound
                if tree.isWord(first, "self"), tree.isPunct(first + 1, "."), first + 2 < use.range.upperBound { first += 2 }
                return tree.code[first].kind != .word || !tokensNamingAFace.contains(tree.text(first))
            }.map { ($0.spec.family, $0.range, $0.range, $0.isSwiftUIFont) }
        let system = context.designSystem
        lazy var monospacedNames = FamilyNames(context.settings[Self.monospacedFamilyNames] ?? [])
        // Each face where it is reported (`range`) and the font that draws it (`call`), whose size a bypass's advice reads.
        for (family, range, call, isSwiftUI) in typefaces {
            guard case .custom(let name) = context.drawnFamily(family), !PictureNames.namesIconFont(name) else { continue }
            // A system typeface by name is the system's family, unless the name goes on with a design the profile leaves
            // out: `SFProRounded-Bold` is SF Pro Rounded.
            if let rest = context.profile.systemFamilies.remainder(ofTypeface: name) {
                if let design = Self.knownDesigns.first(where: { rest.hasPrefix($0) }), !designs.contains(design) {
                    found.append(Violation(tokens: range, message: "\(self.family(design)); use the system font"))
                }
                continue
            }
            let isCode = RuleContext.isNameFromCode(name)
            // A design system's brand families are the profile's own; a token or helper of the system is checked where its
            // sources declare it; in the sources, a name the code passes (`.custom(face.name, size: size)`) is the system's
            // plumbing for its own faces.
            if let system, system.catalog.isBrandFamily(name) || context.usesSystemToken(call)
                || system.isSource && isCode && !system.catalog.families.isEmpty { continue }
            // A name of letters, digits and a few marks is written as it is; any other is quoted, so that a report shown as
            // Markdown shows it as written.
            let isPlain = name.allSatisfy { $0.isLetter || $0.isNumber || " -._'&".contains($0) }
            let written = isCode || !isPlain ? "typeface \(Violation.codeSpan(name))" : "typeface \(name)"
            if let system, case let families = system.catalog.families, !families.isEmpty {
                let advice = system.isSource ? nil : context.bypassAdvice(at: call, size: size(call, context), weight: nil,
                                                                          swiftUI: isSwiftUI, platform: nil)
                found.append(Violation(tokens: range, message: "\(written), not one of the design system's families ("
                    + Self.listed(families) + ")" + (advice.map { "; " + $0 } ?? "")))
                continue
            }
            // A monospaced face is replaced by the system's monospaced family, not by SF Pro.
            let instead = monospacedNames.contains(typeface: name)
                ? "SF Mono (`\(monospacedSystemFont(isSwiftUI, context))`)" : "the system font"
            found.append(Violation(tokens: range, message: "\(written); use \(instead)"))
        }
        return found
    }

    /// A design system's families as a message names them: the first few, and how many more (a profile imported from a
    /// token file may list thousands, and every finding would carry them all).
    static func listed(_ families: [String]) -> String {
        let shown = 4
        guard families.count > shown + 1 else { return families.joined(separator: ", ") }
        return families.prefix(shown).joined(separator: ", ") + " and \(families.count - shown) more"
    }

    /// The system's monospaced font in the API of the font it replaces.
    private func monospacedSystemFont(_ isSwiftUI: Bool, _ context: RuleContext) -> String {
        switch context.facts.language {
        case .objectiveC: "[UIFont monospacedSystemFontOfSize:weight:]"
        case .swift: isSwiftUI ? ".system(_:design: .monospaced)" : ".monospacedSystemFont(ofSize:weight:)"
        }
    }

    /// The size of the font made or named at `range`, when known.
    private func size(_ range: Range<Int>, _ context: RuleContext) -> Double? {
        context.facts.constructors.first { $0.call == range }?.size ?? context.facts.namedFontUses.first { $0.range == range }?.spec.size
    }

    private static let knownDesigns: Set<String> = ["default", "serif", "monospaced", "rounded"]
    /// Each design as a member (`.rounded`) and in a type's name (`UIFontDescriptorSystemDesignRounded`): made once, not
    /// for every file.
    private static let designSpellings = knownDesigns.map { ($0, ByteWords($0, "Design" + capitalized($0))) }

    private func family(_ design: String) -> String { Family.system(design).description }

    /// `design: .rounded`, `.fontDesign(.rounded)`, `.withDesign(.rounded)`, `Font.Design.rounded`,
    /// `UIFontDescriptor.SystemDesign.rounded`.
    private func givesADesign(dot: Int, _ tree: SyntaxTree) -> Bool {
        if tree.isWord(dot - 1, "Design") || tree.isWord(dot - 1, "SystemDesign") { return true }
        if tree.isPunct(dot - 1, ":") { return tree.isWord(dot - 2, "design") }
        return tree.isPunct(dot - 1, "(") && (tree.isWord(dot - 2, "fontDesign") || tree.isWord(dot - 2, "withDesign"))
    }
}
