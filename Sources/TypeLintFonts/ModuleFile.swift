import TypeLintSyntax

/// A parsed file of the module, with its constants and what it declares for the index: worked out once, where
/// the file is parsed.
public struct ModuleFile: Sendable {
    public private(set) var tree: SyntaxTree
    public let constants: FileConstants
    let declarations: ModuleIndex.FileDeclarations

    public init(_ tree: SyntaxTree, constants: FileConstants) {
        self.tree = tree
        self.constants = constants
        declarations = ModuleIndex.collect(tree, constants: constants)
    }

    /// This file where its module re-exports `modules` (see `ModuleIndex.exportedModules`).
    public mutating func importing(_ modules: Set<String>) {
        tree.importing(modules)
    }

}

/// What one file declares for the index, collected where the file is parsed.
extension ModuleIndex {
    /// What one file adds to the index: its type members and globals that may hold a value, with their keys;
    /// its font helpers by key; the hashes of the names in them.
    struct FileDeclarations: Sendable {
        var declarations: [(Declaration, [String])] = []
        var helpers: [(String, FontHelper)] = []
        /// The helpers that are instance methods (see `ModuleIndex.methods`), by bare name.
        var methods: [(String, FontHelper)] = []
        var scalingFunctions: [String] = []
        var ownViews: [String] = []
        /// The types that declare `var body: some View`, by their own name (`PreferencesRow`).
        var viewTypes: [String] = []
        /// Views that show text in a style or font they are given (`ThemeText(title, style: .body)`), by own name.
        var styledTextViews: [String] = []
        /// Functions returning `some View` that set a font on what they are called on (`func default_text_style(…) -> some
        /// View { self.font(…) }`), by name: a call of one sets a font typelint does not follow. Not one that only wraps
        /// another modifier (an app's `onChange(of:debounceTime:)`): its name would hide SwiftUI's own.
        var stylingViewFunctions: [String] = []
        /// Methods of UIKit and AppKit views that set their own font from what they are passed (`func setTheme(_ text:
        /// String, font: AppFont = .regular, size: CGFloat = 16) { … self.font = font.font(size: size) }`), by name: a call
        /// (`titleLabel.setTheme(title, size: 10)`) sets the font the assignment makes with the call's arguments.
        var fontSettingMethods: [String] = []
        /// View functions that apply a `ViewModifier` of the module with their arguments (see `appliedModifier`), by name.
        var modifierFunctions: [String] = []
        /// View functions given a weight of the system's type that their body makes a font with (`func
        /// inlineColoredNavigationBar(…, weight: UIFont.Weight = .bold) -> some View`, which sets a navigation bar's title
        /// font), by name: a call's `weight: .bold` is a weight its caller chose.
        var weightTakingFunctions: [String] = []
        /// View functions that set tracking from a parameter (see `ModuleIndex.trackingFunctions`), with its label.
        var trackingFunctions: [(String, String?)] = []
        /// The `ViewModifier`s whose body names no font, weight or other modifier (`CardBackground`), by own name.
        var fontlessModifiers: [String] = []
        /// The button, text field, label and toggle styles whose body may set a font (`ErrorTextFieldStyle`), by own name.
        var fontStyles: [String] = []
        /// Members and globals that hold an instance of a type of the module (`static let fonts: FontSystemProtocol =
        /// FontSystem()` in `enum Theme`): their keys, and the type's own name (see `ModuleIndex.addInstanceMembers`).
        var instances: [(keys: [String], type: String)] = []
        var names = NameHashes()
        /// Whether the file declares a font API of its own that SwiftUI's spellings also name (see
        /// `SyntaxTree.declaresOwnSystemFont`).
        var declaresOwnSystemFont = false
        /// The names of the file's cases and properties (see `SyntaxTree.caseAndMemberNames`).
        var memberNames = NameHashes()
        /// The modules the file re-exports (see `SyntaxTree.exportedModules`).
        var exportedModules: [String] = []
        /// The names whose fonts the file scales (see `SyntaxTree.scaledFontArgumentNames`).
        var scaledFontArguments = NameHashes()
        /// The types the file declares inside a font type (`extension UIFont { enum WMFontSystem { … } }`), by qualified name.
        var nestedFontTypes: [String] = []
        /// The types of those types' cases' labelled values (`case t5(weight: WMFontWeight = .medium)`), by
        /// `Type.case(label`.
        var caseParameters: [(key: String, type: String)] = []
        /// The enums whose cases include weights' names (`enum Heft { case light, medium, bold }`), by own name.
        var weightEnums: [(type: String, weights: [Weight])] = []
        /// Parameters typed by a type inside a font type (`init(text:font: UIFont.WMFontSystem)`), by what a call names (the
        /// function, or an initializer's type), the label (`_` for none) and the type (see `ModuleIndex.implicitMemberType`).
        var fontTypedParameters: [(callee: String, label: String, type: String)] = []
        /// Names the file gives a system colour (`static let textSubtle = Color(.tertiaryLabel)`), with that colour's name
        /// (see `ModuleIndex.colorAliases`).
        var colorAliases: [(name: String, color: String)] = []
        /// The computed `String` properties of the file's types (`var postScriptName: String { family + "-" + suffix }`),
        /// by key: worked out for a case when a method of an enum runs for one (see `ModuleIndex.caseGetter`).
        var caseGetters: [(key: String, getter: CaseGetter)] = []
    }

