import Foundation
import TypeLintRules

/// GitHub Actions workflow commands: `::warning file=…,line=…,endLine=…,col=…,endColumn=…,title=…::message`.
/// Messages escape `%`, CR and LF; properties also `:` and `,`, so no text can start a second command.
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: Report, into output: (String) -> Void) {
        for file in report.files {
            var out = ""
            let path = report.relativePath(file) ?? file.absolutePath
            for finding in file.findings where finding.suppressionReason == nil {
                var properties = ["file=\(Self.property(path))", "line=\(finding.start.line)", "endLine=\(finding.end.line)"]
                // Columns are only allowed when the annotation is on one line.
                if finding.start.line == finding.end.line {
                    properties += ["col=\(finding.start.column)", "endColumn=\(finding.end.column)"]
                }
                properties.append("title=\(Self.property("typelint " + finding.ruleID))")
                out += "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(Self.data(finding.message))\n"
            }
            if !out.isEmpty { output(out) }
        }
    }

    /// A control character or a bidirectional override as its bytes (`\x1B`: the runner's log is a terminal); then `%`,
    /// first, so the escapes themselves are not escaped again, and the line breaks.
    public static func data(_ text: String) -> String {
        Escaping.controls(text).replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    public static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
