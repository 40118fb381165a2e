import TypeLintFonts
import TypeLintSyntax

extension RuleContext {
    /// The family a font draws: the system font for a typeface name the app writes but cannot draw (it bundles no font,
    /// see `drawsCustomFonts`) unless every Apple system installs that family (forbidden-font-family's
    /// `installedFamilyNames`); a name from code may be one the user picked among the installed fonts, and is kept.
    func drawnFamily(_ family: Family?) -> Family? {
        // A design system's brand family, however a face of it is named (`Inter_Medium`, `.matterMedium`): one family.
        if let catalog = designSystem?.catalog, case .custom(let name) = family, let brand = catalog.brandFamily(of: name) {
            return .custom(brand)
        }
        guard !drawsCustomFonts, case .custom(let name) = family, !Self.isNameFromCode(name),
              !profile.installedFamilies.contains(typeface: name)
        else { return family }
        return .sans
    }

    /// Whether a typeface's name was given in code (`Fonts.semiBold`, `fontName`) rather than as a family's name.
    public static func isNameFromCode(_ name: String) -> Bool {
        name.contains(".") || name.first.map { !$0.isUppercase } ?? true
    }


    /// The text style a design system's font token is named after, where typelint cannot read the token (its package
    /// is not in the repository: a theme's `theme.fonts.headline`, `theme.fonts.bodySB`): a dotted path of two or
    /// more names, or an implicit member given to a view of the module as its style (`ThemeText(title, style: .body)`),
    /// whose last name is a style's name (SwiftUI's or UIKit's, after a prefix of one or two letters), alone or before a
    /// capitalised suffix (`bodySB`: body; anytype's `uxTitle2Medium`: title 2, `caption1Regular`: caption). Only for
    /// rules that need the style alone, not its weight or family (max-text-styles, fixed-text-height).
    func styleNamed(byToken source: Range<Int>?, on platform: String) -> TextStyle? {
        guard let source, source.upperBound <= tree.code.count else { return nil }
        if source.count == 2 {
            // An implicit member given to a view of the module (`ThemeText(title, style: .body)`).
            guard tree.isPunct(source.lowerBound, "."), tree.code[source.lowerBound + 1].kind == .word else { return nil }
        } else {
            guard source.count >= 3, source.count % 2 == 1 else { return nil }
            for (offset, k) in source.enumerated() where offset % 2 == 0 ? tree.code[k].kind != .word : !tree.isPunct(k, ".") {
                return nil
            }
        }
        var name = tree.text(source.upperBound - 1)
        // A design system's prefix of one or two letters (`uxBodyRegular`, `dsTitle2`) is not part of the style's name.
        if let capital = name.prefix(3).firstIndex(where: \.isUppercase), capital > name.startIndex,
           name[..<capital].allSatisfy(\.isLowercase) {
            name = lowercasedFirst(String(name[capital...]))
        }
        // UIKit's names count too: `caption1Regular` is caption, `title1Semibold` title. What follows the style's name may
        // only say its weight (`bodySB`, `bodyRegular`): Compound's `bodySM` is a smaller size, not body.
        return styles(on: platform).map(\.style).filter { style in
            [style.rawValue, style.uiKitName].contains { spelling in
                name == spelling || name.hasPrefix(spelling) && name.dropFirst(spelling.count).first?.isUppercase == true
                    && Self.weightSuffixes.contains(name.dropFirst(spelling.count).lowercased())
            }
        }.max { $0.rawValue.count < $1.rawValue.count }
    }

    /// What a token's name may say after a style's name and still be that style (docs/name-conventions.md).
    static let weightSuffixes: Set<String> = [
        "regular", "r", "medium", "m", "semibold", "sb", "bold", "b", "light", "l", "heavy", "emphasized", "emphasis",
        "italic", "strong", "plain",
    ]

    /// The nameable styles of a platform's table at its default size category, in the HIG's order.
    func styles(on platform: String) -> [(style: TextStyle, metrics: TypeTables.StyleMetrics)] {
        profile.orderedStyles[platform] ?? []
    }

