import TypeLintSyntax
import XCTest

func tree(_ source: String) -> SyntaxTree {
    SyntaxTree(source: SourceFile(path: "test.swift", bytes: Array(source.utf8)))
}

extension SyntaxTree {
    func index(of text: String, occurrence: Int = 0) -> Int {
        code.indices.filter { self.text($0) == text }[occurrence]
    }
    func names(_ chain: Chain) -> [String] { chain.links.map { $0.name.map { self.text($0) } ?? "_" } }
}

final class SyntaxTreeTests: XCTestCase {
    func testCallChainWithModifiersLabelsAndTrailingClosure() throws {
        let t = tree("""
        VStack(alignment: .leading, spacing: 4) {
            Text("Title").font(.system(size: 17, weight: .semibold))
        }
        .font(.caption)
        .padding()
        let next = 1
        """)
        let chain = try XCTUnwrap(t.chain(at: 0))
        XCTAssertEqual(t.names(chain), ["VStack", "font", "padding"])
        let arguments = try XCTUnwrap(chain.arguments(of: chain.base))
        XCTAssertEqual(arguments.map { $0.label.map(t.text) }, ["alignment", "spacing"])
        XCTAssertEqual(arguments.map { t.text($0.value) }, [".leading", "4"])
        XCTAssertEqual(chain.trailingClosures(of: chain.base).count, 1)
        XCTAssertEqual(t.text(chain.end), "let")

        let text = try XCTUnwrap(t.chain(at: t.index(of: "Text")))
        XCTAssertEqual(t.names(text), ["Text", "font"])
        let font = try XCTUnwrap(text.arguments(of: text.links[1])?.first)
        let system = try XCTUnwrap(t.chain(at: font.value.lowerBound))
        XCTAssertEqual(t.names(system), ["system"])
        XCTAssertTrue(system.base.isMember)
        XCTAssertEqual(system.arguments(of: system.base)?.map { t.text($0.value) }, ["17", ".semibold"])
    }

    /// Arguments and closures of all links share the chain's two lists; each link must get its own back,
    /// and a chain read into reused storage must equal one read fresh.
    func testEachLinkGetsItsOwnArgumentsAndClosures() throws {
        let t = tree("A(x) { one }.b(y, z).c { two } d: { three }.e\nF(w).g()")
        let chain = try XCTUnwrap(t.chain(at: 0))
        XCTAssertEqual(t.names(chain), ["A", "b", "c", "e"])
        func arguments(_ link: Int) -> [String]? { chain.arguments(of: chain.links[link])?.map { t.text($0.value) } }
        func closures(_ link: Int) -> [String] { chain.trailingClosures(of: chain.links[link]).map { t.text($0) } }
        XCTAssertEqual([arguments(0), arguments(1), arguments(2), arguments(3)], [["x"], ["y", "z"], nil, nil])
        XCTAssertEqual([closures(0), closures(1), closures(2), closures(3)], [["one"], [], ["two", "three"], []])
        XCTAssertEqual(chain.prefix(through: 1).links.count, 2)
        XCTAssertEqual(chain.prefix(through: 1).arguments(of: chain.links[1])?.count, 2)

        var reused = Chain()
        for start in [0, t.index(of: "F"), 0] {
            XCTAssertTrue(t.readChain(at: start, into: &reused))
            let fresh = try XCTUnwrap(t.chain(at: start))
            XCTAssertEqual(t.names(reused), t.names(fresh))
            XCTAssertEqual(reused.end, fresh.end)
            for (a, b) in zip(reused.links, fresh.links) {
                XCTAssertEqual(reused.arguments(of: a)?.map(\.value), fresh.arguments(of: b)?.map(\.value))
                XCTAssertEqual(Array(reused.trailingClosures(of: a)), Array(fresh.trailingClosures(of: b)))
            }
        }
        XCTAssertFalse(t.readChain(at: t.index(of: "one") - 1, into: &reused))  // `{` starts no chain
        XCTAssertTrue(reused.links.isEmpty)
    }