    /// A file's functions and stored members by the type that declares them, its types by name, and where it calls `font(`
    /// and `Text(`: worked out once, so that what is asked of each type (thousands of modifiers in a generated file) costs
    /// no pass over the file.
    struct FileMembers {
        let functions: [String: [Function]]
        let declarations: [String: [Declaration]]
        /// The types the file declares (not extensions), by qualified name.
        let types: [String: TypeBody]
        let fontCalls: [Int]
        let textCalls: [Int]

        init(_ tree: SyntaxTree) {
            functions = Dictionary(grouping: tree.functions.filter { $0.enclosingType != nil }) { $0.enclosingType! }
            declarations = Dictionary(grouping: tree.declarations.filter { $0.enclosingType != nil }) { $0.enclosingType! }
            types = Dictionary(tree.typeBodies.filter { !$0.isExtension }.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
            fontCalls = tree.words("font").filter { tree.isPunct($0 + 1, "(") }
            textCalls = tree.words("Text").filter { tree.isPunct($0 + 1, "(") }
        }

        /// The calls among `calls` (positions, in order) inside `range`.
        static func calls(_ calls: [Int], in range: Range<Int>) -> ArraySlice<Int> {
            let first = SyntaxTree.count(calls, atOrBefore: range.lowerBound - 1)
            var end = first
            while end < calls.count, calls[end] < range.upperBound { end += 1 }
            return calls[first..<end]
        }
    }

    /// The argument of the `font(…)` a function body calls (`font(…)`, `self.font(…)`, `.font(…)` in a chain), when it is the
    /// body's only one and has one argument: the font the function's calls set.
    private static func fontSet(in body: Range<Int>, _ members: FileMembers, _ tree: SyntaxTree) -> Range<Int>? {
        let calls = FileMembers.calls(members.fontCalls, in: body)
        guard calls.count == 1, let call = calls.first, case let close = Int(tree.partner[call + 1]), close > call + 2, close <= body.upperBound,
              !(call + 2..<close).contains(where: { tree.isPunct($0, ",") && Int(tree.enclosing[$0]) == call + 1 })
        else { return nil }
        return call + 2..<close
    }

    /// A UIKit or AppKit view wrapped for SwiftUI (`struct SearchField: UIViewRepresentable`).
    public static func wrapsPlatformView(_ body: TypeBody, in tree: SyntaxTree) -> Bool {
        conforms(body, to: "UIViewRepresentable", in: tree) || conforms(body, to: "NSViewRepresentable", in: tree)
    }

    /// Whether the type whose body opens at `body.open` lists `name` among what it conforms to (`struct Card: ViewModifier {`).
    public static func conforms(_ body: TypeBody, to name: StaticString, in tree: SyntaxTree) -> Bool {
        var k = body.open - 1
        while k >= 0, body.open - k < 24, tree.code[k].kind == .word || tree.isPunct(k, ",") || tree.isPunct(k, ".") || tree.isPunct(k, ":") {
            if tree.isWord(k, name) { return true }
            if tree.isPunct(k, ":") { break }
            k -= 1
        }
        return false
    }

    /// Whether a view type shows text in a style or font it is given: its body holds a `Text(…)`, and it stores a `style` or a
    /// `font` (`let style: TextStyle`) or its initializer takes one (`init(_ text: String, style: AppFont)`).
    private static func showsGivenStyle(_ owner: String, _ body: TypeBody, _ members: FileMembers, in tree: SyntaxTree) -> Bool {
        func isStyle(_ name: String?) -> Bool { name == "style" || name == "font" }
        let takesStyle = (members.declarations[owner] ?? []).contains { isStyle(tree.text($0.name)) }
            || (members.functions[owner] ?? []).contains { tree.isWord($0.name, "init") && $0.parameters.contains { isStyle($0.label) } }
        return takesStyle && !FileMembers.calls(members.textCalls, in: body.open + 1..<body.close).isEmpty
    }

