import Foundation
import TypeLintSyntax

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
