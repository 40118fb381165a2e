import Foundation
import XCTest

/// Files, names and streams made to take a run down: a FIFO where a file is read, a sparse file of gigabytes, endless
/// standard input, configurations that repeat a key. Each is one error line (or nothing), never a hang, a crash or a
/// run that loses the other files' findings.
final class HostileInputTests: ScratchDirectoryTestCase {
    let violation = "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 9))\n"

    func shell(_ script: String, timeLimit: TimeInterval = 120) throws -> BinaryRunner.Result {
        try BinaryRunner.shell(script, in: directory, timeLimit: timeLimit)
    }

    /// The worker that parses Objective-C for a run ends with it: when an interrupt reaches the process group (Ctrl-C), and
    /// when the run is killed alone (a CI job cancelled, an editor stopping the server) while clang is deep in a sum of
    /// 200,000 terms, rather than spinning on for minutes without a parent.
    func testTheObjectiveCWorkerEndsWithItsRun() throws {
        let terms = Array(repeating: "1", count: 200_000).joined(separator: "+")
        _ = try write("#import <UIKit/UIKit.h>\n@implementation A\n"
                      + "- (void)f { self.l.font = [UIFont systemFontOfSize:(\(terms))]; }\n@end\n", to: "A.m")
        // The run finds libclang as a user's shell would (the toolchain on `PATH`).
        var environment = ProcessInfo.processInfo.environment
        environment["TYPELINT"] = BinaryRunner.executable.path
        for (signal, target) in [("INT", "-$run"), ("KILL", "$run")] {
            let result = try BinaryRunner.run(["-c", #"""
                setsid "$TYPELINT" A.m > /dev/null 2>&1 & run=$!
                for i in $(seq 1 50); do worker=$(ps -o pid= --ppid $run | tr -d ' '); [ -n "$worker" ] && break; sleep 0.1; done
                [ -n "$worker" ] || { echo "no worker"; kill -KILL $run; exit 0; }
                sleep 0.5
                /bin/kill -\#(signal) -- \#(target)
                for i in $(seq 1 40); do grep -qs objc-worker /proc/$worker/cmdline || { echo ended; exit 0; }; sleep 0.1; done
                kill -KILL $worker $run; echo "still running"
                """#], in: directory, environment: environment, timeLimit: 60, program: URL(fileURLWithPath: "/bin/sh"))
            if result.stdout == "no worker\n" { throw XCTSkip("libclang is not loadable here: no worker starts") }
            XCTAssertEqual(result.stdout, "ended\n", "SIG\(signal): \(result.stderr)")
        }
    }

    /// A FIFO where a run looks for a project file (`Package.swift`, `Info.plist`, `project.pbxproj`, a `.plist` that
    /// might list fonts), a configuration, a baseline or a profile would wait forever for a writer: each is refused
    /// without being waited on.
    func testAFIFOWhereAFileIsReadIsNeverWaitedOn() throws {
        // A typeface makes the run look for font files and registrations in the repository's plists and sources.
        _ = try write(violation + "let c = Text(\"y\").font(.custom(\"Inter\", size: 17))\n", to: "V.swift")
        _ = try write(violation, to: "Proj/P.swift")
        _ = try write(violation, to: "Mac/M.swift")
        for folder in [".git", "Proj/App.xcodeproj"] {
            try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for name in ["Package.swift", "Fonts.plist", "Sibling.swift", "Proj/App.xcodeproj/project.pbxproj", "Mac/Info.plist"] {
            XCTAssertEqual(mkfifo(directory.appendingPathComponent(name).path, 0o600), 0, name)
        }
        var result = try BinaryRunner.run(["--quiet", "--relative-paths", "V.swift", "Proj", "Mac"], in: directory, timeLimit: 60)
        XCTAssertFalse(result.timedOut, "waited on a FIFO")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(Set(result.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } }), ["V.swift", "Proj/P.swift", "Mac/M.swift"])

        _ = try write(violation, to: "Sub/W.swift")
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("Sub/.typelint.json").path, 0o600), 0)
        result = try BinaryRunner.run(["--quiet", "--relative-paths", "V.swift", "Sub"], in: directory, timeLimit: 60)
        XCTAssertFalse(result.timedOut, "waited on a FIFO configuration")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "typelint: \(directory.path)/Sub/.typelint.json: cannot read configuration (not a regular file)\n")
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 3, "V.swift is linted still: \(result.stdout)")

        XCTAssertEqual(mkfifo(directory.appendingPathComponent("baseline.json").path, 0o600), 0)
        result = try BinaryRunner.run(["--quiet", "--baseline", "baseline.json", "V.swift"], in: directory, timeLimit: 60)
        XCTAssertFalse(result.timedOut, "waited on a FIFO baseline")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "typelint: baseline.json: cannot read baseline (not a regular file)\n")

        XCTAssertEqual(mkfifo(directory.appendingPathComponent("team.json").path, 0o600), 0)
        result = try BinaryRunner.run(["--quiet", "--profile", "team.json", "V.swift"], in: directory, timeLimit: 60)
        XCTAssertFalse(result.timedOut, "waited on a FIFO profile")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("typelint: team.json: cannot read profile (not a regular file; "), result.stderr)

        result = try BinaryRunner.run(["tokens", "Sibling.swift"], in: directory, timeLimit: 60)
        XCTAssertFalse(result.timedOut, "tokens waited on a FIFO")
        XCTAssertEqual(result.stderr, "typelint: Sibling.swift: cannot read file (not a regular file)\n")
    }

    /// A file's size is read from fstat before a byte of it is: a sparse file of gigabytes, named or beside a named file
    /// in its module, is refused at once under an address-space limit it would need many times over to be read.
    /// A number past Double's range, written or worked out, or a size of zero or less, is no size: no `infpt` in a
    /// message, no factor of `inf`, and the census keeps its data.
    func testNumbersPastDoublesRangeAreNoSizes() throws {
        try Data("""
            import SwiftUI
            let big: CGFloat = 1e300
            let a = Text("a").font(.system(size: 1e400))
            let b = Text("b").font(.system(size: big * big))
            let c = Text("c").font(.system(size: 0)).minimumScaleFactor(0)
            let d = Text("d").font(.system(size: 1e308))

            """.utf8).write(to: directory.appendingPathComponent("V.swift"))
        let lint = try BinaryRunner.run(["--quiet", "V.swift"], in: directory)
        XCTAssertFalse(lint.stdout.contains("inf"), lint.stdout)
        XCTAssertTrue(lint.stdout.contains("`1e400` is a fixed size"), lint.stdout)
        XCTAssertTrue(lint.stdout.contains("`big * big` is a fixed size"), lint.stdout)
        XCTAssertTrue(lint.stdout.contains("fixed 1e+308pt"), lint.stdout)
        XCTAssertFalse(lint.stdout.contains("minimumScaleFactor"), lint.stdout)
        let census = try BinaryRunner.run(["census", "--reporter", "json", "."], in: directory)
        let data = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(census.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(data["files"] as? Int, 1, census.stdout)
    }

    func testASparseFileOfGigabytesIsRefusedWithoutBeingRead() throws {
        _ = try write(violation, to: "V.swift")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        for (name, size) in [("Big.swift", "5G"), ("Sibling.swift", "100G")] {
            let truncated = try shell("truncate -s \(size) \(name)")
            try XCTSkipIf(truncated.status != 0, "no sparse files here: \(truncated.stderr)")
        }
        let started = Date()
        let result = try shell(#"ulimit -v 3000000; "$TYPELINT" --quiet --relative-paths Big.swift V.swift"#)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "a stat, not a read")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "typelint: Big.swift: 5120 MB, over the 4 MB a file may be; not linted\n")
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 2, "V.swift's findings: \(result.stdout)")
        let tokens = try shell(#"ulimit -v 3000000; "$TYPELINT" tokens Big.swift"#)
        XCTAssertEqual(tokens.status, 2)
        XCTAssertEqual(tokens.stderr, "typelint: Big.swift: cannot read file (5120 MB, over the 256 MB a file may be)\n")
    }

    /// Standard input is bounded as a file is: gigabytes on it are refused once the limit has come, not read to the end.
    func testStandardInputIsReadNoFurtherThanTheLimit() throws {
        let started = Date()
        let result = try shell(#"head -c 3000000000 /dev/zero 2>/dev/null | (ulimit -v 3000000; "$TYPELINT" --stdin-path S.swift)"#)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "typelint: standard input: cannot read (over the 4 MB a file may be)\n")
        let small = try BinaryRunner.run(["--quiet", "--stdin-path", "S.swift"], stdin: Data(violation.utf8), in: directory)
        XCTAssertEqual(small.status, 1, small.stderr)
    }

    /// A key given twice in a configuration is an error naming the file, the line and the key (the first `rules` block
    /// would otherwise be dropped without a word); the files other configurations govern are linted.
    func testAConfigurationThatRepeatsAKeyIsAnError() throws {
        _ = try write(violation, to: "Clean/V.swift")
        _ = try write(violation, to: "Team/V.swift")
        _ = try write("{\"rules\": {\"raw-font-size\": \"off\"},\n \"rules\": {\"min-font-size\": \"off\"}}\n", to: "Team/.typelint.json")
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "Clean", "Team"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "typelint: \(directory.path)/Team/.typelint.json:2:2: duplicate key 'rules'\n")
        XCTAssertEqual(result.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } }, ["Clean/V.swift", "Clean/V.swift"])
    }

    /// A report or baseline is never written over what the run reads: the baseline it compares against, its configuration
    /// or its profile (a configuration by its name, in any folder). The run is refused and nothing is replaced.
    func testAReportIsNeverWrittenOverTheRunsOwnInputs() throws {
        _ = try write(violation, to: "V.swift")
        let configuration = try write("{\"exclude\": []}\n", to: ".typelint.json")
        let profile = try write("{\"name\": \"team\", \"extends\": \"root\"}\n", to: "team.json")
        var result = try shell(#""$TYPELINT" --quiet --write-baseline known.json V.swift"#)
        XCTAssertEqual(result.status, 0, result.stderr)
        let baseline = directory.appendingPathComponent("known.json")
        let recorded = try Data(contentsOf: baseline)
        for arguments in ["--baseline known.json --output known.json", "--reporter sarif:.typelint.json",
                          "--write-baseline .typelint.json", "--profile team.json --reporter json --output team.json",
                          "--config .typelint.json --write-baseline ./.typelint.json"] {
            result = try shell(#""$TYPELINT" --quiet "# + arguments + " V.swift")
            XCTAssertEqual(result.status, 2, arguments)
            XCTAssertTrue(result.stderr.contains("is an input of the run"), result.stderr)
        }
        XCTAssertEqual(try Data(contentsOf: baseline), recorded)
        XCTAssertEqual(try String(contentsOf: configuration, encoding: .utf8), "{\"exclude\": []}\n")
        XCTAssertEqual(try String(contentsOf: profile, encoding: .utf8), "{\"name\": \"team\", \"extends\": \"root\"}\n")
    }

    /// What a configuration names is read as well: its profile, what that profile extends and its baseline are not
    /// written over by a report or a census (the run is linted and the file left as it was, exit 2); the baseline is
    /// written again by `--write-baseline`, as it is meant to be.
    func testAReportIsNeverWrittenOverWhatTheConfigurationNames() throws {
        _ = try write(violation, to: "V.swift")
        let base = "{\"name\": \"base\", \"extends\": \"root\"}\n", team = "{\"name\": \"team\", \"extends\": \"base.json\"}\n"
        _ = try write(base, to: "base.json")
        _ = try write(team, to: "team.json")
        _ = try write("{\"profile\": \"team.json\", \"baseline\": \"known.json\"}\n", to: ".typelint.json")
        var result = try shell(#""$TYPELINT" --quiet --write-baseline known.json V.swift"#)
        XCTAssertEqual(result.status, 0, result.stderr)
        let recorded = try Data(contentsOf: directory.appendingPathComponent("known.json"))
        for (arguments, input) in [("--reporter json --output known.json", "baseline"), ("--reporter sarif:base.json", "profile"),
                                   ("--reporter json --output team.json", "profile")] {
            result = try shell(#""$TYPELINT" --quiet "# + arguments + " V.swift")
            XCTAssertEqual(result.status, 2, arguments)
            XCTAssertTrue(result.stderr.contains("not written: the run reads it as its \(input)"), result.stderr)
        }
        result = try shell(#""$TYPELINT" census --output team.json ."#)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("base.json"), encoding: .utf8), base)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("team.json"), encoding: .utf8), team)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("known.json")), recorded)
        result = try shell(#""$TYPELINT" --quiet --baseline known.json --write-baseline known.json V.swift"#)
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// `--output` and `--write-baseline` replace a file as `--fix` does: its mode is kept; a new file gets the mode the
    /// umask leaves; a read-only file is not replaced, nor one with other names (which may be a source); a write that
    /// fails is an error line and exit 2; no temporary file is left.
    func testAReportOrBaselineKeepsTheFileItReplacesAndAFailedWriteIsExitTwo() throws {
        _ = try write(violation, to: "V.swift")
        let report = try write("old", to: "report.json")
        let baseline = try write(#"{"version": 1, "findings": []}"#, to: "baseline.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: report.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: baseline.path)
        var result = try shell(#""$TYPELINT" --quiet --reporter json --output report.json --write-baseline baseline.json V.swift"#)
        XCTAssertEqual(result.status, 0, result.stderr)  // what is recorded is not a failure
        func mode(_ name: String) throws -> Int {
            try XCTUnwrap(FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path)[.posixPermissions] as? Int)
        }
        XCTAssertEqual(try mode("report.json"), 0o640)
        XCTAssertEqual(try mode("baseline.json"), 0o600)
        let written = try String(contentsOf: report, encoding: .utf8)
        XCTAssertNotNil(try? JSONSerialization.jsonObject(with: Data(written.utf8)), written)
        try FileManager.default.linkItem(at: report, to: directory.appendingPathComponent("copy.json"))
        let linked = try shell(#""$TYPELINT" --quiet --reporter json --output report.json V.swift"#)
        XCTAssertEqual(linked.status, 2, linked.stderr)
        XCTAssertEqual(linked.stderr, "typelint: report.json: a file with other names (hard links); typelint writes its files only to a file of its own\n")
        XCTAssertEqual(try String(contentsOf: report, encoding: .utf8), written)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("copy.json"))
        XCTAssertTrue(try String(contentsOf: baseline, encoding: .utf8).contains("raw-font-size"))

        result = try shell(#"umask 027; "$TYPELINT" --quiet --output new.txt V.swift"#)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(try mode("new.txt"), 0o640)

        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: report.path)
        result = try shell(#""$TYPELINT" --quiet --output report.json V.swift"#)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "typelint: report.json: cannot write (the file is read-only)\n")
        XCTAssertEqual(try String(contentsOf: report, encoding: .utf8), written)

        for (target, error) in [("nowhere/report.txt", "cannot create a file next to it (No such file or directory)"),
                                ("/dev/full", "cannot write (No space left on device)")] {
            result = try shell(#""$TYPELINT" --quiet --output "# + target + " V.swift")
            XCTAssertEqual(result.status, 2, target)
            XCTAssertEqual(result.stderr, "typelint: \(target): \(error)\n")
            result = try shell(#""$TYPELINT" --quiet --write-baseline "# + target + " V.swift")
            XCTAssertEqual(result.status, 2, target)
            XCTAssertEqual(result.stderr, "typelint: \(target): \(error)\n")
        }
        // A command whose whole answer is its output fails when the output cannot be written, as a report does.
        for command in ["rules", "explain raw-font-size", "explain-platform V.swift", "tokens V.swift", "--version", "--help"] {
            result = try shell(#""$TYPELINT" "# + command + " > /dev/full")
            XCTAssertEqual(result.status, 2, command)
            XCTAssertEqual(result.stderr, "typelint: standard output: cannot write (No space left on device)\n", command)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".typelint-") }
        XCTAssertEqual(left, [])
    }

    /// pre-commit appends staged names after the hook's `args`, which end with `--`: after it a name that reads as an
    /// option is a file, linted and never obeyed (`--output=App.swift` would write the report over App.swift).
    func testNamesAfterTheEndOfOptionsAreFilesWhateverTheyAreCalled() throws {
        let clean = "import SwiftUI\nlet t = Text(\"x\").font(.caption2)\n"
        let app = try write(clean, to: "App.swift")
        _ = try write(violation, to: "--output=App.swift")
        _ = try write(violation, to: "--exclude=*.swift")
        let result = try BinaryRunner.run(["--strict", "--quiet", "--relative-paths", "--", "App.swift", "--output=App.swift",
                                           "--exclude=*.swift"], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(Set(result.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } }), ["--output=App.swift", "--exclude=*.swift"])
        XCTAssertEqual(try String(contentsOf: app, encoding: .utf8), clean)
        let hooks = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../.pre-commit-hooks.yaml").standardized, encoding: .utf8)
        XCTAssertTrue(hooks.contains("args: [--strict, --]"), "the hook's args end the options")
    }

    /// A CI runner's service message (`##vso[…]`) in a file's name or in a typeface string from code reaches no report
    /// that a job's log shows as one: JSON writes its second `#` as `\u0023` (decoded, the same text), Markdown as a
    /// character reference or, in a code span, as a line shows it.
    func testServiceMessagesInNamesAndCodeReachNoReportUnquoted() throws {
        let message = "##vso[task.setvariable variable=FROMCODE]1"
        _ = try write("import SwiftUI\nlet t = Text(\"a\").font(.custom(\"\(message)\", size: 12))\n",
                      to: "##vso[task.prependpath]evil.swift")
        // The app bundles a font, so the typeface is reported by its name.
        _ = try write(#"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>UIAppFonts</key><array><string>A.ttf</string></array></dict></plist>"#,
                      to: "Info.plist")
        for reporter in ["json", "sarif", "codeclimate", "markdown"] {
            let result = try BinaryRunner.run(["--quiet", "--reporter", reporter, "."], in: directory)
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertFalse(result.stdout.contains("##vso["), "\(reporter): \(result.stdout)")
            if reporter == "json" {
                let decoded = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
                let findings = decoded?["findings"] as? [[String: Any]] ?? []
                XCTAssertTrue(findings.contains { ($0["message"] as? String)?.contains(message) == true }, result.stdout)
                XCTAssertTrue(findings.contains { ($0["path"] as? String)?.contains("##vso[task.prependpath]") == true }, result.stdout)
            }
        }
        let census = try BinaryRunner.run(["census", "--reporter", "json", "."], in: directory)
        XCTAssertFalse(census.stdout.contains("##vso["), census.stdout)
    }

    /// An option given an empty value (`--output="$REPORT"` with the variable unset) is a usage error: it never takes the
    /// next argument as its value, so it cannot swallow `--` and make the names after it options again.
    func testAnEmptyOptionValueNeverTakesTheNextArgument() throws {
        _ = try write(violation, to: "Bad.swift")
        _ = try write("import SwiftUI\n", to: "--exclude=*")
        for arguments in [["--reporter=json", "--output=", "--", "--exclude=*", "Bad.swift"], ["--exclude=", "Bad.swift"],
                          ["--output", "", "Bad.swift"]] {
            let result = try BinaryRunner.run(["--strict"] + arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("was given an empty value"), result.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("--").path))
    }

    /// A file's name is shown, never obeyed, in every sink: on stderr and in the text report a line break, `::error …`
    /// (GitHub's runner reads both streams) and an ESC or OSC sequence are escaped and no line starts with `::`; in the
    /// Markdown report the row holds; in `--fix --dry-run`'s headers the name is quoted, so `git apply` edits that file
    /// and no other.
    func testANamesBytesAreEscapedForEachOutputAndNeverObeyed() throws {
        let tracked = "import SwiftUI\nlet t = Text(\"x\").font(.caption).tracking(2)\n"
        _ = try write(violation, to: "x\n::error file=V.swift,line=1::injected\u{1B}]0;title\u{07}.swift")
        _ = try write(tracked, to: "y\n+++ b/V.swift\n@@ -1,2 +1,1 @@\n.swift")
        _ = try write(tracked, to: "V.swift")
        try Data([0x6C, 0x65, 0x74, 0xFF]).write(to: directory.appendingPathComponent("z\r::warning::\u{1B}[2J.swift"))
        func checkLines(_ text: String, _ what: String) {
            for line in text.split(separator: "\n") {
                XCTAssertFalse(line.trimmingCharacters(in: .whitespaces).hasPrefix("::"), "\(what): \(line)")
                XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(what): \(line)")
            }
        }
        let text = try BinaryRunner.run(["--relative-paths", "."], in: directory)
        XCTAssertEqual(text.status, 2, text.stderr)
        XCTAssertEqual(text.stdout.split(separator: "\n").count, 4, text.stdout)  // two, and one tracking in each of two files
        XCTAssertTrue(text.stdout.contains(#"x\n::error file=V.swift,line=1::injected\x1B]0;title\x07.swift:2:24: error"#), text.stdout)
        XCTAssertTrue(text.stderr.contains(#"typelint: z\r::warning::\x1B[2J.swift:1:4: not valid UTF-8"#), text.stderr)
        checkLines(text.stdout, "text")
        checkLines(text.stderr, "stderr")

        let explained = try BinaryRunner.run(["explain-platform", "x\n::error file=V.swift,line=1::injected\u{1B}]0;title\u{07}.swift"],
                                             in: directory)
        XCTAssertEqual(explained.status, 0, explained.stderr)
        XCTAssertTrue(explained.stdout.hasPrefix(#"x\n::error file=V.swift,line=1::injected\x1B]0;title\x07.swift: iOS"#), explained.stdout)
        checkLines(explained.stdout, "explain-platform")

        let markdown = try BinaryRunner.run(["--reporter", "markdown", "."], in: directory)
        XCTAssertEqual(markdown.stdout.split(separator: "\n").filter { $0.hasPrefix("| error |") }.count, 4, markdown.stdout)
        XCTAssertTrue(markdown.stdout.split(separator: "\n").allSatisfy { !$0.hasPrefix("|") || $0.hasSuffix("|") }, markdown.stdout)

        let diff = try BinaryRunner.run(["--fix", "--dry-run", "--relative-paths", "."], in: directory)
        XCTAssertEqual(diff.status, 2, diff.stderr)  // the file that is not UTF-8
        XCTAssertTrue(diff.stderr.contains("not valid UTF-8"), diff.stderr)
        XCTAssertTrue(diff.stdout.contains(#"--- "a/y\n+++ b/V.swift\n@@ -1,2 +1,1 @@\n.swift""#), diff.stdout)
        try Data(diff.stdout.utf8).write(to: directory.appendingPathComponent("fix.patch"))
        let applied = try shell("git apply fix.patch")
        XCTAssertEqual(applied.status, 0, applied.stderr)
        let fixed = "import SwiftUI\nlet t = Text(\"x\").font(.caption)\n"
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("V.swift"), encoding: .utf8), fixed)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("y\n+++ b/V.swift\n@@ -1,2 +1,1 @@\n.swift"),
                                  encoding: .utf8), fixed, "the file the header names, once")
    }

    /// An editor that reads a run's whole output (Vim's `:make` reads stderr too) takes a line's first `:LINE:COL:` for
    /// the place: on stderr a name's own `:1:1: error: …` is shown escaped, and the place typelint gives is the first.
    func testANamesLineAndColumnOnStandardErrorAreNotThePlace() throws {
        let forged = "Package.swift:1:1: error: run this .swift"
        try Data(Array("import SwiftUI\n// ".utf8) + [0xFF]).write(to: directory.appendingPathComponent(forged))
        let folder = "Feature:3:4: warning: stale"
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        _ = try write("{,}", to: folder + "/.typelint.json")
        _ = try write(violation, to: folder + "/A.swift")
        let result = try BinaryRunner.run(["--quiet", "--relative-paths", "."], in: directory)
        XCTAssertEqual(result.status, 2, result.stderr)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.contains(#"typelint: Package.swift\x3A1\x3A1: error: run this .swift:2:4: not valid UTF-8"#), result.stderr)
        XCTAssertTrue(lines.contains { $0.hasSuffix(#"Feature\x3A3\x3A4: warning: stale/.typelint.json:1:2: not valid JSON"#) },
                      result.stderr)
        for line in lines {
            let place = line.range(of: #":[0-9]+:[0-9]+:"#, options: .regularExpression)
            XCTAssertTrue(place.map { line[..<$0.lowerBound].hasSuffix(".swift") || line[..<$0.lowerBound].hasSuffix(".json") } ?? true, line)
        }
        // A line that names no place (a report that cannot be written, named after a file) has no `:DIGIT` at all.
        let unwritten = try BinaryRunner.run(["--quiet", "--output", "out:9:9: error: x/r.txt", "."], in: directory)
        XCTAssertTrue(unwritten.stderr.contains(#"out\x3A9\x3A9: error: x/r.txt"#), unwritten.stderr)
    }

    /// `link/../A.swift`, with `link` → `real/sub`, is `real/A.swift` to the kernel: that file is linted and fixed, not
    /// the `A.swift` beside the link, which a resolution by names alone would pick.
    func testADotDotAfterALinkIsTheParentOfTheLinksTarget() throws {
        let tracked = "import SwiftUI\nlet t = Text(\"x\").font(.caption).tracking(2)\n"
        let beside = try write(tracked, to: "A.swift")
        let meant = try write(tracked, to: "real/A.swift")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("real/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link").path, withDestinationPath: "real/sub")
        let lint = try BinaryRunner.run(["--quiet", "link/../A.swift"], in: directory)
        XCTAssertEqual(lint.status, 1, lint.stderr)
        XCTAssertTrue(lint.stdout.hasPrefix("\(realPath(directory))/real/A.swift:2:33: error: "), lint.stdout)
        let fix = try BinaryRunner.run(["--fix", "--quiet", "link/../A.swift"], in: directory)
        XCTAssertEqual(fix.status, 0, fix.stderr + fix.stdout)
        XCTAssertEqual(try String(contentsOf: meant, encoding: .utf8), "import SwiftUI\nlet t = Text(\"x\").font(.caption)\n")
        XCTAssertEqual(try String(contentsOf: beside, encoding: .utf8), tracked, "a file the user never named")
    }

    /// A file whose name is near the file system's limit (255 bytes) is fixed: its temporary file has a short name of
    /// its own, not the file's name with a suffix that would be too long.
    func testAFileWithANameNearTheLimitIsFixed() throws {
        for length in [240, 250, 255] {
            let name = String(repeating: "n", count: length - ".swift".utf8.count) + ".swift"
            let file = try write("import SwiftUI\nlet t = Text(\"x\").font(.caption).tracking(2)\n", to: name)
            let result = try BinaryRunner.run(["--fix", "--quiet", name], in: directory)
            XCTAssertEqual(result.status, 0, "\(length): \(result.stderr)")
            XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "import SwiftUI\nlet t = Text(\"x\").font(.caption)\n", "\(length)")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".typelint-") }, [])
    }

    /// Links are followed as the kernel follows them for the user: a chain of up to 40 reaches its file (a fix writes
    /// the file, the links stay links, a report is refused a source at its end), a longer one is an error; and a link
    /// that another user left in a folder anyone may write to (`/tmp`) is not written through.
    func testLinksAreFollowedAsTheKernelFollowsThem() throws {
        _ = try write("import SwiftUI\nlet t = Text(\"x\").font(.caption).tracking(2)\n", to: "Real.swift")
        let chain = try shell(#"""
            prev=Real.swift; i=1; while [ $i -le 35 ]; do ln -s $prev r$i; prev=r$i; i=$((i+1)); done; ln -s r35 Entry.swift
            "$TYPELINT" --fix --quiet Entry.swift; echo "fix $?"; cat Real.swift
            for f in r*; do [ -L "$f" ] || echo "not a link: $f"; done
            ln -s r35 report.txt; "$TYPELINT" --quiet --output report.txt Real.swift; echo "report $?"
            prev=r35; i=36; while [ $i -le 45 ]; do ln -s $prev r$i; prev=r$i; i=$((i+1)); done; ln -s r45 far.json
            "$TYPELINT" --quiet --output far.json Real.swift; echo "far $?"
            """#)
        XCTAssertTrue(chain.stdout.hasPrefix("fix 0\nimport SwiftUI\nlet t = Text(\"x\").font(.caption)\n"), chain.stdout)
        XCTAssertFalse(chain.stdout.contains("not a link"), chain.stdout)
        XCTAssertTrue(chain.stdout.contains("report 2\n"), chain.stdout + chain.stderr)
        XCTAssertTrue(chain.stderr.contains("report.txt: a Swift or Objective-C source"), chain.stderr)
        XCTAssertTrue(chain.stdout.contains("far 2\n"), chain.stdout)
        XCTAssertTrue(chain.stderr.contains("far.json: cannot write (Too many levels of symbolic links)"), chain.stderr)

        guard getuid() == 0 else { throw XCTSkip("planting another user's link needs root") }
        let planted = try shell(#"""
            mkdir shared && chmod 1777 shared && echo 'export PATH=$HOME/bin:$PATH' > profile.sh &&
            ln -s "$PWD/profile.sh" shared/report.sarif && chown -h nobody shared/report.sarif &&
            "$TYPELINT" --quiet --reporter sarif --output shared/report.sarif Real.swift; echo "planted $?"; cat profile.sh
            """#)
        XCTAssertEqual(planted.stdout, "planted 2\nexport PATH=$HOME/bin:$PATH\n", planted.stderr)
        XCTAssertTrue(planted.stderr.contains("shared/report.sarif: a link another user left in a folder anyone may write to"), planted.stderr)
        // Nor a folder of the path that is such a link.
        let folder = try shell(#"""
            mkdir victim && ln -s "$PWD/victim" shared/ci && chown -h nobody shared/ci &&
            "$TYPELINT" --quiet --output shared/ci/report.txt Real.swift; echo "folder $?"; ls victim
            """#)
        XCTAssertEqual(folder.stdout, "folder 2\n", folder.stderr)
        XCTAssertTrue(folder.stderr.contains("shared/ci/report.txt: a link another user left in a folder anyone may write to"), folder.stderr)
    }

    /// A checked-out package is read for its declarations, but a link in the checkouts that leads out of them (to `/`,
    /// to a folder of the user's) is not followed: no file outside decides a finding, and the disk is not read whole.
    func testALinkOutOfTheCheckoutsIsNotFollowed() throws {
        let made = try shell(#"""
            mkdir -p outside/Sources/Brand app/.build/checkouts app/Sources/App &&
            printf 'import SwiftUI\npublic extension Font { static let brand = Font.custom("Papyrus", size: 12) }\n' > outside/Sources/Brand/Fonts.swift &&
            ln -s "$PWD/outside" app/.build/checkouts/brand &&
            printf 'import SwiftUI\nimport Brand\nlet t = Text("x").font(.brand)\n' > app/Sources/App/V.swift &&
            printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "App", targets: [.target(name: "App")])\n' > app/Package.swift
            """#)
        XCTAssertEqual(made.status, 0, made.stderr)
        let result = try BinaryRunner.run(["--quiet", "Sources/App/V.swift"], in: directory.appendingPathComponent("app"))
        XCTAssertFalse(result.stdout.contains("Papyrus"), result.stdout)
    }

    /// A binary property list can hold one array at many places, which a parser expands into a copy at each: `init`
    /// reads only text `Info.plist`s for the fonts they list, so a 250-byte file of such arrays costs nothing.
    func testAnInfoPlistOfSharedArraysIsNotExpanded() throws {
        let made = try shell(#"""
            mkdir App && python3 - <<'PY'
            import plistlib
            node = ['Brand-Regular.ttf']
            for _ in range(6): node = [node] * 16
            open('App/Info.plist', 'wb').write(plistlib.dumps({'UIAppFonts': ['Inter-Regular.ttf'], 'X': node}, fmt=plistlib.FMT_BINARY))
            PY
            """#)
        guard made.status == 0 else { throw XCTSkip("no python3 to write a binary property list: \(made.stderr)") }
        _ = try write(violation, to: "App/A.swift")
        let survey = try BinaryRunner.run(["init", "."], in: directory, timeLimit: 10)
        XCTAssertFalse(survey.timedOut, "init expanded the property list's shared arrays")
        XCTAssertEqual(survey.status, 0, survey.stderr)
    }

    /// What a file carries besides its bytes, its extended attributes (a tag, an access control list), stays with it
    /// when `--fix` puts new bytes in its place.
    func testAFixKeepsTheFilesExtendedAttributes() throws {
        _ = try write("import SwiftUI\nlet t = Text(\"x\").font(.caption).tracking(2)\n", to: "Tagged.swift")
        let attributes = "python3 -c 'import os; print(sorted((n, os.getxattr(\"Tagged.swift\", n)) for n in os.listxattr(\"Tagged.swift\")))'"
        let tagged = try shell("python3 -c 'import os; os.setxattr(\"Tagged.swift\", \"user.tag\", b\"red\\0blue\")' && " + attributes)
        guard tagged.status == 0 else { throw XCTSkip("no user extended attributes here: \(tagged.stderr)") }
        let result = try shell("\"$TYPELINT\" --fix --quiet Tagged.swift && " + attributes)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, tagged.stdout)
        XCTAssertEqual(result.stdout, "[('user.tag', b'red\\x00blue')]\n")
    }

    /// A reader of standard output that is gone ends the run, as it ends `cat`, after the report files are written: the
    /// SARIF file a CI step uploads is not lost to a `| head` in front of it.
    func testReportFilesAreWrittenBeforeStandardOutputThatNoOneReads() throws {
        _ = try write("import SwiftUI\nlet t = Text(\"x\").font(.system(size: 17))\n", to: "V.swift")
        let process = Process()
        process.executableURL = BinaryRunner.executable
        process.arguments = ["--reporter", "text", "--reporter", "sarif:report.sarif", "V.swift"]
        process.currentDirectoryURL = directory
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try out.fileHandleForReading.close()  // no reader: the first write to standard output raises SIGPIPE
        try process.run()
        try out.fileHandleForWriting.close()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGPIPE)
        let sarif = try String(contentsOf: directory.appendingPathComponent("report.sarif"), encoding: .utf8)
        XCTAssertTrue(sarif.contains("raw-font-size"), sarif)
    }

    /// `--fix` killed at any moment (SIGTERM, SIGINT, a timeout's SIGALRM, a CPU limit's SIGXCPU, SIGUSR1, SIGPIPE) leaves every file as it was or fixed, never half written, and no
    /// `.typelint-…` temporary file. (Tools/fuzz.py's fix-race class also races it against a writer and a second run.)
    func testAFixKilledMidRunLeavesNoTemporaryFileAndNoHalfEdit() throws {
        let original = "import SwiftUI\nlet t = Text(\"x\").font(.caption).tracking(2)\n"
        let fixed = "import SwiftUI\nlet t = Text(\"x\").font(.caption)\n"
        for (round, delay) in [0.05, 0.15, 0.3, 0.6, 0.1, 0.2].enumerated() {
            let tree = directory.appendingPathComponent("tree\(round)")
            for index in 0..<300 { _ = try write(original, to: "tree\(round)/F\(index).swift") }
            let process = Process()
            process.executableURL = BinaryRunner.executable
            process.arguments = ["--fix", "--quiet", tree.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            Thread.sleep(forTimeInterval: delay)
            kill(process.processIdentifier, [SIGTERM, SIGINT, SIGUSR1, SIGALRM, SIGXCPU, SIGPIPE][round % 6])
            process.waitUntilExit()
            let names = try FileManager.default.contentsOfDirectory(atPath: tree.path)
            XCTAssertEqual(names.filter { $0.hasPrefix(".typelint-") }, [], "after \(delay) s")
            for name in names {
                let text = try String(contentsOf: tree.appendingPathComponent(name), encoding: .utf8)
                XCTAssertTrue(text == original || text == fixed, "\(name) after \(delay) s: \(text)")
            }
        }
    }

    /// A `.typelint.json` that is a link to nothing, or a loop of links, is a configuration that cannot be read: an
    /// error, not a run that silently goes on without it.
    func testAConfigurationLinkThatLeadsNowhereIsAnError() throws {
        _ = try write(violation, to: "V.swift")
        let configuration = directory.appendingPathComponent(".typelint.json").path
        for (target, reason) in [("shared/missing.json", "No such file or directory"), (".typelint.json", "Too many levels of symbolic links")] {
            try? FileManager.default.removeItem(atPath: configuration)
            try FileManager.default.createSymbolicLink(atPath: configuration, withDestinationPath: target)
            let result = try BinaryRunner.run(["--quiet", "V.swift"], in: directory)
            XCTAssertEqual(result.status, 2, target)
            XCTAssertEqual(result.stderr, "typelint: \(configuration): cannot read configuration (\(reason))\n")
        }
    }

    /// A report or a baseline is never written over source code, named or through a link, and a build stamp never over
    /// a file with something in it: the run is refused before it starts, and the source is as it was.
    func testAReportIsNeverWrittenOverASource() throws {
        let source = try write(violation, to: "V.swift")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("report.json").path, withDestinationPath: "V.swift")
        // A project file typelint reads for its platforms is no report's either.
        let project = try write("// !$*UTF8*$!\n{ SDKROOT = iphoneos; }\n", to: "App.xcodeproj/project.pbxproj")
        for (option, target) in [("--output", "V.swift"), ("--write-baseline", "Other.m"), ("--output", "report.json"),
                                 ("--output", "App.xcodeproj/project.pbxproj"), ("--write-baseline", "Info.plist")] {
            let result = try BinaryRunner.run([option, target, "V.swift"], in: directory)
            XCTAssertEqual(result.status, 2, "\(option) \(target)")
            XCTAssertEqual(result.stderr, "typelint: \(option) \(target): a Swift or Objective-C source or a project file; reports and baselines are "
                           + "written only to other files\n")
            XCTAssertEqual(result.stdout, "")
            XCTAssertEqual(try String(contentsOf: source, encoding: .utf8), violation)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Other.m").path))
        XCTAssertEqual(try String(contentsOf: project, encoding: .utf8), "// !$*UTF8*$!\n{ SDKROOT = iphoneos; }\n")
        let clean = try write("let a = 1\n", to: "Clean.swift")
        var result = try BinaryRunner.run(["--touch", "Clean.swift", "Clean.swift"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "typelint: --touch Clean.swift: the file holds something; a stamp is written only where there is "
                       + "none or an empty one\n")
        XCTAssertEqual(try String(contentsOf: clean, encoding: .utf8), "let a = 1\n")
        result = try BinaryRunner.run(["--quiet", "--touch", "Stamp.swift", "Clean.swift"], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)  // the build-tool plugin's stamp is an empty Swift file
        result = try BinaryRunner.run(["--quiet", "--touch", "Stamp.swift", "Clean.swift"], in: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("Stamp.swift")), Data())
    }

    /// A hard link is another name for the same file: a report, a baseline or a census sent to another name of a linted
    /// source is refused, as one sent to the source is; so is a census or a `--reporter FORMAT:FILE` named like a source.
    /// What `init` and `profile import` make is written only to a name that is a file of its own, never through a link
    /// (a cloned repository's `.typelint.json` linking to a file of the user's).
    func testNothingTypelintWritesGoesOverASourceByAnotherNameOrThroughALink() throws {
        let source = try write(violation, to: "V.swift")
        try FileManager.default.linkItem(at: source, to: directory.appendingPathComponent("report.txt"))
        try FileManager.default.linkItem(at: source, to: directory.appendingPathComponent("base.json"))
        let hardLinked = "a file with other names (hard links); typelint writes its files only to a file of its own"
        for arguments in [["--quiet", "--output", "report.txt", "V.swift"], ["--quiet", "--write-baseline", "base.json", "V.swift"],
                          ["census", "--output", "report.txt", "."]] {
            let result = try BinaryRunner.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            // A baseline's name that holds a source is refused as no baseline before its links are looked at.
            XCTAssertTrue(result.stderr.hasSuffix(": \(hardLinked)\n") || arguments.contains("--write-baseline")
                          && result.stderr.contains("base.json: not a typelint baseline"), result.stderr)
            XCTAssertEqual(try String(contentsOf: source, encoding: .utf8), violation)
        }
        var result = try BinaryRunner.run(["census", "--output", "V.swift", "."], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "typelint: V.swift: a Swift or Objective-C source or a project file; typelint writes its files only to other files\n")
        result = try BinaryRunner.run(["--reporter", "sarif:V.swift", "V.swift"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(try String(contentsOf: source, encoding: .utf8), violation)
        _ = try write("precious\n", to: "out.txt")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("r"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("r/.typelint.json").path, withDestinationPath: "../out.txt")
        result = try BinaryRunner.run(["init", "r", "--force"], in: directory)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains(".typelint.json: a link; typelint writes this file only where the name is a file of its own"),
                      result.stderr)
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("out.txt"), encoding: .utf8), "precious\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("r/typelint-profile.json").path),
                       "nothing is written when one of the two may not be")
    }

    /// `café.swift` with a precomposed é and with e and a combining accent are two files (Linux's file systems hold
    /// both), though the two names are equal Strings: each is linted when both are named, and a dry run's diff gives each
    /// its own change, which `git apply` applies to the right file.
    func testNamesThatDifferOnlyInUnicodeNormalisationAreTwoFiles() throws {
        let composed = "caf\u{E9}.swift", decomposed = "cafe\u{301}.swift"
        let first = try write("import SwiftUI\nlet t = Text(\"one\").font(.caption).tracking(2)\n", to: composed)
        let second = try write("import SwiftUI\nlet a = 1\nlet t = Text(\"two\").font(.caption).tracking(3)\n", to: decomposed)
        try XCTSkipIf(try FileManager.default.contentsOfDirectory(atPath: directory.path).count < 2, "a file system that normalises names")
        let lint = try BinaryRunner.run(["--quiet", "--relative-paths", composed, decomposed], in: directory)
        XCTAssertEqual(lint.stdout.split(separator: "\n").count, 2, lint.stdout)
        let diff = try BinaryRunner.run(["--fix", "--dry-run", "."], in: directory)
        XCTAssertEqual(diff.status, 1, diff.stderr)
        try Data(diff.stdout.utf8).write(to: directory.appendingPathComponent("fix.patch"))
        let applied = try shell("git apply fix.patch")
        XCTAssertEqual(applied.status, 0, applied.stderr + diff.stdout)
        XCTAssertEqual(try String(contentsOf: first, encoding: .utf8), "import SwiftUI\nlet t = Text(\"one\").font(.caption)\n")
        XCTAssertEqual(try String(contentsOf: second, encoding: .utf8), "import SwiftUI\nlet a = 1\nlet t = Text(\"two\").font(.caption)\n")
    }

    /// A home folder that is a git repository (dotfiles) is not a lone file's module, however `HOME` names it: through a
    /// link, with a trailing `/.`. Another package under home that declares `Font.headline` does not change the file's
    /// suggestion.
    func testAHomeRepositoryIsNotALoneFilesModuleHoweverHomeIsSpelled() throws {
        let home = directory.appendingPathComponent("data/me")
        let package = home.appendingPathComponent("src/Other/Sources/Other")
        let scratch = home.appendingPathComponent("scratch")
        for folder in [home.appendingPathComponent(".git"), package, scratch] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try Data("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Other\")\n".utf8)
            .write(to: home.appendingPathComponent("src/Other/Package.swift"))
        try Data("import SwiftUI\nextension Font { static let headline = Font.custom(\"Comic Sans MS\", size: 40) }\n".utf8)
            .write(to: package.appendingPathComponent("Fonts.swift"))
        let file = scratch.appendingPathComponent("x.swift")
        try Data("import SwiftUI\nlet t = Text(\"a\").font(.system(size: 17, weight: .semibold))\n".utf8).write(to: file)
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("homelink"), withDestinationURL: home)
        for spelled in [home.path, directory.appendingPathComponent("homelink").path, home.path + "/."] {
            let result = try BinaryRunner.run(["--quiet", file.path], environment: ["HOME": spelled, "PATH": "/usr/bin:/bin"])
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(result.stdout.contains("use `.headline`"), "HOME=\(spelled): \(result.stdout)")
        }
    }

    /// Any process that can read a file can lock it (flock) and hold it: `--fix` waits a few seconds, leaves that file with
    /// an error line (exit 2), and fixes the others.
    func testAFileLockedByAnotherProcessIsLeftAfterAFewSeconds() throws {
        let text = "import SwiftUI\nlet t = Text(\"a\").font(.system(size: 17))\n"
        let locked = directory.appendingPathComponent("Locked.swift"), free = directory.appendingPathComponent("Free.swift")
        try Data(text.utf8).write(to: locked)
        try Data(text.utf8).write(to: free)
        let holder = open(locked.path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(holder, 0)
        defer { close(holder) }
        XCTAssertEqual(flock(holder, LOCK_SH), 0)
        let started = Date()
        let result = try BinaryRunner.run(["--fix", "--quiet", "."], in: directory, timeLimit: 60)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("Locked.swift: not fixed: another process holds a lock on it (flock)"), result.stderr)
        XCTAssertEqual(try String(contentsOf: locked, encoding: .utf8), text)
        XCTAssertEqual(try String(contentsOf: free, encoding: .utf8), "import SwiftUI\nlet t = Text(\"a\").font(.body)\n")
    }
}
