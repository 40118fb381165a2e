#!/usr/bin/env bash
# Time and peak memory of typelint on the inputs that once took it down (huge files, a finding on every line, a large
# stdin), and what one finding costs.
#   Tools/stress.sh [BINARY]      (default .build/release/typelint)
# Prints one line per input: seconds, peak RSS, exit status. Needs GNU time (/usr/bin/time).
set -euo pipefail
binary=$(realpath "${1:-.build/release/typelint}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

python3 - <<'PY'
def view(name, line, lines):
    with open(name, 'w') as f:
        f.write('import SwiftUI\nstruct V: View {\n  var body: some View {\n    VStack {\n')
        for _ in range(lines): f.write(line)
        f.write('    }\n  }\n}\n')
view('million.swift', '      Text("a").font(.system(size: 9))\n', 1_000_000)            # 2e6 findings, 40 MB
view('dense.swift', '      Text("a").font(.system(size: 9))\n', 100_000)               # 4 MB, 200k findings
view('dense-clean.swift', '      Text("a").font(.body)\n', 100_000 * 40 // 30)         # as large, no finding
view('thousands.swift', '      Text("a").font(.system(size: 9))\n', 5_000)             # 10k findings
view('thousands-clean.swift', '      Text("a").font(.body)\n', 5_000 * 40 // 30)
with open('stdin.swift', 'w') as f:
    while f.tell() < 93_000_000: f.write('let total = compute(a, b) + 1  // no font here\n')
PY

measure() {  # label, then the command; prints seconds, peak KB and status, and keeps the peak in $peak
    local label=$1; shift
    local status=0
    /usr/bin/time -f '%e %M' -o time.txt "$@" > /dev/null 2> stderr.txt || status=$?
    read -r seconds peak < <(tail -1 time.txt)
    printf '%-44s %6.2f s %8d KB  exit %d\n' "$label" "$seconds" "$peak" "$status"
}
measure "1e6 lines, a finding on each (40 MB file)" "$binary" million.swift
measure "93 MB on stdin, no findings" sh -c "\"$binary\" --stdin-path S.swift < stdin.swift"
measure "4 MB file, 200k findings (10k reported)" "$binary" dense.swift
measure "4 MB file, no findings" "$binary" dense-clean.swift
measure "10k findings" "$binary" thousands.swift; with=$peak
measure "same size, no findings" "$binary" thousands-clean.swift; without=$peak
echo "bytes per finding (10k findings, peak RSS difference): $(( (with - without) * 1024 / 10000 ))"
