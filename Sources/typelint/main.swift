import Foundation
import TypeLintDriver
import TypeLintSyntax

StandardStreams.restoreBrokenPipeDefault()
// `--fix`, `--output`, `--write-baseline` and `--touch` write through a temporary file: an interrupt leaves none behind.
TemporaryFiles.removeOnSignals()
StandardStreams.reserveClosedStreams()
guard StandardStreams.ensureDescriptors(), StandardStreams.ensureWorkingFolder(), StandardStreams.ensureThreads() else { exit(2) }
// An argument in bytes that are not UTF-8 (a file's name) is passed on as `\xNN` escapes, which the file walk reads back
// as those bytes, rather than with each such byte replaced by U+FFFD, which names no file.
let arguments = (1..<Int(CommandLine.argc)).map { index in
    let argument = CommandLine.unsafeArgv[index]!
    return String(validatingCString: argument)
        ?? FileWalker.escapedPath(Array(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))[...])
}
exit(CommandLineTool.run(arguments))
