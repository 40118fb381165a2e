import Foundation
import TypeLintFonts
import TypeLintSyntax

/// Reads a design tool's tokens (the W3C Design Tokens format: `$type: typography` tokens whose `$value` holds
/// `fontFamily`, `fontSize`, `fontWeight`, `letterSpacing` and `lineHeight`, in groups, with aliases such as
/// `{typography.body}`; also Tokens Studio's older `type` and `value` spelling) and makes a profile of their typography:
/// the tokens and their families under `designSystem`.
public enum DesignTokenImport {
    public struct Options: Sendable {
        /// The profile's name.
        public var name = "tokens"
        /// What it extends: `root`, `hig`, or a path.
        public var extends = "root"
        /// The type whose members code uses for the tokens (`AppFont`: `AppFont.headingLarge`); nil for implicit members
        /// (`.headingLarge`).
        public var prefix: String?
        public init() {}
    }

    /// What an import made: the profile's text, its tokens, their families, and the tokens that break the extended
    /// profile's rules (a size below a platform's minimum, a weight off the band), a line each.
    public struct Imported: Sendable {
        public let profile: String
        public let tokens: [DesignToken]
        public let families: [String]
        public let breaches: [String]
        /// Tokens of other types (colours, spacing), not typography: not imported.
        public let ignored: Int
    }

    /// A file that cannot be imported: one line per problem, each naming the token's path in the file's tree.
    public struct Failure: Error, CustomStringConvertible {
        public let problems: [Problem]
        public var description: String { problems.map(\.description).joined(separator: "\n") }
    }

    public static func run(_ text: String, source: String, options: Options = Options()) throws -> Imported {
        let document: [String: JSONValue]
        switch JSONReader.read(text) {
        case .success(.object(let members)): document = members
        case .success: throw Failure(problems: [Problem(file: source, "not a JSON object of tokens and groups")])
        case .failure(let error): throw Failure(problems: [error.message(in: source)])
        }
        var reader = Reader(source: source)
        reader.collect(document, path: [], inheritedType: nil)
        var tokens: [(path: [String], token: DesignToken)] = []
        var ignored = 0
        for entry in reader.entries.sorted(by: { $0.path.lexicographicallyPrecedes($1.path) }) {
            guard reader.isTypography(entry) else {
                ignored += 1
                continue
            }
            if let token = reader.typography(entry) { tokens.append((entry.path, token)) }
        }
        if tokens.isEmpty, reader.problems.isEmpty {
            reader.problems.append(Problem(file: source, "no typography token (`$type: typography`, or a `$value` with `fontSize`)"))
        }
        guard reader.problems.isEmpty else { throw Failure(problems: reader.problems) }

        // Named as code would: the path in camel case, without the group every token shares (`typography`).
        let shared = tokens.count > 1 && Set(tokens.map { $0.path.first ?? "" }).count == 1 ? 1 : 0
        var named: [DesignToken] = []
        var taken: Set<String> = []
        // Paths that camel-case alike (`body-large`, `bodyLarge`) are told apart by a number, counted on from the last
        // one each name was given.
        var suffixes: [String: Int] = [:]
        for (path, token) in tokens {
            let written = camelCase(Array(path.dropFirst(min(shared, path.count - 1))))
            var name = written
            while taken.contains(name) {
                let next = suffixes[written, default: 1] + 1
                suffixes[written] = next
                name = written + "\(next)"
            }
            taken.insert(name)
            var token = token
            token.name = options.prefix.map { $0 + "." + name } ?? "." + name
            named.append(token)
        }
        let base = try? ProfileLoader.load(options.extends)
        let systemNames = base?.settings(ForbiddenFontFamilyRule.description.id)[ForbiddenFontFamilyRule.systemFamilyNames] ?? []
        var families: [String] = []
        for family in named.compactMap(\.family) where !families.contains(family) && !isSystemFamily(family, systemNames) {
            families.append(family)
        }
        return Imported(profile: profileText(named, families: families, source: source, options: options), tokens: named,
                        families: families, breaches: base.map { breaches(named, paths: tokens.map(\.path), profile: $0) } ?? [],
                        ignored: ignored)
    }

    /// A token as read, before its type and aliases are resolved.
    struct Entry {
        let path: [String]
        let type: String?
        let value: JSONValue
    }

