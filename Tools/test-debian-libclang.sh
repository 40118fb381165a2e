#!/usr/bin/env bash
# Checks the Debian libclang path: installs libclang-dev (apt) and requires the Objective-C fixtures'
# findings through it to be exactly those through the Swift toolchain's libclang, both when named by
# TYPELINT_LIBCLANG and when found by the search alone (no swift on PATH).
# Usage: test-debian-libclang.sh TYPELINT_BINARY
set -euo pipefail
typelint=$1
root=$(cd "$(dirname "$0")/.." && pwd)
if ! ls /usr/lib/llvm-*/lib/libclang.so* > /dev/null 2>&1; then
  apt-get update -qq > /dev/null && apt-get install -y -qq libclang-dev > /dev/null
fi
debian=$(ls /usr/lib/llvm-*/lib/libclang.so* | sort -V | tail -1)
files=("$root"/Fixtures/*.m "$root"/Fixtures/*.h)
toolchain=$("$typelint" --quiet --require-objc "${files[@]}" || true)
named=$(TYPELINT_LIBCLANG="$debian" "$typelint" --quiet --require-objc "${files[@]}" || true)
searched=$(PATH=/usr/bin:/bin "$typelint" --quiet --require-objc "${files[@]}" || true)
[ -n "$toolchain" ] || { echo "libclang: the toolchain's libclang found nothing"; exit 1; }
[ "$named" = "$toolchain" ] || { echo "libclang: $debian (TYPELINT_LIBCLANG) differs from the toolchain's"; exit 1; }
[ "$searched" = "$toolchain" ] || { echo "libclang: Debian's, found by search, differs from the toolchain's"; exit 1; }
echo "libclang: $debian gives the toolchain's $(echo "$toolchain" | wc -l) Objective-C findings, named and searched"
