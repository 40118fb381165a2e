import Foundation
import TypeLintSyntax

/// The staged Swift files of the repository around the current directory, read from the git index
/// (not the work tree) with four git processes in all, whatever the number of files.
public enum GitIndex {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    struct StagedFile {
        /// Path relative to the repository's top level, as git names it.
        let path: String
        let bytes: [UInt8]
    }

    /// The top level of the repository around `folder`, its staged (added, copied, modified, renamed) Swift and Objective-C files,
    /// notices of what was left out (an unmerged file: which version would be linted?), and the errors of staged files
    /// that cannot be linted.
    static func stagedSourceFiles(in folder: String) throws
        -> (topLevel: String, files: [StagedFile], configurations: StagedConfigurations, notices: [Problem], errors: [Problem]) {
        let topLevel = try git(["-C", folder, "rev-parse", "--show-toplevel"], failure: "--staged needs a git repository (not one here)")
        let root = String(decoding: topLevel, as: UTF8.self).trimmingCharacters(in: .newlines)
        // `:old-mode new-mode old-blob new-blob status\0path\0` per file (renames and copies add a second path).
        let raw = try git(["-C", root, "diff", "--cached", "--raw", "-z", "--no-renames", "--diff-filter=ACMRU", "--no-abbrev",
                                  "--no-ext-diff", "--no-textconv"],
                          failure: "git diff --cached failed")
        var staged: [(path: String, blob: String)] = []
        var notices: [Problem] = []
        let fields = [UInt8](raw).split(separator: 0, omittingEmptySubsequences: false)
        var index = 0
        while index + 1 < fields.count {
            let header = String(decoding: fields[index], as: UTF8.self).split(separator: " ")
            let path = FileWalker.escapedPath(fields[index + 1])
            index += 2
            guard header.count >= 5, FileWalker.isSource(path) else { continue }
            if header[4].hasPrefix("U") {
                notices.append("\(path): unmerged, not linted (resolve the conflict and stage it)")
                continue
            }
            // Only files: a submodule (mode 160000) or a symbolic link (120000) named `X.swift` has no text here.
            guard header[1] == "100644" || header[1] == "100755" else { continue }
            staged.append((path, String(header[3])))
        }
        var errors: [Problem] = []
        let configurations = try stagedConfigurations(in: root, errors: &errors)
        // The sizes first: a blob over the limit is that file's error and is never read (git would hand over all of it).
        let sizes = try git(["-C", root, "cat-file", "--batch-check=%(objectsize)"], input: Data(staged.map { $0.blob + "\n" }.joined().utf8),
                            failure: "git cat-file failed").split(separator: 0x0A).map { Int(String(decoding: $0, as: UTF8.self)) }
        guard sizes.count == staged.count else { throw Failure(description: "git cat-file: unexpected output") }
        staged = zip(staged, sizes).filter { file, size in
            guard let size, size > FileIO.maxFileBytes else { return true }
            errors.append("\(file.path): \(FileIO.ReadError.tooLarge(size: size, limit: FileIO.maxFileBytes)); not linted")
            return false
        }.map(\.0)
        guard !staged.isEmpty else { return (root, [], configurations, notices, errors) }
        let request = Data(staged.map { $0.blob + "\n" }.joined().utf8)
        // Each blob's bytes, its header line and a line break: no more is read of what git says.
        let expected = zip(staged, sizes).reduce(0) { $0 + ($1.1 ?? 0) + $1.0.blob.utf8.count + 32 }
        let contents = try git(["-C", root, "cat-file", "--batch"], input: request, failure: "git cat-file failed", limit: expected)
        // What is linted is the blob the commit will hold, whatever the work tree says. A clean filter (git-crypt, a
        // compressing one) can store a blob that is not text: it is that file's error, and the commit is blocked with it,
        // since typelint cannot say what the commit holds.
        var files: [StagedFile] = []
        for file in try split(contents, into: staged) {
            if let offset = SourceFile.firstInvalidUTF8Offset(in: file.bytes) {
                let location = SourceFile(path: file.path, bytes: file.bytes).location(of: offset)
                errors.append(Problem(file: file.path, at: .init(line: location.line, column: location.column), "not valid UTF-8 as staged (typelint "
                    + "lints the blob in the git index, which a clean filter may have encoded); not linted"))
            } else {
                files.append(file)
            }
        }
        return (root, files, configurations, notices, errors)
    }