    struct Reader {
        let source: String
        var entries: [Entry] = []
        var byPath: [String: Entry] = [:]
        var problems: [Problem] = []
        /// The cycles already reported, by their tokens: each is one problem, however many tokens meet it.
        var cycles: Set<Set<String>> = []
        /// Tokens Studio's sets (the top-level groups): its aliases name a token within the set, without the set's name.
        var sets: [String] = []
        /// Each token of a set by its path within the set, in the first set (in `sets`' order) that has one: an alias
        /// without its set's name is looked up once, not in every set in turn.
        var bySetPath: [String: String] = [:]

        init(source: String) { self.source = source }

        /// The tokens of a group and of the groups in it: an object with `$value` (or Tokens Studio's `value` beside
        /// `type`) is a token; any other object a group, whose `$type` its tokens inherit. `$`-keys of a group are its own.
        mutating func collect(_ group: [String: JSONValue], path: [String], inheritedType: String?) {
            if path.isEmpty { sets = group.keys.filter { !$0.hasPrefix("$") }.sorted() }
            let groupType = group["$type"]?.string ?? inheritedType
            for key in group.keys.sorted() where !key.hasPrefix("$") {
                guard case .object(let node) = group[key]! else {
                    problems.append(Problem(file: source, "\((path + [key]).joined(separator: ".")): not a token or a group (a token is an object with `$value`)"))
                    continue
                }
                if let value = node["$value"] {
                    add(Entry(path: path + [key], type: node["$type"]?.string ?? groupType, value: value))
                } else if let value = node["value"], node["type"] != nil || node.keys.allSatisfy({ ["value", "type", "description"].contains($0) }) {
                    add(Entry(path: path + [key], type: node["type"]?.string ?? groupType, value: value))
                } else {
                    collect(node, path: path + [key], inheritedType: groupType)
                }
            }
        }

        private mutating func add(_ entry: Entry) {
            entries.append(entry)
            byPath[entry.path.joined(separator: ".")] = entry
            // Sets are collected in their order, so the first set to give a path keeps it.
            if entry.path.count > 1, case let inSet = entry.path.dropFirst().joined(separator: "."), bySetPath[inSet] == nil {
                bySetPath[inSet] = entry.path.joined(separator: ".")
            }
        }

        func isTypography(_ entry: Entry) -> Bool {
            if let type = entry.type { return type == "typography" }
            var seen: Set<String> = []
            var value = entry.value
            // As far as `resolved` follows a chain: a file of thousands of untyped aliases in a row is not walked whole
            // for each of its tokens.
            while case .string(let text) = value, seen.count <= Self.maximumAliasChain, let target = Self.alias(text),
                  seen.insert(target).inserted, let next = byPath[target] {
                if let type = next.type { return type == "typography" }
                value = next.value
            }
            if case .object(let members) = value { return members["fontSize"] != nil || members["fontFamily"] != nil }
            return false
        }

        /// `{typography.body}` → `typography.body`.
        static func alias(_ text: String) -> String? {
            guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2, !text.dropFirst().dropLast().contains("{") else { return nil }
            return String(text.dropFirst().dropLast())
        }

        /// The longest chain of aliases followed: a file's tokens alias one another a few levels deep, and a longer
        /// chain costs a problem line, not time and memory.
        static let maximumAliasChain = 64

        /// The most tokens times letters of the alias that a "did you mean" guess compares: a few thousand tokens of
        /// short names, far more than a design system has.
        static let guessBudget = 100_000

        /// An alias followed to its end: the value it comes to, and the tokens it passed, in order. Kept by its name, and
        /// by the set it was written in as well when a step of the rest of the chain was found in a set (a token's set
        /// decides such a step), so that thousands of tokens aliasing one chain walk it once.
        struct Followed {
            let value: JSONValue
            /// The walk's tokens, shared by the aliases met on it: each alias's own are those from `start` on.
            let walk: Walk
            let start: Int
            var chain: ArraySlice<String> { walk.tokens[start...] }
        }
        final class Walk {
            let tokens: [String]
            init(_ tokens: [String]) { self.tokens = tokens }
        }
        var followed: [String: Followed] = [:]

