/// The Apple platforms typelint knows, as a set: which platforms a line is compiled for.
public struct Platforms: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let iOS = Platforms(rawValue: 1 << 0)
    public static let macOS = Platforms(rawValue: 1 << 1)
    public static let tvOS = Platforms(rawValue: 1 << 2)
    public static let watchOS = Platforms(rawValue: 1 << 3)
    public static let visionOS = Platforms(rawValue: 1 << 4)
    /// Linux, Windows and the rest: code that is not built for an Apple platform.
    public static let other = Platforms(rawValue: 1 << 5)
    public static let all: Platforms = [.iOS, .macOS, .tvOS, .watchOS, .visionOS, .other]

    /// The first platform of the set by name (`iOS`), in this order: iOS, macOS, tvOS, watchOS, visionOS.
    public var firstName: String? {
        [(Platforms.iOS, "iOS"), (.macOS, "macOS"), (.tvOS, "tvOS"), (.watchOS, "watchOS"), (.visionOS, "visionOS")]
            .first { contains($0.0) }?.1
    }

    /// Names that ask at run time which device the code runs on (`UIDevice.current.userInterfaceIdiom == .pad`, an app's
    /// `isTV`): what a condition on one of them chooses is another device's, perhaps another platform's.
    public static let deviceConditionWords: Set<String> = ["userInterfaceIdiom", "idiom", "isTV", "isPad", "isPhone", "isMac",
                                                             "isWatch", "isVision", "isMacCatalyst", "isCatalyst", "isiPad",
                                                             "isIPad", "isiPhone", "isIPhone"]

    /// The platform an `os(…)` argument or a configuration name denotes (iPadOS is iOS to Swift).
    public init?(name: String) {
        switch name.lowercased() {
        case "ios", "ipados": self = .iOS
        case "macos", "osx": self = .macOS
        case "tvos": self = .tvOS
        case "watchos": self = .watchOS
        case "visionos", "xros": self = .visionOS
        case "linux", "windows", "android", "freebsd", "openbsd", "wasi", "none": self = .other
        default: return nil
        }
    }
}

/// The oldest system each platform of a project deploys to, by its major version (`IPHONEOS_DEPLOYMENT_TARGET = 13.0`,
/// `.iOS(.v13)`: iOS 13; macOS 10.15: 10): a fix must not write an API newer than that.
public struct DeploymentTargets: Sendable, Hashable {
    private var oldest: [UInt8: Int] = [:]

    public init() {}

    public var isEmpty: Bool { oldest.isEmpty }

    /// Adds a target; the oldest of a platform's is kept.
    public mutating func add(_ platform: Platforms, major: Int) {
        oldest[platform.rawValue] = min(oldest[platform.rawValue] ?? major, major)
    }

    /// Adds another's targets; the oldest of each platform's is kept.
    public mutating func formUnion(_ other: DeploymentTargets) {
        for (platform, major) in other.oldest { oldest[platform] = min(oldest[platform] ?? major, major) }
    }

    /// Whether a platform deploys to a system older than the one that introduced an API there (`[.iOS: 14, .macOS: 11]`).
    public func predates(_ introduced: [Platforms: Int]) -> Bool {
        introduced.contains { platform, major in oldest[platform.rawValue].map { $0 < major } ?? false }
    }
}

/// From this code index on (until the next span), the code is compiled for `platforms`.
public struct PlatformSpan: Sendable, Hashable {
    public let start: Int
    public let platforms: Platforms
}

/// Evaluates `#if` conditions for platforms only: `os(iOS)`, `!os(macOS)`, `canImport(AppKit)`, `&&`, `||`, parentheses.
/// Anything else (`DEBUG`, `canImport(Charts)`) is unknown and allows every platform, so an unknown
/// condition never hides code from the rules.
public enum PlatformConditions {
    /// One open `#if`: what its clauses so far have excluded, and the platforms outside it.
    struct Frame {
        var outer: Platforms
        var taken: Platforms  // platforms an earlier clause certainly covered
    }

