import Foundation
import TypeLintDriver
import TypeLintReporters
import TypeLintRules
import TypeLintSyntax

/// `typelint init [PATH]`: a configuration and a profile for a project, from what it defines (see `Driver.survey`).
enum InitCommand {
    static let options: [Arguments.Option] = [
        .init(name: "--profile", takesValue: true, help: "root|hig  the profile to extend (default: root)"),
        .init(name: "--force", takesValue: false, help: "replace .typelint.json and typelint-profile.json if they exist"),
    ]

    static let usage = """
        usage: typelint init [PATH] [--profile root|hig] [--force]

        Looks at the project under PATH (default: .): the platforms its projects build for, the modules, targets or
        folders that declare its fonts (its design system), the typefaces it bundles (font files, UIAppFonts). Writes
        PATH/.typelint.json and PATH/typelint-profile.json, a profile that extends root (or hig) with that design
        system, then prints what it found and the first run's findings by rule. An existing file is kept unless --force.
        """

    static let configurationName = Driver.configurationFileName
    static let profileName = "typelint-profile.json"

    static func run(_ argumentList: [String]) -> Int32 {
        let arguments: Arguments
        do {
            arguments = try Arguments(argumentList, options: options)
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        guard arguments.positional.count <= 1 else {
            writeError(usage)
            return ExitStatus.usage
        }
        let base = arguments.value("--profile") ?? "root"
        guard ["root", "hig"].contains(base) else {
            writeError("typelint: --profile must be root or hig, not '\(base)'")
            return ExitStatus.usage
        }
        let folder = URL(fileURLWithPath: arguments.positional.first ?? ".").standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            writeError("typelint: \(folder): not a folder")
            return ExitStatus.usage
        }
        let configuration = folder + "/" + configurationName
        let profile = folder + "/" + profileName
        if !arguments.flags.contains("--force") {
            for path in [configuration, profile] where FileManager.default.fileExists(atPath: path) {
                writeError("typelint: \(path) exists; --force replaces it")
                return ExitStatus.usage
            }
        }
        let survey: ProjectSurvey
        do {
            survey = try Driver.survey(folder)
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        let name = (folder as NSString).lastPathComponent
        // Folders, modules and bundled typefaces are named by the project's files: shown as a line shows them.
        print(Escaping.line("typelint init: \(folder) (\(survey.files) files)"))
        print(Escaping.line("  platforms: " + (survey.platforms.isEmpty ? "none named by a project (the profile's: iOS)" : survey.platforms.joined(separator: ", "))))
        if survey.sources.isEmpty {
            print("  design system: no module or folder declares fonts for the others; name one in designSystem.sources")
        } else {
            print(Escaping.line("  design system: " + survey.sources.map { source in
                "\(source.name) (\(source.tokens) token\(source.tokens == 1 ? "" : "s")"
                    + (source.helpers > 0 ? ", \(source.helpers) helper\(source.helpers == 1 ? "" : "s")" : "") + ")"
            }.joined(separator: ", ")))
        }
        print(Escaping.line("  families: " + (survey.families.isEmpty ? "none bundled" : survey.families.map { "\($0) (\(survey.familyEvidence[$0] ?? ""))" }.joined(separator: ", "))))
        if !survey.commandLineTools.isEmpty {
            print(Escaping.line("  left out: " + survey.commandLineTools.joined(separator: ", ") + " (command-line tools: they import ArgumentParser)"))
        }

        let profileText = profileJSON(name: name, base: base, survey: survey)
        let configurationText = configurationJSON(profileName: profileName, excluding: survey.commandLineTools)
        if let error = [profile, configuration].lazy.compactMap(FileIO.linkRefusal).first {
            writeError("typelint: \(error)")
            return ExitStatus.usage
        }
        for (path, text) in [(profile, profileText), (configuration, configurationText)] {
            if let error = FileIO.save(Data(text.utf8), to: path, links: false, replacing: arguments.flags.contains("--force")) {
                writeError("typelint: \(error)")
                return ExitStatus.usage
            }
        }
        print(Escaping.line("wrote \(configurationName) and \(profileName) (extends \(base))"))

        // The first run, under the new configuration, and what the base profile alone reports, for comparison.
        do {
            var request = LintRequest(input: .paths([folder]))
            let after = try Driver.lint(request)
            request.profile = base
            let before = try Driver.lint(request)
            print(Escaping.line("first run: \(describe(after)); with \(base) alone: \(describe(before))"))
        } catch {
            writeError(Problem(error))
            return ExitStatus.usage
        }
        return ExitStatus.clean
    }

    /// "79 findings: fixed-text-height 66, raw-font-size 8, …".
    static func describe(_ run: LintRun) -> String {
        var byRule: [String: Int] = [:]
        for finding in run.files.flatMap(\.findings) where finding.suppressionReason == nil { byRule[finding.ruleID, default: 0] += 1 }
        let total = byRule.values.reduce(0, +)
        return "\(total) finding\(total == 1 ? "" : "s")" + (byRule.isEmpty ? "" : " (" + byRule.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            .map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")")
    }

    static let string = JSONValue.quoted

    /// The configuration: the profile, and the folders of command-line tools left out (`Tools/Sources/**`).
    /// A folder's name is a glob's literal text: `*`, `?`, `[`, `]` and `\` in it escaped (`Tool [old]` is not "Tool o").
    static func configurationJSON(profileName: String, excluding folders: [String]) -> String {
        func literal(_ name: String) -> String {
            name.reduce(into: "") { out, character in out += "\\*?[]".contains(character) ? "\\\(character)" : String(character) }
        }
        let exclude = folders.isEmpty ? "" : ",\n  \"exclude\": [" + folders.map { string(literal($0) + "/**") }.joined(separator: ", ") + "]"
        return "{\n  \"profile\": \(string(profileName))\(exclude)\n}\n"
    }

    static func profileJSON(name: String, base: String, survey: ProjectSurvey) -> String {
        let described = survey.sources.isEmpty ? "no design system found yet" : "its design system in " + survey.sources.map(\.name).joined(separator: ", ")
        return """
            {
              "name": \(string(name)),
              "extends": \(string(base)),
              "description": \(string("\(name): \(base), with \(described) (typelint init).")),
              "designSystem": {
                "sources": [\(survey.sources.map { string($0.name) }.joined(separator: ", "))],
                "families": [\(survey.families.map(string).joined(separator: ", "))]
              }
            }

            """
    }
}
