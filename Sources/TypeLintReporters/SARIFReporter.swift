import Foundation
import TypeLintRules

/// SARIF 2.1.0 for GitHub code scanning: valid against the OASIS schema and meeting GitHub's own
/// requirements (every rule described, `results` always present, repo-relative URIs under
/// `%SRCROOT%`, UTF-16 columns). Never `security-severity`: typography is not a security finding.
public struct SARIFReporter: Reporter {
    public static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let informationURI = "https://github.com/typelint/typelint"
    /// GitHub code scanning rejects a whole run with more results than this: the first ones are written, and the run
    /// says how many were left out.
    public static let resultLimit = 25_000

    public init() {}

    struct Log: Encodable {
        let schema = SARIFReporter.schema
        let version = "2.1.0"
        let runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        let tool: Tool
        let automationDetails: AutomationDetails
        let originalUriBaseIds: [String: ArtifactLocation]
        let columnKind = "utf16CodeUnits"
        let results: [Result]
        let invocations: [Invocation]
    }

    /// Whether the run linted every file, and what kept it from doing so: a consumer must not take a run that failed for
    /// one that found nothing.
    struct Invocation: Encodable {
        let executionSuccessful: Bool
        let toolExecutionNotifications: [Notification]
    }

    struct Notification: Encodable {
        let level: String
        let message: Text
    }

    struct Tool: Encodable { let driver: Driver }

    struct Driver: Encodable {
        let name = "typelint"
        let semanticVersion: String
        let version: String
        let informationUri = SARIFReporter.informationURI
        let rules: [Rule]
    }

    struct Text: Encodable { let text: String }