    /// `directives` holds the index of every directive in `code`, in order (and may hold other tokens).
    static func spans(code: [Token], bytes: [UInt8], directives: [Int32]) -> [PlatformSpan] {
        var spans: [PlatformSpan] = []
        var stack: [Frame] = []
        var current = Platforms.all
        var k = 0
        func directive(_ index: Int) -> String {
            String(decoding: bytes[code[index].range], as: UTF8.self)
        }
        for next in directives.lazy.map(Int.init) where next >= k && code[next].kind == .directive {
            k = next
            switch directive(k) {
            case "#if":
                let (condition, next) = evaluate(code: code, bytes: bytes, from: k + 1)
                stack.append(Frame(outer: current, taken: condition.exact ? condition.platforms : []))
                current = stack[stack.count - 1].outer.intersection(condition.platforms)
                k = next
            case "#elseif" where !stack.isEmpty:
                let (condition, next) = evaluate(code: code, bytes: bytes, from: k + 1)
                let frame = stack[stack.count - 1]
                current = frame.outer.intersection(condition.platforms).subtracting(frame.taken)
                if condition.exact { stack[stack.count - 1].taken.formUnion(condition.platforms) }
                k = next
            case "#else" where !stack.isEmpty:
                let frame = stack[stack.count - 1]
                current = frame.outer.subtracting(frame.taken)
                k += 1
            case "#endif" where !stack.isEmpty:
                current = stack.removeLast().outer
                k += 1
            default:
                k += 1
                continue
            }
            if spans.last?.platforms != current {
                spans.append(PlatformSpan(start: k, platforms: current))
            }
        }
        return spans
    }

    /// The SDK's `TargetConditionals.h` macros, by the platforms where they are 1 (`TARGET_OS_IPHONE` is every
    /// platform that descends from iOS, `TARGET_OS_MAC` every Apple platform). Those that are not a platform
    /// (`TARGET_OS_SIMULATOR`, `TARGET_OS_MACCATALYST`) are not here: they leave a condition unknown.
    static let targetConditionals: [String: Platforms] = [
        "TARGET_OS_IOS": .iOS, "TARGET_OS_OSX": .macOS, "TARGET_OS_TV": .tvOS, "TARGET_OS_WATCH": .watchOS,
        "TARGET_OS_VISION": .visionOS, "TARGET_OS_XR": .visionOS, "TARGET_OS_IPHONE": [.iOS, .tvOS, .watchOS, .visionOS],
        "TARGET_OS_MAC": [.iOS, .macOS, .tvOS, .watchOS, .visionOS],
    ]

    /// The platforms where `canImport(…)` of a UI framework is true: `#if canImport(AppKit)` is the usual way to write a
    /// macOS branch, `#if !canImport(UIKit)` another.
    static let frameworkPlatforms: [String: Platforms] = [
        "AppKit": .macOS, "Cocoa": .macOS, "UIKit": [.iOS, .tvOS, .watchOS, .visionOS], "WatchKit": .watchOS,
    ]

    /// Objective-C's `#if TARGET_OS_WATCH` … `#elif` … `#else` … `#endif`, whose directives are a `#` and a word: the
    /// same spans, from the same evaluation (`TARGET_OS_…` macros, `!`, `&&`, `||`, parentheses). `#ifdef` and
    /// `#ifndef` test whether a macro is defined, which every `TARGET_OS_…` macro is: they are unknown.
    public static func objectiveCSpans(code: [Token], bytes: [UInt8]) -> [PlatformSpan] {
        var spans: [PlatformSpan] = []
        var stack: [Frame] = []
        var current = Platforms.all
        var k = 0
        func isWord(_ index: Int, _ word: String) -> Bool {
            index < code.count && code[index].kind == .word && bytes[code[index].range].elementsEqual(word.utf8)
        }
        while k + 1 < code.count {
            guard code[k].kind == .punct, bytes[code[k].start] == UInt8(ascii: "#"), code[k + 1].kind == .word,
                  k == 0 || bytes[code[k - 1].end..<code[k].start].contains(UInt8(ascii: "\n")) else {
                k += 1
                continue
            }
            let directive = k + 1
            k += 2
            if isWord(directive, "if") {
                let (condition, next) = evaluate(code: code, bytes: bytes, from: k)
                stack.append(Frame(outer: current, taken: condition.exact ? condition.platforms : []))
                current = stack[stack.count - 1].outer.intersection(condition.platforms)
                k = next
            } else if isWord(directive, "ifdef") || isWord(directive, "ifndef") {
                stack.append(Frame(outer: current, taken: []))
            } else if isWord(directive, "elif"), !stack.isEmpty {
                let (condition, next) = evaluate(code: code, bytes: bytes, from: k)
                let frame = stack[stack.count - 1]
                current = frame.outer.intersection(condition.platforms).subtracting(frame.taken)
                if condition.exact { stack[stack.count - 1].taken.formUnion(condition.platforms) }
                k = next
            } else if isWord(directive, "else"), !stack.isEmpty {
                let frame = stack[stack.count - 1]
                current = frame.outer.subtracting(frame.taken)
            } else if isWord(directive, "endif"), !stack.isEmpty {
                current = stack.removeLast().outer
            } else {
                continue
            }
            if spans.last?.platforms != current {
                spans.append(PlatformSpan(start: k, platforms: current))
            }
        }
        return spans
    }

