import Foundation
import TypeLintRules
import TypeLintSyntax

/// A run's findings against a baseline file: recorded (`--write-baseline`), or hidden where recorded (`--baseline`).
/// Paths in a baseline are relative to its folder, so the file can be committed and read from any checkout.
public enum Baselines {
    /// Records the reported (not suppressed) findings of `files` in the baseline at `path`; the error line, if any.
    /// The files must carry line keys (`LintRequest.lineKeys`).
    /// A run narrowed to part of the project (a folder, `--staged`, `--only-rule`) records only what it saw: the entries
    /// of a baseline already at `path` for files it did not lint, or for rules it did not check, are kept, while the file
    /// is there.
    ///
    /// Runs that record into one baseline at once take turns; `whileWaiting` is called once this one waits for another,
    /// which it does for at most `lockWait` seconds.
    public static func record(_ files: [LintedFile], of run: LintRun, to path: String, lockWait: TimeInterval = 120,
                              whileWaiting: () -> Void = {}) -> String? {
        // By bytes, as entries are compared (see `Baseline.Entry`).
        let linted = Set(run.lintedPaths.map { Array(relative($0, to: path).utf8) })
        let absolute = FileWalker.absolutePath(path, cwd: FileWalker.workingFolder)
        let folder = FileIO.folder(of: absolute)
        // Runs that record into one baseline at once (a project's folders in parallel CI steps) each read it, add their part
        // and replace it: serialised on the folder the baseline is written in, as the kernel resolves its name (a link to
        // it names another folder), since the file itself is replaced, not written in place; so that neither loses the
        // other's entries. Closing the folder releases the lock.
        let lock = open(FileIO.folder(of: FileIO.canonical(absolute)), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if lock >= 0 { close(lock) } }
        if lock >= 0, !FileIO.lock(lock, waitingAtMost: lockWait, onceBusy: whileWaiting) {
            return "\(path): baseline not written: another process has held its folder's lock for \(Int(lockWait)) s"
        }
        var exists: [[UInt8]: Bool] = [:]
        // A file there that is no baseline typelint can read (a merge's conflict markers, a newer version, another file
        // named by mistake) is not replaced: its entries, or the file, would be lost. An empty file is none yet.
        var info = stat()
        let previous: Baseline?
        if stat(path, &info) == 0, info.st_size > 0 {
            do { previous = try load(path) } catch { return "\(error); not replaced (fix or remove it to record a new one)" }
        } else {
            previous = nil
        }
        let kept = (previous?.entries ?? []).filter { entry in
            let key = Array(entry.path.utf8)
            guard !linted.contains(key) || !run.linters.contains(where: { $0.reports(entry.rule) }) else { return false }
            if exists[key] == nil { exists[key] = !isGone(entry.path.hasPrefix("/") ? entry.path : folder + "/" + entry.path) }
            return exists[key]!
        }
        let baseline = Baseline(entries: kept + files.flatMap { file in
            zip(file.findings, file.lineKeys).compactMap { finding, line -> Baseline.Entry? in
                guard finding.suppressionReason == nil else { return nil }
                return Baseline.Entry(path: relative(file.absolutePath, to: path), rule: finding.ruleID, line: line)
            }
        })
        // One a later run could not read back would shut every run that names it out, and could not be replaced.
        let encoded = baseline.encoded()
        guard encoded.count <= maxBaselineBytes else {
            return "\(path): baseline not written: its \(baseline.entries.count) findings take \(encoded.count >> 20) MB, over the "
                + "\(maxBaselineBytes >> 20) MB a baseline may be; exclude the files that hold most of them (generated code)"
        }
        return FileIO.save(encoded, to: path)
    }

