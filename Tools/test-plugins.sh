#!/usr/bin/env bash
# The SwiftPM plugins as a user's package meets them: a scratch package that depends on this checkout BY URL AND
# VERSION (a tagged local clone, as `.package(url:from:)` names a release), which SwiftPM refuses when the package
# carries unsafe flags, and which a dependency by path would not show.
#  - swift build runs TypeLintBuildToolPlugin: a finding is a compiler warning and the build goes on; an unchanged
#    package is not linted again; a constant changed in ANOTHER target (from 20 to 9) lints again and fails the build;
#    a baseline named outside the package is an input (recorded, the build passes; emptied, it fails); a configuration
#    is read as typelint reads it (top-level keys, at most 4 MB, not another user's in a folder anyone may write to);
#  - swift package typelint lints without asking to write; swift package typelint-fix leaves an unsafe fix, and with
#    --unsafe-fixes rewrites the finding away, but not in a target whose folder is a link that leads out of the package.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$scratch"' EXIT
version=$(cd "$repo" && swift run --quiet typelint --version | awk '{print $2}')

# This checkout's files (committed or not, as a clean checkout of it would have them), tagged with its version.
clone="$scratch/typelint"
mkdir -p "$clone"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf - ) | tar -xf - -C "$clone"
git -C "$clone" init --quiet
git -C "$clone" add -A
git -C "$clone" -c user.name=ci -c user.email=ci@localhost commit --quiet -m "typelint $version"
git -C "$clone" tag "$version"

package="$scratch/Greeter"
mkdir -p "$package/Sources/Greeter" "$package/Sources/Theme" "$scratch/outside"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Greeter",
    dependencies: [.package(url: "file://$clone", from: "$version")],
    targets: [
        .target(name: "Theme"),
        .target(name: "Linked"),
        .executableTarget(name: "Greeter", dependencies: ["Theme"],
                          plugins: [.plugin(name: "TypeLintBuildToolPlugin", package: "typelint")]),
    ]
)
SWIFT
# bold-body is a warning here so that the build goes on; a size under the minimum stays an error.
printf '{"rules": {"bold-body": "warning", "raw-font-size": "off"}}\n' > "$package/.typelint.json"
cat > "$package/Sources/Theme/Metrics.swift" <<'SWIFT'
import Foundation

public enum Metrics {
    public static let captionSize: CGFloat = 20
}
SWIFT
# A target whose folder is a link out of the package, to another project of the user's: the fix verb leaves it.
ln -s ../../outside "$package/Sources/Linked"
cat > "$scratch/outside/Elsewhere.swift" <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI
struct Elsewhere: View { var body: some View { Text("Not this package's").bold() } }
#endif
SWIFT
# SwiftUI code that Linux does not compile but typelint reads.
cat > "$package/Sources/Greeter/main.swift" <<'SWIFT'
import Theme
#if canImport(SwiftUI)
import SwiftUI

struct Greeting: View {
    var body: some View {
        Text("Hello").bold()
        Text("Note").font(.system(size: Metrics.captionSize))
    }
}
#endif

print("hello")
SWIFT
warning="Sources/Greeter/main.swift:7:22: warning: bold body text; use \`.fontWeight(.medium)\` for emphasis [bold-body]"
fail() { cat "$1"; echo "plugins: $2"; exit 1; }
cd "$package"

swift build > "$scratch/build.log" 2>&1 || fail "$scratch/build.log" "swift build failed"
grep -qF "$warning" "$scratch/build.log" || fail "$scratch/build.log" "swift build did not show typelint's warning"
grep -q "min-font-size" "$scratch/build.log" && fail "$scratch/build.log" "a 20pt caption was reported"
# SwiftPM relinks a plugin's tool once more on the build after a clean one; from then on, a build with no change
# runs nothing.
swift build > /dev/null 2>&1
swift build > "$scratch/again.log" 2>&1
grep -q "] typelint Greeter" "$scratch/again.log" && fail "$scratch/again.log" "an unchanged package was linted again"

# The size is in another target: the findings of Greeter depend on it, so the build must lint again and fail.
sed -i 's/captionSize: CGFloat = 20/captionSize: CGFloat = 9/' Sources/Theme/Metrics.swift
status=0
swift build > "$scratch/stale.log" 2>&1 || status=$?
[ "$status" -ne 0 ] && grep -q "Sources/Greeter/main.swift:8:.*error: .*\[min-font-size\]" "$scratch/stale.log" \
  || fail "$scratch/stale.log" "a constant changed in another target left the build green (exit $status)"
