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
    /// The helpers only their own file can call, by name and file (`SyntaxTree.identity`): a `private` helper of one
    /// name in each of thousands of files is not looked through at every call.
    private var filePrivateHelpers: [FileName: [FontHelper]] = [:]
    private struct FileName: Hashable {
        let name: String
        let file: Int
    }
    /// The helpers that are instance methods of a type (`func label(size:) -> UIFont` in `struct Theme`), by their bare name:
    /// called on a value the index does not know (`theme.label(size: 6)`).
    private var methods: [String: [FontHelper]] = [:]
    private var methodNames = NameHashes()
    /// The computed `String` properties of the module's types, by key (see `FileDeclarations.caseGetters`).
    private var caseGetters: [String: CaseGetter] = [:]
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
    /// The module's methods of views that set their own font from what they are passed (see
    /// `FileDeclarations.fontSettingMethods`), by `nameHash`.
    private var fontSettingMethods = NameHashes()
    /// The module's view functions that apply one of its `ViewModifier`s with their arguments (see
    /// `FileDeclarations.modifierFunctions`), by `nameHash`.
    private var modifierFunctions = NameHashes()
    /// The module's view functions that make a font of the weight they are given (see
    /// `FileDeclarations.weightTakingFunctions`), by `nameHash`.
    private var weightTakingFunctions = NameHashes()
    /// Whether the module, or one it imports, declares a font API of its own spelled as SwiftUI's (`BrandFont.system(size:)`,
    /// a type named `Font`): there an implicit `.system(size: 17)` may be that API's, which has no `.body`.
    public private(set) var declaresOwnSystemFont = false
    /// The names the module, and those it imports, declare as cases or properties: `.tertiaryLabel` in a module with a
    /// `case tertiaryLabel` of its own may be that one.
    public private(set) var memberNames = NameHashes()
    /// The modules re-exported by the module or one it imports (`@_exported import AppKit`): each of its files imports them.
    public private(set) var exportedModules: Set<String> = []
    /// The names of properties and functions whose fonts the module, or one it imports, scales with `UIFontMetrics`
    /// (`scaledFont(for: Fonts.base)`): the font they make is a base, not what is drawn.
    public private(set) var scaledFontArguments = NameHashes()
    /// Names the module gives a system colour (`static let mlrTextSubtle = Color(.tertiaryLabel)`), with that colour's
    /// name: a text drawn in the name is drawn in that colour.
    public private(set) var colorAliases: [String: String] = [:]
    /// The module's view functions that set tracking from a parameter (`func spaced(_ amount: CGFloat) -> some View {
    /// kerning(amount) }`), by name: the parameter's label, nil for `_`. A call sets the tracking it passes.
    public private(set) var trackingFunctions: [String: String?] = [:]
    /// The types the module, or one it imports, declares inside a font type (`UIFont.WMFontSystem`).
    private var nestedFontTypes: Set<String> = []
    /// The type of each parameter typed by one of `nestedFontTypes`, by what a call names and the label (see
    /// `implicitMemberType(callee:label:)`); the callees' names by `nameHash`, asked first.
    private var fontTypedParameters: [String: String] = [:]
    private var fontTypedCallees = NameHashes()
    /// The types of the labelled values of those types' cases (see `FileDeclarations.caseParameters`).
    private var caseParameterTypes: [String: String] = [:]
    /// The weights' names among each enum's cases, by the enum's own name (see `FileDeclarations.weightEnums`).
    private var weightEnums: [String: [Weight]] = [:]
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
        self.init(files: trees.map { ModuleFile($0, constants: FileConstants($0)) })
    }

    /// The index of files whose contributions were worked out where each was parsed (on all cores, while the
    /// files were being read); merged here in the files' order. `importing`: the indexes of the modules these files
    /// import, whose values, helpers and modifiers they see (resolved there once; their views are theirs).
    public init(files: [ModuleFile], importing imported: [ModuleIndex] = []) {
        trees = files.map(\.tree)
        let collected = files.map(\.declarations)
        let importedValues = merge(imported)
        values = importedValues
        merge(collected)
        for (file, declared) in collected.enumerated() {
            for name in declared.viewTypes { viewTypeFiles[name, default: []].append(file) }
        }
        viewTypeNames = Set(viewTypeFiles.keys)
        // What uses give the module's views needs only its files and the views' names: worked out on another thread while
        // the values resolve, whose rounds leave a core idle between their concurrent parts.
        let given = Background { [trees, viewTypeNames] in Self.stylesGiven(to: viewTypeNames, in: trees) }
        resolveValues(files, collected, importedValues: importedValues)
        addInstanceMembers(collected.flatMap(\.instances))
        // A chain can start at a font the index holds; numbers are read where a size is, not from chains.
        for (key, value) in values where value.font != nil {
            if let head = key.utf8.split(separator: UInt8(ascii: ".")).first { insertHead(head) }
        }
        stylesGivenToViews = given.value
    }

    /// What the imported modules' indexes hold, merged into this one; their values returned, for each round of
    /// `resolveValues` to start from.
    private mutating func merge(_ imported: [ModuleIndex]) -> [String: Value] {
        var importedValues: [String: Value] = [:]
        for other in imported {
            importedValues.merge(other.values) { mine, _ in mine }
            helpers.merge(other.helpers) { $0 + $1 }
            // Still seen from their own files only: those files' helpers, which the imported module's calls run.
            filePrivateHelpers.merge(other.filePrivateHelpers) { $0 + $1 }
            names.formUnion(other.names)
            heads.formUnion(other.heads)
            for shape in other.headShapes.indices where other.headShapes[shape] { headShapes[shape] = true }
            scalingFunctions.formUnion(other.scalingFunctions)
            fontlessModifiers.formUnion(other.fontlessModifiers)
            fontStyles.formUnion(other.fontStyles)
            styledTextViews.formUnion(other.styledTextViews)
            stylingViewFunctions.formUnion(other.stylingViewFunctions)
            fontSettingMethods.formUnion(other.fontSettingMethods)
            modifierFunctions.formUnion(other.modifierFunctions)
            weightTakingFunctions.formUnion(other.weightTakingFunctions)
            trackingFunctions.merge(other.trackingFunctions) { mine, _ in mine }
            colorAliases.merge(other.colorAliases) { mine, _ in mine }
            methods.merge(other.methods) { $0 + $1 }
            methodNames.formUnion(other.methodNames)
            declaresOwnSystemFont = declaresOwnSystemFont || other.declaresOwnSystemFont
            memberNames.formUnion(other.memberNames)
            exportedModules.formUnion(other.exportedModules)
            scaledFontArguments.formUnion(other.scaledFontArguments)
            nestedFontTypes.formUnion(other.nestedFontTypes)
            fontTypedParameters.merge(other.fontTypedParameters) { mine, _ in mine }
            fontTypedCallees.formUnion(other.fontTypedCallees)
            caseParameterTypes.merge(other.caseParameterTypes) { mine, _ in mine }
            weightEnums.merge(other.weightEnums) { mine, _ in mine }
        }
        return importedValues
    }

    /// What each file declares, merged in the files' order: all but the values, which `resolveValues` works out.
    private mutating func merge(_ collected: [FileDeclarations]) {
        // Grown once, to hold every file's names: a union per file would rehash the growing set again and again.
        names.reserveCapacity(names.count + collected.reduce(0) { $0 + $1.names.count })
        for file in collected {
            declaresOwnSystemFont = declaresOwnSystemFont || file.declaresOwnSystemFont
            memberNames.formUnion(file.memberNames)
            exportedModules.formUnion(file.exportedModules)
            scaledFontArguments.formUnion(file.scaledFontArguments)
            names.formUnion(file.names)
            scalingFunctions.formUnion(file.scalingFunctions)
            ownViews.formUnion(file.ownViews)
            fontlessModifiers.formUnion(file.fontlessModifiers)
            fontStyles.formUnion(file.fontStyles)
            styledTextViews.formUnion(file.styledTextViews.map(nameHash))
            stylingViewFunctions.formUnion(file.stylingViewFunctions.map(nameHash))
            fontSettingMethods.formUnion(file.fontSettingMethods.map(nameHash))
            modifierFunctions.formUnion(file.modifierFunctions.map(nameHash))
            weightTakingFunctions.formUnion(file.weightTakingFunctions.map(nameHash))
            for (name, label) in file.trackingFunctions { trackingFunctions[name] = label }
            for (name, color) in file.colorAliases where colorAliases[name] == nil { colorAliases[name] = color }
            nestedFontTypes.formUnion(file.nestedFontTypes)
            for (key, type) in file.caseParameters { caseParameterTypes[key] = caseParameterTypes[key] ?? type }
            for (type, weights) in file.weightEnums { weightEnums[type] = weightEnums[type] ?? weights }
            for (key, helper) in file.helpers {
                if helper.isFilePrivate {
                    filePrivateHelpers[FileName(name: key, file: helper.tree.identity), default: []].append(helper)
                } else {
                    helpers[key, default: []].append(helper)
                }
                insertNames(of: key)
            }
            for (name, helper) in file.methods {
                methods[name, default: []].append(helper)
                methodNames.insert(nameHash(name.utf8))
            }
            for (key, getter) in file.caseGetters where caseGetters[key] == nil { caseGetters[key] = getter }
        }
        // A parameter's type is known to be the module's once every file's types are.
        for file in collected {
            for (callee, label, type) in file.fontTypedParameters where nestedFontTypes.contains(type) {
                fontTypedParameters[callee + "(" + label] = fontTypedParameters[callee + "(" + label] ?? type
                fontTypedCallees.insert(nameHash(callee.utf8))
            }
        }
    }

    /// The declarations that may resolve, each with its keys by number, and how many declarations of the module name each
    /// key: what `resolveValues`' rounds evaluate and count agreement in.
    private struct Candidates {
        var keyNames: [String] = []
        var declarationsPerKey: [Int] = []
        var candidates: [(tree: Int, declaration: Declaration, keys: [Int])] = []
    }

    /// Keys are numbered once, so that a round counts agreement in arrays rather than by hashing strings.
    private static func candidates(_ files: [ModuleFile], _ collected: [FileDeclarations], names allNames: NameHashes,
                                   helpers helperNames: NameHashes) -> Candidates {
        var keyNumbers: [String: Int] = [:]
        var found = Candidates()
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
        for (file, declared) in collected.enumerated() {
            for (position, (declaration, keys)) in declared.declarations.enumerated() where mayStart[file][position] {
                var numbers: [Int] = []
                for key in keys {
                    let number = keyNumbers[key] ?? found.keyNames.count
                    if number == found.keyNames.count {
                        keyNumbers[key] = number
                        found.keyNames.append(key)
                        found.declarationsPerKey.append(0)
                    }
                    found.declarationsPerKey[number] += 1
                    numbers.append(number)
                }
                found.candidates.append((file, declaration, numbers))
            }
        }
        let candidateKeys = Set(found.keyNames.map(nameHash))
        for (file, declared) in collected.enumerated() {
            for (position, (_, keys)) in declared.declarations.enumerated() where !mayStart[file][position] {
                for key in keys where candidateKeys.contains(nameHash(key)) {
                    if let number = keyNumbers[key] { found.declarationsPerKey[number] += 1 }
                }
            }
        }
        return found
    }

    /// `values`, in rounds until nothing changes: each round evaluates the declarations not yet final against the last
    /// round's table, so a token made of another token resolves whichever file comes first. A number, weight,
    /// style or string once known is final; a font may still learn its size from a constant.
    /// What no round can resolve (`static let shared = Store()`) is not evaluated, and known by no key.
    private mutating func resolveValues(_ files: [ModuleFile], _ collected: [FileDeclarations],
                                        importedValues: [String: Value]) {
        let helperNames = NameHashes((helpers.keys + filePrivateHelpers.keys.map(\.name)).map(Self.lastNameHash))
        let found = Self.candidates(files, collected, names: names, helpers: helperNames)
        let (keyNames, declarationsPerKey, candidates) = (found.keyNames, found.declarationsPerKey, found.candidates)
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
                evaluator.results = HelperResults()
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

    /// The fonts of a type of the module reached through a member that holds an instance of it: `Theme.fonts.caption10`
    /// for `FontSystem`'s `var caption10: Font { … }`, when `Theme` declares `static let fonts = FontSystem()`.
    private mutating func addInstanceMembers(_ instances: [(keys: [String], type: String)]) {
        guard !instances.isEmpty else { return }
        let types = Set(instances.map(\.type))
        var members: [String: [(name: Substring, value: Value)]] = [:]
        for (key, value) in values where value.font != nil {
            // Each type's members are also keyed under its own name (`FontSystem.caption10`).
            guard let dot = key.lastIndex(of: "."), case let owner = String(key[..<dot]), types.contains(owner) else { continue }
            members[owner, default: []].append((key[key.index(after: dot)...], value))
        }
        var added = false
        for instance in instances {
            for (name, value) in members[instance.type] ?? [] {
                for key in instance.keys where values[key + "." + name] == nil {
                    values[key + "." + name] = value
                    insertNames(of: key)
                    added = true
                }
            }
        }
        if added { findFontPaths() }
    }

    /// `fontPaths` from the helpers and the fonts known so far.
    private mutating func findFontPaths() {
        fontPaths = NameHashes()
        for key in helpers.keys { insertPaths(of: key) }
        for key in filePrivateHelpers.keys { insertPaths(of: key.name) }
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

    public subscript(name: String) -> Value? { values[name] }

    /// The module's files that declare one of these view types (`struct ProfileSummaryRow: View`).
    public func trees(declaringViews names: Set<String>) -> [SyntaxTree] {
        Set(names.flatMap { viewTypeFiles[$0] ?? [] }).sorted().map { trees[$0] }
    }

    /// The helpers a call in the file `tree` may name: the module's, and those of that file only it can call.
    func helpers(named name: String, calledIn tree: SyntaxTree) -> [FontHelper] {
        let own = filePrivateHelpers.isEmpty ? nil : filePrivateHelpers[FileName(name: name, file: tree.identity)]
        guard let own else { return helpers[name] ?? [] }
        return own + (helpers[name] ?? [])
    }

    /// The computed `String` property of a type of the module with this key (`Face.postScriptName`), to work out for a case.
    func caseGetter(_ key: String) -> CaseGetter? { caseGetters.isEmpty ? nil : caseGetters[key] }

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

    /// Whether a method called `name` is one of the module's that sets the font of the view it is called on from its
    /// arguments (`label.setTheme(title, size: 10)`).
    func setsReceiversFont<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
        !fontSettingMethods.isEmpty && fontSettingMethods.contains(nameHash(name))
    }

    /// Whether `name` is a view function of the module that applies one of its `ViewModifier`s (`.cfont(.headline)`).
    /// The module's type inside a font type that a call's parameter has (`UIFont.WMFontSystem` for `WMLabel(…, font:)`,
    /// `_` for an unlabelled one), so that an implicit member passed there is known as that type's.
    func implicitMemberType<Bytes: Collection<UInt8>>(callee: Bytes, label: String) -> String? {
        guard !fontTypedCallees.isEmpty, fontTypedCallees.contains(nameHash(callee)) else { return nil }
        return fontTypedParameters[String(decoding: callee, as: UTF8.self) + "(" + label]
    }

    /// The type of a labelled value of a case of the module's type inside a font type (`WMFontWeight` for `weight` of
    /// `UIFont.WMFontSystem.t5`).
    func valueType(of member: String, in type: String, label: String) -> String? {
        caseParameterTypes.isEmpty ? nil : caseParameterTypes[type + "." + member + "(" + label]
    }

    /// The weights an enum of the module names among its cases, by the type as a declaration spells it.
    func weights(ofEnum type: String) -> [Weight]? {
        weightEnums.isEmpty ? nil : weightEnums[TypeBody.ownName(Self.withoutFramework(type))]
    }

    /// Whether a type is one the module declares inside a font type.
    func isNestedFontType(_ type: String) -> Bool { !nestedFontTypes.isEmpty && nestedFontTypes.contains(type) }

    func isModifierFunction<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
        !modifierFunctions.isEmpty && modifierFunctions.contains(nameHash(name))
    }

    /// Whether a modifier called `name` is a view function of the module that makes a font of the weight it is given.
    func takesWeight<Bytes: Collection<UInt8>>(_ name: Bytes) -> Bool {
        !weightTakingFunctions.isEmpty && weightTakingFunctions.contains(nameHash(name))
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