    /// The trees of the Swift fixtures, by path.
    private func fixtureTrees() throws -> [(path: String, tree: SyntaxTree)] {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        let paths = try XCTUnwrap(FileManager.default.enumerator(atPath: fixtures.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(paths.count, 20)
        return try paths.map { ($0, tree(try String(contentsOf: fixtures.appendingPathComponent($0), encoding: .utf8))) }
    }

    /// `linkNames(ofChainAt:into:)` walks the links `readChain` reads, without their arguments: at every token of every
    /// Swift fixture, the same names, and a chain exactly where `readChain` finds one.
    func testLinkNamesAreTheNamesOfTheChainReadAtEachToken() throws {
        var (chain, names, chains) = (Chain(), [Int](), 0)
        for (path, t) in try fixtureTrees() {
            for k in -1...t.code.count {
                let read = t.readChain(at: k, into: &chain)
                XCTAssertEqual(t.linkNames(ofChainAt: k, into: &names), read, "\(path), token \(k)")
                if read {
                    XCTAssertEqual(names, chain.links.map { $0.name ?? -1 }, "\(path), token \(k)")
                    chains += 1
                }
            }
        }
        XCTAssertGreaterThan(chains, 1_000)
    }

    /// `startsConditionalCompilation(in:)` asks the directives what a look at every token of the range answers, for the
    /// range of every bracket of every Swift fixture.
    func testConditionalCompilationInABracketIsFoundFromTheDirectives() throws {
        var conditional = 0
        for (path, t) in try fixtureTrees() {
            for open in t.code.indices where t.partner[open] > Int32(open) {
                let range = open..<Int(t.partner[open])
                let expected = range.contains { t.isToken($0, .directive, "#if") }
                XCTAssertEqual(t.startsConditionalCompilation(in: range), expected, "\(path), bracket \(open)")
                if expected { conditional += 1 }
            }
        }
        XCTAssertGreaterThan(conditional, 5)  // ten when written
    }

    /// `calls(of:)` looks among the capitalized names called what `spellings(of:)` finds among every word followed by `(`
    /// or `{`: for every capitalized word of every Swift fixture, the same positions.
    func testCallsOfNamesAreTheSpellingsFollowedByABracket() throws {
        var calls = 0
        for (path, t) in try fixtureTrees() {
            let names = WordSet(Set(t.code.indices.filter { t.code[$0].kind == .word }.map { t.text($0) }.filter { $0.first!.isUppercase }))
            let expected = t.spellings(of: names) { t.isPunct($0 + 1, "(") || t.isPunct($0 + 1, "{") }
            XCTAssertEqual(t.calls(of: names), expected, path)
            calls += expected.values.joined().count
        }
        XCTAssertGreaterThan(calls, 500)  // 928 when written
    }

    func testParenthesisOnANewLineIsNotACall() throws {
        let t = tree("let a = Text(\"x\")\n(b, c) = (1, 2)")
        let chain = try XCTUnwrap(t.chain(at: t.index(of: "Text")))
        XCTAssertEqual(t.text(chain.end), "(")
        XCTAssertEqual(chain.links.count, 1)
    }

    func testLabelledTrailingClosuresAndOptionalChaining() throws {
        let t = tree("Button { go() } label: { Text(\"Go\") }.bold()\nlabel?.font = .preferredFont(forTextStyle: .body)")
        let button = try XCTUnwrap(t.chain(at: 0))
        XCTAssertEqual(button.trailingClosures(of: button.base).count, 2)
        XCTAssertEqual(t.names(button), ["Button", "bold"])
        let label = try XCTUnwrap(t.chain(at: t.index(of: "label", occurrence: 1)))
        XCTAssertEqual(t.names(label), ["label", "font"])
    }

    func testTextConcatenationAndInterpolation() throws {
        let t = tree(#"Text("a \(name) b \(f("c \(x)"))") + Text("d")"#)
        let first = try XCTUnwrap(t.chain(at: 0))
        XCTAssertTrue(t.isToken(first.end, .operator, "+"))
        XCTAssertEqual(t.names(try XCTUnwrap(t.chain(at: first.end + 1))), ["Text"])
        let literal = try XCTUnwrap(first.arguments(of: first.base)?.first?.value.lowerBound)
        let (segments, end) = t.interpolations(ofStringAt: literal)
        XCTAssertEqual(segments.map { t.text($0) }, ["name", #"f("c \(x)")"#])
        XCTAssertTrue(t.isPunct(end, ")"))
    }

    func testBracketsRecoverFromStrayAndMissingClosers() {
        let t = tree("f(a]) { g( }\nlet x = 1\nh(")
        XCTAssertEqual(Int(t.partner[t.index(of: "(")]), t.index(of: ")"))  // the stray `]` is ignored
        XCTAssertEqual(Int(t.partner[t.index(of: "{")]), t.index(of: "}"))  // `}` closes the open `(`
        XCTAssertEqual(Int(t.partner[t.index(of: "(", occurrence: 1)]), t.code.count)
        XCTAssertEqual(Int(t.partner[t.index(of: "(", occurrence: 2)]), t.code.count)
        XCTAssertEqual(t.enclosing[t.index(of: "let")], -1)
    }

    func testPlatformRegions() {
        let t = tree("""
        a
        #if os(iOS) || os(tvOS)
        b
        #elseif os(macOS)
        c
        #else
        d
        #if DEBUG
        e
        #endif
        #endif
        f
        #if !os(watchOS)
        g
        #endif
        """)
        XCTAssertEqual(t.platforms(at: t.index(of: "a")), .all)
        XCTAssertEqual(t.platforms(at: t.index(of: "b")), [.iOS, .tvOS])
        XCTAssertEqual(t.platforms(at: t.index(of: "c")), .macOS)
        XCTAssertEqual(t.platforms(at: t.index(of: "d")), [.watchOS, .visionOS, .other])
        XCTAssertEqual(t.platforms(at: t.index(of: "e")), [.watchOS, .visionOS, .other])
        XCTAssertEqual(t.platforms(at: t.index(of: "f")), .all)
        XCTAssertEqual(t.platforms(at: t.index(of: "g")), Platforms.all.subtracting(.watchOS))
    }

    /// A UI framework that can be imported names its platforms; another module says nothing of them.
    func testCanImportOfAUIFrameworkIsAPlatformCondition() {
        let t = tree("""
        #if canImport(UIKit)
        a
        #elseif canImport(AppKit)
        b
        #endif
        #if !canImport(UIKit)
        c
        #endif
        #if canImport(Charts)
        d
        #endif
        """)
        XCTAssertEqual(t.platforms(at: t.index(of: "a")), [.iOS, .tvOS, .watchOS, .visionOS])
        XCTAssertEqual(t.platforms(at: t.index(of: "b")), .macOS)
        XCTAssertEqual(t.platforms(at: t.index(of: "c")), [.macOS, .other])
        XCTAssertEqual(t.platforms(at: t.index(of: "d")), .all)
    }

    func testDeclarations() throws {
        let t = tree("""
        let tiny: CGFloat = 9
        extension Font {
            static let display = Font.system(.largeTitle, design: .serif)
                .weight(.bold)
            public static var title: Font { .title2 }
        }
        func f() { if let x = y { }; for var i in s { } }
        """)
        XCTAssertEqual(t.declarations.map { t.text($0.name) }, ["tiny", "display", "title"])
        let tiny = t.declarations[0]
        XCTAssertEqual(tiny.type.map { t.text($0) }, "CGFloat")
        XCTAssertEqual(tiny.initializer.map { t.text($0) }, "9")
        XCTAssertNil(tiny.enclosingType)
        let display = t.declarations[1]
        XCTAssertTrue(display.isStatic)
        XCTAssertEqual(display.enclosingType, "Font")
        XCTAssertEqual(display.initializer.map { t.text($0) }, "Font.system(.largeTitle, design: .serif)\n        .weight(.bold)")
        let title = t.declarations[2]
        XCTAssertEqual(title.getter.map { t.text($0) }, ".title2")
        XCTAssertNil(title.initializer)
    }
}
