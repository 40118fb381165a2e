import TypeLintRules

/// Relevance+Words.swift: the prefilter's table, made from the union of the rules' trigger words. `Relevance`'s scan
/// tests sixteen starts at a time with `candidates` (a word's first and fourth bytes, and its second where that pair
/// alone is common), then confirms each candidate with `wordStarts`, which reads the whole word, its `after` bytes, and
/// (once per file, through `Mentions`) the word it needs elsewhere in the file.
enum PrefilterSource {
    struct InvalidTrigger: Error, CustomStringConvertible {
        let description: String
    }

    /// Pairs of a first and a fourth byte that are common in Swift code: each at least two in a thousand starts of the
    /// files of twelve open-source apps that no rule reads (39 MB). A candidate costs a call that reads the word, so a
    /// word whose pair is one of these is tested by its second byte too (`ty.e` for `typelint:`, not every t…e of `true`
    /// and `type`); for a rarer pair the extra comparison costs more than the candidates it would save.
    static let commonPairs: Set<String> = Set("""
        tn ee ei ae eo it te oe ea er re ao st ie et tt ce ti rt se es ne AA or en sn le no to tl na sr rr nt ta pt oi \
        ot nr ri ue oa rn ru ec ol ts ra ro is ar da ai so io de me
        """.split(separator: " ").map(String.init))

    /// One test of the block: bytes equal to `byte` at `offset` (0, 1 or 3), or the first byte with its case folded.
    struct Test: Hashable, Comparable {
        enum Place: Int { case folded, first, second, fourth }
        let place: Place
        let byte: UInt8

        /// `first_f`, `folded_f`, `fourth_t`, `second_y`; `first_x28` for a byte that is no ASCII letter.
        var name: String {
            let place = ["folded", "first", "second", "fourth"][self.place.rawValue]
            let isLetter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            return place + "_" + (isLetter ? String(Character(Unicode.Scalar(byte))) : "x" + String(byte, radix: 16, uppercase: true))
        }

        var expression: String {
            "\(["folded", "first", "second", "fourth"][place.rawValue]) .== Block(repeating: \(PrefilterSource.literal(byte)))"
        }

        static func < (a: Test, b: Test) -> Bool { (a.place.rawValue, a.byte) < (b.place.rawValue, b.byte) }
    }

    /// `UInt8(ascii: "f")`, or the number for a byte that is not printable ASCII.
    static func literal(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
            ? "UInt8(ascii: \"\(Character(Unicode.Scalar(byte)))\")" : "0x" + String(byte, radix: 16, uppercase: true)
    }

    /// The triggers that the scan must look for: each distinct one, less those another finds anyway (`fontWeight` is
    /// found as `font`), in a stable order.
    static func needed(_ triggers: [TriggerWord]) throws -> [TriggerWord] {
        let distinct = Set(triggers)
        for trigger in distinct where trigger.word.utf8.count < 4 {
            throw InvalidTrigger(description: "trigger word '\(trigger.word)' is shorter than four bytes: the scan tests a word's fourth byte")
        }
        for trigger in distinct where trigger.inFilesWith?.isEmpty == true {
            throw InvalidTrigger(description: "trigger word '\(trigger.word)' counts in a file with an empty word")
        }
        return distinct.filter { trigger in
            !distinct.contains { other in
                other != trigger && (other.inFilesWith == nil || other.inFilesWith == trigger.inFilesWith)
                    && (trigger.after + trigger.word).contains(other.after + other.word)
                    && (other.after + other.word != trigger.after + trigger.word || other.inFilesWith == nil && trigger.inFilesWith != nil)
            }
        }.sorted { ($0.word, $0.after, $0.inFilesWith ?? "") < ($1.word, $1.after, $1.inFilesWith ?? "") }
    }

