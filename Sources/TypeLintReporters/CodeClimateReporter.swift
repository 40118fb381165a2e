import TypeLintRules

/// Code Climate issues, the format of GitLab's Code Quality report (`artifacts: reports: codequality`): a JSON
/// array with, per reported finding, the fields GitLab reads — `description`, `check_name`, `fingerprint`,
/// `severity` (`major` for errors, `minor` for warnings) and `location.path` / `location.lines.begin`.
public struct CodeClimateReporter: Reporter {
    public init() {}

    struct Issue: Encodable {
        let type = "issue"
        let check_name: String
        let description: String
        let categories = ["Style"]
        let severity: String
        let fingerprint: String
        let location: Location
    }

    struct Location: Encodable {
        let path: String
        let lines: Lines
    }

    struct Lines: Encodable {
        let begin: Int
        let end: Int
    }

    public func render(_ report: Report, into output: (String) -> Void) {
        var issues: [Issue] = []
        for file in report.files {
            let path = report.relativePath(file) ?? file.absolutePath
            // GitLab compares fingerprints between a merge request's branches: a line number would change every finding's
            // below a line added. The line's text, as a baseline keys it, and the rule survive that; the count of the same
            // rule on the same text before it keeps identical lines apart.
            var seen: [String: Int] = [:]
            for (index, finding) in file.findings.enumerated() where finding.suppressionReason == nil {
                let text = index < file.lineKeys.count ? file.lineKeys[index] : ""
                let line = "\(finding.ruleID)\u{0}\(text)"
                let occurrence = seen[line, default: 0]
                seen[line] = occurrence + 1
                let key = "\(path)\u{0}\(line)\u{0}\(occurrence)"
                issues.append(Issue(
                    check_name: finding.ruleID, description: finding.message,
                    severity: finding.severity == .error ? "major" : "minor",
                    fingerprint: fingerprint(key),
                    location: Location(path: path, lines: Lines(begin: finding.start.line, end: finding.end.line))))
            }
        }
        encodeJSON(array: issues, into: output)
    }

    /// 128 bits of FNV-1a (two 64-bit hashes with different offsets), as 32 hex digits.
    private func fingerprint(_ key: String) -> String {
        var (a, b): (UInt64, UInt64) = (0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4)
        for byte in key.utf8 {
            a = (a ^ UInt64(byte)) &* 0x100_0000_01b3
            b = (b ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return [a, b].map { String($0, radix: 16) }.map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
    }
}
