#!/usr/bin/env bash
# Checks the user documentation: README.md and docs/. Prints one line per problem and exits 1 if there is any.
#   Tools/check-docs.sh
# - README.md has at most 400 lines (it is a manual; the rest belongs in docs/);
# - README.md and docs/**/*.md hold no local paths (/tmp/, /work/), no paths out of the repository (../shared),
#   no notes on how the work was organised ("stop 3", "issue 12"), and no commit hash (7 to 40 hex digits, with
#   a digit among them) inside backticks or parentheses;
# - every relative link in README.md, CHANGELOG.md and docs/**/*.md (the generated rule pages too) points to a file
#   or folder that exists;
# - CHANGELOG.md's newest version is the one `typelint --version` prints (Sources/typelint/CommandLineTool.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PY'
import os, re, sys

MAX_README_LINES = 400
FORBIDDEN = [(re.compile(p, re.IGNORECASE), shown) for p, shown in
             ((r'stop [0-9]', 'stop N'), (r'issue [0-9]', 'issue N'), (r'/tmp/', '/tmp/'), (r'/work/', '/work/'),
              (r'\.\./shared', '../shared'))]
SPANS = re.compile(r'`[^`]*`|\([^()]*\)')                     # inline code, and innermost parentheses
HASH = re.compile(r'(?<![0-9A-Za-z])(?=[0-9a-fA-F]*[0-9])[0-9a-fA-F]{7,40}(?![0-9A-Za-z])')
INLINE_LINK = re.compile(r'!?\[[^\]]*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+("[^"]*"|\'[^\']*\'))?\s*\)')
REFERENCE_LINK = re.compile(r'^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)')
HTML_LINK = re.compile(r'<a\s[^>]*href="([^"]+)"', re.IGNORECASE)
SCHEME = re.compile(r'^[A-Za-z][A-Za-z0-9+.-]*:')

root = os.getcwd()
problems = []

def markdown_files():
    files = [name for name in ('README.md', 'CHANGELOG.md') if os.path.exists(name)]
    for folder, subfolders, names in os.walk('docs'):
        subfolders.sort()
        files += [os.path.join(folder, n) for n in sorted(names) if n.endswith('.md')]
    return files

def check_text(path, lines):
    for number, line in enumerate(lines, 1):
        for pattern, shown in FORBIDDEN:
            if pattern.search(line):
                problems.append(f'{path}:{number}: "{shown}" must not appear: {line.strip()[:120]}')
        for span in SPANS.findall(line):
            for found in HASH.findall(span):
                problems.append(f'{path}:{number}: a commit hash ({found}) must not appear: {span[:120]}')

def link_targets(lines):
    """(line number, target) of each link outside fenced code blocks and code spans."""
    fence = None
    for number, line in enumerate(lines, 1):
        marker = re.match(r'^\s*(```|~~~)', line)
        if marker:
            fence = None if fence == marker.group(1) else (fence or marker.group(1))
            continue
        if fence:
            continue
        text = re.sub(r'`[^`]*`', '``', line)
        for match in INLINE_LINK.finditer(text):
            yield number, match.group(1)
        for match in HTML_LINK.finditer(text):
            yield number, match.group(1)
        match = REFERENCE_LINK.match(text)
        if match:
            yield number, match.group(1)

def check_links(path, lines):
    for number, target in link_targets(lines):
        target = target.strip('<>')
        if not target or target.startswith('#') or SCHEME.match(target):
            continue
        relative = re.split(r'[#?]', target, 1)[0]
        if not relative:
            continue
        resolved = os.path.normpath(os.path.join(root, os.path.dirname(path), relative))
        if not os.path.exists(resolved):
            problems.append(f'{path}:{number}: link to a file that does not exist: {target}')

if not os.path.exists('README.md'):
    problems.append('README.md: missing')
for path in markdown_files():
    with open(path, encoding='utf-8', errors='replace') as f:
        lines = f.read().splitlines()
    if path == 'README.md' and len(lines) > MAX_README_LINES:
        problems.append(f'README.md: {len(lines)} lines, more than {MAX_README_LINES}')
    check_text(path, lines)
    check_links(path, lines)

with open('Sources/typelint/CommandLineTool.swift', encoding='utf-8') as f:
    version = re.search(r'static let version = "([^"]+)"', f.read()).group(1)
newest = None
if os.path.exists('CHANGELOG.md'):
    with open('CHANGELOG.md', encoding='utf-8') as f:
        newest = next((m.group(1) for m in re.finditer(r'^## \[?([0-9][^\s\]]*)', f.read(), re.MULTILINE)), None)
if newest != version:
    problems.append(f'CHANGELOG.md: its newest version is {newest}, typelint --version prints {version}')

for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
PY