    /// Whether the file a baseline entry names is known to be gone: no such file, by its name or by the bytes its
    /// `\xNN` escapes spell (a name that is not UTF-8). A file that cannot be looked at (a folder the user may not read)
    /// is still there, and keeps its entries.
    private static func isGone(_ path: String) -> Bool {
        var info = stat()
        if stat(path, &info) == 0 { return false }
        guard errno == ENOENT || errno == ENOTDIR else { return false }
        guard let bytes = FileWalker.unescapedPath(path) else { return true }
        let found = bytes.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { stat($0.baseAddress!, &info) } } == 0
        return !found && (errno == ENOENT || errno == ENOTDIR)
    }

    /// The largest baseline read: an entry is a few hundred bytes, so this is hundreds of thousands of findings, more
    /// than any code base adopting typelint records.
    static let maxBaselineBytes = 64 << 20

    /// The baseline at `path`.
    public static func load(_ path: String) throws -> Baseline {
        switch FileIO.readFile(path, limit: maxBaselineBytes) {
        case .success(let bytes): return try Baseline(data: Data(bytes), path: path)
        case .failure(let error): throw RequestError("\(path): cannot read baseline (\(error))")
        }
    }

    /// How many findings `baseline`, read from `path`, records for each file, by the file's path as the baseline names it.
    static func counts(in baseline: Baseline) -> [String: Int] {
        baseline.entries.reduce(into: [:]) { counts, entry in counts[entry.path, default: 0] += 1 }
    }

    /// Removes from `files` each finding the baseline at `path` records (each entry hides one); how many it hid.
    public static func hide(in files: inout [LintedFile], recordedIn path: String) throws -> Int {
        var baseline = try load(path)
        return hide(in: &files, by: &baseline, recordedIn: path)
    }

    /// Removes from `files` each finding `baseline` (read from `path`) records, consuming its entries; how many it hid.
    static func hide(in files: inout [LintedFile], by baseline: inout Baseline, recordedIn path: String) -> Int {
        var hidden = 0
        for index in files.indices {
            let relativePath = relative(files[index].absolutePath, to: path)
            var kept: (findings: [Finding], lineKeys: [String]) = ([], [])
            for (finding, line) in zip(files[index].findings, files[index].lineKeys) {
                // A file outside the baseline's folder was recorded by its absolute path before paths climbed out of it.
                if finding.suppressionReason == nil, baseline.consume(Baseline.Entry(path: relativePath, rule: finding.ruleID, line: line))
                    || relativePath.hasPrefix("../") && baseline.consume(Baseline.Entry(path: files[index].absolutePath, rule: finding.ruleID, line: line)) {
                    hidden += 1
                } else {
                    kept.findings.append(finding)
                    kept.lineKeys.append(line)
                }
            }
            (files[index].findings, files[index].lineKeys) = kept
        }
        return hidden
    }

    /// `absolute` relative to the folder of `file` (a baseline). Both are taken as named, then as the kernel resolves them:
    /// a baseline named through a linked folder (`ci/baseline.json`, `ci` a link to `tools/ci`), or files named through a
    /// linked checkout, key the files under its folder by the same relative paths as when named by their real paths. A file outside the folder (the baseline
    /// kept in `ci/`) climbs out of it (`../App/A.swift`), so that the baseline reads the same from another checkout.
    static func relative(_ absolute: String, to file: String) -> String {
        let folder = FileIO.folder(of: FileWalker.absolutePath(file, cwd: FileWalker.workingFolder))
        if let inside = path(absolute, under: folder) { return inside }
        // A link on either side (the baseline's folder, or the files' path: a linked checkout) is resolved as the kernel does.
        let (real, file) = (FileIO.canonical(folder), FileIO.canonical(absolute))
        if let inside = path(file, under: real) { return inside }
        // Outside: from the folder to the file as the kernel resolves both, which no way of naming them changes.
        let (from, to) = (real.split(separator: "/"), file.split(separator: "/"))
        let common = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }

    /// `path` relative to `folder`, or nil when it is not under it.
    private static func path(_ path: String, under folder: String) -> String? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
