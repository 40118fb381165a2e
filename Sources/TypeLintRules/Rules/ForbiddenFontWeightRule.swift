import TypeLintFonts
import TypeLintSyntax

/// `forbidden-font-weight`: a weight outside the profile's weight band.
public struct ForbiddenFontWeightRule: Rule {
    public static let description = RuleDescription(
        id: "forbidden-font-weight",
        name: "Forbidden Font Weight",
        summary: "A weight outside the profile's band (Root: regular, medium, semibold; bold only for serif display and title-1), also in a typeface's name (`Inter-Light`) and from `.bold()` where it means bold.",
        rationale: """
            HIG: avoid Ultralight, Thin and Light, which are hard to see when text is small. Root: "The system \
            uses three weights: 400, 510, and 590. Bold (700) is only for serif display and title-1." \
            `.bold()` is the style's emphasized weight from the HIG table (semibold for body and captions, \
            bold for large title, title 1 and title 2 on iOS); `.fontWeight(.bold)` is always bold.
            """,
        triggers: ["font", "Font", "weight", "Weight", "bold", "StyledTextBuilder"],
        triggeringExamples: [
            Example("Text(\"x\")↓.fontWeight(.light)",
                    message: "light, off the weight band; use `.fontWeight(.regular)`"),
            Example("Text(\"x\").font(.system(size: 17, weight: ↓.thin))"),
            Example("label.font = .systemFont(ofSize: 17, weight: ↓.ultraLight)",
                    message: "ultraLight, off the weight band; use `.regular`"),
            Example("Text(\"x\").font(.title2)↓.bold()",
                    message: "bold (`.title2` emphasized on iOS), off the weight band; use `.fontWeight(.semibold)`"),
            Example("Text(\"x\").font(.custom(↓\"Inter-Light\", size: 17, relativeTo: .body))",
                    message: "light, off the weight band; use a regular face of `Inter`"),
            Example("let heading = Font.title↓.weight(.heavy)"),
            // A weight chosen in place is each of its choices: the current step of a timeline is set in exact bold.
            Example("Text(step.title).font(.subheadline↓.weight(isCurrent ? .bold : .medium))",
                    message: "bold, off the weight band; use `.semibold`"),
            // A design system's own scale inside `UIFont`, with its own weights: another of those is suggested, not written.
            Example("""
                extension UIFont { enum Scale { case caption(weight: Heft = .medium) } }
                enum Heft { case light, medium }
                let style: UIFont.Scale = .caption(weight: ↓.light)
                """, message: "light, off the weight band; use `.medium`"),
            // A face's name built from the enum case a helper is given (`.bold` loading the black face): the face's weight,
            // said at the case.
            Example("""
                enum Face: String {
                    case regular, bold
                    var suffix: String {
                        switch self {
                        case .regular: return "Regular"
                        case .bold: return "Black"
                        }
                    }
                    var postScriptName: String { "Inter-" + suffix }
                    func load(_ size: CGFloat) -> UIFont? { UIFont(name: postScriptName, size: size) }
                }
                func brand(_ face: Face, size: CGFloat) -> UIFont? { face.load(size) }
                let title = brand(↓.bold, size: 28)
                """, message: "black, off the weight band; use a semibold face of `Inter`"),
            // A weight on a font typelint cannot read (a modifier's stored font) is judged where no style allows it.
            Example("""
                struct Tag: ViewModifier {
                    let font: Font
                    func body(content: Content) -> some View { content.font(font↓.weight(.heavy)) }
                }
                """, message: "heavy, off the weight band; use `.semibold`"),
        ],
        nonTriggeringExamples: [
            // Bold is title 1's: on a font of unknown style it may be that.
            Example("struct Tag: ViewModifier {\n    let font: Font\n    func body(content: Content) -> some View { content.font(font.weight(.bold)) }\n}"),
            Example("""
                enum Stroke { case line(weight: LineWeight) }
                enum LineWeight { case hairline, heavy }
                func draw(_ stroke: Stroke) {}
                draw(.line(weight: .heavy))
                """),
            Example("Text(\"x\").font(.caption).bold()"),
            Example("Text(\"x\").fontWeight(.semibold)"),
            Example("let display = Font.system(.largeTitle, design: .serif).weight(.bold)"),
            Example("Text(\"x\").foregroundColor(Color.black).background(.thinMaterial)"),
            Example("let gray = UIColor.lightGray"),
            Example("Text(\"x\").font(.custom(\"Inter-Medium\", size: 17, relativeTo: .body))"),
        ],
        corrections: [
            Example("Text(\"x\")↓.fontWeight(.light)"):
                "Text(\"x\").fontWeight(.regular)",
            Example("Text(\"x\").font(.title2)↓.bold()"):
                "Text(\"x\").font(.title2).fontWeight(.semibold)",
            Example("label.font = .systemFont(ofSize: 17, weight: ↓.ultraLight)"):
                "label.font = .systemFont(ofSize: 17, weight: .regular)",
            Example("let heading = Font.title↓.weight(.heavy)"):
                "let heading = Font.title.weight(.semibold)",
        ],
        // A weight, family or design is the team's choice: `--fix` leaves it, `--unsafe-fixes` changes it.
        fixSafety: .unsafe)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.facts.weightUses.compactMap { use in
            guard !context.isBoldBody(use) else { return nil }
            for platform in context.checkedPlatforms(use.platforms) {
                guard let weight = context.weight(of: use, on: platform), !isAllowed(weight, use, platform, context) else {
                    continue
                }
                return violation(use, weight, platform, context)
            }
            return nil
        } + context.definedStyles.compactMap { entry in
            // A design system's table of styles: each entry is a definition, its face's weight checked there.
            guard let weight = entry.token.weight, let range = entry.weight, !context.profile.weights.allowed.contains(weight),
                  let nearest = context.profile.weights.allowed.min(by: { distance($0, weight) < distance($1, weight) }) else { return nil }
            let article = "aeiou".contains(nearest.rawValue.first!) ? "an" : "a"
            return Violation(tokens: range, message: "\(weight.rawValue) in `\(entry.token.name)`, off the weight band; use \(article) \(nearest.rawValue) face")
        }
    }

    private func isAllowed(_ weight: Weight, _ use: WeightUse, _ platform: String, _ context: RuleContext) -> Bool {
        let band = context.profile.weights
        if band.allowed.contains(weight) { return true }
        // On a font of unknown style, a weight the band allows for some style may be that style's.
        if use.source.landsOnUnknownFont { return band.restricted.contains { $0.weight == weight } }
        let design: String = if case .system(let d) = use.context.family ?? .sans { d } else { "custom" }
        let style = context.style(of: use.context, on: platform)
        return band.restricted.contains { restriction in
            restriction.weight == weight && restriction.designs.contains(design)
                && style.map(restriction.styles.contains) == true
        }
    }

    private func violation(_ use: WeightUse, _ weight: Weight, _ platform: String, _ context: RuleContext) -> Violation {
        let band = context.profile.weights
        // A weight of the app's own type is replaced by one of the band the module names (its type's cases among them),
        // said but not written: only the type knows its cases.
        let own = use.source.ownTypeWeights
        let nearest = band.allowed.filter { own?.contains($0) ?? true }.min { a, b in
            distance(a, weight) != distance(b, weight) ? distance(a, weight) < distance(b, weight) : a > b
        }
        // Short (the column shows the weight, the profile's clause with the band's exceptions is said once per run).
        var what = "\(weight.rawValue),"
        if case .emphasis = use.source.kind, let style = context.style(of: use.context, on: platform) {
            what = "\(weight.rawValue) (`\(context.styleName(style))` emphasized on \(platform)),"
        }
        let advice = nearest.map { nearest in
            "; use " + (face(use.source, nearest)
                ?? "`" + (context.descriptorWeight(use, nearest) ?? context.boldSystemFontReplacement(use, weight: nearest)
                    ?? context.weightName(nearest, onView: use.source.isViewModifier)) + "`")
        } ?? (own == nil ? "" : "; use one of its type's weights in the band ("
            + band.allowed.sorted().map(\.rawValue).joined(separator: ", ") + ")")
        return Violation(tokens: use.source.range, message: "\(what) off the weight band\(advice)",
                         fix: own == nil ? nearest.flatMap { context.weightRespelled(use, from: weight, as: $0) } : nil)
    }

    /// A weight in a typeface's name is changed by naming another face of its family: "a regular face of `Inter`" for
    /// `"Inter-Light"`. The face's own name is the app's (`HelveticaNeue` has no `-Regular`, Charter no semibold), so it is
    /// not guessed; nil when the name is not written at the finding.
    private func face(_ source: WeightSource, _ weight: Weight) -> String? {
        let article = "aeiou".contains(weight.rawValue.first!) ? "an" : "a"
        // A face named through a macro or a constant (`fontWithName:kBoldFace`) is still a face: its constructor takes
        // no weight.
        if let family = source.face { return "\(article) \(weight.rawValue) face of \(Violation.codeSpan(family))" }
        let spelling = source.spelling
        let quote = spelling.hasPrefix("@\"") ? "@\"" : "\""
        guard spelling.hasPrefix(quote), spelling.hasSuffix("\""), spelling.count > quote.count + 1 else { return nil }
        let name = spelling.dropFirst(quote.count).dropLast()
        guard let dash = name.lastIndex(of: "-"), Weight(fontNameSuffix: String(name)) != nil else { return nil }
        return "\(article) \(weight.rawValue) face of \(Violation.codeSpan(String(name[..<dash])))"
    }

    private func distance(_ a: Weight, _ b: Weight) -> Int {
        abs(Weight.allCases.firstIndex(of: a)! - Weight.allCases.firstIndex(of: b)!)
    }
}
