import Foundation
@testable import TypeLintDriver
import TypeLintRules
import TypeLintSyntax
import XCTest

/// The driver as a library: a typed request in, findings out, nothing written to the process's streams.
final class DriverTests: XCTestCase {
    /// `init` names a bundled typeface's family from its file: the name before its weight, or, for a file named by its weight
    /// alone, its folder's; a name that says no family gives none.
    func testABundledFontsFamilyIsItsNameOrItsFolders() {
        let families = [
            "Inter-SemiBold.otf": "Inter", "Fonts/DMSans_Bold.ttf": "DMSans", "Resources/Fonts/Brand/Bold.ttf": "Brand",
            "Brand/Regular.otf": "Brand", "Fonts/Medium.otf": "", " .ttf": "", "Bold.ttf": "", "Fonts/Lato/Lato-Light.ttf": "Lato",
        ]
        for (file, family) in families { XCTAssertEqual(Driver.family(ofFontNamed: file), family, file) }
    }

    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("typelint-driver-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write("// swift-tools-version:5.9\n", to: "Package.swift")
        try write("import SwiftUI\nextension Font {\n    static let tiny = Font.system(size: 9)\n}\n", to: "Theme.swift")
    }

    override func tearDownWithError() throws {
        _ = try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder.appendingPathComponent("Screen.swift").path)
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func lint(_ input: LintRequest.Input, _ configure: (inout LintRequest) -> Void = { _ in }) throws -> LintRun {
        var request = LintRequest(input: input, workingFolder: folder.path)
        configure(&request)
        return try Driver.lint(request)
    }

    /// An editor's unsaved text is linted with the module on disk around it, under the configuration above it.
    func testASourceTextSeesItsModuleAndConfiguration() throws {
        try write("{\"rules\": {\"raw-font-size\": \"warning\"}}\n", to: ".typelint.json")
        let text = "import SwiftUI\nlet a = Text(\"a\").font(.tiny)\nlet b = Text(\"b\").font(.system(size: 17))\n"
        let run = try lint(.source(path: folder.appendingPathComponent("Screen.swift").path, bytes: Array(text.utf8)))
        XCTAssertEqual(run.files.count, 1)
        let findings = run.files[0].findings.map { "\($0.start.line) \($0.ruleID) \($0.severity)" }
        XCTAssertEqual(findings, ["2 min-font-size error", "3 raw-font-size warning"])
        XCTAssertEqual(run.errors, [])
    }