    /// Whether a `ViewModifier`'s body sets nothing of how text looks: no word about type anywhere in it (`font`,
    /// `fontWeight`, `bold`, `italic`, another `modifier`, in any case, comments and strings included: the safe side), and
    /// no modifier called on the content but SwiftUI's that only lay out, colour or frame (`.themeBody()` may set a font;
    /// `.padding()` and `.background(…)` do not).
    private static func setsNoFont(_ body: TypeBody, in tree: SyntaxTree) -> Bool {
        guard !mentionsType(in: body.open..<body.close, of: tree) else { return false }
        for k in body.open + 1..<body.close where tree.code[k].kind == .word && tree.isPunct(k - 1, ".")
            && (tree.isPunct(k + 1, "(") || tree.isPunct(k + 1, "{")) {
            // A call on what comes before the dot (`content.themeBody()`, `) .background(`), not an enum case
            // (`case let .rounded(corners):`, `style: .bordered(…)`).
            let isChained = k >= 2 && (tree.isPunct(k - 2, ")") || tree.isPunct(k - 2, "}") || tree.isPunct(k - 2, "]")
                || tree.code[k - 2].kind == .word && !keywordsBeforeCases.contains(tree.text(k - 2)))
            if isChained, !fontlessModifierNames.contains(tree.text(k)) { return false }
        }
        return true
    }

    /// Whether the tokens `range` span (a body; one a damaged file leaves open ends with the file) hold a word about type
    /// (`font`, `fontWeight`, `bold`, `italic`, another `modifier`), in any case, comments and strings included: the safe side.
    private static func mentionsType(in range: Range<Int>, of tree: SyntaxTree) -> Bool {
        guard range.lowerBound < tree.code.count else { return false }
        let end = range.upperBound < tree.code.count ? tree.code[range.upperBound].end : tree.bytes.count
        let folded = tree.bytes[tree.code[range.lowerBound].start..<end].map { $0 | 0x20 }  // ASCII letters lowercased
        return folded.withUnsafeBufferPointer { bytes in typeWords.contains { bytes.contains(bytes: $0) } }
    }

    private static let modifiableTypes: Set<String> = ["View", "Text", "Image", "Label", "Button", "TextField"]

    /// SwiftUI's calls that set a font or a weight: a function of the app's that makes one styles what it is called on.
    private static let fontSettingCalls = ["font", "fontWeight", "fontDesign", "fontWidth", "bold", "italic", "monospaced"]

    /// Whether a written type is `some View` (`var body: some View`, `func card() -> some View`).
    static func isSomeView(_ type: Range<Int>?, in tree: SyntaxTree) -> Bool {
        guard let type, type.count == 2 else { return false }
        return tree.isWord(type.lowerBound, "some") && tree.isWord(type.lowerBound + 1, "View")
    }

    private static let typeWords = ["font", "bold", "italic", "weight", "monospaced", "modifier", "typograph", "textstyle",
                                    "environment", "controlsize"].map { Array($0.utf8) }

    private static let keywordsBeforeCases: Set<String> = ["let", "var", "case", "return", "in", "else", "where", "is", "as", "try", "await"]

    /// SwiftUI modifiers that lay out, colour, clip, frame or wire up a view and leave its text's font as it was.
    private static let fontlessModifierNames: Set<String> = [
        "padding", "background", "foregroundColor", "foregroundStyle", "tint", "cornerRadius", "clipShape", "clipped", "overlay",
        "border", "shadow", "frame", "opacity", "listRowBackground", "listRowInsets", "listRowSeparator", "listRowSeparatorTint",
        "scrollContentBackground", "contentShape", "mask", "offset", "zIndex", "animation", "transition", "onTapGesture",
        "onAppear", "onDisappear", "disabled", "accessibilityElement", "accessibilityLabel", "accessibilityHidden",
        "ignoresSafeArea", "edgesIgnoringSafeArea", "fixedSize", "layoutPriority", "id", "scaleEffect", "rotationEffect", "blur",
        "containerShape", "hidden", "allowsHitTesting", "gesture", "compositingGroup", "drawingGroup", "stroke", "strokeBorder",
        "fill", "cornerSize", "continuous", "brightness", "saturation", "grayscale", "multilineTextAlignment",
        "lineLimit", "lineSpacing", "contentTransition", "glassEffect", "backgroundStyle", "presentationBackground",
    ]

    /// What one file adds to the index (see `FileDeclarations`), in the order the index merges it.
    fileprivate static func collect(_ tree: SyntaxTree, constants: FileConstants) -> FileDeclarations {
        var found = FileDeclarations()
        found.declaresOwnSystemFont = tree.declaresOwnSystemFont
        found.exportedModules = tree.exportedModules
        for name in tree.scaledFontArgumentNames { found.scaledFontArguments.insert(nameHash(tree.identifierBytes(name))) }
        for name in tree.caseAndMemberNames() { found.memberNames.insert(nameHash(tree.identifierBytes(name))) }
        collectValues(tree, into: &found)
        let members = FileMembers(tree)
        collectTypes(tree, members, constants: constants, into: &found)
        collectViewFunctions(tree, members, constants: constants, into: &found)
        collectFontSettingMethods(tree, constants: constants, into: &found)
        collectHelpers(tree, constants: constants, into: &found)
        collectFontTypedParameters(tree, into: &found)
        found.colorAliases = tree.declarations.compactMap { declaration in
            declaration.initializer.flatMap { systemColor(in: $0, tree) }.map { (tree.identifier(declaration.name), $0) }
        }
        for declaration in tree.declarations where declaration.isMember && !declaration.isStatic {
            guard let getter = declaration.getter, let type = declaration.enclosingType, let written = declaration.type,
                  written.count == 1, tree.isWord(written.lowerBound, "String") else { continue }
            for key in keys(tree.identifier(declaration.name), in: type) {
                found.caseGetters.append((key, CaseGetter(tree: tree, constants: constants, value: getter)))
            }
        }
        return found
    }

