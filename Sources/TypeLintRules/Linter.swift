import TypeLintFonts
import TypeLintSyntax

/// One reported problem, located in its file.
public struct Finding: Sendable, Hashable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var path: String
    public var byteRange: Range<Int>
    public var start: SourceLocation
    public var end: SourceLocation
    public var fix: Fix?
    /// The reason of the suppression comment that silences it; nil when it is reported.
    public var suppressionReason: String?
    /// The profile's words for the rule, quoted (`root: "Minimum size is 11pt. …"`); "" when it has none. Said
    /// once per rule in a run's text output, not on every line.
    public var clause: String = ""
}

/// What makes two findings the same: one rule (its place in the registry's descriptions) at one range.
private struct FindingKey: Hashable {
    let rule: Int
    let range: Range<Int>
}

/// Lints files with one profile and configuration: runs the facts through every enabled rule,
/// applies severities and suppressions. Pure: no I/O.
public struct Linter: Sendable {
    public let profile: Profile
    public private(set) var platforms: Platforms
    /// Platforms the project also builds for, beyond those the findings are checked on: a fix must hold there too.
    public private(set) var alsoBuiltFor: Platforms = []
    /// The oldest systems the file's project deploys to (see `forProject`).
    public private(set) var deploymentTargets = DeploymentTargets()
    /// Whether the file's app can draw typefaces it names (see `forProject`).
    public private(set) var drawsCustomFonts = true
    /// The design system as the file sees it (see `forDesignSystem`); nil when the profile describes none.
    public private(set) var designSystem: DesignSystemScope?
    /// Per-rule levels from the configuration, over the profile's.
    public let severityOverrides: [String: RuleLevel]

    /// Whether the platforms were given (a configuration, `--platform`), not the profile's default: a file's
    /// project then does not replace them.
    public let platformsAreConfigured: Bool

    /// Each rule's clause with the profile's name (`root: "…"`), by rule id, for the rules whose profile has one:
    /// made once, so that every finding of a rule shares the one string.
    public let clauses: [String: String]

    /// The rules this linter reports (not off), worked out once rather than for every file.
    private let enabled: Set<String>

    /// Each description of `RuleRegistry.descriptions`' severity here (nil: off) and settings, by position: asked
    /// for every file and every finding, where looking them up by id cost more than some rules' checks.
    private let perRule: [(id: String, severity: Severity?, settings: RuleSettings)]
    /// Each rule's severity on the platforms its profile gives one for (`severityByPlatform`; nil: off there), by position:
    /// empty for most rules, and for every rule a configuration sets the severity of.
    private let perPlatform: [[String: Severity?]]

    public init(profile: Profile, platforms: Platforms? = nil, severityOverrides: [String: RuleLevel] = [:]) {
        self.profile = profile
        clauses = profile.rules.compactMapValues { $0.clause.isEmpty ? nil : "\(profile.name): \"\($0.clause)\"" }
        self.platforms = platforms ?? Platforms(names: profile.platforms)
        self.severityOverrides = severityOverrides
        platformsAreConfigured = platforms != nil
        perRule = RuleRegistry.descriptions.map { ($0.id, Self.severity(of: $0, profile, severityOverrides), profile.settings($0.id)) }
        perPlatform = RuleRegistry.descriptions.map { rule in
            guard severityOverrides[rule.id] == nil else { return [:] }
            return profile.settings(rule.id).severityByPlatform.mapValues(\.severity)
        }
        // A rule off by default but on for some platform runs, and reports only there.
        enabled = Set(zip(perRule, perPlatform).filter { $0.severity != nil || $1.values.contains { $0 != nil } }.map(\.0.id))
    }

    /// This linter for a file whose project builds for `platforms` (unless platforms were configured), deploys to the
    /// systems `deploymentTargets` and later, and can or cannot draw a typeface named in code: an app that bundles no font
    /// file and registers none draws the system font for `.custom("TimeButtonFont", size: 15)`, so the name adds no family.
    public func forProject(_ platforms: Platforms?, buildsFor: Platforms = [], deploymentTargets: DeploymentTargets = DeploymentTargets(),
                           drawsCustomFonts: Bool = true) -> Linter {
        guard platforms != nil && !platformsAreConfigured || !drawsCustomFonts || !buildsFor.isEmpty && !platformsAreConfigured
                || !deploymentTargets.isEmpty
        else { return self }
        // Asked for every file: what depends on the profile alone is kept, not worked out again.
        var linter = self
        if let platforms, !platformsAreConfigured { linter.platforms = platforms }
        if !platformsAreConfigured { linter.alsoBuiltFor = buildsFor.subtracting(linter.platforms) }
        linter.drawsCustomFonts = drawsCustomFonts
        linter.deploymentTargets = deploymentTargets
        return linter
    }

