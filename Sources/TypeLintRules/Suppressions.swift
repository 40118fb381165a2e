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
        triggers: ["typelint:"],
        triggeringExamples: [
            Example("↓// typelint:disable:next raw-font-size\nText(\"x\").font(.system(size: 40))",
                    message: "suppression without a reason; add `-- why this exception is right`"),
            Example("Text(\"42\").font(.system(size: 40)) ↓// typelint:disable:this raw-font-size",
                    message: "suppression without a reason; add `-- why this exception is right`"),
        ],
        nonTriggeringExamples: [Example("// typelint:disable:next raw-font-size -- the hero number is sized to the artwork\nText(\"x\").font(.system(size: 40))")])

    public static let unusedSuppression = RuleDescription(
        id: "unused-suppression",
        name: "Unused Suppression",
        summary: "A suppression of a rule that reports nothing where it applies: it hides no exception, only a future one.",
        rationale: "An exception that needs a note stays one only while there is something to note; a suppression left behind when the code changed would silence the next real finding without anyone deciding it (SwiftLint's superfluous_disable_command).",
        triggers: ["typelint:"],
        triggeringExamples: [
            Example("// typelint:disable:next ↓raw-font-size -- the hero number\nText(\"x\").font(.title)",
                    message: "`raw-font-size` reports nothing where this suppresses it; remove it from the suppression"),
            Example("// typelint:disable:next ↓all -- legacy screen\nText(\"x\").font(.title)",
                    message: "nothing is reported where this suppresses every rule; remove the suppression"),
        ],
        nonTriggeringExamples: [Example("// typelint:disable:next raw-font-size -- the hero number is sized to the artwork\nText(\"x\").font(.system(size: 40))")])

    public static let unknownRule = RuleDescription(
        id: "unknown-rule",
        name: "Unknown Rule",
        summary: "A suppression names a rule typelint does not have, or is no command (a typo suppresses nothing).",
        rationale: "A misspelt rule id silently suppresses nothing; `typelint rules` lists the ids.",
        triggers: ["typelint:"],
        triggeringExamples: [
            Example("// typelint:disable:next ↓raw-font-sizes -- legacy screen\nText(\"x\")",
                    message: "`raw-font-sizes` is not a typelint rule, so this suppresses nothing; `typelint rules` lists the ids"),
            Example("// ↓typelint:disable:nxt raw-font-size -- legacy screen\nText(\"x\")",
                    message: "`typelint:disable:nxt` is not a typelint command (disable, disable:next, disable:previous, disable:this, enable), so this suppresses nothing"),
            Example("// ↓typelint:disable -- legacy screen\nText(\"x\")",
                    message: "`typelint:disable` names no rule, so this suppresses nothing; name the rules or `all`"),
        ],
        nonTriggeringExamples: [Example("// typelint:disable:next raw-font-size -- legacy screen\nText(\"x\")")])

    struct Region {
        let rules: Set<String>?  // nil: all rules
        let lines: ClosedRange<Int>
        let reason: String
        /// Where each rule is named in the comment (`all` for every rule), for a finding about the suppression itself.
        let names: [(rule: String, range: Range<Int>)]
    }

    private var regions: [Region] = []
    /// The regions of one line (`disable:next`, `:this`, `:previous`), by that line, in order.
    private var byLine: [Int: [Int]] = [:]
    /// The regions of `disable … enable` spans, by the rule they name (`all` for every rule), in order of their first line:
    /// one rule's spans meet at most at a line, since a second `disable` of a rule already disabled opens nothing.
    private var spans: [String: [Int]] = [:]
    /// The lines a `typelint:` comment is on: a fix there would move or break the comment, so none is offered.
    public private(set) var commentLines: Set<Int> = []
    /// Findings about the comments themselves, as (rule id, byte range, message).
    public private(set) var hygiene: [(id: String, range: Range<Int>, message: String)] = []

    public init(file: SourceFile, comments: [Token], knownRules: Set<String>) {
        var open: [String: (line: Int, reason: String, range: Range<Int>)] = [:]
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
            commentLines.formUnion(line...max(line, file.line(of: max(comment.start, comment.end - 1))))
            // A command that is almost one (`disable:nxt`), or one that names no rule, suppresses nothing: say so.
            if command.hasPrefix("disable") || command.hasPrefix("enable") {
                let start = comment.start + (text.utf8.count - text[marker.lowerBound...].utf8.count)
                let spelling = "typelint:" + command
                if !Self.commands.contains(String(command)) {
                    hygiene.append((Self.unknownRule.id, start..<start + spelling.utf8.count,
                                    "\(Violation.codeSpan(spelling)) is not a typelint command (\(Self.commands.sorted().joined(separator: ", "))), so this suppresses nothing"))
                    continue
                }
                if names.isEmpty {
                    hygiene.append((Self.unknownRule.id, start..<start + spelling.utf8.count,
                                    "\(Violation.codeSpan(spelling)) names no rule, so this suppresses nothing; name the rules or `all`"))
                    continue
                }
            }
            var named: [(rule: String, range: Range<Int>)] = []
            var searchFrom = marker.upperBound
            for name in names {
                guard let found = text.range(of: name, range: searchFrom..<text.endIndex) else { continue }
                searchFrom = found.upperBound
                let offset = comment.start + text[..<found.lowerBound].utf8.count
                named.append((name, offset..<offset + name.utf8.count))
                if name != "all" && !knownRules.contains(name) {
                    hygiene.append((Self.unknownRule.id, offset..<offset + name.utf8.count,
                                    "\(Violation.codeSpan(name)) is not a typelint rule, so this suppresses nothing; `typelint rules` lists the ids"))
                }
            }
            let rules: Set<String>? = names.contains("all") ? nil : Set(names)
            let isEnable = command.hasPrefix("enable")
            if !isEnable, reason.isEmpty, !names.isEmpty {
                hygiene.append((Self.missingReason.id, comment.range,
                                "suppression without a reason; add `-- why this exception is right`"))
            }
            switch command {
            case "disable:next":
                regions.append(Region(rules: rules, lines: lineAfterComment + 1...lineAfterComment + 1, reason: reason, names: named))
            case "disable:this":
                regions.append(Region(rules: rules, lines: line...line, reason: reason, names: named))
            case "disable:previous":
                regions.append(Region(rules: rules, lines: max(1, line - 1)...max(1, line - 1), reason: reason, names: named))
            case "disable":
                for name in named where open[name.rule] == nil { open[name.rule] = (line, reason, name.range) }
            case "enable":
                for name in names {
                    guard let start = open.removeValue(forKey: name) else { continue }
                    regions.append(Region(rules: name == "all" ? nil : [name], lines: start.line...line, reason: start.reason,
                                          names: [(name, start.range)]))
                }
            default:
                continue
            }
        }
        for (name, start) in open.sorted(by: { $0.value.range.lowerBound < $1.value.range.lowerBound }) {
            regions.append(Region(rules: name == "all" ? nil : [name], lines: start.line...max(start.line, lastLine), reason: start.reason,
                                  names: [(name, start.range)]))
        }
        // Indexed, so that asking for each finding of a file with thousands of suppressions looks at few of them.
        for (index, region) in regions.enumerated() {
            if region.lines.count == 1 {
                byLine[region.lines.lowerBound, default: []].append(index)
            } else {
                spans[region.rules?.first ?? "all", default: []].append(index)
            }
        }
        for key in spans.keys { spans[key]?.sort { regions[$0].lines.lowerBound < regions[$1].lines.lowerBound } }
    }

    static let commands: Set<String> = ["disable", "enable", "disable:next", "disable:this", "disable:previous"]

    /// `raw-font-size -- the reason` → ("raw-font-size", "the reason").
    static func splitReason(_ text: String) -> (rules: String, reason: String) {
        guard let separator = text.range(of: "--") else { return (text, "") }
        let reason = text[separator.upperBound...].trimmingCharacters(in: .whitespaces)
        return (String(text[..<separator.lowerBound]), reason)
    }

    /// The suppression covering `rule` on `line`, if one does: its place among the file's, and its reason.
    public func suppression(of rule: String, onLine line: Int) -> (region: Int, reason: String)? {
        var first = byLine[line]?.first { regions[$0].rules?.contains(rule) ?? true }
        for key in [rule, "all"] {
            for index in spans(key, holding: line) where index < first ?? .max { first = index }
        }
        return first.map { ($0, regions[$0].reason) }
    }

    /// The spans of one rule that hold `line`: the last to start at or before it, and the one before (they may meet there).
    private func spans(_ key: String, holding line: Int) -> [Int] {
        guard let list = spans[key] else { return [] }
        var (low, high) = (0, list.count)
        while low < high {
            let middle = (low + high) / 2
            if regions[list[middle]].lines.lowerBound <= line { low = middle + 1 } else { high = middle }
        }
        return list[max(0, low - 2)..<low].filter { regions[$0].lines.contains(line) }
    }

    /// The rules each suppression names that it suppressed nothing of, with where the comment names them: `used` holds
    /// the (suppression, rule) pairs that hid a finding; only rules in `checked` count (a rule that did not run, or is
    /// off, may have had findings). A suppression of `all` that hid nothing is named by `all`.
    public func unused(_ used: Set<UsedSuppression>, checked: Set<String>) -> [(rule: String, range: Range<Int>)] {
        let usedRegions = Set(used.map(\.region))
        return regions.indices.flatMap { index -> [(rule: String, range: Range<Int>)] in
            regions[index].names.filter { name in
                guard name.rule == "all" else {
                    return checked.contains(name.rule) && !used.contains(UsedSuppression(region: index, rule: name.rule))
                }
                return !usedRegions.contains(index)
            }
        }
    }
}

/// A suppression that hid a finding of a rule (see `Suppressions.unused`).
public struct UsedSuppression: Hashable, Sendable {
    public let region: Int
    public let rule: String

    public init(region: Int, rule: String) {
        self.region = region
        self.rule = rule
    }
}
