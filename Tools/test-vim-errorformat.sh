#!/usr/bin/env bash
# Checks that typelint's text output is read by Vim's default 'errorformat' (%f:%l:%c:%m, byte columns):
# every line becomes a valid quickfix entry with the file, line and column typelint printed.
# Usage: test-vim-errorformat.sh TYPELINT_BINARY
set -euo pipefail
typelint=$1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
printf 'let s = "é🎉"; let f = Text("x").font(.system(size: 9))\n' > "$scratch/A.swift"
"$typelint" --quiet "$scratch/A.swift" > "$scratch/out.txt" || true
[ -s "$scratch/out.txt" ] || { echo "vim: typelint printed nothing"; exit 1; }
vim -es -u NONE -i NONE -c 'set errorformat&' -c "cgetfile $scratch/out.txt" \
  -c "call writefile(map(getqflist(), {_, e -> bufname(e.bufnr) . ':' . e.lnum . ':' . e.col . ':' . e.valid}), '$scratch/qf.txt')" \
  -c 'qa!'
expected=$(cut -d: -f1-3 "$scratch/out.txt" | sed 's/$/:1/')
if [ "$(cat "$scratch/qf.txt")" != "$expected" ]; then
  echo "vim: quickfix entries differ"; echo "expected:"; echo "$expected"; echo "got:"; cat "$scratch/qf.txt"; exit 1
fi
echo "vim: $(wc -l < "$scratch/qf.txt") quickfix entries with typelint's file, line and byte column"
