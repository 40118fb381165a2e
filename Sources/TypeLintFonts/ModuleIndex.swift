import TypeLintSyntax

/// A value font resolution knows without running the code: what a constant, a token or a helper's
/// argument is.
public enum Value: Sendable, Hashable {
    case number(Double)
    case font(FontSpec)
    case weight(Weight)
    case style(TextStyle)
    case string(String)
    /// A ternary or `switch` whose every branch is a number, or every branch a weight (`isCurrent ? .bold :
    /// .regular`): each is checked.
    case choices([Value])

    var font: FontSpec? {
        switch self {
        case .font(let spec): spec
        case .style(let style): FontSpec(style: style, family: .sans)
        default: nil
        }
    }
}

/// What the places that use a view give its `body`: no font (SwiftUI's body, or whatever is around the use), one style
/// at every use (`PreferencesRow(…).font(.footnote)`), or uses that differ or give a font typelint does not read here.
public enum GivenStyle: Sendable, Equatable {
    case none
    case style(TextStyle)
    case unknown
}

/// A function that returns a font (`static func appFont(ofSize size: CGFloat) -> UIFont`), evaluated at
/// each call with the call's arguments.
public struct FontHelper: Sendable {
    let function: Function
    let tree: SyntaxTree
    let constants: NumericConstants
    /// The parameter a sized constructor in the body takes its size from (`size` in `.systemFont(ofSize: size)`):
    /// each call then makes a font of the size it passes.
    public let sizeParameter: String?
    /// Whether that size goes to `Font.custom(_:size:)`, which scales as body does.
    public let sizeScalesWithBody: Bool
    /// Whether the body scales what it makes (`UIFontMetrics`, `relativeTo:`, `preferredFont`).
    public let scales: Bool
    /// The expression the body returns, when the body is one expression or ends in one `return`.
    let result: Range<Int>?
    /// The names the body binds at its top level, in order, with their values (`let font = UIFont(name: name, size: size)`,
    /// `guard let font = UIFont(name: name, size: size) else { … }`): what it returns may be made of them.
    let locals: [(name: String, value: Range<Int>)]
    /// The parameter that names the typeface the body makes (`name` in `UIFont(name: name, size: size)`,
    /// `UIFontDescriptor(name: fontName, size: …)`, `.custom(name, size: …)`): a call that passes a typeface's name
    /// draws that family, whichever way the body goes on to size it (a font that fails to load falls back to the system
    /// font, a case no design draws).
    let typefaceParameter: String?

    /// Whether the body picks a typeface by a name it works out from the parameter labelled `label`
    /// (`.custom(avenir(weight: weight), size: size)`, `UIFont(name: fontName(for: weight), size: size)`): the weight it
    /// is given chooses a file, whose weight only the file's name tells.
    func picksFace(by label: String) -> Bool {
        guard let parameter = function.parameters.first(where: { $0.label == label })?.name else { return false }
        return function.body.contains { k in
            guard tree.code[k].kind == .word, tree.isPunct(k + 1, "("),
                  tree.isWord(k, "custom") || tree.isWord(k, "UIFont") || tree.isWord(k, "NSFont"),
                  let call = tree.chain(at: k), let name = call.arguments(of: call.base)?.first?.value,
                  tree.code[name.lowerBound].kind != .string else { return false }
            return name.contains { tree.code[$0].kind == .word && tree.text($0) == parameter }
        }
    }

    /// `result`: the font expression the function makes, when it is not what the body returns (an initializer's
    /// `self.font = …`).
    init(function: Function, tree: SyntaxTree, constants: NumericConstants, result: Range<Int>? = nil, isInitializer: Bool? = nil) {
        self.function = function
        self.tree = tree
        self.constants = constants
        self.isInitializer = isInitializer ?? tree.isWord(function.name, "init")
        let body = function.body
        let names = Set(function.parameters.map(\.name))
        var sizeParameter: String?
        var sizeScalesWithBody = false
        var scales = false
        // The body, and the font expression when it is elsewhere (a modifier's `body(content:)`, for its initializer).
        let read = result.map { body.contains($0.lowerBound) ? [body] : [body, $0] } ?? [body]
        for k in read.joined() where tree.code[k].kind == .word {
            let word = tree.text(k)
            if Self.scalingWords.contains(word) { scales = true }
            guard sizeParameter == nil, names.contains(word), k >= 2 else { continue }
            let sized = tree.isPunct(k - 1, ":") && ["size", "ofSize", "fixedSize"].contains(tree.text(k - 2))
                || tree.isPunct(k - 1, "(") && tree.isWord(k - 2, "withSize")
            // `icon(name, size: size)`, a function of the file that makes a view: the size of a picture, not of a font.
            if sized, !Self.callsViewFunction(around: k, in: tree) {
                sizeParameter = word
                let open = Int(tree.enclosing[k])
                sizeScalesWithBody = tree.isWord(k - 2, "size") && open >= 1 && tree.isWord(open - 1, "custom")
            }
        }
        self.sizeParameter = sizeParameter
        self.sizeScalesWithBody = sizeScalesWithBody
        self.scales = scales
        var start = body.lowerBound
        var lastReturn: Int?
        for k in body where tree.isWord(k, "return") && Int(tree.enclosing[k]) == body.lowerBound - 1 { lastReturn = k }
        if let lastReturn { start = lastReturn + 1 }
        self.result = result
            ?? (start < body.upperBound && tree.endOfExpression(from: start) == body.upperBound ? start..<body.upperBound : nil)
        locals = Self.locals(of: body, in: tree)
        typefaceParameter = body.lazy.compactMap { k -> String? in
            guard tree.code[k].kind == .word, names.contains(tree.text(k)), k >= 3, tree.isPunct(k + 1, ")") || tree.isPunct(k + 1, ",")
            else { return nil }
            let open = k - 1
            if tree.isPunct(open, "("), tree.isWord(open - 1, "custom") { return tree.text(k) }
            guard tree.isPunct(open, ":"), tree.isWord(k - 2, "name"), tree.isPunct(k - 3, "("), k >= 4,
                  Self.typefaceTypes.contains(tree.text(k - 4)) else { return nil }
            return tree.text(k)
        }.first
    }

