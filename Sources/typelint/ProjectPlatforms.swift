import Foundation
import TypeLintSyntax

/// The platforms a file's project builds for, read from the nearest Xcode project or Swift package above
/// it: every `SDKROOT` of a `project.pbxproj`, or the `platforms:` of a `Package.swift`. Only a project
/// that names exactly one platform decides (a Mac app is macOS code: 10pt minimum, no Dynamic Type); one
/// that builds for several leaves the configured platforms. Folders are looked up once, from any thread.
final class ProjectPlatforms: @unchecked Sendable {
    private let lock = NSLock()
    /// Per folder: the platforms of the project that governs it, nil where none decides.
    private var byFolder: [String: Platforms?] = [:]

    func platforms(forFileAt path: String) -> Platforms? {
        // One lock over the whole look-up: a folder is looked at once, even when every thread starts in it.
        lock.withLock {
            var folders: [String] = []
            var folder = parentFolder(of: path)
            var found: Platforms??
            while !folder.isEmpty {
                if let known = byFolder[folder] {
                    found = known
                    break
                }
                folders.append(folder)
                if let project = Self.project(in: folder) {
                    found = .some(project.count == 1 ? project.first : nil)
                    break
                }
                let parent = parentFolder(of: folder)
                if parent == folder || parent.isEmpty { break }
                folder = parent
            }
            let result = found ?? nil
            for folder in folders { byFolder[folder] = result }
            return result
        }
    }

    /// The platforms a project in `folder` names, or nil when the folder holds no project. Read with readdir(3)
    /// and read(2): Foundation's listing and `Data` cost more than the rest of a small run's look-ups together.
    static func project(in folder: String) -> [Platforms]? {
        guard let directory = opendir(folder) else { return nil }
        var xcodeProject: String?
        var hasPackage = false
        while let entry = readdir(directory) {
            let name = String(decoding: FileWalker.name(of: entry), as: UTF8.self)
            if name.hasSuffix(".xcodeproj") { xcodeProject = xcodeProject ?? name } else if name == "Package.swift" { hasPackage = true }
        }
        closedir(directory)
        if let xcodeProject, let bytes = LintCommand.readFile("\(folder)/\(xcodeProject)/project.pbxproj") {
            return distinct(values(of: Array("SDKROOT = ".utf8), in: bytes).compactMap { sdks[$0] })
        }
        if hasPackage, let bytes = LintCommand.readFile("\(folder)/Package.swift"),
           let text = String(validating: bytes, as: UTF8.self), let start = text.range(of: "platforms:") {
            let list = text[start.upperBound...].prefix { $0 != "]" }
            return distinct(packagePlatforms.filter { list.contains($0.key) }.map(\.value))
        }
        return nil
    }

    private static let sdks: [String: Platforms] = [
        "iphoneos": .iOS, "macosx": .macOS, "watchos": .watchOS, "appletvos": .tvOS, "xros": .visionOS,
    ]
    private static let packagePlatforms: [String: Platforms] = [
        ".iOS(": .iOS, ".macOS(": .macOS, ".watchOS(": .watchOS, ".tvOS(": .tvOS, ".visionOS(": .visionOS,
    ]

    /// The words after each `key` (`SDKROOT = macosx;` gives `macosx`): memchr finds each candidate first
    /// byte at memory speed, and a project file can be megabytes.
    private static func values(of key: [UInt8], in bytes: [UInt8]) -> [String] {
        var result: [String] = []
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var i = 0
            while i < buffer.count, let found = memchr(base + i, Int32(key[0]), buffer.count - i) {
                let at = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                i = at + 1
                guard at + key.count <= buffer.count, buffer[at..<at + key.count].elementsEqual(key) else { continue }
                var end = at + key.count
                while end < buffer.count, isWordByte(buffer[end]) { end += 1 }
                result.append(String(decoding: buffer[(at + key.count)..<end], as: UTF8.self))
                i = end
            }
        }
        return result
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
    }

    private static func distinct(_ platforms: [Platforms]) -> [Platforms] {
        platforms.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
