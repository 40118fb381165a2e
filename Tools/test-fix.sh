#!/usr/bin/env bash
# The --fix round trip on the bundled fixtures, through the built binary: --fix on a copy leaves only unsafe fixes (a
# weight, family or design to change); --unsafe-fixes on another, then
#  - what is left has no fix (every finding with one right replacement was applied),
#  - a second --fix changes no byte,
#  - --dry-run's diff, applied with patch to a fresh copy, gives the same files,
#  - every fixed file still lexes as the compiler's parser lexes it (the lexer oracle).
# usage: Tools/test-fix.sh TYPELINT
set -euo pipefail
typelint=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
repo=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

cp -R "$repo/Fixtures" "$scratch/safe"
(cd "$scratch/safe" && { "$typelint" --fix --quiet . > /dev/null || [ $? -eq 1 ]; })
"$typelint" "$scratch/safe" --quiet --reporter json > "$scratch/safe.json" || [ $? -eq 1 ]
python3 - "$scratch/safe.json" <<'PY'
import json, sys
safe = [f for f in json.load(open(sys.argv[1]))["findings"] if not f["suppressed"] and f.get("fix", {}).get("safety") == "safe"]
for f in safe:
    print(f"left with a safe fix: {f['path']}:{f['line']}:{f['column']} [{f['rule']}] {f['message']}")
sys.exit(1 if safe else 0)
PY

cp -R "$repo/Fixtures" "$scratch/fixed"
cp -R "$repo/Fixtures" "$scratch/patched"
(cd "$scratch/patched" && { "$typelint" --unsafe-fixes --dry-run . > "$scratch/fixes.diff" || [ $? -eq 1 ]; })
(cd "$scratch/fixed" && { "$typelint" --unsafe-fixes --quiet . > /dev/null || [ $? -eq 1 ]; })
changed=$(diff -r "$repo/Fixtures" "$scratch/fixed" | grep -c '^>' || true)
[ "$changed" -gt 0 ] || { echo "--fix changed nothing in Fixtures"; exit 1; }

"$typelint" "$scratch/fixed" --quiet --reporter json > "$scratch/left.json" || [ $? -eq 1 ]
python3 - "$scratch/left.json" <<'PY'
import json, sys
findings = [f for f in json.load(open(sys.argv[1]))["findings"] if not f["suppressed"]]
fixable = [f for f in findings if f.get("fix")]
for f in fixable:
    print(f"left with a fix: {f['path']}:{f['line']}:{f['column']} [{f['rule']}] {f['message']}")
print(f"fix round trip: {len(findings)} findings left, none with a fix" if not fixable else "")
sys.exit(1 if fixable else 0)
PY

cp -R "$scratch/fixed" "$scratch/once"
(cd "$scratch/fixed" && { "$typelint" --unsafe-fixes --quiet . > /dev/null || [ $? -eq 1 ]; })
diff -r "$scratch/once" "$scratch/fixed" || { echo "a second --unsafe-fixes changed the files"; exit 1; }

(cd "$scratch/patched" && patch -p1 --quiet < "$scratch/fixes.diff")
diff -r "$scratch/fixed" "$scratch/patched" || { echo "--dry-run's diff is not what --fix wrote"; exit 1; }

"$repo/Tools/lexer-oracle.sh" compare "$scratch/fixed"
echo "fix round trip: $changed lines fixed, idempotent, dry-run diff applies, oracle agrees"