    private static let typefaceTypes: Set<String> = ["UIFont", "NSFont", "UIFontDescriptor", "NSFontDescriptor", "init"]

    private static func locals(of body: Range<Int>, in tree: SyntaxTree) -> [(name: String, value: Range<Int>)] {
        var found: [(name: String, value: Range<Int>)] = []
        for k in body where (tree.isWord(k, "let") || tree.isWord(k, "var")) && Int(tree.enclosing[k]) == body.lowerBound - 1
            && k + 1 < body.upperBound && tree.code[k + 1].kind == .word {
            var next = k + 2
            if tree.isPunct(next, ":") { next = tree.endOfType(from: next + 1) }
            guard next < body.upperBound, tree.isToken(next, .operator, "=") else { continue }
            let start = next + 1
            var end = tree.endOfExpression(from: start)
            // A condition's binding ends where its `else` or its block begins.
            if tree.isWord(k - 1, "guard") || tree.isWord(k - 1, "if") {
                end = start
                while end < body.upperBound, !tree.isWord(end, "else"), !tree.isPunct(end, "{"), !tree.isPunct(end, ",") {
                    end = tree.partner[end] > end ? Int(tree.partner[end]) + 1 : end + 1
                }
            }
            if start < end { found.append((tree.identifier(k + 1), start..<min(end, body.upperBound))) }
        }
        return found
    }

    private static func callsViewFunction(around k: Int, in tree: SyntaxTree) -> Bool {
        let open = Int(tree.enclosing[k])
        guard open >= 1, tree.isPunct(open, "("), tree.code[open - 1].kind == .word, case let callee = tree.text(open - 1) else { return false }
        return tree.functions.contains { function in ModuleIndex.isSomeView(function.returnType, in: tree) && tree.text(function.name) == callee }
    }

    /// Whether it is a type's initializer (a view's, a modifier's, written or memberwise): a call that leaves the size to
    /// its default makes the font the type's own code states (reported there), not one the caller wrote.
    let isInitializer: Bool

    static let scalingWords: Set<String> = ["UIFontMetrics", "scaledFont", "scaledValue", "relativeTo", "preferredFont"]

