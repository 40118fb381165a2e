import TypeLintFonts
import TypeLintSyntax

/// What a value in a profile must be: a rule option's (declared with the option, in the rule's description) or one of
/// the profile's own keys. A profile is checked against these where it is loaded, key by key, so that a typo is an
/// error that names the key rather than a rule that silently checks nothing.
public indirect enum OptionValue: Sendable, Hashable {
    case bool
    /// A finite number, at least this.
    case number(atLeast: Double)
    /// A whole number, at least this.
    case integer(atLeast: Int)
    /// Any non-empty text: a name, a colour, a family.
    case name
    /// Any text, empty too (a clause, a description).
    case text
    /// One of these words.
    case oneOf([String])
    /// A text style of the HIG tables (`body`, `caption2`).
    case style
    /// A system design: `default`, `serif`, `monospaced`, `rounded`.
    case design
    case weight
    /// A Dynamic Type size category of the HIG tables (`large`, `accessibility5`).
    case sizeCategory
    /// A platform name (`iOS`, `macOS`, …).
    case platform
    case list(OptionValue)
    /// An object with these keys, none required.
    case object([RuleOption])
    /// An object whose keys are platforms, each with a value of this kind.
    case perPlatform(OptionValue)
    /// An object whose keys are names of the user's choosing (a token's), each with a value of this kind.
    case named(OptionValue)

    /// The kind of value, as the documentation and errors say it: "a list of text styles".
    public var description: String {
        switch self {
        case .bool: "true or false"
        case .number(let minimum): minimum == 0 ? "a number, 0 or more" : "a number of at least \(ProfileValidator.format(minimum))"
        case .integer(let minimum): "a whole number of at least \(minimum)"
        case .name: "a name"
        case .text: "a text"
        case .oneOf(let words): words.map { "`\($0)`" }.joined(separator: ", ")
        case .style: "a text style"
        case .design: "a design (`default`, `serif`, `monospaced`, `rounded`)"
        case .weight: "a weight"
        case .sizeCategory: "a Dynamic Type size (`xSmall` … `accessibility5`)"
        case .platform: "a platform"
        case .list(let element): "a list of " + element.plural
        case .object(let keys): "an object with " + keys.map { "`\($0.key)`" }.joined(separator: ", ")
        case .perPlatform(let value): "an object of " + value.description + " by platform"
        case .named(let value): "an object of " + value.description + " by name"
        }
    }

    private var plural: String {
        switch self {
        case .bool: "true or false values"
        case .number, .integer: "numbers"
        case .name, .text: "names"
        case .oneOf(let words): words.map { "`\($0)`" }.joined(separator: ", ")
        case .style: "text styles"
        case .design: "designs (`default`, `serif`, `monospaced`, `rounded`)"
        case .weight: "weights"
        case .sizeCategory: "Dynamic Type sizes (`xSmall` … `accessibility5`)"
        case .platform: "platforms"
        case .list, .object, .perPlatform, .named: "objects"
        }
    }
}

/// Checks a profile's JSON, one file's at a time, before it is merged with what it extends: every key must be one the
/// profile format or the rule declares, every value of its kind. The first problem, in key order, is the error, with
/// the key's path and the nearest known name when one is near enough to be a typo.
enum ProfileValidator {
    struct Problem: Error {
        let message: String
    }

    static let severities = ["off", "warning", "error"]
    /// The keys of a rule's entry that are not its options.
    static let ruleEntryKeys: Set<String> = ["severity", "clause", "severityByPlatform"]

    /// A token of the design system, where the profile gives it rather than the code: its size, weight, family, line
    /// height, tracking and the text style it scales with.
    static let tokenKeys: [RuleOption] = [
        RuleOption("size", "its size in points", .number(atLeast: 0)),
        RuleOption("weight", "its weight", .weight),
        RuleOption("family", "its typeface's family", .name),
        RuleOption("lineHeight", "its line height in points", .number(atLeast: 0)),
        RuleOption("tracking", "its tracking in points", .number(atLeast: -100)),
        RuleOption("textStyle", "the text style it scales with", .style),
        RuleOption("api", "the framework whose font it is", .oneOf(["SwiftUI", "UIKit"])),
    ]

