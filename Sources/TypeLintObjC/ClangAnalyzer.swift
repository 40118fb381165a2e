import Foundation
import TypeLintSyntax

/// Reads an Objective-C file as clang parses it, with the digests of the project's headers it imports and the prelude in
/// place of the SDK: the fonts its macros make (`APP_FONT(10)`, seen where it is used), the sizes constants, enumerators, arithmetic
/// and macros hold, and fixed heights on labels, whatever names the labels go by.
public final class ClangAnalyzer {
    /// One file to read.
    public struct Request: Codable, Sendable {
        /// The file's path on disk: what it imports is found from its folder and among `root`'s headers.
        public var path: String
        /// The folder whose headers the file can import by name (its project's).
        public var root: String?
        public var cPlusPlus: Bool
        /// The platform the file is built for, which `TARGET_OS_…` conditions test.
        public var platform: String
        public var questions: Questions
        /// The digests of the project's headers the file imports (`ProjectHeaders`), when the caller made them; else
        /// they are made from `root`.
        public var digest: String?

        public init(path: String, root: String?, cPlusPlus: Bool, platform: String, questions: Questions, digest: String? = nil) {
            self.path = path
            self.root = root
            self.cPlusPlus = cPlusPlus
            self.platform = platform
            self.questions = questions
            self.digest = digest
        }
    }

    /// What to ask clang of a file (`ObjCAnalyzer.questionsForClang`).
    public struct Questions: Codable, Sendable, Equatable {
        /// Names that may be macros or constants: worth parsing for only where the file or a header it imports
        /// defines one.
        public var names: [String] = []
        /// Parse whatever the names (arithmetic, labels' heights).
        public var mustParse = false

        public init() {}
    }

    public struct Failure: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    private let clang: LibClang
    private let headers = ProjectHeaders()
    /// The prelude, precompiled, by platform and language: parsing its declarations for every file costs about a
    /// millisecond more than reading them precompiled. Nil where it could not be written (the prelude is then read as
    /// text).
    private var preludes: [String: String?] = [:]
    /// Files parsed so far, by platform and language. Precompiling costs about as much as ten files' text preludes,
    /// and most runs give clang a few files: the prelude is precompiled only once this many files have been parsed.
    private var parsed: [String: Int] = [:]
    private static let parsesBeforePrecompiling = 8

    public init(clang: LibClang) {
        self.clang = clang
    }

    /// Removes the precompiled preludes this analyzer wrote.
    public func removeFiles() {
        for case let path? in preludes.values { try? FileManager.default.removeItem(atPath: path) }
        preludes = [:]
    }

    /// Removes the precompiled preludes the process `pid` wrote, found by their names: what a worker that did not end by
    /// its socket closing (killed, or its parent gone) left.
    public static func removeFiles(ofProcess pid: pid_t) {
        let folder = NSTemporaryDirectory(), prefix = filePrefix(pid)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where name.hasPrefix(prefix) && name.hasSuffix(".pch") {
            unlink(folder + "/" + name)
        }
    }

    private static func filePrefix(_ pid: pid_t) -> String { "typelint-\(pid)-" }

    private static let flags = ["-fobjc-runtime=ios-15.0", "-fobjc-arc", "-fblocks", "-w", "-ferror-limit=0", "-fno-spell-checking"]

    private func precompiledPrelude(for platform: Platforms, language: String) -> String? {
        let key = "\(platform.rawValue)-\(language)"
        if let known = preludes[key] { return known }
        parsed[key, default: 0] += 1
        guard parsed[key]! > Self.parsesBeforePrecompiling else { return nil }
        let path = NSTemporaryDirectory() + "/" + Self.filePrefix(getpid()) + "\(key).pch"
        let written = clang.parse(ObjCPrelude.path, arguments: ["-x", language + "-header"] + Self.flags,
                                  files: [(ObjCPrelude.path, Array(ObjCPrelude.text(for: platform).utf8))],
                                  options: [.keepGoing, .forSerialization])
        let saved = (try? written.get()).map { $0.save(to: path) } == true ? path : nil
        preludes[key] = saved
        return saved
    }

