#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `needle` occurs in these bytes: memchr finds each candidate of the needle's rarest byte at memory
    /// speed (the `k` of `tracking(`, the `T` of `dynamicTypeSize`: a common first letter such as `t` would stop
    /// it every few bytes), and most searches fail on files that do not mention the word.
    public func contains(bytes needle: [UInt8]) -> Bool {
        var found = false
        forEachOccurrence(of: needle) { _ in
            found = true
            return false
        }
        return found
    }

    /// Where `needle` starts in these bytes, every time (overlapping ones too), found as `contains(bytes:)` finds one.
    public func offsets(of needle: [UInt8]) -> [Int] {
        var found: [Int] = []
        forEachOccurrence(of: needle) { offset in
            found.append(offset)
            return true
        }
        return found
    }

    /// Calls `body` with the start of each occurrence of `needle`, in order, while it returns true.
    private func forEachOccurrence(of needle: [UInt8], _ body: (Int) -> Bool) {
        guard let base = baseAddress, !needle.isEmpty, count >= needle.count else { return }
        let anchor = rarestIndex(of: needle)
        forEachPosition(of: needle[anchor], from: anchor, through: count - needle.count + anchor) { at in
            memcmp(base + at - anchor, needle, needle.count) != 0 || body(at - anchor)
        }
    }

    /// Calls `body` with each position of `byte` from `start` through `last`, found by memchr, while it returns true.
    fileprivate func forEachPosition(of byte: UInt8, from start: Int, through last: Int, _ body: (Int) -> Bool) {
        guard let base = baseAddress else { return }
        var i = start
        while i <= last, let found = memchr(base + i, Int32(byte), last + 1 - i) {
            let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            guard body(at) else { return }
            i = at + 1
        }
    }
}

/// Where the rarest byte of `word` is (see `byteRarity`): the one memchr looks for.
private func rarestIndex(of word: [UInt8]) -> Int {
    word.indices.max { byteRarity[Int(word[$0])] < byteRarity[Int(word[$1])] }!
}

/// How rare each byte is in Swift source: the 64 commonest bytes of 96 MB of public apps' Swift, commonest first, rank
/// by rank; every other byte rarer than all of them (`:` and `h` of `height:` are each about 1 % of the bytes, `y` of
/// `tertiary` 0.7 %, `j` of `emoji` 0.05 %).
private let byteRarity: [UInt8] = {
    var rarity = [UInt8](repeating: 255, count: 256)
    let commonestFirst = " etiaronsl\ncdu.pmgf:h()vySbw/,\"C{}=AITkPDRVLxM0BUFE_N?\tO-1z2[]HKqW>G@"
    for (rank, byte) in commonestFirst.utf8.enumerated() { rarity[Int(byte)] = UInt8(rank) }
    return rarity
}()

/// Words a rule looks for in the bytes of every file, laid out once (a `static let`): each word's bytes and its
/// rarest byte, the anchor that memchr finds. Words that share an anchor, or hold a rare one another word chose,
/// are found in one pass over the file (`ertiary` and `uaternary` at each `y`; `dynamicTypeSize` and
/// `ContentSizeCategory` at each `z`): a pass over a large file costs more than checking a few words at each stop.
public struct ByteWords: Sendable {
    struct Word: Sendable {
        let bytes: [UInt8]
        let anchor: Int  // where the group's byte is in `bytes`
    }
    let groups: [(byte: UInt8, words: [Word])]

    public init(_ words: String...) { self.init(words) }

    public init(_ words: [String]) {
        var groups: [(byte: UInt8, words: [Word])] = []
        for word in words.map({ Array($0.utf8) }) where !word.isEmpty {
            let rarest = rarestIndex(of: word)
            // Joined to a pass already made for one of its bytes, if that byte is its rarest or rare in itself.
            if let group = groups.indices.first(where: { g in
                word[rarest] == groups[g].byte || byteRarity[Int(groups[g].byte)] >= ByteWords.rare && word.contains(groups[g].byte)
            }) {
                groups[group].words.append(Word(bytes: word, anchor: word.firstIndex(of: groups[group].byte)!))
            } else {
                groups.append((word[rarest], [Word(bytes: word, anchor: rarest)]))
            }
        }
        self.groups = groups
    }

