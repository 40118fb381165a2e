import Foundation
import TypeLintSyntax

/// A `.typelint.json`: which profile, platforms and files, and per-rule severities.
///
///     {"profile": "root", "platforms": ["iOS"], "include": ["App/**"], "exclude": ["**/Generated/**"],
///      "rules": {"raw-font-size": "error", "mixed-font-families": "off"}}
public struct Configuration: Sendable {
    /// The file it was read from (relative paths in it are relative to its folder).
    public var path: String?
    public var profile: String?
    public var platforms: [String]?
    public var include: [String] = []
    public var exclude: [String] = []
    public var rules: [String: String] = [:]

    public init() {}

    public struct Error: Swift.Error, CustomStringConvertible {
        public let description: String
    }

    static let keys: Set<String> = ["profile", "platforms", "include", "exclude", "rules"]
    static let severities: Set<String> = ["off", "warning", "error"]

    /// Parses and validates a configuration; every error names the file and the key.
    public init(data: Data, path: String) throws {
        self.path = path
        guard let object = try? JSONSerialization.jsonObject(with: data) else {
            throw Error(description: "\(path): not valid JSON")
        }
        guard let root = object as? [String: Any] else { throw Error(description: "\(path): expected a JSON object") }
        if let unknown = Set(root.keys).subtracting(Self.keys).sorted().first {
            throw Error(description: "\(path): unknown key '\(unknown)' (known: \(Self.keys.sorted().joined(separator: ", ")))")
        }
        func strings(_ key: String) throws -> [String]? {
            guard let value = root[key] else { return nil }
            guard let list = value as? [String] else { throw Error(description: "\(path): '\(key)' must be a list of strings") }
            return list
        }
        if let value = root["profile"] {
            guard let name = value as? String else { throw Error(description: "\(path): 'profile' must be a string") }
            profile = name
        }
        platforms = try strings("platforms")
        for platform in platforms ?? [] where !Platforms.appleNames.contains(platform) {
            throw Error(description: "\(path): unknown platform '\(platform)' in 'platforms'")
        }
        include = try strings("include") ?? []
        exclude = try strings("exclude") ?? []
        if let value = root["rules"] {
            guard let table = value as? [String: Any] else { throw Error(description: "\(path): 'rules' must be an object") }
            for (id, severity) in table {
                guard RuleRegistry.ids.contains(id) else {
                    throw Error(description: "\(path): unknown rule '\(id)' in 'rules' (see `typelint rules`)")
                }
                guard let severity = severity as? String, Self.severities.contains(severity) else {
                    throw Error(description: "\(path): rule '\(id)' must be \"off\", \"warning\" or \"error\"")
                }
                rules[id] = severity
            }
        }
    }
}
