#!/usr/bin/env bash
# Adding a rule is one file and one command: in a copy of this checkout (tracked and untracked files, not .build), a
# throwaway rule that flags `.italic()` goes into one new file under Sources/TypeLintRules/Rules/, with no profile
# entry, no registry line, no README row; then Tools/generate.sh, a build, and the checks:
#  - `typelint rules` lists it, at its description's default severity under both built-in profiles;
#  - a file whose only word any rule reacts to is `italic` gets its finding (the prefilter learnt the word);
#  - its generated test class passes, its page and README row exist, and `Tools/generate.sh --check` passes.
#   Tools/test-new-rule.sh        (KEEP=1 keeps the copy)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] && echo "kept $scratch" || rm -rf "$scratch"' EXIT
fail() { [ -f "$1" ] && tail -40 "$1"; echo "new rule: $2"; exit 1; }

copy="$scratch/typelint"
mkdir -p "$copy"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf -) | tar -xf - -C "$copy"
cd "$copy"

cat > Sources/TypeLintRules/Rules/ItalicTextRule.swift <<'SWIFT'
import TypeLintSyntax

/// `italic-text`: italics set on text.
public struct ItalicTextRule: Rule {
    public static let description = RuleDescription(
        id: "italic-text",
        name: "Italic Text",
        summary: "`.italic()` on text; emphasise with a weight instead.",
        rationale: "A rule that Tools/test-new-rule.sh adds in one file, to show that a rule needs nothing else.",
        triggers: ["italic"],
        triggeringExamples: [
            Example("Text(\"Note\")↓.italic()", message: "italic text; use `.fontWeight(.medium)` for emphasis"),
            Example("Text(\"Note\").font(.body)↓.italic()", message: "italic text; use `.fontWeight(.medium)` for emphasis"),
        ],
        nonTriggeringExamples: [Example("Text(\"Note\").fontWeight(.medium)"), Example("let italic = true")])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let tree = context.tree
        return tree.code.indices.compactMap { i in
            guard i > 0, tree.isWord(i, "italic"), tree.isPunct(i - 1, "."), tree.isPunct(i + 1, "(") else { return nil }
            return Violation(tokens: i - 1..<i + 1, message: "italic text; use `.fontWeight(.medium)` for emphasis")
        }
    }
}
SWIFT

echo "== Tools/generate.sh"
Tools/generate.sh > "$scratch/generate.log" 2>&1 || fail "$scratch/generate.log" "Tools/generate.sh failed"
grep -q "^wrote Sources/TypeLintRules/RuleRegistry.swift" "$scratch/generate.log" || fail "$scratch/generate.log" "the registry was not written"
grep -q "ItalicTextRule.self" Sources/TypeLintRules/RuleRegistry.swift || fail "$scratch/generate.log" "the rule is not registered"
[ -f docs/rules/italic-text.md ] || fail "$scratch/generate.log" "no page docs/rules/italic-text.md"
grep -q '<a id="italic-text"></a>\[`italic-text`\](docs/rules/italic-text.md)' README.md || fail "$scratch/generate.log" "no README row"

echo "== build"
swift build --product typelint > "$scratch/build.log" 2>&1 || fail "$scratch/build.log" "the build failed"
typelint="$(swift build --show-bin-path)/typelint"

echo "== typelint rules"
for profile in root hig; do
  "$typelint" rules --profile "$profile" > "$scratch/rules.txt" || fail "$scratch/rules.txt" "typelint rules failed"
  grep -qE '^italic-text +warning +`\.italic\(\)` on text' "$scratch/rules.txt" \
    || fail "$scratch/rules.txt" "typelint rules --profile $profile does not list italic-text as a warning"
done

echo "== a file with .italic()"
mkdir -p "$scratch/app"
printf 'import SwiftUI\nlet note = Text("Note").italic()\n' > "$scratch/app/Note.swift"
status=0
(cd "$scratch/app" && "$typelint" --quiet --relative-paths .) > "$scratch/lint.txt" || status=$?
[ "$status" -eq 0 ] || fail "$scratch/lint.txt" "exit $status, expected 0 (a warning)"
[ "$(cat "$scratch/lint.txt")" = 'Note.swift:2:24: warning: italic text; use `.fontWeight(.medium)` for emphasis [italic-text]' ] \
  || fail "$scratch/lint.txt" "not the finding expected"

echo "== its generated tests"
swift test --filter ItalicTextRuleTests > "$scratch/test.log" 2>&1 || fail "$scratch/test.log" "its tests failed"
grep -q "Executed 3 tests, with 0 failures" "$scratch/test.log" || fail "$scratch/test.log" "its three generated tests did not run"

echo "== Tools/generate.sh --check"
Tools/generate.sh --check > "$scratch/check.log" 2>&1 || fail "$scratch/check.log" "generated files are stale after the generator ran"
echo "new rule: one file, one command"