    struct Value {
        var platforms: Platforms
        /// Whether the value is known exactly (only `os(…)` tests were involved).
        var exact: Bool
    }

    /// Parses the condition after `#if` / `#elseif` (the rest of its line).
    static func evaluate(code: [Token], bytes: [UInt8], from start: Int) -> (Value, next: Int) {
        var parser = ConditionParser(code: code, bytes: bytes, k: start)
        let sameLine = start > 0 && start < code.count
            && !bytes[code[start - 1].end..<code[start].start].contains(where: { $0 == 0x0A || $0 == 0x0D })
        guard sameLine else { return (Value(platforms: .all, exact: false), start) }  // a bare `#if`
        let value = parser.parseOr()
        return (value, parser.k)
    }

    private struct ConditionParser {
        let code: [Token]
        let bytes: [UInt8]
        var k: Int

        func text(_ i: Int) -> String { i < code.count ? String(decoding: bytes[code[i].range], as: UTF8.self) : "" }

        mutating func parseOr() -> Value {
            parseChain("||", operand: { $0.parseAnd() }, combine: { $0.union($1) })
        }

        mutating func parseAnd() -> Value {
            parseChain("&&", operand: { $0.parseUnary() }, combine: { $0.intersection($1) })
        }

        /// `operand (op operand)*`, folding the platform sets with `combine`.
        private mutating func parseChain(_ op: String, operand: (inout ConditionParser) -> Value,
                                         combine: (Platforms, Platforms) -> Platforms) -> Value {
            var value = operand(&self)
            while text(k) == op {
                k += 1
                let rhs = operand(&self)
                value = Value(platforms: combine(value.platforms, rhs.platforms), exact: value.exact && rhs.exact)
            }
            return value
        }

        mutating func parseUnary() -> Value {
            if text(k) == "!" {
                k += 1
                let operand = parseUnary()
                return operand.exact ? Value(platforms: Platforms.all.subtracting(operand.platforms), exact: true)
                    : Value(platforms: .all, exact: false)
            }
            if text(k) == "(" {
                k += 1
                let value = parseOr()
                if text(k) == ")" { k += 1 }
                return value
            }
            guard k < code.count, code[k].kind == .word else { return Value(platforms: .all, exact: false) }
            let name = text(k)
            k += 1
            if let platforms = PlatformConditions.targetConditionals[name] { return Value(platforms: platforms, exact: true) }
            guard text(k) == "(" else { return Value(platforms: .all, exact: false) }
            // Skip the call's arguments, remembering a lone platform name.
            var depth = 0
            var argument = ""
            repeat {
                let t = text(k)
                if t == "(" { depth += 1 } else if t == ")" { depth -= 1 } else if depth == 1 { argument += t }
                k += 1
            } while depth > 0 && k < code.count
            if name == "os", let platform = Platforms(name: argument) {
                return Value(platforms: platform, exact: true)
            }
            if name == "canImport", let module = argument.split(separator: ".").first,
               let platforms = PlatformConditions.frameworkPlatforms[String(module)] {
                return Value(platforms: platforms, exact: true)
            }
            return Value(platforms: .all, exact: false)
        }
    }
}
