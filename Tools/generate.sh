#!/usr/bin/env bash
# Writes what the rules and profiles make: the rule registry, the embedded profiles, the prefilter's words, a test
# class per rule, the README's rule table and a page per rule in docs/rules/ (typelint-dev, Tools/Dev/).
#   Tools/generate.sh           write the files that are stale
#   Tools/generate.sh --check   write nothing; name each stale file and exit 1 if there is one
# Two steps with a build between them: the registry is read from the rule files as text, and the rest from the rules'
# descriptions as built (a new rule's file must be registered before its description can be read).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
check=()
case "${1:-}" in
  --check) check=(--check) ;;
  "") ;;
  *) echo "usage: Tools/generate.sh [--check]" >&2; exit 2 ;;
esac
status=0
swift run --quiet typelint-dev register "${check[@]}" "$root" || status=$?
# A stale registry is reported, and the rest checked against the rules as they are built.
[ "$status" -le 1 ] || exit "$status"
swift run --quiet typelint-dev render "${check[@]}" "$root" || { s=$?; [ "$s" -gt "$status" ] && status=$s; }
exit "$status"
