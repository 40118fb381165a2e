import Foundation
import TypeLintSyntax

/// Writing files: reports, baselines and `--fix`'s replacements, each atomically, keeping what the file was (its mode,
/// owner and hard links).
extension FileIO {
    /// Writes every byte, retrying short writes and interrupts; the errno of a failure, or nil.
    public static func send(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count > 0 {
                written += count
            } else if count < 0 && errno == EINTR {
                continue
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // A descriptor the reader made non-blocking (an editor's pipe): wait until it takes more, rather than
                // leave a message cut off.
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else {
                return count < 0 ? errno : EIO
            }
        }
        return nil
    }

    /// Takes the exclusive lock of `descriptor`: at once when it is free; else, after `onceBusy` (a run that waits says
    /// so), as soon as it is let go, for at most `limit` seconds, so that a lock another process never lets go (a run
    /// stopped with ^Z, a folder others share) does not hang the run. False only when the limit passed; a file system
    /// without locks is taken as unlocked.
    public static func lock(_ descriptor: Int32, waitingAtMost limit: TimeInterval, onceBusy: () -> Void) -> Bool {
        var busy = false
        let deadline = Date().addingTimeInterval(limit)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else { return true }
            guard Date() < deadline else { return false }
            if !busy {
                busy = true
                onceBusy()
            }
            usleep(20_000)
        }
        return true
    }

    /// Whether a name is a source, or a file of a project typelint reads for its platforms and fonts (`project.pbxproj`, a
    /// property list, XcodeGen's `project.yml`, an `.xcconfig`): by the name's ending in any case, since on a file system
    /// that folds case (macOS's) `V.SWIFT` is `V.swift`.
    public static func isSourceOrProjectFile(_ path: String) -> Bool {
        let name = lastPathComponent(path).lowercased()
        return SourceLanguage(path: name) != nil || name == "project.pbxproj" || name == "project.yml" || name.hasSuffix(".plist")
            || name.hasSuffix(".xcconfig")
    }

    /// Writes a report or a baseline to `path`: a regular file is replaced atomically, a temporary file with its mode and
    /// owner renamed into place (a new file gets the mode the umask leaves); a device or a pipe (`/dev/null`,
    /// `/dev/stdout`), named or through a symbolic link, is written through, never replaced; a folder, and a file whose
    /// mode does not let it be written, are refused. Returns the error line, if any.
    ///
    /// Nothing typelint writes of its own goes over source code: a target that is a Swift or Objective-C source, by its
    /// name or its link's target's, or a file with other names (hard links), which may be a source, is refused. Nor is a
    /// file written through a symbolic link: a repository can hold one at the name a report is given (`typelint.sarif`
    /// linked to `~/.bashrc`, or to its own `.git/config`). `links`: whether a link to a device or a pipe is followed
    /// (reports), or every link refused (a configuration or a profile typelint makes, which must be a file of its own).
    /// `replacing`: whether a file already there is replaced; when not, one that is there, or that
    /// appears while typelint works, is kept and its name is the error (the new file is linked into place, which fails
    /// where a name exists).
    public static func save(_ data: Data, to path: String, links: Bool = true, replacing: Bool = true) -> String? {
        // `/dev/stdout` of a run whose output the shell appends to a file (`>> summary.md`) names that file, which a
        // rename would replace: what names a descriptor of the process is written through the descriptor.
        if let descriptor = descriptor(namedBy: path) {
            return send([UInt8](data), to: descriptor).map { "\(path): cannot write (\(describe($0)))" }
        }
        let target: String
        switch followingLinks(path) {
        case .file(let file): target = file
        case .refused(let reason): return reason
        }
        var info = stat()
        // A build stamp is an empty file, a Swift one for the build-tool plugin: it may go where there is none, or an
        // empty one.
        let isStamp = data.isEmpty && (stat(target, &info) != 0 || info.st_size == 0)
        if !isStamp, [path, target].contains(where: isSourceOrProjectFile) {
            return "\(path): a Swift or Objective-C source or a project file; typelint writes its files only to other files"
        }
        if !links, let error = linkRefusal(path) { return error }
        if target != path, !(stat(target, &info) == 0 && [S_IFCHR, S_IFIFO].contains(info.st_mode & S_IFMT)) {
            return "\(path): a link; typelint writes a report, a baseline or a census only where the name is a file of its own "
                + "(or a link to a device)"
        }
        // A build stamp is empty, and its folder SwiftPM's (a `.build` linked to a faster disk is common).
        if links, !isStamp, let folder = linkedFolder(on: path) {
            return "\(path): \(folder) is a link in the working folder or a repository; typelint writes a report, a baseline or "
                + "a census only through folders of their own"
        }
        // A file with other names may be a source under one of them, linted or not (outside the paths, or under a
        // configuration that cannot be read): what typelint writes goes only to a file of its own.
        if stat(target, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_nlink > 1 {
            return "\(path): a file with other names (hard links); typelint writes its files only to a file of its own"
        }
        guard stat(target, &info) == 0 else {
            guard errno == ENOENT else { return "\(path): cannot write (\(describe(errno)))" }
            return install([UInt8](data), at: target, over: nil, replacing: replacing).map { "\(path): \($0.description)" }
        }
        if !replacing { return "\(path): \(WriteFailure.exists.description)" }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            return "\(path): cannot write (it is a folder)"
        case S_IFREG:
            guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else { return "\(path): cannot write (the file is read-only)" }
            return install([UInt8](data), at: target, over: info).map { "\(path): \($0.description)" }
        default:
            // A FIFO with no reader is refused at once (ENXIO), not waited on.
            let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { return "\(path): cannot write (\(describe(errno)))" }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
            defer { close(descriptor) }
            return send([UInt8](data), to: descriptor).map { "\(path): cannot write (\(describe($0)))" }
        }
    }

    /// The first folder link on `path` that a repository may have made, spelled as the path spells it: one inside the
    /// working folder or inside a Git work tree. A repository can hold one (`reports` linked to `~/.bashrc.d`), which would
    /// send a report, with text the repository's code chose, into any folder the user may write. The path is followed as
    /// the kernel follows it, link by link from the working folder's physical path, so that an absolute spelling, one
    /// through a linked working folder (`$PWD`) or through `..` meets the same links. Links elsewhere (`/tmp` to
    /// `/private/tmp`, a linked home or work folder) are the machine's.
    static func linkedFolder(on path: String) -> String? {
        let cwd = FileManager.default.currentDirectoryPath
        let components = path.split(separator: "/")
        var resolved = path.hasPrefix("/") || cwd == "/" ? "" : cwd  // physical, without a trailing slash; "" is the root
        for index in components.indices.dropLast() {
            let component = components[index]
            if component == "." { continue }
            if component == ".." {
                resolved = String(resolved[..<(resolved.lastIndex(of: "/") ?? resolved.startIndex)])
                continue
            }
            let candidate = resolved + "/" + component
            var info = stat()
            // A folder that is not there fails the write on its own.
            guard lstat(candidate, &info) == 0 else { return nil }
            guard (info.st_mode & S_IFMT) == S_IFLNK else {
                resolved = candidate
                continue
            }
            let insideWorkingFolder = cwd == "/" ? !path.hasPrefix("/") : candidate.hasPrefix(cwd + "/")
            if insideWorkingFolder || isInWorkTree(resolved) {
                return (path.hasPrefix("/") ? "/" : "") + components[...index].joined(separator: "/")
            }
            guard let real = realpath(candidate, nil) else { return nil }
            defer { free(real) }
            resolved = String(cString: real)
            if resolved == "/" { resolved = "" }
        }
        return nil
    }

    /// Whether `folder` (physical; "" for the root) is in a Git work tree: it or a folder above it holds `.git`.
    private static func isInWorkTree(_ folder: String) -> Bool {
        var folder = folder
        while true {
            var info = stat()
            if lstat(folder + "/.git", &info) == 0 { return true }
            guard let slash = folder.lastIndex(of: "/") else { return false }
            folder = String(folder[..<slash])
        }
    }

    /// Why a file typelint makes (a configuration, a profile) may not be written at `path`: the name is a link, symbolic
    /// or hard, and the file one of the user's elsewhere. Nil where it may. Asked of every file first, so that none is
    /// written when one may not be.
    public static func linkRefusal(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK || info.st_nlink > 1 else { return nil }
        return "\(path): a link; typelint writes this file only where the name is a file of its own"
    }

    /// Why nothing is written through a link whose target's name is not UTF-8.
    /// The path with every link in it resolved, as the kernel resolves it (`alias/b.json` and `real/b.json` are one
    /// file when `alias` links to `real`): the file's own, or for one not made yet, its folder's and its name.
    public static func canonical(_ path: String) -> String { canonical(path, links: 0) }

    /// Each of `paths` with `canonical`'s answer, folder by folder: a path's folder is resolved once for all the paths
    /// under it, so hundreds of nested configurations cost a look at each of their names, not realpath(3)'s walk of
    /// every folder of each one.
    public static func canonical(_ paths: [String]) -> [(path: String, canonical: String)] {
        var folders: [String: String] = [:]
        func resolved(_ path: String) -> String {
            // A path realpath(3) reads differently from its folders (`.`, `..`, doubled slashes) is resolved whole.
            guard path.hasPrefix("/"), path.count > 1, !path.contains("//"), !path.contains("/./"), !path.contains("/../"),
                  !path.hasSuffix("/."), !path.hasSuffix("/..") else { return canonical(path) }
            if let known = folders[path] { return known }
            var info = stat()
            let parent = FileIO.folder(of: path)
            let answer = lstat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFLNK && parent != path
                ? (parent == "/" ? "" : resolved(parent)) + "/" + String(path.dropFirst(parent == "/" ? 1 : parent.count + 1))
                : canonical(path)
            folders[path] = answer
            return answer
        }
        return paths.map { ($0, resolved($0)) }
    }

    private static func canonical(_ path: String, links: Int) -> String {
        func resolved(_ path: String) -> String? {
            guard let pointer = realpath(path, nil) else { return nil }
            defer { free(pointer) }
            return String(cString: pointer)
        }
        if let whole = resolved(path) { return whole }
        let folder = FileIO.folder(of: path)
        // A link to a file not there yet (a report's name linked to where the baseline is about to be written) is the
        // file it names, as the write will find it; 40 links deep, as the kernel allows.
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        if count > 0, links < 40 {
            let target = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return canonical(target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target, links: links + 1)
        }
        let name = String(path.dropFirst(folder.isEmpty ? 0 : folder.count + 1))
        return (resolved(folder.isEmpty ? "." : folder) ?? folder) + "/" + name
    }

    /// The descriptor a path names: `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`.
    public static func descriptor(namedBy path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return STDOUT_FILENO
        case "/dev/stderr": return STDERR_FILENO
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                let number = path.dropFirst(prefix.count)
                if !number.isEmpty, number.allSatisfy(\.isASCII), let descriptor = Int32(number) { return descriptor }
            }
            // Another spelling (`/dev//stdout`, `/proc/thread-self/fd/1`, a link to `/dev/stdout`) of the file the standard
            // output or error is: the same file, by device and inode, is written through the descriptor too, so that a
            // log the shell appends to keeps its lines.
            var named = stat(), open = stat()
            guard stat(path, &named) == 0 else { return nil }
            return [STDOUT_FILENO, STDERR_FILENO].first { descriptor in
                fstat(descriptor, &open) == 0 && open.st_dev == named.st_dev && open.st_ino == named.st_ino
            }
        }
    }

    /// How long a fix waits for a file's lock.
    static let fixLockWait: TimeInterval = 5

    /// Replaces a file's bytes, if they are still `expected`: the file (the one a symbolic link names, keeping the link)
    /// is locked against another typelint fixing it (flock), read again and compared, then written as `save` writes,
    /// unless the file moved or changed meanwhile. A file that its mode does not let be written is left alone, whoever
    /// runs typelint. Returns the error, if any; the file is then as it was.
    public static func replace(_ path: String, expecting expected: [UInt8], with bytes: [UInt8]) -> String? {
        let target: String
        switch followingLinks(path) {
        case .file(let file): target = file
        case .refused(let reason): return "not fixed: " + reason.dropFirst(path.count + 2)
        }
        // Not waiting: a FIFO put in the file's place since the lint is refused below, not waited on.
        let original = open(target, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard original >= 0 else { return "not fixed: \(describe(errno))" }
        defer { close(original) }
        // Another typelint holds the lock for the moment of its compare and write; any process that can read the file can
        // take it too, and hold it for ever: the fix waits a few seconds, then leaves the file.
        guard lock(original, waitingAtMost: fixLockWait, onceBusy: {}) else {
            return "not fixed: another process holds a lock on it (flock) for more than \(Int(fixLockWait)) s"
        }
        var info = stat()
        guard fstat(original, &info) == 0 else { return "not fixed: \(describe(errno))" }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return "not fixed: it is no longer a regular file" }
        guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else { return "not fixed: the file is read-only" }
        guard contents(of: original, size: Int(info.st_size)) == expected, isStill(target, info, open: original) else {
            return "not fixed: \(WriteFailure.changed)"
        }
        return install(bytes, at: target, over: info, attributesFrom: original, restoring: expected,
                       unlessChanged: { isStill(target, info, open: original) })
            .map { "not fixed: \($0)" }
    }

    enum WriteFailure: CustomStringConvertible {
        case changed
        /// A name that was not to be replaced is there.
        case exists
        case cannotCreate(Int32)
        case cannotWrite(Int32)
        /// Written in place, stopped part way, and its old text could not be put back.
        case damaged(Int32)

        var description: String {
            switch self {
            case .changed: "it changed since typelint read it; run --fix again"
            case .exists: "exists; --force replaces it"
            case .cannotCreate(let code): "cannot create a file next to it (\(describe(code)))"
            case .cannotWrite(let code): "cannot write (\(describe(code)))"
            case .damaged(let code): "cannot write (\(describe(code))), and its text could not be put back: restore it from version control"
            }
        }
    }

    /// Makes `bytes` the contents of the regular file `target`, which `info` describes (nil: none is there yet). A file
    /// with several hard links is written in place, so that it stays one file; otherwise a temporary file in the same
    /// folder, with the file's mode and owner (and the extended attributes of `source`, the file open), is renamed over
    /// it, unless `unlessChanged` says the file changed first. A write in place that stops part way puts `original`, the
    /// text it replaced, back. Not `replacing`: the temporary file is linked to the name, not renamed over it, so that a
    /// file made there meanwhile is kept.
    static func install(_ bytes: [UInt8], at target: String, over info: stat?, attributesFrom source: Int32? = nil,
                                restoring original: [UInt8]? = nil, replacing: Bool = true,
                                unlessChanged isUnchanged: () -> Bool = { true }) -> WriteFailure? {
        if let info, info.st_nlink > 1 {
            let descriptor = open(target, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
            guard descriptor >= 0 else { return .cannotWrite(errno) }
            defer { close(descriptor) }
            var now = stat()
            guard fstat(descriptor, &now) == 0, now.st_ino == info.st_ino, now.st_dev == info.st_dev else { return .changed }
            // The space the new bytes take is reserved first: a disk that fills up refuses the write while the file is
            // as it was, not halfway through it. They are then written over the old ones, and the rest cut off.
            // A limit on the size of files a process may write (`ulimit -f`) is asked first: a file system that cannot
            // reserve space does not say so.
            if let limit = ProcessLimit.fileSize.current, limit.rlim_cur != rlim_t.max, rlim_t(bytes.count) > limit.rlim_cur {
                return .cannotWrite(EFBIG)
            }
            let reserved = posix_fallocate(descriptor, 0, off_t(bytes.count))
            guard reserved == 0 || reserved == EOPNOTSUPP || reserved == EINVAL else { return .cannotWrite(reserved) }
            // From the first byte written to the last cut, a signal waits: an interrupt between the write and the cut would
            // leave the new text followed by the old one's tail, neither file.
            return TemporaryFiles.holdingSignals { () -> WriteFailure? in
                var failure = send(bytes, to: descriptor)
                if failure == nil, ftruncate(descriptor, off_t(bytes.count)) != 0 { failure = errno }
                if failure == nil, fsync(descriptor) != 0 { failure = errno }
                guard let failure else { return nil }
                // Stopped part way (a copy-on-write disk that fills up): the old text goes back, over what was written.
                if let original, lseek(descriptor, 0, SEEK_SET) == 0, send(original, to: descriptor) == nil,
                   ftruncate(descriptor, off_t(original.count)) == 0, fsync(descriptor) == 0 {
                    return .cannotWrite(failure)
                }
                return .damaged(failure)
            }
        }
        let folder = FileIO.folder(of: target)
        guard let (descriptor, temporary) = TemporaryFiles.create(in: folder.isEmpty ? "." : folder) else { return .cannotCreate(errno) }
        defer { TemporaryFiles.release() }
        var failure: Int32?
        let mode = info.map { $0.st_mode & 0o7777 } ?? 0o666 & ~currentUmask()
        // Kept where allowed (root fixing another user's file); an ordinary user already owns what they create. Before the
        // mode, since a change of owner clears a set-user-ID bit.
        if let info { _ = fchown(descriptor, info.st_uid, info.st_gid) }
        if fchmod(descriptor, mode) != 0 { failure = errno }
        if let source { copyExtendedAttributes(from: source, to: descriptor) }
        if failure == nil { failure = send(bytes, to: descriptor) }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == nil, !isUnchanged() {
            unlink(temporary)
            return .changed
        }
        // A file system without hard links (FAT) is asked whether the name is there, then renamed to, as closely as it allows.
        if failure == nil, !replacing {
            var linked = link(temporary, target) == 0 ? nil : errno
            if linked == EPERM || linked == ENOTSUP || linked == EOPNOTSUPP {
                var info = stat()
                linked = lstat(target, &info) == 0 ? EEXIST : rename(temporary, target) == 0 ? nil : errno
            }
            unlink(temporary)
            guard let linked else { return nil }
            return linked == EEXIST ? .exists : .cannotWrite(linked)
        }
        if failure == nil, rename(temporary, target) != 0 { failure = errno }
        guard let failure else { return nil }
        unlink(temporary)
        return .cannotWrite(failure)
    }

    /// Copies every extended attribute of the file open as `source` to the one open as `destination`: what the file
    /// carries besides its bytes (an access control list, a security label, a Finder tag or quarantine flag) stays with
    /// it when `--fix` puts new bytes in its place. One the file system or the user's rights refuse is left out: the
    /// replacement has the mode and owner in any case.
    private static func copyExtendedAttributes(from source: Int32, to destination: Int32) {
        #if canImport(Darwin)
        func list(_ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int { flistxattr(source, buffer, size, 0) }
        func get(_ name: UnsafePointer<CChar>, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
            fgetxattr(source, name, buffer, size, 0, 0)
        }
        func set(_ name: UnsafePointer<CChar>, _ value: UnsafeRawPointer?, _ size: Int) { _ = fsetxattr(destination, name, value, size, 0, 0) }
        #else
        // Glibc's Swift module leaves out <sys/xattr.h>: its three calls are looked up in the C library by name.
        typealias ListNames = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
        typealias GetValue = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
        typealias SetValue = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
        func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
            dlsym(UnsafeMutableRawPointer(bitPattern: 0), name).map { unsafeBitCast($0, to: type) }
        }
        guard let flistxattr = symbol("flistxattr", as: ListNames.self), let fgetxattr = symbol("fgetxattr", as: GetValue.self),
              let fsetxattr = symbol("fsetxattr", as: SetValue.self) else { return }
        func list(_ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int { flistxattr(source, buffer, size) }
        func get(_ name: UnsafePointer<CChar>, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
            fgetxattr(source, name, buffer, size)
        }
        func set(_ name: UnsafePointer<CChar>, _ value: UnsafeRawPointer?, _ size: Int) { _ = fsetxattr(destination, name, value, size, 0) }
        #endif
        let size = list(nil, 0)
        guard size > 0 else { return }
        var names = [CChar](repeating: 0, count: size)
        let listed = names.withUnsafeMutableBufferPointer { list($0.baseAddress, size) }
        guard listed > 0 else { return }
        // The list is NUL-terminated names, one after another.
        for name in names[..<listed].split(separator: 0) {
            let name = Array(name) + [0]
            let length = get(name, nil, 0)
            guard length >= 0 else { continue }
            var value = [UInt8](repeating: 0, count: length)
            let read = value.withUnsafeMutableBytes { get(name, $0.baseAddress, length) }
            guard read == length else { continue }
            value.withUnsafeBytes { set(name, $0.baseAddress, length) }
        }
    }

    /// The process's umask, which umask(2) only tells by setting it (set back at once).
    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// Whether `path` still names the file open as `descriptor`, unchanged since `info` was taken of it: not replaced
    /// (an editor's save by rename), not written (its size and modification time).
    private static func isStill(_ path: String, _ info: stat, open descriptor: Int32) -> Bool {
        var now = stat(), named = stat()
        guard fstat(descriptor, &now) == 0, stat(path, &named) == 0 else { return false }
        return named.st_ino == info.st_ino && named.st_dev == info.st_dev && now.st_size == info.st_size
            && modified(now) == modified(info)
    }

    private static func modified(_ info: stat) -> [Int] {
        #if canImport(Darwin)
        [Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec)]
        #else
        [Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
        #endif
    }

    /// Up to `size` bytes from an open file, from its start.
    private static func contents(of descriptor: Int32, size: Int) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var filled = 0
            while filled < size {
                let count = pread(descriptor, buffer.baseAddress! + filled, size - filled, off_t(filled))
                if count > 0 { filled += count } else if count == 0 || errno != EINTR { break }
            }
            initialized = filled
        }
    }

    /// What a path names once symbolic links are followed.
    public enum LinkTarget: Equatable {
        /// The file it names, even one that does not exist yet (a link to the report's place is written through, not
        /// replaced by a file).
        case file(String)
        /// Why typelint does not write through it.
        case refused(String)

        public var file: String? { if case .file(let path) = self { path } else { nil } }
    }

    /// Whether a file owned by `owner` is another user's (neither the user's nor root's), left in `folder` which anyone
    /// may write to: a `.typelint.json`, a `Package.swift` or an `.xcodeproj` in `/tmp` above every checkout under it is
    /// not read, as git reads no repository another user owns, since it would decide how every project below it is linted.
    static func isLeftByAnother(_ owner: uid_t, in folder: String) -> Bool {
        guard owner != geteuid(), owner != 0 else { return false }
        var holder = stat()
        return stat(folder.isEmpty ? "/" : folder, &holder) == 0 && holder.st_mode & 0o002 != 0
    }

    /// Whether `path` is a symbolic link that another user left in a folder anyone may write to whose sticky bit keeps
    /// each file its owner's (`/tmp`): one the kernel's `protected_symlinks` would not follow for the user either.
    private static func isPlanted(_ path: String) -> Bool {
        var link = stat(), holder = stat()
        let folder = FileIO.folder(of: path)
        return lstat(path, &link) == 0 && (link.st_mode & S_IFMT) == S_IFLNK
            && stat(folder.isEmpty ? "." : folder, &holder) == 0 && holder.st_mode & S_ISVTX != 0 && holder.st_mode & 0o002 != 0
            && link.st_uid != geteuid() && link.st_uid != holder.st_uid
    }

    /// The kernel's limit of links followed in one path (Linux's; macOS's is 32, and a chain that long fails there).
    static let maximumLinks = 40

    /// The file `path` names once symbolic links are followed, as the kernel follows them for the user: at most
    /// `maximumLinks` of them (past that the path names no file, ELOOP), and, in a folder anyone may write to whose sticky
    /// bit keeps each file its owner's (`/tmp`), not a link another user planted there (Linux's `protected_symlinks`, on
    /// by default: a link to `~/.bashrc` left in `/tmp` is not how the user's report gets written). A target named in bytes
    /// that are not UTF-8 has no String that names it, and is refused rather than taken for another file's name.
    public static func followingLinks(_ path: String) -> LinkTarget {
        // Every folder of the path too: `/shared/ci/report.txt`, with `ci` a link another user left in `/shared`.
        let parent = FileIO.folder(of: path)
        var prefix = ""
        for component in parent.split(separator: "/") {
            prefix = prefix.isEmpty && !parent.hasPrefix("/") ? String(component) : prefix + "/" + component
            if component != ".", component != "..", isPlanted(prefix) {
                return .refused("\(path): a link another user left in a folder anyone may write to; typelint does not write through it")
            }
        }
        var current = path
        for _ in 0...maximumLinks {
            var link = stat()
            guard lstat(current, &link) == 0, (link.st_mode & S_IFMT) == S_IFLNK else { return .file(current) }
            let folder = FileIO.folder(of: current)
            if isPlanted(current) {
                return .refused("\(path): a link another user left in a folder anyone may write to; typelint does not write through it")
            }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(current, &buffer, buffer.count - 1)
            guard count > 0 else { return .file(current) }
            guard let target = String(validating: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) else {
                return .refused("\(path): a link to a name that is not UTF-8; typelint cannot write through it")
            }
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
        }
        return .refused("\(path): cannot write (\(describe(ELOOP)))")
    }
}