    /// The file with what typelint does not read made spaces, so that clang's time goes where it reads: the bodies of
    /// methods and functions that name no font, frame, height, label or anchor, and in the others the simple
    /// statements that name none and declare nothing (a declaration is kept: a kept statement may use what it
    /// declares). Every other byte stays where it was.
    static func blankingUnreadCode(_ bytes: [UInt8], cPlusPlus: Bool) -> [UInt8] {
        let (code, comments) = ObjCLexer.tokenizeSeparately(bytes, cPlusPlus: cPlusPlus)
        let tree = SyntaxTree(bytes: bytes, code: code, comments: comments)
        var blanked = bytes
        func blank(_ tokens: ClosedRange<Int>) {
            for byte in tree.code[tokens.lowerBound].start..<tree.code[tokens.upperBound].end where blanked[byte] != UInt8(ascii: "\n") {
                blanked[byte] = UInt8(ascii: " ")
            }
        }
        func isRead(_ k: Int) -> Bool {
            tree.code[k].kind == .word && Self.readWords.contains { tree.text(k).lowercased().contains($0) }
        }
        // A directive longer than a header's digest keeps (`#define kSize (1+1+…)` of thousands of terms) is left out here too.
        // Whether the gap between tokens `k - 1` and `k` ends a line (a newline no backslash continues).
        func endsLine(before k: Int) -> Bool {
            let gap = tree.code[k - 1].end..<tree.code[k].start
            guard let newline = tree.bytes[gap].firstIndex(of: UInt8(ascii: "\n")) else { return false }
            var last = newline - 1
            while last >= gap.lowerBound, [0x20, 0x09, 0x0D].contains(tree.bytes[last]) { last -= 1 }
            return last < gap.lowerBound || tree.bytes[last] != UInt8(ascii: "\\")
        }
        var k = 0
        while k < tree.code.count {
            guard tree.isPunct(k, "#"), k == 0 || endsLine(before: k) else {
                k += 1
                continue
            }
            var end = k + 1
            while end < tree.code.count, !endsLine(before: end) { end += 1 }
            if end - k > HeaderDigest.maxDirectiveTokens { blank(k...end - 1) }
            k = end
        }
        var declarationStart = 0
        for k in tree.code.indices where tree.enclosing[k] < 0 {
            if tree.isPunct(k, ";") || tree.isPunct(k, "}") || tree.isWord(k, "end") {
                declarationStart = k + 1
                continue
            }
            guard tree.isPunct(k, "{"), k > declarationStart, tree.isPunct(k - 1, ")") || tree.code[k - 1].kind == .word else { continue }
            let close = Int(tree.partner[k])
            guard close < tree.code.count, close > k + 1,
                  !(declarationStart..<k).contains(where: { tree.code[$0].kind == .word && Self.notBodies.contains(tree.text($0)) }),
                  !(declarationStart..<k).contains(where: { tree.isToken($0, .operator, "=") }) else { continue }
            guard (k + 1..<close).contains(where: isRead) else {
                blank(k + 1...close - 1)
                continue
            }
            // A simple statement: from after a `;`, `{` or `}` to a `;` in the same block, with no brace or directive.
            var start = k + 1
            for j in k + 1..<close {
                guard tree.code[j].kind == .punct else { continue }
                if tree.isPunct(j, "{") || tree.isPunct(j, "}") || tree.isPunct(j, "#") {
                    start = j + 1
                    continue
                }
                guard tree.isPunct(j, ";") else { continue }
                defer { start = j + 1 }
                let block = tree.enclosing[j]
                guard start < j, block >= 0, tree.isPunct(Int(block), "{"), tree.enclosing[start] == block,
                      !(start..<j).contains(where: { tree.isPunct($0, "{") || tree.isPunct($0, "}") || tree.isPunct($0, "#") }),
                      !(start...j).contains(where: isRead), !Self.isDeclaration(start, tree),
                      !(tree.code[start].kind == .word && Self.keptStatements.contains(tree.text(start))) else { continue }
                blank(start...j)
            }
        }
        return blanked
    }