    /// This linter for a file of a run whose profile describes a design system: whether the file is one of its sources.
    public func forDesignSystem(_ scope: DesignSystemScope?) -> Linter {
        guard let scope else { return self }
        var linter = self
        linter.designSystem = scope
        return linter
    }

    /// Whether the rule reports here (is not off): work only it needs is skipped when no linter of a run reports it.
    public func reports(_ ruleID: String) -> Bool { enabled.contains(ruleID) }

    /// The severity a rule reports at, or nil when it is off.
    public func severity(of rule: RuleDescription) -> Severity? { Self.severity(of: rule, profile, severityOverrides) }

    private static func severity(of rule: RuleDescription, _ profile: Profile, _ overrides: [String: RuleLevel]) -> Severity? {
        (overrides[rule.id] ?? profile.rules[rule.id]?.severity ?? RuleLevel(rule.defaultSeverity)).severity
    }

    /// All findings of one Swift file, suppressed ones included (marked with their reason), in source order.
    public func lint(_ file: SourceFile, tree: SyntaxTree, index: ModuleIndex) -> [Finding] {
        lint(module: [(file, tree)], index: index)[0]
    }

    /// All findings of a file whose facts are already known (Objective-C comes this way).
    public func lint(_ file: SourceFile, facts: FontFacts) -> [Finding] {
        lint(file, facts: facts, limit: .max).findings
    }

