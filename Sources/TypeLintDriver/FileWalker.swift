import Dispatch
import Foundation
import TypeLintSyntax

/// Finds the Swift and Objective-C files under the given paths, on all cores: reading a folder is a task
/// that adds its subfolders as tasks of their own and hands its files on in small batches, so reading and
/// linting files starts while the walk goes on. Never into `.build`, `.git` or other hidden folders, never
/// through symbolic links; files named on the command line are taken as given.
public enum FileWalker {
    /// Swift, and Objective-C.
    static func isSource(_ path: String) -> Bool { SourceLanguage(path: path) != nil }

    /// Bundles that hold no code to lint: asset catalogs, localisations, Xcode projects and workspaces,
    /// Core Data models, prebuilt frameworks. (An iOS app's folders are mostly these.)
    static let skippedDirectorySuffixes = [".xcassets", ".lproj", ".xcodeproj", ".xcworkspace", ".xcdatamodeld",
                                           ".framework", ".xcframework", ".bundle"]

    static let skippedDirectories: Set<String> = [".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage"]

    /// Files handed on together: all from one folder.
    static let batchSize = 16

    /// A source file to lint.
    struct File: Sendable {
        /// As the user would read it: `Fixtures/A.swift` for the argument `Fixtures`.
        let displayPath: String
        let root: Root
        /// The bytes, when they do not come from the file on disk (the git index, stdin).
        var provided: [UInt8]?
        /// Whether its path is not UTF-8, so that `absolutePath` (escaped, `caf\xE9.swift`) names another file or none:
        /// it was read by its bytes, and is never written.
        var isNamedInBytes = false

        /// Worked out when asked, so that each file found holds one path, not two.
        var absolutePath: String { root.absolute + displayPath.dropFirst(root.display.count) }
        /// The path as the kernel resolves it, when a link in the named path makes it another; nil otherwise.
        var resolvedPath: String? { root.resolved.map { $0 + displayPath.dropFirst(root.display.count) } }
    }

    /// What files were found under: a command-line path (its order is the output's), the repository of
    /// `--staged`, the path `--stdin-path` names. Displayed paths under it start with `display`, absolute
    /// ones with `absolute`.
    final class Root: Sendable {
        let argument: Int
        let display: String
        let absolute: String
        /// `absolute` as the kernel resolves it, when a link on the way makes it another path (`App/Gen` linked to
        /// `App/Generated`); nil otherwise.
        let resolved: String?

        init(argument: Int, display: String, absolute: String, resolvingLinks: Bool = false) {
            (self.argument, self.display, self.absolute) = (argument, display, absolute)
            guard resolvingLinks else { resolved = nil; return }
            let real = FileIO.canonical(absolute.hasSuffix("/") && absolute.count > 1 ? String(absolute.dropLast()) : absolute)
                + (absolute.hasSuffix("/") && absolute.count > 1 ? "/" : "")
            resolved = real == absolute ? nil : real
        }
    }

    /// A walk under way: one worker per core takes the next task from two stacks, file batches before
    /// folders, so that files found but not yet visited stay few (about a folder's worth per worker) however
    /// large the tree. `finish()` waits for every batch to be visited.
    final class Walk: @unchecked Sendable {
        private let visit: @Sendable ([File]) -> Void
        private let timer: PhaseTimer
        private let workers = DispatchGroup()
        private let condition = NSCondition()
        private var folders: [Folder] = []
        private var batches: [[File]] = []
        /// Workers running a task: the walk is over when none is and both stacks are empty.
        private var busy = 0
        private var errors: [Problem] = []
        /// The folders the command-line paths are (or are in), absolute: most runs need only their configurations.
        private(set) var rootFolders: [String] = []
        /// The folders walked whole and the files named, absolute: what a run reads of a module it does not walk whole.
        private(set) var walked: (folders: [String], files: [String]) = ([], [])
        /// The font files met on the way (absolute paths): an app that bundles one can draw the typefaces it names, and its
        /// repository need not be walked again to learn so (see `Projects.drawsCustomFonts`).
        private var fontFilesMet: [String] = []

        fileprivate init(timer: PhaseTimer, visit: @escaping @Sendable ([File]) -> Void) {
            self.timer = timer
            self.visit = visit
        }

        /// The paths that do not exist and the folders that could not be read, sorted (threads find them in any order).
        func finish() -> [Problem] {
            workers.wait()
            return condition.withLock { errors.sorted() }
        }

        /// The font files the walk met; asked after `finish()`.
        var fontFiles: [String] { condition.withLock { fontFilesMet } }

