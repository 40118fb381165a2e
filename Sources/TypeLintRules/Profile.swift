import Foundation
import TypeLintFonts
import TypeLintSyntax

/// A design system as data: the HIG tables plus the composition rules of `Rules/<name>.json`.
/// Every number and name a rule checks against comes from here.
public struct Profile: Sendable {
    public let name: String
    public let description: String
    /// The platforms code is compiled for unless `#if os(…)` or the configuration says otherwise.
    public let platforms: [String]
    public let weights: WeightBand
    /// The weight to use for emphasis instead of bold (Root: medium).
    public let emphasisWeight: Weight
    public let rules: [String: RuleSettings]
    public let tables: TypeTables
    let minimumSizes: [String: Double]
    /// The files it was read from, it and those it extends, as real paths (none for a built-in profile): what a run that
    /// uses it reads, and so never writes over.
    public internal(set) var files: [String] = []

    public struct WeightBand: Sendable {
        public let allowed: [Weight]
        /// Weights allowed only for some styles in some designs (Root: bold for serif display).
        public let restricted: [Restriction]
    }

    public struct Restriction: Sendable {
        public let weight: Weight
        public let styles: [TextStyle]
        public let designs: [String]
    }

    /// The minimum size on a platform: the profile's own, else the HIG table's.
    public func minimumSize(on platform: String) -> Double? {
        minimumSizes[platform] ?? tables.platforms[platform]?.minimumSize
    }

    public func settings(_ ruleID: String) -> RuleSettings { rules[ruleID] ?? RuleSettings() }

    /// Each platform's nameable text styles in the HIG's order, sorted once at load (rules ask for them per finding).
    public let orderedStyles: [String: [(style: TextStyle, metrics: TypeTables.StyleMetrics)]]
    /// The team's design system (`designSystem`): where it is defined, its families and the tokens the code does not
    /// declare; nil when the profile says nothing of one.
    public let designSystem: DesignSystem?
    /// forbidden-font-family's lists of the system's own families and of those every Apple system installs, as every
    /// custom face of every file is matched against them.
    public internal(set) var systemFamilies = FamilyNames()
    public internal(set) var installedFamilies = FamilyNames()
}

/// A rule's part of a profile: its severity (or `off`), the clause it enforces, and its options.
public struct RuleSettings: Sendable {
    public var severity: RuleLevel?
    public var clause: String
    public var options: [String: JSONValue]
    /// The severity on some platforms, over `severity` (`{"macOS": "warning"}`: no Dynamic Type there).
    public var severityByPlatform: [String: RuleLevel] = [:]

    public init(severity: RuleLevel? = nil, clause: String = "", options: [String: JSONValue] = [:]) {
        self.severity = severity
        self.clause = clause
        self.options = options
    }

    /// The value of one of the rule's options, nil where the profile gives none.
    public subscript<Value>(_ key: OptionKey<Value>) -> Value? { key.value(in: options) }
}

/// A JSON value, for rule options whose shape is the rule's business.
public enum JSONValue: Sendable, Hashable {
    case bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue]), null

    public var number: Double? { if case .number(let n) = self { n } else { nil } }

    /// `text` as a JSON string literal, for the profiles and configurations typelint writes: quotes, backslashes and
    /// control characters escaped, the rest as it is.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out += scalar.value < 0x20 ? String(format: "\\u%04x", scalar.value) : String(scalar)
            }
        }
        return out + "\""
    }

    public var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    public var string: String? { if case .string(let s) = self { s } else { nil } }
}

/// The HIG tables (`Rules/hig-text-styles.json`): per platform, the default and minimum sizes and
/// each text style's size, leading, weight and emphasized weight per size category.
public struct TypeTables: Sendable {
    public let platforms: [String: PlatformTable]

    public struct PlatformTable: Sendable {
        public let defaultSize: Double
        public let minimumSize: Double
        public let dynamicType: Bool
        public let textStylesFrom: String
        public let defaultSizeCategory: String?
        public let sizeCategories: [String: [String: StyleMetrics]]?
    }