    /// The style with exactly this size (and this weight, when given), if exactly one has it.
    func uniqueStyle(size: Double, weight: Weight?, on platform: String) -> TextStyle? {
        let matches = styles(on: platform).filter { $0.metrics.size == size && (weight == nil || $0.metrics.weight == weight) }
        return matches.count == 1 ? matches[0].style : nil
    }

    /// The style whose size is nearest, for a suggestion when none matches exactly.
    /// Of styles as near, the one of the font's weight: an 18pt regular font is nearest body, not headline.
    func nearestStyle(size: Double, weight: Weight = .regular, on platform: String) -> (style: TextStyle, metrics: TypeTables.StyleMetrics)? {
        styles(on: platform).min {
            (abs($0.metrics.size - size), $0.metrics.weight == weight ? 0 : 1) < (abs($1.metrics.size - size), $1.metrics.weight == weight ? 0 : 1)
        }
    }

    /// The smallest style at or above the platform minimum (`.caption2` on iOS, `.footnote` on watchOS, where caption 2
    /// is 14pt and footnote 13pt); of two that size, the later in the HIG's order.
    func smallestAllowedStyle(on platform: String) -> (style: TextStyle, metrics: TypeTables.StyleMetrics)? {
        guard let minimum = profile.minimumSize(on: platform) else { return nil }
        return styles(on: platform).filter { $0.metrics.size >= minimum }.reversed().min { $0.metrics.size < $1.metrics.size }
    }

    /// The style a font is, or the one its size uniquely identifies (`size: 34` is large title on iOS).
    func style(of font: FontSpec, on platform: String) -> TextStyle? {
        if let style = font.style { return style }
        guard let size = font.size else { return nil }
        return uniqueStyle(size: size, weight: nil, on: platform)
    }

    /// The weight a use results in: the explicit weight, or the style's emphasized weight for `.bold()`.
    func weight(of use: WeightUse, on platform: String) -> Weight? {
        switch use.source.kind {
        case .explicit(let weight):
            return weight
        case .emphasis:
            guard let style = style(of: use.context, on: platform) else { return nil }
            return profile.tables.metrics(of: style, on: platform)?.emphasizedWeight
        }
    }

    /// A font as what replaces a call: itself where a font is written, `.font(…)` where the call is a view function
    /// applied to a view (`.plotFont(9)`).
    func fontSuggestion(_ font: String, onView: Bool) -> String {
        onView ? ".font(\(font))" : font
    }

    /// The weight a suggestion keeps: the font's own inside the profile's band, else the suggested style's (bold 48pt is
    /// not `.largeTitle.weight(.bold)`; `forbidden-font-weight` names the weight to use).
    func weightKept(_ weight: Weight, orStyles fallback: Weight) -> Weight {
        profile.weights.allowed.contains(weight) ? weight : fallback
    }

    /// Whether `bold-body` reports this use (so `forbidden-font-weight` leaves it alone).
    func isBoldBody(_ use: WeightUse) -> Bool {
        // The questions that need no lookup first: this is asked of every weight in the file.
        if case .explicit(let weight) = use.source.kind, weight != .bold { return false }
        guard !use.isControlLabel, let style = use.context.style, enabledRules.contains(BoldBodyRule.description.id) else {
            return false
        }
        return (profile.settings(BoldBodyRule.description.id)[BoldBodyRule.styles] ?? []).contains(style)
    }
}