        /// A value of the token at `token` with its aliases followed (`{font.size.body}` → the size token's value), or a
        /// problem.
        mutating func resolved(_ value: JSONValue, at where: String, from token: String) -> JSONValue? {
            // The set a token is in: its first group. A token at the top is in none (no path continues a token's).
            let parts = token.split(separator: ".", maxSplits: 1)
            let set = parts.count > 1 ? String(parts[0]) : nil
            // What a chain a step of which was found in a set is kept by: the set, or for a token in none a mark no set
            // name holds (its steps found by `bySetPath` would be found in their own set by a token of another).
            let scope = (set ?? "\u{1}") + "\u{0}"
            var (value, seen, seenSet) = (value, [token], Set([token]))
            // The aliases met on this walk: each with the length of `seen` before it was followed, and whether it was found
            // in a set rather than by its whole path.
            var steps: [(target: String, depth: Int, inSet: Bool)] = []
            // Whether the chain this walk ended on was kept for its set.
            var restInSet = false
            while case .string(let text) = value, text.contains("{") {
                guard let target = Self.alias(text) else {
                    problems.append(Problem(file: source, "\(`where`): '\(text)' is not an alias (`{group.token}`); expressions are not read"))
                    return nil
                }
                // A chain already followed answers when it does not pass this walk's tokens and fits in what is left.
                let anywhere = followed["\u{0}" + target]
                if let known = anywhere ?? followed[scope + target],
                   seen.count + known.chain.count - 1 <= Self.maximumAliasChain, seenSet.isDisjoint(with: known.chain) {
                    seen += known.chain
                    value = known.value
                    restInSet = anywhere == nil
                    break
                }
                guard seen.count <= Self.maximumAliasChain else {
                    problems.append(Problem(file: source, "\(`where`): more than \(Self.maximumAliasChain) aliases in a row"))
                    return nil
                }
                var found = byPath[target].map { (target, $0) }
                let inSet = found == nil
                for candidate in [set.map { $0 + "." + target }, bySetPath[target]].compactMap({ $0 }) where found == nil {
                    found = byPath[candidate].map { (candidate, $0) }
                }
                if let (path, _) = found, seenSet.contains(path) {
                    let cycle = Array(seen.drop { $0 != path }) + [path]
                    if cycles.insert(Set(cycle)).inserted {
                        problems.append(Problem(file: source, "\(`where`): aliases form a cycle (\(cycle.joined(separator: " → ")))"))
                    }
                    return nil
                }
                guard let (path, entry) = found else {
                    // A guess compares the name with every token's: the first few problems get one, not thousands, and
                    // only in a file of the size token files have (a guess's cost grows with the tokens and the names' length).
                    let affordable = problems.count < 20 && byPath.count * target.utf8.count <= Self.guessBudget
                    let guess = affordable ? byPath.keys.closest(to: target).map { " (did you mean '{\($0)}'?)" } ?? "" : ""
                    problems.append(Problem(file: source, "\(`where`): the alias {\(target)} names no token\(guess)"))
                    return nil
                }
                steps.append((target, seen.count, inSet))
                seen.append(path)
                seenSet.insert(path)
                value = entry.value
            }
            let walk = Walk(seen)
            let lastInSet = restInSet ? steps.count - 1 : steps.lastIndex { $0.inSet } ?? -1
            for (position, step) in steps.enumerated() {
                let key = (position <= lastInSet ? scope : "\u{0}") + step.target
                if followed[key] == nil { followed[key] = Followed(value: value, walk: walk, start: step.depth) }
            }
            return value
        }

        /// A typography token's fields, each resolved and read; nil (with problems recorded) when one is wrong.
        mutating func typography(_ entry: Entry) -> DesignToken? {
            let path = entry.path.joined(separator: ".")
            guard let value = resolved(entry.value, at: path, from: path) else { return nil }
            guard case .object(let fields) = value else {
                problems.append(Problem(file: source, "\(path): a typography token's value must be an object of fontFamily, fontSize, fontWeight, letterSpacing and lineHeight"))
                return nil
            }
            let known = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight",
                         "fontStyle", "textCase", "textDecoration", "paragraphSpacing", "paragraphIndent"]
            for key in fields.keys.sorted() where !known.contains(key) {
                problems.append(Problem(file: source, "\(path): unknown field '\(key)'" + ProfileValidator.didYouMean(key, among: known)))
            }
            let before = problems.count
            func field(_ name: String) -> JSONValue? {
                fields[name].flatMap { resolved($0, at: "\(path).\(name)", from: path) }
            }
            let family = field("fontFamily").flatMap { readFamily($0, at: "\(path).fontFamily") }
            let size = field("fontSize").flatMap { readDimension($0, at: "\(path).fontSize", relativeTo: nil) }
            if fields["fontSize"] == nil { problems.append(Problem(file: source, "\(path): no fontSize")) }
            let weight = field("fontWeight").flatMap { readWeight($0, at: "\(path).fontWeight") }
            let tracking = field("letterSpacing").flatMap { readDimension($0, at: "\(path).letterSpacing", relativeTo: size, allowsNegative: true) }
            let lineHeight = field("lineHeight").flatMap { readLineHeight($0, at: "\(path).lineHeight", size: size) }
            if let size, size <= 0 { problems.append(Problem(file: source, "\(path).fontSize: must be more than 0")) }
            guard problems.count == before, let size else { return nil }
            return DesignToken(name: path, size: size, weight: weight, family: family, lineHeight: lineHeight,
                               tracking: tracking.map { ($0 * 100).rounded() / 100 }, scales: false)
        }

