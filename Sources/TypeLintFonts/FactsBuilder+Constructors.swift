import TypeLintSyntax

/// Font constructors, helper calls, named font uses and the weights written inside font expressions.
extension FactsBuilder {
    mutating func addConstructors(in chain: Chain) {
        if !evaluator.index.trackingFunctions.isEmpty { addTrackingCalls(chain) }
        if let accessor = GeneratedFontAccessor(chain, in: tree) { return addGeneratedAccessor(accessor, chain) }
        addNamedFontUse(chain)
        for (position, link) in chain.links.enumerated() {
            // `Text(…).default_text_style_white_500(styleSize: 9)`, `label.setTheme(title, size: 9)`: the app's function
            // sets a font of the size passed. A SwiftUI function that scales what it sets (`relativeTo:`) is a named font
            // where it is called: its size is still checked. A view's method setting its own font is checked at the size
            // the call passes, scaled or not (see `FontConstructor.setter`). A function that hands its size to a
            // `ViewModifier` (`.plotLabel(10)` applying `PlotFixedFont(points: points)`) counts where the modifier makes a
            // font of it: the argument is the one whose value the font's size is.
            if position > 0, link.isMember, let name = link.name, let arguments = chain.arguments(of: link),
               case let bytes = tree.bytes[tree.code[name].range], case let applies = evaluator.index.isModifierFunction(bytes),
               applies || evaluator.index.isStylingViewFunction(bytes) || evaluator.index.setsReceiversFont(bytes),
               let helper = evaluator.helper(tree.text(name), arguments, at: name), helper.sizeParameter != nil || applies,
               let spec = evaluator.evaluate(link.start..<link.end),
               case let passed = applies ? argument(in: arguments, sized: spec.size) : passedSize(helper, arguments),
               !applies || passed != nil {
                let platforms = platforms(at: chain.start, forType: platformType(of: chain))
                if !helper.scales || helper.setsReceiversFont {
                    addHelperCall(helper, passed, link.start..<link.end, spec, chain, platforms, onView: true)
                } else if !insideIconFont[link.start] {
                    var use = NamedFontUse(range: link.start..<link.end, spec: spec, platforms: platforms, isSwiftUIFont: true)
                    use.isViewModifier = true
                    facts.namedFontUses.append(use)
                }
                continue
            }
            guard let nameIndex = link.name, let arguments = chain.arguments(of: link), let open = link.argumentsOpen,
                  isName(nameIndex, in: Self.constructorNames) else { continue }
            let name = tree.text(nameIndex)
            let labels = arguments.map { $0.label.map { tree.text($0) } ?? "_" }
            let owner = position == 0 ? nil : chain.links[position - 1].name.map { tree.text($0) }
            // `.custom(…)`, `Font.custom(…)`, or a bare `custom(…)` in `extension Font`.
            let extended = link.isMember || position > 0 || tree.isWord(nameIndex - 1, "func") ? nil : tree.qualifiedTypeName(at: nameIndex)
            let implicitOrOn: (Set<String>) -> Bool = { types in
                link.isMember ? position == 0 || (position == 1 && owner.map(types.contains) == true)
                    : extended.map(types.contains) == true
            }
            var kind: FontConstructor.Kind?
            var sizeLabel = "size"
            switch name {
            case "system" where labels.first == "size" && implicitOrOn(["Font"]):
                kind = .systemSize
            // SwiftUI's takes the face's name first, unlabelled: an app's own `custom(size:weight:)` is a helper.
            case "custom" where implicitOrOn(["Font"]) && labels.count >= 2 && labels[0] == "_":
                if labels.contains("fixedSize") {
                    kind = .customFixedSize
                    sizeLabel = "fixedSize"
                } else if labels.contains("relativeTo") {
                    kind = .customRelativeSize
                } else if labels.contains("size") {
                    kind = .customSize
                }
            case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
                if labels.first == "ofSize", implicitOrOn(["UIFont", "NSFont"]) {
                    kind = .platformSystem
                    sizeLabel = "ofSize"
                }
            case let name where FontConstructor.appKitElementFonts.contains(name):
                if labels.first == "ofSize", implicitOrOn(["NSFont"]) {
                    kind = .platformSystem
                    sizeLabel = "ofSize"
                }
            case "UIFont", "NSFont", "init":
                // `UIFont(…)` or `UIFont.init(…)`. `UIFont(descriptor: d, size: 0)` keeps the descriptor's size, and `size:
                // d.pointSize` the size of a font that may scale: only a size written as a number is fixed here.
                let isInitializer = position == 0 && !link.isMember && name != "init"
                    || position == 1 && link.isMember && name == "init" && owner.map { $0 == "UIFont" || $0 == "NSFont" } == true
                if isInitializer, labels.starts(with: ["name", "size"])
                    || labels == ["descriptor", "size"] && arguments.last.flatMap({ evaluator.sizeValue($0.value).value }) != nil {
                    kind = .platformNamed
                }
            case "withSize" where link.isMember && arguments.count == 1:
                kind = .withSize
                sizeLabel = "_"
            default:
                break
            }
            guard let kind, let sizeArgument = arguments.first(where: { ($0.label.map { tree.text($0) } ?? "_") == sizeLabel })?.value
            else { continue }
            let fontName = kind == .customSize || kind == .customFixedSize || kind == .customRelativeSize || kind == .platformNamed
                ? arguments.first.map { tree.text($0.value) } : nil
            let size = evaluator.sizeValue(sizeArgument)
            let call = link.start..<min(Int(tree.partner[open]) + 1, tree.code.count)
            let spec = evaluator.evaluate(chain.prefix(through: position))
                ?? FontSpec(size: size.value, family: kind == .platformNamed ? nil : .sans)
            var constructor = FontConstructor(
                kind: kind, call: call, sizeArgument: sizeArgument, size: size.value, sizeConstant: size.constant,
                spec: spec, isScaled: size.isScaled || insideScaledFont[call.lowerBound] || isScaledLater(chain),
                isIconSizing: insideIconFont[call.lowerBound] || fontName.map(PictureNames.namesIconFont) == true
                    || namesAPicture(givenName(chain.start)) || setsAPictureLabel(chain.start) || isMeasured(chain, after: position)
                    || size.constant.map(PictureNames.namesPictureSize) == true,
                platforms: platforms(at: call.lowerBound, forType: platformType(of: chain) ?? extended))
            if size.value == nil, !size.isScaled { constructor.sizeChoices = evaluator.sizeChoices(sizeArgument) }
            constructor.isFittedSize = size.value == nil && (readsLayoutSize(sizeArgument) || insideImageDrawing[call.lowerBound])
            if fontName != nil, let nameArgument = arguments.first?.value {
                constructor.faceNameLiterals = faceNameLiterals(nameArgument)
                // A helper that draws whichever face it is given draws their family, when they share one: said there, once.
                if constructor.faceNameLiterals.isEmpty, let faces = facesDrawn(by: nameArgument),
                   case let families = Set(faces.compactMap { tree.stringValue($0..<$0 + 1).map(Family.init(customFontName:)) }),
                   families.count == 1 {
                    constructor.spec.family = families.first
                }
            }
            facts.constructors.append(constructor)
        }
    }

