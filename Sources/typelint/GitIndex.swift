import Foundation

/// The staged Swift files of the repository around the current directory, read from the git index
/// (not the work tree) with three git processes in all, whatever the number of files.
enum GitIndex {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct StagedFile {
        /// Path relative to the repository's top level, as git names it.
        let path: String
        let bytes: [UInt8]
    }

    /// The repository's top level and its staged (added, copied, modified, renamed) Swift and Objective-C files.
    static func stagedSourceFiles() throws -> (topLevel: String, files: [StagedFile]) {
        let topLevel = try git(["rev-parse", "--show-toplevel"], failure: "--staged needs a git repository (not one here)")
        let root = String(decoding: topLevel, as: UTF8.self).trimmingCharacters(in: .newlines)
        // `:old-mode new-mode old-blob new-blob status\0path\0` per file (renames and copies add a second path).
        let raw = try git(["-C", root, "diff", "--cached", "--raw", "-z", "--no-renames", "--diff-filter=ACMR", "--no-abbrev"],
                          failure: "git diff --cached failed")
        var staged: [(path: String, blob: String)] = []
        let fields = raw.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var index = 0
        while index + 1 < fields.count {
            let header = fields[index].split(separator: " ")
            let path = fields[index + 1]
            index += 2
            guard header.count >= 5, FileWalker.isSource(path) else { continue }
            staged.append((path, String(header[3])))
        }
        guard !staged.isEmpty else { return (root, []) }
        let request = Data(staged.map { $0.blob + "\n" }.joined().utf8)
        let contents = try git(["-C", root, "cat-file", "--batch"], input: request, failure: "git cat-file failed")
        return (root, try split(contents, into: staged))
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

    /// Runs git and returns its stdout, or throws `failure` (with git's own first line) if it fails.
    static func git(_ arguments: [String], input: Data? = nil, failure: String) throws -> Data {
        let output: Subprocess.Output
        do {
            output = try Subprocess.run(["git"] + arguments, input: input)
        } catch {
            throw Failure(description: "\(error)")
        }
        guard output.status == 0 else {
            let detail = String(decoding: output.stderr, as: UTF8.self).split(separator: "\n").first.map { " (\($0))" } ?? ""
            throw Failure(description: failure + detail)
        }
        return output.stdout
    }
}