    /// A message as SARIF's plain text: `[text](uri)` there is a link a viewer shows, and `{0}` a placeholder it fills
    /// (SARIF 2.1.0, 3.11.5 and 3.11.6), so brackets from a name or from code are escaped with a backslash (and a backslash
    /// before one, which would escape it instead) and braces doubled.
    static func message(_ text: String) -> Text {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "{")
            || $0 == UInt8(ascii: "}") }) else { return Text(text: text) }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 8)
        var characters = text.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            switch character {
            case "[", "]": escaped += "\\\(character)"
            case "\\" where next == "[" || next == "]": escaped += "\\\\"
            case "{": escaped += "{{"
            case "}": escaped += "}}"
            default: escaped.append(character)
            }
        }
        return Text(text: escaped)
    }

    struct Help: Encodable {
        let text: String
        let markdown: String
    }

    struct Rule: Encodable {
        let id: String
        let name: String
        let shortDescription: Text
        let fullDescription: Text
        let help: Help
        let helpUri: String
        let defaultConfiguration: Configuration
        let properties: Properties
    }

    struct Configuration: Encodable { let level: String }

    struct Properties: Encodable {
        let tags: [String]
        let precision: String
    }

    struct AutomationDetails: Encodable { let id: String }

    struct ArtifactLocation: Encodable {
        let uri: String
        let uriBaseId: String?
    }

    struct Region: Encodable {
        let startLine: Int
        let startColumn: Int
        let endLine: Int
        let endColumn: Int
    }

    struct PhysicalLocation: Encodable {
        let artifactLocation: ArtifactLocation
        let region: Region
    }

    struct Location: Encodable { let physicalLocation: PhysicalLocation }

    struct Replacement: Encodable {
        let deletedRegion: Region
        let insertedContent: Text
    }

    struct ArtifactChange: Encodable {
        let artifactLocation: ArtifactLocation
        let replacements: [Replacement]
    }

    struct Fix: Encodable {
        let description: Text
        let artifactChanges: [ArtifactChange]
    }

    struct Suppression: Encodable {
        let kind = "inSource"
        let justification: String
    }

    struct Result: Encodable {
        let ruleId: String
        let ruleIndex: Int
        let level: String
        let message: Text
        let locations: [Location]
        let fixes: [Fix]?
        let suppressions: [Suppression]?
    }

    public func render(_ report: Report, into output: (String) -> Void) {
        let ruleIndex = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.description.id, $0) })
        var results: [Result] = []
        var leftOut = 0
        for file in report.files {
            let location = artifactLocation(file, report)
            for finding in report.shown(file) {
                guard results.count < Self.resultLimit else {
                    leftOut += 1
                    continue
                }
                // SARIF regions count UTF-16 units (columnKind), and the end column is exclusive.
                let region = Region(startLine: finding.start.line, startColumn: finding.start.utf16Column,
                                    endLine: finding.end.line, endColumn: finding.end.utf16Column)
                let fixes = finding.fix.map { fix in
                    [Fix(description: Self.message(fix.replacement.isEmpty ? "Remove it" : "Replace with `\(fix.replacement)`"),
                         artifactChanges: [ArtifactChange(artifactLocation: location, replacements: [
                             Replacement(deletedRegion: Region(startLine: fix.start.line, startColumn: fix.start.utf16Column,
                                                               endLine: fix.end.line, endColumn: fix.end.utf16Column),
                                         insertedContent: Text(text: fix.replacement)),
                         ])])]
                }
                results.append(Result(
                    ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID] ?? 0, level: finding.severity.rawValue,
                    message: Self.message(finding.message),
                    locations: [Location(physicalLocation: PhysicalLocation(artifactLocation: location, region: region))],
                    fixes: fixes, suppressions: finding.suppressionReason.map { [Suppression(justification: $0)] }))
            }
        }
        let rules = report.rules.map { rule, severity in
            Rule(id: rule.id, name: rule.name.filter { !$0.isWhitespace }, shortDescription: Text(text: rule.summary),
                 fullDescription: Text(text: String(rule.rationale.prefix(1024))),
                 help: Help(text: helpText(rule, clause: report.clauses[rule.id]),
                            markdown: helpMarkdown(rule, clause: report.clauses[rule.id])),
                 helpUri: rule.documentationURL,
                 defaultConfiguration: Configuration(level: severity?.rawValue ?? "none"),
                 properties: Properties(tags: ["typography", "design-system", "accessibility"], precision: rule.precision))
        }
        let root = URL(fileURLWithPath: report.root, isDirectory: true).absoluteString
        // A warning, not a failure: the results written are true, and `executionSuccessful` still says whether every file
        // was linted.
        var notifications = report.errors.map { Notification(level: "error", message: Self.message($0)) }
        if leftOut > 0 {
            notifications.append(Notification(level: "warning", message: Text(text: """
                \(leftOut) of \(results.count + leftOut) results left out: GitHub code scanning rejects a run with more \
                than \(Self.resultLimit). The other report formats have them all.
                """)))
        }
        let log = Log(runs: [Run(
            tool: Tool(driver: Driver(semanticVersion: report.toolVersion, version: report.toolVersion, rules: rules)),
            automationDetails: AutomationDetails(id: "typelint/"),
            originalUriBaseIds: ["%SRCROOT%": ArtifactLocation(uri: root.hasSuffix("/") ? root : root + "/", uriBaseId: nil)],
            results: [],
            invocations: [Invocation(executionSuccessful: report.errors.isEmpty, toolExecutionNotifications: notifications)])])
        encodeJSON(log, arrayAt: "results", holding: results, into: output)
    }

    /// Repo-relative under `%SRCROOT%`; a file outside the root keeps an absolute `file://` URI.
    private func artifactLocation(_ file: Report.File, _ report: Report) -> ArtifactLocation {
        if let relative = report.relativePath(file) {
            let escaped = relative.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? relative
            return ArtifactLocation(uri: escaped, uriBaseId: "%SRCROOT%")
        }
        return ArtifactLocation(uri: URL(fileURLWithPath: file.absolutePath).absoluteString, uriBaseId: nil)
    }

    private func helpText(_ rule: RuleDescription, clause: String?) -> String {
        var text = "\(rule.summary)\n\n" + (clause.map { "\($0)\n\n" } ?? "") + "\(rule.rationale)\n\nTriggers:\n"
        func indented(_ examples: [String]) -> String {
            examples.map { "  " + $0.replacingOccurrences(of: "\n", with: "\n  ") }.joined(separator: "\n")
        }
        text += indented(rule.triggeringExamples.map(\.description))
        text += "\n\nDoes not trigger:\n" + indented(rule.nonTriggeringExamples.map(\.description))
        if !rule.corrections.isEmpty {
            text += "\n\nFixed by --fix:\n" + indented(rule.sortedCorrections.map { "\($0.before.code)  →  \($0.after)" })
        }
        return text
    }

    /// The rule's help as GitHub shows it. The profile's clause is the profile author's text, not typelint's: shown as
    /// it is written, on the quote's one line, never as markup (a heading, a link, a fence that swallows the rest).
    private func helpMarkdown(_ rule: RuleDescription, clause: String?) -> String {
        func block(_ examples: [Example]) -> String {
            "```swift\n" + examples.map(\.description).joined(separator: "\n") + "\n```"
        }
        let corrections = rule.corrections.isEmpty ? "" : "\n\nFixed by `--fix` (before, then after):\n\n"
            + rule.sortedCorrections.map { "```swift\n\($0.before.code)\n```\n```swift\n\($0.after)\n```" }.joined(separator: "\n")
        return """
            **\(rule.name)** (`\(rule.id)`): \(rule.summary)

            \(clause.map { "> \(Escaping.markdownCell($0))\n\n" } ?? "")\(rule.rationale)

            Triggers (`↓` marks the finding):

            \(block(rule.triggeringExamples))

            Does not trigger:

            \(block(rule.nonTriggeringExamples))\(corrections)
            """
    }
}
