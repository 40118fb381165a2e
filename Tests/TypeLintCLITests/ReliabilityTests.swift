import Foundation
import XCTest

/// Inputs and surroundings that used to crash, hang or lose a run: failing standard streams,
/// `--output` onto devices, links and folders, FIFOs and files named twice.
final class ReliabilityTests: XCTestCase {
    var directory: URL!
    let violation = "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 9))\n"

    override func setUpWithError() throws {
        directory = try makeScratchDirectory()
        try Data(violation.utf8).write(to: directory.appendingPathComponent("V.swift"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func shell(_ script: String) throws -> BinaryRunner.Result { try BinaryRunner.shell(script, in: directory) }

    func testFailingStandardStreamsAreOneLineAndExitTwo() throws {
        var result = try shell(#""$TYPELINT" --quiet V.swift > /dev/full"#)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "typelint: standard output: cannot write (No space left on device)\n")
        // So do the census, a dry run's patch and a profile on standard output: cut short, they are no result.
        try Data("import SwiftUI\nlet t = Text(\"x\").font(.system(size: 17))\n".utf8).write(to: directory.appendingPathComponent("F.swift"))
        for command in ["census V.swift", "--fix --dry-run F.swift"] {
            result = try shell("\"$TYPELINT\" \(command) > /dev/full")
            XCTAssertEqual(result.status, 2, command + result.stderr)
            XCTAssertTrue(result.stderr.contains("typelint: standard output: cannot write (No space left on device)\n"), command + result.stderr)
        }
        result = try shell(#""$TYPELINT" --quiet V.swift >&-"#)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("typelint: standard output: cannot write"), result.stderr)
        result = try shell(#""$TYPELINT" --quiet --stdin-path V.swift <&-"#)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("typelint: standard input: cannot read"), result.stderr)
        result = try shell(#""$TYPELINT" V.swift 2>&-; echo "status $?" >&2"#)
        XCTAssertEqual(result.stderr, "status 1\n")  // the findings are errors; nowhere to report that stderr is closed
        // A reader that stops early ends the run quietly, as it does `cat`.
        let many = String(repeating: "let f = Font.system(size: 9)\n", count: 4_000)  // under the per-file cap
        try Data(many.utf8).write(to: directory.appendingPathComponent("Many.swift"))
        result = try shell(#""$TYPELINT" Many.swift | head -1 > /dev/null"#)
        XCTAssertEqual(result.stderr, "")
    }

    func testTooFewOpenFilesIsOneLineAndASoftLimitIsRaised() throws {
        var result = try shell(#"ulimit -n 6 && "$TYPELINT" V.swift"#)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "typelint: open files are limited to 6 (ulimit -n); typelint needs 64\n")
        result = try shell(#"ulimit -Sn 6 && ulimit -Hn 256 && "$TYPELINT" --quiet V.swift"#)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("[min-font-size]\n"), result.stdout)
    }

    /// A limit on processes that leaves no thread to start (`ulimit -u`, which counts threads and does not bind root: the
    /// run is another user's) is one line and exit 2, not a run that waits forever for a thread.
    func testTooFewThreadsIsOneLineNotAHang() throws {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
            throw XCTSkip("needs root and setpriv to run as a user the limit binds")
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        let result = try BinaryRunner.shell(#"""
            chmod 644 V.swift && timeout -s KILL 20 setpriv --reuid=54321 --regid=54321 --clear-groups bash -c "ulimit -u 2; exec '$TYPELINT' --quiet V.swift"
            """#, in: directory, timeLimit: 30)
        XCTAssertFalse(result.timedOut)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("typelint: cannot start a thread ("), result.stderr)
    }

    /// Past a file-size limit a write fails as any other: one line, exit 2, no temporary file left.
    func testAFileSizeLimitIsAnErrorLineAndLeavesNothing() throws {
        let many = String(repeating: "let f = Font.system(size: 9)\n", count: 200)
        try Data(many.utf8).write(to: directory.appendingPathComponent("Many.swift"))
        let result = try shell(#"ulimit -f 1 && "$TYPELINT" --quiet --reporter json --output r.json Many.swift"#)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "typelint: r.json: cannot write (File too large)\n")
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".typelint-") }
        XCTAssertEqual(left, [])
    }

    /// A file with two names is fixed in place; a write the size limit would stop part way is not begun, and the file
    /// stays as it was (not half fixed).
    func testAFixInPlaceThatCannotBeWrittenWholeLeavesTheFileAsItWas() throws {
        let lines = (0..<400).map { "let f\($0) = Font.system(size: 17)\n" }.joined()
        let source = "import SwiftUI\n" + lines
        let file = directory.appendingPathComponent("Many.swift")
        try Data(source.utf8).write(to: file)
        try FileManager.default.linkItem(at: file, to: directory.appendingPathComponent("Many.swift.orig"))
        // The fixed text is longer than the original (`.system(size: 17)` → `.body` is shorter: use the UIKit spelling).
        let uiKit = "import UIKit\n" + (0..<400).map { "let f\($0) = UIFont.systemFont(ofSize: 17)\n" }.joined()
        try Data(uiKit.utf8).write(to: file)
        let limit = (uiKit.utf8.count + 1023) / 1024 + 1  // room for the original, not for the longer fixed text
        let result = try shell("ulimit -f \(limit) && \"$TYPELINT\" --fix --quiet Many.swift")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "typelint: Many.swift: not fixed: cannot write (File too large)\n")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), uiKit)
    }

    /// A fix that would take a file over the size typelint reads is not made: the next run could not read the file.
    func testAFixNeverTakesAFileOverTheSizeTypelintReads() throws {
        // Long lines, a few thousand fixes: each lengthens its line by 14 bytes, and the file has 20 KB to spare.
        let line = "let f = UIFont.systemFont(ofSize: 17) // " + String(repeating: "x", count: 1000) + "\n"
        var source = "import UIKit\n" + String(repeating: line, count: ((4 << 20) - (20 << 10)) / line.utf8.count)
        source += String(repeating: "\n", count: (4 << 20) - (20 << 10) - source.utf8.count)
        try Data(source.utf8).write(to: directory.appendingPathComponent("Big.swift"))
        let result = try shell(#""$TYPELINT" --fix --quiet Big.swift"#)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("typelint: Big.swift: not fixed: fixed, it would be over the 4 MB a file may be\n"), result.stderr)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("Big.swift")), Data(source.utf8))
    }

    /// A shell left in a folder that was removed has no working folder: `.` is not the whole file system.
    func testARemovedWorkingFolderIsOneLineNotTheFileSystem() throws {
        let result = try shell(#"mkdir gone && cd gone && rmdir ../gone && "$TYPELINT" --fix --quiet"#)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "typelint: the working folder cannot be read (No such file or directory); cd into the project again\n")
        XCTAssertEqual(result.stdout, "")
    }

    /// A configuration or a project another user left in a folder anyone may write to (`/tmp/.typelint.json`, a
    /// `Package.swift` for macOS) is not read: it would decide how every project under that folder is linted.
    func testAConfigurationAnotherUserLeftInASharedFolderIsNotRead() throws {
        guard getuid() == 0 else { throw XCTSkip("needs root to leave a file as another user") }
        let result = try shell(#"""
            mkdir shared && chmod 1777 shared && mkdir -p shared/App &&
            printf '{"exclude": ["**"]}' > shared/.typelint.json && chown 54321 shared/.typelint.json &&
            printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "P", platforms: [.macOS(.v13)])\n' > shared/Package.swift &&
            chown 54321 shared/Package.swift &&
            printf 'import SwiftUI\nlet t = Text("x").font(.system(size: 10))\n' > shared/App/V.swift &&
            "$TYPELINT" --quiet --relative-paths shared/App; echo "exit $?"
            """#)
        XCTAssertTrue(result.stdout.hasSuffix("[min-font-size]\nexit 1\n"), result.stdout + result.stderr)
        // Nor is a framework's interface: one with its own `system(size:)` would keep a fix from being made.
        let framework = try shell(#"""
            m=shared/Frameworks/DS.framework/Modules/DS.swiftmodule && mkdir -p $m shared/Kit &&
            printf 'import Swift\npublic struct BrandFont {\n  public static func system(size: Swift.Double) -> DS.BrandFont\n}\n' > $m/arm64-apple-ios.swiftinterface &&
            chown -R 54321 shared/Frameworks &&
            printf 'import SwiftUI\nimport DS\nlet t = Text("x").font(.system(size: 17))\n' > shared/Kit/W.swift &&
            printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Kit")\n' > shared/Kit/Package.swift &&
            "$TYPELINT" --fix --quiet shared/Kit; cat shared/Kit/W.swift
            """#)
        XCTAssertTrue(framework.stdout.hasSuffix("let t = Text(\"x\").font(.body)\n"), framework.stdout + framework.stderr)
        // Nor a package checked out there: one declaring a `Font.body` of its own would keep `.body` from being written.
        let checkout = try shell(#"""
            p=shared/.build/checkouts/DS/Sources/DS && mkdir -p $p shared/Kit2 &&
            printf 'import SwiftUI\npublic extension Font { static func system(size: Double) -> Font { .custom("Brand", size: size) } }\n' > $p/Fonts.swift &&
            chown -R 54321 shared/.build &&
            printf 'import SwiftUI\nimport DS\nlet t = Text("x").font(.system(size: 17))\n' > shared/Kit2/W.swift &&
            printf '// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "Kit2")\n' > shared/Kit2/Package.swift &&
            "$TYPELINT" --fix --quiet shared/Kit2; cat shared/Kit2/W.swift
            """#)
        XCTAssertTrue(checkout.stdout.hasSuffix("let t = Text(\"x\").font(.body)\n"), checkout.stdout + checkout.stderr)
    }

    /// A project in a folder whose name is not UTF-8 keeps its configuration, named from outside or linted from inside.
    func testAConfigurationInAFolderNamedInBytesThatAreNotUTF8Applies() throws {
        let result = try shell(#"""
            p="$(printf 'proj\377')" && mkdir -p "$p/App" "$p/Vendor" &&
            printf '{"exclude": ["Vendor/**"], "rules": {"tracking-override": "off"}}' > "$p/.typelint.json" &&
            printf 'import SwiftUI\nlet t = Text("x").font(.body).tracking(1)\n' > "$p/App/V.swift" && cp "$p/App/V.swift" "$p/Vendor/L.swift" &&
            "$TYPELINT" --quiet "$p" && cd "$p" && "$TYPELINT" --quiet . && "$TYPELINT" --quiet App && echo clean
            """#)
        XCTAssertEqual(result.stdout, "clean\n", result.stderr)
    }

    func testFilesAndFoldersNamedInBytesThatAreNotUTF8AreLintedAndShownEscaped() throws {
        let result = try shell(#"""
            mkdir "$(printf 'd\377')" && cp V.swift "$(printf 'd\377')/" && mv V.swift "$(printf 'caf\351.swift')" &&
            "$TYPELINT" --quiet . >&2
            """#)
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 4, result.stderr)  // raw and minimum size in each file
        // The byte is shown as `\xE9`, and the text reporter escapes the backslash as it does any in a path.
        XCTAssertEqual(lines.filter { $0.contains(#"/caf\\xE9.swift:2:"#) }.count, 2, result.stderr)
        XCTAssertEqual(lines.filter { $0.contains(#"/d\\xFF/V.swift:2:"#) }.count, 2, result.stderr)
        // Named on the command line, such a file or folder is linted the same, and said not to be fixed.
        let named = try shell(#"""
            "$TYPELINT" --quiet "$(printf 'caf\351.swift')" "$(printf 'd\377')" >&2
            printf 'import SwiftUI\nlet t = Text("x").font(.caption).tracking(2)\n' > "$(printf 't\351.swift')"
            "$TYPELINT" --quiet --fix "$(printf 't\351.swift')" > /dev/null
            """#)
        XCTAssertEqual(named.stderr.split(separator: "\n").filter { $0.contains(#"/caf\\xE9.swift:2:"#) || $0.contains(#"/d\\xFF/V.swift:2:"#) }.count,
                       4, named.stderr)
        XCTAssertTrue(named.stderr.hasSuffix(#"typelint: t\\xE9.swift: not fixed: its path is not UTF-8"# + "\n"), named.stderr)
        // The escaped spelling is also a name a file can have: when both exist, neither is taken for the other.
        let twins = try shell(#"cp "$(printf 'caf\351.swift')" 'caf\xE9.swift' && "$TYPELINT" --quiet --fix "$(printf 'caf\351.swift')""#)
        XCTAssertEqual(twins.status, 2)
        XCTAssertTrue(twins.stderr.hasPrefix(#"typelint: caf\\xE9.swift: names two files"#), twins.stderr)
        // Walked together, they are two paths in a report: the name that reads as escaped is escaped itself.
        let both = try shell(#""$TYPELINT" --quiet --relative-paths --reporter json ."#)
        let findings = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(both.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
        XCTAssertEqual(Set(findings.compactMap { $0["path"] as? String }), [#"caf\xE9.swift"#, #"caf\\xE9.swift"#, #"d\xFF/V.swift"#, #"t\xE9.swift"#])
        try FileManager.default.removeItem(at: directory.appendingPathComponent(#"caf\xE9.swift"#))
        // Such a file is never written: its escaped name may be another file's (here a link to one outside).
        let fix = try shell(#"""
            printf 'import SwiftUI\nlet t = Text("x").font(.system(size: 17))\n' > outside.swift && mkdir proj &&
            cp outside.swift "proj/$(printf 'caf\351.swift')" && ln -s ../outside.swift 'proj/caf\xE9.swift' &&
            "$TYPELINT" --quiet --fix proj; cat outside.swift
            """#)
        XCTAssertTrue(fix.stderr.hasSuffix(#"caf\\xE9.swift: not fixed: its path is not UTF-8"# + "\n"), fix.stderr)
        XCTAssertTrue(fix.stdout.contains("size: 17"), "the file the escaped name reaches is as it was: \(fix.stdout)")
        // A report sent through a link to such a name is not written to another name.
        let report = try shell(#"ln -s "$(printf 'r\351.json')" out.json && "$TYPELINT" --quiet --output out.json outside.swift; ls"#)
        XCTAssertEqual(report.status, 0, report.stderr)
        XCTAssertTrue(report.stderr.hasSuffix("out.json: a link to a name that is not UTF-8; typelint cannot write through it\n"), report.stderr)
        XCTAssertFalse(report.stdout.contains("r\u{FFFD}.json"), report.stdout)
    }

    /// A report goes to a file of its own name, or through a link only to a device: a repository can hold a link at the
    /// name a report is given (`typelint.sarif` to `~/.bashrc`, existing or not), which would send it anywhere the user
    /// may write. Devices and pipes are written through; folders are refused.
    func testOutputWritesDevicesButNoFileThroughALinkAndRefusesFolders() throws {
        try Data("# my shell\n".utf8).write(to: directory.appendingPathComponent("bashrc"))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.sarif").path, withDestinationPath: "bashrc")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("known.json").path, withDestinationPath: "profile")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("census.html").path, withDestinationPath: "bashrc")
        for (command, name) in [(#""$TYPELINT" --quiet --reporter sarif --output link.sarif V.swift"#, "link.sarif"),
                                (#""$TYPELINT" --quiet --write-baseline known.json V.swift"#, "known.json"),
                                (#""$TYPELINT" census --output census.html V.swift"#, "census.html")] {
            let refused = try shell(command)
            XCTAssertEqual(refused.status, 2, refused.stderr)
            XCTAssertTrue(refused.stderr.contains("typelint: \(name): a link; typelint writes a report, a baseline or a census only "
                                                  + "where the name is a file of its own (or a link to a device)\n"), refused.stderr)
        }
        // Nor into a folder through a link inside the working folder (`reports` linked to a folder whose files a shell reads).
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("sourced"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("reports").path, withDestinationPath: "sourced")
        let folder = try shell(#""$TYPELINT" --quiet --output reports/typelint.txt V.swift"#)
        XCTAssertEqual(folder.status, 2, folder.stderr)
        XCTAssertTrue(folder.stderr.contains("reports/typelint.txt: reports is a link in the working folder or a repository;"),
                      folder.stderr)
        // However the path spells it: absolute from a subfolder of the repository, through a linked working folder (`$PWD`
        // is the spelling with links, the kernel's the one without), or through `..`.
        let spelled = try shell(#"""
            git init -q repo && mkdir repo/ios && cp V.swift repo/ios/ && ln -s ../sourced repo/reports && ln -s repo alias &&
            (cd repo/ios && "$TYPELINT" --quiet --output "$(cd .. && pwd -P)/reports/a.txt" V.swift; echo "subfolder=$?") &&
            (cd alias && "$TYPELINT" --quiet --output "$PWD/reports/b.txt" ios/V.swift; echo "linked=$?") &&
            "$TYPELINT" --quiet --output repo/ios/../reports/c.txt repo/ios/V.swift; echo "dots=$?"
            """#)
        XCTAssertEqual(spelled.stdout, "subfolder=2\nlinked=2\ndots=2\n", spelled.stderr)
        XCTAssertEqual(spelled.stderr.components(separatedBy: "/reports is a link in the working folder or a repository;").count, 4,
                       spelled.stderr)
        XCTAssertTrue(spelled.stderr.contains("repo/ios/../reports/c.txt: repo/ios/../reports is a link"), spelled.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("sourced").path), [])
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("bashrc"), encoding: .utf8), "# my shell\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("profile").path), "a dangling link made a file")
        var result = try shell(#""$TYPELINT" --quiet --output /dev/null V.swift; test $? = 1 && test -c /dev/null"#)
        XCTAssertEqual(result.status, 0, result.stderr)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
        result = try shell(#""$TYPELINT" --quiet --output out V.swift"#)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "typelint: out: cannot write (it is a folder)\n")
        // A FIFO nobody reads is refused at once, not waited on; a source's name in another case (one file where case
        // folds, as on macOS) is refused as the source is.
        result = try shell(#"mkfifo pipe && "$TYPELINT" --quiet --output pipe V.swift"#)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "typelint: pipe: cannot write (No such device or address)\n")
        result = try shell(#""$TYPELINT" --quiet --output V.SWIFT V.swift"#)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("V.SWIFT: a Swift or Objective-C source"), result.stderr)
        // `/dev/stdout` appended to by the shell is written through the descriptor: the file keeps what it held.
        result = try shell(#"echo earlier > summary.md && "$TYPELINT" --quiet --reporter markdown:/dev/stdout V.swift >> summary.md; cat summary.md"#)
        XCTAssertTrue(result.stdout.hasPrefix("earlier\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("raw-font-size"), result.stdout)
        // So is any other name of that file: another spelling, or a link to it.
        for name in ["/dev//stdout", "/proc/thread-self/fd/1", "out-link"] {
            result = try shell(#"ln -sf /dev/stdout out-link; echo earlier > build.log && "$TYPELINT" --quiet --reporter json --output "# + name
                               + #" V.swift >> build.log; cat build.log"#)
            XCTAssertTrue(result.stdout.hasPrefix("earlier\n"), "\(name): \(result.stdout)")
        }
    }

    /// What one file may cost is bounded: a file over the size limit is one error line, a file
    /// with more findings than the limit reports the first ones and says how many there were; both quickly.
    func testOneFileCannotTakeTheRunsMemoryOrTime() throws {
        let huge = String(repeating: "let f = Font.system(size: 9)\n", count: 200_000)  // 5.6 MB
        try Data(huge.utf8).write(to: directory.appendingPathComponent("Huge.swift"))
        var result = try BinaryRunner.run(["--quiet", "Huge.swift", "V.swift"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "typelint: Huge.swift: 5.5 MB, over the 4 MB a file may be; not linted\n")
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 2, "V.swift is still linted")
        let many = String(repeating: "let f = Font.system(size: 9)\n", count: 6_000)
        try Data(many.utf8).write(to: directory.appendingPathComponent("Huge.swift"))
        result = try BinaryRunner.run(["--quiet", "Huge.swift"], in: directory)
        XCTAssertEqual(result.stderr, "typelint: Huge.swift: 12000 findings, only the first 10000 are reported\n")
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 10_000)
        // One expression of many chained weights is linear, not quadratic.
        let chain = "let f = Font.body" + String(repeating: ".bold()", count: 100_000) + "\n"
        try Data(chain.utf8).write(to: directory.appendingPathComponent("Huge.swift"))
        let started = Date()
        result = try BinaryRunner.run(["--quiet", "Huge.swift"], in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30, "a debug build takes about 2 s")
    }

    func testAnEmptyPlatformListIsAnErrorNotSilence() throws {
        try Data(#"{"platforms": []}"#.utf8).write(to: directory.appendingPathComponent(".typelint.json"))
        let result = try BinaryRunner.run(["--quiet", "V.swift"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains(".typelint.json: 'platforms' is empty"), result.stderr)
    }

    func testFIFOsOtherFilesAndRepeatsAreNamedOnce() throws {
        XCTAssertEqual(mkfifo(directory.appendingPathComponent("Pipe.swift").path, 0o600), 0)
        try Data("notes".utf8).write(to: directory.appendingPathComponent("notes.txt"))
        let result = try BinaryRunner.run(["--relative-paths", "Pipe.swift", "notes.txt", "V.swift", "./V.swift"],
                                          in: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("typelint: Pipe.swift: not a regular file, skipped\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("typelint: notes.txt: not a Swift or Objective-C file, skipped\n"), result.stderr)
        XCTAssertEqual(result.stdout.split(separator: "\n").count, 2, "one file's two findings, once: \(result.stdout)")
        let covered = try BinaryRunner.run(["--relative-paths", "V.swift", "."], in: directory)
        XCTAssertEqual(covered.stdout.split(separator: "\n").count, 2, "a file inside a named folder, once: \(covered.stdout)")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("a.swift").path, withDestinationPath: "b.swift")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("b.swift").path, withDestinationPath: "a.swift")
        let loop = try BinaryRunner.run(["a.swift"], in: directory)
        XCTAssertEqual(loop.status, 2)
        XCTAssertTrue(loop.stderr.contains("typelint: a.swift: too many levels of symbolic links"), loop.stderr)
    }
}
