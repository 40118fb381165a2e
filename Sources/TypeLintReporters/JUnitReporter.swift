import TypeLintRules

/// JUnit XML, as CI test-report views (GitLab, Jenkins, Azure, GitHub test-report actions) read it: one test
/// case per reported finding, failed, named by its place and rule; a run without findings is one passed test case (a
/// report of no test cases fails Jenkins' `junit` step).
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ report: Report, into output: (String) -> Void) {
        let reported = report.files.map { file in (file, file.findings.filter { $0.suppressionReason == nil }) }
        let count = reported.reduce(0) { $0 + $1.1.count }
        let tests = max(count, 1)
        output("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
               + "<testsuites name=\"typelint\" tests=\"\(tests)\" failures=\"\(count)\" errors=\"0\">\n"
               + "<testsuite name=\"typelint\" tests=\"\(tests)\" failures=\"\(count)\" errors=\"0\" skipped=\"0\">\n")
        if count == 0 {
            let files = report.lintedFileCount
            output("<testcase classname=\"typelint\" name=\"\(files) file\(files == 1 ? "" : "s") linted, no findings\"/>\n")
        }
        for (file, findings) in reported where !findings.isEmpty {
            let path = report.relativePath(file) ?? file.absolutePath
            var out = ""
            for finding in findings {
                let place = "\(path):\(finding.start.line):\(finding.start.column)"
                out += "<testcase classname=\"\(Escaping.markup(path))\" name=\"\(Escaping.markup(place)) [\(Escaping.markup(finding.ruleID))]\">"
                    + "<failure type=\"\(Escaping.markup(finding.ruleID))\" message=\"\(Escaping.markup(finding.message))\">"
                    + "\(Escaping.markup("\(place): \(finding.severity.rawValue): \(finding.message)"))</failure></testcase>\n"
            }
            output(out)
        }
        output("</testsuite>\n</testsuites>\n")
    }
}