    /// The literals of a constant or variable of this file that `argument` names (`boldName`, `UIFont.sansBold`): its value,
    /// the very name the argument is evaluated to, and those it is set to later; or the literal an enum of the file gives
    /// the case it names, by raw value (`FontName.bold.rawValue` beside `case bold = "Inter-Bold"`) or by a property that
    /// picks by `switch self` (`FontStyle.robotoBold.name` beside `case .robotoBold: "Roboto-Bold"`).
    private mutating func faceNameLiterals(_ argument: Range<Int>) -> [Int] {
        guard tree.code[argument.lowerBound].kind == .word, let name = evaluator.dottedName(argument) else { return [] }
        let parts = name.split(separator: ".").map(String.init)
        guard let declared = evaluator.constants.stringDeclaration(parts[parts.count - 1], at: argument.lowerBound, tree),
              let value = tree.stringValue(declared.literal..<declared.literal + 1), evaluator.string(argument) == value
        else {
            guard parts.count >= 3, let chosen = faceNames(parts[parts.count - 1], ofType: parts[parts.count - 3])?
                .byName[parts[parts.count - 2]] else { return [] }
            return [chosen]
        }
        // Found once per variable: a catalogue's fonts share a few.
        if reassignedFaceNames[declared.name] == nil {
            reassignedFaceNames[declared.name] = FileConstants.literalsAssigned(toVariableAt: declared.name, tree)
        }
        return [declared.literal] + reassignedFaceNames[declared.name]!
    }

    /// The faces' literals a helper may draw through `argument`: a parameter or property of an enum of the file
    /// (`style.name` with `style: FontStyle`, `face.rawValue` with `var face: Typeface`), each case's; a variable declared
    /// without a value (`var fontString: String`), each it is given.
    private func facesDrawn(by argument: Range<Int>) -> [Int]? {
        guard tree.code[argument.lowerBound].kind == .word, let name = evaluator.dottedName(argument) else { return nil }
        let parts = name.split(separator: ".").map(String.init)
        if parts.count == 1 { return evaluator.constants.literalsAssigned(toUninitialized: name, at: argument.lowerBound, tree) }
        guard parts.count == 2 else { return nil }
        let enclosingType = tree.qualifiedTypeName(at: argument.lowerBound)
        guard let declaredType = tree.functions.last(where: { $0.body.contains(argument.lowerBound) })?
            .parameters.first(where: { $0.name == parts[0] })?.type
            ?? tree.declarations.first(where: { $0.isMember && $0.enclosingType == enclosingType && tree.identifier($0.name) == parts[0] })?.type
        else { return nil }
        return faceNames(parts[1], ofType: tree.text(declaredType))?.cases.map(\.literal)
    }

