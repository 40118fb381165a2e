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

    public struct WeightBand: Sendable, Decodable {
        public let allowed: [Weight]
        /// Weights allowed only for some styles in some designs (Root: bold for serif display).
        public let restricted: [Restriction]
    }

    public struct Restriction: Sendable, Decodable {
        public let weight: Weight
        public let styles: [String]
        public let designs: [String]
    }

    /// The minimum size on a platform: the profile's own, else the HIG table's.
    public func minimumSize(on platform: String) -> Double? {
        minimumSizes[platform] ?? tables.platforms[platform]?.minimumSize
    }

    public func settings(_ ruleID: String) -> RuleSettings { rules[ruleID] ?? RuleSettings() }

    /// Each platform's text styles, largest first, sorted once at load (rules ask for them per finding).
    public let orderedStyles: [String: [(name: String, metrics: TypeTables.StyleMetrics)]]
}

/// A rule's part of a profile: its severity (or `off`), the clause it enforces, and its options.
public struct RuleSettings: Sendable, Decodable {
    public var severity: String?
    public var clause: String
    public var options: [String: JSONValue]

    public init(severity: String? = nil, clause: String = "", options: [String: JSONValue] = [:]) {
        self.severity = severity
        self.clause = clause
        self.options = options
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        severity = try container.decodeIfPresent(String.self, forKey: AnyKey(stringValue: "severity"))
        clause = try container.decodeIfPresent(String.self, forKey: AnyKey(stringValue: "clause")) ?? ""
        options = [:]
        for key in container.allKeys where key.stringValue != "severity" && key.stringValue != "clause" {
            options[key.stringValue] = try container.decode(JSONValue.self, forKey: key)
        }
    }

    public func bool(_ key: String) -> Bool {
        if case .bool(let value) = options[key] { return value }
        return false
    }

    public func strings(_ key: String) -> [String] {
        guard case .array(let values) = options[key] else { return [] }
        return values.compactMap { if case .string(let s) = $0 { s } else { nil } }
    }

    public func object(_ key: String) -> [String: JSONValue] {
        if case .object(let value) = options[key] { return value }
        return [:]
    }
}

