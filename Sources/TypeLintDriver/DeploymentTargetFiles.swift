import Foundation
import TypeLintSyntax

/// The files besides `project.pbxproj` and `Package.swift` that say which systems a project deploys to: the `.xcconfig`
/// files its build settings are based on, XcodeGen's `project.yml` and Tuist's `Project.swift`. Where several say, the
/// oldest counts: a fix must compile on every system the project is built for.
extension Projects {
    /// Each `…_DEPLOYMENT_TARGET` setting's platform.
    static let deploymentSettings: [String: Platforms] = [
        "IPHONEOS_DEPLOYMENT_TARGET": .iOS, "MACOSX_DEPLOYMENT_TARGET": .macOS, "TVOS_DEPLOYMENT_TARGET": .tvOS,
        "WATCHOS_DEPLOYMENT_TARGET": .watchOS,
    ]

    /// The major version a setting's value starts with (`13.0`, `"13"`), nil for another (`$(inherited)`).
    static func major(_ value: Substring) -> Int? {
        Int(value.drop { $0 == " " || $0 == "\"" || $0 == "'" }.prefix { $0.isNumber })
    }

    /// The oldest systems the `…_DEPLOYMENT_TARGET` settings of a project file or an `.xcconfig` name, in any spelling:
    /// quoted or not, with a condition (`IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 13.0`), or through a variable the
    /// file sets (`= $(APP_TARGET)`). A variable it does not set (`$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`) is a
    /// system typelint cannot know, taken as older than any: no style newer than some system is written there.
    /// `$(inherited)` is the level above's, read there.
    static func deploymentTargets(inSettings bytes: [UInt8]) -> DeploymentTargets {
        var found = DeploymentTargets()
        let suffix = Array("_DEPLOYMENT_TARGET".utf8)
        let offsets = bytes.withUnsafeBufferPointer { $0.offsets(of: suffix) }
        guard !offsets.isEmpty else { return found }
        func isNameByte(_ byte: UInt8) -> Bool {
            byte &- UInt8(ascii: "A") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
        }
        /// The value written after `= ` from `index`, up to its end (`;`, a quote or the line's end).
        func value(after index: Int) -> Substring? {
            var k = index
            if k < bytes.count, bytes[k] == UInt8(ascii: "[") { while k < bytes.count, bytes[k] != UInt8(ascii: "]") { k += 1 }; k += 1 }
            while k < bytes.count, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "=") else { return nil }
            k += 1
            while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") || bytes[k] == UInt8(ascii: "\"") { k += 1 }
            var end = k
            while end < bytes.count, end - k < 128, ![UInt8(ascii: ";"), UInt8(ascii: "\""), 0x0A, 0x0D].contains(bytes[end]) { end += 1 }
            return Substring(String(decoding: bytes[k..<end], as: UTF8.self))
        }
        /// The number a variable the file sets holds (`APP_TARGET = 13.0`), if it sets one.
        func variable(_ name: String) -> Int? {
            let key = Array(name.utf8)
            for offset in bytes.withUnsafeBufferPointer({ $0.offsets(of: key) })
            where (offset == 0 || !isNameByte(bytes[offset - 1])) && (offset + key.count == bytes.count || !isNameByte(bytes[offset + key.count])) {
                if let written = value(after: offset + key.count), let number = major(written) { return number }
            }
            return nil
        }
        for offset in offsets {
            var start = offset
            while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
            guard let platform = deploymentSettings[String(decoding: bytes[start..<offset + suffix.count], as: UTF8.self)],
                  let written = value(after: offset + suffix.count) else { continue }
            if let number = major(written) {
                found.add(platform, major: number)
            } else if written.hasPrefix("$(") || written.hasPrefix("${") {
                let name = String(written.dropFirst(2).prefix { $0 != ")" && $0 != "}" })
                guard name != "inherited" else { continue }
                found.add(platform, major: variable(name) ?? 0)
            }
        }
        return found
    }

    /// A manifest's `.iOS(.v13)`, `.macOS("10.15")`, or Tuist's `.iOS("13.0")` and `.iOS(targetVersion: "13.0", …)`: the first
    /// number after each platform call's parenthesis.
    static func deploymentTargets(inManifest text: String) -> DeploymentTargets {
        var found = DeploymentTargets()
        for (call, platform) in packagePlatforms {
            var rest = text[...]
            while let start = rest.range(of: call) {
                let argument = rest[start.upperBound...].prefix(32).drop { !$0.isNumber }.prefix { $0.isNumber }
                if let major = Int(argument) { found.add(platform, major: major) }
                rest = rest[start.upperBound...]
            }
        }
        return found
    }

    /// An XcodeGen spec's `options: deploymentTarget:` (by platform), each target's `deploymentTarget` (one version for the
    /// target's platforms, or by platform) and every `…_DEPLOYMENT_TARGET` in its `settings`, at any depth.
    static func deploymentTargets(xcodeGen bytes: [UInt8], folder: String) -> DeploymentTargets {
        var found = DeploymentTargets()
        guard let spec = YAMLSubset.xcodeGenSpec(bytes, folder: folder) else { return found }
        let everyPlatform = (spec["targets"]?.map ?? []).flatMap { platforms(ofTarget: $0.1) }
        func visit(_ node: YAMLSubset, platforms inherited: [Platforms]) {
            if let list = node.list { for item in list { visit(item, platforms: inherited) } }
            guard let map = node.map else { return }
            let own = platforms(ofTarget: node)
            let here = own.isEmpty ? inherited : own
            for (key, value) in map {
                if let platform = deploymentSettings[key], let written = value.scalar {
                    // A variable (`$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)`) is a system typelint cannot know.
                    if let major = major(written[...]) { found.add(platform, major: major) } else if written != "$(inherited)" { found.add(platform, major: 0) }
                } else if key == "deploymentTarget" {
                    if let version = value.scalar.flatMap({ major($0[...]) }) {
                        for platform in here { found.add(platform, major: version) }
                    }
                    for (name, version) in value.map ?? [] {
                        if let platform = Platforms(name: name), let major = version.scalar.flatMap({ major($0[...]) }) {
                            found.add(platform, major: major)
                        }
                    }
                } else {
                    visit(value, platforms: here)
                }
            }
        }
        visit(spec, platforms: everyPlatform)
        return found
    }

    /// The platforms a spec's target names (`platform: iOS`, `[iOS, tvOS]`, `supportedDestinations`).
    private static func platforms(ofTarget target: YAMLSubset) -> [Platforms] {
        let named = (target["platform"]?.scalars ?? []) + (target["supportedDestinations"]?.scalars ?? [])
        return named.compactMap { Platforms(name: $0) }
    }

    /// The `.xcconfig` files under `folder` (a few levels down, not in dependencies' folders) and those they `#include`,
    /// wherever those are: the build settings an Xcode project or an XcodeGen spec bases its own on.
    static func configurationFiles(under folder: String) -> [[UInt8]] {
        var files: [[UInt8]] = []
        var read: Set<String> = []
        func readFile(_ path: String, depth: Int) {
            guard depth < 8, read.insert(FileIO.canonical(path)).inserted, read.count <= maxConfigurationFiles,
                  let bytes = try? FileIO.readFile(path).get() else { return }
            files.append(bytes)
            for line in String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
                // `#include "Shared.xcconfig"`, `#include? "…"`: relative to the including file.
                let text = line.drop { $0 == " " || $0 == "\t" }
                guard text.hasPrefix("#include"), let open = text.firstIndex(of: "\""),
                      let close = text[text.index(after: open)...].firstIndex(of: "\"") else { continue }
                let included = String(text[text.index(after: open)..<close])
                readFile(included.hasPrefix("/") ? included : FileIO.folder(of: path) + "/" + included, depth: depth + 1)
            }
        }
        var folders = [(folder, 0)]
        var visited = 0
        while let (current, depth) = folders.popLast(), visited < maxConfigurationSearch {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            visited += entries.count
            for name in entries.sorted() where !name.hasPrefix(".") {
                let path = current + "/" + name
                if name.hasSuffix(".xcconfig") {
                    readFile(path, depth: 0)
                } else if depth < 5, !FileWalker.skippedDirectories.contains(name), !name.hasSuffix(".xcodeproj"),
                          !name.hasSuffix(".xcassets"), name != "node_modules" {
                    var info = stat()
                    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { folders.append((path, depth + 1)) }
                }
            }
        }
        return files
    }

    /// How many configuration files are read, and how many folder entries looked at, for one project: far more than a
    /// project keeps, and few enough that a project folder holding a whole disk is not walked.
    private static let maxConfigurationFiles = 200
    private static let maxConfigurationSearch = 50_000
}
