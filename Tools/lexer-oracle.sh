#!/usr/bin/env bash
# Builds the lexer oracle (typelint's lexer + the toolchain's SwiftParser, optimised) and runs it:
#   Tools/lexer-oracle.sh compare DIR…   agreement of word/number tokens with the compiler
#   Tools/lexer-oracle.sh bench DIR…     lexer throughput against SwiftParser.Parser.parse
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
host="$toolchain/lib/swift/host"
out="$root/.build/tools/lexer-oracle"
sources=("$root"/Sources/TypeLintSyntax/*.swift "$root"/Tools/lexer-oracle/*.swift)
if [ ! -x "$out" ] || [ -n "$(find "${sources[@]}" -newer "$out" 2>/dev/null)" ]; then
  mkdir -p "$(dirname "$out")"
  swiftc -O -wmo -swift-version 6 -module-name LexerOracle -I "$host" -L "$host" \
    -lSwiftParser -lSwiftSyntax -Xlinker -rpath -Xlinker "$host" "${sources[@]}" -o "$out"
fi
exec "$out" "$@"
