/// Words compared as bytes, bucketed by their first byte: most tokens are turned away by one lookup.
struct NameSet: Sendable {
    private var buckets = [[[UInt8]]](repeating: [], count: 256)

    init<Words: Sequence<String>>(_ words: Words) {
        for word in words { insert(word) }
    }

    mutating func insert(_ word: String) {
        let bytes = Array(word.utf8)
        guard let first = bytes.first, !buckets[Int(first)].contains(bytes) else { return }
        buckets[Int(first)].append(bytes)
    }

    func contains<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        guard let first = bytes.first else { return false }
        for word in buckets[Int(first)] where word.count == bytes.count && word.elementsEqual(bytes) { return true }
        return false
    }
}

/// FNV-1a of a name's bytes: names as hashes, for sets of thousands (a collision only costs a lookup that
/// finds nothing). `nameHash(b, continuing: nameHash(a))` is the hash of `a` followed by `b`: a dotted path's
/// hash grows a name at a time, with no String made.
func nameHash<Bytes: Sequence<UInt8>>(_ bytes: Bytes, continuing start: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
    var value = start
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return value
}

/// `nameHash` of a string's bytes, read in place (iterating a `String.UTF8View` cost ten times as much).
func nameHash(_ string: String) -> UInt64 {
    var string = string
    return string.withUTF8 { nameHash($0) }
}

/// The hash of a dotted path grown by one name: `path.name`, or `name` alone when there is no path yet.
func pathHash<Bytes: Sequence<UInt8>>(appending name: Bytes, to path: UInt64?) -> UInt64 {
    path.map { nameHash(name, continuing: nameHash(".".utf8, continuing: $0)) } ?? nameHash(name)
}