        fileprivate func start(folders: [Folder], batches: [[File]], errors: [Problem]) {
            walked = (folders.map { $0.absolute == "/" ? "/" : String($0.absolute.dropLast()) }, batches.flatMap { $0.map(\.absolutePath) })
            rootFolders = walked.folders + walked.files.map(FileIO.folder(of:))
            (self.folders, self.batches, self.errors) = (folders.reversed(), batches, errors)
            for _ in 0..<max(1, ProcessInfo.processInfo.activeProcessorCount) {
                DispatchQueue.global().async(group: workers) { self.work() }
            }
        }

        private func work() {
            while true {
                condition.lock()
                while folders.isEmpty, batches.isEmpty, busy > 0 { condition.wait() }
                if folders.isEmpty, batches.isEmpty {
                    condition.broadcast()  // nothing left and nobody can add more: every worker may stop
                    condition.unlock()
                    return
                }
                busy += 1
                let batch = batches.popLast()
                let folder = batch == nil ? folders.popLast() : nil
                condition.unlock()
                var found: (folders: [Folder], batches: [[File]], fontFiles: [String], error: Problem?) = ([], [], [], nil)
                if let batch { visit(batch) }
                if let folder { found = read(folder) }
                condition.lock()
                busy -= 1
                folders += found.folders.reversed()  // popped in the order readdir listed them, depth first
                batches += found.batches
                fontFilesMet += found.fontFiles
                if let error = found.error { errors.append(error) }
                condition.broadcast()
                condition.unlock()
            }
        }

        /// Reads a folder with readdir(3): `d_type` tells files from folders without a stat per entry, and a
        /// symbolic link is never followed (so no loop).
        private func read(_ folder: Folder) -> (folders: [Folder], batches: [[File]], fontFiles: [String], error: Problem?) {
            let started = timer.now()
            defer { timer.add(.walk, since: started) }
            guard let directory = folder.pathBytes.withUnsafeBufferPointer({ $0.withMemoryRebound(to: CChar.self) { opendir($0.baseAddress!) } })
            else { return ([], [], [], "\(folder.name): cannot read directory") }
            defer { closedir(directory) }
            var folders: [Folder] = []
            var batches: [[File]] = []
            var batch: [File] = []
            var fontFiles: [String] = []
            while let entry = readdir(directory) {
                let nameBytes = FileWalker.name(of: entry)
                let validName = FileWalker.plainPath(nameBytes[...])
                let name = validName ?? FileWalker.escapedPath(nameBytes[...])
                if name.hasPrefix(".") { continue }
                // A name that is not UTF-8 cannot round-trip through a String: such paths are kept as bytes.
                let rawPath = folder.bytes != nil || validName == nil ? folder.pathBytes.dropLast() + nameBytes : nil
                guard let type = FileWalker.type(of: entry, path: { rawPath.map { Array($0) + [0] } ?? Array((folder.absolute + name).utf8) + [0] })
                else { continue }
                if type == UInt8(DT_DIR) {
                    if !skippedDirectories.contains(name), !skippedDirectorySuffixes.contains(where: name.hasSuffix) {
                        folders.append(Folder(display: folder.display + name + "/", absolute: folder.absolute + name + "/",
                                              root: folder.root, bytes: rawPath.map { Array($0) + Array("/".utf8) + [0] }))
                    }
                } else if type == UInt8(DT_REG), isSource(name) {
                    // Read now, by the bytes of its name: no String path would open it later.
                    let provided = rawPath.flatMap { try? FileIO.readFile(atPath: Array($0) + [0]).get() }
                    batch.append(File(displayPath: folder.display + name, root: folder.root, provided: provided,
                                      isNamedInBytes: rawPath != nil))
                    if batch.count == batchSize {
                        batches.append(batch)
                        batch = []
                    }
                } else if type == UInt8(DT_REG), rawPath == nil, Projects.isFontFile(name) {
                    fontFiles.append(folder.absolute + name)
                }
            }
            if !batch.isEmpty { batches.append(batch) }
            return (folders, batches, fontFiles, nil)
        }
    }

    /// A folder to read: its path as shown and its absolute path, both ending in `/` (the shown one is
    /// empty for the argument `.`).
    fileprivate struct Folder {
        let display: String
        let absolute: String
        let root: Root
        /// The absolute path as bytes, ending in `/` and a NUL, when a folder on it is named in bytes that are not
        /// UTF-8 (then `absolute` and `display` show those bytes escaped).
        var bytes: [UInt8]?

        var name: String { display.isEmpty ? "." : display == "/" ? "/" : String(display.dropLast()) }
        var pathBytes: [UInt8] { bytes ?? Array(absolute.utf8) + [0] }
    }

