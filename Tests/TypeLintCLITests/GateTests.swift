import Foundation
import XCTest

/// The CI gate: exit codes, --strict, --output, reporters from the binary, and baselines.
final class GateTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws { directory = try makeScratchDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: directory) }

    func write(_ text: String, to name: String) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    /// Root states its rules as musts: a finding fails the run. The HIG is guidance: its findings are warnings,
    /// which fail only with `--strict`.
    func testRootFailsOnAFindingAndStrictMakesWarningsFail() throws {
        try write("let f = Font.system(size: 17)\n", to: "V.swift")
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "V.swift"], in: directory).status, 1)
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--profile", "hig", "V.swift"], in: directory).status, 0)
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--profile", "hig", "--strict", "V.swift"], in: directory).status, 1)
        try write("let f = Font.body\n", to: "V.swift")
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--strict", "V.swift"], in: directory).status, 0)
    }

    /// A suppression of a cross-file rule's finding (a row of the module's given a fixed height) is used, though the file's
    /// first check knows nothing of the row: `--strict` passes, and the finding shows as suppressed.
    func testASuppressionOfACrossFileFindingIsNotUnused() throws {
        try write("import SwiftUI\nstruct Row: View {\n    let name: String\n    var body: some View { Text(name).font(.body) }\n}\n",
                  to: "Row.swift")
        try write("import SwiftUI\nstruct Rows: View {\n    var body: some View {\n        VStack {\n"
                  + "            Row(name: \"x\").frame(height: 20) // typelint:disable:this fixed-text-height -- clipped by design\n"
                  + "        }\n    }\n}\n", to: "Rows.swift")
        let result = try BinaryRunner.run(["--relative-paths", "--include-suppressed", "--strict", "Row.swift", "Rows.swift"], in: directory)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("(suppressed: clipped by design)"), result.stdout)
        XCTAssertFalse(result.stdout.contains("unused-suppression"), result.stdout)
    }

    func testOutputFileAndReporters() throws {
        try write("let f = Font.system(size: 17)\n", to: "V.swift")
        let result = try BinaryRunner.run(["--quiet", "--reporter", "sarif", "--output", "out.sarif", "V.swift"], in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        let data = try Data(contentsOf: directory.appendingPathComponent("out.sarif"))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let github = try BinaryRunner.run(["--quiet", "--reporter", "github", "V.swift"], in: directory)
        XCTAssertTrue(github.stdout.hasPrefix("::error file=V.swift,line=1,"), github.stdout)
        // In a job's checkout, paths are the repository's, wherever in it the run is (`working-directory: ios`).
        let sub = directory.appendingPathComponent("ios")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: directory.appendingPathComponent("V.swift"), to: sub.appendingPathComponent("V.swift"))
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_WORKSPACE"] = directory.path
        let workspace = try BinaryRunner.run(["--quiet", "--reporter", "github", "V.swift"], in: sub, environment: environment)
        XCTAssertTrue(workspace.stdout.hasPrefix("::error file=ios/V.swift,line=1,"), workspace.stdout)
        let json = try BinaryRunner.run(["--quiet", "--reporter", "json", "V.swift"], in: directory)
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)))
        let unknown = try BinaryRunner.run(["--reporter", "xml", "V.swift"], in: directory)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown reporter 'xml'"), unknown.stderr)
        // One file for two outputs would keep the last alone (a baseline replaced by a report): refused before the run.
        let twice = try BinaryRunner.run(["--write-baseline", "known.json", "--output", "known.json", "V.swift"], in: directory)
        XCTAssertEqual(twice.status, 2)
        XCTAssertEqual(twice.stderr, "typelint: known.json is named for two outputs; each report, baseline or stamp needs a file of its own\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("known.json").path))
        // The same file by two paths, through a linked folder, is one file too.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("alias").path, withDestinationPath: "real")
        let aliased = try BinaryRunner.run(["--write-baseline", "real/b.json", "--output", "alias/b.json", "V.swift"], in: directory)
        XCTAssertEqual(aliased.status, 2, aliased.stderr)
        XCTAssertTrue(aliased.stderr.hasSuffix("real/b.json is named for two outputs; each report, baseline or stamp needs a file of its own\n"), aliased.stderr)
        // So is a link to a file the run is about to write (a report's name linked to the new baseline).
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("scan.sarif").path, withDestinationPath: "real/new.json")
        let ahead = try BinaryRunner.run(["--write-baseline", "real/new.json", "--reporter", "sarif:scan.sarif", "V.swift"], in: directory)
        XCTAssertEqual(ahead.status, 2, ahead.stderr)
        XCTAssertTrue(ahead.stderr.hasSuffix("is named for two outputs; each report, baseline or stamp needs a file of its own\n"), ahead.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("real/new.json").path))
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--reporter", "json:/dev/null", "--reporter", "sarif:/dev/null", "V.swift"],
                                            in: directory).status, 1, "devices take any number of reports")
        // Standard output, here a pipe, by another name is still one stream: two reports in it would parse as neither.
        for name in ["/dev/fd/1", "/proc/self/fd/1", "/dev/stdout"] {
            let mixed = try BinaryRunner.run(["--reporter", "json", "--reporter", "sarif:" + name, "V.swift"], in: directory)
            XCTAssertEqual(mixed.status, 2, mixed.stderr)
            XCTAssertEqual(mixed.stderr, "typelint: \(name): another report is written to the same stream; each report needs a file of its own\n")
            XCTAssertEqual(mixed.stdout, "")
        }
        // A file under `/dev` (a RAM disk, or a path that climbs back out of it) is a file, not a device.
        var shm = stat()
        if stat("/dev/shm", &shm) == 0, (shm.st_mode & S_IFMT) == S_IFDIR, access("/dev/shm", W_OK) == 0 {
            let name = "/dev/shm/typelint-\(UUID().uuidString).json"
            defer { unlink(name) }
            let underDev = try BinaryRunner.run(["--write-baseline", name, "--reporter", "text:" + name, "V.swift"], in: directory)
            XCTAssertEqual(underDev.status, 2, underDev.stderr)
            XCTAssertTrue(underDev.stderr.hasSuffix("is named for two outputs; each report, baseline or stamp needs a file of its own\n"),
                          underDev.stderr)
        }
        let climbing = "/dev/.." + directory.path + "/climb.json"
        let climbed = try BinaryRunner.run(["--write-baseline", climbing, "--output", "climb.json", "V.swift"], in: directory)
        XCTAssertEqual(climbed.status, 2, climbed.stderr)
        // A dry run writes nothing: a report asked for with it would silently not be written.
        let dry = try BinaryRunner.run(["--fix", "--dry-run", "--reporter", "sarif:fixes.sarif", "V.swift"], in: directory)
        XCTAssertEqual(dry.status, 2)
        XCTAssertEqual(dry.stderr, "typelint: --dry-run prints the fixes as a diff and writes nothing: --reporter is not taken with it\n")
    }

    /// A file name made to inject a workflow command stays inside one annotation.
    func testGitHubAnnotationsCannotBeInjectedThroughFileNames() throws {
        try write("let f = Font.system(size: 17)\n", to: "x%0A::error::boom,y.swift")
        let result = try BinaryRunner.run(["--quiet", "--reporter", "github", "."], in: directory)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("::error file=x%250A%3A%3Aerror%3A%3Aboom%2Cy.swift,"), String(lines[0]))
    }

    /// Runs that record into one baseline at once (a project's folders in parallel CI steps) take turns: each reads the
    /// baseline, adds its part and replaces it while holding a lock on the baseline's folder, so that neither loses the
    /// other's entries. A run waits while another holds it, also when it names the baseline by another path (`ci/../`): the
    /// lock is on the folder the file is written in.
    func testARunRecordingABaselineWaitsForAnotherRecordingIntoIt() throws {
        try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 15))\n", to: "V.swift")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("ci"), withIntermediateDirectories: true)
        let folder = open(directory.path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(folder, 0)
        defer { close(folder) }
        XCTAssertEqual(flock(folder, LOCK_EX), 0)
        let finished = DispatchSemaphore(value: 0), results = ResultsBox(), cwd: URL = directory
        DispatchQueue.global().async {
            results.add(try? BinaryRunner.run(["--quiet", "--write-baseline", "ci/../b.json", "V.swift"], in: cwd, timeLimit: 60))
            finished.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 3), .timedOut, "written while another run holds the baseline")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("b.json").path))
        XCTAssertEqual(flock(folder, LOCK_UN), 0)
        XCTAssertEqual(finished.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(results.statuses, [0])
        XCTAssertEqual(results.errors, ["typelint: ci/../b.json: waiting for another run recording into its folder\n"], "a wait is said")
        XCTAssertTrue(try String(contentsOf: directory.appendingPathComponent("b.json"), encoding: .utf8).contains("raw-font-size"))
    }

    /// A baseline named in the configuration applies to every run under it (the plugins and editors give no flags).
    func testTheConfigurationsBaselineApplies() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 17))\n", to: "App/V.swift")
        try write("{\"baseline\": \"typelint-baseline.json\"}\n", to: ".typelint.json")
        var result = try BinaryRunner.run(["--quiet", "--write-baseline", "typelint-baseline.json", "App"], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        result = try BinaryRunner.run(["--strict", "App"], in: directory)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("1 baselined"), result.stderr)
        try write("{\"baseline\": \"missing.json\"}\n", to: ".typelint.json")
        result = try BinaryRunner.run(["App"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("missing.json: cannot read baseline"), result.stderr)
        try write("{\"baselin\": \"x.json\"}\n", to: ".typelint.json")
        result = try BinaryRunner.run(["App"], in: directory)
        XCTAssertTrue(result.stderr.contains("unknown key 'baselin' (did you mean 'baseline'? known:"), result.stderr)
    }

    /// A baseline kept in a folder of its own records the files outside it by climbing out (`../App/V.swift`): the project
    /// moved elsewhere (another checkout, CI) still passes.
    func testABaselineInASubfolderReadsTheSameFromAnotherCheckout() throws {
        for folder in ["project/App", "project/ci"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 17))\n", to: "project/App/V.swift")
        try write("{\"baseline\": \"ci/typelint-baseline.json\"}\n", to: "project/.typelint.json")
        let project = directory.appendingPathComponent("project")
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--write-baseline", "ci/typelint-baseline.json", "."], in: project).status, 0)
        let recorded = try String(contentsOf: project.appendingPathComponent("ci/typelint-baseline.json"), encoding: .utf8)
        XCTAssertTrue(recorded.contains("\"path\" : \"../App/V.swift\""), recorded)
        try FileManager.default.moveItem(at: project, to: directory.appendingPathComponent("moved"))
        let moved = try BinaryRunner.run(["--quiet", "."], in: directory.appendingPathComponent("moved"))
        XCTAssertEqual(moved.status, 0, moved.stdout + moved.stderr)
        // The files named through a link to the checkout are keyed as by their real paths.
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("linked").path, withDestinationPath: "moved")
        let linked = try BinaryRunner.run(["--quiet", "--baseline", "moved/ci/typelint-baseline.json", "linked/App"], in: directory)
        XCTAssertEqual(linked.status, 0, linked.stdout + linked.stderr)
    }

    func testBaselineHidesKnownFindingsAndReportsNewOnes() throws {
        let original = """
            import SwiftUI
            let a = Text("a").font(.system(size: 17))
            let b = Text("b").fontWeight(.light)
            """
        try write(original + "\n", to: "V.swift")
        // What a run records is its baseline: adopting on old code passes, and says what it hid.
        var result = try BinaryRunner.run(["--strict", "--write-baseline", "baseline.json", "V.swift"], in: directory)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("0 findings (0 errors, 0 warnings) in 1 file; 2 baselined"), result.stderr)
        result = try BinaryRunner.run(["--quiet", "--strict", "--baseline", "baseline.json", "V.swift"], in: directory)
        XCTAssertEqual(result.stdout, "")
        XCTAssertEqual(result.status, 0)

        // Lines inserted above, and the indentation changed: still the same findings.
        try write("// header\n\n" + original.replacingOccurrences(of: "let a", with: "    let a") + "\n", to: "V.swift")
        result = try BinaryRunner.run(["--quiet", "--baseline", "baseline.json", "V.swift"], in: directory)
        XCTAssertEqual(result.stdout, "")

        // A second identical violation on another line, and a new one, are reported.
        try write(original + "\nlet a = Text(\"a\").font(.system(size: 17))\nlet c = Text(\"c\").fontWeight(.thin)\n", to: "V.swift")
        result = try BinaryRunner.run(["--quiet", "--relative-paths", "--strict", "--baseline", "baseline.json", "V.swift"], in: directory)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 2, result.stdout)
        XCTAssertTrue(lines[0].hasPrefix("V.swift:4:") && lines[0].hasSuffix("[raw-font-size]"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("V.swift:5:") && lines[1].hasSuffix("[forbidden-font-weight]"), lines[1])
        XCTAssertEqual(result.status, 1)

        // The summary counts what the baseline and suppressions hid, in words that agree with their numbers.
        try write(original + "\nlet s = Text(\"s\").font(.system(size: 12)) // typelint:disable:this raw-font-size -- a badge\n",
                  to: "V.swift")
        result = try BinaryRunner.run(["--baseline", "baseline.json", "V.swift"], in: directory)
        XCTAssertEqual(result.stderr.split(separator: "\n").first.map(String.init),
                       "typelint: 0 findings (0 errors, 0 warnings) in 1 file; 1 suppressed, 2 baselined", result.stderr)
    }

    /// A baseline recorded on a checkout with CRLF line endings (git's `core.autocrlf` on Windows) hides the same findings
    /// on one with LF endings, and the other way round: a line's key is its text, white space normalised.
    func testABaselineKeysLinesAlikeWhateverTheirLineEndings() throws {
        let lines = ["import SwiftUI", "let a = Text(\"a\").font(.system(size: 17))", ""]
        try write(lines.joined(separator: "\r\n"), to: "V.swift")
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--write-baseline", "baseline.json", "V.swift"], in: directory).status, 0)
        try write(lines.joined(separator: "\n"), to: "V.swift")
        let lf = try BinaryRunner.run(["--quiet", "--baseline", "baseline.json", "V.swift"], in: directory)
        XCTAssertEqual(lf.status, 0, lf.stdout)
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--write-baseline", "baseline.json", "V.swift"], in: directory).status, 0)
        try write(lines.joined(separator: "\r\n"), to: "V.swift")
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--baseline", "baseline.json", "V.swift"], in: directory).status, 0)
    }

    /// Two files whose names are the same text composed and decomposed (`café.swift`) are two files to a baseline, as
    /// they are to a file system that keeps names as given: a run narrowed to one keeps the other's entries, and one's
    /// entry hides nothing of the other's.
    func testNamesThatDifferOnlyInUnicodeNormalisationAreTwoFiles() throws {
        // Made by the shell, byte for byte: Foundation may normalise a name it is given.
        let result = try BinaryRunner.shell(#"""
            mkdir App && c=$(printf 'App/caf\303\251.swift') && d=$(printf 'App/cafe\314\201.swift') &&
            printf 'import SwiftUI\nlet a = Text("a").font(.body)\n' > "$c" &&
            printf 'import SwiftUI\nlet a = Text("a").font(.system(size: 17))\n' > "$d" &&
            "$TYPELINT" --quiet --write-baseline b.json App && "$TYPELINT" --quiet --write-baseline b.json "$c" &&
            "$TYPELINT" --quiet --baseline b.json App && echo "kept" &&
            cp "$d" "$c" && "$TYPELINT" --quiet --baseline b.json App; echo "exit $?"
            """#, in: directory)
        XCTAssertTrue(result.stdout.hasPrefix("kept\n"), "the decomposed name's entry kept: " + result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("exit 1\n"), "the composed name's finding is its own: " + result.stdout)
        XCTAssertEqual(result.stdout.split(separator: "\n").filter { $0.contains("raw-font-size") }.count, 1, result.stdout)
    }

    /// A long line with a finding every few characters (generated or minified code) is recorded by its start and a digest,
    /// not whole once per finding: the baseline grows with its findings, and reads back. One recorded whole, as earlier
    /// versions did, still hides its findings.
    func testALongLineIsRecordedByItsStartAndADigest() throws {
        let calls = (0..<300).map { _ in "Text(\"a\").font(.system(size: 17))" }.joined(separator: "; ")
        try write("import SwiftUI\nfunc f() { \(calls) }\n", to: "V.swift")
        let written = try BinaryRunner.run(["--quiet", "--write-baseline", "baseline.json", "V.swift"], in: directory)
        XCTAssertEqual(written.status, 0, written.stderr)
        let data = try Data(contentsOf: directory.appendingPathComponent("baseline.json"))
        let entries = try XCTUnwrap((try JSONSerialization.jsonObject(with: data) as? [String: Any])?["findings"] as? [[String: String]])
        XCTAssertEqual(entries.count, 300)
        XCTAssertLessThan(data.count, 300 * 400, "at most a few hundred bytes an entry")
        let key = try XCTUnwrap(entries.first?["line"])
        XCTAssertTrue(key.hasPrefix("func f() { Text(\"a\")"), key)
        XCTAssertNotNil(key.range(of: #" …#[0-9a-f]{16}$"#, options: .regularExpression), key)
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--baseline", "baseline.json", "V.swift"], in: directory).status, 0)
        // Earlier versions keyed a line by its first 4,096 bytes, white space normalised.
        let whole = "func f() { \(calls) }".prefix(4096).split(separator: " ").joined(separator: " ")
        let old: [String: Any] = ["version": 1, "findings": entries.map { ["path": $0["path"]!, "rule": $0["rule"]!, "line": whole] }]
        try JSONSerialization.data(withJSONObject: old).write(to: directory.appendingPathComponent("old.json"))
        let fromOld = try BinaryRunner.run(["--quiet", "--baseline", "old.json", "V.swift"], in: directory)
        XCTAssertEqual(fromOld.status, 0, fromOld.stdout.prefix(300) + "")
    }

    /// A baseline names files relative to its folder, however that folder is named: through a link to it, the same
    /// keys as by its real path, so the file reads the same from either name.
    func testABaselineNamedThroughALinkedFolderKeysFilesRelativeToIt() throws {
        try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 17))\n", to: "V.swift")
        let link = directory.deletingLastPathComponent().appendingPathComponent(directory.lastPathComponent + "-link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: directory)
        defer { try? FileManager.default.removeItem(at: link) }
        let written = try BinaryRunner.run(["--quiet", "--write-baseline", link.path + "/baseline.json", "V.swift"], in: directory)
        XCTAssertEqual(written.status, 0, written.stderr)
        let baseline = try String(contentsOf: directory.appendingPathComponent("baseline.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("\"V.swift\""), baseline)
        XCTAssertFalse(baseline.contains(directory.path), baseline)
        let read = try BinaryRunner.run(["--quiet", "--baseline", "baseline.json", "V.swift"], in: directory)
        XCTAssertEqual(read.status, 0, read.stdout)
    }

    /// The README's CI recipe, its commands read from the README: on a repository with a violation the lint step
    /// fails; after step 1 (a baseline) and step 2 (the configuration naming it) it passes; a new violation fails it again.
    func testTheReadmesCIRecipe() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../README.md").standardized, encoding: .utf8)
        // `- run: .typelint/.build/release/typelint ARGS` and `typelint ARGS`, as arguments of the built binary.
        func commands(containing marker: String) -> [[String]] {
            readme.split(separator: "\n").filter { $0.contains(marker) }.map { line in
                let command = line.replacingOccurrences(of: "- run:", with: "").split(separator: "#")[0]
                return command.split(separator: " ").dropFirst().map(String.init)
            }
        }
        let lintStep = try XCTUnwrap(commands(containing: "release/typelint --reporter sarif").first)
        let baselineStep = try XCTUnwrap(commands(containing: "typelint --write-baseline").first)
        let configured = try XCTUnwrap(readme.firstMatch(of: #/`("baseline": "[^"]+")`/#)?.1, "the README names the baseline in .typelint.json")

        try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 17))\n", to: "V.swift")
        XCTAssertEqual(try BinaryRunner.run(lintStep, in: directory).status, 1, "a violation fails the gate out of the box")
        XCTAssertEqual(try BinaryRunner.run(baselineStep, in: directory).status, 0, "recording the baseline passes")
        try write("{\(configured)}\n", to: ".typelint.json")
        XCTAssertEqual(try BinaryRunner.run(lintStep, in: directory).status, 0, "known findings pass")
        try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 17))\nlet b = Text(\"b\").bold()\n", to: "V.swift")
        let again = try BinaryRunner.run(lintStep, in: directory)
        XCTAssertEqual(again.status, 1, "a new violation fails again: \(again.stderr)")
    }

    /// A run that cannot lint everything leaves what the last run wrote: nothing linted, no report file replaced (an
    /// empty SARIF file, uploaded, would close every open alert); some file not linted, no baseline (it would drop that
    /// file's findings), and the SARIF that is written says the run did not succeed.
    func testARunThatCannotLintEverythingKeepsTheLastReportsAndBaseline() throws {
        try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 17))\n", to: "A.swift")
        try write("import SwiftUI\nlet b = Text(\"b\").font(.system(size: 15))\n", to: "B.swift")
        let first = try BinaryRunner.run(["--quiet", "--reporter", "sarif:scan.sarif", "--write-baseline", "known.json", "."], in: directory)
        XCTAssertEqual(first.status, 0, first.stderr)
        let (sarif, baseline) = (directory.appendingPathComponent("scan.sarif"), directory.appendingPathComponent("known.json"))
        let (lastReport, lastBaseline) = (try Data(contentsOf: sarif), try Data(contentsOf: baseline))
        try write("{\"name\": \"team\", \"extends\": \"root\", \"minimumSize\": {\"iOS\": 0}}\n", to: "team.json")
        let broken = try BinaryRunner.run(["--quiet", "--profile", "team.json", "--reporter", "sarif:scan.sarif",
                                           "--write-baseline", "known.json", "."], in: directory)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("scan.sarif: not written: nothing was linted"), broken.stderr)
        XCTAssertTrue(broken.stderr.contains("known.json: baseline not written"), broken.stderr)
        XCTAssertEqual(try Data(contentsOf: sarif), lastReport)
        XCTAssertEqual(try Data(contentsOf: baseline), lastBaseline)

        var unreadable = try Data(contentsOf: directory.appendingPathComponent("A.swift"))
        unreadable.append(0xFF)
        try unreadable.write(to: directory.appendingPathComponent("A.swift"))
        let partial = try BinaryRunner.run(["--quiet", "--reporter", "sarif:scan.sarif", "--write-baseline", "known.json", "."],
                                           in: directory)
        XCTAssertEqual(partial.status, 2)
        XCTAssertEqual(try Data(contentsOf: baseline), lastBaseline)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
        XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
        let notes = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
        XCTAssertTrue(notes.contains { (($0["message"] as? [String: Any])?["text"] as? String)?.contains("A.swift") == true }, "\(notes)")
    }

    /// `--output` names the file of the one reporter that names none: with every reporter naming its own, it is a usage
    /// error, not a file left as it was.
    func testOutputWithEveryReporterNamingItsFileIsAUsageError() throws {
        try write("let f = Font.system(size: 17)\n", to: "V.swift")
        try write("yesterday's report\n", to: "report.txt")
        let result = try BinaryRunner.run(["--quiet", "--reporter", "sarif:out.sarif", "--output", "report.txt", "V.swift"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--output report.txt: every --reporter names its own file"), result.stderr)
        let same = try BinaryRunner.run(["--quiet", "--output", "r", "--reporter", "checkstyle:r", "V.swift"], in: directory)
        XCTAssertEqual(same.status, 2, same.stderr)
    }

    /// A baseline written by a run narrowed to a folder or a rule keeps what the run did not see: the other files' and
    /// rules' entries, while their files are there (one whose name is not UTF-8 too); a file that is gone takes its
    /// entries with it.
    func testANarrowedRunKeepsTheBaselinesOtherEntries() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        XCTAssertEqual(try BinaryRunner.shell(#"printf 'import SwiftUI\nlet e = Text("e").font(.system(size: 20))\n' > "$(printf 'caf\351.swift')""#,
                                              in: directory).status, 0)
        try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 9))\n", to: "A.swift")
        try write("import SwiftUI\nlet b = Text(\"b\").font(.system(size: 15))\n", to: "Sub/B.swift")
        try write("import SwiftUI\nlet c = Text(\"c\").font(.system(size: 16))\n", to: "Gone.swift")
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--write-baseline", "known.json", "."], in: directory).status, 0)
        func entries() throws -> [String] {
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("known.json")))
            return ((document as? [String: Any])?["findings"] as? [[String: Any]] ?? []).map { "\($0["path"]!) \($0["rule"]!)" }.sorted()
        }
        let all = try entries()
        XCTAssertEqual(all.count, 5, "\(all)")  // A: raw size and minimum; B, Gone and café: raw size
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Gone.swift"))
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--only-rule", "min-font-size", "--write-baseline", "known.json", "Sub"],
                                            in: directory).status, 0)
        XCTAssertEqual(try entries(), all.filter { !$0.hasPrefix("Gone.swift") })
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--baseline", "known.json", "."], in: directory).status, 0)
    }

    /// A file where a baseline is to be written that is no baseline typelint can read (a merge's conflict markers, another
    /// file named by mistake) is kept, with an error line and exit 2; and a run of standard input's text records none.
    func testABaselineIsNotWrittenOverWhatIsNoBaseline() throws {
        try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 15))\n", to: "V.swift")
        let conflicted = "<<<<<<< HEAD\n{\"version\": 1, \"findings\": []}\n=======\n>>>>>>> main\n"
        try write(conflicted, to: "known.json")
        let result = try BinaryRunner.run(["--quiet", "--write-baseline", "known.json", "V.swift"], in: directory)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("not replaced"), result.stderr)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("known.json"), encoding: .utf8), conflicted)
        let stdin = try BinaryRunner.run(["--quiet", "--stdin-path", "V.swift", "--write-baseline", "b.json"], stdin: Data("let a = 1\n".utf8),
                                         in: directory)
        XCTAssertEqual(stdin.status, 2, stdin.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("b.json").path))
    }

    func testBrokenBaselineIsAnError() throws {
        try write("let f = Font.body\n", to: "V.swift")
        try write("[]", to: "baseline.json")
        let result = try BinaryRunner.run(["--baseline", "baseline.json", "V.swift"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("baseline.json: not a typelint baseline"), result.stderr)
    }

    /// A file reports at most 10,000 findings, counted among those it reports: thousands of suppressed or baselined
    /// findings in legacy code above a new one leave the new one reported, and the gate fails.
    func testHiddenFindingsDoNotUseUpTheReportsRoom() throws {
        let head = "import SwiftUI\nstruct V: View { var body: some View { VStack {\n"
        let legacy = String(repeating: "Text(\"a\").font(.system(size: 12))\n", count: 10_001)
        let new = "Text(\"new\").font(.system(size: 15))\n"
        try write(head + "// typelint:disable raw-font-size -- the legacy screen, redrawn next quarter\n" + legacy
                  + "// typelint:enable raw-font-size\n" + new + "} } }\n", to: "Suppressed.swift")
        let suppressed = try BinaryRunner.run(["--quiet", "--relative-paths", "Suppressed.swift"], in: directory)
        XCTAssertEqual(suppressed.status, 1, suppressed.stderr)
        XCTAssertEqual(suppressed.stdout.split(separator: "\n").count, 1, suppressed.stdout)
        XCTAssertTrue(suppressed.stdout.hasPrefix("Suppressed.swift:\(10_006):"), suppressed.stdout)

        // As many as a baseline records of one file: all of them, more than a report holds.
        let recorded = String(repeating: "Text(\"a\").font(.system(size: 12))\n", count: 10_500)
        try write(head + recorded + "} } }\n", to: "Legacy.swift")
        XCTAssertEqual(try BinaryRunner.run(["--quiet", "--write-baseline", "baseline.json", "Legacy.swift"], in: directory).status, 0)
        try write(head + recorded + new + "} } }\n", to: "Legacy.swift")
        let baselined = try BinaryRunner.run(["--quiet", "--relative-paths", "--baseline", "baseline.json", "Legacy.swift"], in: directory)
        XCTAssertEqual(baselined.status, 1, baselined.stderr)
        XCTAssertEqual(baselined.stdout.split(separator: "\n").count, 1, baselined.stdout)
        XCTAssertTrue(baselined.stdout.hasPrefix("Legacy.swift:\(10_503):"), baselined.stdout)
    }

    /// A second `disable` of a rule already disabled opens nothing new: the region runs from the first to the `enable`.
    func testASecondDisableKeepsTheFirstRegion() throws {
        try write("""
            import SwiftUI
            // typelint:disable raw-font-size -- the onboarding art, fixed by design
            let a = Font.system(size: 15)
            // typelint:disable raw-font-size -- the same art, continued
            let b = Font.system(size: 15)
            // typelint:enable raw-font-size
            let c = Font.system(size: 15)

            """, to: "Art.swift")
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "Art.swift"], in: directory)
        XCTAssertEqual(result.stdout.split(separator: "\n").map { String($0.prefix { $0 != ":" }) + ":" + String($0.split(separator: ":")[1]) },
                       ["Art.swift:7"], result.stdout)
        let fixed = try BinaryRunner.run(["--fix", "--quiet", "Art.swift"], in: directory)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        let text = try String(contentsOf: directory.appendingPathComponent("Art.swift"), encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "Font.system(size: 15)").count - 1, 2, text)
    }
}

/// The results of runs made on several threads.
private final class ResultsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [BinaryRunner.Result?] = []
    func add(_ result: BinaryRunner.Result?) { lock.withLock { results.append(result) } }
    var statuses: [Int32?] { lock.withLock { results.map { $0?.status } } }
    var errors: [String?] { lock.withLock { results.map { $0?.stderr } } }
}