    /// Each case of the file's enum `type` with the string literal `member` gives it, and by the case's name; nil unless
    /// every case has one. Worked out once for each type and member.
    private func faceNames(_ member: String, ofType type: String) -> (cases: [(name: String, literal: Int)], byName: [String: Int])? {
        let key = type + "." + member
        if let known = faceNameCache.byMember[key] { return known }
        let found = casesNamingFaces(member, ofType: type).map { cases in
            (cases, Dictionary(cases.map { ($0.name, $0.literal) }, uniquingKeysWith: { first, _ in first }))
        }
        faceNameCache.byMember[key] = .some(found)
        return found
    }

    /// Each case of the file's enum `type` with the string literal `member` gives it; nil unless every case has one.
    private func casesNamingFaces(_ member: String, ofType type: String) -> [(name: String, literal: Int)]? {
        if member == "rawValue" {
            guard let body = tree.typeBodies.first(where: { !$0.isExtension && TypeBody.ownName($0.qualifiedName) == type })
            else { return nil }
            var cases: [(name: String, literal: Int)] = []
            for k in body.open + 1..<body.close where tree.isWord(k, "case") && Int(tree.enclosing[k]) == body.open {
                // `case regular = "Inter-Regular", bold = "Inter-Bold"`
                var at = k + 1
                repeat {
                    guard tree.code[at].kind == .word, tree.isToken(at + 1, .operator, "="), tree.stringValue(at + 2..<at + 3) != nil
                    else { return nil }
                    cases.append((tree.text(at), at + 2))
                    at += 4
                } while tree.isPunct(at - 1, ",")
            }
            return cases.isEmpty ? nil : cases
        }
        for declaration in tree.declarations where declaration.isMember && !declaration.isStatic && tree.identifier(declaration.name) == member {
            guard declaration.enclosingType.map(TypeBody.ownName) == type, let getter = declaration.getter,
                  let statement = tree.switchStatement(at: getter.lowerBound), statement.subject.count == 1,
                  tree.isWord(statement.subject.lowerBound, "self") else { continue }
            let cases = statement.cases.compactMap { branch -> (name: String, literal: Int)? in
                guard branch.patterns.count == 1, let pattern = branch.patterns.first, pattern.count == 2,
                      tree.isPunct(pattern.lowerBound, "."), branch.body.count == 1, tree.stringValue(branch.body) != nil
                else { return nil }
                return (tree.text(pattern.lowerBound + 1), branch.body.lowerBound)
            }
            return cases.count == statement.cases.count ? cases : nil
        }
        return nil
    }

    /// A chain that starts with a font the index knows: a token (`.legal`, `Theme.caption`) or a helper's call.
    /// A helper that makes a font of the size its caller passes (`UIFont.appFont(ofSize: 9)`) is a sized
    /// constructor at each call; any other named font is a use whose size is checked.
    mutating func addNamedFontUse(_ chain: Chain) {
        // `func appFont(ofSize size: CGFloat)` declares the helper; it does not call it.
        guard let first = chain.base.name, !tree.isWord(chain.start - 1, "func"),
              startsReference(first) || isName(first, in: Self.fontTypes) || isNamedFontArgument(first)
                || chain.links.dropFirst().contains(where: { $0.name.map { evaluator.index.namesFontMethod(tree.bytes[tree.code[$0].range]) } == true }),
              chain.links[0].isMember || !tree.isParameter(tree.identifier(first), at: first),
            let (spec, count, isNamed, helper) = evaluator.base(of: chain), count > 0 else { return }
        // `UIFont.normalSmall.pointSize * 2` for a row's height: the font is measured, not drawn.
        guard !isMeasured(chain, after: count - 1) else { return }
        let last = chain.links[count - 1]
        let range = chain.start..<last.end
        let platforms = platforms(at: chain.start, forType: platformType(of: chain))
        if let helper, helper.sizeParameter != nil, !helper.scales, let arguments = chain.arguments(of: last) {
            return addHelperCall(helper, passedSize(helper, arguments), range, spec, chain, platforms)
        }
        // A size to check, or a typeface the use draws (`.font(.f(.regular, .body))`, whose helper names Avenir Next).
        let namesTypeface = if case .custom = spec.family { true } else { false }
        guard isNamed, spec.size != nil || namesTypeface, !insideIconFont[range.lowerBound] else { return }
        facts.namedFontUses.append(NamedFontUse(range: range, spec: spec, platforms: platforms, isSwiftUIFont: isSwiftUIFont(at: chain.start)))
    }

    /// `.spaced(2)`: a call of one of the module's view functions that sets tracking from a parameter, with what it is given.
    mutating func addTrackingCalls(_ chain: Chain) {
        for link in chain.modifiers {
            guard let name = link.name, let label = evaluator.index.trackingFunctions[tree.text(name)],
                  let argument = chain.arguments(of: link)?.first(where: { evaluator.label($0) == label }) else { continue }
            facts.trackingCalls.append((link.start..<link.end, argument.value))
        }
    }

