import Dispatch
import Foundation
import TypeLintFonts
import TypeLintObjC
import TypeLintRules
import TypeLintSyntax

/// The two phases of a lint run. Phase 1 reads every file once, on all cores and while the walk is still
/// finding files, and learns whether it can have findings and which font tokens it declares; phase 2
/// lints the files that can, one syntax tree alive per core. Results keep the files' order, whatever
/// the threads' timing.
extension Driver {
    /// What phase 1 keeps of a file that matters after it: one that could not be read, or one that can
    /// have findings, which phase 2 lints. Files that cannot have findings leave only a count behind.
    struct Job: Sendable {
        let file: FileWalker.File
        /// The path of the configuration that governs the file ("" for none).
        let configuration: String
        /// How many of the file's findings are kept: a report's worth, and as many more as the baseline that governs it
        /// records, so that those it hides leave the report its room; all of them where the run records a baseline.
        var findingsLimit = Driver.maxFindingsPerFile
        /// The baseline that governs the file could not be read: the findings it records are reported, and must not be
        /// fixed as if the team had not chosen to keep them.
        var baselineUnread = false
        var error: Problem?
        /// The bytes, kept for phase 2 while the budget lasts (then phase 2 reads the file again).
        var bytes: [UInt8]?
        /// Parsed in phase 1 (every Swift file that can have findings), with its constants and what it declares
        /// for the module index: so that phase 2 does not parse it again.
        var parsed: ModuleFile?
        /// Index into the run's linters (one per configuration), set between the phases.
        var linter = 0
        /// The platforms of the file's project, where it names exactly one.
        var projectPlatforms: Platforms?
        /// Every platform the project builds for, when several (see `Projects.Answer.buildsFor`).
        var projectBuildsFor: Platforms = []
        /// The oldest systems the file's project deploys to.
        var projectDeploymentTargets = DeploymentTargets()
        /// The folder of the Swift file's module (see `Projects`), nil when none is above it.
        var moduleRoot: String?
        /// Index into the run's module indexes, set between the phases.
        var moduleIndex = 0
        /// Read for the module index only: it names no font and cannot have findings, but declares a `ViewModifier`
        /// the index must know (whether it sets a font: `.modifier(CardChrome())` that only pads leaves text as it was)
        /// or a type's `CGFloat` constants (`Metrics.rowHeight`, a height or size other files give), or a view showing
        /// text in the default style, which files that fix its height must know, or re-exports a module
        /// (`@_exported import AppKit`: macOS code, every file of the module).
        var isIndexOnly = false
        /// An Objective-C file's findings: it needs no module index, so it is linted where it is read, while the walk
        /// goes on, and only its findings are kept.
        var linted: Linted?
        /// The design system as the file sees it, set between the phases when its linter's profile describes one.
        var designSystem: DesignSystemScope?

        var isObjectiveC: Bool { !file.displayPath.hasSuffix(".swift") }
    }

    /// Bytes kept between the phases at most: memory stays bounded whatever the number of files.
    static let keptBytesBudget = 16 << 20
    /// Findings reported per file at most; beyond, one notice says how many there were.
    static let maxFindingsPerFile = 10_000

