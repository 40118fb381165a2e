import Foundation
import TypeLintFonts
import TypeLintSyntax

public enum Severity: String, Sendable, Hashable, Codable, CaseIterable {
    case warning, error
}

/// What a profile or a configuration sets a rule to: off, or a severity.
public enum RuleLevel: String, Sendable, Hashable, CaseIterable {
    case off, warning, error

    /// The names a profile or a configuration may write.
    public static let names = allCases.map(\.rawValue)

    public init(_ severity: Severity?) {
        self = severity.flatMap { RuleLevel(rawValue: $0.rawValue) } ?? .off
    }

    /// The severity findings get, nil when the rule is off.
    public var severity: Severity? { Severity(rawValue: rawValue) }
}

/// Whether applying a rule's fix keeps what the code means to its reader. `--fix` applies safe fixes (a raw size
/// becomes the style of that size, a cap on Dynamic Type is lifted); `--unsafe-fixes` also applies those that change a
/// typeface's family, design or weight, which are a team's choice to make, not a linter's.
public enum FixSafety: String, Sendable, Hashable, Codable {
    case safe, unsafe
}

/// A rule's example: Swift code, with `↓` where each finding starts; the configuration it is linted under when it
/// needs one (the text of a `.typelint.json`: `{"platforms": ["watchOS"]}`), the default profile otherwise; for a
/// triggering example, the message its findings must carry, when it says one; and where it is written, so that the test
/// of an example that fails points at its line (`file` and `line` default to the caller's, as XCTest's assertions do).
public struct Example: Sendable, Hashable, CustomStringConvertible {
    public let code: String
    public let configuration: String?
    /// What every finding at the example's `↓` marks says; nil when the example does not say.
    public let message: String?
    public let file: StaticString
    public let line: UInt

    public init(_ code: String, configuration: String? = nil, message: String? = nil,
                file: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.configuration = configuration
        self.message = message
        self.file = file
        self.line = line
    }

    /// The code, and the configuration after it when there is one: as `explain` and SARIF show an example.
    public var description: String { configuration.map { "\(code)    // with .typelint.json \($0)" } ?? code }

    // Two examples are the same example whatever line they are written on (a correction is looked up by its example).
    public static func == (a: Example, b: Example) -> Bool {
        a.code == b.code && a.configuration == b.configuration && a.message == b.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(configuration)
        hasher.combine(message)
    }
}

/// A word whose presence in a file's bytes means a rule may have a finding there. Before a file is lexed, `Relevance`
/// looks for every rule's trigger words in its bytes, and a file holding none of them is skipped: most files of an app
/// (models, networking, tests) never are. A word may count only in a file that also holds another somewhere (`frame(`
/// only with `height:`, since a frame fixes no height without one), or only right after some letters: `sizeCategory` is
/// declared as `Category` after `size`, because the scan tests a word's first and fourth letters sixteen bytes at a time
/// and s…e is everywhere in Swift code, C…e much less so. Every trigger word is at least four bytes long.
public struct TriggerWord: Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The bytes the scan looks for.
    public let word: String
    /// The bytes that must come right before `word` ("" for none).
    public let after: String
    /// Another word the file must hold, anywhere, for `word` to count; nil when `word` counts alone.
    public let inFilesWith: String?

    public init(_ word: String, after: String = "", inFilesWith: String? = nil) {
        self.word = word
        self.after = after
        self.inFilesWith = inFilesWith
    }

    public init(stringLiteral word: String) { self.init(word) }

    /// "`sizeCategory`", "`frame(` in a file with `height:`": for documentation.
    public var description: String {
        "`\(after)\(word)`" + (inFilesWith.map { " in a file with `\($0)`" } ?? "")
    }

    /// Whether the bytes hold this trigger, read plainly: what the prefilter's scan must answer for these words.
    public func isFound(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.contains(bytes: Array((after + word).utf8)) && (inFilesWith.map { bytes.contains(bytes: Array($0.utf8)) } ?? true)
    }
}

/// An option a rule reads from its profile settings (`context.settings`): documented on the rule's page, with the value
/// each built-in profile gives it.
public struct RuleOption: Sendable, Hashable {
    /// The key under the rule's entry in a profile's `rules` (`"max-text-styles": {"ceiling": 3}`).
    public let key: String
    /// What the value means, as a phrase: "the most distinct text styles a view type may use".
    public let meaning: String
    /// What a value must be: a profile that gives another is refused where it is loaded, so that a typo cannot turn the
    /// rule off (`"sizeCategory": "accesibility5"` would leave fixed-text-height no size to check against).
    public let value: OptionValue

