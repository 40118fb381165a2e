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

    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = bytes.first else { return false }
        return buckets[Int(first)].contains { word in
            word.count == bytes.count && word.withUnsafeBufferPointer { $0.elementsEqual(bytes) }
        }
    }
}

/// FNV-1a of a name's bytes: names as hashes, for sets of thousands (a collision only costs a lookup that
/// finds nothing).
func nameHash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return value
}
