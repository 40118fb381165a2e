#!/usr/bin/env bash
# Integration test of the README's install from source: clone the repository (here: this checkout's HEAD)
# into a scratch folder, build the static release binary, copy it to a bin folder, delete the clone, and
# lint a file with the copy alone. Run by .ci/run.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git clone --quiet "$root" "$scratch/typelint"
swift build -c release --static-swift-stdlib --package-path "$scratch/typelint" > "$scratch/build.log" 2>&1 \
  || { tail -20 "$scratch/build.log"; echo "install: the release build failed"; exit 1; }
mkdir -p "$scratch/bin"
cp "$scratch/typelint/.build/release/typelint" "$scratch/bin/typelint"
rm -rf "$scratch/typelint"
mkdir "$scratch/app" && cd "$scratch/app"
printf 'import SwiftUI\nlet caption = Text("x").font(.system(size: 9))\n' > View.swift
status=0
"$scratch/bin/typelint" --quiet --relative-paths . > out.txt || status=$?
[ "$status" -eq 1 ] && grep -q "^View.swift:2:30: error: .*\[raw-font-size\]" out.txt \
  || { cat out.txt; echo "install: the installed binary did not report the violation (exit $status)"; exit 1; }
"$scratch/bin/typelint" --version
echo "install: cloned, built with --static-swift-stdlib, copied alone: it lints"
