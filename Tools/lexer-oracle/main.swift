// Development tool, not part of the linter: checks typelint's lexer against the Swift compiler's
// own parser (SwiftParser from the toolchain), and benchmarks the two on the same files.
//
//   Tools/lexer-oracle compare DIR|FILE…   word and number token ranges, file by file
//   Tools/lexer-oracle bench DIR|FILE…     lexer MB/s and lines/s against Parser.parse alone
//
// It is compiled together with Sources/TypeLintSyntax (see Tools/lexer-oracle.sh), so it measures
// exactly the lexer the linter ships.
import Foundation
import SwiftParser
import SwiftSyntax

struct Range2: Hashable, Comparable {
    let start: Int, end: Int, isNumber: Bool
    static func < (a: Range2, b: Range2) -> Bool { (a.start, a.end) < (b.start, b.end) }
}

/// Pound keywords the compiler lexes as one token; other `#name`s are `#` plus an identifier.
let poundKeywords: Set<String> = ["#if", "#else", "#elseif", "#endif", "#available", "#unavailable",
                                  "#sourceLocation", "#_hasSymbol"]

func ourRanges(_ bytes: [UInt8]) -> Set<Range2> {
    var result = Set<Range2>()
    for token in Lexer.tokenize(bytes) {
        switch token.kind {
        case .word: result.insert(Range2(start: token.start, end: token.end, isNumber: false))
        case .number: result.insert(Range2(start: token.start, end: token.end, isNumber: true))
        case .directive:
            let text = String(decoding: bytes[token.range], as: UTF8.self)
            if !poundKeywords.contains(text) {
                result.insert(Range2(start: token.start + 1, end: token.end, isNumber: false))
            }
        default: break
        }
    }
    return result
}

func compilerRanges(_ bytes: [UInt8]) -> Set<Range2> {
    var result = Set<Range2>()
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    for token in tree.tokens(viewMode: .sourceAccurate) {
        let isNumber: Bool
        switch token.tokenKind {
        case .identifier, .keyword, .dollarIdentifier, .wildcard: isNumber = false
        case .integerLiteral, .floatLiteral: isNumber = true
        default: continue
        }
        let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = token.endPositionBeforeTrailingTrivia.utf8Offset
        result.insert(Range2(start: start, end: end, isNumber: isNumber))
    }
    return result
}

func swiftFiles(_ paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
        if !isDirectory.boolValue {
            files.append(path)
            continue
        }
        let enumerator = FileManager.default.enumerator(atPath: path)
        while let relative = enumerator?.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(path + "/" + relative) }
        }
    }
    return files.sorted()
}

func lineOf(_ offset: Int, in bytes: [UInt8]) -> Int {
    bytes[..<min(offset, bytes.count)].reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
}

func describe(_ r: Range2, _ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes[r.start..<min(r.end, bytes.count)], as: UTF8.self)
    return "line \(lineOf(r.start, in: bytes)) \(r.start)..<\(r.end) \(r.isNumber ? "number" : "word") `\(text.prefix(60))`"
}

func compare(_ paths: [String]) -> Int32 {
    let files = swiftFiles(paths)
    var agreeing = 0
    var tokensCompared = 0
    var shown = 0
    for file in files {
        guard let data = FileManager.default.contents(atPath: file) else { continue }
        let bytes = [UInt8](data)
        let ours = ourRanges(bytes)
        let theirs = compilerRanges(bytes)
        tokensCompared += theirs.count
        if ours == theirs {
            agreeing += 1
            continue
        }
        if shown < 200 {
            shown += 1
            print("DIFF \(file)")
            for r in ours.subtracting(theirs).sorted().prefix(3) { print("  only typelint: \(describe(r, bytes))") }
            for r in theirs.subtracting(ours).sorted().prefix(3) { print("  only compiler: \(describe(r, bytes))") }
        }
    }
    let percent = files.isEmpty ? 100 : Double(agreeing) * 100 / Double(files.count)
    print("agreement: \(agreeing)/\(files.count) files (\(String(format: "%.2f", percent))%), \(tokensCompared) word and number tokens")
    return agreeing == files.count ? 0 : 1
}

func bench(_ paths: [String], repetitions: Int) -> Int32 {
    let sources = swiftFiles(paths).compactMap { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } }
    let bytes = sources.reduce(0) { $0 + $1.count }
    let lines = sources.reduce(0) { total, file in total + file.reduce(0) { $0 + ($1 == 10 ? 1 : 0) } }
    func time(_ body: () -> Int) -> (seconds: Double, checksum: Int) {
        let start = DispatchTime.now().uptimeNanoseconds
        let checksum = body()
        return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, checksum)
    }
    var lexBest = Double.infinity
    var parseBest = Double.infinity
    var tokens = 0
    // Interleaved repetitions, best of each: the machine is shared and noisy.
    for _ in 0..<repetitions {
        let lex = time { sources.reduce(0) { $0 + $1.withUnsafeBufferPointer { Lexer.tokenize($0).count } } }
        tokens = lex.checksum
        lexBest = min(lexBest, lex.seconds)
        let parse = time {
            sources.reduce(0) { total, source in
                total + source.withUnsafeBufferPointer { Parser.parse(source: $0).statements.count }
            }
        }
        parseBest = min(parseBest, parse.seconds)
    }
    let mb = Double(bytes) / 1_000_000
    print("files: \(sources.count), bytes: \(bytes), lines: \(lines), tokens: \(tokens), repetitions: \(repetitions)")
    print(String(format: "typelint lexer:       %8.2f ms  %8.1f MB/s  %12.0f lines/s", lexBest * 1000, mb / lexBest, Double(lines) / lexBest))
    print(String(format: "SwiftParser.parse:    %8.2f ms  %8.1f MB/s  %12.0f lines/s", parseBest * 1000, mb / parseBest, Double(lines) / parseBest))
    print(String(format: "ratio: the lexer is %.1fx faster than SwiftParser", parseBest / lexBest))
    return 0
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "compare": exit(compare(Array(arguments.dropFirst())))
case "bench": exit(bench(Array(arguments.dropFirst()), repetitions: Int(ProcessInfo.processInfo.environment["REPETITIONS"] ?? "") ?? 5))
default:
    FileHandle.standardError.write(Data("usage: lexer-oracle compare|bench DIR|FILE…\n".utf8))
    exit(2)
}
