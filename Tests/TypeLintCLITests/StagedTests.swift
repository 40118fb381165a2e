import Foundation
import XCTest

/// `--staged`, `install-hook` and `--stdin-path`: what a commit hook and an editor rely on.
final class StagedTests: XCTestCase {
    var repo: URL!
    static let bad = "let f = Font.system(size: 9)\n"
    static let good = "let f = Font.caption2\n"

    override func setUpWithError() throws {
        repo = try makeScratchDirectory()
        try git("init", "-q")
        try git("config", "user.email", "dev@example.invalid")
        try git("config", "user.name", "dev")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: repo) }

    @discardableResult
    func git(_ arguments: String...) throws -> Int32 { try runGit(arguments).status }

    func gitOutput(_ arguments: String...) throws -> Data { try runGit(arguments).output }

    private func runGit(_ arguments: [String]) throws -> (status: Int32, output: Data) {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = repo
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data)
    }

    func write(_ text: String, to name: String) throws {
        let url = repo.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// An executable script in the repository that, when anything runs it, appends its command line to the marker file it
    /// returns: what the tests that typelint never runs a program the repository holds look for.
    func plantScript(named name: String) throws -> URL {
        let marker = repo.appendingPathComponent("ran.txt")
        let script = repo.appendingPathComponent(name)
        try Data("#!/bin/sh\necho \"$0 $*\" >> \(marker.path)\nexit 0\n".utf8).write(to: script)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        return marker
    }

    func staged(in directory: URL? = nil) throws -> BinaryRunner.Result {
        try BinaryRunner.run(["--staged", "--strict", "--quiet"], in: directory ?? repo)
    }

    /// What is linted is the blob the commit will hold. A clean filter that stores something other than text (here gzip;
    /// git-crypt does the same) makes that file's blob unlintable: one error line naming it, the other staged files
    /// linted, exit 2 — the commit is blocked, since typelint cannot say what it holds.
    func testAStagedBlobThatIsNotTextIsThatFilesErrorAndTheOthersAreLinted() throws {
        try git("config", "filter.packed.clean", "gzip -cn")
        try git("config", "filter.packed.smudge", "gzip -dc")
        try write("Packed.swift filter=packed\n", to: ".gitattributes")
        try write("import SwiftUI\n" + Self.bad, to: "Packed.swift")
        try write(Self.bad, to: "Plain.swift")
        try git("add", ".")
        let result = try staged()
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("typelint: Packed.swift:1:2: not valid UTF-8 as staged (typelint lints the blob in the git "
                                              + "index, which a clean filter may have encoded); not linted\n"), result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("\(realPath(repo))/Plain.swift:1:"), result.stdout)
    }

    /// git is looked for in PATH's absolute folders only: an empty entry (`:/usr/bin`, left by `PATH="$EXTRA:$PATH"`) or a
    /// relative one is the folder typelint runs in, and a `git` the repository holds is never run, by `--staged` nor by
    /// `install-hook`.
    func testAGitTheRepositoryHoldsIsNeverRun() throws {
        let marker = try plantScript(named: "git")
        try write(Self.bad, to: "A.swift")
        try git("add", "A.swift")
        for path in [":/usr/bin:/bin", ".:/usr/bin:/bin", "bin/..:/usr/bin:/bin"] {
            let environment = ProcessInfo.processInfo.environment.merging(["PATH": path]) { $1 }
            let lint = try BinaryRunner.run(["--staged", "--quiet"], in: repo, environment: environment)
            XCTAssertEqual(lint.status, 1, "PATH=\(path): " + lint.stderr)
            XCTAssertTrue(lint.stdout.contains("A.swift:1:"), lint.stdout)
            let hook = try BinaryRunner.run(["install-hook"], in: repo, environment: environment)
            XCTAssertNotEqual(hook.status, 3, hook.stderr)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "the repository's own git was run")
    }

    /// Nor by the hook `install-hook` writes, which git runs in the work tree's top folder: it looks for `typelint` in
    /// PATH's absolute folders only, so a `typelint` the repository holds (at its top, in `node_modules/.bin`) is never run
    /// in its place. A hook an earlier version wrote is brought up to date without `--force`; one edited is not touched.
    func testTheHookNeverRunsATypelintTheRepositoryHolds() throws {
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("node_modules/.bin"), withIntermediateDirectories: true)
        let marker = try plantScript(named: "typelint")
        try FileManager.default.copyItem(at: repo.appendingPathComponent("typelint"), to: repo.appendingPathComponent("node_modules/.bin/typelint"))
        let hook = repo.appendingPathComponent(".git/hooks/pre-commit")
        let earlier = "#!/bin/sh\n# Installed by `typelint install-hook`: lints the staged Swift files as they are in the git index.\n"
            + "if command -v typelint >/dev/null 2>&1; then exec typelint --staged --strict --; fi\nexec '/opt/typelint' --staged --strict --\n"
        try FileManager.default.createDirectory(at: hook.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(earlier.utf8).write(to: hook)
        let installed = try BinaryRunner.run(["install-hook"], in: repo)
        XCTAssertEqual(installed.status, 0, installed.stderr)
        XCTAssertFalse(try String(contentsOf: hook, encoding: .utf8).contains("command -v"))
        try write(Self.bad, to: "A.swift")
        try git("add", "A.swift")
        for path in ["/usr/bin:/bin:", "/usr/bin::/bin", "node_modules/.bin:/usr/bin:/bin", ".:/usr/bin:/bin"] {
            let run = try BinaryRunner.run([hook.path], in: repo, environment: ["PATH": path, "HOME": repo.path],
                                           program: URL(fileURLWithPath: "/bin/sh"))
            XCTAssertEqual(run.status, 1, "PATH=\(path): " + run.stderr)
            XCTAssertTrue(run.stdout.contains("A.swift:1:"), run.stdout)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path), "the repository's own typelint was run")
        // Edited after it was installed: the team's, kept.
        try Data((earlier + "swiftlint\n").utf8).write(to: hook)
        XCTAssertEqual(try BinaryRunner.run(["install-hook"], in: repo).status, 2)
    }

    /// The configurations that govern staged files are the index's: one edited in the work tree and not staged decides
    /// nothing about the commit, one staged decides, in the repository's top level as in a subfolder.
    func testTheStagedConfigurationsGovernNotTheWorkTrees() throws {
        let off = #"{"rules": {"raw-font-size": "off", "min-font-size": "off"}}"#
        try write("{}", to: ".typelint.json")
        try write("{}", to: "App/.typelint.json")
        try write(Self.bad, to: "App/A.swift")
        try git("add", ".")
        // Turned off in the work tree only: the commit still holds the findings.
        try write(off, to: ".typelint.json")
        try write(off, to: "App/.typelint.json")
        XCTAssertEqual(try staged().status, 1)
        // Staged in the subfolder: its files pass, whatever the work tree says.
        try git("add", "App/.typelint.json")
        try write("{}", to: "App/.typelint.json")
        let passing = try staged()
        XCTAssertEqual(passing.status, 0, passing.stdout + passing.stderr)
        // A staged configuration that cannot be read is an error naming it, as one on disk is.
        try write("{", to: "App/.typelint.json")
        try git("add", "App/.typelint.json")
        try write(off, to: "App/.typelint.json")
        let broken = try staged()
        XCTAssertEqual(broken.status, 2, broken.stderr)
        XCTAssertTrue(broken.stderr.contains("App/.typelint.json"), broken.stderr)
    }

    /// A configuration committed as a symbolic link (a monorepo's shared one, linked into each app) governs the staged
    /// files as it governs a plain run: the index holds only the name it points to, so the file it reaches is read.
    func testASymlinkedConfigurationGovernsTheStagedFiles() throws {
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("App"), withIntermediateDirectories: true)
        try write(#"{"rules": {"raw-font-size": "off", "min-font-size": "off"}}"#, to: "shared/typelint.json")
        try FileManager.default.createSymbolicLink(atPath: repo.appendingPathComponent("App/.typelint.json").path,
                                                   withDestinationPath: "../shared/typelint.json")
        try write(Self.bad, to: "App/A.swift")
        try git("add", ".")
        let plain = try BinaryRunner.run(["--strict", "--quiet", "App"], in: repo)
        XCTAssertEqual(plain.status, 0, plain.stdout + plain.stderr)
        let committed = try staged()
        XCTAssertEqual(committed.status, 0, committed.stdout + committed.stderr)
    }

    /// Nor by a fetch: in a partial clone, a staged blob not yet fetched would be fetched when typelint reads it, through
    /// the upload program (or SSH command, or `ext::` URL) the repository's configuration names. typelint allows git no
    /// transport; the blob it cannot read is that file's error.
    func testABlobAPartialCloneLacksIsNotFetchedThroughTheRepositorysProgram() throws {
        try write(Self.good, to: "A.swift")
        try git("add", "A.swift")
        try git("commit", "-qm", "first")
        try write(Self.bad, to: "A.swift")
        try git("add", "A.swift")
        let blob = try XCTUnwrap(String(data: try gitOutput("rev-parse", ":A.swift"), encoding: .utf8)?
            .trimmingCharacters(in: .whitespacesAndNewlines))
        try FileManager.default.removeItem(at: repo.appendingPathComponent(".git/objects/\(blob.prefix(2))/\(blob.dropFirst(2))"))
        let marker = try plantScript(named: "upload.sh")
        try git("config", "core.repositoryformatversion", "1")
        try git("config", "extensions.partialClone", "origin")
        try git("config", "remote.origin.promisor", "true")
        try git("config", "remote.origin.url", repo.path)
        try git("config", "remote.origin.uploadpack", repo.appendingPathComponent("upload.sh").path)
        let result = try staged()
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("A.swift"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path),
                       (try? String(contentsOf: marker, encoding: .utf8)) ?? "")
    }

    /// A program the repository's configuration names is never run by the questions `--staged` asks git: not the
    /// file-system monitor `git diff --cached` would consult, not an external diff or a text conversion.
    func testAProgramTheRepositorysConfigurationNamesIsNeverRun() throws {
        let marker = try plantScript(named: "hook.sh")
        let program = repo.appendingPathComponent("hook.sh")
        try write("*.swift diff=swift\n", to: ".gitattributes")
        try write(Self.bad, to: "A.swift")
        try git("add", "A.swift", ".gitattributes")
        // Set after staging: the test's own git would consult the monitor.
        try git("config", "core.fsmonitor", program.path)
        try git("config", "diff.external", program.path)
        try git("config", "diff.swift.textconv", program.path)
        let result = try staged()
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: marker.path),
                       (try? String(contentsOf: marker, encoding: .utf8)) ?? "")
    }

    /// A staged file is bounded as a file on disk is: one over the limit is an error line, not a costly lint.
    /// What git writes is read up to what the question's answer can hold: a `git` that writes without end is an error,
    /// not a run that fills memory; one that exits without reading what it is sent does not take typelint down.
    func testAGitThatWritesWithoutEndOrReadsNothingIsAnError() throws {
        let bin = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: bin) }
        let fake = bin.appendingPathComponent("git")
        func install(_ script: String) throws {
            try Data(script.utf8).write(to: fake)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
        }
        let environment = ProcessInfo.processInfo.environment.merging(["PATH": bin.path + ":/usr/bin:/bin"]) { $1 }
        // The staged files' list, without end.
        try install("#!/bin/sh\ncase \"$*\" in *rev-parse*) echo \(repo.path) ;; *) exec yes ':100644 100644 0 1 M' ;; esac\n")
        let endless = try BinaryRunner.run(["--staged", "--quiet"], in: repo, environment: environment, timeLimit: 120)
        XCTAssertEqual(endless.status, 2, endless.stderr)
        XCTAssertTrue(endless.stderr.contains("git diff --cached failed (it wrote more than the"), endless.stderr)
        // Two thousand staged files, then a `cat-file` that reads none of the names it is sent and exits.
        let list = (0..<2_000).map { ":100644 100644 0 \(String(repeating: "a", count: 40)) M\\0F\($0).swift\\0" }.joined()
        try install("#!/bin/sh\ncase \"$*\" in *rev-parse*) echo \(repo.path) ;; *diff*) printf '\(list)' ;; *) exit 0 ;; esac\n")
        let deaf = try BinaryRunner.run(["--staged", "--quiet"], in: repo, environment: environment, timeLimit: 120)
        XCTAssertEqual(deaf.status, 2, deaf.stderr)
        XCTAssertTrue(deaf.stderr.contains("git cat-file"), deaf.stderr)
    }

    func testAStagedFileOverTheLimitIsNotLinted() throws {
        try write(String(repeating: "let f = Font.system(size: 9)\n", count: 200_000), to: "Huge.swift")  // 5.6 MB
        try write(Self.bad, to: "Small.swift")
        try git("add", ".")
        let result = try staged()
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "typelint: Huge.swift: 5.5 MB, over the 4 MB a file may be; not linted\n")
        XCTAssertTrue(result.stdout.contains("/Small.swift:1:"), result.stdout)
    }

    /// A submodule named like a Swift file, an unmerged file: neither aborts the run.
    func testSubmodulesAreSkippedAndUnmergedFilesNamed() throws {
        try write(Self.bad, to: "A.swift")
        try git("add", "A.swift")
        try git("update-index", "--add", "--cacheinfo", "160000,0123456789abcdef0123456789abcdef01234567,Vendor.swift")
        var result = try staged()
        XCTAssertEqual(result.status, 1, result.stderr)  // A.swift's finding, and no error about the submodule
        XCTAssertTrue(result.stdout.contains("A.swift:1:"), result.stdout)
        XCTAssertFalse(result.stderr.contains("Vendor.swift"), result.stderr)

        try git("rm", "-q", "--cached", "Vendor.swift")
        try write(Self.good, to: "C.swift")
        try git("add", ".")
        try git("commit", "-q", "-m", "base")
        try git("checkout", "-q", "-b", "other")
        try write("let f = Font.title\n", to: "C.swift")
        try git("commit", "-q", "-am", "other")
        try git("checkout", "-q", "-")
        try write("let f = Font.headline\n", to: "C.swift")
        try git("commit", "-q", "-am", "mine")
        XCTAssertNotEqual(try git("merge", "-q", "other"), 0)  // a conflict: C.swift is unmerged
        result = try staged()
        XCTAssertTrue(result.stderr.contains("typelint: C.swift: unmerged, not linted"), result.stderr)
    }

    /// A hooks folder named through a link and `..` (`core.hooksPath = tools/../hooks`, `tools` a link) is where git
    /// resolves it, beside the link's target, not beside the link.
    func testInstallHookFindsTheHooksFolderAsGitDoes() throws {
        let shared = repo.appendingPathComponent("shared/tools/bin")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: repo.appendingPathComponent("tools").path, withDestinationPath: "shared/tools/bin")
        XCTAssertEqual(try git("config", "core.hooksPath", "tools/../hooks"), 0)
        let result = try BinaryRunner.run(["install-hook"], in: repo)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: repo.appendingPathComponent("shared/tools/hooks/pre-commit").path), result.stdout)
        XCTAssertFalse(FileManager.default.fileExists(atPath: repo.appendingPathComponent("hooks/pre-commit").path))
    }

    /// A hooks folder that is not there is made inside the repository, not where `core.hooksPath` names outside it.
    func testInstallHookMakesNoFolderOutsideTheRepository() throws {
        let outside = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        XCTAssertEqual(try git("config", "core.hooksPath", outside.path + "/deep/hooks"), 0)
        let refused = try BinaryRunner.run(["install-hook"], in: repo)
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.hasSuffix("deep/hooks: the hooks folder git names (core.hooksPath) does not exist; create it, "
            + "or unset core.hooksPath\n"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: outside.appendingPathComponent("deep").path))
        XCTAssertEqual(try git("config", "core.hooksPath", ".githooks"), 0)
        let inside = try BinaryRunner.run(["install-hook"], in: repo)
        XCTAssertEqual(inside.status, 0, inside.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: repo.appendingPathComponent(".githooks/pre-commit").path))
    }

    /// A hook already in place but not executable (copied without its mode), which git would skip, is made executable.
    func testInstallHookMakesAnExistingHookExecutable() throws {
        XCTAssertEqual(try BinaryRunner.run(["install-hook"], in: repo).status, 0)
        let hook = repo.appendingPathComponent(".git/hooks/pre-commit").path
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: hook)
        let result = try BinaryRunner.run(["install-hook"], in: repo)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.hasSuffix("runs typelint --staged; made it executable (git skips a hook it cannot run)\n"), result.stdout)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: hook)[.posixPermissions] as? Int, 0o755)
    }

    /// `install-hook --force` onto a folder says so in one line.
    func testInstallHookOntoAFolderIsOneLine() throws {
        try FileManager.default.createDirectory(at: repo.appendingPathComponent(".git/hooks/pre-commit"), withIntermediateDirectories: true)
        let result = try BinaryRunner.run(["install-hook", "--force"], in: repo)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasSuffix("pre-commit: is a folder, not a hook; remove it first\n"), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
    }

    func testOnlyTheIndexCounts() throws {
        try write(Self.good, to: "Sources/A.swift")
        try git("add", ".")
        try write(Self.bad, to: "Sources/A.swift")  // unstaged violation
        XCTAssertEqual(try staged().status, 0)

        try git("add", ".")
        try write(Self.good, to: "Sources/A.swift")  // staged violation, work tree fixed afterwards
        let result = try staged()
        XCTAssertEqual(result.status, 1)
        let path = repo.resolvingSymlinksInPath().appendingPathComponent("Sources/A.swift").path
        XCTAssertTrue(result.stdout.hasPrefix(path + ":1:13: error:"), result.stdout)
        XCTAssertEqual(try String(contentsOf: repo.appendingPathComponent("Sources/A.swift"), encoding: .utf8), Self.good)
    }

    func testFromASubdirectoryWithRepositoryPaths() throws {
        try write(Self.bad, to: "Feature/Views/V.swift")
        try git("add", ".")
        let result = try BinaryRunner.run(["--staged", "--relative-paths", "--quiet"],
                                          in: repo.appendingPathComponent("Feature"))
        XCTAssertTrue(result.stdout.hasPrefix("Feature/Views/V.swift:1:13:"), result.stdout)
    }

    func testRenamedFileUnderItsNewNameAndDeletedFileIgnored() throws {
        try write(Self.bad, to: "Old.swift")
        try write(Self.bad, to: "Gone.swift")
        try git("add", ".")
        try git("commit", "-q", "-m", "start", "--no-verify")
        try git("mv", "Old.swift", "New.swift")
        try git("rm", "-q", "Gone.swift")
        let result = try BinaryRunner.run(["--staged", "--relative-paths", "--quiet"], in: repo)
        let paths = Set(result.stdout.split(separator: "\n").map { $0.prefix { $0 != ":" } })
        XCTAssertEqual(paths, ["New.swift"])
    }

    func testNothingStagedAndNotARepository() throws {
        XCTAssertEqual(try staged().status, 0)
        let outside = try makeScratchDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        let result = try BinaryRunner.run(["--staged"], in: outside)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("typelint: --staged needs a git repository"), result.stderr)
    }

    /// A hook that is a link to a script not written yet (a shared hooks folder, set up before the script) is someone's
    /// hook: kept without `--force`.
    func testALinkedHookIsKeptEvenWhenItsTargetIsMissing() throws {
        let hooks = repo.appendingPathComponent(".git/hooks")
        try FileManager.default.createDirectory(at: hooks, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: hooks.appendingPathComponent("pre-commit").path,
                                                   withDestinationPath: "../../tools/hooks/pre-commit")
        let result = try BinaryRunner.run(["install-hook"], in: repo)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("a different pre-commit hook exists"), result.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: hooks.appendingPathComponent("pre-commit").path),
                       "../../tools/hooks/pre-commit")
    }

    func testInstalledHookBlocksACommitWithAStagedViolation() throws {
        var result = try BinaryRunner.run(["install-hook"], in: repo)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try BinaryRunner.run(["install-hook"], in: repo).status, 0)  // idempotent
        try write(Self.bad, to: "A.swift")
        try git("add", ".")
        XCTAssertNotEqual(try git("commit", "-q", "-m", "bad"), 0)
        try write(Self.good, to: "A.swift")
        try git("add", ".")
        XCTAssertEqual(try git("commit", "-q", "-m", "good"), 0)
        // Staged names that read as options are files: their findings block, and the file they name is untouched.
        for name in ["--output=A.swift", "--exclude=*.swift"] {
            try write(Self.bad, to: name)
            try git("add", "--", name)
            XCTAssertNotEqual(try git("commit", "-q", "-m", name), 0, name)
            try git("rm", "-q", "--cached", "--", name)
        }
        XCTAssertEqual(try String(contentsOf: repo.appendingPathComponent("A.swift"), encoding: .utf8), Self.good)

        let hook = repo.appendingPathComponent(".git/hooks/pre-commit")
        try Data("#!/bin/sh\necho mine\n".utf8).write(to: hook)
        result = try BinaryRunner.run(["install-hook"], in: repo)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("a different pre-commit hook exists"), result.stderr)
        XCTAssertEqual(try String(contentsOf: hook, encoding: .utf8), "#!/bin/sh\necho mine\n")
        XCTAssertEqual(try BinaryRunner.run(["install-hook", "--force"], in: repo).status, 0)
        XCTAssertTrue(try String(contentsOf: hook, encoding: .utf8).contains("--staged"))
    }

    func testStdinPathFindsTheConfigurationOfThatPath() throws {
        try write(#"{"rules": {"min-font-size": "off"}}"#, to: "App/.typelint.json")
        let result = try BinaryRunner.run(["--stdin-path", "App/Unsaved.swift", "--relative-paths", "--quiet"],
                                          stdin: Data(Self.bad.utf8), in: repo)
        XCTAssertEqual(result.status, 1)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines[0].hasPrefix("App/Unsaved.swift:1:13:") && lines[0].hasSuffix("[raw-font-size]"), String(lines[0]))
        XCTAssertEqual(try BinaryRunner.run(["--stdin-path", "A.swift", "B.swift"], in: repo).status, 2)
        // A name of no source's language would be read as nothing, and pass.
        let text = try BinaryRunner.run(["--stdin-path", "notes.txt"], stdin: Data("let f = Font.system(size: 9)\n".utf8), in: repo)
        XCTAssertEqual(text.status, 2, text.stderr)
        XCTAssertEqual(text.stderr, "typelint: --stdin-path 'notes.txt' is not a Swift or Objective-C file's name (.swift, .m, .mm, .h)\n")
    }

    /// A file's findings do not depend on which other files of its module the command line names:
    /// every Swift fixture linted alone, read from stdin, and staged alone or with the rest (the staged version of
    /// staged files, the work tree for the others) gives what the whole-folder run gives for it.
    func testAFilesFindingsAreTheSameWholeAloneFromStdinAndStaged() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(names.count, 10)
        var sources: [String: String] = [:]
        for name in names {
            sources[name] = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
            try write(sources[name]!, to: "Screens/\(name)")
        }
        func findings(_ arguments: [String], stdin: Data? = nil) throws -> [String] {
            let result = try BinaryRunner.run(arguments + ["--relative-paths", "--quiet"], stdin: stdin, in: repo)
            let lines = result.stdout.split(separator: "\n").map(String.init)
            XCTAssertEqual(result.status, lines.isEmpty ? 0 : 1, "\(arguments): \(result.stderr)")
            return lines
        }
        let whole = try findings(["Screens"])
        let perFile = Dictionary(grouping: whole) { String($0.prefix { $0 != ":" }) }
        // Findings in most files, and some that only the other files' declarations explain.
        XCTAssertGreaterThan(perFile.count, 10)
        for name in names {
            let path = "Screens/\(name)"
            let expected = perFile[path] ?? []
            XCTAssertEqual(try findings([path]), expected, "\(path) alone")
            XCTAssertEqual(try findings(["--stdin-path", path], stdin: Data(sources[name]!.utf8)), expected, "\(path) from stdin")
            try git("add", path)
            XCTAssertEqual(try findings(["--staged"]), expected, "\(path) staged alone")
            try git("reset", "-q")
        }
        // All staged, then the work tree emptied: the staged versions are what count.
        try git("add", ".")
        for name in names { try write("", to: "Screens/\(name)") }
        XCTAssertEqual(try findings(["--staged"]), whole, "all staged")
    }
}

