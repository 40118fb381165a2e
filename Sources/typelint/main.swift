import Foundation
import TypeLintSyntax

StandardStreams.restoreBrokenPipeDefault()
StandardStreams.reserveClosedStreams()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