    /// The run's module indexes: one per module root of its Swift files (see `Projects`), over every Swift file
    /// under it, and one over the files with none; each job is given its own. A module the run does not walk
    /// whole (a file named alone, staged, or read from stdin) is read from disk for its declarations, so a file's
    /// findings are the same whichever of its module's files the command line names.
    static func moduleIndexes(for jobs: inout [Job], walked: (folders: [String], files: [String]), scanner: FileScanner,
                              timer: PhaseTimer) -> [ModuleIndex] {
        let projectRoots = Set(jobs.compactMap(\.moduleRoot))
        let checkouts = checkoutRoots(above: projectRoots)
        let roots = projectRoots.union(checkouts)
        let unwalked = projectRoots.filter { root in !walked.folders.contains { isPath(root, under: $0) } }
        // The outermost only: a module inside another is read with it.
        let toRead = unwalked.filter { root in !unwalked.contains { $0 != root && isPath(root, under: $0) } }.sorted() + checkouts
        if !toRead.isEmpty {
            // By bytes: a name with a precomposed é and one with a combining accent are two files, though equal Strings.
            let named = Set(walked.files.map { Array($0.utf8) })
            let folders = walked.folders
            let walk = FileWalker.start(toRead, cwd: "/", timer: timer) { batch in
                scanner.scanForIndex(batch, isRead: { path in named.contains(Array(path.utf8)) || folders.contains { isPath(path, under: $0) } },
                                     isCheckout: { path in checkouts.contains { isPath(path, under: $0) } })
            }
            _ = walk.finish()  // a folder it cannot read is not one the user named
            scanner.projects.noteFontFiles(walk.fontFiles)
            timer.mark("modules")
        }
        // A binary framework's interface is a module of one file, named as the framework is.
        let interfaces = binaryInterfaces(above: projectRoots).compactMap { name, path -> (name: String, path: String, file: ModuleFile)? in
            guard let bytes = try? FileIO.readFile(path).get(), SourceFile.firstInvalidUTF8Offset(in: bytes) == nil else { return nil }
            let tree = SyntaxTree(source: SourceFile(path: path, bytes: bytes))
            return (name, path, ModuleFile(tree, constants: FileConstants(tree)))
        }
        // Each parsed job's and each indexed file's path, sorted: the files under a root are a run of them, found by binary
        // search (thousands of modules, each asking of every file, cost the square of their number).
        let parsed = jobs.indices.filter { jobs[$0].parsed != nil }
        let byPath = (parsed.map { (path: jobs[$0].file.absolutePath, file: jobs[$0].parsed!) }
            + scanner.filesIndexedOnly().map { (path: $0.path, file: $0.file) } + interfaces.map { (path: $0.path, file: $0.file) })
            .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
        func files(of root: String?) -> [ModuleFile] {
            guard let root else { return parsed.compactMap { jobs[$0].moduleRoot == nil ? jobs[$0].parsed : nil } }
            // Under `root` is `root` itself and what starts with `root/`: the paths from the first at or after `root`, while
            // they start with it (`root-2/…` sorts among them and is skipped).
            var low = 0, high = byPath.count
            while low < high {
                let middle = (low + high) / 2
                if byPath[middle].path.utf8.lexicographicallyPrecedes(root.utf8) { low = middle + 1 } else { high = middle }
            }
            var found: [ModuleFile] = []
            while low < byPath.count, byPath[low].path.utf8.starts(with: root.utf8) {
                if isPath(byPath[low].path, under: root) { found.append(byPath[low].file) }
                low += 1
            }
            return found
        }
        // Which modules of the run each imports (`import Theme`, in a workspace of several projects, or a package importing its
        // sibling): worked out depth first from the jobs' modules in order, a module being built not imported again (a
        // cycle is cut where it closes); each index then starts from the values of those it imports.
        // The module roots by their folder's name, which is what an `import` names.
        var rootsByName = Dictionary(grouping: roots.sorted(), by: lastPathComponent)
        for interface in interfaces where rootsByName[interface.name] == nil { rootsByName[interface.name] = [interface.path] }
        var order: [String?] = []
        var modules: [String?: (files: [ModuleFile], imports: [String?])] = [:]
        func visit(_ root: String?, building: Set<String?>) {
            guard modules[root] == nil else { return }
            let found = files(of: root)
            var imported: [String?] = []
            if let root {
                let names = Set(found.lazy.flatMap { $0.tree.importedModules() })
                for other in names.flatMap({ rootsByName[$0] ?? [] }).sorted()
                where !building.contains(other) && !isPath(other, under: root) && !isPath(root, under: other) {
                    visit(other, building: building.union([root]))
                    imported.append(other)
                }
            }
            modules[root] = (found, imported)
            order.append(root)
        }
        for position in parsed { visit(jobs[position].moduleRoot, building: []) }
        // Built on all cores, each after the modules it imports, beside any other that is ready (an app's module beside the
        // chain of packages another is built on).
        let numbers = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let (files, needs) = (order.map { modules[$0]!.files }, order.map { modules[$0]!.imports.map { numbers[$0]! } })
        // An index holds what its module imports, so an import that another import of the module already holds (`App`
        // importing `Theme` and `DesignKit`, which imports `Theme`) is not merged again: in layers of modules that each
        // import the ten before, every index would merge ten copies of nearly the same values.
        var reached: [Set<Int>] = []
        for imports in needs {
            reached.append(imports.reduce(into: Set(imports)) { all, module in all.formUnion(reached[module]) })
        }
        let merged = needs.map { imports in
            imports.filter { module in !imports.contains { $0 != module && reached[$0].contains(module) } }
        }
        let indexes = concurrentMap(needs: merged) { module, imported in ModuleIndex(files: files[module], importing: imported) }
        for position in parsed {
            jobs[position].moduleIndex = numbers[jobs[position].moduleRoot]!
            // `@_exported import AppKit` in one file of a module (or of one it imports) is an import of every file.
            let exported = indexes[jobs[position].moduleIndex].exportedModules
            if !exported.isEmpty { jobs[position].parsed?.importing(exported) }
        }
        return indexes.isEmpty ? [ModuleIndex()] : indexes
    }