    /// Every configuration (`.typelint.json`) the index holds, by its path relative to the top level, as the commit will
    /// hold it: a configuration changed in the work tree and not staged does not govern what is committed. One over the
    /// limit is an error, its folder then governed by none.
    private static func stagedConfigurations(in root: String, errors: inout [Problem]) throws -> StagedConfigurations {
        let name = ConfigurationFinder.fileName
        let listed = try git(["-C", root, "ls-files", "-s", "-z", "--", ":(glob)**/" + name], failure: "git ls-files failed")
        // `mode blob stage\tpath\0` per entry: a regular file's blob is read; a symbolic link's (a monorepo's shared
        // configuration linked into each app) is the name it points to, and the file it reaches is read from the work tree.
        var entries: [(path: String, blob: String)] = []
        var found = StagedConfigurations()
        for entry in [UInt8](listed).split(separator: 0) {
            guard let tab = entry.firstIndex(of: 0x09) else { continue }
            let header = String(decoding: entry[..<tab], as: UTF8.self).split(separator: " ")
            guard header.count == 3, header[2] == "0" else { continue }
            if header[0] == "120000" { found.links.insert(FileWalker.escapedPath(entry[(tab + 1)...])) }
            guard header[0] == "100644" || header[0] == "100755" else { continue }
            entries.append((FileWalker.escapedPath(entry[(tab + 1)...]), String(header[1])))
        }
        guard !entries.isEmpty else { return found }
        let request = Data(entries.map { $0.blob + "\n" }.joined().utf8)
        let sizes = try git(["-C", root, "cat-file", "--batch-check=%(objectsize)"], input: request, failure: "git cat-file failed")
            .split(separator: 0x0A).map { Int(String(decoding: $0, as: UTF8.self)) ?? Int.max }
        guard sizes.count == entries.count else { throw Failure(description: "git cat-file: unexpected output") }
        let kept = zip(entries, sizes).filter { entry, size in
            guard size > FileIO.maxFileBytes else { return true }
            errors.append("\(entry.path): \(FileIO.ReadError.tooLarge(size: size, limit: FileIO.maxFileBytes)); its folder has no configuration")
            return false
        }.map(\.0)
        guard !kept.isEmpty else { return found }
        let expected = zip(entries, sizes).reduce(0) { $0 + min($1.1, FileIO.maxFileBytes) + $1.0.blob.utf8.count + 32 }
        let contents = try git(["-C", root, "cat-file", "--batch"], input: Data(kept.map { $0.blob + "\n" }.joined().utf8),
                               failure: "git cat-file failed", limit: expected)
        found.files = Dictionary(try split(contents, into: kept).map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        return found
    }

    /// `git cat-file --batch` output: `<sha> blob <size>\n<bytes>\n` per request, in order.
    private static func split(_ output: Data, into staged: [(path: String, blob: String)]) throws -> [StagedFile] {
        let bytes = [UInt8](output)
        var files: [StagedFile] = []
        var position = 0
        for entry in staged {
            guard let newline = bytes[position...].firstIndex(of: 0x0A) else { throw Failure(description: "git cat-file: short output") }
            let header = String(decoding: bytes[position..<newline], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let size = Int(header[2]), newline + 1 + size <= bytes.count else {
                throw Failure(description: "git cat-file: unexpected output for \(entry.path)")
            }
            files.append(StagedFile(path: entry.path, bytes: Array(bytes[newline + 1..<newline + 1 + size])))
            position = newline + 1 + size + 1
        }
        return files
    }

    /// The most read of what git writes for a question whose answer's size is not known first (the staged files, the
    /// repository's root): a list of a million staged paths.
    public static let largestAnswer = 256 << 20

    /// What keeps git from running a program a repository's configuration names while it answers: the file-system
    /// monitor (`core.fsmonitor`, which `diff --cached` consults to refresh the index) and a pager. A cloned repository's
    /// configuration is the attacker's to write; typelint's questions need neither.
    static let safety = ["--no-pager", "-c", "core.fsmonitor=false"]

    /// The same for git's transports: a blob a partial clone has not fetched yet would be fetched on the spot, through
    /// the upload program, SSH command or `ext::` URL the repository's configuration names. No transport is allowed (the
    /// one listed does not exist), over any configuration, and git 2.44 and later do not try; the missing blob is then
    /// the error for that file it already is.
    static let transportSafety = ["GIT_ALLOW_PROTOCOL": "none", "GIT_NO_LAZY_FETCH": "1"]

    /// Runs git and returns its stdout, or throws `failure` (with git's own first line) if it fails or writes more than
    /// `limit` bytes.
    public static func git(_ arguments: [String], input: Data? = nil, failure: String, limit: Int = largestAnswer) throws -> Data {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(["git"] + safety + arguments, input: input, limit: limit, setting: transportSafety)
        } catch {
            throw Failure(description: "\(error)")
        }
        guard !output.overran else { throw Failure(description: failure + " (it wrote more than the \(limit) bytes expected)") }
        guard output.status == 0 else {
            let detail = String(decoding: output.stderr, as: UTF8.self).split(separator: "\n").first.map { " (\($0))" } ?? ""
            throw Failure(description: failure + detail)
        }
        return output.stdout
    }
}