extension RuleContext {
    /// The weight's own spelling with `new` in its place: `.fontWeight(.light)` → `.fontWeight(.regular)`, `weight: .thin`
    /// → `.regular`, `UIFontWeightThin` → `UIFontWeightRegular`, `.boldSystemFont(ofSize: 15)` → `.systemFont(ofSize: 15,
    /// weight: .semibold)`; `.bold()` becomes the weight it stands for. Nil where the weight is not written there (a
    /// shared `.fontWeight(titleWeight)`, a face's name: the face may not exist).
    func weightRespelled(_ use: WeightUse, from weight: Weight, as new: Weight) -> String? {
        if let call = boldSystemFontReplacement(use, weight: new) { return call }
        let text = tree.text(use.source.range)
        switch (use.source.kind, facts.language) {
        case (.emphasis, .swift) where descriptorWeight(use, new) == nil:
            return use.source.isViewModifier ? ".fontWeight(.\(new.rawValue))" : ".weight(.\(new.rawValue))"
        case (.explicit, .swift):
            for suffix in [".\(weight.rawValue)", ".\(weight.rawValue))"] where text.hasSuffix(suffix) {
                return text.dropLast(suffix.count) + ".\(new.rawValue)" + suffix.dropFirst(1 + weight.rawValue.count)
            }
            return nil
        case (.explicit, .objectiveC):
            return text == weightName(weight, onView: false) ? weightName(new, onView: false) : nil
        default:
            return nil
        }
    }

    /// A descriptor's bold trait (`withSymbolicTraits(.traitBold)`) names no weight: the descriptor given `weight` instead,
    /// in its framework's spelling; nil for any other weight.
    func descriptorWeight(_ use: WeightUse, _ weight: Weight) -> String? {
        let trait = use.source.range.lowerBound
        guard facts.language == .swift, use.source.range.count == 1, tree.isWord(trait, "traitBold") || tree.isWord(trait, "bold")
        else { return nil }
        // Inside `withSymbolicTraits(…)`, directly or in its list: not a trait given to something else (StyledTextKit's
        // `add(text:traits:)`).
        var open = Int(tree.enclosing[trait])
        if open >= 0, tree.isPunct(open, "[") { open = Int(tree.enclosing[open]) }
        guard open > 0, tree.isPunct(open, "("), tree.isWord(open - 1, "withSymbolicTraits") else { return nil }
        let (descriptor, font) = tree.isWord(trait, "bold") ? ("NSFontDescriptor", "NSFont") : ("UIFontDescriptor", "UIFont")
        return ".addingAttributes([.traits: [\(descriptor).TraitKey.weight: \(font).Weight.\(weight.rawValue).rawValue]])"
    }

    /// `.boldSystemFont(ofSize: 15)` has no weight argument to change: the call that replaces it. Only the system's own
    /// (`UIFont`'s, `NSFont`'s, or an implicit member): a type of the project's with a method of that name
    /// (`Theme.boldSystemFont(ofSize:)`) need not have `systemFont(ofSize:weight:)`.
    func boldSystemFontReplacement(_ use: WeightUse, weight: Weight) -> String? {
        let spelling = use.source.spelling
        switch facts.language {
        case .swift:
            let tree = self.tree, start = use.source.range.lowerBound
            // The receiver may sit before the finding's range (`Theme` of `Theme.boldSystemFont(ofSize: 13)`).
            let receiver = tree.isPunct(start, ".") && start > 0 && tree.code[start - 1].kind == .word ? tree.text(start - 1) : ""
            guard let open = spelling.range(of: "boldSystemFont(ofSize:"), spelling.hasSuffix(")"),
                  ["", ".", "UIFont.", "NSFont.", "UIKit.UIFont.", "AppKit.NSFont."].contains(receiver + spelling[..<open.lowerBound])
            else { return nil }
            let size = spelling[open.upperBound...].dropLast().trimmingCharacters(in: .whitespaces)
            return "\(spelling[..<open.lowerBound])systemFont(ofSize: \(size), weight: .\(weight.rawValue))"
        case .objectiveC:
            guard let open = spelling.range(of: "boldSystemFontOfSize:"), spelling.hasSuffix("]"),
                  ["[UIFont ", "[NSFont "].contains(String(spelling[..<open.lowerBound])) else { return nil }
            let size = spelling[open.upperBound...].dropLast().trimmingCharacters(in: .whitespaces)
            return "\(spelling[..<open.lowerBound])systemFontOfSize:\(size) weight:\(weightName(weight, onView: false))]"
        }
    }

