import Foundation
import TypeLintDriver
import TypeLintReporters
import TypeLintRules
import TypeLintSyntax

/// `typelint profile import TOKENS.json`: a profile from a design tool's tokens (see `DesignTokenImport`).
enum ProfileCommand {
    static let options: [Arguments.Option] = [
        .init(name: "--output", takesValue: true, help: "FILE  where the profile goes (default: typelint-profile.json; `-`: standard output)"),
        .init(name: "--name", takesValue: true, help: "NAME  the profile's name (default: the tokens file's name)"),
        .init(name: "--extends", takesValue: true, help: "PROFILE  what it extends: root (default), hig or a path"),
        .init(name: "--prefix", takesValue: true, help: "TYPE  the type code names the tokens through (AppFont: AppFont.body)"),
        .init(name: "--force", takesValue: false, help: "replace the output file if it exists"),
    ]

    static let usage = """
        usage: typelint profile import TOKENS.json [--output FILE|-] [--name NAME] [--extends root|hig|FILE] [--prefix TYPE] [--force]

        Writes a profile from a design tool's tokens: the W3C Design Tokens format (`$type: typography`, a `$value`
        with fontFamily, fontSize, fontWeight, letterSpacing and lineHeight; groups; aliases such as {typography.body})
        or Tokens Studio's `type`/`value` spelling. Prints the tokens that break the profile's rules (a size below the
        minimum, a weight off the band). A file that cannot be read gives one error per problem, each with the token's
        path, and writes nothing (exit status 2).
        """

    static func run(_ argumentList: [String]) -> Int32 {
        guard argumentList.first == "import" else {
            writeError(argumentList.first.map { "typelint: unknown profile command '\($0)' (import)" } ?? usage)
            return ExitStatus.usage
        }
        let arguments: Arguments
        do {
            arguments = try Arguments(Array(argumentList.dropFirst()), options: options)
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        guard arguments.positional.count == 1, let input = arguments.positional.first else {
            writeError(usage)
            return ExitStatus.usage
        }
        // A design tool's export can be megabytes, more than a source may be; bounded all the same, and never a FIFO.
        let text: String
        switch FileIO.readFile(input, limit: 64 << 20) {
        case .success(let bytes):
            guard let decoded = String(validating: bytes, as: UTF8.self) else {
                writeError("typelint: \(input): not UTF-8")
                return ExitStatus.usage
            }
            text = decoded
        case .failure(let error):
            writeError("typelint: \(input): cannot read (\(error))")
            return ExitStatus.usage
        }
        let output = arguments.value("--output") ?? "typelint-profile.json"
        // `-`, as other tools read it: the profile on standard output, what was imported on standard error.
        let toStandardOutput = output == "-"
        // --force replaces an earlier profile, never the tokens being read.
        if FileIO.canonical(output) == FileIO.canonical(input) {
            writeError("typelint: \(output) is the token file being read; write the profile to another file")
            return ExitStatus.usage
        }
        // A configuration's name in any folder: a profile written there would govern that folder as a broken configuration.
        if (output as NSString).lastPathComponent == Driver.configurationFileName {
            writeError("typelint: \(output): the name of a configuration; write the profile to another file")
            return ExitStatus.usage
        }
        if !toStandardOutput, FileManager.default.fileExists(atPath: output), !arguments.flags.contains("--force") {
            writeError("typelint: \(output) exists; --force replaces it")
            return ExitStatus.usage
        }
        var options = DesignTokenImport.Options()
        options.name = arguments.value("--name") ?? ((input as NSString).lastPathComponent as NSString).deletingPathExtension
        options.extends = arguments.value("--extends") ?? "root"
        options.prefix = arguments.value("--prefix")
        let imported: DesignTokenImport.Imported
        do {
            imported = try DesignTokenImport.run(text, source: input, options: options)
        } catch let failure as DesignTokenImport.Failure {
            for problem in failure.problems { writeError(problem) }
            return ExitStatus.usage
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        // What is written must load, as it will be read there: a profile that does not is an error here, and nothing is
        // written (an existing profile is kept).
        do {
            _ = try ProfileLoader.load(toStandardOutput ? "typelint-profile.json" : output, text: imported.profile)
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        let report: (String) -> Void
        if toStandardOutput {
            var out = OutputBuffer()
            out.append(imported.profile)
            if let error = out.finish() {
                writeError("typelint: \(error)")
                return ExitStatus.usage
            }
            report = { writeError($0) }
        } else {
            if let error = FileIO.save(Data(imported.profile.utf8), to: output, links: false, replacing: arguments.flags.contains("--force")) {
                writeError("typelint: \(error)")
                return ExitStatus.usage
            }
            report = { print($0) }
        }
        // Token paths and families are the token file's text: shown, never obeyed.
        report(Escaping.line((toStandardOutput ? "profile: " : "wrote \(output): ") + "\(imported.tokens.count) typography token\(imported.tokens.count == 1 ? "" : "s")"
              + (imported.families.isEmpty ? "" : ", families \(imported.families.joined(separator: ", "))")
              + (imported.ignored > 0 ? " (\(imported.ignored) tokens of other types left out)" : "")))
        for breach in imported.breaches { report(Escaping.line("warning: \(breach)")) }
        if !imported.breaches.isEmpty {
            report("(these are reported where code declares or uses the tokens; fix the tokens, or change the profile)")
        }
        return ExitStatus.clean
    }
}
