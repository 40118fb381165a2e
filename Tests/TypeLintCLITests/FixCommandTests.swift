import Foundation
import XCTest

/// `typelint --fix` through the built binary: what it writes, what it leaves, and what it refuses.
final class FixCommandTests: ScratchDirectoryTestCase {
    func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    static let screen = """
        import SwiftUI

        struct Receipt: View {
            var body: some View {
                VStack {
                    Text("Total").font(.system(size: 17, weight: .bold))
                    Text("Thanks")
                        .bold()
                        .tracking(2)
                    Text("Fine print").font(.system(size: 9))
                    Text("Hero").font(.system(size: 15, weight: .light)) // typelint:disable:this raw-font-size -- artwork
                }
            }
        }

        """

    static let fixedScreen = """
        import SwiftUI

        struct Receipt: View {
            var body: some View {
                VStack {
                    Text("Total").font(.headline)
                    Text("Thanks")
                        .fontWeight(.medium)
                    Text("Fine print").font(.system(size: 9))
                    Text("Hero").font(.system(size: 15, weight: .light)) // typelint:disable:this raw-font-size -- artwork
                }
            }
        }

        """

    func testFixWritesTheSafeFixesAndUnsafeFixesTheRestThenASecondRunChangesNothing() throws {
        let file = try write(Self.screen, to: "Receipt.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: file.path)
        // Safe: only the tracking line goes. The weight (bold → semibold, bold → medium) is the team's to change.
        let safe = try BinaryRunner.run(["--fix", "Receipt.swift"], in: directory)
        XCTAssertEqual(try read(file), Self.screen.replacingOccurrences(of: "                .tracking(2)\n", with: ""))
        XCTAssertTrue(safe.stderr.contains("fixed 1 finding in 1 file"), safe.stderr)
        XCTAssertTrue(safe.stderr.contains("0 fixable with --fix, 2 more with --unsafe-fixes"), safe.stderr)

        let result = try BinaryRunner.run(["--fix", "--unsafe-fixes", "Receipt.swift"], in: directory)
        // bold 17pt: the weight first (semibold), then 17pt semibold is headline; .bold() on body.
        XCTAssertEqual(try read(file), Self.fixedScreen)
        XCTAssertTrue(result.stderr.contains("fixed 3 findings in 1 file"), result.stderr)
        // What is left has no fix: 9pt (no style is 9pt, twice), four styles in one view, and the weight on the
        // line with a suppression comment.
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 4, result.stdout)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual((try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int), 0o750)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["Receipt.swift"],
                       "no temporary file is left behind")

