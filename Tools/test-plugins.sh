#!/usr/bin/env bash
# The SwiftPM plugins, as a user's package meets them: a scratch package that depends on this checkout by path.
#  - swift build runs TypeLintBuildToolPlugin: the finding is a compiler warning, the build succeeds, and an
#    unchanged target is not linted again;
#  - swift package typelint (TypeLintCommandPlugin) lints, and with --fix rewrites the finding away.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$scratch"' EXIT
package="$scratch/Greeter"
mkdir -p "$package/Sources/Greeter"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Greeter",
    dependencies: [.package(name: "typelint", path: "$repo")],
    targets: [
        .executableTarget(name: "Greeter", plugins: [.plugin(name: "TypeLintBuildToolPlugin", package: "typelint")]),
    ]
)
SWIFT
# A warning, not an error: the build goes on (root's rules are errors, and an error fails the build).
printf '{"rules": {"bold-body": "warning"}}\n' > "$package/.typelint.json"
# SwiftUI code that Linux does not compile but typelint reads.
cat > "$package/Sources/Greeter/main.swift" <<'SWIFT'
#if canImport(SwiftUI)
import SwiftUI

struct Greeting: View {
    var body: some View {
        Text("Hello").bold()
    }
}
#endif

print("hello")
SWIFT
warning="Sources/Greeter/main.swift:6:22: warning: bold body text; use \`.fontWeight(.medium)\` for emphasis [bold-body]"
cd "$package"

swift build > "$scratch/build.log" 2>&1 || { cat "$scratch/build.log"; echo "swift build failed"; exit 1; }
grep -qF "$warning" "$scratch/build.log" || { cat "$scratch/build.log"; echo "swift build did not show typelint's warning"; exit 1; }
# SwiftPM relinks a plugin's tool once more on the build after a clean one (its C target is compiled again); from
# then on, a build with no change runs nothing.
swift build > /dev/null 2>&1
swift build > "$scratch/again.log" 2>&1
if grep -q "] typelint Greeter" "$scratch/again.log"; then cat "$scratch/again.log"; echo "an unchanged target was linted again"; exit 1; fi

swift package plugin --list | grep -q "‘typelint’" || { echo "swift package plugin --list does not name typelint"; exit 1; }
swift package --allow-writing-to-package-directory typelint > "$scratch/command.log" 2>&1
grep -qF "$warning" "$scratch/command.log" || { cat "$scratch/command.log"; echo "swift package typelint did not report"; exit 1; }
swift package plugin --allow-writing-to-package-directory typelint --fix > "$scratch/fix.log" 2>&1
grep -qF 'Text("Hello").fontWeight(.medium)' Sources/Greeter/main.swift || { cat "$scratch/fix.log"; echo "--fix did not fix"; exit 1; }
swift build > "$scratch/fixed.log" 2>&1
if grep -q "warning: bold body" "$scratch/fixed.log"; then cat "$scratch/fixed.log"; echo "the fixed file still warns"; exit 1; fi
echo "plugins: swift build warns through the build-tool plugin, incrementally; swift package typelint [--fix] runs"