    /// A text style as the file's language writes it: `.caption2` in Swift, `UIFontTextStyleCaption2`
    /// in Objective-C (UIKit calls title and caption `title1` and `caption1`).
    func styleName(_ style: TextStyle) -> String {
        switch facts.language {
        case .swift: "." + style.rawValue
        case .objectiveC: "UIFontTextStyle" + capitalized(style.uiKitName)
        }
    }

    /// A text style's font where SwiftUI code expects a `Font`: `.headline`, or `.system(.headline)` where the module declares
    /// a `Font.headline` of its own, which `.headline` would name instead.
    func styleFont(_ style: TextStyle) -> String {
        facts.stylesRedeclared.contains(style) ? ".system(\(styleName(style)))" : styleName(style)
    }

    /// A weight as written where it is used: `.fontWeight(.medium)` on a view, `.medium` in a font,
    /// `UIFontWeightMedium` in Objective-C.
    func weightName(_ weight: Weight, onView: Bool) -> String {
        switch facts.language {
        case .swift: onView ? ".fontWeight(.\(weight.rawValue))" : ".\(weight.rawValue)"
        case .objectiveC: "UIFontWeight" + capitalized(weight.rawValue)
        }
    }

    /// The UIKit font that scales a style: for a suggestion in place of a fixed system font.
    func preferredFont(_ style: TextStyle) -> String {
        switch facts.language {
        case .swift: ".preferredFont(forTextStyle: .\(style.uiKitName))"
        case .objectiveC: "[UIFont preferredFontForTextStyle:\(styleName(style))]"
        }
    }

    /// How to keep a custom font and still scale it with a style.
    func scaledFont(_ style: TextStyle) -> String {
        switch facts.language {
        case .swift where style == .body: "UIFontMetrics.default.scaledFont(for:)"
        case .swift: "UIFontMetrics(forTextStyle: .\(style.uiKitName)).scaledFont(for:)"
        case .objectiveC: "[[UIFontMetrics metricsForTextStyle:\(styleName(style))] scaledFontForFont:…]"
        }
    }
}

func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

func lowercasedFirst(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }

/// Where the settings of one UIKit or AppKit object meet (`nameField.font = …`, `nameField.textColor = …`): a name
/// declared in a block (`let nameField = …`) within that block, any other name of a stored property of the file
/// anywhere in the file (`self.nameField` always so), any other name within the block it is used in.
struct ObjectSettings {
    private let members: Set<String>
    /// `"\(block) \(name)"` for each name declared in a function's block.
    private let locals: Set<String>

    init(_ tree: SyntaxTree) {
        var members: Set<String> = [], locals: Set<String> = []
        for declaration in tree.declarations {
            let name = tree.text(declaration.name)
            if declaration.isMember { members.insert(name) } else { locals.insert("\(tree.enclosing[declaration.name]) \(name)") }
        }
        self.members = members
        self.locals = locals
    }

    /// The key of the object whose property's name follows the `.` at `dot` (`cell.detailLabel` of
    /// `cell.detailLabel.font`, `nameField` of `self.nameField.font`), nil when no name precedes it.
    func object(before dot: Int, _ tree: SyntaxTree) -> String? {
        var start = dot - 1
        guard start >= 0, tree.code[start].kind == .word else { return nil }
        while start >= 2, tree.isPunct(start - 1, "."), tree.code[start - 2].kind == .word { start -= 2 }
        if tree.isWord(start, "self"), start + 2 < dot { return tree.text(start + 2..<dot) }
        return key(tree.text(start..<dot), at: start, tree)
    }

    /// The key of a name declared or used at `k`.
    func key(_ name: String, at k: Int, _ tree: SyntaxTree) -> String {
        var block = Int(tree.enclosing[k])
        while block >= 0 {
            if locals.contains("\(block) \(name)") { return "\(block) \(name)" }
            block = Int(tree.enclosing[block])
        }
        return members.contains(name) ? name : "\(tree.enclosing[k]) \(name)"
    }
}