    public init(_ key: String, _ meaning: String, _ value: OptionValue) {
        self.key = key
        self.meaning = meaning
        self.value = value
    }
}

/// A rule option as its check reads it: the option (key, meaning, kind of value) declared once, with the Swift type
/// its value is read as, so that the page, the profile's validation and the check cannot disagree on a key or a kind.
public struct OptionKey<Value>: Sendable {
    public let option: RuleOption
    private let read: @Sendable (JSONValue) -> Value?

    private init(_ key: String, _ meaning: String, _ value: OptionValue, read: @escaping @Sendable (JSONValue) -> Value?) {
        option = RuleOption(key, meaning, value)
        self.read = read
    }

    /// The option's value in `options` (a rule's settings, or an object option's value), nil where it is not given.
    public func value(in options: [String: JSONValue]) -> Value? { options[option.key].flatMap(read) }
}

extension OptionKey where Value == Bool {
    public static func bool(_ key: String, _ meaning: String) -> Self {
        Self(key, meaning, .bool) { $0.bool }
    }
}

extension OptionKey where Value == Double {
    public static func number(_ key: String, _ meaning: String, atLeast minimum: Double) -> Self {
        Self(key, meaning, .number(atLeast: minimum)) { $0.number }
    }
}

extension OptionKey where Value == Int {
    public static func integer(_ key: String, _ meaning: String, atLeast minimum: Int) -> Self {
        Self(key, meaning, .integer(atLeast: minimum)) { $0.number.flatMap { Int(exactly: $0) } }
    }
}

extension OptionKey where Value == String {
    /// One word of a kind (`.design`, `.sizeCategory`).
    public static func word(_ key: String, _ meaning: String, _ kind: OptionValue) -> Self {
        Self(key, meaning, kind) { $0.string }
    }
}

extension OptionKey where Value == [String] {
    /// A list of words of a kind (`.name`, `.design`, `.sizeCategory`).
    public static func list(_ key: String, _ meaning: String, of kind: OptionValue) -> Self {
        Self(key, meaning, .list(kind)) { value in
            guard case .array(let values) = value else { return nil }
            return values.compactMap(\.string)
        }
    }
}

extension OptionKey where Value == [TextStyle] {
    public static func styles(_ key: String, _ meaning: String) -> Self {
        Self(key, meaning, .list(.style)) { value in
            guard case .array(let values) = value else { return nil }
            return values.compactMap { $0.string.flatMap(TextStyle.init(named:)) }
        }
    }
}

extension OptionKey where Value == [String: JSONValue] {
    /// An object of options, each read with its own key.
    public static func object(_ key: String, _ meaning: String, _ keys: [RuleOption]) -> Self {
        Self(key, meaning, .object(keys)) { if case .object(let value) = $0 { value } else { nil } }
    }
}

/// What a rule is, in its own file: the id users write in configs and suppressions, what it
/// flags, why (the default rationale; each finding carries the active profile's clause), the words that bring a file
/// into its scope, the options it reads, and examples that are run as tests and printed by `typelint explain` and on
/// the rule's page. In examples, `↓` marks where each finding starts. Corrections are what `--fix` makes of an example
/// (its `↓` marks included, for reading).
public struct RuleDescription: Sendable {
    public let id: String
    public let name: String
    public let summary: String
    public let rationale: String
    /// The severity where no profile or configuration gives one: a rule needs no profile entry to report.
    public let defaultSeverity: Severity
    /// How often a finding is right, as code scanning ranks it: `very-high`, `high`, `medium`, `low`.
    public let precision: String
    /// The words whose presence in a file means the rule may have a finding there (see `TriggerWord`).
    public let triggers: [TriggerWord]
    /// The options it reads from its profile settings.
    public let options: [RuleOption]
    public let triggeringExamples: [Example]
    public let nonTriggeringExamples: [Example]
    public let corrections: [Example: String]
    /// Whether its fixes keep the code's meaning (see `FixSafety`).
    public let fixSafety: FixSafety