    /// The system colour a value is, as written: `Color(.tertiaryLabel)`, `Color(uiColor: .tertiaryLabel)`,
    /// `Color(UIColor.tertiaryLabel)`, `UIColor.tertiaryLabel`, `NSColor.tertiaryLabelColor`; its name (`tertiaryLabel`).
    static func systemColor(in value: Range<Int>, _ tree: SyntaxTree) -> String? {
        var inner = value
        if inner.count >= 4, tree.isWord(inner.lowerBound, "Color"), tree.isPunct(inner.lowerBound + 1, "("),
           Int(tree.partner[inner.lowerBound + 1]) == inner.upperBound - 1 {
            inner = inner.lowerBound + 2..<inner.upperBound - 1
            if tree.isWord(inner.lowerBound, "uiColor") || tree.isWord(inner.lowerBound, "nsColor"), tree.isPunct(inner.lowerBound + 1, ":") {
                inner = inner.lowerBound + 2..<inner.upperBound
            }
            if inner.count == 2, tree.isPunct(inner.lowerBound, "."), tree.code[inner.lowerBound + 1].kind == .word {
                return tree.text(inner.lowerBound + 1)
            }
        }
        guard inner.count == 3, tree.isWord(inner.lowerBound, "UIColor") || tree.isWord(inner.lowerBound, "NSColor"),
              tree.isPunct(inner.lowerBound + 1, "."), tree.code[inner.lowerBound + 2].kind == .word else { return nil }
        return tree.text(inner.lowerBound + 2)
    }

    /// The types the file declares inside a font type, and the parameters typed by one (see `FileDeclarations`).
    private static func collectFontTypedParameters(_ tree: SyntaxTree, into found: inout FileDeclarations) {
        func isInFontType(_ type: String) -> Bool {
            guard let dot = type.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
            return fontTypeNames.contains(String(type[..<dot]))
        }
        for body in tree.typeBodies where !body.isExtension {
            let cases = tree.cases(of: body)
            let weights = cases.compactMap { Weight(rawValue: tree.text($0.name)) }
            if !weights.isEmpty { found.weightEnums.append((TypeBody.ownName(body.qualifiedName), weights)) }
            guard isInFontType(body.qualifiedName) else { continue }
            found.nestedFontTypes.append(body.qualifiedName)
            for (name, values) in cases {
                guard let values else { continue }
                for parameter in tree.labelledParameters(at: values) {
                    found.caseParameters.append((body.qualifiedName + "." + tree.text(name) + "(" + parameter.label,
                                                 withoutFramework(tree.text(parameter.type))))
                }
            }
        }
        for function in tree.functions {
            let isInitializer = tree.isWord(function.name, "init")
            guard let callee = isInitializer ? function.enclosingType.map(TypeBody.ownName) : tree.identifier(function.name) else { continue }
            for parameter in function.parameters {
                guard let range = parameter.type, tree.isPunct(range.lowerBound + 1, "."),
                      case let type = withoutFramework(tree.text(range)), isInFontType(type) else { continue }
                found.fontTypedParameters.append((callee, parameter.label ?? "_", type))
            }
        }
    }

