#!/usr/bin/env bash
# The README's install from source and the prebuilt binary's path, as a user meets them:
#  - clone this checkout, run Tools/release.sh, copy the binary alone (the clone deleted): it lints;
#  - the artifact bundle's info.json names an executable that runs;
#  - the plugins package (on the bundle) tagged with the version, and a package that depends on it by URL and version:
#    swift build shows the finding, and no typelint source is compiled in the user's build.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] || rm -rf "$scratch"' EXIT
fail() { cat "$1"; echo "release: $2"; exit 1; }

clone="$scratch/typelint"
mkdir -p "$clone"
(cd "$root" && git ls-files -z --cached --others --exclude-standard | xargs -0 tar -cf - ) | tar -xf - -C "$clone"
(cd "$clone" && Tools/release.sh --output "$scratch/dist") > "$scratch/release.log" 2>&1 || fail "$scratch/release.log" "Tools/release.sh failed"
rm -rf "$clone"

mkdir -p "$scratch/bin" "$scratch/app"
cp "$scratch/dist/typelint" "$scratch/bin/typelint"
cd "$scratch/app"
printf 'import SwiftUI\nlet caption = Text("x").font(.system(size: 9))\n' > View.swift
status=0
"$scratch/bin/typelint" --quiet --relative-paths . > out.txt || status=$?
[ "$status" -eq 1 ] && grep -q "^View.swift:2:30: error: .*\[raw-font-size\]" out.txt \
  || fail out.txt "the installed binary did not report the violation (exit $status)"
version=$("$scratch/bin/typelint" --version | awk '{print $2}')

unzip -q "$scratch/dist/typelint.artifactbundle.zip" -d "$scratch/unzipped"
python3 - "$scratch/unzipped/typelint.artifactbundle" "$version" <<'PY'
import json, os, sys
bundle, version = sys.argv[1], sys.argv[2]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["typelint"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
for variant in artifact["variants"]:
    path = os.path.join(bundle, variant["path"])
    assert os.access(path, os.X_OK), f"{path} is not executable"
    assert variant["supportedTriples"], variant
PY
"$scratch/unzipped/typelint.artifactbundle/"*/bin/typelint --version | grep -qx "typelint $version" \
  || { echo "release: the bundle's binary does not run"; exit 1; }

plugins="$scratch/dist/typelint-plugins"
git -C "$plugins" init --quiet && git -C "$plugins" add -A
git -C "$plugins" -c user.name=ci -c user.email=ci@localhost commit --quiet -m "typelint-plugins $version"
git -C "$plugins" tag "$version"
package="$scratch/Consumer"
mkdir -p "$package/Sources/Consumer"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(url: "file://$plugins", from: "$version")],
    targets: [.executableTarget(name: "Consumer", plugins: [.plugin(name: "TypeLintBuildToolPlugin", package: "typelint-plugins")])]
)
SWIFT
printf '{"rules": {"raw-font-size": "warning"}}\n' > "$package/.typelint.json"
printf '#if canImport(SwiftUI)\nimport SwiftUI\nlet caption = Text("x").font(.system(size: 13))\n#endif\nprint("hi")\n' > "$package/Sources/Consumer/main.swift"
cd "$package"
swift build -v > "$scratch/build.log" 2>&1 || fail "$scratch/build.log" "the consumer of the plugins package does not build"
grep -q "Sources/Consumer/main.swift:3:30: warning: .*\[raw-font-size\]" "$scratch/build.log" \
  || fail "$scratch/build.log" "the binary plugin did not report"
grep -q "TypeLintSyntax" "$scratch/build.log" && fail "$scratch/build.log" "typelint was compiled in the user's build"
echo "release: built, installed alone, bundled; a package depending on the plugins by version lints with the prebuilt binary"