    /// `UILabel *label = …;`, `CGFloat height = …;`, `NSArray<UILabel *> *labels;`: a name's declaration.
    private static func isDeclaration(_ k: Int, _ tree: SyntaxTree) -> Bool {
        var first = k
        while tree.code[first].kind == .word, declarationQualifiers.contains(tree.text(first)) { first += 1 }
        guard tree.code[first].kind == .word, first + 1 < tree.code.count else { return false }
        return tree.code[first + 1].kind == .word || tree.isToken(first + 1, .operator, "*") || tree.isToken(first + 1, .operator, "<")
    }

    private static let declarationQualifiers: Set<String> = ["const", "static", "__block", "__weak", "__strong", "__unsafe_unretained",
                                                             "volatile", "unsigned", "signed"]
    /// Statements whose removal would change what surrounds them (`} while (…);` ends a loop).
    private static let keptStatements: Set<String> = ["while", "else", "case", "default", "return", "break", "continue", "goto"]

    /// Whether clang may know more of a file than its tokens: the questions ask it to parse whatever the names, or one
    /// of the names is given a value where clang reads it (`digest`, the headers' digests; the file; the prelude). A
    /// name only declared there (`extern CGFloat const kDateSize;`, whose value is in a `.m` file clang is not given)
    /// or only used is not: clang would find no more than the tokens.
    public static func mayKnow(_ questions: Questions, digest: String, contents: [UInt8], cPlusPlus: Bool) -> Bool {
        if questions.mustParse { return true }
        let names = Set(questions.names)
        guard !names.isEmpty else { return false }
        return !names.isDisjoint(with: preludeMacros) || givesValue(to: names, in: Array(digest.utf8), cPlusPlus: false)
            || givesValue(to: names, in: contents, cPlusPlus: cPlusPlus)
    }

    /// Whether one of `names` is given a value in the code: a macro (`#define kSize 9`, `#define FONT(s) …`), a
    /// constant or an enumerator given one (`… kSize = 9`), or an enumerator in its enumeration's braces.
    static func givesValue(to names: Set<String>, in bytes: [UInt8], cPlusPlus: Bool) -> Bool {
        let (code, comments) = ObjCLexer.tokenizeSeparately(bytes, cPlusPlus: cPlusPlus)
        let tree = SyntaxTree(bytes: bytes, code: code, comments: comments)
        for k in code.indices where code[k].kind == .word && names.contains(tree.text(k)) {
            if k >= 2, tree.isWord(k - 1, "define"), tree.isPunct(k - 2, "#") { return true }
            if tree.isToken(k + 1, .operator, "=") { return true }
            let open = Int(tree.enclosing[k])
            if open >= 0, tree.isPunct(open, "{"), tree.isPunct(k + 1, ",") || tree.isPunct(k + 1, "}"),
               (max(0, open - 12)..<open).contains(where: { code[$0].kind == .word && enumerationWords.contains(tree.text($0)) }) {
                return true
            }
        }
        return false
    }

    private static let enumerationWords: Set<String> = ["enum", "NS_ENUM", "NS_OPTIONS", "NS_CLOSED_ENUM", "NS_ERROR_ENUM"]