        let again = try BinaryRunner.run(["--unsafe-fixes", "Receipt.swift"], in: directory)
        XCTAssertEqual(try read(file), Self.fixedScreen)
        XCTAssertTrue(again.stderr.contains("fixed 0 findings in 0 files"), again.stderr)
        XCTAssertEqual(again.stdout, result.stdout)
    }

    /// A baseline records what the team chose to keep; one that cannot be read (conflict markers, a newer version, gone)
    /// leaves its findings looking new, and `--fix` must not rewrite them: those files are left, with an error.
    func testAFileWhoseBaselineCannotBeReadIsNotFixed() throws {
        let legacy = try write(Self.screen, to: "Legacy.swift")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("New"), withIntermediateDirectories: true)
        let fresh = try write(Self.screen, to: "New/Screen.swift")
        _ = try write(#"{"baseline": "baseline.json"}"#, to: ".typelint.json")
        _ = try write(#"{"inherit": false}"#, to: "New/.typelint.json")
        XCTAssertEqual(try BinaryRunner.run(["--write-baseline", "baseline.json", "Legacy.swift"], in: directory).status, 0)
        for broken in ["<<<<<<< HEAD\n{}\n=======\n{}\n>>>>>>> theirs\n", #"{"version": 2, "findings": []}"#, nil] {
            if let broken { _ = try write(broken, to: "baseline.json") } else {
                try FileManager.default.removeItem(at: directory.appendingPathComponent("baseline.json"))
            }
            _ = try write(Self.screen, to: "New/Screen.swift")
            let result = try BinaryRunner.run(["--fix", "--unsafe-fixes", "."], in: directory)
            XCTAssertEqual(result.status, 2, result.stderr)
            XCTAssertEqual(try read(legacy), Self.screen, broken ?? "no baseline")
            XCTAssertTrue(result.stderr.contains("typelint: Legacy.swift: not fixed: the baseline that governs it cannot be read"),
                          result.stderr)
            XCTAssertEqual(try read(fresh), Self.fixedScreen, "a file no baseline governs is fixed")
        }
    }

    func testOnlyRuleFixesThatRuleAlone() throws {
        let file = try write(Self.screen, to: "Receipt.swift")
        let result = try BinaryRunner.run(["--unsafe-fixes", "--only-rule", "bold-body", "Receipt.swift"], in: directory)
        XCTAssertEqual(try read(file), Self.screen.replacingOccurrences(of: ".bold()", with: ".fontWeight(.medium)"))
        XCTAssertTrue(result.stderr.contains("fixed 1 finding in 1 file"), result.stderr)
        XCTAssertTrue(result.stdout.split(separator: "\n").allSatisfy { $0.hasSuffix("[bold-body]") }, result.stdout)
        let unknown = try BinaryRunner.run(["--fix", "--only-rule", "bold-bdy", "Receipt.swift"], in: directory)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.stderr.contains("unknown rule 'bold-bdy' (did you mean 'bold-body'?)"), unknown.stderr)
    }

    /// A file its mode does not let be written is not fixed, even by a user the kernel would let write it; a file with
    /// two names stays one file.
    func testFixRespectsReadOnlyFilesAndKeepsHardLinks() throws {
        let readOnly = try write("import SwiftUI\nlet a = Text(\"x\").font(.system(size: 17))\n", to: "ReadOnly.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly.path)
        let linked = try write("import SwiftUI\nlet b = Text(\"y\").font(.system(size: 17))\n", to: "Linked.swift")
        let other = directory.appendingPathComponent("Other.swift.txt")
        try FileManager.default.linkItem(at: linked, to: other)
        let result = try BinaryRunner.run(["--fix", "."], in: directory)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("ReadOnly.swift: not fixed: the file is read-only"), result.stderr)
        XCTAssertEqual(try read(readOnly), "import SwiftUI\nlet a = Text(\"x\").font(.system(size: 17))\n")
        XCTAssertEqual(try read(linked), "import SwiftUI\nlet b = Text(\"y\").font(.body)\n")
        XCTAssertEqual(try read(other), "import SwiftUI\nlet b = Text(\"y\").font(.body)\n", "both names still name the one file")
        // A file left unfixed was still linted: the baseline records what is left in it.
        let recorded = try BinaryRunner.run(["--fix", "--quiet", "--write-baseline", "known.json", "."], in: directory)
        XCTAssertEqual(recorded.status, 2, recorded.stderr)
        XCTAssertFalse(recorded.stderr.contains("baseline not written"), recorded.stderr)
        let baseline = try String(contentsOf: directory.appendingPathComponent("known.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("ReadOnly.swift") && baseline.contains("raw-font-size"), baseline)
    }

    /// A file with two names is written in place; an interrupt that arrives while its new text is being written waits
    /// until the old text's tail is cut off, then ends the run: the file is the fixed one, never the new text followed by
    /// the rest of the old. strace delivers the interrupt right after the first write to the file.
    func testAnInterruptDuringAnInPlaceWriteWaitsForTheCut() throws {
        let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let strace, try BinaryRunner.run(["-f", "-o", "/dev/null", "/bin/true"], program: URL(fileURLWithPath: strace)).status == 0
        else { throw XCTSkip("strace cannot trace here") }
        let line = "Text(\"a\").font(.system(size: 17, weight: .semibold))\n"
        let original = "import SwiftUI\nstruct V: View { var body: some View { VStack {\n" + String(repeating: line, count: 2_000) + "} } }\n"
        let file = try write(original, to: "Long.swift")
        try FileManager.default.linkItem(at: file, to: directory.appendingPathComponent("Long.swift.bak"))
        let result = try BinaryRunner.run(["-f", "-o", "/dev/null", "-P", file.path, "-e", "trace=write", "-e", "inject=write:signal=SIGINT:when=1",
                                           BinaryRunner.executable.path, "--fix", "--quiet", "Long.swift"],
                                          in: directory, program: URL(fileURLWithPath: strace))
        XCTAssertNotEqual(result.status, 0, "the interrupt ends the run")
        let fixed = try read(file)
        XCTAssertEqual(fixed, original.replacingOccurrences(of: ".system(size: 17, weight: .semibold)", with: ".headline"))
    }

    /// JSON carries the edit `--fix` makes: removing a modifier that has its line to itself removes the line.
    func testJSONCarriesTheSameEditAsFix() throws {
        _ = try write(Self.screen, to: "Receipt.swift")
        let result = try BinaryRunner.run(["--reporter", "json", "--quiet", "Receipt.swift"], in: directory)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        let tracking = try XCTUnwrap(findings.first { $0["rule"] as? String == "tracking-override" })
        let fix = try XCTUnwrap(tracking["fix"] as? [String: Any])
        let (start, end) = (try XCTUnwrap(fix["start"] as? [String: Any]), try XCTUnwrap(fix["end"] as? [String: Any]))
        XCTAssertEqual(fix["text"] as? String, "")
        XCTAssertEqual([start["line"], start["column"], end["line"], end["column"]] as? [Int], [9, 1, 10, 1])
        XCTAssertEqual(tracking["column"] as? Int, 17, "the finding itself is the modifier")
    }

    func testDryRunPrintsADiffThatPatchAppliesToWhatFixWrites() throws {
        let file = try write(Self.screen, to: "Receipt.swift")
        let result = try BinaryRunner.run(["--unsafe-fixes", "--dry-run", "Receipt.swift"], in: directory)
        XCTAssertEqual(result.status, 1, "a diff to apply: exit 1, as `diff` does")
        XCTAssertEqual(try read(file), Self.screen, "a dry run writes nothing")
        XCTAssertTrue(result.stdout.hasPrefix("--- a/Receipt.swift\n+++ b/Receipt.swift\n@@ -3,10 +3,9 @@\n"), result.stdout)
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        guard FileManager.default.isExecutableFile(atPath: patch.executableURL!.path) else { throw XCTSkip("no patch") }
        patch.arguments = ["-p1", "--quiet"]
        patch.currentDirectoryURL = directory
        let input = Pipe()
        patch.standardInput = input
        try patch.run()
        input.fileHandleForWriting.write(Data(result.stdout.utf8))
        try input.fileHandleForWriting.close()
        patch.waitUntilExit()
        XCTAssertEqual(patch.terminationStatus, 0)
        XCTAssertEqual(try read(file), Self.fixedScreen)

        let clean = try BinaryRunner.run(["--unsafe-fixes", "--dry-run", "Receipt.swift"], in: directory)
        XCTAssertEqual(clean.stdout, "")
        XCTAssertEqual(clean.status, 0)

        // No lint follows a dry run: what its lint could not read is said there, and is exit 2.
        try Data([0x6C, 0x65, 0x74, 0xFF]).write(to: directory.appendingPathComponent("Broken.swift"))
        let broken = try BinaryRunner.run(["--unsafe-fixes", "--dry-run", "Receipt.swift", "Broken.swift", "Missing.swift"], in: directory)
        XCTAssertEqual(broken.status, 2)
        XCTAssertEqual(broken.stderr, "typelint: Missing.swift: no such file or directory\ntypelint: Broken.swift:1:4: not valid UTF-8\n")
    }

    func testDryRunShowsControlCharactersOfCodeOnATerminalAndKeepsThemForPatch() throws {
        // A title that sets the terminal's window title (OSC) and a carriage return that would redraw the line.
        let source = "import SwiftUI\nlet a = Text(\"\u{1B}]0;owned\u{07}x\").bold()\nlet b = Text(\"ok\").bold() /* a\u{0D}b */\n"
        _ = try write(source, to: "Title.swift")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { throw XCTSkip("no script(1)") }
        let onTerminal = try BinaryRunner.shell("script -qec '\"$TYPELINT\" --unsafe-fixes --dry-run Title.swift' /dev/null",
                                                in: directory)
        XCTAssertFalse(onTerminal.stdout.contains("\u{1B}]"), onTerminal.stdout)
        XCTAssertTrue(onTerminal.stdout.contains(#"+let a = Text("\x1B]0;owned\x07x").fontWeight(.medium)"#), onTerminal.stdout)
        XCTAssertTrue(onTerminal.stdout.contains(#"/* a\rb */"#), onTerminal.stdout)
        let piped = try BinaryRunner.run(["--unsafe-fixes", "--dry-run", "Title.swift"], in: directory)
        XCTAssertTrue(piped.stdout.contains("+let a = Text(\"\u{1B}]0;owned\u{07}x\").fontWeight(.medium)\n"), piped.stdout)
    }

    /// A dry run's diff keeps a CI service message written in code as the file has it, for `patch`; in a job whose runner
    /// obeys one anywhere in its log (Azure Pipelines, TeamCity), it is quoted, so that the log does not set a variable.
    func testDryRunQuotesServiceMessagesInACIRunnersLog() throws {
        _ = try write("import SwiftUI\nlet a = Text(\"##vso[task.setvariable variable=PATH]/tmp\").font(.system(size: 17))\n",
                      to: "Path.swift")
        var environment = ProcessInfo.processInfo.environment
        for name in ["TF_BUILD", "TEAMCITY_VERSION", "GITHUB_ACTIONS"] { environment[name] = nil }
        let plain = try BinaryRunner.run(["--fix", "--dry-run", "Path.swift"], in: directory, environment: environment)
        XCTAssertTrue(plain.stdout.contains("+let a = Text(\"##vso[task.setvariable variable=PATH]/tmp\").font(.body)\n"), plain.stdout)
        for name in ["TF_BUILD", "TEAMCITY_VERSION"] {
            var inJob = environment
            inJob[name] = "True"
            let quoted = try BinaryRunner.run(["--fix", "--dry-run", "Path.swift"], in: directory, environment: inJob)
            XCTAssertEqual(quoted.status, 1, quoted.stderr)
            XCTAssertFalse(quoted.stdout.contains("##vso["), quoted.stdout)
            XCTAssertTrue(quoted.stdout.contains(##"+let a = Text("#\x23vso[task.setvariable variable=PATH]/tmp").font(.body)"##), quoted.stdout)
        }
        // GitHub's runner obeys a line that starts with `::` once trimmed (a context line of a comment), and splits a line
        // at a lone carriage return: in its jobs both are written so that it does not.
        _ = try write("import SwiftUI\n/*\n  ::stop-commands::token\n\u{A0}\u{3000}::add-mask::z\n*/\nlet b = Text(\"b\").font(.system(size: 17)) // x\r::warning::y\n",
                      to: "Path.swift")
        var github = environment
        github["GITHUB_ACTIONS"] = "true"
        let quoted = try BinaryRunner.run(["--fix", "--dry-run", "Path.swift"], in: directory, environment: github)
        XCTAssertEqual(quoted.status, 1, quoted.stderr)
        XCTAssertFalse(quoted.stdout.split(separator: "\n").contains { $0.drop { $0.isWhitespace || $0 == "-" || $0 == "+" }.hasPrefix("::") }, quoted.stdout)
        XCTAssertFalse(quoted.stdout.contains("\r"), quoted.stdout)
        XCTAssertTrue(quoted.stdout.contains(#"   :\x3Astop-commands::token"#), quoted.stdout)
        XCTAssertTrue(quoted.stdout.contains(#"// x\r::warning::y"#), quoted.stdout)
    }

    /// A fix that would replace a comment or a compiler directive (with the code of its other branch), or a weight the
    /// font shares with others (`weight: Brand.weight`), is not applied: no fix writes them back. The finding stays for a
    /// person; the file is as it was.
    func testAFixNeverDropsACommentOrAnotherBranchOfTheCode() throws {
        let swift = "import SwiftUI\nlet a = Text(\"x\").font(.system(size: 17 /* TICKET-123 */, weight: .semibold))\n"
            + "enum Brand { static let weight = Font.Weight.semibold }\nlet b = Text(\"y\").font(.system(size: 17, weight: Brand.weight))\n"
        let objc = """
            #import <UIKit/UIKit.h>
            void f(UILabel *l) {
                l.font = [UIFont systemFontOfSize:15 weight:
            #ifdef BRAND
                          UIFontWeightBold
            #else
                          UIFontWeightRegular
            #endif
                ];
            }

            """
        let swiftFile = try write(swift, to: "Ticket.swift")
        let objcFile = try write(objc, to: "Brand.m")
        let result = try BinaryRunner.run(["--fix", "--quiet", "Ticket.swift", "Brand.m"], in: directory)
        XCTAssertEqual(try read(swiftFile), swift)
        XCTAssertEqual(try read(objcFile), objc)
        XCTAssertEqual(result.status, 1, "the findings are still there: \(result.stdout)")
        XCTAssertTrue(result.stdout.contains("Ticket.swift:2:") && result.stdout.contains("[raw-font-size]"), result.stdout)
    }

    /// Tracking is removed only from a text's own chain: not an app's method that shares the name, not inside a text's
    /// interpolation, not a call on `self` (nothing would be left), not after an optional chain's `?`.
    func testTrackingIsRemovedOnlyWhereTheSameTextIsLeft() throws {
        let source = """
            import SwiftUI
            final class Analytics { func tracking(_ level: Int) -> Int { level } }
            let analytics = Analytics()
            let session = analytics.tracking(1)
            let stamp = Text("\\(analytics.tracking(2))")
            struct Header: View {
                let title: Text?
                var body: some View { title?.tracking(2) }
            }
            extension Text {
                func branded() -> Text {
                    return kerning(2)
                }
            }

            """
        let file = try write(source, to: "Tracking.swift")
        _ = try BinaryRunner.run(["--fix", "--quiet", "Tracking.swift"], in: directory)
        XCTAssertEqual(try read(file), source)
    }

    /// A file the configuration excludes is excluded however it is named: through a link to its folder too.
    func testAnExcludedFileNamedThroughALinkedFolderIsNotFixed() throws {
        let generated = directory.appendingPathComponent("App/Generated")
        try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
        _ = try write(#"{"exclude": ["App/Generated/**"]}"#, to: ".typelint.json")
        let source = "import SwiftUI\nlet g = Text(\"g\").font(.system(size: 17))\n"
        let file = try write(source, to: "App/Generated/G.swift")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("App/Gen").path, withDestinationPath: "Generated")
        let result = try BinaryRunner.run(["--fix", "App/Gen/G.swift"], in: directory)
        XCTAssertEqual(try read(file), source)
        XCTAssertTrue(result.stderr.contains("App/Gen/G.swift: excluded by"), result.stderr)
    }

    /// An implicit `.system(size:)` that may be a case of the file's own enum is not rewritten to a style: `.body` there
    /// would be the app's case too.
    func testAnImplicitSystemSizeOfTheAppsOwnEnumIsNotRewritten() throws {
        let source = """
            import SwiftUI
            enum AppFont {
                case system(size: CGFloat)
                case body
            }
            extension View { func appFont(_ style: AppFont) -> some View { self } }
            let price = Text("$12").appFont(.system(size: 17))

            """
        let file = try write(source, to: "AppFont.swift")
        _ = try BinaryRunner.run(["--fix", "--quiet", "AppFont.swift"], in: directory)
        XCTAssertEqual(try read(file), source)
    }

    /// A fix writes only what means the same in this code: a name the module has taken for its own (`Font.headline`,
    /// `Palette.tertiary`, `Color.tertiaryLabel`, an enum's `.justified`, a setting called `adjustsFontForContentSizeCategory`)
    /// is not the system's, a style is not the same size on every platform the file is built for, a postfix `#if` left
    /// empty would cut the modifiers after it off the text, and a style may be newer than the system an availability
    /// check keeps the code for.
    func testAFixDoesNotWriteWhatMeansSomethingElseHere() throws {
        let untouched = [
            // The app's own types mirroring UIKit's names: in a file that imports no UI framework, and beside UIKit.
            "LabelModel.swift": """
                enum SemanticColor: String { case label, tertiaryLabel, accent }
                enum TextStyle { case body, caption2 }
                struct LabelModel { var font: TextStyle = .body; var textColor: SemanticColor = .label }
                func footnote(_ model: inout LabelModel) {
                    model.font = .caption2
                    model.textColor = .tertiaryLabel
                }

                """,
            // The app's own types declared in another file of the module, and an Objective-C class of its own.
            "Model.swift": """
                enum ContentSize { case large, extraLarge }
                enum ParagraphAlignment { case left, center, justified }
                struct TextConfiguration {
                    var maximumContentSizeCategory: ContentSize = .large
                    var adjustsFontForContentSizeCategory = false
                    var textAlignment: ParagraphAlignment = .left
                }

                """,
            "Renderer.swift": """
                import UIKit
                final class Renderer {
                    var config = TextConfiguration()
                    func compact() {
                        config.maximumContentSizeCategory = .extraLarge
                        config.textAlignment = .justified
                        config.adjustsFontForContentSizeCategory = false
                    }
                }

                """,
            "Compact.m": """
                #import "TextConfig.h"
                @implementation Compactor
                - (void)compact:(TextConfig *)config { config.adjustsFontForContentSizeCategory = NO; }
                @end

                """,
            "Typography.swift": """
                import Foundation
                let headline = Font.system(size: 17)

                """,
            "TextConfiguration.swift": """
                import UIKit
                enum ContentSize: Comparable { case large, extraLarge }
                struct TextConfiguration {
                    var adjustsFontForContentSizeCategory = true
                    var maximumContentSizeCategory: ContentSize = .large
                }
                func configure(_ config: inout TextConfiguration, label: UILabel) {
                    config.adjustsFontForContentSizeCategory = false
                    config.maximumContentSizeCategory = ContentSize.extraLarge
                    label.font = .preferredFont(forTextStyle: .caption2)
                    label.textColor = .tertiaryLabel
                }
                enum Faint { case tertiaryLabel }

                """,
            "Palette.swift": """
                import SwiftUI
                enum Palette { static let tertiary = Color.gray }
                struct Footnote: View {
                    var body: some View { Text("Synced").font(.caption2).foregroundColor(Palette.tertiary) }
                }

                """,
            "Markdown.swift": """
                enum ParagraphAlignment { case left, center, justified }
                struct MarkdownStyle { var alignment: ParagraphAlignment = .left }
                final class Renderer {
                    var style = MarkdownStyle()
                    func useBookLayout() { style.alignment = .justified }
                }

                """,
            "Colors.swift": """
                import SwiftUI
                extension Color { static let tertiaryLabel = Color.gray }
                extension ShapeStyle where Self == Color { static var quaternaryLabel: Color { .gray } }
                struct Legal: View {
                    var body: some View {
                        VStack {
                            Text("a").font(.caption2).foregroundColor(Color.tertiaryLabel)
                            Text("b").font(.caption2).foregroundStyle(.quaternaryLabel)
                        }
                    }
                }

                """,
            "Title.swift": """
                import SwiftUI
                struct Title: View {
                    var body: some View {
                        Text("Title")
                            #if os(iOS)
                            .tracking(0.5)
                            #endif
                            .font(.headline)
                    }
                }

                """,
            // Fonts compared, looked up or measured, not drawn: a preferred font would not be equal, nor the same key, and
            // its metrics would follow the user's text size.
            "Metrics.swift": """
                import UIKit
                final class Cell: UITableViewCell {
                    static let rowHeight = UIFont.systemFont(ofSize: 17).lineHeight * 2 + 16
                    func isBody(_ label: UILabel) -> Bool { UIFont.systemFont(ofSize: 17).isEqual(label.font) }
                }

                """,
            "LegacyCell.m": """
                @import UIKit;
                @implementation LegacyCell
                + (CGFloat)rowHeight { return [UIFont systemFontOfSize:17].lineHeight * 2 + 16; }
                - (void)check:(UILabel *)label {
                    BOOL same = [[UIFont systemFontOfSize:17] isEqual:label.font];
                    NSDictionary *names = @{ [UIFont systemFontOfSize:17]: @"body" };
                    UIFont *large = [[UIFont systemFontOfSize:17] fontWithSize:20];
                    NSLog(@"%d %@ %@", same, names, large);
                }
                @end

                """,
            // Code for systems older than an availability check: a style there may be the API the check avoids.
            "Compat.swift": """
                import SwiftUI
                struct Compat: View {
                    var body: some View {
                        if #available(iOS 14, *) {
                            Text("a").font(.title2)
                        } else if #available(iOS 13.4, *) {
                            Text("a").font(.system(size: 22))
                        } else {
                            Text("a").font(.system(size: 22))
                        }
                    }
                    func legacy() -> Font {
                        guard #available(iOS 14, *) else { return .system(size: 11) }
                        return .caption2
                    }
                    func older() -> Font {
                        if #unavailable(iOS 14) { return .system(size: 20) }
                        return .title3
                    }
                }

                """,
            "Settings.swift": """
                struct ReaderSettings {
                    var adjustsFontForContentSizeCategory = false
                    mutating func reset() { adjustsFontForContentSizeCategory = false }
                }
                func isScaling() -> Bool {
                    let adjustsFontForContentSizeCategory = false
                    return adjustsFontForContentSizeCategory
                }

                """,
        ]
        for (name, source) in untouched { _ = try write(source, to: "App/" + name) }
        _ = try write("""
            import SwiftUI
            extension Font { static let headline = Font.custom("Brand-Bold", size: 22) }

            """, to: "App/Brand.swift")
        let card = try write("""
            import SwiftUI
            struct Card: View {
                var body: some View { Text("Total").font(.system(size: 17, weight: .semibold)) }
            }

            """, to: "App/Card.swift")
        let shared = "import SwiftUI\nlet caption = Text(\"Shared\").font(.system(size: 17))\n"
        let sharedFile = try write(shared, to: "Shared/Caption.swift")
        _ = try write(#"{"platforms": ["iOS", "macOS"]}"#, to: "Shared/.typelint.json")
        _ = try BinaryRunner.run(["--fix", "--quiet", "App", "Shared"], in: directory)
        for (name, source) in untouched {
            XCTAssertEqual(try read(directory.appendingPathComponent("App/" + name)), source, name)
        }
        XCTAssertEqual(try read(sharedFile), shared, "`.body` is 13pt on macOS")
        let fixedCard = try read(card)
        XCTAssertTrue(fixedCard.contains(".font(.system(.headline))"), "the style, not the module's `Font.headline`: \(fixedCard)")
    }

    /// A package's design-system target that declares its own `system(size:)` makes an implicit `.system(size: 17)` in
    /// the targets that import it possibly that API's, which has no `.body`: reported, not rewritten.
    func testAnImplicitSystemSizeOfAnImportedTargetsOwnFontIsNotRewritten() throws {
        _ = try write("""
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "X", platforms: [.iOS(.v16)], targets: [.target(name: "DS"), .target(name: "App", dependencies: ["DS"])])

            """, to: "Package.swift")
        _ = try write("""
            public struct BrandFont {
                public static func system(size: Double) -> BrandFont { BrandFont() }
            }
            public struct Badge {
                public init() {}
                public func font(_ font: BrandFont) -> Badge { self }
            }

            """, to: "Sources/DS/BrandFont.swift")
        let source = "import SwiftUI\nimport DS\nlet plain = Badge().font(.system(size: 17))\n"
        let badges = try write(source, to: "Sources/App/Badges.swift")
        _ = try BinaryRunner.run(["--fix", "--quiet", "Sources"], in: directory)
        XCTAssertEqual(try read(badges), source)
    }

    /// A design system kept as a binary framework is read from its `.swiftinterface`: its own `system(size:)` makes an
    /// implicit `.system(size: 17)` in the module that imports it possibly that API's (in a framework kept in
    /// `Frameworks/` or in Carthage's `Build/`).
    func testAnImplicitSystemSizeOfABinaryFrameworksOwnFontIsNotRewritten() throws {
        _ = try write("ref: refs/heads/main\n", to: ".git/HEAD")
        let interface = """
            // swift-interface-format-version: 1.0
            // swift-module-flags: -target arm64-apple-ios16.0 -module-name MODULE
            import Swift
            public struct BrandFont {
              public static func system(size: Swift.Double) -> MODULE.BrandFont
            }
            public struct Badge {
              public init()
              public func font(_ f: MODULE.BrandFont) -> MODULE.Badge
            }

            """
        _ = try write(interface.replacingOccurrences(of: "MODULE", with: "DS"),
                      to: "Frameworks/DS.xcframework/ios-arm64/DS.framework/Modules/DS.swiftmodule/arm64-apple-ios.swiftinterface")
        _ = try write(interface.replacingOccurrences(of: "MODULE", with: "Chips"),
                      to: "Carthage/Build/Chips.framework/Modules/Chips.swiftmodule/arm64-apple-ios.swiftinterface")
        let sources = ["A": "import SwiftUI\nimport DS\nlet badge = Badge().font(.system(size: 17))\n",
                       "B": "import UIKit\nimport Chips\nlet chip = Badge().font(.system(size: 17))\n"]
        let files = try sources.mapValues { try write($0, to: "App/\(UUID().uuidString).swift") }
        _ = try BinaryRunner.run(["--fix", "--quiet", "App"], in: directory)
        XCTAssertEqual(try read(files["A"]!), sources["A"])
        XCTAssertEqual(try read(files["B"]!), sources["B"])
    }

    /// A local package an Xcode project references (`XCLocalSwiftPackageReference`) is read for its declarations when
    /// the run is inside the project's folder only: its own `system(size:)` keeps `.body` from being written.
    func testAnXcodeProjectsLocalPackageIsReadFromInsideTheProject() throws {
        _ = try write("ref: refs/heads/main\n", to: ".git/HEAD")
        _ = try write("// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"DS\", targets: [.target(name: \"DS\")])\n",
                      to: "Packages/DS/Package.swift")
        _ = try write("import SwiftUI\npublic struct BrandFont { public static func system(size: Double) -> BrandFont { BrandFont() } }\n"
                      + "public struct Badge: View {\n    public init() {}\n    public func font(_ f: BrandFont) -> Badge { self }\n"
                      + "    public var body: some View { Text(\"x\") }\n}\n", to: "Packages/DS/Sources/DS/DS.swift")
        _ = try write("{ objects = { P1 = {isa = XCLocalSwiftPackageReference; relativePath = ../Packages/DS; }; }; SDKROOT = iphoneos; }",
                      to: "ios/App.xcodeproj/project.pbxproj")
        let source = "import SwiftUI\nimport DS\nlet badge = Badge().font(.system(size: 17))\n"
        let file = try write(source, to: "ios/App/V.swift")
        _ = try BinaryRunner.run(["--fix", "--quiet", "."], in: directory.appendingPathComponent("ios"))
        XCTAssertEqual(try read(file), source)
    }

    /// A file the run leaves out (an `exclude`, `--exclude`, a narrowing `--include`) is still compiled with its module:
    /// what it declares keeps a fix from writing over it, as in a run that lints it.
    func testAFileLeftOutOfTheRunStillKeepsFixesOffWhatItDeclares() throws {
        _ = try write("ref: refs/heads/main\n", to: ".git/HEAD")
        _ = try write("import SwiftUI\nextension Font { static let body = Font.custom(\"Inter\", size: 17) }\n", to: "App/DesignSystem/Fonts.swift")
        let screen = "import SwiftUI\nlet t = Text(\"x\").font(.system(size: 17))\n"
        for (arguments, configuration) in [(["App"], #"{"exclude": ["App/DesignSystem/**"]}"#), (["--exclude", "App/DesignSystem/**", "App"], "{}"),
                                           (["--include", "App/Screens/**", "App"], "{}")] {
            _ = try write(configuration, to: ".typelint.json")
            let file = try write(screen, to: "App/Screens/V.swift")
            _ = try BinaryRunner.run(["--fix", "--quiet"] + arguments, in: directory)
            XCTAssertFalse(try read(file).contains(".font(.body)"), "\(arguments): the module's own Font.body")
        }
    }

    /// `boldSystemFont(ofSize:)` becomes `systemFont(ofSize:weight:)` on the system's font types only: a project's type
    /// with a method of that name may have no such method.
    func testABoldSystemFontOfTheProjectsOwnTypeIsNotRewritten() throws {
        let theme = """
            import UIKit
            enum Theme {
                static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: "Brand", size: size)! }
                static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: "Brand-Bold", size: size)! }
            }
            let title = Theme.boldSystemFont(ofSize: 13)
            let caption = UIFont.boldSystemFont(ofSize: 13)

            """
        let file = try write(theme, to: "Theme.swift")
        _ = try BinaryRunner.run(["--unsafe-fixes", "--quiet", "--only-rule", "forbidden-font-weight", "Theme.swift"], in: directory)
        XCTAssertEqual(try read(file), theme.replacingOccurrences(of: "UIFont.boldSystemFont(ofSize: 13)",
                                                                   with: "UIFont.systemFont(ofSize: 13, weight: .semibold)"))
        // Nor does an app's `bold()` on `UIFont` become SwiftUI's `.weight(_:)`, which `UIFont` has not.
        let label = """
            import UIKit
            extension UIFont {
                func bold() -> UIFont { UIFont(descriptor: fontDescriptor.withSymbolicTraits(.traitBold)!, size: 0) }
            }
            func style(_ label: UILabel) {
                label.font = UIFont.preferredFont(forTextStyle: .body).bold()
            }

            """
        let labelFile = try write(label, to: "Label.swift")
        _ = try BinaryRunner.run(["--unsafe-fixes", "--quiet", "Label.swift"], in: directory)
        XCTAssertEqual(try read(labelFile), label)
    }

    func testAFileWithASyntaxErrorIsNotTouchedAndTheOthersAre() throws {
        let broken = "import SwiftUI\nlet a = Text(\"x\").bold()\nfunc f() {\n"
        let brokenFile = try write(broken, to: "Broken.swift")
        let goodFile = try write("import SwiftUI\nlet a = Text(\"x\").bold()\n", to: "Good.swift")
        let result = try BinaryRunner.run(["--unsafe-fixes", "."], in: directory)
        XCTAssertEqual(try read(brokenFile), broken)
        XCTAssertEqual(try read(goodFile), "import SwiftUI\nlet a = Text(\"x\").fontWeight(.medium)\n")
        XCTAssertTrue(result.stderr.contains("Broken.swift:3:10: not fixed: `{` is never closed"), result.stderr)
    }

    func testFixKeepsASymbolicLinkAndWritesTheFileItNames() throws {
        let target = try write("import SwiftUI\nlet a = Text(\"x\").bold()\n", to: "Target.swift.txt")
        let link = directory.appendingPathComponent("Link.swift")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        _ = try BinaryRunner.run(["--unsafe-fixes", "Link.swift"], in: directory)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path)
        XCTAssertEqual(try read(target), "import SwiftUI\nlet a = Text(\"x\").fontWeight(.medium)\n")
    }

    func testFixRefusesStagedFilesAndStandardInputAndDryRunAlone() throws {
        let staged = try BinaryRunner.run(["--fix", "--staged"], in: directory)
        XCTAssertEqual(staged.status, 2)
        XCTAssertTrue(staged.stderr.contains("--fix does not fix staged files"), staged.stderr)
        let stdin = try BinaryRunner.run(["--fix", "--stdin-path", "A.swift"], stdin: Data("let a = 1\n".utf8), in: directory)
        XCTAssertEqual(stdin.status, 2)
        let dryRun = try BinaryRunner.run(["--dry-run", "."], in: directory)
        XCTAssertEqual(dryRun.status, 2)
        XCTAssertTrue(dryRun.stderr.contains("--dry-run goes with --fix"), dryRun.stderr)
    }
}
