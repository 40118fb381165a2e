import Foundation
import TypeLintDriver
import TypeLintReporters
import TypeLintRules
import TypeLintSyntax

/// `typelint census [PATH…]`: the typography inventory a design-system team asks for (see `Driver.census`), as a
/// summary, JSON, or one HTML page.
enum CensusCommand {
    static let options: [Arguments.Option] = [
        .init(name: "--profile", takesValue: true, help: "NAME|FILE  design-system profile (default: the configuration's, else root)"),
        .init(name: "--config", takesValue: true, help: "FILE  configuration for every path"),
        .init(name: "--platform", takesValue: true, help: "NAME  platform to lint for (repeatable)"),
        .init(name: "--include", takesValue: true, help: "GLOB  only files matching GLOB (repeatable)"),
        .init(name: "--exclude", takesValue: true, help: "GLOB  leave out files matching GLOB (repeatable)"),
        .init(name: "--reporter", takesValue: true, help: "FORMAT  text (default), json or html (the default for --output FILE.html)"),
        .init(name: "--output", takesValue: true, help: "FILE  write the census there instead of stdout"),
    ]

    static let usage = """
        usage: typelint census [PATH…] [--profile NAME|FILE] [--config FILE] [--reporter text|json|html] [--output FILE]

        The typography inventory of the code under PATH (default: .): per module, every text style, token, raw size
        and family in use, with counts and places; how much goes through the design system (text styles and tokens)
        and how much around it (sizes made on the spot); the type scale; the findings by rule and module.
        --output census.html writes one self-contained HTML page; --reporter json the data.
        """

    static func run(_ argumentList: [String]) -> Int32 {
        let arguments: Arguments
        var request: LintRequest
        do {
            arguments = try Arguments(argumentList, options: options)
            request = LintRequest(input: .paths(arguments.positional.isEmpty ? ["."] : arguments.positional))
            request.configuration = arguments.value("--config")
            request.profile = arguments.value("--profile")
            request.platforms = arguments.values["--platform"]
            request.include = arguments.values["--include"] ?? []
            request.exclude = arguments.values["--exclude"] ?? []
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        let output = arguments.value("--output")
        let format = arguments.value("--reporter") ?? (output?.lowercased().hasSuffix(".html") == true ? "html" : "text")
        guard ["text", "json", "html"].contains(format) else {
            writeError("typelint: unknown census reporter '\(format)' (text, json, html)")
            return ExitStatus.usage
        }
        let census: Census
        let run: LintRun
        do {
            (census, run) = try Driver.census(request)
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        for notice in run.notices { writeError(notice) }
        let text = switch format {
        case "json": CensusReporter.json(census)
        case "html": CensusReporter.html(census)
        default: CensusReporter.text(census)
        }
        var errors = run.errors
        if let output {
            // A run that linted nothing would put an empty census where the last one was.
            if !errors.isEmpty && run.lintedCount == 0 {
                errors.append("\(output): not written: nothing was linted")
            } else if let input = run.inputs[FileIO.canonical(output)] {
                errors.append("\(output): not written: the run reads it as its \(input.rawValue)")
            } else if let error = FileIO.save(Data(text.utf8), to: output) { errors.append(Problem(error)) }
        } else {
            var out = OutputBuffer()
            out.append(text)
            if let error = out.finish() { errors.append(Problem(error)) }
        }
        for error in errors { writeError(error) }
        return errors.isEmpty ? ExitStatus.clean : ExitStatus.usage
    }
}