    /// A code generator's accessor that makes a font of the size it is given (`FontFamily.Inter.medium.font(size: 9)`): a
    /// constructor of that size where it is called.
    mutating func addGeneratedAccessor(_ accessor: GeneratedFontAccessor, _ chain: Chain) {
        let size = evaluator.sizeValue(accessor.sizeArgument)
        var spec = accessor.spec
        spec.size = size.value
        let call = chain.start..<accessor.call.upperBound
        facts.constructors.append(FontConstructor(
            kind: accessor.kind, call: call, sizeArgument: accessor.sizeArgument, size: size.value, sizeConstant: size.constant, spec: spec,
            isScaled: size.isScaled || insideScaledFont[call.lowerBound], isIconSizing: insideIconFont[call.lowerBound]
                || namesAPicture(givenName(chain.start)) || setsAPictureLabel(chain.start),
            platforms: platforms(at: chain.start, forType: nil)))
    }

    /// Whether the font expression at `start` is SwiftUI's: given to `.font(…)` or `Font(…)`, not assigned (`label.font =
    /// .legal`); elsewhere, what the file's one UI framework makes.
    func isSwiftUIFont(at start: Int) -> Bool {
        if tree.isPunct(start - 1, "("), tree.isWord(start - 2, "font") || tree.isWord(start - 2, "Font") { return true }
        if tree.isToken(start - 1, .operator, "=") || tree.isPunct(start - 1, "(") && tree.isWord(start - 2, "UIFont") { return false }
        return evaluator.expectedFontType == "Font"
    }

    /// Whether a size argument is a parameter of the function it is written in, and that function's calls are checked with
    /// the size they pass (`modifier(FixedFont(size: size))` in `func fixedFont(_ size: CGFloat) -> some View`, a font
    /// helper calling another): the font is reported where it is made and at those calls, not where it is handed on.
    func handsOnParameter(_ argument: Range<Int>) -> Bool {
        guard argument.count == 1, tree.code[argument.lowerBound].kind == .word, case let name = tree.identifier(argument.lowerBound),
              let function = tree.functions.last(where: { $0.body.contains(argument.lowerBound) }),
              function.parameters.contains(where: { $0.name == name }) else { return false }
        let called = tree.bytes[tree.code[function.name].range]
        return ModuleIndex.returnsFont(function, in: tree) || evaluator.index.isModifierFunction(called)
            || evaluator.index.isStylingViewFunction(called)
    }

    /// The argument a call passes as the helper's size parameter, if it passes one.
    func passedSize(_ helper: FontHelper, _ arguments: ArraySlice<Chain.Argument>) -> Range<Int>? {
        let bound = helper.function.parameters.first { $0.name == helper.sizeParameter }
        return arguments.first { evaluator.label($0) == bound?.label }?.value
    }

    /// The one argument whose value is `size` (a number, or a name of one), if one is.
    func argument(in arguments: ArraySlice<Chain.Argument>, sized size: Double?) -> Range<Int>? {
        guard let size else { return nil }
        let sized = arguments.filter { evaluator.sizeValue($0.value).value == size }
        return sized.count == 1 ? sized.first?.value : nil
    }

    /// A call of a helper that makes a font of the size it is passed (`UIFont.appFont(ofSize: 10)`, a styling function's
    /// `.default_text_style(styleSize: 16)`): a constructor of that size where it is called. `passed`: the call's size
    /// argument, nil where the call leaves the size to the helper's default.
    mutating func addHelperCall(_ helper: FontHelper, _ passed: Range<Int>?, _ range: Range<Int>, _ spec: FontSpec,
                                _ chain: Chain, _ platforms: Platforms, onView: Bool = false) {
        // A size left to the helper's default is stated in the helper's code (reported there), unless the default is a number
        // that a helper making a font returns.
        if passed == nil, helper.isInitializer || helper.setsReceiversFont || spec.size == nil { return }
        if let passed, handsOnParameter(passed) { return }
        let sizeArgument = passed ?? range
        let size = evaluator.sizeValue(sizeArgument)
        var made = FontConstructor(
            kind: helper.sizeScalesWithBody ? .customSize : .helperCall, call: range, sizeArgument: sizeArgument, size: size.value ?? spec.size,
            sizeConstant: size.constant, spec: spec, isScaled: size.isScaled || insideScaledFont[range.lowerBound],
            isIconSizing: insideIconFont[range.lowerBound] || namesAPicture(givenName(chain.start)) || setsAPictureLabel(chain.start),
            platforms: platforms)
        // `static func appFont(size:) -> Font`, a styling view function: SwiftUI's; `-> UIFont`, in `extension UIFont`, or a
        // view's method that sets its own font (returning nothing, not an initializer): not.
        let platformTypes: Set<String> = ["UIFont", "NSFont"]
        if helper.setsReceiversFont { made.setter = helper.tree.text(helper.function.name) }
        made.isViewModifier = onView && made.setter == nil
        made.makesSwiftUIFont = !(helper.function.returnType.map { platformTypes.contains(helper.tree.text($0)) } ?? false)
            && !(helper.function.enclosingType.map(platformTypes.contains) ?? false) && made.setter == nil
        facts.constructors.append(made)
    }