    static let designSystemKeys: [RuleOption] = [
        RuleOption("sources", "the modules, packages or folders whose declarations are the design system", .list(.name)),
        RuleOption("families", "the brand typefaces the team ships", .list(.name)),
        RuleOption("tokens", "tokens the code does not declare, by the name code uses", .named(.object(tokenKeys))),
    ]

    /// The keys of a rule's entry in `rules`: its severity, clause, severities per platform, and its options.
    static func ruleKeys(_ rule: RuleDescription) -> [RuleOption] {
        [RuleOption("severity", "its severity", .oneOf(severities)),
         RuleOption("clause", "the profile's words for it", .text),
         RuleOption("severityByPlatform", "its severity on some platforms", .perPlatform(.oneOf(severities)))] + rule.options
    }

    static let topLevelKeys: [RuleOption] = [
        RuleOption("name", "the profile's name", .name),
        RuleOption("extends", "the profile it extends", .name),
        RuleOption("description", "what the profile is", .text),
        RuleOption("tables", "the type tables", .oneOf(["hig-text-styles"])),
        RuleOption("platforms", "the platforms to lint for", .list(.platform)),
        RuleOption("minimumSize", "the smallest size per platform", .perPlatform(.number(atLeast: 0))),
        RuleOption("weights", "the weight band", .object([
            RuleOption("allowed", "weights allowed everywhere", .list(.weight)),
            RuleOption("restricted", "weights allowed for some styles and designs", .list(.object([
                RuleOption("weight", "the weight", .weight),
                RuleOption("styles", "the styles", .list(.style)),
                RuleOption("designs", "the designs", .list(.design)),
            ]))),
        ])),
        RuleOption("emphasisWeight", "the weight for emphasis", .weight),
        RuleOption("designSystem", "the team's design system", .object(designSystemKeys)),
    ]

    /// The problems of one profile file's JSON, the first in key order thrown.
    static func validate(_ document: [String: JSONValue], source: String) throws {
        if let problem = problems(in: document).first { throw Problem(message: "\(source): \(problem)") }
    }

    static func problems(in document: [String: JSONValue]) -> [String] {
        var found: [String] = []
        for key in document.keys.sorted() {
            let value = document[key]!
            if key == "rules" {
                found += ruleProblems(value)
            } else if let option = topLevelKeys.first(where: { $0.key == key }) {
                found += problems(value, option.value, path: [key])
            } else {
                found.append(unknownKey(key, among: topLevelKeys.map(\.key) + ["rules"], path: []))
            }
        }
        return found
    }

    private static func ruleProblems(_ value: JSONValue) -> [String] {
        guard case .object(let rules) = value else { return ["invalid value at 'rules': expected an object of rules by id"] }
        var found: [String] = []
        for id in rules.keys.sorted() {
            guard let rule = RuleRegistry.description(of: id) else {
                found.append("unknown rule '\(id)' in \"rules\"" + didYouMean(id, among: RuleRegistry.ids))
                continue
            }
            // The severity keeps its own wording: the most common value to mistype.
            if case .object(let entry)? = rules[id], let severity = entry["severity"],
               !(severity.string.map(severities.contains) ?? false) {
                let given = severity.string.map { ", not '\($0)'" + didYouMean($0, among: severities) } ?? ""
                found.append("rule '\(id)' severity must be \"off\", \"warning\" or \"error\"\(given)")
                continue
            }
            found += problems(rules[id]!, .object(ruleKeys(rule)), path: ["rules", id])
        }
        return found
    }

