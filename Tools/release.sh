#!/usr/bin/env bash
# The release build: the tuned binary, the artifact bundle that SwiftPM plugins and Mint-style installers take
# prebuilt, and a plugins package that uses the bundle instead of compiling typelint inside the user's build.
#
# usage: Tools/release.sh [--binary-only] [--output DIR] [--url URL]
#   --binary-only  build the tuned binary only and print its path (the benchmark scripts use this)
#   --output DIR   where the artifacts go (default .build/dist)
#   --url URL      the address the bundle will be published at: the plugins package then names it by URL and
#                  checksum; without it, the package names the bundle beside it by path (for local use and tests)
#
# Writes, into DIR:
#   typelint                        the binary (static Swift runtime on Linux: it needs nothing beside it)
#   typelint.artifactbundle.zip     an artifact bundle (info.json schema 1.0, one executable artifact)
#   typelint-plugins/               a package with the build-tool, lint and fix plugins on a binaryTarget of the bundle;
#                                   publish it as its own repository (as SwiftLint publishes SwiftLintPlugins)
#
# The tuning lives here rather than in Package.swift, because SwiftPM refuses a package with unsafe flags as a
# versioned dependency: cross-module optimization (each stage's small functions inlined into the next: about 3 % of a
# run's instructions), and on Linux a fixed load address (-no-pie: the loader has no relocations to apply to Swift's
# metadata, most of a one-file run's start-up).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
output="$root/.build/dist"
url=""
binary_only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --binary-only) binary_only=1 ;;
    --output) output="$2"; shift ;;
    --url) url="$2"; shift ;;
    *) echo "usage: Tools/release.sh [--binary-only] [--output DIR] [--url URL]" >&2; exit 2 ;;
  esac
  shift
done

flags=(-c release --product typelint --package-path "$root" -Xswiftc -cross-module-optimization)
case "$(uname -s)" in
  Linux) flags+=(--static-swift-stdlib -Xswiftc -Xclang-linker -Xswiftc -no-pie) ;;
  Darwin) flags+=(--arch arm64 --arch x86_64) ;;
esac
swift build "${flags[@]}" >&2
binary="$(swift build "${flags[@]}" --show-bin-path)/typelint"
if [ -n "$binary_only" ]; then echo "$binary"; exit 0; fi

version=$("$binary" --version | awk '{print $2}')
case "$(uname -s)" in
  Linux) variant="typelint-$version-$(uname -m)-linux"; triples="\"$(uname -m)-unknown-linux-gnu\"" ;;
  Darwin) variant="typelint-$version-macos"; triples='"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
esac
rm -rf "$output" && mkdir -p "$output"
cp "$binary" "$output/typelint"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
bundle="$stage/typelint.artifactbundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/typelint"
cp "$root/LICENSE" "$bundle/LICENSE"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "typelint": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "$variant/bin/typelint", "supportedTriples": [$triples] }
      ]
    }
  }
}
JSON
(cd "$stage" && zip -qr -X "$output/typelint.artifactbundle.zip" typelint.artifactbundle)

plugins="$output/typelint-plugins"
mkdir -p "$plugins/Plugins"
for plugin in TypeLintBuildToolPlugin TypeLintCommandPlugin TypeLintFixPlugin; do
  cp -RL "$root/Plugins/$plugin" "$plugins/Plugins/$plugin"
done
cp "$root/LICENSE" "$plugins/LICENSE"
if [ -n "$url" ]; then
  checksum=$(swift package compute-checksum "$output/typelint.artifactbundle.zip")
  binary_target=".binaryTarget(name: \"typelint\", url: \"$url\", checksum: \"$checksum\")"
else
  cp "$output/typelint.artifactbundle.zip" "$plugins/typelint.artifactbundle.zip"
  binary_target='.binaryTarget(name: "typelint", path: "typelint.artifactbundle.zip")'
fi
cat > "$plugins/Package.swift" <<SWIFT
// swift-tools-version:6.0
// typelint $version's SwiftPM plugins on its prebuilt binary: nothing is compiled in the user's build but the plugins.
import PackageDescription

let package = Package(
    name: "typelint-plugins",
    products: [
        .plugin(name: "TypeLintBuildToolPlugin", targets: ["TypeLintBuildToolPlugin"]),
        .plugin(name: "TypeLintCommandPlugin", targets: ["TypeLintCommandPlugin"]),
        .plugin(name: "TypeLintFixPlugin", targets: ["TypeLintFixPlugin"]),
    ],
    targets: [
        $binary_target,
        .plugin(name: "TypeLintBuildToolPlugin", capability: .buildTool(), dependencies: ["typelint"]),
        .plugin(name: "TypeLintCommandPlugin",
                capability: .command(intent: .custom(verb: "typelint", description: "Lint the package's Swift typography")),
                dependencies: ["typelint"]),
        .plugin(name: "TypeLintFixPlugin",
                capability: .command(intent: .custom(verb: "typelint-fix", description: "Apply typelint's fixes to the package"),
                                     permissions: [.writeToPackageDirectory(reason: "typelint-fix rewrites the fixable findings")]),
                dependencies: ["typelint"]),
    ]
)
SWIFT
echo "$output"