    /// Whether a call with these argument labels can be a call of this function.
    func accepts(labels: [String?]) -> Bool {
        var remaining = labels[...]
        for parameter in function.parameters {
            if let next = remaining.first, next == parameter.label {
                remaining.removeFirst()
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return remaining.isEmpty
    }
}

/// A parsed file of the module, with its constants and what it declares for the index: worked out once, where
/// the file is parsed.
public struct ModuleFile: Sendable {
    public let tree: SyntaxTree
    public let constants: NumericConstants
    let declarations: ModuleIndex.FileDeclarations

    public init(_ tree: SyntaxTree, constants: NumericConstants) {
        self.tree = tree
        self.constants = constants
        declarations = ModuleIndex.collect(tree, constants: constants)
    }

}

/// What the files of a module declare that other files use, by qualified name: numeric constants
/// (`Theme.Size.caption`, `static let fontSize: CGFloat = 12`, `case small = 12`, `var size: CGFloat { 18 }`),
/// font tokens (`extension Font { static let display = … }`), weights and styles, and font helpers.
/// Built from every file at once and resolved to a fixed point, so that what resolves does not depend on
/// the order of the files; a name declared twice with different values resolves to nothing.
public struct ModuleIndex: Sendable {
    /// Each declaration's value under its qualified name and under each shorter suffix of it (`Size.caption`
    /// for `Theme.Size.caption`); members of `Font`, `UIFont` and `NSFont` and global constants also under
    /// their bare name, as an implicit member or a plain name reaches them.
    private(set) var values: [String: Value] = [:]
    private(set) var helpers: [String: [FontHelper]] = [:]
    /// The helpers that are instance methods of a type (`func label(size:) -> UIFont` in `struct Theme`), by their bare name:
    /// called on a value the index does not know (`theme.label(size: 6)`).
    private var methods: [String: [FontHelper]] = [:]
    private var methodNames = NameHashes()
    /// Every name component of the keys, by hash (`nameHash`): a chain that mentions none of them refers to
    /// nothing indexed. Thousands of names are looked up for every chain link, in constant time.
    private(set) var names = NameHashes()
    /// The first component of each key of a font or a helper: what a reference to one starts with (`Theme` of
    /// `Theme.Fonts.title`, `legal` of `.legal`, `appFont` of `appFont(ofSize:)`).
    private(set) var heads = NameHashes()
    /// Every dotted path that begins some key of a font or a helper, from any of the key's parts (`Fonts`,
    /// `Fonts.title`, `Theme.Fonts` of `Theme.Fonts.title`), by hash: a chain's path not among them names no
    /// font however it goes on (`Styles.Sizes.gutter` stops at `Styles.Sizes`), and is not looked up further.
    private(set) var fontPaths = NameHashes()
    /// Functions that return a number scaled with Dynamic Type (`func scaledSize(_ base: CGFloat) -> CGFloat {
    /// UIFontMetrics.default.scaledValue(for: base) }`), by key: a size they give scales.
    private var scalingFunctions: Set<String> = []
    private var headShapes = [Bool](repeating: false, count: 4096)
    /// SwiftUI text views the module declares a type of its own for (bitkit's `struct TextField: View`): what
    /// that name shows, and in which font, is the module's, not SwiftUI's.
    private var ownViews: Set<String> = []
    /// The module's `ViewModifier`s that set no font (see `FileDeclarations.fontlessModifiers`): `.modifier(CardBackground())`
    /// leaves the text's font as it was.
    private var fontlessModifiers: Set<String> = []
    /// The module's styles that may set a font (see `FileDeclarations.fontStyles`): `.textFieldStyle(ErrorTextFieldStyle())`
    /// draws the field in the style's font, not the one around it.
    private var fontStyles: Set<String> = []
    /// The module's views that show text in the style or font a use gives them (see `FileDeclarations.styledTextViews`),
    /// by `nameHash`: asked of the first name of every chain.
    private var styledTextViews = NameHashes()
    /// The module's functions returning `some View` that style their content (see `FileDeclarations.stylingViewFunctions`),
    /// by `nameHash`.
    private var stylingViewFunctions = NameHashes()
    /// The module's view functions that set tracking from a parameter (`func spaced(_ amount: CGFloat) -> some View {
    /// kerning(amount) }`), by name: the parameter's label, nil for `_`. A call sets the tracking it passes.
    public private(set) var trackingFunctions: [String: String?] = [:]
    /// What the module's uses give each of its views (`PreferencesRow(…).font(.footnote)` at every use: footnote), by the
    /// view's name; a view no use gives a font is not here.
    private var stylesGivenToViews: [String: GivenStyle] = [:]
    /// The module's files, for the rare question only a search answers (what callers pass to a view).
    private var trees: [SyntaxTree] = []
    /// The module's SwiftUI view types (`var body: some View`), by their own name.
    public private(set) var viewTypeNames: Set<String> = []
    /// The files (positions in `trees`) that declare each view type.
    private var viewTypeFiles: [String: [Int]] = [:]

    public init() {}

    public init<Trees: Sequence<SyntaxTree>>(_ trees: Trees) {
        self.init(files: trees.map { ModuleFile($0, constants: NumericConstants($0)) })
    }

    /// The index of files whose contributions were worked out where each was parsed (on all cores, while the
    /// files were being read); merged here in the files' order. `importing`: the indexes of the modules these files
    /// import, whose values, helpers and modifiers they see (resolved there once; their views are theirs).
    public init(files: [ModuleFile], importing imported: [ModuleIndex] = []) {
        trees = files.map(\.tree)
        let collected = files.map(\.declarations)
        var importedValues: [String: Value] = [:]
        for other in imported {
            importedValues.merge(other.values) { mine, _ in mine }
            helpers.merge(other.helpers) { $0 + $1 }
            names.formUnion(other.names)
            heads.formUnion(other.heads)
            for shape in other.headShapes.indices where other.headShapes[shape] { headShapes[shape] = true }
            scalingFunctions.formUnion(other.scalingFunctions)
            fontlessModifiers.formUnion(other.fontlessModifiers)
            fontStyles.formUnion(other.fontStyles)
            styledTextViews.formUnion(other.styledTextViews)
            stylingViewFunctions.formUnion(other.stylingViewFunctions)
            trackingFunctions.merge(other.trackingFunctions) { mine, _ in mine }
            methods.merge(other.methods) { $0 + $1 }
            methodNames.formUnion(other.methodNames)
        }
        values = importedValues
        // Grown once: unions one file at a time rehashed the growing set a dozen times (home-assistant: 10 M instructions).
        names.reserveCapacity(names.count + collected.reduce(0) { $0 + $1.names.count })
        for file in collected {
            names.formUnion(file.names)
            scalingFunctions.formUnion(file.scalingFunctions)
            ownViews.formUnion(file.ownViews)
            fontlessModifiers.formUnion(file.fontlessModifiers)
            fontStyles.formUnion(file.fontStyles)
            styledTextViews.formUnion(file.styledTextViews.map(nameHash))
            stylingViewFunctions.formUnion(file.stylingViewFunctions.map(nameHash))
            for (name, label) in file.trackingFunctions { trackingFunctions[name] = label }
            for (key, helper) in file.helpers {
                helpers[key, default: []].append(helper)
                insertNames(of: key)
            }
            for (name, helper) in file.methods {
                methods[name, default: []].append(helper)
                methodNames.insert(nameHash(name.utf8))
            }
        }
        for (file, declared) in collected.enumerated() {
            for name in declared.viewTypes { viewTypeFiles[name, default: []].append(file) }
        }
        viewTypeNames = Set(viewTypeFiles.keys)
        // What uses give the module's views needs only its files and the views' names: worked out on another thread while
        // the values resolve, whose rounds leave a core idle between their concurrent parts.
        let given = Background { [trees, viewTypeNames] in Self.stylesGiven(to: viewTypeNames, in: trees) }
        // Rounds until nothing changes: each round evaluates the declarations not yet final against the last
        // round's table, so a token made of another token resolves whichever file comes first. A number, weight,
        // style or string once known is final; a font may still learn its size from a constant.
        // What no round can resolve (`static let shared = Store()`) is not evaluated, and known by no key.
        // Keys are numbered once, so that a round counts agreement in arrays rather than by hashing strings.
        var keyNumbers: [String: Int] = [:]
        var keyNames: [String] = []
        var declarationsPerKey: [Int] = []
        var candidates: [(tree: Int, declaration: Declaration, keys: [Int])] = []
        let allNames = names
        let helperNames = NameHashes(helpers.keys.map(Self.lastNameHash))
        let mayStart = concurrentMap(Array(collected.indices)) { file in
            // The tree taken once per file: read through `files[file]` per declaration, each read retained and
            // released every array of the tree (home-assistant: 15,000 declarations, on both cores at once).
            let tree = files[file].tree
            return collected[file].declarations.indices.map { position in
                collected[file].declarations[position].0.value
                    .map { Self.mayStartValue($0, in: tree, names: allNames, helpers: helperNames) } == true
            }
        }
        // Only the candidates' keys are numbered; any other declaration of such a key keeps it from resolving. The
        // others are most declarations (home-assistant's 15,000 icons) and are matched by a cheap hash first.
        for (file, found) in collected.enumerated() {
            for (position, (declaration, keys)) in found.declarations.enumerated() where mayStart[file][position] {
                var numbers: [Int] = []
                for key in keys {
                    let number = keyNumbers[key] ?? keyNames.count
                    if number == keyNames.count {
                        keyNumbers[key] = number
                        keyNames.append(key)
                        declarationsPerKey.append(0)
                    }
                    declarationsPerKey[number] += 1
                    numbers.append(number)
                }
                candidates.append((file, declaration, numbers))
            }
        }
        let candidateKeys = Set(keyNames.map(nameHash))
        for (file, found) in collected.enumerated() {
            for (position, (_, keys)) in found.declarations.enumerated() where !mayStart[file][position] {
                for key in keys where candidateKeys.contains(nameHash(key)) {
                    if let number = keyNumbers[key] { declarationsPerKey[number] += 1 }
                }
            }
        }
        findFontPaths()
        var known = [Value?](repeating: nil, count: candidates.count)
        var pending = Array(candidates.indices)
        for _ in 0..<4 {
            // Each declaration is evaluated against the last round's table alone: on all cores, one evaluator per
            // run of a file's declarations (an evaluator copies the index and the tree: made per declaration, the
            // retains and releases of those copies cost more than the evaluation).
            let (index, work, sources) = (self, candidates, files)
            let evaluated = concurrentMap(Self.runs(of: pending, file: { work[$0].tree })) { run in
                let file = work[run[run.startIndex]].tree
                var evaluator = FontEvaluator(tree: sources[file].tree, index: index, constants: sources[file].constants)
                return run.map { position in
                    let declaration = work[position].declaration
                    evaluator.declaredType = declaration.type.map { sources[file].tree.text($0) }.map(Self.withoutFramework)
                    return declaration.value.flatMap { evaluator.value($0, scope: declaration.name) }
                }
            }
            for (position, value) in zip(pending, evaluated.joined()) { known[position] = value }
            // A number, weight, style or string once known is final; a font may still learn its size.
            pending.removeAll { position in
                switch known[position] {
                case .none, .font?: false
                default: true
                }
            }
            // A key resolves when every declaration it names agrees on one value.
            var agreed = [Value?](repeating: nil, count: keyNames.count)
            var counted = [Int](repeating: 0, count: keyNames.count)
            for (position, (_, _, keys)) in candidates.enumerated() {
                for key in keys {
                    agreed[key] = counted[key] == 0 || agreed[key] == known[position] ? known[position] : nil
                    counted[key] += 1
                }
            }
            var next = importedValues
            for key in keyNames.indices where counted[key] == declarationsPerKey[key] {
                if let value = agreed[key] { next[keyNames[key]] = value }
            }
            if next == values { break }
            var changed = Self.lastNames(ofKeysChanging: values, to: next)
            changed.formUnion(helperNames)
            values = next
            findFontPaths()  // the next round's chains may go through a font this one found
            // A declaration's value can change only through a name it mentions: a key that changed ends in it, or
            // a helper it calls reads the table. The rest would be evaluated to the same value (home-assistant:
            // 7,500 generated strings, none of which the first round could resolve, evaluated once instead of thrice).
            pending.removeAll { position in
                let (file, declaration, _) = candidates[position]
                return !Self.mentions(declaration.value!, in: files[file].tree, any: changed)
            }
            if pending.isEmpty { break }  // every value final: another round would find the same
        }
        // A chain can start at a font the index holds; numbers are read where a size is, not from chains.
        for (key, value) in values where value.font != nil {
            if let head = key.utf8.split(separator: UInt8(ascii: ".")).first { insertHead(head) }
        }
        stylesGivenToViews = given.value
    }

    /// What the uses in `trees` give each of `views` (see `stylesGivenToViews`).
    private static func stylesGiven(to views: Set<String>, in trees: [SyntaxTree]) -> [String: GivenStyle] {
        guard !views.isEmpty else { return [:] }
        let names = WordSet(views)
        var given: [String: GivenStyle] = [:]
        for uses in concurrentMap(trees, { Self.stylesGiven(to: names, in: $0) }) {
            for (view, style) in uses { given[view] = given[view].map { $0 == style ? $0 : .unknown } ?? style }
        }
        return given.filter { $0.value != .none }
    }

    /// Each use of one of `views` in the file (`PreferencesRow(label: …)`, not its declaration, nor a preview's), with the
    /// style its own chain or the nearest container around it gives it.
    private static func stylesGiven(to views: WordSet, in tree: SyntaxTree) -> [(String, GivenStyle)] {
        lazy var previews = tree.previewBodies()
        var containerStyles: [Int: GivenStyle] = [:]  // by brace: uses in one container share what is around them
        var found: [(String, GivenStyle)] = []
        // Only the capitalized names called are asked; one such as `Text` or `HStack` costs no hash (see `WordSet`).
        let uses = tree.calls(of: views)
        for (name, positions) in uses {
            for k in positions where !tree.isPunct(k - 1, ".") && !declarationWords.contains(where: { tree.isWord(k - 1, $0) })
                && !previews.contains(where: { $0.contains(k) }) {
                found.append((name, styleGiven(at: k, tree, containerStyles: &containerStyles)))
            }
        }
        return found
    }

    private static let declarationWords: [StaticString] = ["struct", "class", "enum", "extension", "actor", "protocol", "func", "init"]

    /// The style the use of a view at `k` is given: by a `.font(…)` on its own chain, else on the nearest container
    /// around it that sets one; `.none` when nothing does. `containerStyles` keeps what each brace was found to give.
    public static func styleGiven(at k: Int, _ tree: SyntaxTree) -> GivenStyle {
        var containerStyles: [Int: GivenStyle] = [:]
        return styleGiven(at: k, tree, containerStyles: &containerStyles)
    }

    private static func styleGiven(at k: Int, _ tree: SyntaxTree, containerStyles: inout [Int: GivenStyle]) -> GivenStyle {
        func font(of chain: Chain) -> GivenStyle? {
            for link in chain.modifiers.reversed() where link.name.map({ tree.isWord($0, "font") }) == true {
                guard let value = chain.arguments(of: link)?.first?.value else { return .unknown }
                // `.footnote`, `Font.footnote`, `.footnote.weight(.medium)`: the style; anything else is not known here.
                let word = tree.isPunct(value.lowerBound, ".") ? value.lowerBound + 1
                    : tree.isWord(value.lowerBound, "Font") && tree.isPunct(value.lowerBound + 1, ".") ? value.lowerBound + 2 : nil
                guard let word, word < value.upperBound, let style = TextStyle(named: tree.text(word)) else { return .unknown }
                return .style(style)
            }
            return nil
        }
        if let chain = tree.chain(at: k), let given = font(of: chain) { return given }
        var open = Int(tree.enclosing[k])
        var visited: [Int] = []
        var given = GivenStyle.none
        while open >= 0 {
            if let known = containerStyles[open] {
                given = known
                break
            }
            visited.append(open)
            if tree.isPunct(open, "{"), let container = tree.container(openingAt: open), let found = font(of: container) {
                given = found
                break
            }
            open = Int(tree.enclosing[open])
        }
        // The braces passed on the way up give what the first one that sets a font gives (or nothing).
        for brace in visited { containerStyles[brace] = given }
        return given
    }

    /// The hashes of the last names of the keys whose value differs between two tables (`Theme.Size.caption`: `caption`).
    private static func lastNames(ofKeysChanging old: [String: Value], to new: [String: Value]) -> NameHashes {
        var names = NameHashes()
        for (key, value) in new where old[key] != value { names.insert(lastNameHash(key)) }
        for key in old.keys where new[key] == nil { names.insert(lastNameHash(key)) }
        return names
    }

    private static func lastNameHash(_ key: String) -> UInt64 {
        nameHash(key.utf8.split(separator: UInt8(ascii: ".")).last ?? key.utf8[...])
    }

    /// Whether a word in the range has one of the names' hashes.
    private static func mentions(_ range: Range<Int>, in tree: SyntaxTree, any names: NameHashes) -> Bool {
        range.contains { k in tree.code[k].kind == .word && names.contains(nameHash(tree.bytes[tree.code[k].range])) }
    }

    /// The positions split where the file changes, and every 256 positions so that one file of many
    /// declarations (a generated strings table) still shares the cores.
    private static func runs(of positions: [Int], file: (Int) -> Int) -> [ArraySlice<Int>] {
        var runs: [ArraySlice<Int>] = []
        var start = positions.startIndex
        for end in positions.indices.dropFirst() where file(positions[end]) != file(positions[start]) || end - start == 256 {
            runs.append(positions[start..<end])
            start = end
        }
        if start < positions.endIndex { runs.append(positions[start...]) }
        return runs
    }

    /// `fontPaths` from the helpers and the fonts known so far.
    private mutating func findFontPaths() {
        fontPaths = NameHashes()
        for key in helpers.keys { insertPaths(of: key) }
        for (key, value) in values where value.font != nil { insertPaths(of: key) }
    }

    private mutating func insertPaths(of key: String) {
        let parts = key.utf8.split(separator: UInt8(ascii: "."))
        for start in parts.indices {
            var hash: UInt64?
            for part in parts[start...] {
                hash = pathHash(appending: part, to: hash)
                fontPaths.insert(hash!)
            }
        }
    }

    /// Whether a dotted path, by its `nameHash`, can begin the name of a font or a helper the index holds.
    func mayNameFont(pathHash: UInt64) -> Bool { fontPaths.contains(pathHash) }

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
        /// View functions that set tracking from a parameter (see `ModuleIndex.trackingFunctions`), with its label.
        var trackingFunctions: [(String, String?)] = []
        /// The `ViewModifier`s whose body names no font, weight or other modifier (`CardBackground`), by own name.
        var fontlessModifiers: [String] = []
        /// The button, text field, label and toggle styles whose body may set a font (`ErrorTextFieldStyle`), by own name.
        var fontStyles: [String] = []
        var names = NameHashes()
    }

    /// The argument of the `font(…)` a function body calls (`font(…)`, `self.font(…)`, `.font(…)` in a chain), when it is the
    /// body's only one and has one argument: the font the function's calls set.
    private static func fontSet(in body: Range<Int>, _ tree: SyntaxTree) -> Range<Int>? {
        let calls = tree.words("font").filter { body.contains($0) && tree.isPunct($0 + 1, "(") }
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
    private static func showsGivenStyle(_ owner: String, _ body: TypeBody, in tree: SyntaxTree) -> Bool {
        func isStyle(_ name: String?) -> Bool { name == "style" || name == "font" }
        let takesStyle = tree.declarations.contains { $0.enclosingType == owner && isStyle(tree.text($0.name)) }
            || tree.functions.contains { $0.enclosingType == owner && tree.isWord($0.name, "init") && $0.parameters.contains { isStyle($0.label) } }
        return takesStyle && tree.words("Text").contains { body.open < $0 && $0 < body.close && tree.isPunct($0 + 1, "(") }
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
    fileprivate static func isSomeView(_ type: Range<Int>?, in tree: SyntaxTree) -> Bool {
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

    fileprivate static func collect(_ tree: SyntaxTree, constants: NumericConstants) -> FileDeclarations {
        var found = FileDeclarations()
        // A type's member or a global: a value other files can name.
        func isNameable(_ declaration: Declaration) -> Bool {
            declaration.isMember || declaration.enclosingType == nil && tree.enclosing[declaration.name] < 0
        }
        for declaration in tree.declarations where declaration.value != nil {
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
                    found.helpers += modifierHelpers(body, tree, constants: constants)
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
            if let body = tree.typeBodies.first(where: { !$0.isExtension && $0.qualifiedName == owner }),
               showsGivenStyle(owner, body, in: tree) {
                found.styledTextViews.append(TypeBody.ownName(owner))
            }
        }
        // Calls that set a font (`font(…)`, `.fontWeight(…)`, `.bold()`), found as bytes once per file.
        // Only a function of an extension of `View` or `Text` can be called as a modifier (`Text(…).themeBody()`).
        var viewFunctions = tree.functions.filter { function in
            function.enclosingType.map(modifiableTypes.contains) == true && isSomeView(function.returnType, in: tree)
        }
        // `kerning(amount)`, `self.tracking(amount)`, `.kerning(amount)` with a parameter: the callers choose the tracking.
        for function in viewFunctions {
            for word in ["kerning", "tracking"] {
                for k in tree.words(word) where function.body.contains(k) && tree.isPunct(k + 1, "(") && tree.partner[k + 1] == Int32(k + 3) {
                    guard let parameter = function.parameters.first(where: { $0.name == tree.text(k + 2) }) else { continue }
                    found.trackingFunctions.append((tree.identifier(function.name), parameter.label))
                }
            }
        }
        var fontCalls = viewFunctions.isEmpty ? [] : fontSettingCalls.flatMap { tree.words($0) }.filter { tree.isPunct($0 + 1, "(") }.sorted()
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
            for function in styling {
                let name = tree.identifier(function.name)
                found.stylingViewFunctions.append(name)
                fontCalls += tree.words(name).filter { tree.isPunct($0 + 1, "(") }
                // `func default_text_style_white_500(styleSize: CGFloat) -> some View { font(.custom("Inter", size: styleSize)) }`:
                // a call gives the font its body sets, evaluated with the call's arguments (`styleSize: 16`: Inter 16pt).
                if let font = fontSet(in: function.body, tree) {
                    let helper = FontHelper(function: function, tree: tree, constants: constants, result: font)
                    for key in [name] + keys(name, in: function.enclosingType) { found.helpers.append((key, helper)) }
                }
            }
            fontCalls.sort()
        }
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
        return found
    }

    /// A `ViewModifier` whose `body(content:)` sets one font (`content.font(.custom(type.rawValue, size: size))`), as helpers
    /// that its initializers' calls make: `.modifier(InterFont(.bold, size: 96))` sets Inter bold 96pt. Each initializer,
    /// written or memberwise, with its parameters named after the stored properties they set, so that the font expression
    /// reads the values a call passes. Keyed by the type's name and each shorter suffix of it.
    private static func modifierHelpers(_ body: TypeBody, _ tree: SyntaxTree, constants: NumericConstants) -> [(String, FontHelper)] {
        guard let bodyFunction = tree.functions.first(where: { $0.enclosingType == body.qualifiedName && tree.isWord($0.name, "body") }),
              let font = fontSet(in: bodyFunction.body, tree) else { return [] }
        let keys = typeKeys(body.qualifiedName)
        return initializers(of: body, in: tree).flatMap { initializer in
            let helper = FontHelper(function: initializer, tree: tree, constants: constants, result: font, isInitializer: true)
            return keys.map { ($0, helper) }
        }
    }

    /// `Theme.Heading` → `Theme.Heading`, `Heading`: the names a type is called by.
    private static func typeKeys(_ qualified: String) -> [String] {
        let parts = qualified.utf8.split(separator: UInt8(ascii: "."))
        return parts.indices.map { start in parts[start...].map { String(decoding: $0, as: UTF8.self) }.joined(separator: ".") }
    }

    /// A type's initializers as its callers see them: each written `init`, its parameters named after the stored properties
    /// it assigns them to (`init(_ t: Face, size s: CGFloat) { self.face = t; self.size = s }` takes `face` and `size`); or,
    /// with none written, the memberwise one: a parameter per stored `var`, and per `let` without a value, labelled with its
    /// name and defaulting to the `var`'s value.
    static func initializers(of body: TypeBody, in tree: SyntaxTree) -> [Function] {
        let written = tree.functions.filter { $0.enclosingType == body.qualifiedName && tree.isWord($0.name, "init") }
        guard written.isEmpty else {
            return written.map { initializer in
                var renamed = initializer
                for index in renamed.parameters.indices {
                    if let property = assignedProperty(from: renamed.parameters[index].name, in: initializer.body, tree) {
                        renamed.parameters[index].name = property
                    }
                }
                return renamed
            }
        }
        let stored = tree.declarations.filter { declaration in
            declaration.isMember && !declaration.isStatic && declaration.getter == nil && declaration.enclosingType == body.qualifiedName
                && (tree.isWord(declaration.name - 1, "var") || declaration.initializer == nil)
        }
        guard let name = (body.open - 8..<body.open).reversed().first(where: { k in
            k >= 0 && tree.code[k].kind == .word && tree.text(k) == TypeBody.ownName(body.qualifiedName)
        }) else { return [] }
        let parameters = stored.map { declaration in
            Function.Parameter(label: tree.identifier(declaration.name), name: tree.identifier(declaration.name),
                               defaultValue: declaration.initializer)
        }
        return [Function(name: name, parameters: parameters, returnType: nil, body: body.open + 1..<body.close,
                         enclosingType: body.qualifiedName)]
    }

    /// The stored property an initializer's body sets from `parameter` (`self.size = s` for `s`), if it sets one directly.
    private static func assignedProperty(from parameter: String, in body: Range<Int>, _ tree: SyntaxTree) -> String? {
        for k in body where tree.isWord(k, "self") && tree.isPunct(k + 1, ".") && k + 4 < body.upperBound
            && tree.isToken(k + 3, .operator, "=") && tree.text(k + 4) == parameter && !tree.isPunct(k + 5, ".") && !tree.isPunct(k + 5, "(") {
            return tree.text(k + 2)
        }
        return nil
    }

    /// Stored properties without a value of their own (`var height: CGFloat`) that an initializer sets from a parameter of
    /// the same name with a default (`init(…, height: CGFloat = 48.0) { self.height = height }`), given that default as
    /// their value: what the type's code states for every use that leaves it out.
    /// `isKept`: which of them to give (by default, every one).
    public static func initializedFromDefaults(_ tree: SyntaxTree, where isKept: (Declaration) -> Bool = { _ in true }) -> [Declaration] {
        let initializers = tree.functions.filter { function in
            function.enclosingType != nil && tree.isWord(function.name, "init") && function.parameters.contains { $0.defaultValue != nil }
        }
        guard !initializers.isEmpty else { return [] }
        var stored: [String: Declaration] = [:]
        for declaration in tree.declarations where declaration.isMember && declaration.value == nil && !declaration.isStatic {
            guard let type = declaration.enclosingType, isKept(declaration) else { continue }
            stored[type + "." + tree.identifier(declaration.name)] = declaration
        }
        var found: [Declaration] = []
        for function in initializers {
            for parameter in function.parameters {
                guard let fallback = parameter.defaultValue, var declaration = stored[function.enclosingType! + "." + parameter.name],
                      assigns(parameter.name, in: function.body, tree) else { continue }
                declaration.initializer = fallback
                found.append(declaration)
            }
        }
        return found
    }

    /// Whether the body says `self.name = name` on a line of its own, directly in it.
    private static func assigns(_ name: String, in body: Range<Int>, _ tree: SyntaxTree) -> Bool {
        body.contains { k in
            tree.isWord(k, "self") && Int(tree.enclosing[k]) == body.lowerBound - 1 && tree.isPunct(k + 1, ".") && tree.text(k + 2) == name
                && tree.isToken(k + 3, .operator, "=") && k + 4 < body.upperBound && tree.text(k + 4) == name && tree.startsLine(k + 5)
        }
    }

    /// The `self.init(…)` an initializer's body delegates to, from `self` to its closing parenthesis.
    private static func delegatedInitializer(in body: Range<Int>, _ tree: SyntaxTree) -> Range<Int>? {
        for k in body where tree.isWord(k, "self") && tree.isPunct(k + 1, ".") && tree.isWord(k + 2, "init") && tree.isPunct(k + 3, "(") {
            let close = Int(tree.partner[k + 3])
            if close > k + 3, close < body.upperBound { return k..<close + 1 }
        }
        return nil
    }

    /// The value of `self.font = …` or `font = …` said directly in an initializer's body.
    private static func assignedFont(in function: Function, _ tree: SyntaxTree) -> Range<Int>? {
        let body = function.body
        for k in body where tree.isWord(k, "font") && Int(tree.enclosing[k]) == body.lowerBound - 1
            && tree.isToken(k + 1, .operator, "=") && (!tree.isPunct(k - 1, ".") || tree.isWord(k - 2, "self") && tree.startsLine(k - 2)) {
            return k + 2..<tree.endOfExpression(from: k + 2)
        }
        return nil
    }

    /// Whether an expression can start a value the index keeps: a literal, a member (`.bold`, `.body`), a sign, a
    /// parenthesis, `return`, a font or number type, or a name the index declares.
    static func mayStartValue(_ range: Range<Int>, in tree: SyntaxTree, names: NameHashes, helpers: NameHashes) -> Bool {
        guard var first = range.first else { return false }
        if tree.isWord(first, "return"), first + 1 < range.upperBound { first += 1 }
        switch tree.code[first].kind {
        case .number, .string, .punct, .operator: return true
        case .word:
            let token = tree.code[first]
            if tree.word(at: first, in: valueStarts) != nil { return true }
            let hash = nameHash(tree.bytes[token.range])
            // A module type's own initializer (`MaterialDesignIcons(named: "abacus")`, 15,000 of them in
            // home-assistant) makes no number, font or weight, unless it is a helper that sets a font.
            if tree.isPunct(first + 1, "("), Int(tree.partner[first + 1]) == range.upperBound - 1,
               tree.bytes[token.start] &- UInt8(ascii: "A") < 26, !helpers.contains(hash) {
                return false
            }
            return names.contains(hash) || choosesLiterals(range, in: tree)
        default: return false
        }
    }

    /// `isCurrent ? .bold : .regular`: a short ternary whose branch after `?` is a literal or a member.
    private static func choosesLiterals(_ range: Range<Int>, in tree: SyntaxTree) -> Bool {
        range.count <= 32 && range.contains { k in
            tree.isToken(k, .operator, "?") && !tree.isPostfix(k) && k + 1 < range.upperBound
                && (tree.isPunct(k + 1, ".") || tree.code[k + 1].kind == .number)
        }
    }

    /// Asked of every declaration of the module (home-assistant: 15,000), without a String made for its first word.
    static let valueStarts = WordSet(FontEvaluator.bareConstructors.union([
        "Font", "UIFont", "NSFont", "UIFontMetrics", "CGFloat", "Double", "Float", "Int", "switch", "if", "Self", "self",
        "TextStyle",
    ]).union(GeneratedFontAccessor.heads))

    static func returnsFont(_ function: Function, in tree: SyntaxTree) -> Bool {
        guard let type = function.returnType, let first = type.first, let last = type.last else { return false }
        return tree.bytes.withUnsafeBufferPointer { bytes in
            UnsafeBufferPointer(rebasing: bytes[tree.code[first].start..<tree.code[last].end]).contains(bytes: Array("Font".utf8))
        }
    }

    /// Whether a declaration can hold what the index keeps: its type, if written, is a number, a font, a weight
    /// or a text style (`let title: String`, `var body: some View`, `@State var x = false` cannot), or `Self` in one of those.
    static func mayHoldValue(_ declaration: Declaration, in tree: SyntaxTree) -> Bool {
        guard let type = declaration.type else { return true }
        var text = withoutFramework(tree.text(type))
        // `extension CGFloat { static let rowHeight: Self = 44 }`: the type is the one extended.
        if text == "Self", let owner = declaration.enclosingType { text = owner }
        return valueTypes.contains(text)
    }

    /// `SwiftUICore.Font`, `SwiftUI.Font`, `UIKit.UIFont?`: the type, not named through its module, nor optional.
    static func withoutFramework(_ type: String) -> String {
        var text = type
        while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
        for module in frameworkNames where text.hasPrefix(module) && text.dropFirst(module.count).first == "." {
            text.removeFirst(module.count + 1)
            break
        }
        return text
    }

    static let frameworkNames = ["SwiftUICore", "SwiftUI", "UIKit", "AppKit", "CoreGraphics"]

    static let valueTypes: Set<String> = [
        "CGFloat", "Double", "Float", "Int", "Font", "UIFont", "NSFont", "Font.Weight", "UIFont.Weight", "NSFont.Weight",
        "Font.TextStyle", "UIFont.TextStyle", "NSFont.TextStyle", "TextStyle",
    ]

    /// The names a declaration is known by: `Theme.Size.caption`, `Size.caption`; plus `caption` for members of
    /// the font types and globals.
    static func keys(_ name: String, in type: String?) -> [String] {
        guard var type else { return [name] }
        var name = name
        // As bytes, each key written once into its own buffer: this runs for every member of every type (home-assistant:
        // 8,000 icons of one enum), and splitting, decoding and concatenating Strings cost thousands of instructions a key.
        return type.withUTF8 { type in
            name.withUTF8 { name in
                var keys: [String] = []
                var start = 0
                while true {
                    let suffix = UnsafeBufferPointer(rebasing: type[start...])
                    keys.append(String(unsafeUninitializedCapacity: suffix.count + 1 + name.count) { key in
                        _ = key.initialize(fromContentsOf: suffix)
                        key[suffix.count] = UInt8(ascii: ".")
                        _ = UnsafeMutableBufferPointer(rebasing: key[(suffix.count + 1)...]).initialize(fromContentsOf: name)
                        return key.count
                    })
                    guard let dot = suffix.firstIndex(of: UInt8(ascii: ".")) else { break }
                    start += dot + 1
                }
                let last = UnsafeBufferPointer(rebasing: type[start...])
                if Self.fontTypeBytes.contains(where: { last.elementsEqual($0) }) { keys.append(String(decoding: name, as: UTF8.self)) }
                return keys
            }
        }
    }

    private static let fontTypeBytes = fontTypeNames.map { Array($0.utf8) }

    static let fontTypeNames: Set<String> = ["Font", "UIFont", "NSFont"]

    public subscript(name: String) -> Value? { values[name] }

    /// The module's files that declare one of these view types (`struct ProfileSummaryRow: View`).
    public func trees(declaringViews names: Set<String>) -> [SyntaxTree] {
        Set(names.flatMap { viewTypeFiles[$0] ?? [] }).sorted().map { trees[$0] }
    }

    func helpers(named name: String) -> [FontHelper] { helpers[name] ?? [] }

    /// The instance methods of the module's types called `name` that return fonts (see `methods`).
    func methods(named name: String) -> [FontHelper] { methods[name] ?? [] }

    /// Whether a name (its bytes) is an instance method of a type of the module that returns a font.
    public func namesFontMethod<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
        !methodNames.isEmpty && methodNames.contains(nameHash(name))
    }

    /// Whether a function is declared `static` or `class`.
    static func isStatic(_ function: Function, in tree: SyntaxTree) -> Bool {
        var k = function.name - 2  // before `func`
        while k >= 0, tree.code[k].kind == .word, !tree.startsLine(k + 1) || k == function.name - 2 {
            if tree.isWord(k, "static") || tree.isWord(k, "class") { return true }
            k -= 1
        }
        return false
    }

    /// Whether the module declares its own type of this SwiftUI view's name.
    func declaresOwnView(_ name: String) -> Bool { !ownViews.isEmpty && ownViews.contains(name) }

    /// Whether the name (its bytes) is of a view of the module that shows text in the style or font a use passes
    /// (`ThemeText(…, style: .body)`).
    func showsGivenStyle<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
        !styledTextViews.isEmpty && styledTextViews.contains(nameHash(name))
    }

    /// Whether a modifier called `name` is a function of the module returning `some View` that may set a font
    /// (`.default_text_style_white_500(styleSize: 16)`): what it sets is not read, so the text's font is unknown.
    func isStylingViewFunction<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
        !stylingViewFunctions.isEmpty && stylingViewFunctions.contains(nameHash(name))
    }