    public struct StyleMetrics: Sendable, Hashable {
        public let weight: Weight
        public let size: Double
        public let leading: Double
        public let emphasizedWeight: Weight
    }

    /// The text styles at the default size category ("Large" on iOS) on a platform, or at `category`.
    public func styles(on platform: String, category: String? = nil) -> [String: StyleMetrics] {
        guard let table = platforms[platform], let source = platforms[table.textStylesFrom],
              let category = category ?? source.defaultSizeCategory else { return [:] }
        return source.sizeCategories?[category] ?? [:]
    }

    public func supportsDynamicType(_ platform: String) -> Bool { platforms[platform]?.dynamicType ?? false }

    /// The text styles code can name (`Font.TextStyle`, `UIFont.TextStyle`) at the default size category, in
    /// the HIG's order. A table's other rows (tvOS's `subtitle1`) have no API: no suggestion may name them.
    func ordered(on platform: String) -> [(style: TextStyle, metrics: StyleMetrics)] {
        let table = styles(on: platform)
        return TextStyle.allCases.compactMap { style in table[style.rawValue].map { (style, $0) } }
    }

    /// A style's metrics on a platform at the default size category, or at `category`.
    public func metrics(of style: TextStyle, on platform: String, category: String? = nil) -> StyleMetrics? {
        styles(on: platform, category: category)[style.rawValue]
    }
}

/// Loads profiles: the built-in ones by name, others from files, resolving `extends`.
public enum ProfileLoader {
    public struct LoadError: ProblemError, CustomStringConvertible {
        public let problem: Problem
        init(description: String) { problem = Problem(stringLiteral: description) }
        init(_ problem: Problem) { self.problem = problem }
        public var description: String { problem.description }
    }