/// The temporary file a fix or a report is being written to, removed when a signal ends the process before it is
/// renamed into place: an interrupted `--fix` or `--output` leaves no `.typelint-…` file behind.
public enum TemporaryFiles {
    /// The pending file's path, NUL-terminated, or an empty string: a fixed buffer, which a signal handler may read.
    nonisolated(unsafe) private static let path: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(PATH_MAX) + 1)
        buffer.initialize(repeating: 0, count: Int(PATH_MAX) + 1)
        return buffer
    }()

    /// Creates `folder/.typelint-XXXXXX` (a short name: a file whose own name is near the file system's limit still gets
    /// one beside it) with mkstemp(3) working in the handlers' buffer itself, so that there is no moment when the file
    /// exists and a handler would not remove it. Its descriptor and path, or nil with `errno` set.
    static func create(in folder: String) -> (descriptor: Int32, path: String)? {
        let template = Array("\(folder)/.typelint-XXXXXX".utf8CString)
        guard template.count <= Int(PATH_MAX) + 1 else {
            errno = ENAMETOOLONG
            return nil
        }
        // The first byte last: a handler sees no path, or the whole template.
        path[0] = 0
        for (offset, byte) in template.enumerated().reversed() { path[offset] = byte }
        let descriptor = mkstemp(path)
        guard descriptor >= 0 else {
            release()  // a memory write: errno is kept
            return nil
        }
        return (descriptor, String(cString: path))
    }

    /// The temporary file is renamed into place or removed: nothing is left for a handler to remove.
    static func release() { path[0] = 0 }

    /// `held[0]`: whether a file is being written in place; `held[1]`: a signal that arrived meanwhile, which the writer
    /// acts on when done. Fixed memory, which a handler may read and write.
    nonisolated(unsafe) private static let held: UnsafeMutablePointer<sig_atomic_t> = {
        let buffer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 2)
        buffer.initialize(repeating: 0, count: 2)
        return buffer
    }()
    private static let holding = NSLock()

    /// Runs `write` with the handled signals held back, whichever thread they reach: one that arrives meanwhile ends the
    /// process once `write` is done, as it would have. One in-place write at a time.
    static func holdingSignals<T>(_ write: () -> T) -> T {
        holding.lock()
        defer { holding.unlock() }
        held[1] = 0
        held[0] = 1
        let result = write()
        held[0] = 0
        let pending = held[1]
        if pending != 0 {
            if path[0] != 0 { unlink(path) }
            _ = signal(pending, SIG_DFL)
            raise(pending)
        }
        return result
    }

    /// Handlers for the signals that end a run (interrupt, terminate, hang-up, quit, a broken pipe): each removes the
    /// pending file, then ends the process as the signal would have.
    public static func removeOnSignals() {
        // Made now: a handler must not be the first to touch them (a lazy global's first use allocates).
        _ = path
        _ = held
        // Past a file-size limit (`ulimit -f`), a write fails with EFBIG and the temporary file is removed as after any
        // failed write, rather than the process ending with SIGXFSZ and leaving it.
        _ = signal(SIGXFSZ, SIG_IGN)
        // Every signal whose default action ends the process and that a user, a shell or a CI sandbox sends: an interrupt,
        // a timeout's (`timeout -s ALRM`), a CPU limit's (`ulimit -t`), the user signals, the profiling timers, and a pipe
        // whose reader is gone (which ends the run quietly, as it ends `cat`).
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGALRM, SIGXCPU, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGPIPE] {
            _ = signal(number) { received in
                // A file being written in place is finished first (see `holdingSignals`).
                if TemporaryFiles.held[0] != 0 {
                    TemporaryFiles.held[1] = received
                    return
                }
                if TemporaryFiles.path[0] != 0 { unlink(TemporaryFiles.path) }
                _ = signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}