    /// A byte rarer than the 48 commonest (`z`, `K`, `\`, `j`): a pass that stops at it stops seldom.
    private static let rare: UInt8 = 48

    /// Whether any of the words occurs in `buffer`.
    func occur(in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        var found = false
        for group in groups where !found {
            buffer.forEachPosition(of: group.byte, from: 0, through: buffer.count - 1) { at in
                found = group.words.contains { word in
                    let start = at - word.anchor
                    return start >= 0 && start + word.bytes.count <= buffer.count
                        && memcmp(base + start, word.bytes, word.bytes.count) == 0
                }
                return !found
            }
        }
        return found
    }
}

extension SyntaxTree {
    /// Whether the file's bytes hold any of `words` anywhere (code, comments or strings): a rule that reacts to
    /// rare words asks this first, at memory speed, before it looks at a token.
    public func mentions(_ words: ByteWords) -> Bool {
        bytes.withUnsafeBufferPointer { words.occur(in: $0) }
    }

    /// The code tokens spelled exactly `word`, in order (not one in a comment or a string, nor part of a longer word):
    /// found as bytes at memory speed and matched to tokens by their start, for a rule that reacts to a rare word
    /// rather than asking every token of the file. Words by default; `#Preview` is a `.directive`.
    public func words(_ word: String, kind: TokenKind = .word) -> [Int] {
        let needle = Array(word.utf8)
        return bytes.withUnsafeBufferPointer { $0.offsets(of: needle) }.compactMap { offset in
            let k = codeToken(startingAtOrAfter: offset)
            guard k < code.count, code[k].start == offset, code[k].end - offset == needle.count, code[k].kind == kind
            else { return nil }
            return k
        }
    }

    /// Where each of `names` is spelled as a code word, in one pass over the words (see `WordSet`).
    /// `isWanted`: asked of a word before it is looked up (`CrossFileRule.uses` wants only calls: `Row(`, `Card {`).
    public func spellings(of names: Set<String>, where isWanted: (Int) -> Bool = { _ in true }) -> [String: [Int]] {
        names.isEmpty ? [:] : spellings(of: WordSet(names), where: isWanted)
    }

    /// `spellings(of:where:)` for a set made once and searched for in many files (the module's view types).
    public func spellings(of words: WordSet, where isWanted: (Int) -> Bool = { _ in true }) -> [String: [Int]] {
        guard !words.names.isEmpty else { return [:] }
        var found: [String: [Int]] = [:]
        // Every token of the file is asked, often several times a file (a file's members, then the module's views): read
        // without bounds checks.
        code.withUnsafeBufferPointer { code in
            bytes.withUnsafeBufferPointer { bytes in
                for k in code.indices where code[k].kind == .word && words.mayHold(code[k], bytes) && isWanted(k) {
                    if let name = words.name(spelled: self.bytes[code[k].range]) { found[name, default: []].append(k) }
                }
            }
        }
        return found
    }

    /// `spellings(of:where:)` of the capitalized names the file calls (`Row(…)`, `Card { … }`): the uses of the module's views.
    public func calls(of words: WordSet, where isWanted: (Int) -> Bool = { _ in true }) -> [String: [Int]] {
        guard !words.names.isEmpty else { return [:] }
        var found: [String: [Int]] = [:]
        code.withUnsafeBufferPointer { code in
            bytes.withUnsafeBufferPointer { bytes in
                for call in capitalizedCalls {
                    let k = Int(call)
                    if words.mayHold(code[k], bytes), isWanted(k), let name = words.name(spelled: self.bytes[code[k].range]) {
                        found[name, default: []].append(k)
                    }
                }
            }
        }
        return found
    }

