#!/usr/bin/env bash
# Time and peak memory of typelint on inputs made to take it down (huge and sparse files, a finding on every line, a large
# stdin, language-server input without framing, a burst of changes), and what one finding costs.
#   Tools/stress.sh [BINARY]      (default .build/release/typelint)
# Prints one line per input: seconds, peak RSS, exit status. Needs GNU time (/usr/bin/time).
set -euo pipefail
binary=$(realpath "${1:-.build/release/typelint}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"

python3 - <<'PY'
def view(name, line, lines):
    with open(name, 'w') as f:
        f.write('import SwiftUI\nstruct V: View {\n  var body: some View {\n    VStack {\n')
        for _ in range(lines): f.write(line)
        f.write('    }\n  }\n}\n')
view('million.swift', '      Text("a").font(.system(size: 9))\n', 1_000_000)            # 2e6 findings, 40 MB
view('dense.swift', '      Text("a").font(.system(size: 9))\n', 100_000)               # 4 MB, 200k findings
view('dense-clean.swift', '      Text("a").font(.body)\n', 100_000 * 40 // 30)         # as large, no finding
view('thousands.swift', '      Text("a").font(.system(size: 9))\n', 5_000)             # 10k findings
view('thousands-clean.swift', '      Text("a").font(.body)\n', 5_000 * 40 // 30)
with open('stdin.swift', 'w') as f:
    while f.tell() < 93_000_000: f.write('let total = compute(a, b) + 1  // no font here\n')
PY

measure() {  # label, then the command; prints seconds, peak KB and status, and keeps the peak in $peak
    local label=$1; shift
    local status=0
    /usr/bin/time -f '%e %M' -o time.txt "$@" > /dev/null 2> stderr.txt || status=$?
    read -r seconds peak < <(tail -1 time.txt)
    printf '%-44s %6.2f s %8d KB  exit %d\n' "$label" "$seconds" "$peak" "$status"
}
measure "1e6 lines, a finding on each (40 MB file)" "$binary" million.swift
measure "93 MB on stdin, no findings" sh -c "\"$binary\" --stdin-path S.swift < stdin.swift"
measure "4 MB file, 200k findings (10k reported)" "$binary" dense.swift
measure "4 MB file, no findings" "$binary" dense-clean.swift
measure "10k findings" "$binary" thousands.swift; with=$peak
measure "same size, no findings" "$binary" thousands-clean.swift; without=$peak
echo "bytes per finding (10k findings, peak RSS difference): $(( (with - without) * 1024 / 10000 ))"

# What is over the limit is refused before it is read: a sparse file (a stat), a stream (read to the limit).
truncate -s 3G sparse.swift
measure "3 GB sparse file (over the cap, one line)" "$binary" sparse.swift
rm sparse.swift
measure "2 GB on stdin (over the cap, one line)" sh -c "head -c 2000000000 /dev/zero 2>/dev/null | \"$binary\" --stdin-path S.swift"

# The language server: 32 MB with no blank line before a request (skipped, the request answered), and 1,000 changes
# of a 200-line screen sent at once (the last text's diagnostics). Seconds until the answer; the server's peak RSS.
lsp() {  # label, mode, amount
    python3 - "$binary" "$2" "$3" "$1" <<'PY'
import json, os, subprocess, sys, threading, queue, time
binary, mode, amount, label = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
def frame(obj):
    body = json.dumps(obj).encode()
    return b'Content-Length: %d\r\n\r\n' % len(body) + body
server = subprocess.Popen(['/usr/bin/time', '-f', '%M', '-o', 'lsp-time.txt', binary, 'lsp'], stdin=subprocess.PIPE,
                          stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
answers = queue.Queue()
def read():
    while True:
        header = b''
        while not header.endswith(b'\r\n\r\n'):
            byte = server.stdout.read(1)
            if not byte:
                return
            header += byte
        message = json.loads(server.stdout.read(int(header.split(b':')[1])))
        answers.put((time.time(), message))
threading.Thread(target=read, daemon=True).start()
uri = 'file://' + os.getcwd() + '/V.swift'
started = time.time()
if mode == 'header':
    for _ in range(amount):
        server.stdin.write(b'x' * (1 << 20))
    server.stdin.write(b'\r\n\r\n')
else:
    text = 'import SwiftUI\nstruct V: View {\n  var body: some View {\n    VStack {\n' + '      Text("a").font(.system(size: 9))\n' * 200 + '    }\n  }\n}\n'
    server.stdin.write(frame({'jsonrpc': '2.0', 'method': 'textDocument/didOpen',
                              'params': {'textDocument': {'uri': uri, 'languageId': 'swift', 'version': 0, 'text': text}}}))
    for version in range(1, amount + 1):
        server.stdin.write(frame({'jsonrpc': '2.0', 'method': 'textDocument/didChange', 'params': {
            'textDocument': {'uri': uri, 'version': version}, 'contentChanges': [{'text': text + '// %d\n' % version}]}}))
# A code action is answered from the latest text's findings, after its diagnostics.
server.stdin.write(frame({'jsonrpc': '2.0', 'id': 1, 'method': 'textDocument/codeAction', 'params': {
    'textDocument': {'uri': uri}, 'range': {'start': {'line': 0, 'character': 0}, 'end': {'line': 0, 'character': 0}},
    'context': {'diagnostics': []}}}))
server.stdin.flush()
while True:
    at, message = answers.get(timeout=600)
    if message.get('id') == 1:
        break
server.stdin.write(frame({'jsonrpc': '2.0', 'id': 2, 'method': 'shutdown'}) + frame({'jsonrpc': '2.0', 'method': 'exit'}))
server.stdin.close()
server.wait()
peak = int(open('lsp-time.txt').read().split()[-1])
print('%-44s %6.2f s %8d KB  exit %d' % (label, at - started, peak, server.returncode))
PY
}
lsp "lsp: 32 MB without a blank line, then a request" header 32
lsp "lsp: 1,000 changes sent at once" changes 1000