    /// The name a value is given in `name = value`, `name: Type = value` (a property, a variable, a
    /// parameter's default) or `label: value` (an argument), if the expression at `start` is that value.
    func givenName(_ start: Int) -> Int? {
        if tree.isPunct(start - 1, ":") { return start >= 2 && tree.code[start - 2].kind == .word ? start - 2 : nil }
        guard tree.isToken(start - 1, .operator, "=") else { return nil }
        // A type annotation (`Font`, `UIFont?`) follows a colon within the same declaration or parameter.
        var colon: Int?
        var k = start - 2
        while k >= max(0, start - 8) {
            if tree.isPunct(k, ":") {
                colon = k
                break
            }
            if tree.startsLine(k) || tree.isPunct(k, "(") || tree.isPunct(k, ",") { break }
            k -= 1
        }
        let name = colon.map { $0 - 1 } ?? start - 2
        return name >= 0 && tree.code[name].kind == .word ? name : nil
    }

    /// Whether a name says the font sizes a picture: `symbolFont`, `iconFont`, `glyphFont`, `emojiFont`.
    func namesAPicture(_ name: Int?) -> Bool {
        name.map { PictureNames.startsWithPicture(tree.text($0)) } ?? false
    }

    /// Whether a size is worked out from the layout (`geometry.size.width * 0.56`, `bounds.height / 2`): the text is
    /// fitted to the shape it sits in, an avatar's initials or a badge, as a picture is, and does not follow the reader's
    /// text size by design.
    /// A choice between sizes by the layout (`geometry.size.width < 400 ? 24 : 28`) is a fixed size for each layout. So is
    /// a size in proportion to the screen (`UIScreen.main.bounds.height / 50`) or a small part of a view
    /// (`reader.size.width / 31`, under `smallestFittedShare`): that is a line of text in a screen's layout, which keeps
    /// its size whatever text size the reader chose, not text filling its shape.
    func readsLayoutSize(_ range: Range<Int>) -> Bool {
        !range.contains { tree.code[$0].kind == .operator && ["<", ">", "<=", ">=", "?"].contains(tree.text($0)) }
            && !range.contains { tree.isWord($0, "UIScreen") || tree.isWord($0, "NSScreen") }
            && !range.contains { k in layoutShare(after: k).map { $0 < Self.smallestFittedShare } ?? false }
            && range.contains { k in
            tree.isPunct(k - 1, ".") && (tree.isWord(k, "width") || tree.isWord(k, "height"))
                && (tree.isWord(k - 2, "size") || tree.isWord(k - 2, "bounds") || tree.isWord(k - 2, "frame"))
        }
    }

    /// The least share of its shape a fitted text takes: an avatar's initials are `* 0.4` of the circle, a badge's count
    /// half of it; a size an eighth of a view's width or less is a line of text laid out in it.
    static let smallestFittedShare = 0.125

    /// The share a `/ N` or `* F` at `k` takes of what it follows (`1 / N`, `F`), when written as a number.
    private func layoutShare(after k: Int) -> Double? {
        guard tree.code[k].kind == .operator, k + 1 < tree.code.count, tree.code[k + 1].kind == .number,
              let number = Double(tree.text(k + 1).replacingOccurrences(of: "_", with: "")), number > 0 else { return nil }
        switch tree.text(k) {
        case "/": return 1 / number
        case "*": return number
        default: return nil
        }
    }

    /// Whether the font at `start` is set on a label named for a picture: `emojiLabel.font = …`, or `label.font = …`
    /// inside the closure that makes one (`let emojiLabel: UILabel = { let label = UILabel(); label.font = …; … }()`).
    func setsAPictureLabel(_ start: Int) -> Bool {
        guard let name = givenName(start), name >= 2, tree.isWord(name, "font"), tree.isPunct(name - 1, ".") else { return false }
        if namesAPicture(name - 2) { return true }
        var open = Int(tree.enclosing[start])
        while open >= 0, !tree.isPunct(open, "{") { open = Int(tree.enclosing[open]) }
        guard open >= 0, let made = givenName(open), made >= 1, tree.isWord(made - 1, "let") || tree.isWord(made - 1, "var")
        else { return false }
        return namesAPicture(made)
    }

    /// Whether the font made by the link at `position` is only measured, never drawn: the next link reads one of its
    /// metrics (`UIFont.systemFont(ofSize: 17).lineHeight` for a scroll offset).
    func isMeasured(_ chain: Chain, after position: Int) -> Bool {
        guard position + 1 < chain.links.count, chain.links[position + 1].isMember,
              chain.links[position + 1].argumentRange == nil, let name = chain.links[position + 1].name else { return false }
        return Self.fontMetrics.contains(tree.text(name))
    }