    /// The file's declarations that may hold a value other files name, with their keys: type members and globals, the
    /// cases of an enum's font by `switch self`, stored properties given their initializer's default, a size's sides.
    private static func collectValues(_ tree: SyntaxTree, into found: inout FileDeclarations) {
        // A type's member or a global: a value other files can name.
        func isNameable(_ declaration: Declaration) -> Bool {
            declaration.isMember || declaration.enclosingType == nil && tree.enclosing[declaration.name] < 0
        }
        for declaration in tree.declarations where declaration.value != nil {
            if isNameable(declaration), let type = instanceType(declaration, in: tree) {
                found.instances.append((keys(tree.identifier(declaration.name), in: declaration.enclosingType), type))
            }
            guard isNameable(declaration), mayHoldValue(declaration, in: tree) else { continue }
            found.names.insert(nameHash(tree.identifierBytes(declaration.name)))
            if var type = declaration.enclosingType {
                // Each part's hash, in one pass over the bytes (splitting made an array of slices per member).
                type.withUTF8 { type in
                    var start = 0
                    for end in type.indices where type[end] == UInt8(ascii: ".") {
                        found.names.insert(nameHash(UnsafeBufferPointer(rebasing: type[start..<end])))
                        start = end + 1
                    }
                    found.names.insert(nameHash(UnsafeBufferPointer(rebasing: type[start...])))
                }
            }
            found.declarations.append((declaration, keys(tree.identifier(declaration.name), in: declaration.enclosingType)))
        }
        // `enum AppFont { case title, caption; var font: Font { switch self { case .title: … case .caption: … } } }`: each case's
        // font, as `AppFont.caption.font`.
        for declaration in tree.declarations where declaration.isMember && !declaration.isStatic && declaration.getter != nil {
            guard let type = declaration.enclosingType, let getter = declaration.getter, mayHoldValue(declaration, in: tree),
                  let statement = tree.switchStatement(at: getter.lowerBound), statement.subject.count == 1,
                  tree.isWord(statement.subject.lowerBound, "self") else { continue }
            for branch in statement.cases {
                for pattern in branch.patterns where pattern.count == 2 && tree.isPunct(pattern.lowerBound, ".") {
                    var value = declaration
                    (value.initializer, value.getter) = (branch.body, nil)
                    let member = tree.text(pattern.lowerBound + 1)
                    found.names.insert(nameHash(member.utf8))
                    found.names.insert(nameHash(tree.identifierBytes(declaration.name)))
                    found.names.insert(nameHash(TypeBody.ownName(type).utf8))
                    found.declarations.append((value, keys(member + "." + tree.identifier(declaration.name), in: type)))
                }
            }
        }
        for declaration in initializedFromDefaults(tree, where: { mayHoldValue($0, in: tree) }) {
            found.names.insert(nameHash(tree.identifierBytes(declaration.name)))
            found.declarations.append((declaration, keys(tree.identifier(declaration.name), in: declaration.enclosingType)))
        }
        // `let badgeSize = CGSize(width: 24, height: 24)`: its sides, as `badgeSize.width` and `badgeSize.height`.
        for declaration in tree.declarations where isNameable(declaration) {
            guard let value = declaration.initializer, tree.isWord(value.lowerBound, "CGSize"), tree.isPunct(value.lowerBound + 1, "("),
                  Int(tree.partner[value.lowerBound + 1]) == value.upperBound - 1, let size = tree.chain(at: value.lowerBound)
            else { continue }
            for side in size.arguments(of: size.base) ?? [] {
                guard let label = side.label, tree.isWord(label, "width") || tree.isWord(label, "height") else { continue }
                var sideDeclaration = declaration
                sideDeclaration.initializer = side.value
                found.names.insert(nameHash(tree.bytes[tree.code[label].range]))
                found.names.insert(nameHash(tree.identifierBytes(declaration.name)))
                found.declarations.append((sideDeclaration, keys(tree.identifier(declaration.name) + "." + tree.text(label),
                                                                 in: declaration.enclosingType)))
            }
        }
    }

    /// The type a stored member or global is an instance of, when its value is made by that type's initializer on the spot
    /// (`static let fonts = FontSystem()`, `let theme = AppTheme(mode: .dark)`): a capitalised name called, and nothing after
    /// the call. Not a font or number type's, whose values the index reads as they are.
    private static func instanceType(_ declaration: Declaration, in tree: SyntaxTree) -> String? {
        guard let value = declaration.initializer, value.count >= 3, tree.code[value.lowerBound].kind == .word,
              tree.isPunct(value.lowerBound + 1, "("), Int(tree.partner[value.lowerBound + 1]) == value.upperBound - 1,
              tree.bytes[tree.code[value.lowerBound].start] &- UInt8(ascii: "A") < 26,
              tree.word(at: value.lowerBound, in: valueStarts) == nil else { return nil }
        return tree.identifier(value.lowerBound)
    }

    /// The file's own text views, wrapped platform views, view modifiers and styles, and its view types.
    private static func collectTypes(_ tree: SyntaxTree, _ members: FileMembers, constants: FileConstants, into found: inout FileDeclarations) {
        for body in tree.typeBodies where !body.isExtension {
            if textViewNames.contains(body.qualifiedName) { found.ownViews.append(body.qualifiedName) }
            // A UIKit view wrapped for SwiftUI (`struct SearchField: UIViewRepresentable`) is used as any view is.
            if wrapsPlatformView(body, in: tree) {
                found.viewTypes.append(TypeBody.ownName(body.qualifiedName))
            }
            if conforms(body, to: "ViewModifier", in: tree) {
                if setsNoFont(body, in: tree) {
                    found.fontlessModifiers.append(TypeBody.ownName(body.qualifiedName))
                } else {
                    found.helpers += modifierHelpers(body, members, tree, constants: constants)
                }
            }
            if conforms(body, to: "ButtonStyle", in: tree) || conforms(body, to: "TextFieldStyle", in: tree)
                || conforms(body, to: "LabelStyle", in: tree) || conforms(body, to: "ToggleStyle", in: tree),
               !setsNoFont(body, in: tree) {
                found.fontStyles.append(TypeBody.ownName(body.qualifiedName))
            }
        }
        for declaration in tree.declarations where declaration.isMember && tree.isWord(declaration.name, "body") {
            guard isSomeView(declaration.type, in: tree), let owner = declaration.enclosingType else { continue }
            found.viewTypes.append(TypeBody.ownName(owner))
            if let body = members.types[owner], showsGivenStyle(owner, body, members, in: tree) {
                found.styledTextViews.append(TypeBody.ownName(owner))
            }
        }
    }