    static func render(_ triggers: [TriggerWord]) throws -> String {
        let words = try needed(triggers)
        // Each word's tests: its first byte (case-folded below), its second where the pair is common, its fourth.
        struct Key: Hashable { var first: UInt8; var folded: Bool; var second: UInt8? }
        var groups: [Key: (fourths: Set<UInt8>, words: [String])] = [:]
        var keys: [(key: Key, fourth: UInt8, word: TriggerWord)] = words.map { trigger in
            let bytes = Array(trigger.word.utf8)
            let common = commonPairs.contains(String(decoding: [bytes[0], bytes[3]], as: UTF8.self))
            return (Key(first: bytes[0], folded: false, second: common ? bytes[1] : nil), bytes[3], trigger)
        }
        // A word spelt with both cases of its first letter (`font`, `Font`) is one test of the folded byte (`| 0x20` maps
        // only F and f to f); the letter's other words join it, which saves a comparison for a few more candidates.
        func lower(_ byte: UInt8) -> UInt8? { (0x41...0x5A).contains(byte) ? byte | 0x20 : (0x61...0x7A).contains(byte) ? byte : nil }
        var foldedLetters = Set<UInt8>()
        for a in keys {
            guard let letter = lower(a.key.first) else { continue }
            if keys.contains(where: { b in b.key.first != a.key.first && lower(b.key.first) == letter && b.key.second == a.key.second && b.fourth == a.fourth }) {
                foldedLetters.insert(letter)
            }
        }
        for k in keys.indices {
            if let letter = lower(keys[k].key.first), foldedLetters.contains(letter) { keys[k].key = Key(first: letter, folded: true, second: keys[k].key.second) }
        }
        for (key, fourth, word) in keys {
            groups[key, default: ([], [])].fourths.insert(fourth)
            groups[key]!.words.append(word.after + word.word)
        }
        let ordered = groups.keys.sorted { a, b in
            (lower(a.first) ?? a.first, a.folded ? 0 : 1, a.first, a.second ?? 0) < (lower(b.first) ?? b.first, b.folded ? 0 : 1, b.first, b.second ?? 0)
        }
        var tests = Set<Test>()
        var lines: [String] = []
        for (index, key) in ordered.enumerated() {
            let (fourths, names) = groups[key]!
            let first = Test(place: key.folded ? .folded : .first, byte: key.first)
            let fourthTests = fourths.sorted().map { Test(place: .fourth, byte: $0) }
            tests.insert(first)
            tests.formUnion(fourthTests)
            var terms = [first.name]
            if let second = key.second {
                let test = Test(place: .second, byte: second)
                tests.insert(test)
                terms.append(test.name)
            }
            terms.append(fourthTests.count == 1 ? fourthTests[0].name : "(" + fourthTests.map(\.name).joined(separator: " .| ") + ")")
            let comment = "  // " + names.sorted().joined(separator: ", ")
            lines.append((index == 0 ? "var lanes = " : "lanes .|= ") + terms.joined(separator: " .& ") + comment)
        }
        var out = """
            // Generated by Tools/generate.sh from the rules' trigger words (`RuleDescription.triggers`). Do not edit: change a
            // rule's triggers, then run Tools/generate.sh.

            extension Relevance {
                /// The lanes of a block where a trigger word may start, by its first, fourth and (where the pair is common in
                /// Swift code) second bytes.
                @inline(__always)
                static func candidates(_ first: Block, _ second: Block, _ fourth: Block) -> Lanes {

            """
        if tests.contains(where: { $0.place == .folded }) { out += "        let folded = first | Block(repeating: 0x20)  // F → f\n" }
        for test in tests.sorted() { out += "        let \(test.name) = \(test.expression)\n" }
        for line in lines { out += "        \(line)\n" }
        out += """
                    return lanes
                }

                /// Whether a trigger word starts at `i`, and counts there.
                @inline(__always)
                static func wordStarts(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, _ mentions: inout Mentions) -> Bool {
                    switch bytes[i] {

            """
        let conditions = Array(Set(words.compactMap(\.inFilesWith))).sorted()
        let names = identifiers(conditions)
        let byFirst = Dictionary(grouping: words) { Array($0.word.utf8)[0] }
        for first in byFirst.keys.sorted(by: { (lower($0) ?? $0, $0) < (lower($1) ?? $1, $1) }) {
            let terms = byFirst[first]!.map { trigger -> String in
                var parts: [String] = []
                let after = Array(trigger.after.utf8)
                if !after.isEmpty { parts += ["i >= \(after.count)", "matches(bytes, i - \(after.count), \(quoted(trigger.after)))"] }
                parts.append("matches(bytes, i + 1, \(quoted(String(decoding: Array(trigger.word.utf8).dropFirst(), as: UTF8.self))))")
                if let other = trigger.inFilesWith { parts.append("mentions.\(names[other]!)(bytes)") }
                return parts.joined(separator: " && ")
            }
            let comment = "  // " + byFirst[first]!.map { $0.after + $0.word }.joined(separator: ", ")
            out += "        case \(literal(first)):" + comment + "\n"
            out += "            return " + (terms.count == 1 ? terms[0] : terms.map { "(" + $0 + ")" }.joined(separator: "\n                || ")) + "\n"
        }
        out += """
                    default: return false
                    }
                }

                /// The words a trigger word needs elsewhere in its file, each looked for once, when such a trigger word is found.
                struct Mentions {

            """
        for other in conditions {
            out += "        private static let \(names[other]!)Word = Array(\(quoted(other)).utf8)\n"
            out += "        private var \(names[other]!)Found: Bool?\n"
        }
        for other in conditions {
            out += """

                        /// Whether the file holds `\(other)`.
                        mutating func \(names[other]!)(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
                            if let found = \(names[other]!)Found { return found }
                            let found = bytes.contains(bytes: Self.\(names[other]!)Word)
                            \(names[other]!)Found = found
                            return found
                        }

                """
        }
        out += "    }\n}\n"
        return out
    }

    /// A Swift string literal of `text` (a StaticString: the bytes `matches` compares).
    static func quoted(_ text: String) -> String {
        "\"" + text.unicodeScalars.map { scalar in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: "\\u{\(String(scalar.value, radix: 16))}"
            default: String(scalar)
            }
        }.joined() + "\""
    }

    /// A method name for each word a trigger needs: `holdsHeight` for `height:`, `holdsUIButtonConfiguration`.
    static func identifiers(_ words: [String]) -> [String: String] {
        var names: [String: String] = [:]
        var taken = Set<String>()
        for word in words {
            let parts = word.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
            var name = "holds" + parts.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            if name == "holds" || taken.contains(name) { name += "\(taken.count)" }
            taken.insert(name)
            names[word] = name
        }
        return names
    }
}