    /// The prelude's macros (`MIN`, `MAX`, `CGFLOAT_MAX`, the `TARGET_OS_…` conditions).
    private static let preludeMacros: Set<String> = Set(ObjCPrelude.text(for: .iOS).split(separator: "\n").compactMap { line in
        let text = line.drop { $0 == " " }
        guard text.hasPrefix("#define ") else { return nil }
        let name = text.dropFirst("#define ".count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    })

    /// Words before a brace that opens something other than a body: instance variables, enumerations, structures,
    /// C++ namespaces and classes.
    private static let notBodies: Set<String> = ["interface", "implementation", "protocol", "enum", "struct", "union", "NS_ENUM",
                                                 "NS_OPTIONS", "NS_CLOSED_ENUM", "namespace", "class", "extern", "typedef"]
    /// What code that typelint reads names (lowercased parts of its words).
    private static let readWords = ["font", "frame", "height", "label", "anchor"]

    /// The facts of the file whose bytes are `contents` (as linted: the work tree's, the index's, stdin's).
    public func facts(_ request: Request, contents: [UInt8]) -> Result<ClangFacts, Failure> {
        let platform = Platforms(name: request.platform) ?? .iOS
        let language = request.cPlusPlus ? "objective-c++" : "objective-c"
        let digest = request.digest ?? request.root.map { headers.digest(forFileAt: request.path, bytes: contents, root: $0) } ?? ""
        guard Self.mayKnow(request.questions, digest: digest, contents: contents, cPlusPlus: request.cPlusPlus) else {
            return .success(ClangFacts())
        }
        var arguments = ["-x", language] + Self.flags
        var files: [(String, [UInt8])] = []
        if let header = precompiledPrelude(for: platform, language: language) {
            arguments += ["-include-pch", header]
        } else {
            arguments += ["-include", ObjCPrelude.path]
            files.append((ObjCPrelude.path, Array(ObjCPrelude.text(for: platform).utf8)))
        }
        arguments += ["-include", ObjCPrelude.projectPath]
        // The file's imports are in the digest (the project's) or the prelude (the SDK's): blanked, so that clang reads
        // nothing from disk; so is code that holds nothing typelint reads. Every other byte stays where it was. The digest
        // holds the headers' directives, and is blanked the same way; each is read with the other, whose names a macro of
        // one could paste.
        let digestBytes = Array(digest.utf8)
        files += [(ObjCPrelude.projectPath, ProjectHeaders.blankingImports(digestBytes, alongside: [contents])),
                  (request.path, Self.blankingUnreadCode(ProjectHeaders.blankingImports(contents, alongside: [digestBytes]),
                                                         cPlusPlus: request.cPlusPlus))]
        switch clang.parse(request.path, arguments: arguments, files: files, options: .keepGoing) {
        case .failure(let failure):
            return .failure(Failure(description: failure.code == 3 ? "libclang crashed on it" : "libclang could not parse it (error \(failure.code))"))
        case .success(let unit):
            var reader = UnitReader(bytes: contents)
            reader.read(unit)
            return .success(reader.facts)
        }
    }
}

/// One walk over the file's own declarations and what they hold.
private struct UnitReader {
    let bytes: [UInt8]
    var facts = ClangFacts()
    /// The text style each object's font is set to, by the object's declaration (`c:objc(cs)Cell(py)nameLabel`).
    private var styles: [String: String] = [:]
    /// Heights set on objects, waiting for their styles.
    private var heights: [(object: String, isLabel: Bool?, height: LabelHeight)] = []
    /// Whether each class is a label (`UILabel` or a subclass), by its declaration's symbol.
    private var labelClasses: [String: Bool] = [:]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private static let blanks: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]

    /// Selectors whose message makes a font: the first part's argument is the size, or the part named `size`.
    static let fontSelectors: Set<String> = [
        "systemFontOfSize", "boldSystemFontOfSize", "italicSystemFontOfSize", "monospacedSystemFontOfSize",
        "monospacedDigitSystemFontOfSize", "fontWithName", "fontWithDescriptor", "fontWithSize",
    ]