    public init(id: String, name: String, summary: String, rationale: String, defaultSeverity: Severity = .warning,
                precision: String = "high", triggers: [TriggerWord], options: [RuleOption] = [],
                triggeringExamples: [Example], nonTriggeringExamples: [Example],
                corrections: [Example: String] = [:], fixSafety: FixSafety = .safe) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.defaultSeverity = defaultSeverity
        self.precision = precision
        self.triggers = triggers
        self.options = options
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
        self.fixSafety = fixSafety
    }

    /// Where the rule is documented: its page, `docs/rules/<id>.md` (editors and SARIF viewers link a finding there).
    public var documentationURL: String { "https://github.com/typelint/typelint/blob/main/docs/rules/\(id).md" }

    /// The corrections in a stable order, for documentation.
    public var sortedCorrections: [(before: Example, after: String)] {
        corrections.sorted { $0.key.code < $1.key.code }.map { ($0.key, $0.value) }
    }
}

/// A replacement that fixes a finding: the bytes `range` become `replacement`, from `start` to `end` as editors count.
/// The range is the finding's, or the whole line when a removal leaves only blanks on it: `--fix`, the editor's
/// quick fix, JSON and SARIF all carry this one edit.
public struct Fix: Sendable, Hashable {
    public let range: Range<Int>
    public let replacement: String
    public let safety: FixSafety
    public internal(set) var start = SourceLocation(line: 0, column: 0, utf16Column: 0)
    public internal(set) var end = SourceLocation(line: 0, column: 0, utf16Column: 0)

    init(range: Range<Int>, replacement: String, safety: FixSafety) {
        self.range = range
        self.replacement = replacement
        self.safety = safety
    }
}

/// Which fixes to apply: the safe ones, or every one (`--unsafe-fixes`); of every rule, or of the rules named
/// (`--only-rule`).
public struct FixSelection: Sendable, Hashable {
    public var includesUnsafe: Bool
    public var rules: Set<String>?

    public init(includesUnsafe: Bool = false, rules: Set<String>? = nil) {
        self.includesUnsafe = includesUnsafe
        self.rules = rules
    }

    /// Whether the finding's fix is one to apply (a finding without a fix is not).
    public func admits(_ finding: Finding) -> Bool {
        guard let fix = finding.fix else { return false }
        return (includesUnsafe || fix.safety == .safe) && rules.map { $0.contains(finding.ruleID) } != false
    }
}

/// What a rule reports, before locations are computed: a token range of the file's `code`.
public struct Violation: Sendable {
    public var tokens: Range<Int>
    public var message: String
    public var fix: String?
    /// The platform the finding is about, when the rule knows (a size below iOS's minimum): a profile's severity for that
    /// platform (`severityByPlatform`) applies to it.
    public var platform: String?

    public init(tokens: Range<Int>, message: String, fix: String? = nil, platform: String? = nil) {
        self.tokens = tokens
        // A message is one line, whatever code it quotes: a line break of the code is a space.
        self.message = Self.oneLine(message)
        self.fix = fix
        self.platform = platform
    }

    /// Text from a file (code, a typeface's name, a comment's word) as a code span that holds it whole: the fence is one
    /// backtick more than the longest run of them inside, as CommonMark reads it, so that a backtick in the text cannot
    /// end the span and let what follows it be read as a mention, a link or an image where a report is shown as Markdown.
    public static func codeSpan(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "`")) else { return "`" + text + "`" }
        var longest = 0, run = 0
        for byte in text.utf8 {
            run = byte == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        return fence + " " + text + " " + fence
    }

    /// Text spanning lines on one line: each line break, with the blanks around it, a single space.
    static func oneLine(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        func trimmed(_ line: Substring) -> Substring {
            var line = line.drop { $0 == " " || $0 == "\t" }
            while let last = line.last, last == " " || last == "\t" { line = line.dropLast() }
            return line
        }
        return text.split(whereSeparator: \.isNewline).map(trimmed).joined(separator: " ")
    }
}