    /// The file's functions of views that set tracking from a parameter or style their content.
    private static func collectViewFunctions(_ tree: SyntaxTree, _ members: FileMembers, constants: FileConstants,
                                             into found: inout FileDeclarations) {
        // Calls that set a font (`font(…)`, `.fontWeight(…)`, `.bold()`), found as bytes once per file.
        // Only a function of an extension of `View` or `Text` can be called as a modifier (`Text(…).themeBody()`).
        var viewFunctions = tree.functions.filter { function in
            function.enclosingType.map(modifiableTypes.contains) == true && isSomeView(function.returnType, in: tree)
        }
        // `kerning(amount)`, `self.tracking(amount)`, `.kerning(amount)` with a parameter: the callers choose the tracking.
        let trackingCalls = viewFunctions.isEmpty ? []
            : (tree.words("kerning") + tree.words("tracking")).filter { tree.isPunct($0 + 1, "(") && tree.partner[$0 + 1] == Int32($0 + 3) }.sorted()
        for function in viewFunctions {
            for k in FileMembers.calls(trackingCalls, in: function.body) {
                guard let parameter = function.parameters.first(where: { $0.name == tree.text(k + 2) }) else { continue }
                found.trackingFunctions.append((tree.identifier(function.name), parameter.label))
            }
            // `modifier(DSTypography(font: font, tracking: tracking))`, a modifier of the file whose body applies
            // `.tracking(tracking)`: the parameter passed on for that property is the tracking too.
            guard let applied = appliedModifier(in: function.body, tree), let property = trackedProperty(of: tree.text(applied.lowerBound),
                                                                                                         members, trackingCalls, tree),
                  let call = tree.chain(at: applied.lowerBound),
                  let argument = call.arguments(of: call.base)?.first(where: { $0.label.map { tree.text($0) } == property }),
                  argument.value.count == 1,
                  let parameter = function.parameters.first(where: { $0.name == tree.text(argument.value.lowerBound) }) else { continue }
            found.trackingFunctions.append((tree.identifier(function.name), parameter.label))
        }
        for function in viewFunctions where takesWeight(function, tree) {
            found.weightTakingFunctions.append(tree.identifier(function.name))
        }
        var fontCalls = viewFunctions.isEmpty ? [] : fontSettingCalls.flatMap { tree.words($0) }.filter { tree.isPunct($0 + 1, "(") }.sorted()
        // The font each styling function of the file sets, when it sets one whatever it is passed (`.font(.themeSubhead2)`):
        // a function that only calls it (`textSubhead2(color: color).frame(…)`) sets the same.
        var fixedFonts: [String: Range<Int>] = [:]
        // A few rounds, for one that calls another of the file (`themeSubhead2()` calling `textSubhead2()`, which sets the
        // font); a call is looked up by binary search in the sorted positions.
        for _ in 0..<3 where !viewFunctions.isEmpty {
            func callsOne(_ body: Range<Int>) -> Bool {
                var low = 0, high = fontCalls.count
                while low < high {
                    let middle = (low + high) / 2
                    if fontCalls[middle] < body.lowerBound { low = middle + 1 } else { high = middle }
                }
                return low < fontCalls.count && fontCalls[low] < body.upperBound
            }
            let styling = viewFunctions.filter { callsOne($0.body) }
            guard !styling.isEmpty else { break }
            viewFunctions.removeAll { callsOne($0.body) }
            // Their calls, found in one pass over the file's words for the round's functions together.
            let names = Set(styling.map { tree.identifier($0.name) })
            fontCalls += tree.spellings(of: names) { tree.isPunct($0 + 1, "(") }.values.joined()
            for function in styling {
                let name = tree.identifier(function.name)
                found.stylingViewFunctions.append(name)
                // `func default_text_style_white_500(styleSize: CGFloat) -> some View { font(.custom("Inter", size: styleSize)) }`:
                // a call gives the font its body sets, evaluated with the call's arguments (`styleSize: 16`: Inter 16pt).
                if let font = fontSet(in: function.body, members, tree) ?? calledFixedFont(in: function.body, fixedFonts, tree) {
                    let helper = FontHelper(function: function, tree: tree, constants: constants, result: font)
                    for key in [name] + keys(name, in: function.enclosingType) { found.helpers.append((key, helper)) }
                    let parameters = Set(function.parameters.map(\.name))
                    if !font.contains(where: { tree.code[$0].kind == .word && parameters.contains(tree.text($0)) }) { fixedFonts[name] = font }
                }
            }
            fontCalls.sort()
        }
        // `func cfont(_ style: Font.TextStyle) -> some View { modifier(CustomFont(textStyle: style)) }`: a call applies the
        // module's modifier with its arguments, and sets the font that modifier sets for them (none, for one that sets none).
        for function in viewFunctions {
            guard let applied = appliedModifier(in: function.body, tree) else { continue }
            let name = tree.identifier(function.name)
            found.modifierFunctions.append(name)
            // It scales what it sets when the modifier of the file it applies does (`@ScaledMetric`, `relativeTo:`).
            let modifier = tree.text(applied.lowerBound)
            let helper = FontHelper(function: function, tree: tree, constants: constants, result: applied,
                                    modifierScales: found.helpers.contains { $0.0 == modifier && $0.1.isInitializer && $0.1.scales })
            for key in [name] + keys(name, in: function.enclosingType) { found.helpers.append((key, helper)) }
        }
    }