    /// Whether `name` is a `ViewModifier` of the module whose body sets no font (only padding, colour, background).
    func isFontlessModifier(_ name: String) -> Bool { !fontlessModifiers.isEmpty && fontlessModifiers.contains(name) }

    /// Whether `name` is a button, text field, label or toggle style of the module whose body may set a font.
    func setsFontInStyle(_ name: String) -> Bool { fontStyles.contains(name) }

    var hasFontStyles: Bool { !fontStyles.isEmpty }

    /// The style the module's uses give a view's `body` (see `GivenStyle`).
    public func styleGiven(toView name: String) -> GivenStyle { stylesGivenToViews[name] ?? .none }

    static let numberTypes: Set<String> = ["CGFloat", "Double", "Float"]

    func scalesNumbers(_ key: String) -> Bool { scalingFunctions.contains(key) }

    var hasScalingFunctions: Bool { !scalingFunctions.isEmpty }

    /// Whether a token's bytes are a name the index knows.
    func startsReference<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard let first = bytes.first, headShapes[Self.shape(first, bytes.count)] else { return false }
        return heads.contains(nameHash(bytes))
    }

    /// A head's first byte and length, as one of 4096 bits: most names are turned away without a hash.
    private static func shape(_ first: UInt8, _ count: Int) -> Int { Int(first & 0x7F) << 5 | min(count, 31) }

    private mutating func insertHead<Bytes: Collection<UInt8>>(_ head: Bytes) {
        heads.insert(nameHash(head))
        if let first = head.first { headShapes[Self.shape(first, head.count)] = true }
    }

    /// A helper's key: its parts are names, its first part a head, and so is its last (a member helper is
    /// called by its bare name inside its own type: `scaled(font)` in the type that declares `scaled`).
    private mutating func insertNames(of key: String) {
        let parts = key.utf8.split(separator: UInt8(ascii: "."))
        for part in parts { names.insert(nameHash(part)) }
        if let head = parts.first { insertHead(head) }
        if parts.count > 1, let last = parts.last { insertHead(last) }
    }

    /// The string literals the module's code passes as `label:` where it makes a `type`
    /// (`ShortcutRow(detail: "(free up GPU)")`); nil when a call passes anything else there, or no call passes
    /// one. Searched when asked: few views show a stored property in a second family.
    func stringArguments(passedTo type: String, label: String) -> [String]? {
        let typeName = Array(type.utf8), labelName = Array(label.utf8)
        var found: [String] = []
        for tree in trees where tree.bytes.withUnsafeBufferPointer({ $0.contains(bytes: typeName) }) {
            for k in tree.code.indices.dropLast() where tree.code[k].kind == .word && tree.isPunct(k + 1, "(")
                && tree.bytes[tree.code[k].range].elementsEqual(typeName) && !tree.isPunct(k - 1, ".") {
                let close = Int(tree.partner[k + 1])
                var start = k + 2
                while start < close {
                    var end = start
                    while end < close, !(tree.isPunct(end, ",") && Int(tree.enclosing[end]) == k + 1) { end += 1 }
                    if end - start >= 3, tree.bytes[tree.code[start].range].elementsEqual(labelName), tree.isPunct(start + 1, ":") {
                        guard let text = tree.stringValue(start + 2..<end) else { return nil }
                        found.append(text)
                    }
                    start = end + 1
                }
            }
        }
        return found.isEmpty ? nil : found
    }

    func mentions<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        names.contains(nameHash(bytes))
    }
}