    static let fontMetrics: Set<String> = ["lineHeight", "ascender", "descender", "capHeight", "xHeight", "leading", "pointSize"]

    /// Whether the font the chain makes is kept in a local that the same scope scales (`let font = systemFont(ofSize:
    /// size)`, then `UIFontMetrics(forTextStyle: style).scaledFont(for: font)`): what is drawn grows with Dynamic Type.
    mutating func isScaledLater(_ chain: Chain) -> Bool {
        var k = chain.start
        // The fallback after `??` (`UIFont(name: …, size: 18) ?? .systemFont(ofSize: 18)`) is what the name holds too.
        while k >= 2, tree.isToken(k - 1, .operator, "??") {
            var j = k - 2
            while j > 0 {
                if tree.isPunct(j, ")") || tree.isPunct(j, "]") || tree.isToken(j, .operator, "!") || tree.isToken(j, .operator, "?") {
                    j = tree.isPunct(j, ")") || tree.isPunct(j, "]") ? Int(tree.partner[j]) - 1 : j - 1
                } else if tree.code[j].kind == .word, tree.isPunct(j - 1, ".") {
                    j -= 2
                } else {
                    break
                }
            }
            guard j >= 0, j < k - 1 else { return false }
            k = tree.code[j].kind == .word ? j : j + 1
        }
        if isBaseScaledElsewhere(chain) { return true }
        guard k >= 3, tree.isToken(k - 1, .operator, "=") else { return false }
        // `let font = …` or `let font: UIFont = …`.
        let name = tree.isPunct(k - 3, ":") && k >= 5 ? k - 4 : k - 2
        guard tree.code[name].kind == .word, tree.isWord(name - 1, "let") || tree.isWord(name - 1, "var") else { return false }
        let scope = Int(tree.enclosing[k])
        guard scope >= 0, case let end = Int(tree.partner[scope]), end > chain.end else { return false }
        let local = tree.bytes[tree.code[name].range]
        // Found once: a type of thousands of fonts asks for each.
        if scaledFontWords == nil { scaledFontWords = tree.words("scaledFont") }
        return scaledFontWords!.contains { use in
            use > chain.end && use < end && tree.isPunct(use + 1, "(") && tree.isWord(use + 2, "for") && tree.isPunct(use + 3, ":")
                && use + 4 < tree.code.count && tree.code[use + 4].kind == .word && tree.bytes[tree.code[use + 4].range].elementsEqual(local)
        }
    }

    /// Whether the chain makes the font of a property or a function that the module passes to `scaledFont(for:)`
    /// (`static let base = UIFont.systemFont(ofSize: 17)`, scaled in another file as `scaledFont(for: Fonts.base)`).
    mutating func isBaseScaledElsewhere(_ chain: Chain) -> Bool {
        let scaled = evaluator.index.scaledFontArguments
        guard !scaled.isEmpty else { return false }
        // Found once: a type of thousands of fonts asks for each.
        if scaledBases == nil {
            scaledBases = tree.declarations.compactMap { declaration in
                scaled.contains(nameHash(tree.identifierBytes(declaration.name))) ? declaration.value : nil
            } + tree.functions.compactMap { function in
                scaled.contains(nameHash(tree.identifierBytes(function.name))) ? function.body : nil
            }
        }
        return scaledBases!.contains { $0.contains(chain.start) }
    }

    // MARK: - Weights inside font expressions