    /// Whether a function has a parameter labelled `weight` of the system's weight type that its body passes on as a font's
    /// weight (`UIFont.systemFont(ofSize: base.pointSize, weight: weight)`).
    private static func takesWeight(_ function: Function, _ tree: SyntaxTree) -> Bool {
        guard let parameter = function.parameters.first(where: { $0.label == "weight" }), let type = parameter.type,
              FactsBuilder.systemWeightTypes.contains(ModuleIndex.withoutFramework(tree.text(type))) else { return false }
        return function.body.contains { k in
            tree.isPunct(k - 1, ":") && tree.isWord(k - 2, "weight") && !tree.isPunct(k - 3, ".") && tree.code[k].kind == .word
                && tree.text(k) == parameter.name
        }
    }

    /// The file's methods that set the font of the view they are called on from a parameter: one assignment in the body,
    /// `font = …`, `self.font = …` or `titleLabel?.font = …` (a button's), whose value names a parameter. One that sets a
    /// font whatever it is passed is reported where it makes it.
    private static func collectFontSettingMethods(_ tree: SyntaxTree, constants: FileConstants, into found: inout FileDeclarations) {
        let assignments = tree.words("font").filter { k in
            guard tree.isToken(k + 1, .operator, "=") else { return false }
            if !tree.isPunct(k - 1, ".") { return k == 0 || tree.startsLine(k) || tree.isPunct(k - 1, ";") || tree.isPunct(k - 1, "{") }
            // `self.font`, `titleLabel?.font`, `self.titleLabel!.font`.
            var receiver = k - 2
            if tree.isToken(receiver, .operator, "?") || tree.isToken(receiver, .operator, "!") || tree.isPunct(receiver, "?") { receiver -= 1 }
            guard receiver >= 0 else { return false }
            if tree.isWord(receiver, "self") { return !tree.isPunct(receiver - 1, ".") }
            guard Self.ownTextViews.contains(tree.text(receiver)) else { return false }
            return !tree.isPunct(receiver - 1, ".") || tree.isWord(receiver - 2, "self") && !tree.isPunct(receiver - 3, ".")
        }.sorted()
        guard !assignments.isEmpty else { return }
        // A method, not an initializer (its font is the new view's, reported where it is made) nor a static function.
        for function in tree.functions where function.enclosingType != nil && !function.parameters.isEmpty
                && function.returnType == nil && !tree.isWord(function.name, "init") && !ModuleIndex.isStatic(function, in: tree) {
            let inBody = FileMembers.calls(assignments, in: function.body)
            guard inBody.count == 1, let assignment = inBody.first else { continue }
            let value = tree.assignedValue(from: assignment + 2)
            let parameters = Set(function.parameters.map(\.name))
            guard !value.isEmpty, value.contains(where: { tree.code[$0].kind == .word && parameters.contains(tree.text($0)) }) else { continue }
            let name = tree.identifier(function.name)
            found.fontSettingMethods.append(name)
            let helper = FontHelper(function: function, tree: tree, constants: constants, result: value)
            for key in [name] + keys(name, in: function.enclosingType) { found.helpers.append((key, helper)) }
        }
    }

    /// The text views a UIKit view holds under its own name, whose font a method of the view sets for it.
    private static let ownTextViews: Set<String> = ["titleLabel", "textLabel", "detailTextLabel"]

    /// The stored property a `ViewModifier` of the file named `type` applies as tracking in its body (`tracking` of
    /// `content.font(font).tracking(tracking)`), if it applies one. `trackingCalls`: the file's `tracking(x)` and
    /// `kerning(x)` calls, in order.
    private static func trackedProperty(of type: String, _ members: FileMembers, _ trackingCalls: [Int], _ tree: SyntaxTree) -> String? {
        guard members.types[type] != nil,
              let body = members.functions[type]?.first(where: { tree.isWord($0.name, "body") }) else { return nil }
        let stored = Set((members.declarations[type] ?? []).map { tree.identifier($0.name) })
        return FileMembers.calls(trackingCalls, in: body.body).lazy.map { tree.text($0 + 2) }.first(where: stored.contains)
    }

