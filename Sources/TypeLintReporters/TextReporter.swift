import TypeLintRules

/// Compiler-style lines: `path:line:col: warning|error: message [rule-id]`, 1-based lines and UTF-8
/// byte columns (swiftc's and Vim's `%c`), which Xcode, VS Code's `$swiftc` matcher and Vim read.
public struct TextReporter: Sendable {
    public init() {}

    public func line(for finding: Finding, path: String) -> String {
        let message = finding.message.map { $0 == "\n" || $0 == "\r" ? " " : $0 }
        return "\(path):\(finding.start.line):\(finding.start.column): \(finding.severity.rawValue): \(String(message)) [\(finding.ruleID)]"
    }
}
