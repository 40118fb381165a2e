import TypeLintRules

/// A Markdown table, for a GitHub job summary (`>> "$GITHUB_STEP_SUMMARY"`) or a review comment.
public struct MarkdownReporter: Reporter {
    /// GitHub drops a job summary over 1 MiB whole: the report stays under this many bytes, its rows stopping short of it
    /// and one last line saying how many were left out.
    public static let byteLimit = 1_000_000

    public init() {}

    public func render(_ report: Report, into output: (String) -> Void) {
        let reported = report.files.map { file in (file, report.shown(file)) }.filter { !$0.1.isEmpty }
        let count = reported.reduce(0) { $0 + $1.1.filter { $0.suppressionReason == nil }.count }
        guard !reported.isEmpty else {
            output("### typelint: no findings\n")
            return
        }
        let header = "### typelint: \(count) finding\(count == 1 ? "" : "s")\n\n| | File | Line | Rule | Message |\n|---|---|---|---|---|\n"
        output(header)
        // What the rows may take: the limit less the header and room for the last line.
        var room = Self.byteLimit - header.utf8.count - 512
        var leftOut = 0
        for (file, findings) in reported {
            guard leftOut == 0 else {
                leftOut += findings.count
                continue
            }
            let path = Escaping.markdownCode(report.relativePath(file) ?? file.absolutePath)
            var out = ""
            for (index, finding) in findings.enumerated() {
                let mark = finding.suppressionReason != nil ? "suppressed" : finding.severity.rawValue
                let row = "| \(mark) | \(path) | \(finding.start.line) | `\(finding.ruleID)` | \(Escaping.markdownCell(finding.message)) |\n"
                guard row.utf8.count <= room else {
                    leftOut = findings.count - index
                    break
                }
                room -= row.utf8.count
                out += row
            }
            output(out)
        }
        if leftOut > 0 {
            // After a blank line, which ends the table.
            output("\n\(leftOut) more finding\(leftOut == 1 ? " is" : "s are") not shown: GitHub drops a job summary over 1 MiB. "
                   + "The other report formats list every finding.\n")
        }
    }
}