    /// What a view function's body applies when all it does is `modifier(X(…))` (or `self.modifier(…)`, after `return`):
    /// the modifier's initializer call.
    private static func appliedModifier(in body: Range<Int>, _ tree: SyntaxTree) -> Range<Int>? {
        var k = body.lowerBound
        if tree.isWord(k, "return") { k += 1 }
        if tree.isWord(k, "self"), tree.isPunct(k + 1, ".") { k += 2 }
        guard tree.isWord(k, "modifier"), tree.isPunct(k + 1, "("), case let close = Int(tree.partner[k + 1]), close + 1 == body.upperBound,
              tree.code[k + 2].kind == .word, tree.isPunct(k + 3, "("), Int(tree.partner[k + 3]) == close - 1 else { return nil }
        return k + 2..<close
    }

    /// The font that a call in `body` of one of the file's styling functions sets whatever it is passed (`fonts`, by the
    /// function's name), if the body makes such a call.
    private static func calledFixedFont(in body: Range<Int>, _ fonts: [String: Range<Int>], _ tree: SyntaxTree) -> Range<Int>? {
        guard !fonts.isEmpty else { return nil }
        for k in body where tree.code[k].kind == .word && tree.isPunct(k + 1, "(") {
            if let font = fonts[tree.text(k)] { return font }
        }
        return nil
    }

    /// The file's functions that return a font, initializers that make one, and functions that return a scaled number.
    private static func collectHelpers(_ tree: SyntaxTree, constants: FileConstants, into found: inout FileDeclarations) {
        for function in tree.functions {
            if returnsFont(function, in: tree) {
                let helper = FontHelper(function: function, tree: tree, constants: constants)
                for key in keys(tree.identifier(function.name), in: function.enclosingType) { found.helpers.append((key, helper)) }
                if let type = function.enclosingType, !fontTypeNames.contains(type), !isStatic(function, in: tree) {
                    found.methods.append((tree.identifier(function.name), helper))
                }
            } else if let type = function.enclosingType, fontTypeNames.contains(type), tree.isWord(function.name, "init"),
                      let delegated = delegatedInitializer(in: function.body, tree) {
                // A font type's convenience initializer (`UIFont(brand: .bold, size: 24)`): the font its `self.init(…)` makes.
                found.helpers.append((type, FontHelper(function: function, tree: tree, constants: constants, result: delegated)))
            } else if let type = function.enclosingType, tree.isWord(function.name, "init") {
                // A view that sets its own font from a size it is given (`LabelField("CPU", size: 8)`, whose init says
                // `self.font = NSFont.systemFont(ofSize: size)`): each call that passes the size makes that font.
                guard let font = assignedFont(in: function, tree) else { continue }
                let helper = FontHelper(function: function, tree: tree, constants: constants, result: font)
                guard helper.sizeParameter != nil else { continue }
                let parts = type.utf8.split(separator: UInt8(ascii: "."))
                for start in parts.indices {
                    found.helpers.append((parts[start...].map { String(decoding: $0, as: UTF8.self) }.joined(separator: "."), helper))
                }
            } else if let type = function.returnType, numberTypes.contains(tree.text(type)), tree.mentionsScaledSize(function.body) {
                found.scalingFunctions += keys(tree.identifier(function.name), in: function.enclosingType)
            }
        }
    }

    /// A `ViewModifier` whose `body(content:)` sets one font (`content.font(.custom(type.rawValue, size: size))`), as helpers
    /// that its initializers' calls make: `.modifier(InterFont(.bold, size: 96))` sets Inter bold 96pt. Each initializer,
    /// written or memberwise, with its parameters named after the stored properties they set, so that the font expression
    /// reads the values a call passes. Keyed by the type's name and each shorter suffix of it.
    private static func modifierHelpers(_ body: TypeBody, _ members: FileMembers, _ tree: SyntaxTree,
                                        constants: FileConstants) -> [(String, FontHelper)] {
        let functions = members.functions[body.qualifiedName] ?? []
        guard let bodyFunction = functions.first(where: { tree.isWord($0.name, "body") }),
              let font = fontSet(in: bodyFunction.body, members, tree) else { return [] }
        let keys = typeKeys(body.qualifiedName)
        let stored = members.declarations[body.qualifiedName] ?? []
        return initializers(of: body, functions: functions, declarations: stored, in: tree).flatMap { initializer in
            let helper = FontHelper(function: initializer, tree: tree, constants: constants, result: font, isInitializer: true)
            return keys.map { ($0, helper) }
        }
    }
}