/// Everything a rule may look at for one file.
public struct RuleContext: Sendable {
    public let facts: FontFacts
    public let profile: Profile
    /// The settings of the rule being run: one context serves every rule of a file, its settings changed in turn
    /// (a context made per rule retained every part of the shared profile, from both cores at once).
    public internal(set) var settings: RuleSettings
    /// The platforms the configuration lints for; facts are checked on these, narrowed by `#if os`.
    public let platforms: Platforms
    /// Platforms the project also builds for (a multiplatform target whose configuration names no platform): findings are
    /// not checked there, but a fix must hold there too.
    public let alsoBuiltFor: Platforms
    /// The rules this run reports (after the profile's and the configuration's severities): a rule that leaves
    /// a case to another rule checks that the other one is on.
    public let enabledRules: Set<String>
    /// Whether the app around the file can draw a typeface it names by name (see `Linter.forProject`): false when
    /// its repository bundles and registers no font, so that a custom name draws the system font.
    public let drawsCustomFonts: Bool
    /// What the cross-file rules know of the module's view types (see `CrossFileRule`); empty until the module's files
    /// have been read for them.
    public let moduleFacts: ModuleFacts
    /// The file's lines, for a message that names the line of another place (max-text-styles lists where each style is
    /// used); nil where no finding is reported (`Linter.viewFacts`).
    public internal(set) var lines: LineTable? = nil
    /// The team's design system as this file sees it, when the profile describes one (see `DesignSystemScope`).
    public internal(set) var designSystem: DesignSystemScope? = nil
    /// The oldest systems the file's project deploys to: a fix writes no API newer than them.
    public internal(set) var deploymentTargets = DeploymentTargets()
    /// The names the file declares as cases, properties or functions, found once when a finding first asks.
    let declaredNames = DeclaredNames()

    public var tree: SyntaxTree { facts.tree }

    /// The platforms a fact compiled for `platforms` is checked on, in the preferred order. Code that the
    /// file's imports or an `#if os(…)` give to platforms the configuration does not name is checked on those:
    /// watchOS code is watchOS code, whatever the rest of the project is.
    public func checkedPlatforms(_ platforms: Platforms) -> [String] {
        let both = platforms.intersection(self.platforms)
        return (both.isEmpty && platforms != .all ? platforms.subtracting(.other) : both).names
    }

    /// Whether the file or its module (or a module it imports) declares `name` as a case or a property of its own: a
    /// member written without its type (`.tertiaryLabel`, `config.adjustsFontForContentSizeCategory`) may be that one,
    /// and a fix that renames it or flips it may not compile or mean the same.
    public func declaresOwnMember(_ name: String) -> Bool {
        facts.moduleMemberNames.contains(nameHash(name)) || declaresCaseOrMember(name)
    }

    /// Whether the file declares `name` as a case, a property or a function (see `SyntaxTree.declaredCaseAndMemberNames`).
    public func declaresCaseOrMember(_ name: String) -> Bool {
        declaredNames.lock.withLock {
            if declaredNames.names == nil { declaredNames.names = tree.declaredCaseAndMemberNames() }
            return declaredNames.names!.contains(name)
        }
    }

    /// The platforms a fix of code compiled for `platforms` must hold on: those it is checked on, and those the project
    /// also builds it for.
    public func fixedPlatforms(_ platforms: Platforms) -> [String] {
        checkedPlatforms(platforms) + platforms.intersection(alsoBuiltFor).names.filter { !checkedPlatforms(platforms).contains($0) }
    }

    /// "`.system(size: 17)`": source text for messages, on one line. An expression past 120 bytes is quoted to its first
    /// tokens and `…`: a message says which code it means, and a deep expression quoted whole at each of its levels would
    /// cost the square of its size.
    public func code(_ range: Range<Int>) -> String {
        let upper = min(range.upperBound, tree.code.count)  // a file cut off inside the expression ends it early
        guard let first = range.first, first < upper, tree.code[upper - 1].end - tree.code[first].start > 120 else {
            return Violation.codeSpan(Violation.oneLine(tree.text(range)))
        }
        var end = first + 1
        while end < upper, tree.code[end].end - tree.code[first].start <= 100 { end += 1 }
        return Violation.codeSpan(Violation.oneLine(tree.text(first..<end)) + " …")
    }

}

extension RuleRegistry {
    /// Hygiene findings about suppression comments themselves.
    public static let hygiene: [RuleDescription] = [Suppressions.missingReason, Suppressions.unknownRule, Suppressions.unusedSuppression]

    public static var descriptions: [RuleDescription] { rules.map { $0.description } + hygiene }

    public static let ids: Set<String> = Set(rules.map { $0.description.id } + hygiene.map(\.id))

    public static func description(of id: String) -> RuleDescription? { descriptions.first { $0.id == id } }
}

/// A typography rule: a pure function of a file's font facts and the profile.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ context: RuleContext) -> [Violation]
}

/// A file's declared names (see `RuleContext.declaresCaseOrMember`), found on the first finding that asks: a search of
/// the file for each finding's name made a file of thousands of findings quadratic.
final class DeclaredNames: @unchecked Sendable {
    let lock = NSLock()
    var names: Set<String>?
}
