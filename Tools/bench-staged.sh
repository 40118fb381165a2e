#!/usr/bin/env bash
# Measures what a commit hook costs: wall time of `typelint --staged` (release build) with N staged
# Swift files (default 20, realistic SwiftUI/UIKit sources made from Fixtures/), median of RUNS runs.
#   Tools/bench-staged.sh [N] [RUNS]
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
count=${1:-20}
runs=${2:-21}
# The release build as it ships (Tools/release.sh: static Swift runtime, cross-module optimization).
typelint=$("$root/Tools/release.sh" --binary-only 2> /dev/null)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cd "$scratch" && git init -q && git config user.email bench@example.invalid && git config user.name bench
fixtures=("$root"/Fixtures/*.swift)
for i in $(seq 1 "$count"); do
  mkdir -p "Feature$((i % 4))"
  cp "${fixtures[$((i % ${#fixtures[@]}))]}" "Feature$((i % 4))/File$i.swift"
done
git add . && bytes=$(cat Feature*/*.swift | wc -c) && lines=$(cat Feature*/*.swift | wc -l)
times=()
for _ in $(seq 1 "$runs"); do
  start=$(date +%s%N)
  "$typelint" --staged --quiet > /dev/null || true
  times+=($(( ($(date +%s%N) - start) / 1000 )))
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(( (runs + 1) / 2 ))p")
best=$(printf '%s\n' "${times[@]}" | sort -n | head -1)
echo "typelint --staged: $count staged files ($lines lines, $bytes bytes), $runs runs: median $((median / 1000)).$(( (median % 1000) / 100 )) ms, best $((best / 1000)).$(( (best % 1000) / 100 )) ms"
