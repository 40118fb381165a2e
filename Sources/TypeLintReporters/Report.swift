import TypeLintRules

/// What every reporter is given: the findings of each file and facts about the run.
public struct Report: Sendable {
    public struct File: Sendable {
        /// The path as the user gave it (`Sources/A.swift`).
        public let displayPath: String
        /// The absolute, standardised path.
        public let absolutePath: String
        public let findings: [Finding]
        /// Each finding's line with its white space normalised (`Baseline.lineKey`), in the order of `findings`: what a
        /// Code Climate fingerprint is made of, so that it survives edits elsewhere in the file. Empty for findings
        /// given without their source, whose lines then all read as the empty text.
        public let lineKeys: [String]

        public init(displayPath: String, absolutePath: String, findings: [Finding], lineKeys: [String] = []) {
            self.displayPath = displayPath
            self.absolutePath = absolutePath
            self.findings = findings
            self.lineKeys = lineKeys
        }
    }

    /// The files with findings (files without may be left out).
    public let files: [File]
    /// How many files were linted, with findings or without.
    public let lintedFileCount: Int
    /// Every rule, in registry order, with the severity the run gives it (nil: off).
    public let rules: [(description: RuleDescription, severity: Severity?)]
    public let toolVersion: String
    /// The folder paths are reported relative to (SARIF's `%SRCROOT%`, GitHub's workspace): absolute.
    public let root: String
    /// Print absolute paths (text and JSON) unless the user asked for paths as given.
    public let absolutePaths: Bool
    /// Include suppressed findings (marked as such) where the format can say so.
    public let includeSuppressed: Bool
    /// Each rule's clause in the run's profile (`root: "…"`), by rule id: for the formats that describe rules.
    public let clauses: [String: String]
    /// What kept the run from linting every file (a configuration it could not load, a file it could not read): a
    /// format that records whether the run succeeded says so (SARIF's `invocations`).
    public var errors: [String] = []

    public init(files: [File], lintedFileCount: Int? = nil, rules: [(description: RuleDescription, severity: Severity?)],
                clauses: [String: String] = [:], toolVersion: String, root: String, absolutePaths: Bool,
                includeSuppressed: Bool) {
        self.files = files
        self.lintedFileCount = lintedFileCount ?? files.count
        self.rules = rules
        self.clauses = clauses
        self.toolVersion = toolVersion
        self.root = root
        self.absolutePaths = absolutePaths
        self.includeSuppressed = includeSuppressed
    }

    /// The findings a format shows: reported ones, plus suppressed ones if asked.
    public func shown(_ file: File) -> [Finding] {
        file.findings.filter { includeSuppressed || $0.suppressionReason == nil }
    }

    /// A file's path relative to `root` with `/` separators, or nil if it is outside `root`.
    public func relativePath(_ file: File) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return file.absolutePath.hasPrefix(prefix) ? String(file.absolutePath.dropFirst(prefix.count)) : nil
    }

    public func printedPath(_ file: File) -> String { absolutePaths ? file.absolutePath : file.displayPath }
}

/// An output format. It hands its output over in pieces, so line-oriented formats never hold all of it.
public protocol Reporter: Sendable {
    func render(_ report: Report, into output: (String) -> Void)
}

extension Reporter {
    /// The whole output as one string.
    public func render(_ report: Report) -> String {
        var text = ""
        render(report) { text += $0 }
        return text
    }
}

/// The formats `--reporter` accepts.
public enum Reporters {
    /// Each format's name and reporter, in the order `--help` lists them.
    static let all: [(name: String, reporter: any Reporter)] = [
        ("text", TextReporter()), ("json", JSONReporter()), ("sarif", SARIFReporter()), ("github", GitHubReporter()),
        ("checkstyle", CheckstyleReporter()), ("junit", JUnitReporter()), ("codeclimate", CodeClimateReporter()),
        ("markdown", MarkdownReporter()),
    ]

    public static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0.reporter) })

    public static let names = all.map(\.name)
}