    /// The name of `words` that the word at `k` spells, if it spells one.
    public func word(at k: Int, in words: WordSet) -> String? {
        guard k >= 0, k < code.count, code[k].kind == .word,
              bytes.withUnsafeBufferPointer({ words.mayHold(code[k], $0) }) else { return nil }
        return words.name(spelled: bytes[code[k].range])
    }

    /// Whether a label in `labels` (token positions, in order) lies after `start` and before `end`: a binary search.
    public static func contains(_ labels: [Int], after start: Int, before end: Int) -> Bool {
        let low = count(labels, atOrBefore: start)
        return low < labels.count && labels[low] < end
    }

    /// How many of `positions` (in order) are at or before `k`: a binary search.
    public static func count(_ positions: [Int], atOrBefore k: Int) -> Int {
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] <= k { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The first code token that starts at `offset` or after it (`code.count` when none does).
    /// Whether the byte at `offset` is inside a string literal, a regex literal or a comment, past its first byte: text
    /// inserted there would be part of it (a line that starts inside a multi-line string).
    public func isInsideLiteralOrComment(_ offset: Int) -> Bool {
        let k = codeToken(startingAtOrAfter: offset)
        if k > 0, code[k - 1].kind == .string || code[k - 1].kind == .regex, code[k - 1].start < offset, offset < code[k - 1].end {
            return true
        }
        var low = 0, high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low > 0 && offset < comments[low - 1].end
    }

    /// The comment that ends at `offset`, if one does: a binary search, comments being in source order and apart.
    public func comment(endingAt offset: Int) -> Token? {
        var low = 0, high = comments.count
        while low < high {
            let middle = (low + high) / 2
            if comments[middle].end < offset { low = middle + 1 } else { high = middle }
        }
        return low < comments.count && comments[low].end == offset ? comments[low] : nil
    }

    private func codeToken(startingAtOrAfter offset: Int) -> Int {
        var low = 0, high = code.count
        while low < high {
            let middle = (low + high) / 2
            if code[middle].start < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Names to find as code words, ready for many files: per first byte, the lengths (up to 63) of the names that start
/// with it, and the names by the hash of their bytes, so that a word is turned away, or found, without a String made
/// for it. Made once per set: a module's hundreds of view types, laid out again for every file, cost more than the search.
public struct WordSet: Sendable {
    public let names: Set<String>
    private var lengths = [UInt64](repeating: 0, count: 256)
    /// An open-addressed table of the names by their FNV hash, which is its own slot: a Dictionary would hash the hash
    /// again with SipHash, on every candidate word of every file.
    private var slots: [Int32]
    private var entries: [(hash: UInt64, name: String, bytes: [UInt8])] = []

    public init(_ names: Set<String>) {
        self.names = names
        var capacity = 8
        while capacity < names.count * 2 { capacity <<= 1 }
        slots = [Int32](repeating: -1, count: capacity)
        for name in names {
            guard let first = name.utf8.first else { continue }
            lengths[Int(first)] |= 1 << min(name.utf8.count, 63)
            let hash = nameHash(name)
            var slot = Int(truncatingIfNeeded: hash) & (capacity - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Int32(entries.count)
            entries.append((hash, name, Array(name.utf8)))
        }
    }

    /// Whether a name of the set has the token's first byte and length: most words are turned away here, unhashed.
    fileprivate func mayHold(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        lengths.withUnsafeBufferPointer { $0[Int(bytes[token.start])] } & (1 << min(token.end - token.start, 63)) != 0
    }

    fileprivate func name(spelled bytes: ArraySlice<UInt8>) -> String? {
        let hash = nameHash(bytes)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[slot] >= 0 {
            let entry = entries[Int(slots[slot])]
            // Compared as bytes: a `String.UTF8View` is compared element by element through its generic iterator.
            if entry.hash == hash, entry.bytes.count == bytes.count, entry.bytes.withUnsafeBufferPointer({ name in
                bytes.withUnsafeBufferPointer { memcmp(name.baseAddress!, $0.baseAddress!, name.count) == 0 }
            }) { return entry.name }
            slot = (slot + 1) & (slots.count - 1)
        }
        return nil
    }
}

/// FNV-1a of a name's bytes: names as hashes, for sets of thousands (a collision only costs a lookup that
/// finds nothing). `nameHash(b, continuing: nameHash(a))` is the hash of `a` followed by `b`: a dotted path's
/// hash grows a name at a time, with no String made.
public func nameHash<Bytes: Sequence<UInt8>>(_ bytes: Bytes, continuing start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
    var value = start
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return value
}

/// `nameHash` of a string's bytes, read in place (iterating a `String.UTF8View` cost ten times as much).
public func nameHash(_ string: String) -> UInt64 {
    var string = string
    return string.withUTF8 { nameHash($0) }
}

/// A set of `nameHash` values, open-addressed with each hash placed by its own bits: a `Set<UInt64>` hashes the hash
/// again with SipHash, and the module index asks its sets of names of every chain's names.
public struct NameHashes: Sendable {
    /// A power of two of slots, zero marking an empty one, then one word more: the count of hashes held, shifted left
    /// once, and whether the hash zero is one of them in the low bit. One array and nothing else, as a `Set` is: the
    /// module index holds several and is copied by each evaluator.
    private var table = [UInt64](repeating: 0, count: 17)

    public init() {}

    public init<Hashes: Sequence<UInt64>>(_ hashes: Hashes) {
        for hash in hashes { insert(hash) }
    }

    public var count: Int { Int(table[table.count - 1] >> 1) }
    public var isEmpty: Bool { count == 0 }
    private var holdsZero: Bool { table[table.count - 1] & 1 != 0 }

    /// The slot a hash probes first among `capacity`: its bits mixed by a Fibonacci multiply, the top ones taken (FNV's low
    /// bits are weak).
    @inline(__always) private static func home(of hash: UInt64, capacity: Int) -> Int {
        Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - capacity.trailingZeroBitCount))
    }

    public func contains(_ hash: UInt64) -> Bool {
        if hash == 0 { return holdsZero }
        return table.withUnsafeBufferPointer { table in
            let capacity = table.count - 1
            var slot = Self.home(of: hash, capacity: capacity)
            while true {
                let held = table[slot]
                if held == hash { return true }
                if held == 0 { return false }
                slot = (slot + 1) & (capacity - 1)
            }
        }
    }

    public mutating func insert(_ hash: UInt64) {
        if hash == 0 {
            if !holdsZero { table[table.count - 1] += 3 }
            return
        }
        reserveCapacity(count + 1)
        place(hash)
    }

    public mutating func formUnion(_ other: NameHashes) {
        reserveCapacity(count + other.count)
        if other.holdsZero { insert(0) }
        for hash in other.table.dropLast() where hash != 0 { place(hash) }
    }

    public mutating func formUnion<Hashes: Sequence<UInt64>>(_ hashes: Hashes) {
        for hash in hashes { insert(hash) }
    }

    /// Room for `wanted` hashes at most half full.
    public mutating func reserveCapacity(_ wanted: Int) {
        var capacity = table.count - 1
        guard wanted * 2 > capacity else { return }
        while wanted * 2 > capacity { capacity <<= 1 }
        let held = table
        table = [UInt64](repeating: 0, count: capacity + 1)
        table[capacity] = (held[held.count - 1] & 1) * 3  // the hash zero, counted once
        for hash in held.dropLast() where hash != 0 { place(hash) }
    }

    /// Inserts a nonzero hash, where there is room for it.
    private mutating func place(_ hash: UInt64) {
        let capacity = table.count - 1
        var slot = Self.home(of: hash, capacity: capacity)
        while table[slot] != 0 {
            if table[slot] == hash { return }
            slot = (slot + 1) & (capacity - 1)
        }
        table[slot] = hash
        table[capacity] += 2
    }
}
