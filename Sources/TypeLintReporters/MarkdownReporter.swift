import TypeLintRules

/// A Markdown table, for a GitHub job summary (`>> "$GITHUB_STEP_SUMMARY"`) or a review comment.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ report: Report, into output: (String) -> Void) {
        let reported = report.files.map { file in (file, report.shown(file)) }.filter { !$0.1.isEmpty }
        let count = reported.reduce(0) { $0 + $1.1.filter { $0.suppressionReason == nil }.count }
        guard !reported.isEmpty else {
            output("### typelint: no findings\n")
            return
        }
        output("### typelint: \(count) finding\(count == 1 ? "" : "s")\n\n| | File | Line | Rule | Message |\n|---|---|---|---|---|\n")
        for (file, findings) in reported {
            let path = Escaping.markdownCode(report.relativePath(file) ?? file.absolutePath)
            var out = ""
            for finding in findings {
                let mark = finding.suppressionReason != nil ? "suppressed" : finding.severity.rawValue
                out += "| \(mark) | \(path) | \(finding.start.line) | `\(finding.ruleID)` | \(Escaping.markdownCell(finding.message)) |\n"
            }
            output(out)
        }
    }
}