    mutating func read(_ unit: ClangUnit) {
        // Explicitly stacked, not recursive: nesting is as deep as the file makes it.
        var stack = unit.declarations.filter { $0.extent != nil }.reversed().map { $0 }
        while let cursor = stack.popLast() {
            let children = cursor.children
            switch cursor.kind {
            case .message: message(cursor, children)
            case .binaryOperator: assignment(cursor, children)
            case .variable: variable(cursor, children)
            default: break
            }
            stack += children.reversed()
        }
        for (object, isLabel, height) in heights where isLabel != false {
            guard let style = styles[object] else { continue }
            var found = height
            found.style = style
            facts.labelHeights.append(found)
        }
    }

    private mutating func message(_ cursor: ClangCursor, _ children: [ClangCursor]) {
        guard let selector = cursor.spelling, let range = cursor.extent else { return }
        let parts = selector.split(separator: ":").map(String.init)
        guard !parts.isEmpty, children.count >= parts.count else { return }
        let arguments = Array(children.suffix(parts.count))
        let receiver = children.count > parts.count ? children[0] : nil
        if let first = parts.first, Self.fontSelectors.contains(first) {
            font(cursor, parts, receiver, arguments, range)
        }
        switch selector {
        case "constraintEqualToConstant:":
            // `[label.heightAnchor constraintEqualToConstant:22]`
            guard let anchor = receiver?.unwrapped, anchor.kind == .memberReference, anchor.referenced?.spelling == "heightAnchor",
                  let object = anchor.children.first, let value = arguments[0].value?.number, let at = arguments[0].extent
            else { return }
            setHeight(of: object, LabelHeight(kind: .constraint, range: at, height: value, style: ""))
        case "setFrame:":
            guard let object = receiver, let (value, at) = frameHeight(arguments[0]) else { return }
            setHeight(of: object, LabelHeight(kind: .frame, range: at, height: value, style: ""))
        case "setFont:":
            guard let object = receiver, let style = Self.textStyle(of: arguments[0]) else { return }
            setStyle(of: object, style)
        default:
            break
        }
    }

    private mutating func font(_ cursor: ClangCursor, _ parts: [String], _ receiver: ClangCursor?, _ arguments: [ClangCursor],
                               _ range: Range<Int>) {
        let sizePart = parts.firstIndex { $0.hasSuffix("OfSize") || $0 == "size" || $0 == "fontWithSize" }
        let size = sizePart.map { arguments[$0] }
        let weight = parts.firstIndex(of: "weight").flatMap { index -> String? in
            let argument = arguments[index].unwrapped
            return argument.kind == .declarationReference ? argument.referenced?.spelling : nil
        }
        let name = parts.firstIndex(of: "fontWithName").flatMap { arguments[$0].value?.string }
        let receiverClass = receiver.flatMap { $0.kind == .objCClassReference ? $0.spelling : nil }
        facts.fonts.append(FontMessage(selector: parts, receiver: receiverClass, range: range, isMacro: cursor.isInMacro,
                                       size: size?.value?.number, sizeRange: size.flatMap { Self.written($0, within: range) },
                                       weight: weight, fontName: name))
    }

    /// Where an argument is written in the file: its own bytes, or for a macro's argument (`(s)` given `10`), the bytes
    /// of the use's argument; nil when the macro's definition writes it.
    private static func written(_ argument: ClangCursor, within message: Range<Int>) -> Range<Int>? {
        var cursor = argument
        while true {
            if let extent = cursor.extent, extent != message { return extent }
            guard let inner = cursor.children.last else { return nil }
            cursor = inner
        }
    }

    private mutating func assignment(_ cursor: ClangCursor, _ children: [ClangCursor]) {
        // `label.font = …`, `label.frame = CGRectMake(…)`: a property set with `=`.
        guard children.count == 2, let left = children[0].extent, let right = children[1].extent, left.upperBound <= right.lowerBound,
              bytes[left.upperBound..<right.lowerBound].filter({ !Self.blanks.contains($0) }).elementsEqual("=".utf8)
        else { return }
        let property = children[0].unwrapped
        guard property.kind == .memberReference, let object = property.children.first else { return }
        switch property.referenced?.spelling {
        case "font": if let style = Self.textStyle(of: children[1]) { setStyle(of: object, style) }
        case "frame": if let (value, at) = frameHeight(children[1]) { setHeight(of: object, LabelHeight(kind: .frame, range: at, height: value, style: "")) }
        default: break
        }
    }