    /// `nameOrPath` is a built-in profile name (`root`, `hig`) or a path to a JSON profile. `text`: the profile's text, as
    /// it would be read at that path (a profile checked before it is written there).
    public static func load(_ nameOrPath: String, relativeTo directory: String? = nil, text: String? = nil) throws -> Profile {
        let (document, source, sourcesFolder, files, _) = try mergedDocument(nameOrPath, relativeTo: directory, chain: [], text: text)
        let root = Field(value: .object(document), path: [], source: source)
        let tablesName = try root.member("tables").ifPresent { try $0.string() } ?? "hig-text-styles"
        guard let tablesJSON = BuiltInProfiles.files[tablesName] else {
            throw LoadError(description: "\(source): unknown tables '\(tablesName)'")
        }
        let tables = tablesName == "hig-text-styles" ? try higTables.get() : try typeTables(tablesJSON, source: "tables '\(tablesName)'")
        let weights = try root.member("weights")
        var rules: [String: RuleSettings] = [:]
        for (id, settings) in try root.member("rules").members() {
            guard RuleRegistry.ids.contains(id) else { throw LoadError(description: "\(source): unknown rule '\(id)' in \"rules\"") }
            // As strict as a configuration: a severity typelint does not know would make the rule vanish.
            let severity = try settings.member("severity").ifPresent { field in
                let name = try field.string()
                guard let level = RuleLevel(rawValue: name) else {
                    throw LoadError(description: "\(source): rule '\(id)' severity must be \"off\", \"warning\" or \"error\", not '\(name)'")
                }
                return level
            }
            var rule = RuleSettings(severity: severity, clause: try settings.member("clause").ifPresent { try $0.string() } ?? "")
            for (key, option) in try settings.members() where !ProfileValidator.ruleEntryKeys.contains(key) { rule.options[key] = option.value }
            rule.severityByPlatform = try settings.member("severityByPlatform").ifPresent { try $0.members() }?
                .reduce(into: [:]) { levels, platform in
                    let name = try platform.field.string()
                    guard let level = RuleLevel(rawValue: name) else {
                        throw LoadError(description: "\(source): rule '\(id)' severity on \(platform.key) must be \"off\", \"warning\" or \"error\", not '\(name)'")
                    }
                    levels[platform.key] = level
                } ?? [:]
            rules[id] = rule
        }
        let minimumSizes = try root.member("minimumSize").members().map { platform, size in
            guard tables.platforms[platform] != nil || Platforms.appleNames.contains(platform) else {
                throw LoadError(description: "\(source): unknown platform '\(platform)' in 'minimumSize'")
            }
            let points = try size.number()
            guard points > 0 else { throw LoadError(description: "\(source): 'minimumSize.\(platform)' must be more than 0") }
            return (platform, points)
        }
        // Emphasis is what bold-body tells a body text's bold to become: bold itself, or a weight off the band, would be
        // reported again where it is written, and --fix would never be done.
        let emphasisWeight = try root.member("emphasisWeight").weight()
        let allowed = try weights.member("allowed").elements().map { try $0.weight() }
        guard emphasisWeight != .bold, allowed.contains(emphasisWeight) else {
            throw LoadError(description: "\(source): 'emphasisWeight' '\(emphasisWeight.rawValue)' is reported where it is written; "
                + "use a weight of 'weights.allowed' other than bold (\(allowed.filter { $0 != .bold }.map(\.rawValue).joined(separator: ", ")))")
        }
        var profile = Profile(
            name: try root.member("name").string(), description: try root.member("description").string(),
            platforms: try root.member("platforms").elements().map { field in
                let platform = try field.string()
                guard Platforms.appleNames.contains(platform) else {
                    throw LoadError(description: "\(source): unknown platform '\(platform)' in 'platforms'")
                }
                return platform
            },
            weights: Profile.WeightBand(
                allowed: allowed,
                restricted: try weights.member("restricted").elements().map { restriction in
                    Profile.Restriction(weight: try restriction.member("weight").weight(),
                                        styles: try restriction.member("styles").elements().map { try $0.style() },
                                        designs: try restriction.member("designs").elements().map { try $0.string() })
                }),
            emphasisWeight: emphasisWeight, rules: rules, tables: tables,
            minimumSizes: Dictionary(uniqueKeysWithValues: minimumSizes),
            orderedStyles: Dictionary(uniqueKeysWithValues: tables.platforms.keys.map { ($0, tables.ordered(on: $0)) }),
            designSystem: try DesignSystem(root.member("designSystem"), folder: sourcesFolder))
        profile.files = files
        let families = profile.settings(ForbiddenFontFamilyRule.description.id)
        profile.systemFamilies = FamilyNames(families[ForbiddenFontFamilyRule.systemFamilyNames] ?? [])
        profile.installedFamilies = FamilyNames(families[ForbiddenFontFamilyRule.installedFamilyNames] ?? [])
        return profile
    }

    /// The built-in HIG tables, read once per process: every profile reads them, and so do the checks of a profile's values.
    static let higTables = Result { try typeTables(BuiltInProfiles.files["hig-text-styles"] ?? "", source: "tables 'hig-text-styles'") }

