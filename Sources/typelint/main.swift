import Foundation
import TypeLintDriver
import TypeLintSyntax

StandardStreams.restoreBrokenPipeDefault()
// `--fix`, `--output`, `--write-baseline` and `--touch` write through a temporary file: an interrupt leaves none behind.
TemporaryFiles.removeOnSignals()
StandardStreams.reserveClosedStreams()
guard StandardStreams.ensureDescriptors(), StandardStreams.ensureWorkingFolder() else { exit(2) }
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
