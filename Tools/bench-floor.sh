#!/bin/bash
# What a run of typelint costs before any analysis, beside `cat` of the same files and the whole run:
#   Tools/bench-floor.sh ROUNDS DIR…
# Builds HEAD in a worktree with Tools/floor.patch, where TYPELINT_FLOOR=N makes the scan stop each file after
# 1: reading it and the byte prefilter, 2: lexing it, 3: its syntax tree, 4: all the scan does (what the module
# index takes from it); nothing is indexed or linted. Then runs Tools/bench-compare.py on each DIR with those four and
# HEAD's own build, interleaved. For Swift apps: the patch lexes Objective-C files as Swift.
set -euo pipefail
rounds=$1; shift
repo=$(cd "$(dirname "$0")/.." && pwd)
tree=$(mktemp -d /tmp/typelint-floor.XXXXXX)
trap 'git -C "$repo" worktree remove --force "$tree"' EXIT
git -C "$repo" worktree add -q --detach "$tree" HEAD
git -C "$tree" apply "$repo/Tools/floor.patch"
cp "$("$tree/Tools/release.sh" --binary-only 2>/dev/null)" "$tree/floor"
git -C "$tree" checkout -q -- .
head=$("$tree/Tools/release.sh" --binary-only 2>/dev/null)
for dir in "$@"; do
    python3 "$repo/Tools/bench-compare.py" "$rounds" "$dir" "read=TYPELINT_FLOOR=1 $tree/floor" "lex=TYPELINT_FLOOR=2 $tree/floor" \
        "tree=TYPELINT_FLOOR=3 $tree/floor" "scan=TYPELINT_FLOOR=4 $tree/floor" "typelint=$head"
done
