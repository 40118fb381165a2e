import Foundation
import TypeLintRules

/// A file the generator writes: its path from the checkout's root and what it must hold, or nil for a file that must
/// not exist (the page of a rule that is gone).
public struct GeneratedFile: Sendable, Equatable {
    public let path: String
    public let contents: String?

    public init(_ path: String, _ contents: String?) {
        self.path = path
        self.contents = contents
    }
}

/// Everything made from the rules and the profiles, in two steps, because the second reads the rules as they are built:
///
/// - `registered`: read as text, so right before the rules are built: `RuleRegistry.swift` (the `struct … : Rule` types
///   of `Sources/TypeLintRules/Rules/`) and `BuiltInProfiles.swift` (`Rules/*.json`, embedded so that the binary needs
///   no file beside it).
/// - `rendered`: from the built rules' descriptions: the prefilter's words (`Relevance+Words.swift`), one test class per
///   rule (`GeneratedRuleTests.swift`), the README's rule table and a page per rule in `docs/rules/`.
///
/// Tools/generate.sh runs the first, builds, then runs the second; a test compares both with the checkout.
public enum Generator {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    public static func registered(in root: URL) throws -> [GeneratedFile] {
        [try RegistrySource.file(in: root), try ProfilesSource.file(in: root)]
    }

    public static func rendered(in root: URL) throws -> [GeneratedFile] {
        let profiles = try RulePages.Profiles()
        return [
            GeneratedFile(RelevanceWordsPath, try PrefilterSource.render(RuleRegistry.descriptions.flatMap(\.triggers))),
            GeneratedFile(RuleTestsSource.path, RuleTestsSource.render(RuleRegistry.descriptions)),
            try RulePages.readme(in: root, profiles),
        ] + (try RulePages.pages(in: root, profiles))
    }

    static let RelevanceWordsPath = "Sources/TypeLintRules/Relevance+Words.swift"

    /// The files whose contents are not what they must be, by path.
    public static func stale(_ files: [GeneratedFile], in root: URL) -> [String] {
        files.filter { file in read(file.path, in: root) != file.contents }.map(\.path)
    }

    /// Writes the stale files (and removes those that must not exist); returns their paths.
    @discardableResult
    public static func write(_ files: [GeneratedFile], in root: URL) throws -> [String] {
        let stale = Set(stale(files, in: root))
        for file in files where stale.contains(file.path) {
            let url = root.appendingPathComponent(file.path)
            if let contents = file.contents {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url, options: .atomic)
            } else {
                try FileManager.default.removeItem(at: url)
            }
        }
        return files.map(\.path).filter(stale.contains)
    }

    static func read(_ path: String, in root: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// The names in a folder of the checkout ending in `suffix`, in byte order (not the locale's, as a shell's glob sorts).
    static func names(in folder: String, of root: URL, endingIn suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(suffix) }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }
}

/// RuleRegistry.swift: every `struct X: Rule` of `Sources/TypeLintRules/Rules/`, in the order of their names.
enum RegistrySource {
    static let path = "Sources/TypeLintRules/RuleRegistry.swift"

    static func file(in root: URL) throws -> GeneratedFile {
        var types: [String] = []
        for name in try Generator.names(in: "Sources/TypeLintRules/Rules", of: root, endingIn: ".swift") {
            let text = Generator.read("Sources/TypeLintRules/Rules/" + name, in: root) ?? ""
            types += ruleTypes(in: text)
        }
        guard !types.isEmpty else { throw Generator.Failure("no `struct … : Rule` in Sources/TypeLintRules/Rules") }
        return GeneratedFile(path, render(types.sorted()))
    }

    /// The names of the structs a file declares conforming to `Rule`, or to `CrossFileRule`, which refines it
    /// (`public struct BoldBodyRule: Rule {`).
    static func ruleTypes(in text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let first = words.first, ["public", "internal", "package", "final"].contains(first) { words = words.dropFirst() }
            guard words.first == "struct", words.count >= 2 else { return nil }
            let declaration = words.dropFirst().joined(separator: " ")
            guard let colon = declaration.firstIndex(of: ":") else { return nil }
            let name = declaration[..<colon].trimmingCharacters(in: .whitespaces)
            let conformances = declaration[declaration.index(after: colon)...].prefix { $0 != "{" && $0 != "<" }
                .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            guard conformances.contains("Rule") || conformances.contains("CrossFileRule"), name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            return name
        }
    }

    static func render(_ types: [String]) -> String {
        """
        // Generated by Tools/generate.sh from the `struct … : Rule` types of Sources/TypeLintRules/Rules/. Do not edit: add
        // or remove a rule's file, then run Tools/generate.sh.

        /// Every rule typelint has: the typography rules here, the hygiene of suppression comments in `hygiene`.
        public enum RuleRegistry {
            /// The typography rules, in the order of their type names.
            public static let rules: [any Rule.Type] = [
        \(types.map { "        \($0).self,\n" }.joined())    ]
        }

        """
    }
}

/// BuiltInProfiles.swift: `Rules/*.json`, embedded so that the binary carries its profiles and works when copied alone.
enum ProfilesSource {
    static let path = "Sources/TypeLintRules/BuiltInProfiles.swift"

    static func file(in root: URL) throws -> GeneratedFile {
        var names: [String] = []
        var files = ""
        for file in try Generator.names(in: "Rules", of: root, endingIn: ".json") {
            let name = String(file.dropLast(".json".count))
            let text = Generator.read("Rules/" + file, in: root) ?? ""
            guard !text.contains("\"\"\"#") else { throw Generator.Failure("Rules/\(file) holds \"\"\"#, which would end its embedded copy") }
            // A profile has rules; the other files (the HIG's tables) are read by profiles.
            if text.contains("\"rules\"") { names.append(name) }
            files += "        \"\(name)\": #\"\"\"\n" + (text.hasSuffix("\n") ? text : text + "\n") + "\"\"\"#,\n"
        }
        return GeneratedFile(path, """
            // Generated by Tools/generate.sh from Rules/*.json. Do not edit: edit Rules/, then run Tools/generate.sh.

            /// The built-in profiles and tables, embedded so the binary needs no files beside it.
            public enum BuiltInProfiles {
                /// Profile names a configuration can name without a path.
                public static let profileNames = [\(names.map { "\"\($0)\"" }.joined(separator: ", "))]

                /// File name without `.json` → contents.
                public static let files: [String: String] = [
            \(files)    ]
            }

            """)
    }
}

/// GeneratedRuleTests.swift: one test class per rule, running its examples through the checks of `ExampleChecks`
/// (as SwiftLint's generated tests run each rule's description), so that a failure names the rule and the example's line.
enum RuleTestsSource {
    static let path = "Tests/TypeLintRulesTests/GeneratedRuleTests.swift"

    static func render(_ rules: [RuleDescription]) -> String {
        var out = """
            // Generated by Tools/generate.sh from the rules' descriptions. Do not edit: run Tools/generate.sh.

            import XCTest

            """
        for rule in rules {
            let id = PrefilterSource.quoted(rule.id)
            out += """

                final class \(className(rule.id)): XCTestCase {
                    func testTriggeringExamples() throws { try ExampleChecks(\(id)).triggering() }
                    func testNonTriggeringExamples() throws { try ExampleChecks(\(id)).nonTriggering() }
                    func testCorrections() throws { try ExampleChecks(\(id)).corrections() }
                }

                """
        }
        return out
    }

    /// `bold-body` → `BoldBodyRuleTests`.
    static func className(_ id: String) -> String {
        id.split { !($0.isLetter || $0.isNumber) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "RuleTests"
    }
}