    /// `UILabel *label = [[UILabel alloc] initWithFrame:CGRectMake(…)]`: a height the label is made with.
    private mutating func variable(_ cursor: ClangCursor, _ children: [ClangCursor]) {
        guard let initial = children.last?.unwrapped, initial.kind == .message, initial.spelling == "initWithFrame:",
              let argument = initial.children.last, let (value, at) = frameHeight(argument), let key = cursor.symbol else { return }
        heights.append((key, isLabel(cursor.objectClass), LabelHeight(kind: .frame, range: at, height: value, style: "")))
    }

    /// The height of `CGRectMake(x, y, width, height)` and where it is written.
    private func frameHeight(_ expression: ClangCursor) -> (Double, Range<Int>)? {
        let call = expression.unwrapped
        guard call.kind == .call, call.spelling == "CGRectMake" || call.spelling == "NSMakeRect" else { return nil }
        let arguments = call.children.dropFirst()
        guard arguments.count == 4, let height = arguments.last, let value = height.value?.number, let at = height.extent else { return nil }
        return (value, at)
    }

    private mutating func setHeight(of object: ClangCursor, _ height: LabelHeight) {
        guard let key = Self.key(of: object) else { return }
        heights.append((key, isLabel(object.objectClass), height))
    }

    private mutating func setStyle(of object: ClangCursor, _ style: String) {
        if let key = Self.key(of: object) { styles[key] = style }
    }

    /// Which object an expression names: the declaration of the variable, property or instance variable; a property
    /// and the instance variable behind it (`titleLabel`, `_titleLabel`) are one object.
    private static func key(of expression: ClangCursor) -> String? {
        let object = expression.unwrapped
        guard [.declarationReference, .memberReference].contains(object.kind), let symbol = object.referenced?.symbol else { return nil }
        return symbol.replacingOccurrences(of: "(py)", with: "@_")
    }

    /// Whether a class is `UILabel` or a subclass of it; nil when the class is not known.
    private mutating func isLabel(_ objectClass: ClangCursor?) -> Bool? {
        guard let objectClass, let symbol = objectClass.symbol else { return nil }
        if let known = labelClasses[symbol] { return known }
        var found = false
        var current: ClangCursor? = objectClass
        var steps = 0
        while let type = current, steps < 32 {
            if type.spelling == "UILabel" || type.spelling == "NSTextField" {
                found = true
                break
            }
            current = type.superclass
            steps += 1
        }
        labelClasses[symbol] = found
        return found
    }

    /// The text style a font scales with: `[UIFont preferredFontForTextStyle:UIFontTextStyleBody]`,
    /// `[[UIFontMetrics metricsForTextStyle:…] scaledFontForFont:…]`, as the style's constant.
    private static func textStyle(of font: ClangCursor) -> String? {
        var stack = [font]
        while let cursor = stack.popLast() {
            let children = cursor.children
            // The style is the first argument (`preferredFontForTextStyle:compatibleWithTraitCollection:` has two).
            if cursor.kind == .message, let selector = cursor.spelling,
               selector.hasPrefix("preferredFontForTextStyle:") || selector.hasPrefix("metricsForTextStyle:"),
               case let count = selector.filter({ $0 == ":" }).count, children.count >= count,
               case let style = children[children.count - count].unwrapped, style.kind == .declarationReference,
               let name = style.referenced?.spelling, name.hasPrefix("UIFontTextStyle") {
                return name
            }
            stack += children
        }
        return nil
    }
}
