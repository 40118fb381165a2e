import Foundation
import XCTest

final class LintCommandTests: ScratchDirectoryTestCase {
    static let violation = "import SwiftUI\nlet f = Text(\"x\").font(.system(size: 17))\n"

    func testFindingsAreCompilerStyleLinesWithAbsolutePaths() throws {
        let file = try write("let note = \"é🎉\"; let f = Text(\"x\").font(.system(size: 9))\n", to: "Sources/A.swift")
        let result = try BinaryRunner.run(["lint", "Sources"], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)  // root's rules are errors
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2)
        let path = file.resolvingSymlinksInPath().path
        // 1-based UTF-8 byte column: "é" is 2 bytes and "🎉" 4, so `.system` is at byte offset 44.
        XCTAssertTrue(lines[0].hasSuffix("[raw-font-size]"), lines[0])
        XCTAssertTrue(lines[0].hasPrefix(path + ":1:45: error: fixed 9pt; use `.caption2` (11pt)"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix(path + ":1:59: error: 9pt, below the 11pt minimum on iOS"), lines[1])
        // VS Code's $swiftc problem matcher reads every line.
        let matcher = try NSRegularExpression(pattern: #"^(.*?):(\d+)(?::(\d+))?:\s+(warning|error|note):\s+(.*)$"#)
        for line in lines {
            XCTAssertNotNil(matcher.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)), line)
        }
        // The profile's clause is said once per rule (in the rules' order), after the summary, not repeated on every line.
        XCTAssertFalse(result.stdout.contains("root: \""), result.stdout)
        XCTAssertEqual(result.stderr, """
            typelint: 2 findings (2 errors, 0 warnings) in 1 file
            typelint: [min-font-size] root: "Minimum size is 11pt. That is caption-2. If you need smaller type, the \
            problem is density, not type."
            typelint: [raw-font-size] root: "Use the system styles. Do not hard-code a size. .font(.body) grows. \
            .font(.system(size: 17)) does not. If you write a raw font-size in a view, you are in an exception that \
            needs a note, or you made a mistake."

            """)
    }

    /// `--reporter FORMAT:FILE` writes that report to its file, beside the one on stdout: SARIF for code scanning and
    /// text for the log in one run. Two reports for stdout would mix, and are refused before anything is linted.
    func testSeveralReportersInOneRun() throws {
        _ = try write(Self.violation, to: "A.swift")
        var result = try BinaryRunner.run(["--quiet", "--reporter", "sarif:report.sarif", "--reporter=checkstyle:c.xml",
                                           "--reporter", "text", "A.swift"], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("[raw-font-size]\n"), result.stdout)
        let sarif = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("report.sarif")))
        XCTAssertEqual((sarif as? [String: Any])?["version"] as? String, "2.1.0")
        let checkstyle = try String(contentsOf: directory.appendingPathComponent("c.xml"), encoding: .utf8)
        XCTAssertTrue(checkstyle.contains("source=\"typelint.raw-font-size\""), checkstyle)
        result = try BinaryRunner.run(["--reporter", "json", "--reporter", "text", "A.swift"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.stderr, "typelint: more than one --reporter writes to standard output: give all but one a file (FORMAT:FILE)\n")
    }

    /// Code Climate fingerprints are made of the flagged line's text, not its number: a line added above the findings
    /// leaves them as they were, so GitLab does not show every finding below an edit as fixed and new; a finding fixed
    /// leaves the others' as they were.
    func testCodeClimateFingerprintsSurviveALineAddedAbove() throws {
        func fingerprints(_ source: String) throws -> [String] {
            _ = try write(source, to: "A.swift")
            let result = try BinaryRunner.run(["--quiet", "--reporter", "codeclimate", "A.swift"], in: directory)
            let issues = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
            return try XCTUnwrap(issues, result.stderr).compactMap { $0["fingerprint"] as? String }
        }
        let (first, second) = ("let f = Text(\"x\").font(.system(size: 17))\n", "let g = Text(\"x\").font(.system(size: 17))\n")
        let before = try fingerprints("import SwiftUI\n" + first + second)
        XCTAssertEqual(before.count, 2)
        XCTAssertEqual(Set(before).count, 2)
        XCTAssertEqual(try fingerprints("import SwiftUI\n// an unrelated comment\n" + first + second), before)
        XCTAssertEqual(try fingerprints("import SwiftUI\n" + second), [before[1]])
    }

    /// A package the project has checked out (`.build/checkouts`) is read for its declarations, as a module the project
    /// imports by name: a font it declares is known where the app uses it, and the package itself is never linted. The
    /// font files it bundles are the app's: its face is drawn. Without the checkout, nothing is known of the name, and
    /// nothing is said.
    func testAFontAPackageDeclaresIsKnownWhereTheAppUsesIt() throws {
        _ = try write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [.iOS(.v17)],
                dependencies: [.package(url: "https://example.com/DesignKit", from: "1.0.0")],
                targets: [.target(name: "App", dependencies: ["DesignKit"])])

            """, to: "Package.swift")
        _ = try write("import SwiftUI\npublic extension Font {\n    static let brandFootnote = Font.custom(\"Inter-Regular\", size: 9)\n}\n",
                      to: ".build/checkouts/DesignKit/Sources/DesignKit/Fonts.swift")
        _ = try write("not really a font", to: ".build/checkouts/DesignKit/Sources/DesignKit/Resources/Inter-Regular.ttf")
        _ = try write("import SwiftUI\nimport DesignKit\nlet terms = Text(\"Terms\").font(.brandFootnote)\n", to: "Sources/App/Home.swift")
        var result = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) },
                       ["Sources/App/Home.swift:3:32:", "Sources/App/Home.swift:3:32:"], result.stdout)
        XCTAssertTrue(result.stdout.contains("`.brandFootnote` is 9pt, below the 11pt minimum on iOS"), result.stdout)
        XCTAssertTrue(result.stdout.contains("typeface Inter"), result.stdout)
        try FileManager.default.removeItem(at: directory.appendingPathComponent(".build"))
        result = try BinaryRunner.run(["--quiet", "."], in: directory)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        // A local package the manifest names by path is read as a checkout is, wherever it lies.
        let manifest = try String(contentsOf: directory.appendingPathComponent("Package.swift"), encoding: .utf8)
        _ = try write(manifest.replacingOccurrences(of: #"url: "https://example.com/DesignKit", from: "1.0.0""#, with: #"path: "Vendor/DesignKit""#),
                      to: "Package.swift")
        _ = try write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"DesignKit\", targets: [.target(name: \"DesignKit\")])\n",
                      to: "Vendor/DesignKit/Package.swift")
        _ = try write("import SwiftUI\npublic extension Font {\n    static let brandFootnote = Font.custom(\"Inter-Regular\", size: 9)\n}\n",
                      to: "Vendor/DesignKit/Sources/DesignKit/Fonts.swift")
        result = try BinaryRunner.run(["--quiet", "--relative-paths", "Sources"], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("Sources/App/Home.swift:3:32: error: `.brandFootnote` is 9pt"), result.stdout)
    }

    /// A subcommand may follow the options, as in `typelint --profile hig rules`; a folder of that name is still a folder.
    func testASubcommandAfterTheOptions() throws {
        var result = try BinaryRunner.run(["--profile", "hig", "rules"], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("# profile hig\n"), result.stdout)
        _ = try write(Self.violation, to: "rules/A.swift")
        result = try BinaryRunner.run(["--quiet", "--relative-paths", "rules"], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("rules/A.swift:2:"), result.stdout)
    }

    /// Absolute paths are worked out from the names alone (no file-system call per file): `.`, `..` and
    /// doubled slashes must still come out as the one canonical path.
    func testAbsolutePathsAreNormalised() throws {
        let path = try write(Self.violation, to: "Sources/A.swift").resolvingSymlinksInPath().path
        let result = try BinaryRunner.run(["--quiet", "./Sources/../Sources//", "Sources/./A.swift", path], in: directory)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, "the one file named three ways is linted once: \(result.stdout)")
        for line in lines { XCTAssertTrue(line.hasPrefix(path + ":2:"), String(line)) }
    }

    /// Folders are read and files linted on several threads in no set order; the output must still be
    /// the files in path order, byte for byte the same every run, and every file must be counted.
    func testParallelWalkGivesTheSameOrderedOutputEveryRun() throws {
        var expected: [String] = []
        for folder in ["a", "a-b", "a/b", "a.b", "Z", "z/y/x"] {
            for name in ["a.swift", "a-b.swift", "b.swift", "B.swift", "a.b.swift"] + (0..<20).map({ "F\($0).swift" }) {
                let path = folder + "/" + name
                _ = try write(Self.violation, to: path)
                expected.append(path)
            }
        }
        _ = try write("struct Model { let id: Int }\n", to: "a/Model.swift")  // no font word: read, counted, no finding
        _ = try write(Self.violation, to: "a.swift")
        expected.append("a.swift")
        expected.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let first = try BinaryRunner.run(["--relative-paths", "."], in: directory)
        let printed = first.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
        XCTAssertEqual(printed, expected)
        XCTAssertEqual(first.stderr.split(separator: "\n").first.map(String.init),
                       "typelint: \(expected.count) findings (\(expected.count) errors, 0 warnings) in \(expected.count + 1) files")
        XCTAssertEqual(first.stderr.components(separatedBy: "[raw-font-size]").count, 2, "the clause is said once: \(first.stderr)")
        for _ in 0..<5 {
            XCTAssertEqual(try BinaryRunner.run(["--relative-paths", "."], in: directory).stdout, first.stdout)
        }
        let json = try BinaryRunner.run(["--reporter", "json", "."], in: directory).stdout
        XCTAssertTrue(json.contains(#""files":\#(expected.count + 1)"#) || json.contains(#""files" : \#(expected.count + 1)"#), json)
    }

    func testRelativePathsAndQuiet() throws {
        _ = try write(Self.violation, to: "App/View.swift")
        let result = try BinaryRunner.run(["App", "--relative-paths", "--quiet"], in: directory)
        XCTAssertTrue(result.stdout.hasPrefix("App/View.swift:2:"), result.stdout)
        XCTAssertEqual(result.stderr, "")
    }

    func testErrorSeverityFromConfigurationExitsOne() throws {
        _ = try write(Self.violation, to: "View.swift")
        _ = try write(#"{"rules": {"raw-font-size": "error"}}"#, to: ".typelint.json")
        let result = try BinaryRunner.run(["."], in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.contains(": error: "), result.stdout)
    }

    /// `--config FILE` governs every file (the nearest `.typelint.json` is not looked for); its patterns are
    /// relative to its own folder; a broken one stops the run with one line.
    func testExplicitConfigurationGovernsEveryFile() throws {
        _ = try write(Self.violation, to: "App/View.swift")
        _ = try write(Self.violation, to: "App/Generated/Strings.swift")
        _ = try write(#"{"rules": {"raw-font-size": "off"}}"#, to: "App/.typelint.json")
        _ = try write(#"{"exclude": ["App/Generated/**"], "rules": {"raw-font-size": "error"}}"#, to: "team.json")
        let result = try BinaryRunner.run(["--relative-paths", "--config", "./team.json", "App"], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix(while: { $0 != ":" })) }, ["App/View.swift"])
        XCTAssertTrue(result.stdout.contains(": error: "), result.stdout)
        XCTAssertTrue(result.stderr.hasPrefix("typelint: 1 finding (1 error, 0 warnings) in 1 file\ntypelint: [raw-font-size] root: "),
                      result.stderr)

        _ = try write(#"{"rules": {"raw-font-size": "loud"}}"#, to: "broken.json")
        let broken = try BinaryRunner.run(["--config", "broken.json", "App"], in: directory)
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stdout, "")
        XCTAssertEqual(broken.stderr, "typelint: broken.json: rule 'raw-font-size' must be \"off\", \"warning\" or \"error\"\n")
    }

    /// The usage block of docs/cli.md is `--help`, word for word; every subcommand answers `--help` with its own usage.
    func testHelpIsTheDocumentedUsageAndEverySubcommandAnswersHelp() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md").standardized, encoding: .utf8)
        let cli = try String(contentsOf: repository.appendingPathComponent("docs/cli.md").standardized, encoding: .utf8)
        let usage = try XCTUnwrap(cli.components(separatedBy: "## Usage\n").dropFirst().first)
        let block = try XCTUnwrap(usage.components(separatedBy: "```\n").dropFirst().first)
        let help = try BinaryRunner.run(["--help"], in: directory)
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(block, help.stdout, "docs/cli.md's usage block and `typelint --help` differ")
        for subcommand in ["rules", "explain", "tokens", "install-hook", "lsp"] {
            let result = try BinaryRunner.run([subcommand, "--help"], in: directory)
            XCTAssertEqual(result.status, 0, subcommand)
            XCTAssertTrue(result.stdout.hasPrefix("usage: typelint \(subcommand)"), result.stdout + result.stderr)
        }
        XCTAssertEqual(try BinaryRunner.run(["lint", "--help"], in: directory).stdout, help.stdout)
        // The pre-commit snippet's `rev:`, once it names a tag (none is published yet), names the tag of this version.
        let version = try BinaryRunner.run(["--version"], in: directory).stdout
        if let rev = readme.split(separator: "\n").first(where: { $0.contains("rev: v") }) {
            let tag = rev.components(separatedBy: "rev: v")[1].split(separator: " ").first.map(String.init) ?? ""
            XCTAssertEqual("typelint " + tag + "\n", version)
        }
        XCTAssertEqual(try BinaryRunner.run(["help", "explain"], in: directory).stdout,
                       try BinaryRunner.run(["explain", "-h"], in: directory).stdout)
    }

    func testRuleOffInConfigurationAndExcludes() throws {
        _ = try write(Self.violation, to: "View.swift")
        _ = try write(Self.violation, to: "Generated/Strings.swift")
        _ = try write(#"{"exclude": ["Generated/**"], "rules": {"min-font-size": "off"}}"#, to: ".typelint.json")
        let result = try BinaryRunner.run(["--relative-paths", "."], in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 1)
        XCTAssertTrue(result.stdout.hasPrefix("View.swift:"), result.stdout)
    }

    /// With fixed-text-height off, a run skips the cross-file work only that rule needs (which views a file fixes the
    /// height of, and what those views need): every other rule's findings on the fixtures must stay as they were.
    func testTurningFixedTextHeightOffLeavesTheOtherRulesFindings() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures").path
        let off = try write(#"{"rules": {"fixed-text-height": "off"}}"#, to: "off.json").path
        let all = try BinaryRunner.run(["--quiet", fixtures], in: directory).stdout.split(separator: "\n")
        let rule = "[fixed-text-height]"
        XCTAssertGreaterThan(all.filter { $0.hasSuffix(rule) }.count, 5, "the fixtures exercise the rule")
        let without = try BinaryRunner.run(["--quiet", "--config", off, fixtures], in: directory).stdout.split(separator: "\n")
        XCTAssertEqual(without, all.filter { !$0.hasSuffix(rule) })
    }

    func testNearestConfigurationWins() throws {
        _ = try write(Self.violation, to: "Feature/View.swift")
        _ = try write(Self.violation, to: "Other/View.swift")
        _ = try write(#"{"rules": {"raw-font-size": "error"}}"#, to: ".typelint.json")
        _ = try write(#"{"rules": {"raw-font-size": "off"}}"#, to: "Feature/.typelint.json")
        let result = try BinaryRunner.run(["--relative-paths", "."], in: directory)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix(16)) }, ["Other/View.swift"])
        XCTAssertEqual(result.status, 1)
    }

    /// Nested configurations merge as SwiftLint's do: the child's keys over the parent's (rule by rule), excludes
    /// adding up (each relative to its own file's folder); `"inherit": false` stops at the child.
    func testNestedConfigurationsMergeWithTheirParents() throws {
        let tiny = "import SwiftUI\nlet f = Text(\"x\").font(.system(size: 9))\n"  // raw-font-size and min-font-size
        _ = try write(tiny, to: "Feature/View.swift")
        _ = try write(tiny, to: "Feature/Legacy/Old.swift")
        _ = try write(tiny, to: "Generated/Strings.swift")
        _ = try write(tiny, to: "Other/View.swift")
        _ = try write(#"{"exclude": ["Generated/**"], "rules": {"min-font-size": "off"}}"#, to: ".typelint.json")
        _ = try write(#"{"exclude": ["Legacy/**"], "rules": {"raw-font-size": "warning"}}"#, to: "Feature/.typelint.json")
        var result = try BinaryRunner.run(["--relative-paths", "--quiet", "."], in: directory)
        var lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.map { String($0.prefix { $0 != ":" }) }, ["Feature/View.swift", "Other/View.swift"], result.stdout)
        XCTAssertTrue(lines[0].contains(": warning: ") && lines[0].hasSuffix("[raw-font-size]"), lines[0])  // the child's severity
        XCTAssertTrue(lines[1].contains(": error: ") && lines[1].hasSuffix("[raw-font-size]"), lines[1])    // the parent's alone
        XCTAssertFalse(result.stdout.contains("[min-font-size]"), "off in the parent, so in the child: \(result.stdout)")
        _ = try write(#"{"inherit": false, "exclude": ["Legacy/**"]}"#, to: "Feature/.typelint.json")
        result = try BinaryRunner.run(["--relative-paths", "--quiet", "Feature"], in: directory)
        lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.map { $0.components(separatedBy: "[").last ?? "" }, ["raw-font-size]", "min-font-size]"], result.stdout)
        _ = try write(#"{"inherit": "no"}"#, to: "Feature/.typelint.json")
        XCTAssertTrue(try BinaryRunner.run(["Feature"], in: directory).stderr.contains("'inherit' must be true or false"))
    }

    /// `rules` and `explain` say how the rules apply in the current folder: its configuration merged with those
    /// above it, and the profile.
    func testRulesAndExplainShowTheEffectiveConfigurationHere() throws {
        let parent = try write(#"{"profile": "hig", "rules": {"min-font-size": "off"}}"#, to: ".typelint.json")
        let child = try write(#"{"rules": {"raw-font-size": "error"}}"#, to: "Feature/.typelint.json")
        let feature = directory.appendingPathComponent("Feature")
        let rules = try BinaryRunner.run(["rules"], in: feature)
        XCTAssertEqual(rules.status, 0, rules.stderr)
        let lines = rules.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "# profile hig, configuration \(child.resolvingSymlinksInPath().path) over \(parent.resolvingSymlinksInPath().path)")
        func severity(_ id: String) -> String? {
            lines.first { $0.hasPrefix(id + " ") }?.split(separator: " ").dropFirst().first.map(String.init)
        }
        XCTAssertEqual(severity("raw-font-size"), "error")   // the child's
        XCTAssertEqual(severity("min-font-size"), "off")     // the parent's
        XCTAssertEqual(severity("bold-body"), "off")         // hig's: the HIG allows bold on text styles
        XCTAssertTrue(try BinaryRunner.run(["explain", "min-font-size"], in: feature).stdout.contains("\nHere: off (profile hig,"))
        XCTAssertTrue(try BinaryRunner.run(["rules", "--profile", "root"], in: feature).stdout.hasPrefix("# profile root,"))
    }

    /// `--include`/`--exclude` globs (relative to the working folder) over what configurations say; a file named on
    /// the command line and left out is said to be, and so is a glob that matches no file.
    func testIncludeExcludeFlagsAndTheirNotices() throws {
        _ = try write(Self.violation, to: "App/View.swift")
        _ = try write(Self.violation, to: "Gen/Strings.swift")
        var result = try BinaryRunner.run(["--relative-paths", "--exclude", "Gen/**", "--exclude", "Nope/**", "."], in: directory)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["App/View.swift"])
        XCTAssertTrue(result.stderr.hasPrefix("typelint: --exclude 'Nope/**' matches no file\n"), result.stderr)
        result = try BinaryRunner.run(["--relative-paths", "--include", "App/**", "App/View.swift", "Gen/Strings.swift"], in: directory)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }, ["App/View.swift"])
        XCTAssertTrue(result.stderr.contains("typelint: Gen/Strings.swift: excluded by --include/--exclude, not linted\n"), result.stderr)
        let config = try write(#"{"exclude": ["Gen/**"]}"#, to: ".typelint.json")
        result = try BinaryRunner.run(["--relative-paths", "Gen/Strings.swift"], in: directory)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("Gen/Strings.swift: excluded by \(config.resolvingSymlinksInPath().path), not linted"), result.stderr)
        // A configuration's `include` that leaves every file under it out (a typo) says so, rather than pass in silence.
        try Data(#"{"include": ["Ap/**"]}"#.utf8).write(to: config)
        result = try BinaryRunner.run(["."], in: directory)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("typelint: \(config.resolvingSymlinksInPath().path): 'include' matches none of the files under it, "
            + "so none is linted\n"), result.stderr)
        try Data(#"{"include": ["App/**"]}"#.utf8).write(to: config)
        result = try BinaryRunner.run(["."], in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.stderr.contains("'include' matches none"), result.stderr)
    }

    func testBrokenConfigurationIsOneLineNamingFileAndKey() throws {
        _ = try write(Self.violation, to: "View.swift")
        _ = try write(Self.violation, to: "Sub/Other.swift")
        let config = try write(#"{"rulez": {}}"#, to: ".typelint.json")
        var result = try BinaryRunner.run(["."], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("\(config.resolvingSymlinksInPath().path): unknown key 'rulez'"), result.stderr)
        // Reported once, and the files it governs are not linted with settings it did not ask for.
        XCTAssertEqual(result.stderr.components(separatedBy: "unknown key").count, 2, result.stderr)
        XCTAssertEqual(result.stdout, "")
        XCTAssertFalse(result.stderr.contains("findings"), "no summary when nothing could be linted: \(result.stderr)")
        // Invalid JSON: where it stops being JSON, as line and byte column (a trailing comma here).
        try Data("{\n  \"rules\": {\n    \"raw-font-size\": \"off\",\n  }\n}\n".utf8).write(to: config)
        result = try BinaryRunner.run(["."], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("typelint: \(config.resolvingSymlinksInPath().path):4:3: not valid JSON\n"), result.stderr)
        try Data(#"{"rules": {"raw-font-sise": "error"}}"#.utf8).write(to: config)
        result = try BinaryRunner.run(["."], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown rule 'raw-font-sise'"), result.stderr)
        try Data(#"{"rules": {"raw-font-size": "loud"}}"#.utf8).write(to: config)
        result = try BinaryRunner.run(["."], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("rule 'raw-font-size' must be \"off\", \"warning\" or \"error\""), result.stderr)
    }

    func testInvalidUTF8AndMissingFilesAreReportedAndTheRestStillLinted() throws {
        let bad = directory.appendingPathComponent("Bad.swift")
        try Data([0x6C, 0x65, 0x74, 0x20, 0xFF, 0xFE, 0x0A]).write(to: bad)
        _ = try write(Self.violation, to: "Good.swift")
        let result = try BinaryRunner.run(["--relative-paths", "Bad.swift", "Good.swift", "Missing.swift"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("typelint: Bad.swift:1:5: not valid UTF-8\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("typelint: Missing.swift: no such file or directory\n"), result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("Good.swift:2:"), result.stdout)
    }

    func testProfileAndPlatformOptions() throws {
        _ = try write("let t = Text(\"x\").bold()\nlet f = Font.system(size: 17)\n", to: "V.swift")
        var result = try BinaryRunner.run(["--quiet", "V.swift"], in: directory)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 2)
        result = try BinaryRunner.run(["--quiet", "--profile", "hig", "V.swift"], in: directory)
        XCTAssertFalse(result.stdout.contains("bold-body"), result.stdout)  // the HIG does not forbid it
        result = try BinaryRunner.run(["--quiet", "--platform", "macOS", "V.swift"], in: directory)
        // No Dynamic Type on macOS, but a raw size is still outside the design system's styles.
        XCTAssertTrue(result.stdout.contains("fixed 17pt, not a text style on macOS; use `.title2`"), result.stdout)
        result = try BinaryRunner.run(["--platform", "Android", "V.swift"], in: directory)
        XCTAssertEqual(result.status, 2)
        result = try BinaryRunner.run(["--bogus"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown option '--bogus'"), result.stderr)
    }

    /// The project a file belongs to gives its platform: a Mac app's 10pt text is at the
    /// macOS minimum, and its raw sizes get the macOS message; a configuration's platforms still win.
    func testTheProjectGivesTheFilesPlatform() throws {
        let view = "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 10))\n"
        _ = try write(view, to: "Mac/Sources/V.swift")
        _ = try write("// !$*UTF8*$!\n{ buildSettings = { SDKROOT = macosx; }; buildSettings = { SDKROOT = macosx; }; }\n",
                      to: "Mac/Mac.xcodeproj/project.pbxproj")
        _ = try write(view, to: "Watch/Sources/W/V.swift")
        // A setting's condition may name platforms before the package does (CodexBar's manifest).
        _ = try write("""
            // swift-tools-version:5.9
            let flags: [SwiftSetting] = [.unsafeFlags(["-Onone"], .when(platforms: [.linux]))]
            let package = Package(name: "W", platforms: [.watchOS(.v10)])

            """, to: "Watch/Package.swift")
        _ = try write(view, to: "Both/V.swift")
        _ = try write("{ SDKROOT = iphoneos; SDKROOT = macosx; }", to: "Both/Both.xcodeproj/project.pbxproj")
        // A multiplatform target (`SDKROOT = auto`) beside a Mac-only one (LLMFarm's project): not a Mac app.
        _ = try write(view, to: "Multi/V.swift")
        _ = try write("{ SDKROOT = auto;\n SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator macosx\";\n SDKROOT = macosx; }",
                      to: "Multi/Multi.xcodeproj/project.pbxproj")
        // No project file in the repository (Tuist makes it): a Mac app's Info.plist says macOS, an iOS app's nothing.
        _ = try write(view, to: "Tuist/App/Sources/V.swift")
        _ = try write("<plist><dict><key>LSMinimumSystemVersion</key><string>13.0</string></dict></plist>", to: "Tuist/App/Info.plist")
        _ = try write(view, to: "TuistPhone/App/Sources/V.swift")
        _ = try write("<plist><dict><key>LSMinimumSystemVersion</key><string>13.0</string><key>UILaunchScreen</key><dict/></dict></plist>",
                      to: "TuistPhone/App/Info.plist")
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "Mac", "Watch", "Both", "Multi", "Tuist", "TuistPhone"], in: directory)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.hasPrefix("Mac/Sources/V.swift:2:24") && $0.contains("fixed 10pt, not a text style on macOS; use `.footnote`") }, result.stdout)
        XCTAssertFalse(lines.contains { $0.hasPrefix("Mac/") && $0.contains("[min-font-size]") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Watch/") && $0.contains("below the 12pt minimum on watchOS") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Both/") && $0.contains("below the 11pt minimum on iOS") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Multi/") && $0.contains("below the 11pt minimum on iOS") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Tuist/App/Sources/V.swift:2:24") && $0.contains("not a text style on macOS") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("TuistPhone/") && $0.contains("below the 11pt minimum on iOS") }, result.stdout)
        _ = try write(#"{"platforms": ["iOS"]}"#, to: "Mac/.typelint.json")
        let configured = try BinaryRunner.run(["--quiet", "--relative-paths", "Mac"], in: directory)
        XCTAssertTrue(configured.stdout.contains("below the 11pt minimum on iOS"), configured.stdout)
    }

    /// A typeface named in an app that bundles no font draws the system font (iAPS's `.custom("PumpFont", size: 15)`,
    /// a size token): forbidden-font-family says nothing of it unless the repository holds a font file, an Info.plist
    /// that lists fonts, or code that registers them; a family every Apple system installs is drawn either way. Nor
    /// does such a name make a second family on a line (mixed-font-families). A file that only uses a token naming one
    /// is judged the same way.
    func testATypefaceCountsOnlyWhereTheAppCanDrawIt() throws {
        let view = """
            import SwiftUI
            let pump = Text("x").font(.custom("PumpFont", size: 15, relativeTo: .body))
            let note = Text("y").font(.custom("HelveticaNeue-Bold", size: 15, relativeTo: .body))
            let row = HStack { Text("a").font(.custom("PumpFont", size: 15, relativeTo: .body)); Text("b").font(.body) }

            """
        let project = "// !$*UTF8*$!\n{ buildSettings = { SDKROOT = iphoneos; }; }\n"
        for app in ["Bare", "WithFile", "WithPlist", "WithCode", "CodeInComment"] {
            _ = try write(view, to: "\(app)/Sources/V.swift")
            _ = try write(project, to: "\(app)/\(app).xcodeproj/project.pbxproj")
            _ = try write("import SwiftUI\nenum Theme { static let pump = Font.custom(\"PumpFont\", size: 15, relativeTo: .body) }\n",
                          to: "\(app)/Sources/Theme.swift")
            _ = try write("import SwiftUI\nlet token = Text(\"z\").font(Theme.pump)\n", to: "\(app)/Sources/Uses.swift")
        }
        _ = try write("not really a font", to: "WithFile/Resources/Fonts/PumpFont.TTF")
        _ = try write("<plist><dict><key>UIAppFonts</key><array><string>PumpFont.otf</string></array></dict></plist>",
                      to: "WithPlist/Sources/Info.plist")
        _ = try write("import CoreText\nfunc load(_ url: URL) { CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil) }\n",
                      to: "WithCode/Sources/Fonts.swift")
        _ = try write("// Fonts are registered by CTFontManagerRegisterFontsForURL in the host app.\nlet x = \"registerFont\"\n",
                      to: "CodeInComment/Sources/Fonts.swift")
        let apps = ["Bare", "WithFile", "WithPlist", "WithCode", "CodeInComment"]
        let result = try BinaryRunner.run(["--quiet", "--relative-paths"] + apps, in: directory)
        func finds(_ rule: String, _ app: String, line: Int, in file: String = "V.swift") -> Bool {
            result.stdout.split(separator: "\n").contains { $0.hasPrefix("\(app)/Sources/\(file):\(line):") && $0.hasSuffix("[\(rule)]") }
        }
        for app in apps {
            let drawn = ["WithFile", "WithPlist", "WithCode"].contains(app)
            XCTAssertEqual(finds("forbidden-font-family", app, line: 2), drawn, "\(app): \(result.stdout)")
            XCTAssertTrue(finds("forbidden-font-family", app, line: 3), "\(app): \(result.stdout)")
            XCTAssertEqual(finds("mixed-font-families", app, line: 4), drawn, "\(app): \(result.stdout)")
            XCTAssertEqual(finds("forbidden-font-family", app, line: 2, in: "Uses.swift"), drawn, "\(app): \(result.stdout)")
        }
        // Named alone, the file is judged by its repository all the same.
        let alone = try BinaryRunner.run(["--quiet", "--relative-paths", "WithFile/Sources/V.swift", "Bare/Sources/V.swift"], in: directory)
        XCTAssertTrue(alone.stdout.contains("WithFile/Sources/V.swift:2:"), alone.stdout)
        XCTAssertFalse(alone.stdout.contains("Bare/Sources/V.swift:2:"), alone.stdout)
    }

    /// A file that names no font is not linted, but the heights it declares are read: another file's
    /// `.frame(height: Metrics.row)` is known to be 20pt, whether the run lints the folder or that file alone.
    func testHeightsDeclaredInAFileWithoutFontsAreKnown() throws {
        _ = try write("import CoreGraphics\nenum Metrics { static let row: CGFloat = 20 }\nextension CGFloat { static let tapSide: Self = 44 }\n",
                      to: "App/Metrics.swift")
        _ = try write("import SwiftUI\nlet a = Text(\"a\").font(.headline).frame(height: Metrics.row)\n"
                      + "let b = Text(\"b\").font(.headline).frame(height: .tapSide * 3)\n", to: "App/Row.swift")
        _ = try write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"App\", path: \".\")])\n",
                      to: "App/Package.swift")
        for target in ["App", "App/Row.swift"] {
            let result = try BinaryRunner.run(["--quiet", "--relative-paths", target], in: directory)
            let lines = result.stdout.split(separator: "\n")
            XCTAssertTrue(lines.contains { $0.hasPrefix("App/Row.swift:2:") && $0.contains("fixed 20pt height") }, "\(target): \(result.stdout)")
            XCTAssertFalse(lines.contains { $0.hasPrefix("App/Row.swift:3:") }, "132pt holds a headline: \(result.stdout)")
        }
    }

    /// In a workspace of several projects, a module sees what the modules it imports declare (`import Theme`); one that
    /// does not import it does not.
    func testAModuleSeesTheModulesItImports() throws {
        let project = "// !$*UTF8*$!\n{ buildSettings = { SDKROOT = iphoneos; }; }\n"
        for module in ["Theme", "App", "Other"] { _ = try write(project, to: "\(module)/\(module).xcodeproj/project.pbxproj") }
        _ = try write("import SwiftUI\npublic enum Fonts { public static let caption: Font = .custom(\"Inter\", size: 12) }\n",
                      to: "Theme/Fonts.swift")
        let row = "import SwiftUI\nlet row = Text(\"a\").font(Fonts.caption).frame(height: 20)\n"
        _ = try write("import Theme\n" + row, to: "App/Row.swift")
        _ = try write(row, to: "Other/Row.swift")
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "App", "Other", "Theme"], in: directory)
        let lines = result.stdout.split(separator: "\n")
        // Inter 12pt grows as body does: 37.4pt at AX5. Without the import only the token's name is known (caption's size).
        XCTAssertTrue(lines.contains { $0.hasPrefix("App/Row.swift:3:") && $0.contains("its text reaches 37.4pt") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.hasPrefix("Other/Row.swift:2:") && $0.contains("in a style named `caption`") }, result.stdout)
    }

    func testSuppressedFindingsAreNotPrinted() throws {
        _ = try write("// typelint:disable:next raw-font-size -- sized to the artwork\nlet f = Font.system(size: 40)\n", to: "V.swift")
        let result = try BinaryRunner.run(["--quiet", "V.swift"], in: directory)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.status, 0)
    }

    func testRulesExplainVersionHelp() throws {
        var result = try BinaryRunner.run(["rules"])
        // Where the settings come from, then each rule: the same rules as the README's table, in its order.
        let lines = result.stdout.split(separator: "\n")
        XCTAssertTrue(lines.first?.hasPrefix("# profile root") == true, result.stdout)
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md").standardized, encoding: .utf8)
        let documented = readme.components(separatedBy: "<a id=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(lines.dropFirst().map { String($0.prefix { $0 != " " }) }, documented)
        result = try BinaryRunner.run(["explain", "bold-body"])
        XCTAssertTrue(result.stdout.contains("Do not call .bold() on body text"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Text(\"Important\")↓.bold()"), result.stdout)
        result = try BinaryRunner.run(["explain", "nope"])
        XCTAssertEqual(result.status, 2)
        result = try BinaryRunner.run(["--version"])
        XCTAssertTrue(result.stdout.hasPrefix("typelint "))
        result = try BinaryRunner.run(["--help"])
        XCTAssertTrue(result.stdout.contains("usage: typelint [lint] [PATH…]"))
    }

    /// The built-in profiles are inside the binary: a copy alone in a folder still lints.
    func testBinaryWorksCopiedAlone() throws {
        let copy = directory.appendingPathComponent("bin/typelint")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: BinaryRunner.executable, to: copy)
        _ = try write(Self.violation, to: "V.swift")
        let process = Process()
        process.executableURL = copy
        process.arguments = ["--quiet", "--relative-paths", "V.swift"]
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertTrue(String(decoding: data, as: UTF8.self).hasPrefix("V.swift:2:"))
    }
}