    /// At most `limit` findings of a file, the first in source order, and how many it has in all. Findings
    /// are trimmed while rules run, so a file with a finding on every line costs memory for `limit`
    /// findings, not for all of them.
    /// `only`: run just these rules (a second check of the cross-file rules once the module's view facts are known).
    public func lint(_ file: SourceFile, facts: FontFacts, limit: Int, moduleFacts: ModuleFacts = ModuleFacts(),
                     only: Set<String>? = nil) -> (findings: [Finding], total: Int) {
        let tree = facts.tree
        // Test code draws no screen: its fonts are a test's inputs (a text sizer's grid of sizes, a snapshot's setup).
        if tree.imports(anyOf: ["XCTest", "Testing"]) { return ([], 0) }
        // Nor is generated code reported (its declarations are still read for the module): its findings are the
        // generator's, fixed in its template or input.
        if tree.isGeneratedCode { return ([], 0) }
        var findings: [Finding] = []
        var seen = Set<FindingKey>()
        var total = 0
        let unknown = SourceLocation(line: 0, column: 0, utf16Column: 0)
        func inSourceOrder(_ a: Finding, _ b: Finding) -> Bool {
            (a.byteRange.lowerBound, a.ruleID) < (b.byteRange.lowerBound, b.ruleID)
        }
        // The findings kept are the first the report shows: a suppressed one counts only when nothing else is left, so
        // that thousands of suppressed findings in legacy code do not hide a new one below them.
        func trim() {
            guard findings.count > limit else { return }
            findings.sort { a, b in
                (a.suppressionReason != nil) != (b.suppressionReason != nil) ? b.suppressionReason != nil : inSourceOrder(a, b)
            }
            findings.removeLast(findings.count - limit)
        }
        let suppressions = Suppressions(file: file, comments: tree.comments, knownRules: RuleRegistry.ids)
        func add(_ position: Int, _ byteRange: Range<Int>, _ message: String, _ fix: Fix?, platform: String? = nil) {
            guard let severity = platform.flatMap({ perPlatform[position][$0] }) ?? perRule[position].severity,
                  seen.insert(FindingKey(rule: position, range: byteRange)).inserted else { return }
            total += 1
            let id = perRule[position].id
            var finding = Finding(ruleID: id, severity: severity, message: message, path: file.path, byteRange: byteRange,
                                  start: unknown, end: unknown, fix: fix, clause: clauses[id] ?? "")
            finding.suppressionReason = suppressions.suppression(of: id, onLine: file.line(of: byteRange.lowerBound))?.reason
            findings.append(finding)
            if findings.count >= limit.multipliedReportingOverflow(by: 2).partialValue { trim() }
        }
        var context = RuleContext(facts: facts, profile: profile, settings: RuleSettings(), platforms: platforms, alsoBuiltFor: alsoBuiltFor,
                                  enabledRules: enabled, drawsCustomFonts: drawsCustomFonts, moduleFacts: moduleFacts,
                                  lines: file.lines)
        context.designSystem = designSystem
        context.deploymentTargets = deploymentTargets
        // A fix writes the frameworks' names (`.body`, `.secondaryLabel`, `true` for UIKit's property): in a Swift file that
        // imports modules but none of them (a model beside `import Foundation`), the names it would rewrite are the app's
        // own. A file that imports nothing is taken as a snippet of the module. Asked where a fix is first made.
        lazy var fixesFrameworkNames = facts.language != .swift || tree.importedModules().isEmpty
            || tree.imports(anyOf: Self.frameworksFixed)
        // Code kept for older systems than an availability check names is left as it is: a fix there could write the very
        // API the check avoids (`.title2` in the `else` of `if #available(iOS 14, *)`).
        lazy var backDeployed = tree.backDeployedCode
        for (position, rule) in RuleRegistry.rules.enumerated() where enabled.contains(perRule[position].id)
            && only.map({ $0.contains(perRule[position].id) }) != false {
            context.settings = perRule[position].settings
            let byPlatform = !perPlatform[position].isEmpty
            for violation in rule.init().check(context) {
                guard let first = violation.tokens.first, violation.tokens.upperBound <= tree.code.count else { continue }
                let byteRange = tree.code[first].start..<tree.code[violation.tokens.upperBound - 1].end
                // The platform it is about: the rule's word, else the one platform its code is checked for.
                let platform = byPlatform ? violation.platform ?? context.checkedPlatforms(tree.platforms(at: first)).onlyElement : nil
                add(position, byteRange, violation.message, violation.fix.flatMap { replacement in
                    // A member renamed (`.tertiaryLabel` → `.secondaryLabel`) that the file declares for its own is its own.
                    guard fixesFrameworkNames, violation.tokens.count > 1 || tree.code[first].kind != .word
                            || !context.declaresCaseOrMember(tree.text(first)),
                          !backDeployed.contains(where: { $0.contains(first) }) else { return nil }
                    let range = replacement.isEmpty ? Corrector.wholeLine(around: byteRange, in: tree.bytes) ?? byteRange : byteRange
                    return Fix(range: range, replacement: replacement, safety: rule.description.fixSafety)
                }, platform: platform)
            }
        }
        var hygiene = only == nil ? suppressions.hygiene : []
        if only == nil, perRule.contains(where: { $0.id == Suppressions.unusedSuppression.id && $0.severity != nil }) {
            var used = Set<UsedSuppression>()
            for finding in findings {
                if let (region, _) = suppressions.suppression(of: finding.ruleID, onLine: file.line(of: finding.byteRange.lowerBound)) {
                    used.insert(UsedSuppression(region: region, rule: finding.ruleID))
                }
            }
            for (rule, range) in suppressions.unused(used, checked: enabled) {
                hygiene.append((Suppressions.unusedSuppression.id, range, rule == "all"
                    ? "nothing is reported where this suppresses every rule; remove the suppression"
                    : "`\(rule)` reports nothing where this suppresses it; remove it from the suppression"))
            }
        }
        for (id, range, message) in hygiene {
            if let position = perRule.firstIndex(where: { $0.id == id }) { add(position, range, message, nil) }
        }
        trim()
        let locations = file.locations(of: findings.flatMap { finding in
            [finding.byteRange.lowerBound, finding.byteRange.upperBound]
                + (finding.fix.map { [$0.range.lowerBound, $0.range.upperBound] } ?? [])
        })
        for index in findings.indices {
            findings[index].start = locations[findings[index].byteRange.lowerBound] ?? unknown
            findings[index].end = locations[findings[index].byteRange.upperBound] ?? unknown
            if let range = findings[index].fix?.range {
                findings[index].fix?.start = locations[range.lowerBound] ?? unknown
                findings[index].fix?.end = locations[range.upperBound] ?? unknown
            }
            findings[index].suppressionReason = suppressions.suppression(of: findings[index].ruleID,
                                                                         onLine: findings[index].start.line)?.reason
            // No fix where it would move or break a `typelint:` comment, nor one that would drop another comment or a
            // compiler directive: no fix writes them back, in the editor as in `--fix`.
            if let fix = findings[index].fix,
               (fix.start.line...max(fix.start.line, fix.end.line - (fix.end.column == 1 ? 1 : 0))).contains(where: suppressions.commentLines.contains)
                || Corrector.dropsCommentOrDirective(fix.range, tree) {
                findings[index].fix = nil
            }
        }
        return (findings.sorted(by: inSourceOrder), total)
    }

    /// The frameworks whose names the fixes write.
    private static let frameworksFixed = ["SwiftUI", "UIKit", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "WidgetKit"]