    /// A caller that lints again and again (the language server) keeps a baseline between runs, and reads it again once
    /// it changes on disk: rewritten, emptied, or gone (an error, then hidden again once it is back).
    func testAKeptBaselineIsReadAgainWhenItChanges() throws {
        let entry = #"{"path": "Screen.swift", "rule": "raw-font-size", "line": "let b = Text(\"b\").font(.system(size: 17))"}"#
        let recorded = #"{"version": 1, "findings": [\#(entry)]}"#
        try write(recorded, to: "baseline.json")
        try write(#"{"baseline": "baseline.json"}"#, to: ".typelint.json")
        let text = "import SwiftUI\nlet b = Text(\"b\").font(.system(size: 17))\n"
        let cache = ReadingCache()
        func reported() throws -> (rules: [String], errors: [String]) {
            let run = try lint(.source(path: folder.appendingPathComponent("Screen.swift").path, bytes: Array(text.utf8))) {
                $0.cache = cache
            }
            return (run.files.flatMap(\.findings).map(\.ruleID), run.errors.map(\.description))
        }
        XCTAssertEqual(try reported().rules, [])
        XCTAssertEqual(try reported().rules, [], "kept, and as it was read")
        try write(#"{"version": 1, "findings": []}"#, to: "baseline.json")
        XCTAssertEqual(try reported().rules, ["raw-font-size"])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("baseline.json"))
        let gone = try reported()
        XCTAssertEqual(gone.rules, ["raw-font-size"])
        XCTAssertEqual(gone.errors.count, 1, "\(gone.errors)")
        XCTAssertTrue(gone.errors.first?.contains("baseline.json: cannot read baseline") ?? false, "\(gone.errors)")
        try write(recorded, to: "baseline.json")
        XCTAssertEqual(try reported().rules, [])
    }

    func testOnlyRuleLimitsTheRunAndAnUnknownRuleSaysWhatWasMeant() throws {
        try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 9)).bold()\n", to: "Screen.swift")
        let run = try lint(.paths(["."])) { $0.onlyRules = ["min-font-size"] }
        XCTAssertEqual(Set(run.files.flatMap(\.findings).map(\.ruleID)), ["min-font-size"])
        XCTAssertThrowsError(try lint(.paths(["."])) { $0.onlyRules = ["min-font-sise"] }) { error in
            XCTAssertEqual("\(error)", "unknown rule 'min-font-sise' (did you mean 'min-font-size'?)")
        }
    }

    /// A file that cannot be read and a path that does not exist are errors of the run; the other files are linted.
    func testErrorsComeBackInTheRunNotOnTheStreams() throws {
        try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 17))\n", to: "Screen.swift")
        try Data([0x6C, 0x65, 0x74, 0xFF, 0x0A]).write(to: folder.appendingPathComponent("Broken.swift"))
        let run = try lint(.paths([".", "Missing.swift"]))
        XCTAssertEqual(run.errors.map(\.description), ["Missing.swift: no such file or directory", "Broken.swift:1:4: not valid UTF-8"])
        XCTAssertEqual(run.files.map(\.displayPath), ["Screen.swift", "Theme.swift"])
    }

    /// Configurations nest up to a limit: each file is matched against every one that governs it, so a configuration in each
    /// folder of a tree thousands deep would cost each file that many matches. The files under the one past the limit are
    /// an error of the run, said once; a configuration that inherits nothing starts a chain of its own.
    func testNestedConfigurationsStopAtALimitWithOneError() throws {
        var path = ""
        for level in 0...ConfigurationFinder.maximumNesting {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
            try write("{\"exclude\": [\"x\(level)/**\"]}\n", to: path + ".typelint.json")
            try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 17))\n", to: path + "S\(level).swift")
            path += "a/"
        }
        let deepest = String(repeating: "a/", count: ConfigurationFinder.maximumNesting)
        var run = try lint(.paths(["."]))
        XCTAssertEqual(run.errors.map(\.description), [folder.appendingPathComponent(deepest + ".typelint.json").path
            + ": more than \(ConfigurationFinder.maximumNesting) nested configurations govern its files; one of them can say \"inherit\": false"])
        XCTAssertEqual(run.files.count, ConfigurationFinder.maximumNesting + 1)  // Theme.swift and S0…S31
        try write("{\"inherit\": false}\n", to: deepest + ".typelint.json")
        run = try lint(.paths(["."]))
        XCTAssertEqual(run.errors, [])
        XCTAssertEqual(run.files.count, ConfigurationFinder.maximumNesting + 2)
    }

    func testADryFixReturnsTheChangesAndWritesNothing() throws {
        let screen = try write("import SwiftUI\nlet a = Text(\"a\").font(.system(size: 17)).bold()\n", to: "Screen.swift")
        let request = LintRequest(input: .paths(["Screen.swift"]), workingFolder: folder.path)
        let safe = try Driver.fix(request, selection: FixSelection(), dryRun: true)
        XCTAssertEqual(safe.changes.map { String(decoding: $0.after, as: UTF8.self) },
                       ["import SwiftUI\nlet a = Text(\"a\").font(.body).bold()\n"])
        let all = try Driver.fix(request, selection: FixSelection(includesUnsafe: true), dryRun: true)
        XCTAssertEqual(all.changes.map { String(decoding: $0.after, as: UTF8.self) },
                       ["import SwiftUI\nlet a = Text(\"a\").font(.body).fontWeight(.medium)\n"])
        XCTAssertEqual(try String(contentsOf: screen, encoding: .utf8), "import SwiftUI\nlet a = Text(\"a\").font(.system(size: 17)).bold()\n")
    }

    /// A fix is written only over the bytes it was worked out from.
    /// Paths resolved folder by folder give what realpath(3) gives each alone: through a linked folder, a linked file, a
    /// file not made yet, and a path with `..`.
    func testPathsResolvedTogetherAreEachAsTheKernelResolvesIt() throws {
        let root = URL(fileURLWithPath: FileIO.canonical(folder.path))
        let files = FileManager.default
        try files.createDirectory(at: root.appendingPathComponent("real/a/b"), withIntermediateDirectories: true)
        try files.createSymbolicLink(atPath: root.appendingPathComponent("alias").path, withDestinationPath: "real/a")
        try Data("{}".utf8).write(to: root.appendingPathComponent("real/a/b/.typelint.json"))
        try files.createSymbolicLink(atPath: root.appendingPathComponent("real/a/b/link.json").path, withDestinationPath: ".typelint.json")
        let paths = ["alias/b/.typelint.json", "alias/b/link.json", "alias/b/new.json", "real/a/b/.typelint.json", "alias/../alias/b"]
            .map { root.path + "/" + $0 }
        let resolved = FileIO.canonical(paths)
        XCTAssertEqual(resolved.map { $0.path }, paths)
        XCTAssertEqual(resolved.map { $0.canonical }, paths.map { FileIO.canonical($0) })
        XCTAssertEqual(resolved[0].canonical, root.path + "/real/a/b/.typelint.json")
        XCTAssertEqual(resolved[1].canonical, root.path + "/real/a/b/.typelint.json")
        XCTAssertEqual(resolved[2].canonical, root.path + "/real/a/b/new.json")
    }

    func testAReplacementOfBytesThatChangedIsRefused() throws {
        let file = try write("let a = 1\n", to: "Screen.swift")
        XCTAssertEqual(FileIO.replace(file.path, expecting: Array("let a = 2\n".utf8), with: Array("let a = 3\n".utf8)),
                       "not fixed: it changed since typelint read it; run --fix again")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "let a = 1\n")
        XCTAssertNil(FileIO.replace(file.path, expecting: Array("let a = 1\n".utf8), with: Array("let a = 3\n".utf8)))
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "let a = 3\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".typelint-") }, [])
    }

    /// A file typelint makes without replacing one (`init`, `profile import` without `--force`) keeps a file another
    /// process made at that name after typelint looked: the new one is linked into place, not renamed over it.
    func testAFileThatAppearsWhileANewOneIsWrittenIsKept() throws {
        let saved = try write("{\"rules\": {}}\n", to: ".typelint.json")
        XCTAssertEqual(FileIO.install(Array("{}\n".utf8), at: saved.path, over: nil, replacing: false)?.description,
                       "exists; --force replaces it")
        XCTAssertEqual(try String(contentsOf: saved, encoding: .utf8), "{\"rules\": {}}\n")
        let made = folder.appendingPathComponent("typelint-profile.json")
        XCTAssertNil(FileIO.install(Array("{}\n".utf8), at: made.path, over: nil, replacing: false))
        XCTAssertEqual(try String(contentsOf: made, encoding: .utf8), "{}\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".typelint-") }, [])
    }

    /// A lock another process holds is waited for, said once, and given up after the limit; a free one is taken at once.
    func testALockHeldElsewhereIsWaitedForUpToALimit() throws {
        let holder = open(folder.path, O_RDONLY | O_DIRECTORY), waiter = open(folder.path, O_RDONLY | O_DIRECTORY)
        defer { close(holder); close(waiter) }
        XCTAssertEqual(flock(holder, LOCK_EX), 0)
        var said = 0
        XCTAssertFalse(FileIO.lock(waiter, waitingAtMost: 0.3, onceBusy: { said += 1 }))
        XCTAssertEqual(said, 1)
        XCTAssertEqual(flock(holder, LOCK_UN), 0)
        XCTAssertTrue(FileIO.lock(waiter, waitingAtMost: 0.3, onceBusy: { said += 1 }))
        XCTAssertEqual(said, 1, "a free lock is taken without a word")
        XCTAssertNotEqual(flock(holder, LOCK_EX | LOCK_NB), 0, "the waiter holds it")
    }

    func testAReadOnlyFileIsNotReplacedAndAHardLinkStaysOneFile() throws {
        let file = try write("let a = 1\n", to: "Screen.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: file.path)
        XCTAssertEqual(FileIO.replace(file.path, expecting: Array("let a = 1\n".utf8), with: Array("x".utf8)),
                       "not fixed: the file is read-only")
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        let other = folder.appendingPathComponent("Other.txt")
        try FileManager.default.linkItem(at: file, to: other)
        XCTAssertNil(FileIO.replace(file.path, expecting: Array("let a = 1\n".utf8), with: Array("let a = 2\n".utf8)))
        XCTAssertEqual(try String(contentsOf: other, encoding: .utf8), "let a = 2\n")
    }
}