# A baseline the configuration names outside the package is an input too: with the error recorded the build passes,
# and emptied, the build lints again and fails.
swift run --package-path "$repo" --quiet typelint --quiet --write-baseline "$scratch/known.json" Sources > /dev/null 2>&1 || true
printf '{"rules": {"bold-body": "warning", "raw-font-size": "off"}, "baseline": "../known.json"}\n' > .typelint.json
# SwiftPM asks a plugin for its commands again when the target's files change, not when another input does: a clean
# build is one that asks.
swift package clean
swift build > "$scratch/known.log" 2>&1 || fail "$scratch/known.log" "a baselined error failed the build"
swift build > /dev/null 2>&1  # the tool relinked once more after a clean build
printf '{"version": 1, "findings": []}\n' > "$scratch/known.json"
status=0
swift build > "$scratch/unknown.log" 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "$scratch/unknown.log" "a baseline emptied outside the package left the build green"
printf '{"rules": {"bold-body": "warning", "raw-font-size": "off"}}\n' > .typelint.json
sed -i 's/captionSize: CGFloat = 9/captionSize: CGFloat = 20/' Sources/Theme/Metrics.swift

swift package plugin --list > "$scratch/list.log"
grep -q "‘typelint’" "$scratch/list.log" && grep -q "‘typelint-fix’" "$scratch/list.log" \
  || fail "$scratch/list.log" "swift package plugin --list does not name typelint and typelint-fix"
# Linting asks for no permission: without --allow-writing-to-package-directory it runs (and cannot prompt).
swift package typelint < /dev/null > "$scratch/command.log" 2>&1 || fail "$scratch/command.log" "swift package typelint failed"
grep -qF "$warning" "$scratch/command.log" || fail "$scratch/command.log" "swift package typelint did not report"
# bold-body's fix changes a weight: typelint-fix leaves it, and applies it when given --unsafe-fixes.
swift package --allow-writing-to-package-directory typelint-fix > "$scratch/fix.log" 2>&1 || fail "$scratch/fix.log" "typelint-fix failed"
grep -qF 'Text("Hello").bold()' Sources/Greeter/main.swift || fail "$scratch/fix.log" "typelint-fix applied an unsafe fix"
swift package --allow-writing-to-package-directory typelint-fix --unsafe-fixes > "$scratch/fix.log" 2>&1 || fail "$scratch/fix.log" "typelint-fix failed"
grep -qF 'Text("Hello").fontWeight(.medium)' Sources/Greeter/main.swift || fail "$scratch/fix.log" "typelint-fix did not fix"
grep -qF 'Text("Not this package'"'"'s").bold()' "$scratch/outside/Elsewhere.swift" \
  && grep -q "target 'Linked' leads outside the package" "$scratch/fix.log" || fail "$scratch/fix.log" "typelint-fix wrote outside the package"
swift build > "$scratch/fixed.log" 2>&1 || fail "$scratch/fixed.log" "the fixed package does not build"
grep -q "warning: bold body" "$scratch/fixed.log" && fail "$scratch/fixed.log" "the fixed file still warns"
# The files a configuration names, as the build-tool plugin reads them, compiled alone: top-level keys only (not one in
# a comment, a string or a nested object), nothing from a configuration over 4 MB or another user's left in a folder
# anyone may write to.
mkdir -p "$scratch/named/shared" && cd "$scratch/named"
{ echo 'import Foundation'; sed -n '/^func namedFiles/,/^#if canImport(XcodeProjectPlugin)/p' "$repo/Plugins/TypeLintBuildToolPlugin/TypeLintBuildToolPlugin.swift" | sed '$d'
  echo 'for path in CommandLine.arguments.dropFirst() { print(namedFiles(in: URL(fileURLWithPath: path)).map(\.lastPathComponent).joined(separator: " ")) }'; } > named.swift
swiftc named.swift -o named > named.log 2>&1 || fail named.log "the plugin's namedFiles does not compile alone"
printf '{"profile": "brand.json", // "baseline": "commented.json"\n /* "baseline": "block.json" */ "note": "a // b /* c",\n "rules": {"baseline": "nested.json"}, "baseline": "known.json"}\n' > commented.json
{ printf '{"baseline": "big.json", "note": "'; head -c 5000000 /dev/zero | tr '\0' x; printf '"}\n'; } > big.json
printf '{"baseline": "planted.json"}\n' > shared/planted.json
chmod 1777 shared
chown nobody shared/planted.json 2>/dev/null || true
./named commented.json big.json shared/planted.json > named.out
expected=$(printf 'brand.json known.json\n\n\n')
[ "$(stat -c %U shared/planted.json)" = nobody ] || expected=$(printf 'brand.json known.json\n\nplanted.json\n')
[ "$(cat named.out)" = "$expected" ] || { echo "got:"; cat named.out; fail named.log "the plugin read a configuration as typelint does not"; }
cd "$package"

echo "plugins: a dependency by version builds; the build-tool plugin warns, incrementally, and sees other targets; lint and fix verbs run"
