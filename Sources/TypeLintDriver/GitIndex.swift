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
    static func stagedSourceFiles(in folder: String) throws -> (topLevel: String, files: [StagedFile], notices: [String], errors: [String]) {
        let topLevel = try git(["-C", folder, "rev-parse", "--show-toplevel"], failure: "--staged needs a git repository (not one here)")
        let root = String(decoding: topLevel, as: UTF8.self).trimmingCharacters(in: .newlines)
        // `:old-mode new-mode old-blob new-blob status\0path\0` per file (renames and copies add a second path).
        let raw = try git(["-C", root, "diff", "--cached", "--raw", "-z", "--no-renames", "--diff-filter=ACMRU", "--no-abbrev",
                                  "--no-ext-diff", "--no-textconv"],
                          failure: "git diff --cached failed")
        var staged: [(path: String, blob: String)] = []
        var notices: [String] = []
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
        var errors: [String] = []
        // The sizes first: a blob over the limit is that file's error and is never read (git would hand over all of it).
        let sizes = try git(["-C", root, "cat-file", "--batch-check=%(objectsize)"], input: Data(staged.map { $0.blob + "\n" }.joined().utf8),
                            failure: "git cat-file failed").split(separator: 0x0A).map { Int(String(decoding: $0, as: UTF8.self)) }
        guard sizes.count == staged.count else { throw Failure(description: "git cat-file: unexpected output") }
        staged = zip(staged, sizes).filter { file, size in
            guard let size, size > FileIO.maxFileBytes else { return true }
            errors.append("\(file.path): \(FileIO.ReadError.tooLarge(size: size, limit: FileIO.maxFileBytes)); not linted")
            return false
        }.map(\.0)
        guard !staged.isEmpty else { return (root, [], notices, errors) }
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
                errors.append("\(file.path):\(location.line):\(location.column): not valid UTF-8 as staged (typelint lints the blob in "
                    + "the git index, which a clean filter may have encoded); not linted")
            } else {
                files.append(file)
            }
        }
        return (root, files, notices, errors)
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

    /// Runs git and returns its stdout, or throws `failure` (with git's own first line) if it fails or writes more than
    /// `limit` bytes.
    public static func git(_ arguments: [String], input: Data? = nil, failure: String, limit: Int = largestAnswer) throws -> Data {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(["git"] + safety + arguments, input: input, limit: limit)
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
