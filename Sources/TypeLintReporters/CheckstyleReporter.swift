import TypeLintRules

/// Checkstyle XML, which CI servers and review tools (Jenkins' warnings plugin, reviewdog, Danger) read:
/// `<file name="…"><error line="…" column="…" severity="…" message="…" source="typelint.rule-id"/></file>`.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ report: Report, into output: (String) -> Void) {
        output("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
        for file in report.files {
            let findings = report.shown(file)
            guard !findings.isEmpty else { continue }
            var out = "<file name=\"\(Escaping.markup(report.printedPath(file)))\">\n"
            for finding in findings {
                let severity = finding.suppressionReason == nil ? finding.severity.rawValue : "info"
                out += "<error line=\"\(finding.start.line)\" column=\"\(finding.start.column)\" severity=\"\(severity)\" "
                    + "message=\"\(Escaping.markup(finding.message))\" source=\"typelint.\(Escaping.markup(finding.ruleID))\"/>\n"
            }
            output(out + "</file>\n")
        }
        output("</checkstyle>\n")
    }
}