    /// The HIG tables from their JSON.
    static func typeTables(_ text: String, source: String) throws -> TypeTables {
        let json: JSONValue
        switch JSONReader.read(text) {
        case .success(let value): json = value
        case .failure(let error): throw LoadError(error.message(in: source))
        }
        let root = Field(value: json, path: [], source: source)
        func metrics(_ style: Field) throws -> TypeTables.StyleMetrics {
            // Hundreds of styles, read straight from their objects: a `Field` per member cost a fifth of a small run. One
            // that is not as expected is read again member by member, for the error that names the member.
            if case .object(let members)? = style.value, case .string(let weight)? = members["weight"], let weight = Weight(rawValue: weight),
               case .number(let size)? = members["size"], size.isFinite, case .number(let leading)? = members["leading"], leading.isFinite,
               case .string(let emphasized)? = members["emphasizedWeight"], let emphasized = Weight(rawValue: emphasized) {
                return TypeTables.StyleMetrics(weight: weight, size: size, leading: leading, emphasizedWeight: emphasized)
            }
            return TypeTables.StyleMetrics(weight: try style.member("weight").weight(), size: try style.member("size").number(),
                                           leading: try style.member("leading").number(),
                                           emphasizedWeight: try style.member("emphasizedWeight").weight())
        }
        func styles(_ category: Field) throws -> [String: TypeTables.StyleMetrics] {
            Dictionary(uniqueKeysWithValues: try category.members().map { name, style in (name, try metrics(style)) })
        }
        return TypeTables(platforms: Dictionary(uniqueKeysWithValues: try root.member("platforms").members().map { name, table in
            (name, TypeTables.PlatformTable(
                defaultSize: try table.member("defaultSize").number(), minimumSize: try table.member("minimumSize").number(),
                dynamicType: try table.member("dynamicType").bool(), textStylesFrom: try table.member("textStylesFrom").string(),
                defaultSizeCategory: try table.member("defaultSizeCategory").ifPresent { try $0.string() },
                sizeCategories: try table.member("sizeCategories").ifPresent { categories in
                    Dictionary(uniqueKeysWithValues: try categories.members().map { ($0, try styles($1)) })
                }))
        }))
    }

    /// A value of a profile and its key path, so that an error names the key (`weights.allowed.0`).
    struct Field {
        let value: JSONValue?
        let path: [String]
        let source: String

        private var missing: LoadError { LoadError(description: "\(source): missing key '\(path.joined(separator: "."))'") }
        private var invalid: LoadError { LoadError(description: "\(source): invalid value at '\(path.joined(separator: "."))'") }

        func member(_ key: String) throws -> Field {
            guard case .object(let object)? = value else { throw value == nil ? missing : invalid }
            return Field(value: object[key], path: path + [key], source: source)
        }

        /// `read` of the value, or nil when the key is absent or null.
        func ifPresent<T>(_ read: (Field) throws -> T) throws -> T? {
            switch value {
            case nil, .null?: nil
            default: try read(self)
            }
        }

        private func present() throws -> JSONValue {
            guard let value else { throw missing }
            return value
        }

        func string() throws -> String {
            guard case .string(let string) = try present() else { throw invalid }
            return string
        }

        /// A finite number: `1e400` is no size.
        func number() throws -> Double {
            guard case .number(let number) = try present(), number.isFinite else { throw invalid }
            return number
        }

        func bool() throws -> Bool {
            guard case .bool(let bool) = try present() else { throw invalid }
            return bool
        }

        func weight() throws -> Weight {
            guard case .string(let name) = try present(), let weight = Weight(rawValue: name) else { throw invalid }
            return weight
        }

        func style() throws -> TextStyle {
            guard case .string(let name) = try present(), let style = TextStyle(named: name) else { throw invalid }
            return style
        }

        func elements() throws -> [Field] {
            guard case .array(let array) = try present() else { throw invalid }
            return array.enumerated().map { Field(value: $1, path: path + [String($0)], source: source) }
        }

        /// The members in key order.
        func members() throws -> [(key: String, field: Field)] {
            guard case .object(let object) = try present() else { throw invalid }
            return object.keys.sorted().map { ($0, Field(value: object[$0], path: path + [$0], source: source)) }
        }
    }

    /// The built-in profile `nameOrPath` names: a bare name (no `/`, no `.json`) of one; nil for a file's path.
    public static func builtInName(_ nameOrPath: String) -> String? {
        BuiltInProfiles.files[nameOrPath] != nil && !nameOrPath.contains("/") && !nameOrPath.hasSuffix(".json") ? nameOrPath : nil
    }

    /// The path of the profile file `nameOrPath` names, relative to `directory`.
    public static func path(_ nameOrPath: String, relativeTo directory: String?) -> String {
        nameOrPath.hasPrefix("/") || directory == nil ? nameOrPath : directory! + "/" + nameOrPath
    }