    /// What a cross-file rule knows of the file's SwiftUI view types (`CrossFileRule.viewFacts`), by type name: gathered
    /// from a module's files and given back to `lint` for the files that use those views. Empty when the rule is off.
    /// `shown`: the facts known of the module's views that the file's views show (`FileDisplayName` in `FileCell`).
    /// `views`: only these views' facts (by name), when not all the file's are wanted.
    public func viewFacts<R: CrossFileRule>(_ rule: R.Type, facts: FontFacts, shown: [String: R.ViewFact] = [:],
                                            of views: Set<String>? = nil) -> [String: R.ViewFact] {
        guard let settings = perRule.first(where: { $0.id == R.description.id }), settings.severity != nil else { return [:] }
        var known = ModuleFacts()
        known[R.self] = shown
        var context = RuleContext(facts: facts, profile: profile, settings: settings.settings, platforms: platforms, alsoBuiltFor: alsoBuiltFor,
                                  enabledRules: enabled, drawsCustomFonts: drawsCustomFonts, moduleFacts: known)
        // A view's facts are its file's, as the file is linted: in its design system too (a token's own size).
        context.designSystem = designSystem
        return R.viewFacts(context, of: views)
    }

    /// The suppressions of `file` that `found` uses (a cross-file rule's findings, checked again with what the module knows
    /// of its views), as the rule and the range an `unused-suppression` finding made without them names: a suppression
    /// of `fixed-text-height` on a row of the module's is used, though the file's first check could not know it.
    public func suppressionsUsed(by found: [Finding], in file: SourceFile, tree: SyntaxTree) -> [(rule: String, range: Range<Int>)] {
        let suppressions = Suppressions(file: file, comments: tree.comments, knownRules: RuleRegistry.ids)
        let rules = Set(found.map(\.ruleID))
        var used = Set<UsedSuppression>()
        for finding in found {
            if let (region, _) = suppressions.suppression(of: finding.ruleID, onLine: file.line(of: finding.byteRange.lowerBound)) {
                used.insert(UsedSuppression(region: region, rule: finding.ruleID))
            }
        }
        guard !used.isEmpty else { return [] }
        let stillUnused = Set(suppressions.unused(used, checked: rules).map { "\($0.rule) \($0.range)" })
        return suppressions.unused([], checked: rules).filter { !stillUnused.contains("\($0.rule) \($0.range)") }
    }

    /// All findings of a module's Swift files linted together (tests, rule examples): each file's facts, then every file
    /// with what the cross-file rules know of the module's view types, grown as the driver grows them (`grown`).
    public func lint(module files: [(source: SourceFile, tree: SyntaxTree)], index: ModuleIndex) -> [[Finding]] {
        let facts = files.map { FontAnalyzer.analyze($0.tree, index: index) }
        var known = ModuleFacts()
        func learn<R: CrossFileRule>(_ rule: R.Type) {
            known[R.self] = grown(R.self, R.merged(facts.map { viewFacts(R.self, facts: $0) }), declaring: facts,
                                  wanted: index.viewTypeNames, viewNames: WordSet(index.viewTypeNames))
        }
        for rule in RuleRegistry.crossFileRules { learn(rule) }
        return zip(files, facts).map { file, facts in lint(file.source, facts: facts, limit: .max, moduleFacts: known).findings }
    }

    /// A module's view facts grown by what the views their bodies show are (`FileCell { … FileDisplayName(…) }`): the files
    /// declaring `wanted` views that show a view whose fact the last round changed are worked out again with the facts
    /// known, for two rounds (views three deep). `viewNames`: the module's view types, for finding the views shown.
    public func grown<R: CrossFileRule>(_ rule: R.Type, _ facts: [String: R.ViewFact], declaring files: [FontFacts],
                                        wanted: Set<String>, viewNames: WordSet) -> [String: R.ViewFact] {
        var merged = facts
        // The views whose facts the last round changed (at first, all with one): only the files that show one of them can
        // work out anything new.
        var changed = Set(facts.keys)
        for _ in 0..<2 {
            let known = merged
            let changedNames = WordSet(changed)
            let showing = files.filter { !R.viewsShown(by: wanted, in: $0.tree, changedNames).isEmpty }
            guard !showing.isEmpty else { break }
            merged = R.merged([merged] + concurrentMap(showing) { viewFacts(R.self, facts: $0, shown: known, of: wanted) })
            guard merged != known else { break }
            changed = Set(merged.filter { known[$0.key] != $0.value }.keys)
        }
        return merged
    }

    /// Convenience for one source text (tests, editors): the module is the file itself.
    public func lint(_ file: SourceFile) -> [Finding] {
        let tree = SyntaxTree(source: file)
        return lint(file, tree: tree, index: ModuleIndex([tree]))
    }
}

extension Array {
    /// The element of a one-element array; nil for any other.
    var onlyElement: Element? { count == 1 ? first : nil }
}
