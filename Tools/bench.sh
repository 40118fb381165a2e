#!/usr/bin/env bash
# Benchmark, in one run with interleaved repetitions: typelint (release) against `cat` of the same
# files (xargs -0 cat, warm cache) and `swift-format lint --recursive` (from the toolchain), on a
# deterministic synthetic corpus at 1x, 4x and 10x (Tools/generate-corpus.py; --scales to choose) and on any folders given.
#
#   Tools/bench.sh [--lines N] [--scales "1 4 10"] [--reps N] [--no-swift-format] [DIR…]
#
# Reports per corpus: files, lines, MB, median wall of cat and typelint, their ratio, lines/s, MB/s,
# peak RSS (with every rule on, and with every rule off: what memory takes beyond the findings), and
# swift-format's wall and ratio (one run: it is slow enough for noise not to matter). Timed runs are not
# wrapped in /usr/bin/time (cat is not either); peak RSS comes from two extra runs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
lines=1000000 scales="1 4 10" reps=5 swift_format=1 dirs=()
while [ $# -gt 0 ]; do
  case $1 in
    --lines) lines=$2; shift 2 ;;
    --reps) reps=$2; shift 2 ;;
    --scales) scales=$2; shift 2 ;;
    --no-swift-format) swift_format=0; shift ;;
    *) dirs+=("$1"); shift ;;
  esac
done
# The release build as it ships (Tools/release.sh: static Swift runtime, cross-module optimization).
typelint=$("$root/Tools/release.sh" --binary-only 2> /dev/null)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
corpora=()
for factor in $scales; do
  python3 "$root/Tools/generate-corpus.py" --lines $((lines * factor)) --out "$scratch/synthetic-${factor}x" > /dev/null
  corpora+=("$scratch/synthetic-${factor}x")
done
corpora+=("${dirs[@]}")
# Every rule off: the run still reads, lexes and resolves every relevant file, but holds no finding.
"$typelint" rules | awk 'BEGIN { printf "{\"rules\": {" } /^[a-z]/ { printf "%s\"%s\": \"off\"", (n++ ? ", " : ""), $1 } END { print "}}" }' \
  > "$scratch/rules-off.json"

now() { date +%s%N; }
median() { sort -n | sed -n "$(( (reps + 1) / 2 ))p"; }
printf '%-28s %7s %9s %7s %9s %11s %7s %11s %9s %8s %8s %12s %8s\n' corpus files lines MB "cat ms" "typelint ms" ratio "lines/s" "MB/s" "RSS MB" "RSS off" "swift-format" ratio
for corpus in "${corpora[@]}"; do
  find "$corpus" -type f \( -name '*.swift' -o -name '*.m' -o -name '*.mm' -o -name '*.h' \) -not -path '*/.*' -print0 > "$scratch/list"
  files=$(tr -cd '\0' < "$scratch/list" | wc -c)
  bytes=$(xargs -0 cat < "$scratch/list" | wc -c)
  count=$(xargs -0 cat < "$scratch/list" | wc -l)
  cat_times=() lint_times=()
  for _ in $(seq 1 "$reps"); do  # interleaved: both see the same machine state
    start=$(now); xargs -0 cat < "$scratch/list" > /dev/null; cat_times+=($(( ($(now) - start) / 1000 )))
    start=$(now); "$typelint" --quiet "$corpus" > /dev/null || true; lint_times+=($(( ($(now) - start) / 1000 )))
  done
  /usr/bin/time -f %M -o "$scratch/rss" "$typelint" --quiet "$corpus" > /dev/null || true
  rss=$(tail -1 "$scratch/rss")  # after "Command exited with non-zero status 1" when there are findings
  /usr/bin/time -f %M -o "$scratch/rss" "$typelint" --quiet --config "$scratch/rules-off.json" "$corpus" > /dev/null || true
  rss_off=$(tail -1 "$scratch/rss")
  cat_us=$(printf '%s\n' "${cat_times[@]}" | median)
  lint_us=$(printf '%s\n' "${lint_times[@]}" | median)
  format="-" format_ratio="-"
  # swift-format takes minutes on the larger corpora: it runs on the first scale and the folders only.
  if [ "$swift_format" = 1 ] && { [[ "$corpus" != */synthetic-*x ]] || [[ "$corpus" == */synthetic-${scales%% *}x ]]; }; then
    start=$(now); swift-format lint --recursive "$corpus" > /dev/null 2>&1 || true; format_us=$(( ($(now) - start) / 1000 ))
    format=$(awk "BEGIN { printf \"%.1f s\", $format_us / 1e6 }")
    format_ratio=$(awk "BEGIN { printf \"%.0fx\", $format_us / $lint_us }")
  fi
  awk -v name="$(basename "$corpus")" -v files="$files" -v lines="$count" -v bytes="$bytes" -v cat="$cat_us" \
      -v lint="$lint_us" -v rss="$rss" -v rss_off="$rss_off" -v format="$format" -v fratio="$format_ratio" 'BEGIN {
    printf "%-28s %7d %9d %7.1f %9.1f %11.1f %6.2fx %11.0f %9.1f %8.1f %8.1f %12s %8s\n", name, files, lines, bytes / 1e6,
      cat / 1000, lint / 1000, lint / cat, lines / (lint / 1e6), bytes / 1e6 / (lint / 1e6), rss / 1024, rss_off / 1024,
      format, fratio }'
done
