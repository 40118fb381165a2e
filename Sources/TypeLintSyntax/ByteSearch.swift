#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer where Element == UInt8 {
    /// Whether `needle` occurs in these bytes: memchr finds each candidate first byte at memory speed, and
    /// most searches (a module name, a type name) fail on files that do not mention it.
    public func contains(bytes needle: [UInt8]) -> Bool {
        guard let base = baseAddress, let first = needle.first, count >= needle.count else { return false }
        var i = 0
        let lastStart = count - needle.count
        while i <= lastStart, let found = memchr(base + i, Int32(first), lastStart + 1 - i) {
            let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
            if memcmp(base + at, needle, needle.count) == 0 { return true }
            i = at + 1
        }
        return false
    }
}