/// A JSON value, for rule options whose shape is the rule's business.
public enum JSONValue: Sendable, Decodable, Hashable {
    case bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue]), null

    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Double.self) { self = .number(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([JSONValue].self) { self = .array(value) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    public var number: Double? { if case .number(let n) = self { n } else { nil } }
    public var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    public var string: String? { if case .string(let s) = self { s } else { nil } }
}

/// The HIG tables (`Rules/hig-text-styles.json`): per platform, the default and minimum sizes and
/// each text style's size, leading, weight and emphasized weight per size category.
public struct TypeTables: Sendable, Decodable {
    public let platforms: [String: PlatformTable]

    public struct PlatformTable: Sendable, Decodable {
        public let defaultSize: Double
        public let minimumSize: Double
        public let dynamicType: Bool
        public let textStylesFrom: String
        public let defaultSizeCategory: String?
        public let sizeCategories: [String: [String: StyleMetrics]]?
    }

    public struct StyleMetrics: Sendable, Decodable, Hashable {
        public let weight: Weight
        public let size: Double
        public let leading: Double
        public let emphasizedWeight: Weight
    }

    /// The text styles at the default size category ("Large" on iOS) on a platform.
    public func styles(on platform: String) -> [String: StyleMetrics] {
        guard let table = platforms[platform], let source = platforms[table.textStylesFrom],
              let category = source.defaultSizeCategory else { return [:] }
        return source.sizeCategories?[category] ?? [:]
    }

    public func supportsDynamicType(_ platform: String) -> Bool { platforms[platform]?.dynamicType ?? false }

    /// The text styles at the default size category, largest first (HIG table order breaks ties).
    func ordered(on platform: String) -> [(name: String, metrics: StyleMetrics)] {
        let order = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
                     "caption", "caption2"]
        return styles(on: platform)
            .sorted { (order.firstIndex(of: $0.key) ?? 99, $0.key) < (order.firstIndex(of: $1.key) ?? 99, $1.key) }
            .map { ($0.key, $0.value) }
    }
}

/// Loads profiles: the built-in ones by name, others from files, resolving `extends`.
public enum ProfileLoader {
    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// `nameOrPath` is a built-in profile name (`root`, `hig`) or a path to a JSON profile.
    public static func load(_ nameOrPath: String, relativeTo directory: String? = nil) throws -> Profile {
        let document = try mergedDocument(nameOrPath, relativeTo: directory, seen: [])
        let data = try JSONSerialization.data(withJSONObject: document)
        let source = document["__source"] as? String ?? nameOrPath
        do {
            let decoded = try JSONDecoder().decode(Document.self, from: data)
            guard let tablesJSON = BuiltInProfiles.files[decoded.tables ?? "hig-text-styles"] else {
                throw LoadError(description: "\(source): unknown tables '\(decoded.tables ?? "")'")
            }
            let tables = try JSONDecoder().decode(TypeTables.self, from: Data(tablesJSON.utf8))
            let unknownRules = Set(decoded.rules.keys).subtracting(RuleRegistry.ids)
            if let unknown = unknownRules.sorted().first {
                throw LoadError(description: "\(source): unknown rule '\(unknown)' in \"rules\"")
            }
            return Profile(name: decoded.name, description: decoded.description, platforms: decoded.platforms,
                           weights: decoded.weights, emphasisWeight: decoded.emphasisWeight, rules: decoded.rules,
                           tables: tables, minimumSizes: decoded.minimumSize,
                           orderedStyles: Dictionary(uniqueKeysWithValues: tables.platforms.keys.map { ($0, tables.ordered(on: $0)) }))
        } catch let error as LoadError {
            throw error
        } catch let DecodingError.keyNotFound(key, context) {
            throw LoadError(description: "\(source): missing key '\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))'")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
                let DecodingError.dataCorrupted(context) {
            throw LoadError(description: "\(source): invalid value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'")
        }
    }

    struct Document: Decodable {
        let name: String
        let description: String
        let tables: String?
        let platforms: [String]
        let minimumSize: [String: Double]
        let weights: Profile.WeightBand
        let emphasisWeight: Weight
        let rules: [String: RuleSettings]
    }

    static let knownKeys: Set<String> = ["name", "extends", "description", "tables", "platforms", "minimumSize",
                                         "weights", "emphasisWeight", "rules"]

    /// The profile's JSON with what it extends merged underneath (objects merge, other values replace).
    static func mergedDocument(_ nameOrPath: String, relativeTo directory: String?, seen: Set<String>) throws -> [String: Any] {
        let text: String
        let source: String
        var baseDirectory = directory
        if let builtIn = BuiltInProfiles.files[nameOrPath], !nameOrPath.contains("/"), !nameOrPath.hasSuffix(".json") {
            text = builtIn
            source = "profile '\(nameOrPath)'"
        } else {
            let path = nameOrPath.hasPrefix("/") || directory == nil ? nameOrPath : directory! + "/" + nameOrPath
            guard let data = FileManager.default.contents(atPath: path) else {
                throw LoadError(description: "\(path): cannot read profile (built-in profiles: \(BuiltInProfiles.profileNames.joined(separator: ", ")))")
            }
            guard let decoded = String(data: data, encoding: .utf8) else {
                throw LoadError(description: "\(path): profile is not UTF-8")
            }
            text = decoded
            source = path
            baseDirectory = (path as NSString).deletingLastPathComponent
        }
        guard !seen.contains(source) else { throw LoadError(description: "\(source): 'extends' forms a cycle") }
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else {
            throw LoadError(description: "\(source): not a JSON object")
        }
        if let unknown = Set(object.keys).subtracting(knownKeys).sorted().first {
            throw LoadError(description: "\(source): unknown key '\(unknown)'")
        }
        var merged: [String: Any] = [:]
        if let parent = object["extends"] {
            guard let parentName = parent as? String else { throw LoadError(description: "\(source): 'extends' must be a string") }
            merged = try mergedDocument(parentName, relativeTo: baseDirectory, seen: seen.union([source]))
        }
        merged = merge(merged, object)
        merged["__source"] = source
        return merged
    }

    static func merge(_ base: [String: Any], _ override: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in override {
            if let dictionary = value as? [String: Any], let existing = result[key] as? [String: Any] {
                result[key] = merge(existing, dictionary)
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

    public var names: [String] { Self.orderedNames.filter { contains($0.1) }.map(\.0) }

    public init(names: [String]) {
        self = []
        for name in names { if let platform = Platforms(name: name) { formUnion(platform) } }
    }
}