        mutating func readFamily(_ value: JSONValue, at path: String) -> String? {
            switch value {
            case .string(let name) where !name.isEmpty: return name
            case .array(let names) where names.first?.string != nil: return names.first!.string
            default:
                problems.append(Problem(file: source, "\(path): a family is a name or a list of names"))
                return nil
            }
        }

        /// A dimension in points: `16`, `"16px"`, `"12pt"`, `"1rem"` (16px), `{"value": 16, "unit": "px"}`; a letter
        /// spacing also as `"2%"` or `"0.02em"` of the size.
        mutating func readDimension(_ value: JSONValue, at path: String, relativeTo size: Double?, allowsNegative: Bool = false) -> Double? {
            var number: Double?
            var unit = "px"
            switch value {
            case .number(let n):
                number = n
            case .string(let text):
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                let digits = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
                number = Double(digits)
                unit = String(trimmed.dropFirst(digits.count)).trimmingCharacters(in: .whitespaces).lowercased()
                if unit.isEmpty { unit = "px" }
            case .object(let members):
                number = members["value"]?.number
                unit = members["unit"]?.string ?? ""
            default:
                break
            }
            let factor: Double? = switch unit {
            case "px", "pt", "dp": 1
            case "rem": 16
            case "em": size
            case "%": size.map { $0 / 100 }
            default: nil
            }
            guard let number, number.isFinite, let factor else {
                problems.append(Problem(file: source, "\(path): '\(describe(value))' is not a dimension (a number with px, pt, rem"
                                + (size == nil ? "" : ", em or %") + ")"))
                return nil
            }
            let points = number * factor
            if points < 0, !allowsNegative {
                problems.append(Problem(file: source, "\(path): must not be negative"))
                return nil
            }
            return withinLargest(points, at: path)
        }

        /// The largest size, line height or letter spacing a token may give, in points: past it the number is no design's
        /// (and, scaled or rounded, may not stay finite).
        static let largestDimension = 10_000.0

        /// `points`, or nil and a problem when it is beyond `largestDimension`.
        mutating func withinLargest(_ points: Double, at path: String) -> Double? {
            guard points.isFinite, abs(points) <= Self.largestDimension else {
                problems.append(Problem(file: source, "\(path): \(ProfileValidator.format(points))pt is beyond the largest a token may give "
                                + "(\(ProfileValidator.format(Self.largestDimension))pt)"))
                return nil
            }
            return points
        }

        /// DTCG's line height is a multiple of the size; Tokens Studio's also a size (`"24"`, `"24px"`) or a percentage.
        mutating func readLineHeight(_ value: JSONValue, at path: String, size: Double?) -> Double? {
            if case .number(let multiple) = value {
                return size.flatMap { withinLargest((multiple * $0 * 100).rounded() / 100, at: path) }
            }
            if case .string(let text) = value, text.uppercased() == "AUTO" || text.lowercased() == "normal" { return nil }
            return readDimension(value, at: path, relativeTo: size)
        }

        /// A weight from DTCG's number (1–1000) or name (`semi-bold`), or Tokens Studio's style name (`Semi Bold Italic`).
        mutating func readWeight(_ value: JSONValue, at path: String) -> Weight? {
            if case .number(let number) = value, number >= 1, number <= 1000 { return Self.weight(number) }
            if case .string(let text) = value {
                if let number = Double(text), number >= 1, number <= 1000 { return Self.weight(number) }
                var name = text.lowercased().filter { $0.isLetter }
                if name.hasSuffix("italic"), name != "italic" { name.removeLast("italic".count) }
                if let number = Self.weightNames[name] { return Self.weight(number) }
                let guess = Self.weightNames.keys.closest(to: name).map { " (did you mean '\($0)'?)" } ?? ""
                problems.append(Problem(file: source, "\(path): '\(text)' is not a font weight\(guess)"))
                return nil
            }
            problems.append(Problem(file: source, "\(path): '\(describe(value))' is not a font weight (a number from 1 to 1000, or a name)"))
            return nil
        }