    mutating func addFontWeightUses(in chain: Chain) {
        let platforms = platforms(at: chain.start, forType: platformType(of: chain))
        // `UIFont.Weight.light`, `Font.Weight.thin` written anywhere (attribute dictionaries, descriptors).
        if let base = chain.base.name, isName(base, in: Self.fontTypes), chain.links.count == 3,
           chain.links[1].name.map({ tree.text($0) }) == "Weight", let last = chain.links[2].name,
           let weight = Weight(rawValue: tree.text(last)) {
            let range = chain.start..<chain.end
            addUse(.explicit(weight), range, context: FontSpec(), platforms)
            return
        }
        for (position, link) in chain.links.enumerated() {
            guard let nameIndex = link.name else { continue }
            guard isName(nameIndex, in: Self.weightNames) else {
                addHelperWeightUse(link, at: position, in: chain, platforms)
                continue
            }
            let name = tree.text(nameIndex)
            let arguments = chain.arguments(of: link) ?? []
            // A weight argument or a weight in a custom font's name, on a constructor.
            if isName(nameIndex, in: Self.constructorNames), link.argumentRange != nil,
               let context = evaluator.evaluate(chain.prefix(through: position)) {
                if let weightArgument = arguments.first(where: { $0.label.map { tree.text($0) } == "weight" }),
                   case let weights = evaluator.weightChoices(weightArgument.value), !weights.isEmpty {
                    for weight in weights { addUse(.explicit(weight), weightArgument.value, context: context, platforms) }
                } else if name == "boldSystemFont", let open = link.argumentsOpen {
                    addUse(.explicit(.bold), link.start..<Int(tree.partner[open]) + 1, context: context, platforms)
                } else if ["custom", "UIFont", "NSFont"].contains(name), let nameArgument = arguments.first,
                          let fontName = tree.stringValue(nameArgument.value), let weight = Weight(fontNameSuffix: fontName) {
                    addUse(.explicit(weight), nameArgument.value, context: context, platforms)
                }
                continue
            }
        }
        // `.weight(.x)` and `.bold()` applied to a font expression (not to a view), each with the font it lands on:
        // one pass over the chain, so that a chain of a million `.bold()`s stays linear.
        var uses: [(WeightSource.Kind, Range<Int>, FontSpec)] = []
        guard chain.links.dropFirst().contains(where: { link in
            link.name.map { tree.isWord($0, "weight") || tree.isWord($0, "bold") || tree.isWord($0, "withSymbolicTraits") } == true
        }) else { return }
        let folded = evaluator.fold(chain) { position, context in
            let link = chain.links[position]
            guard let nameIndex = link.name else { return }
            let argument = chain.arguments(of: link)?.first
            if tree.isWord(nameIndex, "weight"), let argument {
                // Each weight it can be: `.weight(isCurrent ? .bold : .medium)` is bold on the current step.
                for value in evaluator.weightChoices(argument.value) { uses.append((.explicit(value), link.start..<link.end, context)) }
            } else if tree.isWord(nameIndex, "bold"), evaluator.switchesOn(argument) {
                uses.append((.emphasis, link.start..<link.end, context))
            } else if tree.isWord(nameIndex, "withSymbolicTraits"), context.isEmphasized,
                      let bold = argument?.value.first(where: { tree.isWord($0, "traitBold") || tree.isWord($0, "bold") }) {
                // A descriptor's bold trait is the style's emphasized weight, as `.bold()` is: reported at the trait.
                uses.append((.emphasis, bold..<bold + 1, context))
            }
        }
        for (kind, range, context) in uses { addUse(kind, range, context: context, platforms) }
        // `.font(font.weight(.heavy))` on a font typelint cannot read (a modifier's stored property): the weight is still
        // written, and judged where no style could allow it (see `WeightSource.landsOnUnknownFont`).
        if folded == nil, uses.isEmpty, case let open = Int(tree.enclosing[chain.start]), open > 0, tree.isPunct(open, "("),
           tree.isWord(open - 1, "font"), Int(tree.partner[open]) == chain.end {
            for link in chain.links.dropFirst() {
                guard let name = link.name, tree.isWord(name, "weight"), let argument = chain.arguments(of: link)?.first else { continue }
                for weight in evaluator.weightChoices(argument.value) {
                    addUse(.explicit(weight), link.start..<link.end, context: FontSpec(), platforms, landsOnUnknownFont: true)
                }
            }
        }
    }

    /// Whether the token is in the branch of a `switch` over markup tags that renders a message's own emphasis (`case "b",
    /// "strong":`): the bold its author wrote, which the app shows and does not choose.
    func isMarkupEmphasis(_ k: Int) -> Bool {
        var block = Int(tree.enclosing[k])
        while block >= 0, !tree.isPunct(block, "{") { block = Int(tree.enclosing[block]) }
        // A `switch`'s body (`switch tag {`), and its case a few hundred tokens back at most: asked of every weight.
        guard block > 0, (max(0, block - 12)..<block).contains(where: { tree.isWord($0, "switch") && tree.enclosing[$0] == tree.enclosing[block] }),
              let keyword = (max(block + 1, k - 400)..<k).last(where: { tree.isWord($0, "case") && Int(tree.enclosing[$0]) == block }),
              let colon = (keyword + 1..<k).first(where: { tree.isPunct($0, ":") && Int(tree.enclosing[$0]) == block })
        else { return false }
        let patterns = (keyword + 1..<colon).filter { tree.code[$0].kind == .string }.compactMap { tree.stringValue($0..<$0 + 1) }
        return patterns.contains { Self.emphasisTags.contains($0.lowercased()) }
    }

    /// The HTML and Markdown tags of a writer's bold.
    static let emphasisTags: Set<String> = ["b", "strong"]