    /// The module roots of the packages a project has checked out (`.build/checkouts/<package>/Sources/<target>`, and
    /// Xcode's `SourcePackages/checkouts/…` where a project keeps it): read for their declarations only, as modules that
    /// the project's own import by name, so that a font a package declares (`Font.brandBody` in `DesignKit`) is known
    /// where it is used. Never linted: a package's code is its authors'. Where no checkout is on disk, nothing is known of
    /// a package's names, and what needs them is not reported.
    static func checkoutRoots(above roots: Set<String>) -> [String] {
        var found: [String] = []
        let files = FileManager.default
        // What a checkout holds is its own files: a link in it that leads out (to `/`, to a folder of the user's) is not
        // followed, so that no file outside the checkout decides a finding, nor does the whole disk get read.
        func isInside(_ path: String, _ folder: String) -> Bool { isPath(FileIO.canonical(path), under: FileIO.canonical(folder)) }
        func targets(of package: String) -> [String] {
            let sources = package + "/Sources"
            let targets = ((try? files.contentsOfDirectory(atPath: sources)) ?? []).sorted()
                .filter { !$0.hasPrefix(".") && isInside(sources + "/" + $0, package) }
            return targets.isEmpty ? [package] : targets.map { sources + "/" + $0 }
        }
        for folder in foldersAbove(roots) {
            for (holder, checkouts) in [(".build", "/.build/checkouts"), ("SourcePackages", "/SourcePackages/checkouts")]
                where !isLeftByAnother(holder, in: folder) {
                let checkouts = folder + checkouts
                for package in ((try? files.contentsOfDirectory(atPath: checkouts)) ?? []).sorted()
                where !package.hasPrefix(".") && isInside(checkouts + "/" + package, checkouts) {
                    found += targets(of: checkouts + "/" + package)
                }
            }
            // A local package the manifest names by path (`.package(path: "../DesignKit")`), or an Xcode project of the
            // folder does (`XCLocalSwiftPackageReference`, `relativePath = ../DesignKit`), wherever it is.
            var localPaths: [String] = []
            if !isLeftByAnother("Package.swift", in: folder), let bytes = try? FileIO.readFile(folder + "/Package.swift").get(),
               let manifest = String(validating: bytes, as: UTF8.self) {
                localPaths += localPackagePaths(in: manifest)
            }
            for project in ((try? files.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            where project.hasSuffix(".xcodeproj") && !isLeftByAnother(project, in: folder) {
                guard let bytes = try? FileIO.readFile(folder + "/" + project + "/project.pbxproj", limit: Projects.maxProjectFileBytes).get()
                else { continue }
                localPaths += localPackagePaths(inProject: String(decoding: bytes, as: UTF8.self))
            }
            for path in localPaths {
                let package = path.hasPrefix("/") ? path : folder + "/" + path
                let standardized = URL(fileURLWithPath: package).standardized.path
                // One inside the project's folders is among its modules already.
                if files.fileExists(atPath: standardized + "/Package.swift"),
                   !roots.contains(where: { isPath(standardized, under: $0) || isPath($0, under: standardized) }) {
                    found += targets(of: standardized)
                }
            }
        }
        return Array(Set(found)).sorted().filter { !roots.contains($0) }
    }

    /// The folders a project's dependencies are looked for in: each project's folder and those above it, up to its
    /// repository's root (the first that holds `.git`), each once.
    static func foldersAbove(_ roots: Set<String>) -> [String] {
        var seen: Set<String> = []
        var folders: [String] = []
        for root in roots.sorted() {
            var folder = root
            while !folder.isEmpty, seen.insert(folder).inserted {
                folders.append(folder)
                if FileManager.default.fileExists(atPath: folder + "/.git") { break }
                folder = folder == "/" ? "" : FileIO.folder(of: folder)
            }
        }
        return folders
    }

    /// Whether `name` in `folder` is another user's, left in a folder anyone may write to (`/tmp` above a checkout): a
    /// package, a framework or a folder holding them there is not read.
    static func isLeftByAnother(_ name: String, in folder: String) -> Bool {
        var info = stat()
        return lstat(folder + "/" + name, &info) == 0 && FileIO.isLeftByAnother(info.st_uid, in: folder)
    }

    /// The binary frameworks a project keeps (`X.xcframework` or `X.framework` beside it, in `Frameworks/`, `Vendor/` or
    /// `Carthage/Build/`, and SwiftPM's and Xcode's `artifacts/<package>/<target>/`), by module name: one `.swiftinterface`
    /// of each, which declares its public API. Read as a module of its own, so that a call into it is known for what it is
    /// (its own `system(size:)` has no `.body`). Looked for in the project's folders and those above them, as checkouts are.
    static func binaryInterfaces(above roots: Set<String>) -> [String: String] {
        let files = FileManager.default
        func entries(_ folder: String) -> [String] {
            ((try? files.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        }
        /// The first public interface in `X.framework/Modules/X.swiftmodule` (not a `.private.swiftinterface`).
        func interface(ofFramework framework: String, named name: String) -> String? {
            let module = framework + "/Modules/" + name + ".swiftmodule"
            return entries(module).first { $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") }
                .map { module + "/" + $0 }
        }
        var found: [String: String] = [:]
        func look(in folder: String) {
            for entry in entries(folder) where !isLeftByAnother(entry, in: folder) {
                let path = folder + "/" + entry
                if entry.hasSuffix(".xcframework") {
                    let name = String(entry.dropLast(".xcframework".count))
                    let slices = entries(path).compactMap { interface(ofFramework: path + "/" + $0 + "/" + name + ".framework", named: name) }
                    if found[name] == nil, let first = slices.first { found[name] = first }
                } else if entry.hasSuffix(".framework") {
                    let name = String(entry.dropLast(".framework".count))
                    if found[name] == nil, let first = interface(ofFramework: path, named: name) { found[name] = first }
                }
            }
        }
        for folder in foldersAbove(roots) {
            for kept in ["", "/Frameworks", "/Vendor", "/Carthage/Build"] where kept.isEmpty || !isLeftByAnother(String(kept.split(separator: "/")[0]), in: folder) {
                look(in: folder + kept)
            }
            for artifacts in [folder + "/.build/artifacts", folder + "/SourcePackages/artifacts"]
                where !isLeftByAnother(String(artifacts.dropFirst(folder.count + 1).split(separator: "/")[0]), in: folder) {
                for package in entries(artifacts) {
                    for target in entries(artifacts + "/" + package) { look(in: artifacts + "/" + package + "/" + target) }
                }
            }
        }
        return found
    }

    /// The `relativePath` of each local package an Xcode project references (`XCLocalSwiftPackageReference`).
    static func localPackagePaths(inProject text: String) -> [String] {
        var paths: [String] = []
        var rest = text[...]
        while let reference = rest.range(of: "XCLocalSwiftPackageReference") {
            let entry = rest[reference.upperBound...].prefix(600).prefix { $0 != "}" }
            if let key = entry.range(of: "relativePath = ") {
                let value = entry[key.upperBound...].prefix { $0 != ";" && $0 != "\n" }
                paths.append(String(value.hasPrefix("\"") ? value.dropFirst().prefix { $0 != "\"" } : value))
            }
            rest = rest[reference.upperBound...]
        }
        return paths
    }

    /// The `path:` of each `.package(…)` of a manifest (`.package(path: "../DesignKit")`, `.package(name: "X", path: "…")`).
    static func localPackagePaths(in manifest: String) -> [String] {
        var paths: [String] = []
        var rest = manifest[...]
        while let call = rest.range(of: ".package(") {
            let arguments = rest[call.upperBound...].prefix(400).prefix { $0 != ")" }
            if let label = arguments.range(of: "path:"), let open = arguments[label.upperBound...].firstIndex(of: "\""),
               let close = arguments[arguments.index(after: open)...].firstIndex(of: "\"") {
                paths.append(String(arguments[arguments.index(after: open)..<close]))
            }
            rest = rest[call.upperBound...]
        }
        return paths
    }

    /// Whether the absolute `path` is `folder` or inside it.
    static func isPath(_ path: String, under folder: String) -> Bool {
        folder == "/" || path == folder || (path.hasPrefix(folder) && path.utf8.dropFirst(folder.utf8.count).first == UInt8(ascii: "/"))
    }

    /// A file's findings, and for a baseline each finding's normalised line.
    struct Linted: Sendable {
        var findings: [Finding] = []
        var lineKeys: [String] = []
    }

    /// Phase 2: lints the jobs on all cores; results keep the jobs' order, so output does not depend
    /// on timing. A file that uses one of its module's views where a cross-file rule looks (`HStack { ProfileSummaryRow(…) }
    /// .frame(height: 88)` for fixed-text-height) is checked again by that rule with what it knows of those views, worked
    /// out from the module's files that declare them (whichever of them the run lints), from their facts kept from the
    /// first time.
    static func lintInParallel(_ jobs: [Job], linters: [Linter], indexes: [ModuleIndex], projects: Projects,
                               request: LintRequest, notices: Notices) -> [Linted] {
        let (timer, lineKeys) = (request.timer, request.lineKeys || request.baseline != .recording)
        let viewNames = indexes.map { WordSet($0.viewTypeNames) }
        // A run whose configurations all turn a cross-file rule off needs none of its work.
        let rules = RuleRegistry.crossFileRules.filter { rule in linters.contains { $0.reports(rule.description.id) } }
        // By rule, each file's uses of the module's views where the rule looks, and the views each module's uses want.
        let uses = rules.map { rule in
            concurrentMap(Array(jobs.indices), of: jobs) { _, job -> [String] in
                guard !job.isIndexOnly, let tree = job.parsed?.tree else { return [] }
                return rule.checkedUses(in: tree, viewNames[job.moduleIndex]).map { tree.text($0) }
            }
        }
        let wanted = rules.indices.map { r in
            wantedViews(rules[r], usedBy: zip(jobs.map(\.moduleIndex), uses[r]), indexes: indexes, viewNames: viewNames)
        }
        // Largest files first: a large file started last would leave the other cores idle until it is done. (Objective-C
        // files were linted in the scan.)
        let sizes = jobs.map(size(of:))
        let order = jobs.indices.filter { jobs[$0].linted == nil }.sorted { sizes[$0] > sizes[$1] }
        let linted = concurrentMap(order, of: jobs) { index, job -> (linted: Linted, declared: [Set<String>], kept: (SourceFile, FontFacts)?) in
            guard let (source, facts) = analyze(job, indexes: indexes, timer: timer) else { return (Linted(), [], nil) }
            let started = timer.now()
            defer { timer.add(.rules, since: started) }
            let linter = linter(for: job, facts: facts, base: linters[job.linter], projects: projects)
            let declared = rules.indices.map { r in
                Set(rules[r].viewBodies(named: wanted[r][job.moduleIndex] ?? [], in: facts.tree).map { TypeBody.ownName($0.qualifiedName) })
            }
            let keeps = rules.indices.contains { !uses[$0][index].isEmpty || !declared[$0].isEmpty }
            return (check(job, source, facts, linter, lineKeys: lineKeys, notices: notices), declared, keeps ? (source, facts) : nil)
        }
        var results = jobs.map { $0.linted ?? Linted() }
        var kept: [Int: (SourceFile, FontFacts)] = [:]
        for (position, index) in order.enumerated() {
            results[index] = linted[position].linted
            kept[index] = linted[position].kept
        }
        guard wanted.contains(where: { !$0.isEmpty }) else { return results }
        let linterOf = Dictionary(jobs.map { ($0.moduleIndex, linters[$0.linter]) }) { first, _ in first }
        // Each rule's facts of the views, by module; the files that use a view with a fact, and the rules to check them again.
        var moduleFacts: [Int: ModuleFacts] = [:]
        var again: [Int: Set<String>] = [:]
        func learn<R: CrossFileRule>(_ rule: R.Type, _ r: Int) {
            let declaring = order.enumerated().filter { !linted[$0.offset].declared.isEmpty && !linted[$0.offset].declared[r].isEmpty }
                .map { (job: $0.element, names: linted[$0.offset].declared[r], facts: kept[$0.element]!.1) }
            // Views the run does not lint (a file named alone, staged): read from the module's files that declare them.
            let declared = declaring.reduce(into: [Int: Set<String>]()) { $0[jobs[$1.job].moduleIndex, default: []].formUnion($1.names) }
            let unread = wanted[r].flatMap { module, names in
                indexes[module].trees(declaringViews: names.subtracting(declared[module] ?? [])).map { (module: module, tree: $0) }
            }
            let read = concurrentMap(unread) { file in FontAnalyzer.analyze(file.tree, index: indexes[file.module]) }
            // Each file's views worked out by its own linter (its project's platforms and design system), as it was linted.
            let all = declaring.map { file in
                (jobs[file.job].moduleIndex, file.facts, Optional(file.names),
                 linter(for: jobs[file.job], facts: file.facts, base: linters[jobs[file.job].linter], projects: projects))
            } + zip(unread, read).map { ($0.module, $1, wanted[r][$0.module], linterOf[$0.module]!) }
            let found = concurrentMap(all) { _, facts, names, linter in linter.viewFacts(R.self, facts: facts, of: names) }
            var byModule: [Int: [[String: R.ViewFact]]] = [:]
            var filesByModule: [Int: [FontFacts]] = [:]
            for ((module, facts, _, _), views) in zip(all, found) {
                if !views.isEmpty { byModule[module, default: []].append(views) }
                filesByModule[module, default: []].append(facts)
            }
            for (module, files) in byModule {
                let grown = linterOf[module]!.grown(R.self, R.merged(files), declaring: filesByModule[module] ?? [],
                                                    wanted: wanted[r][module] ?? [], viewNames: viewNames[module])
                moduleFacts[module, default: ModuleFacts()][R.self] = grown
            }
            for index in kept.keys where uses[r][index].contains(where: { moduleFacts[jobs[index].moduleIndex]?[R.self][$0] != nil }) {
                again[index, default: []].insert(R.description.id)
            }
        }
        for (r, rule) in rules.enumerated() { learn(rule, r) }
        // Only the cross-file rules are checked again, and only where a view the file uses has a fact.
        let (keptFiles, known) = (kept, moduleFacts)
        let rechecked = concurrentMap(again.sorted { $0.key < $1.key }) { index, ids -> (Int, Set<String>, [Finding]) in
            let (source, facts) = keptFiles[index]!
            let findings = linter(for: jobs[index], facts: facts, base: linters[jobs[index].linter], projects: projects)
                .lint(source, facts: facts, limit: jobs[index].findingsLimit, moduleFacts: known[jobs[index].moduleIndex]!,
                      only: ids).findings
            return (index, ids, findings)
        }
        for (index, ids, found) in rechecked {
            // A suppression the first check took for unused may be used by what the rule found now.
            let (source, facts) = kept[index]!
            let nowUsed = linters[jobs[index].linter].suppressionsUsed(by: found, in: source, tree: facts.tree)
            let stillReported = results[index].findings.filter { finding in
                !ids.contains(finding.ruleID) && !(finding.ruleID == Suppressions.unusedSuppression.id
                    && nowUsed.contains { $0.range == finding.byteRange && finding.message.hasPrefix("`\($0.rule)`") })
            }
            let findings = (stillReported + found)
                .sorted { ($0.byteRange.lowerBound, $0.ruleID) < ($1.byteRange.lowerBound, $1.ruleID) }
            results[index] = Linted(findings: findings, lineKeys: lineKeys ? findings.map { Baseline.lineKey(for: $0, in: kept[index]!.0) } : [])
        }
        return results
    }

    /// The views whose facts a run works out for a rule, by module: those its files use where the rule looks (`uses`, by
    /// the using file's module), and the module's views that those views' bodies show (`FileCell { … FileDisplayName(…) }`),
    /// a level down (deeper costs more than it finds).
    private static func wantedViews<R: CrossFileRule, Uses: Sequence<(Int, [String])>>(
        _ rule: R.Type, usedBy uses: Uses, indexes: [ModuleIndex], viewNames: [WordSet]) -> [Int: Set<String>] {
        let used = uses.reduce(into: [Int: Set<String>]()) { used, file in
            if !file.1.isEmpty { used[file.0, default: []].formUnion(file.1) }
        }
        return Dictionary(uniqueKeysWithValues: used.map { module, names in
            (module, names.union(indexes[module].trees(declaringViews: names).flatMap { tree in
                R.viewsShown(by: names, in: tree, viewNames[module]).map { tree.text($0) }
            }))
        })
    }

    /// A job's source and facts (nil for a file read for the module index only, or unreadable now).
    private static func analyze(_ job: Job, indexes: [ModuleIndex], timer: PhaseTimer) -> (SourceFile, FontFacts)? {
        guard !job.isIndexOnly else { return nil }
        var started = timer.now()
        guard let bytes = job.parsed?.tree.bytes ?? job.bytes ?? (try? FileIO.readFile(job.file.absolutePath).get()) else { return nil }
        timer.add(.read, since: started)
        let source = SourceFile(path: job.file.displayPath, bytes: bytes)
        started = timer.now()
        let facts: FontFacts
        if let parsed = job.parsed {
            facts = FontAnalyzer.analyze(parsed.tree, index: indexes[job.moduleIndex], constants: parsed.constants)
        } else {
            let (code, comments) = Lexer.tokenizeSeparately(bytes)
            timer.add(.lex, since: started)
            started = timer.now()
            let tree = SyntaxTree(bytes: bytes, code: code, comments: comments)
            timer.add(.parse, since: started)
            started = timer.now()
            facts = FontAnalyzer.analyze(tree, index: indexes[job.moduleIndex])
        }
        timer.add(.resolve, since: started)
        return (source, facts)
    }

    /// An Objective-C file's findings (it needs no module index: see `Job.linted`).
    static func lintObjectiveC(_ job: Job, bytes: [UInt8], linter: Linter, projects: Projects, clang: ClangWorkers?, lineKeys: Bool,
                               timer: PhaseTimer, notices: Notices) -> Linted {
        var started = timer.now()
        let source = SourceFile(path: job.file.displayPath, bytes: bytes)
        let tree = ObjCAnalyzer.tree(for: source)
        timer.add(.lex, since: started)
        started = timer.now()
        let facts = objectiveCFacts(tree, job, linter: linter, projects: projects, clang: clang, timer: timer, notices: notices)
        timer.add(.resolve, since: started)
        started = timer.now()
        defer { timer.add(.rules, since: started) }
        return check(job, source, facts, self.linter(for: job, facts: facts, base: linter, projects: projects), lineKeys: lineKeys,
                     notices: notices)
    }

    /// An Objective-C file's facts: its tokens', completed by clang's where clang knows more than the tokens say (a size
    /// held in a macro or a header's constant, a macro that makes a font, a label's fixed height) and the request gives
    /// a way to reach it (`LintRequest.clang`).
    static func objectiveCFacts(_ tree: SyntaxTree, _ job: Job, linter: Linter, projects: Projects, clang: ClangWorkers?,
                                timer: PhaseTimer, notices: Notices) -> FontFacts {
        let facts = ObjCAnalyzer.analyze(tree)
        guard let clang, let questions = ObjCAnalyzer.questionsForClang(tree, facts: facts) else { return facts }
        let started = timer.now()
        defer { timer.add(.clang, since: started) }
        let path = job.file.absolutePath
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        let platforms = linter.forProject(job.projectPlatforms).platforms.intersection(tree.importedPlatforms)
        let request = ClangAnalyzer.Request(path: path, root: projects.answer(forFileAt: path).moduleRoot ?? folder,
                                            cPlusPlus: path.hasSuffix(".mm"), platform: platforms.firstName ?? "iOS", questions: questions)
        switch clang.facts(request, contents: tree.bytes) {
        case .facts(let known):
            return ObjCAnalyzer.analyze(tree, clang: known)
        case .failed(let reason):
            notices.add("\(job.file.displayPath): \(reason); linted without clang (its macros, header constants and types unknown)")
        case .unavailable(let reason):
            notices.addOnce("\(reason): Objective-C is linted without clang (macros, header constants and types unknown)")
        }
        return facts
    }

    /// A file's findings from its facts.
    private static func check(_ job: Job, _ source: SourceFile, _ facts: FontFacts, _ linter: Linter, lineKeys: Bool,
                              notices: Notices) -> Linted {
        let (findings, total) = linter.lint(source, facts: facts, limit: job.findingsLimit)
        if total > findings.count {
            notices.add("\(job.file.displayPath): \(total) findings, only the first \(findings.count) are reported")
        }
        return Linted(findings: findings, lineKeys: lineKeys ? findings.map { Baseline.lineKey(for: $0, in: source) } : [])
    }

    /// The job's linter, for its project: its platforms (and those the file imports a UI framework for inside `#if`: its
    /// other code is built for them too), and (asked only of a file that names a typeface) whether its app can draw
    /// typefaces by name.
    static func linter(for job: Job, facts: FontFacts, base: Linter, projects: Projects) -> Linter {
        // A font made in the file, or a token or helper of the module it uses (`FontManager.primaryText()`).
        let namesTypeface = facts.constructors.contains { constructor in
            if case .custom = constructor.spec.family { true } else { false }
        } || facts.namedFontUses.contains { use in
            if case .custom = use.spec.family { true } else { false }
        }
        return base.forProject(
            job.projectPlatforms, buildsFor: job.projectBuildsFor.union(facts.tree.conditionallyImportedPlatforms),
            deploymentTargets: job.projectDeploymentTargets,
            drawsCustomFonts: !namesTypeface || projects.drawsCustomFonts(forFileAt: job.file.absolutePath))
            .forDesignSystem(job.designSystem)
    }

    /// What a job costs to lint, roughly: its size in bytes (0 when its bytes were not kept).
    private static func size(of job: Job) -> Int {
        job.parsed?.tree.bytes.count ?? job.bytes?.count ?? 0
    }
}