        /// DTCG's weight names, and Tokens Studio's style names, by number.
        static let weightNames: [String: Double] = [
            "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "light": 300, "normal": 400, "regular": 400,
            "book": 400, "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "extrabold": 800, "ultrabold": 800,
            "black": 900, "heavy": 900, "extrablack": 950, "ultrablack": 950, "italic": 400,
        ]

        /// The system weight nearest a numeric weight (100 ultra light … 900 black).
        static func weight(_ number: Double) -> Weight {
            let order: [Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
            return order[max(0, min(8, Int((number / 100).rounded()) - 1))]
        }

        private func describe(_ value: JSONValue) -> String {
            switch value {
            case .string(let text): text
            case .number(let number): ProfileValidator.format(number)
            case .bool(let bool): String(bool)
            case .null: "null"
            case .array: "a list"
            case .object: "an object"
            }
        }
    }

    /// `type styles` + `heading-level-1` → `headingLevel1`.
    static func camelCase(_ path: [String]) -> String {
        let words = path.flatMap { $0.split { !($0.isLetter || $0.isNumber) }.map(String.init) }
        guard let first = words.first else { return "token" }
        let name = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return name.first?.isNumber == true ? "_" + name : name
    }

    /// A family the system has (SF Pro, New York, SF Mono), or a CSS generic: not a brand typeface.
    static func isSystemFamily(_ family: String, _ systemNames: [String]) -> Bool {
        let generic = ["sans-serif", "serif", "monospace", "system-ui", "-apple-system", "ui-sans-serif", "ui-serif", "ui-monospace",
                       "ui-rounded", "blinkmacsystemfont"]
        return generic.contains(family.lowercased()) || FamilyNames(systemNames).contains(typeface: family)
    }

    /// The tokens that break the extended profile: below a platform's minimum, or in a weight off its band.
    static func breaches(_ tokens: [DesignToken], paths: [[String]], profile: Profile) -> [String] {
        var found: [String] = []
        let platforms = profile.platforms.isEmpty ? ["iOS"] : profile.platforms
        for (token, path) in zip(tokens, paths) {
            let name = "\(path.joined(separator: ".")) (\(token.name))"
            if let size = token.size, let (platform, minimum) = platforms.lazy.compactMap({ p in profile.minimumSize(on: p).map { (p, $0) } }).first(where: { size < $0.1 }) {
                found.append("\(name): \(points(size)), below the \(points(minimum)) minimum on \(platform)")
            }
            if let weight = token.weight, !profile.weights.allowed.contains(weight),
               !profile.weights.restricted.contains(where: { $0.weight == weight }) {
                found.append("\(name): \(weight.rawValue), off the weight band (\(profile.weights.allowed.map(\.rawValue).joined(separator: ", ")))")
            }
        }
        return found
    }

    /// The profile as text: what it extends, its families and its tokens, keys in a fixed order.
    static func profileText(_ tokens: [DesignToken], families: [String], source: String, options: Options) -> String {
        let string = JSONValue.quoted
        func number(_ value: Double) -> String { ProfileValidator.format((value * 100).rounded() / 100) }
        let file = source.split(separator: "/").last.map(String.init) ?? source
        var out = "{\n"
        out += "  \"name\": \(string(options.name)),\n"
        out += "  \"extends\": \(string(options.extends)),\n"
        out += "  \"description\": \(string("Imported from \(file): \(tokens.count) typography token\(tokens.count == 1 ? "" : "s").")),\n"
        out += "  \"designSystem\": {\n"
        out += "    \"families\": [" + families.map(string).joined(separator: ", ") + "],\n"
        out += "    \"tokens\": {\n"
        out += tokens.map { token in
            var fields: [String] = []
            if let size = token.size { fields.append("\"size\": \(number(size))") }
            if let weight = token.weight { fields.append("\"weight\": \(string(weight.rawValue))") }
            if let family = token.family { fields.append("\"family\": \(string(family))") }
            if let lineHeight = token.lineHeight { fields.append("\"lineHeight\": \(number(lineHeight))") }
            if let tracking = token.tracking { fields.append("\"tracking\": \(number(tracking))") }
            return "      \(string(token.name)): {" + fields.joined(separator: ", ") + "}"
        }.joined(separator: ",\n") + "\n"
        out += "    }\n  }\n}\n"
        return out
    }
}