    /// The problems of one value against its kind; `path` is its key path (`rules.fixed-text-height.sizeCategory`).
    static func problems(_ value: JSONValue, _ kind: OptionValue, path: [String]) -> [String] {
        let at = path.joined(separator: ".")
        func invalid(_ what: String) -> [String] { ["invalid value at '\(at)': \(what)"] }
        func word(_ candidates: [String], _ noun: String) -> [String] {
            guard case .string(let given) = value else { return invalid("expected \(noun)") }
            guard !candidates.contains(given) else { return [] }
            return invalid("'\(given)' is not \(noun)" + didYouMean(given, among: candidates))
        }
        switch kind {
        case .bool:
            return value.bool == nil ? invalid("expected true or false") : []
        case .number(let minimum):
            guard let number = value.number, number.isFinite else { return invalid("expected a number") }
            if path.first == "minimumSize", number <= 0 { return ["'\(at)' must be more than 0"] }
            return number < minimum ? invalid("\(format(number)) is less than \(format(minimum))") : []
        case .integer(let minimum):
            guard let number = value.number, number.isFinite, number == number.rounded() else { return invalid("expected a whole number") }
            return number < Double(minimum) ? invalid("\(format(number)) is less than \(minimum)") : []
        case .name:
            guard case .string(let text) = value, !text.isEmpty else { return invalid("expected a name") }
            return []
        case .text:
            return value.string == nil ? invalid("expected a text") : []
        case .oneOf(let words):
            return word(words, "one of " + words.joined(separator: ", "))
        case .style:
            return word(Vocabulary.styles, "a text style")
        case .design:
            return word(Vocabulary.designs, "a design")
        case .weight:
            return word(Weight.allCases.map(\.rawValue), "a weight")
        case .sizeCategory:
            return word(Vocabulary.sizeCategories, "a Dynamic Type size")
        case .platform:
            if case .string(let name) = value, !Platforms.appleNames.contains(name) {
                return ["unknown platform '\(name)' in '\(path.first ?? at)'" + didYouMean(name, among: Platforms.appleNames)]
            }
            return word(Platforms.appleNames.sorted(), "a platform")
        case .list(let element):
            guard case .array(let values) = value else { return invalid("expected \(kind.description)") }
            return values.enumerated().flatMap { problems($1, element, path: path + [String($0)]) }
        case .object(let keys):
            guard case .object(let members) = value else { return invalid("expected an object") }
            return members.keys.sorted().flatMap { key -> [String] in
                guard let option = keys.first(where: { $0.key == key }) else {
                    return [unknownKey(key, among: keys.map(\.key), path: path)]
                }
                return problems(members[key]!, option.value, path: path + [key])
            }
        case .perPlatform(let element):
            guard case .object(let members) = value else { return invalid("expected an object by platform") }
            return members.keys.sorted().flatMap { platform -> [String] in
                guard Platforms.appleNames.contains(platform) else {
                    return ["unknown platform '\(platform)' in '\(at)'" + didYouMean(platform, among: Platforms.appleNames)]
                }
                return problems(members[platform]!, element, path: path + [platform])
            }
        case .named(let element):
            guard case .object(let members) = value else { return invalid("expected an object by name") }
            return members.keys.sorted().flatMap { problems(members[$0]!, element, path: path + [$0]) }
        }
    }

    static func unknownKey(_ key: String, among known: [String], path: [String]) -> String {
        "unknown key '\(key)'" + (path.isEmpty ? "" : " in '\(path.joined(separator: "."))'")
            + didYouMean(key, among: known, orList: true)
    }

    /// " (did you mean 'x'?)", or, with `orList`, the names known when none is near: an unknown key's error says what
    /// may be written there.
    static func didYouMean<Names: Sequence<String>>(_ word: String, among names: Names, orList: Bool = false) -> String {
        if let guess = names.closest(to: word) { return " (did you mean '\(guess)'?)" }
        return orList ? " (known: \(names.sorted().joined(separator: ", ")))" : ""
    }

    static func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }

    /// The names the HIG tables give: their text styles and size categories.
    enum Vocabulary {
        static let designs = ["default", "serif", "monospaced", "rounded"]
        static let styles = TextStyle.allCases.map(\.rawValue)
        /// Every platform's size categories, iOS's order first.
        static let sizeCategories: [String] = {
            guard let tables = try? ProfileLoader.higTables.get() else { return [] }
            var names: [String] = []
            for platform in ["iOS"] + tables.platforms.keys.sorted() {
                for category in tables.platforms[platform]?.sizeCategories?.keys.sorted() ?? [] where !names.contains(category) {
                    names.append(category)
                }
            }
            return names
        }()
    }
}
