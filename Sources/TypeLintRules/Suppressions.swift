import Foundation
import TypeLintSyntax

/// `// typelint:disable:next RULE[, RULE] -- reason`, `:this`, `:previous`, and `disable … enable`
/// regions (SwiftLint's shape, plus a required reason: Root calls a raw size "an exception that needs
/// a note"). A suppression without a reason still applies, and is reported itself.
public struct Suppressions: Sendable {
    public static let missingReason = RuleDescription(
        id: "missing-suppression-reason",
        name: "Missing Suppression Reason",
        summary: "A suppression comment without `-- reason`: the exception needs a note.",
        rationale: "Root: \"If you write a raw font-size in a view, you are in an exception that needs a note.\" The note is what the next reader needs to keep or remove the exception.",
        triggeringExamples: ["↓// typelint:disable:next raw-font-size\nText(\"x\").font(.system(size: 40))"],
        nonTriggeringExamples: ["// typelint:disable:next raw-font-size -- the hero number is sized to the artwork\nText(\"x\").font(.system(size: 40))"])

    public static let unknownRule = RuleDescription(
        id: "unknown-rule",
        name: "Unknown Rule",
        summary: "A suppression names a rule typelint does not have, or is no command (a typo suppresses nothing).",
        rationale: "A misspelt rule id silently suppresses nothing; `typelint rules` lists the ids.",
        triggeringExamples: ["// typelint:disable:next ↓raw-font-sizes -- legacy screen\nText(\"x\")",
                             "// ↓typelint:disable:nxt raw-font-size -- legacy screen\nText(\"x\")",
                             "// ↓typelint:disable -- legacy screen\nText(\"x\")"],
        nonTriggeringExamples: ["// typelint:disable:next raw-font-size -- legacy screen\nText(\"x\")"])

    struct Region {
        let rules: Set<String>?  // nil: all rules
        let lines: ClosedRange<Int>
        let reason: String
    }

    private var regions: [Region] = []
    /// Findings about the comments themselves, as (rule id, byte range, message).
    public private(set) var hygiene: [(id: String, range: Range<Int>, message: String)] = []

    public init(file: SourceFile, comments: [Token], knownRules: Set<String>) {
        var open: [String: (line: Int, reason: String)] = [:]
        let lastLine = file.lines.lineCount
        for comment in comments {
            // Most comments are prose: look for the marker in the bytes before making a String.
            guard file.bytes.withUnsafeBufferPointer({ Relevance.contains(UnsafeBufferPointer(rebasing: $0[comment.range]), "typelint:") })
            else { continue }
            let text = file.text(comment.range)
            guard let marker = text.range(of: "typelint:") else { continue }
            let body = text[marker.upperBound...]
            var parts = body.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
            guard let command = parts.first else { continue }
            let rest = parts.count > 1 ? String(parts.removeLast()) : ""
            let (ruleText, reason) = Self.splitReason(rest.hasSuffix("*/") ? String(rest.dropLast(2)) : rest)
            let names = ruleText.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
            let line = file.line(of: comment.start)
            let lineAfterComment = file.line(of: comment.end)
            // A command that is almost one (`disable:nxt`), or one that names no rule, suppresses nothing: say so.
            if command.hasPrefix("disable") || command.hasPrefix("enable") {
                let start = comment.start + (text.utf8.count - text[marker.lowerBound...].utf8.count)
                let spelling = "typelint:" + command
                if !Self.commands.contains(String(command)) {
                    hygiene.append((Self.unknownRule.id, start..<start + spelling.utf8.count,
                                    "`\(spelling)` is not a typelint command (\(Self.commands.sorted().joined(separator: ", "))), so this suppresses nothing"))
                    continue
                }
                if names.isEmpty {
                    hygiene.append((Self.unknownRule.id, start..<start + spelling.utf8.count,
                                    "`\(spelling)` names no rule, so this suppresses nothing; name the rules or `all`"))
                    continue
                }
            }
            for name in names where name != "all" && !knownRules.contains(name) {
                let offset = comment.start + (text.utf8.count - text[text.range(of: name, range: marker.upperBound..<text.endIndex)!.lowerBound...].utf8.count)
                hygiene.append((Self.unknownRule.id, offset..<offset + name.utf8.count,
                                "`\(name)` is not a typelint rule, so this suppresses nothing; `typelint rules` lists the ids"))
            }
            let rules: Set<String>? = names.contains("all") ? nil : Set(names)
            let isEnable = command.hasPrefix("enable")
            if !isEnable, reason.isEmpty, !names.isEmpty {
                hygiene.append((Self.missingReason.id, comment.range,
                                "suppression without a reason; add `-- why this exception is right`"))
            }
            switch command {
            case "disable:next": regions.append(Region(rules: rules, lines: lineAfterComment + 1...lineAfterComment + 1, reason: reason))
            case "disable:this": regions.append(Region(rules: rules, lines: line...line, reason: reason))
            case "disable:previous": regions.append(Region(rules: rules, lines: max(1, line - 1)...max(1, line - 1), reason: reason))
            case "disable":
                for name in names { open[name] = (line, reason) }
            case "enable":
                for name in names {
                    guard let start = open.removeValue(forKey: name) else { continue }
                    regions.append(Region(rules: name == "all" ? nil : [name], lines: start.line...line, reason: start.reason))
                }
            default:
                continue
            }
        }
        for (name, start) in open {
            regions.append(Region(rules: name == "all" ? nil : [name], lines: start.line...max(start.line, lastLine), reason: start.reason))
        }
    }

    static let commands: Set<String> = ["disable", "enable", "disable:next", "disable:this", "disable:previous"]

    /// `raw-font-size -- the reason` → ("raw-font-size", "the reason").
    static func splitReason(_ text: String) -> (rules: String, reason: String) {
        guard let separator = text.range(of: "--") else { return (text, "") }
        let reason = text[separator.upperBound...].trimmingCharacters(in: .whitespaces)
        return (String(text[..<separator.lowerBound]), reason)
    }

    /// The reason of the suppression covering `rule` on `line`, if one does.
    public func suppression(of rule: String, onLine line: Int) -> String? {
        regions.first { ($0.rules?.contains(rule) ?? true) && $0.lines.contains(line) }?.reason
    }
}