    /// How many profiles one may extend through, itself included: far more than a design system's layers, and few enough
    /// that a chain of generated files ends in an error rather than deep recursion.
    static let maximumExtendsDepth = 32

    /// The profile's JSON with what it extends merged underneath (objects merge, other values replace), the name of the
    /// file (or built-in profile) it came from, and the folder of the file that names the design system's sources (its
    /// relative paths are relative to that file). `chain` is the profiles that extend this one, outermost first, each
    /// with the key that tells it apart: a file's real path, so that a cycle through another spelling of a path
    /// (`./team.json`, a link) is found at once.
    static func mergedDocument(_ nameOrPath: String, relativeTo directory: String?, chain: [(key: String, source: String)],
                               text given: String? = nil) throws -> MergedDocument {
        guard given == nil, builtInName(nameOrPath).flatMap({ BuiltInProfiles.files[$0] }) == nil else {
            return try readDocument(nameOrPath, relativeTo: directory, chain: chain, text: given, realPath: nil)
        }
        // A profile file read before and unchanged since, whose chain neither loops back into this one nor makes it too
        // long: its merged document again. Folders of a monorepo each extend one shared chain.
        let path = realPath(path(nameOrPath, relativeTo: directory))
        if let known = MergedDocuments.shared[path], chain.count + known.files.count <= maximumExtendsDepth,
           !chain.contains(where: { known.files.contains($0.key) }) {
            return known
        }
        let merged = try readDocument(nameOrPath, relativeTo: directory, chain: chain, text: nil, realPath: path)
        MergedDocuments.shared[path] = merged
        return merged
    }

    /// The path with its links and `..` resolved, or as written where it cannot be (a file not there).
    private static func realPath(_ path: String) -> String {
        realpath(path, nil).map { resolved in
            defer { free(resolved) }
            return String(cString: resolved)
        } ?? path
    }

    /// `files`: the real paths of the profile files merged, outermost first; `stamps`: each one's, taken before it was read
    /// (a file changed while it was read is read again next time).
    typealias MergedDocument = (document: [String: JSONValue], source: String, sourcesFolder: String?, files: [String], stamps: [FileStamp?])

    /// The merged documents of profile files already read, by real path, each kept while none of the files it was merged
    /// from has changed; a few hundred at most (a language server runs for days).
    final class MergedDocuments: @unchecked Sendable {
        static let shared = MergedDocuments()
        private let lock = NSLock()
        private var documents: [String: MergedDocument] = [:]

        subscript(path: String) -> MergedDocument? {
            get {
                guard let kept = lock.withLock({ documents[path] }), kept.files.map(FileStamp.init) == kept.stamps else { return nil }
                return kept
            }
            set {
                lock.withLock {
                    if documents.count >= 256 { documents = [:] }
                    documents[path] = newValue
                }
            }
        }
    }

