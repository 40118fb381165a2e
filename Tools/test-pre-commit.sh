#!/usr/bin/env bash
# Integration test for the pre-commit hook: installs pre-commit from PyPI into a throwaway virtualenv,
# makes a throwaway repository and runs `pre-commit try-repo <this checkout> typelint` on staged files:
# a violation must block with the finding printed (in Swift and in Objective-C); a clean file must pass.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
export PRE_COMMIT_HOME="$scratch/cache"
python3 -m venv "$scratch/venv"
"$scratch/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
pre_commit="$scratch/venv/bin/pre-commit"

repo="$scratch/repo"
mkdir -p "$repo/Sources" && cd "$repo"
git init -q && git config user.email ci@example.invalid && git config user.name ci
printf 'import SwiftUI\nlet caption = Text("x").font(.system(size: 9))\n' > Sources/Bad.swift
printf 'notes\n' > notes.txt
git add Sources/Bad.swift notes.txt

if "$pre_commit" try-repo "$root" typelint > "$scratch/blocked.txt" 2>&1; then
  cat "$scratch/blocked.txt"; echo "pre-commit: a staged violation did not block"; exit 1
fi
grep -q "Sources/Bad.swift:2:30: error: .*\[raw-font-size\]" "$scratch/blocked.txt" \
  || { cat "$scratch/blocked.txt"; echo "pre-commit: the finding was not printed"; exit 1; }

git rm -q --cached Sources/Bad.swift
printf '@implementation V\n- (void)x { self.l.font = [UIFont systemFontOfSize:9]; }\n@end\n' > Sources/Bad.m
git add Sources/Bad.m
if "$pre_commit" try-repo "$root" typelint > "$scratch/blocked-objc.txt" 2>&1; then
  cat "$scratch/blocked-objc.txt"; echo "pre-commit: a staged Objective-C violation did not block"; exit 1
fi
grep -q "Sources/Bad.m:2:[0-9]*: error: .*\[raw-font-size\]" "$scratch/blocked-objc.txt" \
  || { cat "$scratch/blocked-objc.txt"; echo "pre-commit: the Objective-C finding was not printed"; exit 1; }

git rm -q --cached Sources/Bad.m
# A header is tagged `header`, not `objective-c`: its macros are checked as the git hook checks them.
printf '#define kTitleFont [UIFont systemFontOfSize:9]\n' > Sources/Theme.h
git add Sources/Theme.h
if "$pre_commit" try-repo "$root" typelint > "$scratch/blocked-header.txt" 2>&1; then
  cat "$scratch/blocked-header.txt"; echo "pre-commit: a staged header's violation did not block"; exit 1
fi
git rm -q --cached Sources/Theme.h
# pre-commit appends the staged names after the hook's args: a name that reads as an option is a file to lint
# (without `--`, `--output=App.swift` would write the report over App.swift and `--exclude=*.swift` would pass).
printf 'import SwiftUI\nlet caption = Text("x").font(.caption2)\n' > App.swift
printf 'import SwiftUI\nlet caption = Text("x").font(.system(size: 9))\n' > ./--output=App.swift
cp ./--output=App.swift './--exclude=*.swift'
git add -- App.swift --output=App.swift '--exclude=*.swift'
if "$pre_commit" try-repo "$root" typelint > "$scratch/named.txt" 2>&1; then
  cat "$scratch/named.txt"; echo "pre-commit: staged files named like options were obeyed, not linted"; exit 1
fi
for name in '--output=App.swift' '--exclude=\*.swift'; do
  grep -q -- "/$name:2:30: error: .*\[raw-font-size\]" "$scratch/named.txt" \
    || { cat "$scratch/named.txt"; echo "pre-commit: $name was not linted as a file"; exit 1; }
done
grep -q 'font(.caption2)' App.swift || { cat App.swift; echo "pre-commit: App.swift was written"; exit 1; }
git rm -q --cached -- App.swift --output=App.swift '--exclude=*.swift'
rm -- App.swift ./--output=App.swift './--exclude=*.swift'

printf 'import SwiftUI\nlet caption = Text("x").font(.caption2)\n' > Sources/Good.swift
git add Sources/Good.swift
"$pre_commit" try-repo "$root" typelint > "$scratch/passed.txt" 2>&1 \
  || { cat "$scratch/passed.txt"; echo "pre-commit: a clean staged file was blocked"; exit 1; }
echo "pre-commit: a staged violation blocks (Swift and Objective-C), staged names that read as options are files, a clean file passes"
