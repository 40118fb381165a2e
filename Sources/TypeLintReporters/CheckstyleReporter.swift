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
            var out = "<file name=\"\(xmlEscaped(report.printedPath(file)))\">\n"
            for finding in findings {
                let severity = finding.suppressionReason == nil ? finding.severity.rawValue : "info"
                out += "<error line=\"\(finding.start.line)\" column=\"\(finding.start.column)\" severity=\"\(severity)\" "
                    + "message=\"\(xmlEscaped(finding.message))\" source=\"typelint.\(xmlEscaped(finding.ruleID))\"/>\n"
            }
            output(out + "</file>\n")
        }
        output("</checkstyle>\n")
    }
}

/// Text as an XML attribute or element value: the five special characters as entities, and the control
/// characters XML 1.0 cannot hold at all (any but tab, line feed and carriage return) as spaces.
func xmlEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    // A bidirectional override shown as its bytes, as on a terminal: a report's reader must see the text in its order.
    for scalar in Escaping.controls(text).unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&apos;"
        case "\t", "\n", "\r": out += "&#\(scalar.value);"
        case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += " "
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