    /// `realPath`: the file's, when the caller has resolved it already.
    private static func readDocument(_ nameOrPath: String, relativeTo directory: String?, chain: [(key: String, source: String)],
                                     text given: String?, realPath known: String?) throws -> MergedDocument {
        let text: String
        let source: String
        let key: String
        var stamp: FileStamp?
        var baseDirectory = directory
        if given == nil, let name = builtInName(nameOrPath), let builtIn = BuiltInProfiles.files[name] {
            text = builtIn
            source = "profile '\(name)'"
            key = source
        } else {
            let path = path(nameOrPath, relativeTo: directory)
            key = known ?? realPath(path)
            if let first = chain.firstIndex(where: { $0.key == key }) {
                // "profile a.json extends b.json, which extends a.json"; a cycle closed by another spelling of a path says so.
                let again = chain[first].source
                let cycle = chain[first...].map(\.source) + [path == again ? path : "\(path), which is \(again)"]
                throw LoadError(description: "profile \(cycle[0]) extends \(cycle[1])"
                    + cycle.dropFirst(2).map { ", which extends \($0)" }.joined() + ": 'extends' forms a cycle")
            }
            guard chain.count < maximumExtendsDepth else {
                throw LoadError(description: "\(chain[0].source): 'extends' goes through more than \(maximumExtendsDepth) profiles")
            }
            let bytes: [UInt8]
            if given == nil { stamp = FileStamp(key) }
            let read: Result<[UInt8], FileIO.ReadError>? = given.map { text in
                text.utf8.count > FileIO.maxFileBytes ? .failure(.tooLarge(size: text.utf8.count, limit: FileIO.maxFileBytes))
                    : .success(Array(text.utf8))
            }
            switch read ?? FileIO.readFile(path) {
            case .success(let read): bytes = read
            case .failure(let error):
                throw LoadError(description: "\(path): cannot read profile (\(error); built-in profiles: \(BuiltInProfiles.profileNames.joined(separator: ", ")))")
            }
            guard let decoded = String(validating: bytes, as: UTF8.self) else {
                throw LoadError(description: "\(path): profile is not UTF-8")
            }
            text = decoded
            source = path
            // A profile named by a bare file name (`team.json`) extends relative to the working folder, not to `/`.
            let folder = FileIO.folder(of: path)
            baseDirectory = folder.isEmpty ? nil : folder
        }
        let object: [String: JSONValue]
        switch JSONReader.read(text) {
        case .success(.object(let members)): object = members
        case .success: throw LoadError(description: "\(source): not a JSON object")
        case .failure(let error): throw LoadError(error.message(in: source))
        }
        // The built-in profiles are checked by a test, not at every run.
        do {
            if !source.hasPrefix("profile '") { try ProfileValidator.validate(object, source: source) }
        } catch let problem as ProfileValidator.Problem {
            throw LoadError(description: problem.message)
        }
        var merged: [String: JSONValue] = [:]
        var sourcesFolder: String?
        var files = source.hasPrefix("profile '") ? [] : [key]
        var stamps = source.hasPrefix("profile '") ? [] : [stamp]
        if let parent = object["extends"] {
            guard case .string(let parentName) = parent else { throw LoadError(description: "\(source): 'extends' must be a string") }
            let extended = try mergedDocument(parentName, relativeTo: baseDirectory, chain: chain + [(key, source)])
            (merged, sourcesFolder) = (extended.document, extended.sourcesFolder)
            files += extended.files
            stamps += extended.stamps
        }
        if case .object(let system)? = object["designSystem"], system["sources"] != nil {
            sourcesFolder = source.hasPrefix("profile '") ? nil : baseDirectory ?? FileManager.default.currentDirectoryPath
        }
        return (merge(merged, object), source, sourcesFolder, files, stamps)
    }

    static func merge(_ base: [String: JSONValue], _ override: [String: JSONValue]) -> [String: JSONValue] {
        var result = base
        for (key, value) in override {
            if case .object(let dictionary) = value, case .object(let existing)? = result[key] {
                result[key] = .object(merge(existing, dictionary))
            } else {
                result[key] = value
            }
        }
        return result
    }
}

extension Platforms {
    /// The platform names in the order messages and suggestions prefer them.
    public static let orderedNames: [(String, Platforms)] = [
        ("iOS", .iOS), ("macOS", .macOS), ("tvOS", .tvOS), ("watchOS", .watchOS), ("visionOS", .visionOS),
    ]

    /// The names a configuration or `--platform` may use.
    public static let appleNames: Set<String> = ["iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS"]

    /// Asked of every text by every rule that checks it per platform: looked up by the set's bits, not filtered each time.
    public var names: [String] { Self.namesByBits[Int(rawValue & Platforms.all.rawValue)] }

    private static let namesByBits: [[String]] = (0...Int(Platforms.all.rawValue)).map { bits in
        orderedNames.filter { Platforms(rawValue: UInt8(bits)).contains($0.1) }.map(\.0)
    }

    public init(names: [String]) {
        self = []
        for name in names { if let platform = Platforms(name: name) { formUnion(platform) } }
    }
}
