import Foundation
import TypeLintDriver
import TypeLintReporters
import TypeLintSyntax

/// `typelint install-hook [--force]`: writes the repository's `pre-commit` hook to run
/// `typelint --staged`; a different existing hook is kept unless `--force`.
enum InstallHookCommand {
    static func run(_ argumentList: [String]) -> Int32 {
        do {
            let arguments = try Arguments(argumentList, options: [.init(name: "--force", takesValue: false, help: "")])
            guard arguments.positional.isEmpty else { throw Arguments.UsageError(description: "usage: typelint install-hook [--force]") }
            // `--git-path` honours core.hooksPath and worktrees.
            let hooksPath = String(decoding: try GitIndex.git(["rev-parse", "--git-path", "hooks"],
                                                              failure: "install-hook needs a git repository (not one here)"),
                                   as: UTF8.self).trimmingCharacters(in: .newlines)
            // Resolved as the kernel resolves it, as git does: `tools/../hooks` with `tools` a link is the link target's sibling.
            let given = hooksPath.hasPrefix("/") ? hooksPath : FileManager.default.currentDirectoryPath + "/" + hooksPath
            let hooks = URL(fileURLWithPath: FileIO.canonical(given))
            let hook = hooks.appendingPathComponent("pre-commit")
            let script = hookScript()
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: hook.path, isDirectory: &isFolder), isFolder.boolValue {
                writeError("typelint: \(hook.path): is a folder, not a hook; remove it first")
                return ExitStatus.usage
            }
            switch FileIO.readFile(hook.path) {
            case .success(let existing) where existing == Array(script.utf8):
                // git runs a hook only if it may execute it: one copied without its mode is made executable again.
                guard access(hook.path, X_OK) == 0 else {
                    guard chmod(hook.path, 0o755) == 0 else {
                        writeError("typelint: \(hook.path): cannot make the hook executable (\(FileIO.describe(errno)))")
                        return ExitStatus.usage
                    }
                    print(Escaping.line("typelint: \(hook.path) runs typelint --staged; made it executable (git skips a hook it cannot run)"))
                    return ExitStatus.clean
                }
                print(Escaping.line("typelint: \(hook.path) already runs typelint --staged"))
                return ExitStatus.clean
            case .failure(.system(ENOENT)) where !isLink(hook.path):
                // Nothing there; a link to a hook not yet written (a shared hooks folder) is someone's hook all the same.
                break
            case .success(let existing) where isEarlierScript(existing) && !isLink(hook.path):
                // What an earlier version wrote, unedited: replaced by this one's script.
                break
            default:
                // Anything else there (another hook, or one that cannot be read) is the user's until they say otherwise.
                guard arguments.flags.contains("--force") else {
                    writeError("typelint: \(hook.path): a different pre-commit hook exists; rerun with --force to replace it")
                    return ExitStatus.usage
                }
            }
            // A hooks folder that is not there is made inside the repository (a clone without `.git/hooks`, a `.githooks`
            // the team's setup names); one `core.hooksPath` names elsewhere is not, as git makes none.
            if !FileManager.default.fileExists(atPath: hooks.path) {
                let places = try ["--show-toplevel", "--git-common-dir"].map { option in
                    let place = String(decoding: try GitIndex.git(["rev-parse", option], failure: "install-hook needs a git repository"),
                                       as: UTF8.self).trimmingCharacters(in: .newlines)
                    return FileIO.canonical(place.hasPrefix("/") ? place : FileManager.default.currentDirectoryPath + "/" + place)
                }
                guard places.contains(where: { hooks.path.hasPrefix($0 + "/") }) else {
                    writeError("typelint: \(hooks.path): the hooks folder git names (core.hooksPath) does not exist; create it, "
                        + "or unset core.hooksPath")
                    return ExitStatus.usage
                }
            }
            do {
                try FileManager.default.createDirectory(at: hooks, withIntermediateDirectories: true)
                try Data(script.utf8).write(to: hook, options: .atomic)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
            } catch {
                writeError("typelint: \(hook.path): cannot write the hook (\(error.localizedDescription))")
                return ExitStatus.usage
            }
            print(Escaping.line("typelint: installed \(hook.path)"))
            return ExitStatus.clean
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
    }

    /// Whether `path` is a symbolic link, whatever it points to.
    static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    /// Prefers the `typelint` on PATH (kept up to date by the user), else this very binary. Only PATH's absolute folders
    /// are searched: git runs the hook in the work tree's top folder, so an empty entry (`PATH=…:`) or a relative one
    /// (`node_modules/.bin`) would run a `typelint` the repository holds, as it would a `git` (see `GitIndex`). The staged
    /// files' names come from the git index, never from the command line; `--` ends the options all the same, so that
    /// nothing a wrapper appends is read as one.
    static func hookScript() -> String {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        return """
            #!/bin/sh
            \(marker)
            # typelint is looked for in PATH's absolute folders only: an empty or relative entry is the repository's own.
            set -f
            IFS=:
            for folder in $PATH; do
                case $folder in
                /*) if [ -f "$folder/typelint" ] && [ -x "$folder/typelint" ]; then exec "$folder/typelint" --staged --strict --; fi ;;
                esac
            done
            exec '\(executable.replacingOccurrences(of: "'", with: "'\\''"))' --staged --strict --

            """
    }

    static let marker = "# Installed by `typelint install-hook`: lints the staged Swift files as they are in the git index."

    /// Whether a hook is the script earlier versions wrote, as they wrote it (any binary's path): it is brought up to date
    /// without `--force`. A hook someone edited is theirs.
    static func isEarlierScript(_ bytes: [UInt8]) -> Bool {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count == 5 && lines[0] == "#!/bin/sh" && lines[1] == marker
            && lines[2] == "if command -v typelint >/dev/null 2>&1; then exec typelint --staged --strict --; fi"
            && lines[3].hasPrefix("exec '") && lines[3].hasSuffix("' --staged --strict --") && lines[4].isEmpty
    }
}
