import Foundation
import TypeLintSyntax

/// What the folders above a file say about it: the platforms its project builds for, and the module whose
/// declarations it sees.
///
/// Platforms come from the nearest Xcode project or Swift package above the file: every `SDKROOT` of a
/// `project.pbxproj`, or the `platforms:` of a `Package.swift`; or, where no project file is in the repository
/// (a Tuist or XcodeGen app), from an `Info.plist` that only a Mac app writes (`LSMinimumSystemVersion` and no
/// UIKit key: an iPhone app that also runs on the Mac has `UILaunchScreen` and the like). Only a project that names exactly one platform decides (a Mac app
/// is macOS code: 10pt minimum, no Dynamic Type); one that builds for several leaves the configured platforms.
///
/// The module root is the nearest folder holding an Xcode project, a `Package.swift` or a git repository
/// (`.git`): every Swift file under it is indexed for the files it governs, whichever of them a run names, so
/// that a file's findings do not depend on the rest of the command line. A SwiftPM target sees the package's
/// other targets this way (a superset of its dependencies). The root folder and the home folder are never a
/// module root (a repository of dotfiles is not a module); a file with no root above it sees the files linted
/// with it.
///
/// Folders are looked up once, from any thread.
final class Projects: @unchecked Sendable {
    struct Answer {
        var platforms: Platforms?
        var moduleRoot: String?
    }

    private let lock = NSLock()
    private var answers: [String: Answer] = [:]
    private let home = ProcessInfo.processInfo.environment["HOME"].map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }

    /// The answer for the file at the absolute `path`.
    func answer(forFileAt path: String) -> Answer {
        // One lock over the whole look-up: a folder is looked at once, even when every thread starts in it.
        lock.withLock { answer(forFolder: parentFolder(of: path)) }
    }

    private func answer(forFolder folder: String) -> Answer {
        if let known = answers[folder] { return known }
        let markers = Self.markers(in: folder)
        let isModuleRoot = (markers.isProject || markers.hasRepository) && folder != "/" && folder != home
        let decided = markers.isProject ? Self.platforms(ofProjectIn: folder, markers)
            : markers.hasInfoPlist ? Self.platforms(ofInfoPlistIn: folder) : nil
        let parent = parentFolder(of: folder)
        let above = (decided == nil || !isModuleRoot) && !parent.isEmpty && parent != folder ? answer(forFolder: parent) : Answer()
        let result = Answer(platforms: decided.map { $0.count == 1 ? $0.first : nil } ?? above.platforms,
                            moduleRoot: isModuleRoot ? folder : above.moduleRoot)
        answers[folder] = result
        return result
    }

    private struct Markers {
        var xcodeProject: String?
        var hasPackage = false
        var hasRepository = false
        var hasInfoPlist = false
        var isProject: Bool { xcodeProject != nil || hasPackage }
    }

    /// What `folder` holds that makes it a project or a repository. Read with readdir(3): Foundation's listing
    /// costs more than the rest of a small run's look-ups together.
    private static func markers(in folder: String) -> Markers {
        var markers = Markers()
        guard let directory = opendir(folder) else { return markers }
        while let entry = readdir(directory) {
            let name = String(decoding: FileWalker.name(of: entry), as: UTF8.self)
            if name.hasSuffix(".xcodeproj") {
                markers.xcodeProject = markers.xcodeProject ?? name
            } else if name == "Package.swift" {
                markers.hasPackage = true
            } else if name == ".git" {
                markers.hasRepository = true
            } else if name == "Info.plist" {
                markers.hasInfoPlist = true
            }
        }
        closedir(directory)
        return markers
    }

    /// The platforms the project in `folder` names, or nil when its files say none.
    private static func platforms(ofProjectIn folder: String, _ markers: Markers) -> [Platforms]? {
        if let xcodeProject = markers.xcodeProject, let bytes = LintCommand.readFile("\(folder)/\(xcodeProject)/project.pbxproj") {
            return distinct(values(of: Array("SDKROOT = ".utf8), in: bytes).compactMap { sdks[$0] })
        }
        if markers.hasPackage, let bytes = LintCommand.readFile("\(folder)/Package.swift"),
           let text = String(validating: bytes, as: UTF8.self) {
            // The package's `platforms: [.macOS(.v14)]`, not a setting's condition before it (`.when(platforms: [.linux])`,
            // whose platforms carry no version).
            var rest = text[...]
            while let start = rest.range(of: "platforms:") {
                let list = rest[start.upperBound...].prefix { $0 != "]" }
                let named = distinct(packagePlatforms.filter { list.contains($0.key) }.map(\.value))
                if !named.isEmpty { return named }
                rest = rest[start.upperBound...]
            }
            return []
        }
        return nil
    }

    /// `[.macOS]` for a Mac app's `Info.plist`, else nil (an iOS app's, a framework's or an extension's says nothing).
    private static func platforms(ofInfoPlistIn folder: String) -> [Platforms]? {
        guard let bytes = LintCommand.readFile("\(folder)/Info.plist"), let text = String(validating: bytes, as: UTF8.self),
              text.contains("<key>LSMinimumSystemVersion</key>"), !text.contains("<key>LSRequiresIPhoneOS</key>"),
              !text.contains("<key>UI") else { return nil }
        return [.macOS]
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