    /// An entry's type from `d_type` (`DT_DIR`, `DT_REG`, or another), asking lstat(2) where the file system does not
    /// fill it in (`path`: the entry's NUL-terminated path); nil when lstat fails.
    static func type(of entry: UnsafeMutablePointer<dirent>, path: () -> [UInt8]) -> UInt8? {
        let type = entry.pointee.d_type
        guard type == UInt8(DT_UNKNOWN) else { return type }
        var info = stat()
        guard path().withUnsafeBufferPointer({ $0.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) } }) == 0 else { return nil }
        return (info.st_mode & S_IFMT) == S_IFDIR ? UInt8(DT_DIR) : (info.st_mode & S_IFMT) == S_IFREG ? UInt8(DT_REG) : 0
    }

    /// A directory entry's name, read where readdir(3) put it: `entry.pointee` would copy all 256 bytes of
    /// `d_name`, and a short entry at the end of readdir's buffer is followed by memory that may not be mapped.
    static func name(of entry: UnsafeMutablePointer<dirent>) -> [UInt8] {
        let name = UnsafeRawPointer(entry) + MemoryLayout<dirent>.offset(of: \.d_name)!
        return Array(UnsafeRawBufferPointer(start: name, count: strlen(name.assumingMemoryBound(to: CChar.self))))
    }

    /// A path's bytes as text: valid UTF-8 as it is, any other byte as `\xNN`, so that a name that is not
    /// UTF-8 is printed recognisably rather than as a path that does not exist. A name that would read as escaped
    /// (`caf\xE9.swift`, spelled so) is escaped itself, each backslash as `\\`: two files are never shown as one.
    public static func escapedPath(_ bytes: ArraySlice<UInt8>) -> String {
        if let valid = plainPath(bytes) { return valid }
        var result = ""
        var rest = bytes[...]
        while !rest.isEmpty {
            var length = 1
            while length <= min(4, rest.count), String(validating: rest.prefix(length), as: UTF8.self) == nil { length += 1 }
            if length <= min(4, rest.count), let character = String(validating: rest.prefix(length), as: UTF8.self) {
                result += character == "\\" ? "\\\\" : character
                rest = rest.dropFirst(length)
            } else {
                result += String(format: "\\x%02X", rest.first!)
                rest = rest.dropFirst()
            }
        }
        return result
    }

    /// A path's bytes as the text they spell, when that is how `escapedPath` shows them: valid UTF-8 with no `\xNN` in it.
    static func plainPath(_ bytes: ArraySlice<UInt8>) -> String? {
        guard let valid = String(validating: bytes, as: UTF8.self) else { return nil }
        guard bytes.contains(0x5C) else { return valid }
        let looksEscaped = bytes.indices.contains { index in
            bytes[index] == 0x5C && index + 3 < bytes.endIndex && bytes[index + 1] == 0x78
                && UInt8(String(decoding: bytes[index + 2...index + 3], as: UTF8.self), radix: 16) != nil
        }
        return looksEscaped ? nil : valid
    }

    /// The process's working folder, its bytes shown as `escapedPath` shows them: a folder whose name is not UTF-8 is
    /// read back from those escapes, where Foundation's answer would hold U+FFFD and name no folder.
    public static var workingFolder: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return FileManager.default.currentDirectoryPath }
        return escapedPath(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }[...])
    }

    /// The NUL-terminated bytes of a path that `escapedPath` shows with `\xNN` (or `\\`) escapes, or nil when it has none.
    static func unescapedPath(_ text: String) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        var index = 0
        var escaped = false
        while index < utf8.count {
            if utf8[index] == 0x5C, index + 3 < utf8.count, utf8[index + 1] == 0x78,
               let byte = UInt8(String(decoding: utf8[index + 2...index + 3], as: UTF8.self), radix: 16) {
                bytes.append(byte)
                index += 4
                escaped = true
            } else if utf8[index] == 0x5C, index + 1 < utf8.count, utf8[index + 1] == 0x5C {
                bytes.append(0x5C)
                index += 2
                escaped = true
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return escaped ? bytes + [0] : nil
    }

    /// Starts walking `paths` (relative ones against `cwd`) on Dispatch's threads; `visit` is called with
    /// batches of files in no set order, while the caller may do other work before `finish()`.
    static func start(_ paths: [String], cwd: String, timer: PhaseTimer, notices: Notices? = nil,
                      visit: @escaping @Sendable ([File]) -> Void) -> Walk {
        var folders: [Folder] = []
        var files: [[File]] = []
        var errors: [Problem] = []
        // Relative paths against `cwd` as the kernel resolves them (not by name: `link/..` is the link's target's parent).
        let joined = paths.map { $0.hasPrefix("/") ? $0 : cwd + "/" + $0 }
        // The same file or folder named twice (`a.swift ./a.swift`, `dir dir/sub`) is linted once: by real path.
        let real = joined.map(realPath)
        for (argument, path) in paths.enumerated() {
            var info = stat()
            // A name in bytes that are not UTF-8 comes as the command line shows it, each such byte `\xNN`: when no file
            // has the name as written, those bytes are its name. When both name a file, which one was meant is not known,
            // and neither is linted (nor fixed).
            let found = stat(joined[argument], &info) == 0
            let failure = errno
            var bytes = unescapedPath(joined[argument])
            var byBytes = stat()
            if bytes != nil, bytes!.withUnsafeBufferPointer({ $0.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &byBytes) } }) != 0 {
                bytes = nil
            }
            switch (found, bytes) {
            case (true, nil): break
            case (false, .some): info = byBytes
            case (true, .some):
                errors.append(Problem(file: path, "names two files, one with a backslash in its name and one with the bytes it "
                    + "escapes; name the folder that holds them"))
                continue
            case (false, nil):
                errors.append(Problem(file: path, failure == ENOENT ? "no such file or directory" : FileIO.describe(failure).lowercased()))
                continue
            }
            // By bytes: canonically equivalent Strings (an é precomposed or not) are equal, and name two files.
            if let mine = real[argument], real.indices.contains(where: { other in
                guard other != argument, let theirs = real[other] else { return false }
                return theirs.utf8.elementsEqual(mine.utf8) ? other < argument
                    : mine.utf8.starts(with: (theirs.hasSuffix("/") ? theirs : theirs + "/").utf8)
            }) {
                continue
            }
            let absolute = absolutePath(path, cwd: cwd)
            let kind = info.st_mode & S_IFMT
            if kind != S_IFDIR, kind != S_IFREG {
                notices?.add("\(path): not a regular file, skipped")
                continue
            }
            if kind != S_IFDIR, !isSource(path) {
                notices?.add("\(path): not a Swift or Objective-C file, skipped")
                continue
            }
            if kind == S_IFDIR {
                let root = Root(argument: argument, display: path == "." ? "" : path.hasSuffix("/") ? path : path + "/",
                                absolute: absolute == "/" ? "/" : absolute + "/", resolvingLinks: true)
                folders.append(Folder(display: root.display, absolute: root.absolute, root: root,
                                      bytes: bytes.map { nulTerminated -> [UInt8] in
                                          let path = Array(nulTerminated.dropLast())
                                          return path + (path.last == 0x2F ? [] : [0x2F]) + [0]
                                      }))
            } else {
                // Read now, by the bytes of its name, as a walk reads such a file.
                files.append([File(displayPath: path, root: Root(argument: argument, display: path, absolute: absolute, resolvingLinks: true),
                                   provided: bytes.flatMap { try? FileIO.readFile(atPath: $0).get() }, isNamedInBytes: bytes != nil)])
            }
        }
        let walk = Walk(timer: timer, visit: visit)
        walk.start(folders: folders, batches: files, errors: errors)
        return walk
    }

    /// The canonical path of an existing file or folder (links resolved), or nil.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` made absolute against `cwd`, naming the file the kernel opens for it. `.` is dropped by its name; a `..`
    /// is not, since after a symbolic link (`link/..`, with `link` → `real/sub`) it is the parent of the link's target,
    /// not the folder the link is in: the part up to the last `..` is resolved with realpath(3) (a path without `..`,
    /// nearly every one, costs no system call). A part that does not exist is left to its names.
    static func absolutePath(_ path: String, cwd: String) -> String {
        let parts = ((path.hasPrefix("/") ? "" : cwd + "/") + path).split(separator: "/")
        var components: [Substring] = []
        var rest = parts[...]
        if let last = parts.lastIndex(of: ".."), let real = realPath("/" + parts[...last].joined(separator: "/")) {
            components = real.split(separator: "/")
            rest = parts[(last + 1)...]
        }
        for component in rest {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// The order files are reported in: by command-line path, then by path (the same for the same tree,
    /// whichever thread found what first).
    static func precedes(_ a: File, _ b: File) -> Bool {
        a.root.argument != b.root.argument ? a.root.argument < b.root.argument : a.displayPath < b.displayPath
    }
}
