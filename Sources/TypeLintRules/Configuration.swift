import Foundation
import TypeLintSyntax

/// A `.typelint.json`: which profile, platforms and files, and per-rule severities.
///
///     {"profile": "root", "platforms": ["iOS"], "include": ["App/**"], "exclude": ["**/Generated/**"],
///      "rules": {"raw-font-size": "error", "mixed-font-families": "off"}, "baseline": "typelint-baseline.json"}
public struct Configuration: Sendable {
    /// The file it was read from (relative paths in it are relative to its folder).
    public var path: String?
    public var profile: String?
    public var platforms: [String]?
    public var include = Globs()
    public var exclude = Globs()
    public var rules: [String: RuleLevel] = [:]
    /// The baseline whose recorded findings are not reported, as written (relative to the file's folder); `effective`
    /// makes it absolute.
    public var baseline: String?
    /// Whether the configurations above it apply where it says nothing (`"inherit": false` stops them).
    public var inherits = true
    /// The configurations above it that it inherits from, nearest first (set by whoever finds it).
    public var ancestors: [Configuration] = []

    public init() {}

    public struct Error: ProblemError, CustomStringConvertible {
        public let problem: Problem
        init(description: String) { problem = Problem(stringLiteral: description) }
        init(_ problem: Problem) { self.problem = problem }
        public var description: String { problem.description }
    }

    static let keys: Set<String> = ["profile", "platforms", "include", "exclude", "rules", "inherit", "baseline"]

    /// Parses and validates a configuration; every error names the file and the key.
    public init(data: Data, path: String) throws {
        self.path = path
        guard let text = String(data: data, encoding: .utf8) else { throw Error(description: "\(path): not UTF-8") }
        let json: JSONValue
        switch JSONReader.read(text) {
        case .success(let value): json = value
        case .failure(let error): throw Error(error.message(in: path))
        }
        guard case .object(let root) = json else { throw Error(description: "\(path): expected a JSON object") }
        if let unknown = Set(root.keys).subtracting(Self.keys).sorted().first {
            let guess = Self.keys.closest(to: unknown).map { "did you mean '\($0)'? " } ?? ""
            throw Error(description: "\(path): unknown key '\(unknown)' (\(guess)known: \(Self.keys.sorted().joined(separator: ", ")))")
        }
        func strings(_ key: String) throws -> [String]? {
            guard let value = root[key] else { return nil }
            guard case .array(let list) = value, list.allSatisfy({ $0.string != nil }) else {
                throw Error(description: "\(path): '\(key)' must be a list of strings")
            }
            return list.compactMap(\.string)
        }
        if let value = root["profile"] {
            guard case .string(let name) = value else { throw Error(description: "\(path): 'profile' must be a string") }
            profile = name
        }
        platforms = try strings("platforms")
        for platform in platforms ?? [] where !Platforms.appleNames.contains(platform) {
            throw Error(description: "\(path): unknown platform '\(platform)' in 'platforms'")
        }
        // No platform would check nothing, silently: a folder is turned off with `exclude`.
        if platforms?.isEmpty == true { throw Error(description: "\(path): 'platforms' is empty; name at least one, or use 'exclude'") }
        if let value = root["baseline"] {
            guard case .string(let file) = value, !file.isEmpty else { throw Error(description: "\(path): 'baseline' must be a file name") }
            baseline = file
        }
        if let value = root["inherit"] {
            guard case .bool(let inherits) = value else { throw Error(description: "\(path): 'inherit' must be true or false") }
            self.inherits = inherits
        }
        include = Globs(try strings("include") ?? [])
        exclude = Globs(try strings("exclude") ?? [])
        if let value = root["rules"] {
            guard case .object(let table) = value else { throw Error(description: "\(path): 'rules' must be an object") }
            for (id, severity) in table.sorted(by: { $0.key < $1.key }) {
                guard RuleRegistry.ids.contains(id) else {
                    let guess = RuleRegistry.ids.closest(to: id).map { "did you mean '\($0)'? " } ?? ""
                    throw Error(description: "\(path): unknown rule '\(id)' in 'rules' (\(guess)see `typelint rules`)")
                }
                guard case .string(let name) = severity, let level = RuleLevel(rawValue: name) else {
                    let guess = severity.string.flatMap { Set(RuleLevel.names).closest(to: $0) }.map { " (did you mean '\($0)'?)" } ?? ""
                    throw Error(description: "\(path): rule '\(id)' must be \"off\", \"warning\" or \"error\"\(guess)")
                }
                rules[id] = level
            }
        }
    }
}

extension Configuration {
    /// The settings that apply, SwiftLint's way: this configuration's keys over its ancestors' (nearest first),
    /// rule by rule for `rules`. A profile given by path in an ancestor stays relative to that ancestor's folder.
    /// (`include` and `exclude` are matched level by level, each against its own folder: see the linter's
    /// `isIncluded`.)
    public var effective: Configuration {
        var result = self
        result.baseline = baseline.map { Self.resolved($0, in: self) }
        for ancestor in ancestors {
            result.baseline = result.baseline ?? ancestor.baseline.map { Self.resolved($0, in: ancestor) }
            if result.profile == nil, let profile = ancestor.profile {
                let isPath = profile.contains("/") || profile.hasSuffix(".json")
                let folder = ancestor.path.map(FileIO.folder(of:)) ?? ""
                result.profile = isPath && !profile.hasPrefix("/") && !folder.isEmpty ? folder + "/" + profile : profile
            }
            result.platforms = result.platforms ?? ancestor.platforms
            result.rules.merge(ancestor.rules) { own, _ in own }
        }
        return result
    }

    /// A path a configuration names, against the configuration's folder.
    private static func resolved(_ path: String, in configuration: Configuration) -> String {
        guard !path.hasPrefix("/"), let file = configuration.path else { return path }
        return FileIO.folder(of: file) + "/" + path
    }
}
