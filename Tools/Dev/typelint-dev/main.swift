import Foundation
import TypeLintGenerator

// typelint-dev: the generator of what the rules and profiles make (see `Generator`). Tools/generate.sh runs its two
// steps with a build between them:
//   typelint-dev register [--check] [ROOT]   RuleRegistry.swift and BuiltInProfiles.swift, from the sources as text
//   typelint-dev render [--check] [ROOT]     the prefilter's words, the rule tests, the README's table, docs/rules/
// --check writes nothing, names each stale file and exits 1 if there is one. ROOT defaults to the current folder.

let usage = "usage: typelint-dev register|render [--check] [ROOT]"
var arguments = Array(CommandLine.arguments.dropFirst())
let check = arguments.contains("--check")
arguments.removeAll { $0 == "--check" }
guard let step = arguments.first, ["register", "render"].contains(step), arguments.count <= 2 else {
    FileHandle.standardError.write(Data((usage + "\n").utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments.count == 2 ? arguments[1] : FileManager.default.currentDirectoryPath)

do {
    let files = step == "register" ? try Generator.registered(in: root) : try Generator.rendered(in: root)
    if check {
        let stale = Generator.stale(files, in: root)
        for path in stale { print("\(path) is stale: run Tools/generate.sh") }
        exit(stale.isEmpty ? 0 : 1)
    }
    for path in try Generator.write(files, in: root) { print("wrote \(path)") }
} catch {
    FileHandle.standardError.write(Data("typelint-dev: \(error)\n".utf8))
    exit(2)
}