    /// A project's helper or modifier given a weight (`.font(size: 31, style: .title, weight: .bold)`,
    /// `UIFont.preferredFont(for: .largeTitle, weight: .bold)`): the weight lands on the font it makes, of the
    /// style it is given if one is.
    mutating func addHelperWeightUse(_ link: Chain.Link, at position: Int, in chain: Chain, _ platforms: Platforms) {
        guard let arguments = chain.arguments(of: link) else { return }
        guard let given = arguments.first(where: { evaluator.label($0) == "weight" }) else {
            addFaceWeightUse(link, at: position, in: chain, arguments, platforms)
            return
        }
        // A helper that picks a typeface file by the weight (`.custom(avenir(weight: weight), size: size)`) draws the
        // weight that file has, which only its name tells: codepay's `.bold` picks a semibold face.
        let helper = link.name.flatMap { evaluator.helper(tree.text($0), arguments, at: $0) }
        if helper?.picksFace(by: "weight") == true { return }
        var context = FontSpec()
        for argument in arguments where argument.value != given.value {
            if let style = evaluator.styleValue(argument.value) { context.style = style }
        }
        // A weight of the app's own type: a helper's parameter of a type that is not the system's, or a value of a case of
        // the app's type inside a font type (`.t5(weight: .light)`, `UIFont.WMFontSystem.t5(weight: .light)`). Its weights
        // are that type's cases, when the module declares it.
        let weightType: String?
        let isOwnType: Bool
        if let helper {
            weightType = helper.function.parameters.first { $0.label == "weight" }?.type.map { ModuleIndex.withoutFramework(helper.tree.text($0)) }
            isOwnType = weightType.map { !Self.systemWeightTypes.contains($0) } ?? false
        } else if let name = link.name, let owner = ownFontType(of: chain, before: position) {
            weightType = evaluator.index.valueType(of: tree.text(name), in: owner, label: "weight")
            isOwnType = true
        } else {
            (weightType, isOwnType) = (nil, false)
        }
        let ownWeights = isOwnType ? weightType.flatMap(evaluator.index.weights(ofEnum:)) ?? [] : nil
        for weight in evaluator.weightChoices(given.value) {
            addUse(.explicit(weight), given.value, context: context, platforms, ownTypeWeights: ownWeights)
        }
    }

    /// A helper given a case of its own enum named like a weight, that builds the face's name from it (`AppFont.with(type:
    /// .bold, size: 14)`, `.bold` making `"Roboto-" + "Black"`): the weight of the face the call makes, at that argument. A
    /// face the helper's body names in a literal is reported there instead, once.
    private mutating func addFaceWeightUse(_ link: Chain.Link, at position: Int, in chain: Chain,
                                           _ arguments: ArraySlice<Chain.Argument>, _ platforms: Platforms) {
        guard let chosen = arguments.first(where: { $0.value.count == 2 && evaluator.memberName($0.value).flatMap(Weight.init(rawValue:)) != nil }),
              let name = link.name, chain.links[..<position].allSatisfy({ $0.name != nil && $0.argumentRange == nil }),
              case let path = chain.links[...position].map({ tree.text($0.name!) }).joined(separator: "."),
              let helper = evaluator.helper(path, arguments, at: name),
              let made = evaluator.evaluate(chain.prefix(through: position)), let weight = made.weight,
              case .custom(let family)? = made.family, !helper.literalWeights.contains(weight) else { return }
        addUse(.explicit(weight), chosen.value, context: made, platforms, face: family)
    }

    /// The system's weight types, as a parameter spells them.
    static let systemWeightTypes: Set<String> = ["Font.Weight", "UIFont.Weight", "NSFont.Weight", "Weight"]

    /// The module's type inside a font type whose member the link at `position` is: written before it
    /// (`UIFont.WMFontSystem.t5(…)`), or implicit where that type is meant (`font: .t5(…)`).
    func ownFontType(of chain: Chain, before position: Int) -> String? {
        if position == 0 { return chain.links[0].isMember ? evaluator.implicitMemberType(at: chain.start) : nil }
        guard position >= 2, chain.links[..<position].allSatisfy({ $0.name != nil && $0.argumentRange == nil }) else { return nil }
        let type = chain.links[..<position].map { tree.text($0.name!) }.joined(separator: ".")
        return evaluator.index.isNestedFontType(type) ? type : nil
    }

    mutating func addUse(_ kind: WeightSource.Kind, _ range: Range<Int>, context: FontSpec, _ platforms: Platforms,
                         onView: Bool = false, ownTypeWeights: [Weight]? = nil, face: String? = nil, landsOnUnknownFont: Bool = false) {
        guard !isMarkupEmphasis(range.lowerBound) else { return }
        // A spelling past a few hundred bytes (a call whose size is a deep expression: each level would copy the rest) is not
        // kept; no message quotes it and no fix rewrites it.
        let last = min(range.upperBound, tree.code.count) - 1  // a file cut off inside the call ends it early
        let bytes = last < range.lowerBound ? 0 : tree.code[last].end - tree.code[range.lowerBound].start
        var source = WeightSource(kind: kind, range: range, spelling: bytes <= 256 ? tree.text(range) : "", isViewModifier: onView)
        source.ownTypeWeights = ownTypeWeights
        source.face = face
        source.landsOnUnknownFont = landsOnUnknownFont
        facts.weightUses.append(WeightUse(source: source, context: context, platforms: platforms))
    }
}
