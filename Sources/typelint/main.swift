import Foundation
import TypeLintSyntax

StandardStreams.restoreBrokenPipeDefault()
StandardStreams.reserveClosedStreams()
// Before any thread starts: libclang would parse on a thread of its own with an 8 MB stack, which deep nesting
// overflows; told not to, it parses on the deep-stacked thread CLibClang.c starts for each file.
setenv("LIBCLANG_NOTHREADS", "1", 1)
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
