#!/usr/bin/env python3
"""Fuzz the built typelint binary with hostile input: it must never crash, hang, lose an edit or print broken output.

Usage: fuzz.py TYPELINT [--seconds N] [--seed N] [--keep DIR]

Four classes of runs share the time, each run picking one:

- sources: a fixture (or a generated file) damaged — truncation, byte flips, unbalanced delimiters, invalid UTF-8, a
  BOM, CR or CRLF line ends, huge numbers, deep nesting, a huge line, many findings — linted with a random reporter.
- names: a file named with the bytes that break outputs — a line break and `::error …`, ESC and OSC sequences, a
  backtick, `|`, a quote, a backslash, a tab, a leading dash, bytes that are not UTF-8 — linted (walked, or named
  after `--`) with a random reporter, or fixed with --dry-run (its diff must apply with `git apply` to that file).
  Besides the report's own checks, stderr and the text report must hold no raw control character and no line that
  starts with `::`.
- fix-race: `--fix` on a tree while another process rewrites its files (in place or by rename), or while a second
  `--fix` runs, or killed with SIGTERM or SIGINT at a random moment. Every file must end as a version the writer wrote
  or the correct fix of one (never a mangled edit), still lex (`typelint tokens`), and no `.typelint-*` temporary
  file may be left.
- lsp: `typelint lsp` fed valid requests among damaged framing — negative, huge or non-numeric lengths, a missing
  length, junk before a header, a body longer or shorter than its header says, headers that never end. It must exit
  0 or 1 (never a signal) in time, and answer the request after the damage unless a damaged length swallowed it.

Every run has a time limit (20 s, more for large inputs) and a memory limit (4 GB of address space). A run fails on a
signal, an exit status other than 0, 1 or 2, a time-out, JSON, SARIF or Code Climate that does not parse, JUnit or
Checkstyle that is not well-formed XML, a Markdown row broken across lines, a `github` line that is not one workflow
command, or the class's own checks. Failing inputs are kept in --keep (default: a temporary folder) and the last line
is `fuzz: N passed, M failed`; the exit status is 1 if any run failed.

Nesting goes past 100k brackets now and then: typelint must lint it (no recursion in its lexers or parser) rather
than crash on it.
"""
import argparse, json, os, random, resource, shutil, signal, subprocess, sys, tempfile, threading, time
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(os.path.dirname(HERE), 'Fixtures')
REPORTERS = ['text', 'json', 'sarif', 'github', 'junit', 'checkstyle', 'codeclimate', 'markdown']
VIOLATION = b'Text("x").font(.system(size: 9)).bold()\n'


def sources():
    found = []
    for name in sorted(os.listdir(FIXTURES)):
        if name.endswith(('.swift', '.m', '.h')):
            with open(os.path.join(FIXTURES, name), 'rb') as f:
                found.append((name, f.read()))
    return found


def mutate(rng, name, data):
    """One or a few damages of `data`; returns the new name and bytes."""
    kind = rng.choice(['truncate', 'flip', 'delimiters', 'utf8', 'bom', 'newlines', 'numbers', 'nesting',
                       'long-line', 'many-findings', 'mix'])
    objc = not name.endswith('.swift')
    if kind == 'truncate':
        data = data[:rng.randrange(len(data) + 1)]
    elif kind == 'flip':
        data = bytearray(data)
        for _ in range(rng.randint(1, 20)):
            if data:
                data[rng.randrange(len(data))] = rng.randrange(256)
        data = bytes(data)
    elif kind == 'delimiters':
        data = bytearray(data)
        for _ in range(rng.randint(1, 30)):
            at = rng.randrange(len(data) + 1)
            if rng.random() < 0.5 and data:
                del data[min(at, len(data) - 1)]
            else:
                data[at:at] = rng.choice([b'(', b')', b'{', b'}', b'[', b']', b'"', b'"""', b'#"', b'/*', b'*/', b'\\(', b'#if', b'#endif\n'])
        data = bytes(data)
    elif kind == 'utf8':
        at = rng.randrange(len(data) + 1)
        data = data[:at] + rng.choice([b'\xff', b'\xc3', b'\xe2\x82', b'\xed\xa0\x80', b'\xf4\x90\x80\x80']) + data[at:]
    elif kind == 'bom':
        data = b'\xef\xbb\xbf' + data
    elif kind == 'newlines':
        data = data.replace(b'\n', rng.choice([b'\r', b'\r\n', b'\n\r']))
    elif kind == 'numbers':
        huge = rng.choice([b'1e19', b'1e400', b'0x1p63', b'1_0000_0000_0000_0000_000', b'-1e308', b'0.0000001', b'1e-400'])
        data = data.replace(b'size: 1', b'size: ' + huge).replace(b'OfSize:1', b'OfSize:' + huge)
        data += b'\nlet f = Font.system(size: ' + huge + b')\n' if not objc else b''
    elif kind == 'nesting':
        depth = rng.randint(100, 120_000 if rng.random() < 0.1 else 20_000)
        opener, closer = rng.choice([(b'(', b')'), (b'{', b'}'), (b'[', b']'), (b'Text(', b')'), (b'VStack { ', b' }.font(.body)')])
        if objc:
            opener, closer = rng.choice([(b'(', b')'), (b'[', b']'), (b'{', b'}')])
        data = data + b'\n' + opener * depth + closer * rng.randint(0, depth) + b'\n'
    elif kind == 'long-line':
        data = data + b'\nlet s = "' + b'x' * rng.randint(10_000, 1_000_000) + b'"\n' + b'a' * rng.randint(1, 100_000) + b'\n'
    elif kind == 'many-findings':
        data = data + VIOLATION * rng.randint(100, 20_000)
    else:
        for _ in range(rng.randint(2, 4)):
            name, data = mutate(rng, name, data)
    return name, data


def limits():
    resource.setrlimit(resource.RLIMIT_AS, (4 << 30, 4 << 30))


def check(reporter, result):
    """What is wrong with one run, or None."""
    if result.returncode < 0:
        return f'killed by signal {-result.returncode}'
    if result.returncode not in (0, 1, 2):
        return f'exit status {result.returncode}'
    out = result.stdout.decode('utf-8', 'replace')
    if reporter in ('junit', 'checkstyle') and result.returncode != 2:
        try:
            ET.fromstring(result.stdout)
        except ET.ParseError as error:
            return f'{reporter} output is not well-formed XML: {error}'
    if reporter == 'markdown':
        for line in out.splitlines():
            if line.startswith('|') and not line.endswith('|'):
                return f'markdown row broken across lines: {line[:120]!r}'
    if reporter in ('json', 'sarif', 'codeclimate') and result.returncode != 2:
        try:
            document = json.loads(out)
        except ValueError as error:
            return f'{reporter} output does not parse: {error}'
        if reporter == 'sarif' and not isinstance(document.get('runs'), list):
            return 'SARIF without runs'
    if reporter == 'github':
        for line in out.splitlines():
            if not line.startswith('::') or '\r' in line:
                return f'github line is not one command: {line[:120]!r}'
    return None


def lines_problem(text, what):
    """A raw control character (a line break aside) or a line a CI runner would read as a command, or None."""
    for line in text.split('\n'):
        if any(ord(c) < 0x20 or 0x7F <= ord(c) <= 0x9F for c in line):
            return f'{what}: a raw control character in {line[:120]!r}'
        if line.strip().startswith('::'):
            return f'{what}: a line that starts with "::": {line[:120]!r}'
    return None


NAME_PARTS = [b'\n::error file=V.swift,line=1::injected', b'\r::warning::x', b'\x1b[2J', b'\x1b]0;title\x07',
              b'\x1b]8;;https://example.invalid\x1b\\', b'`', b'``', b'|', b'"', b'\\', b'\t', b'%0A', b' ', b'\xe2\x80\xae',
              b'\xc2\x9b', b'\xff', b'\xe9', b'caf\xc3\xa9', b'+++ b/V.swift', b'\n--- a/x\n', b'-', b'--output=x.swift', b'*']


def hostile_name(rng):
    """A file name of hostile parts: what comes first may be a dash; it ends in .swift and fits a name's 255 bytes."""
    name = b''.join(rng.choice(NAME_PARTS) for _ in range(rng.randint(1, 5)))
    if rng.random() < 0.3:
        name = b'-' + name
    name = name.replace(b'/', b'_').replace(b'\0', b'_')[:240]
    return (name or b'x') + b'.swift'


def run_names(rng, args, work):
    """A walk or a command line holding a hostile name: every output well-formed, nothing obeyed."""
    os.makedirs(work)
    name = hostile_name(rng)
    body = VIOLATION if rng.random() < 0.7 else b'import SwiftUI\nlet t = Text("x").font(.caption).tracking(2)\n'
    if rng.random() < 0.2:
        body = b'let x = "\xff"\n'  # not UTF-8: an error line naming the file
    with open(os.path.join(work.encode(), name), 'wb') as f:
        f.write(body)
    with open(os.path.join(work, 'V.swift'), 'wb') as f:
        f.write(b'import SwiftUI\nlet t = Text("v").font(.body)\n')
    named = [b'.'] if rng.random() < 0.5 else [b'--', name]
    relative = [b'--relative-paths'] if rng.random() < 0.5 else []
    if rng.random() < 0.25:
        command = [args.typelint.encode(), b'--fix', b'--dry-run'] + relative + named
        result = subprocess.run(command, capture_output=True, timeout=20, preexec_fn=limits, cwd=work)
        problem = basic_problem(result) or lines_problem(result.stderr.decode('utf-8', 'replace'), 'stderr')
        if problem is None and result.returncode == 1 and shutil.which('git'):
            with open(os.path.join(work, 'fix.patch'), 'wb') as f:
                f.write(result.stdout)
            applied = subprocess.run(['git', 'apply', '-p1', 'fix.patch'], capture_output=True, cwd=work)
            with open(os.path.join(work.encode(), name), 'rb') as f:
                fixed = f.read()
            if applied.returncode != 0:
                problem = f'the dry run\'s diff does not apply: {applied.stderr.decode(errors="replace")[:200]}'
            elif b'.tracking' in fixed:
                problem = 'the dry run\'s diff did not fix the file it names'
        return problem, command
    reporter = rng.choice(REPORTERS)
    command = [args.typelint.encode(), b'--reporter', reporter.encode()] + relative + named
    result = subprocess.run(command, capture_output=True, timeout=20, preexec_fn=limits, cwd=work)
    problem = check(reporter, result) or lines_problem(result.stderr.decode('utf-8', 'replace'), 'stderr')
    if problem is None and reporter == 'text':
        problem = lines_problem(result.stdout.decode('utf-8', 'replace'), 'text report')
    if problem is None and reporter == 'markdown':
        rows = [line for line in result.stdout.decode('utf-8', 'replace').split('\n') if line.startswith('| error')]
        # A name that is not UTF-8 cannot be given on the command line (arguments are Strings); walked, it is linted.
        if body == VIOLATION and named == [b'.'] and len(rows) != 2:
            problem = f'markdown: {len(rows)} rows for two findings'
    return problem, command


FIX_VERSIONS = [
    b'import SwiftUI\nstruct V: View {\n    var body: some View {\n        Text("a")\n            .font(.caption)\n            .tracking(%d)\n    }\n}\n',
    b'import SwiftUI\nlet a = Text("a").font(.system(size: 17)) // %d\nlet b = Text("b").font(.caption)\n',
    b'import SwiftUI\nlet a = Text("a").font(.caption).tracking(%d)\nlet b = Text("b").font(.system(size: 17))\n',
    b'import SwiftUI\nlet clean = Text("a").font(.body) // %d\n',
]


def fixed_versions(typelint, work, versions):
    """Each version's text as `--fix` leaves it, from one run on a folder of them."""
    folder = os.path.join(work, 'expected')
    os.makedirs(folder)
    for index, text in enumerate(versions):
        with open(os.path.join(folder, f'E{index}.swift'), 'wb') as f:
            f.write(text)
    subprocess.run([typelint, '--fix', '--quiet', '.'], capture_output=True, timeout=60, cwd=folder)
    fixed = []
    for index in range(len(versions)):
        with open(os.path.join(folder, f'E{index}.swift'), 'rb') as f:
            fixed.append(f.read())
    shutil.rmtree(folder)
    return fixed


def run_fix_race(rng, args, work):
    """`--fix` against a writer, a second `--fix`, or a signal: no mangled edit, no temporary file left."""
    os.makedirs(work)
    versions = [template % rng.randint(1, 9) for template in FIX_VERSIONS for _ in range(2)]
    fixed = fixed_versions(args.typelint, work, versions)
    allowed = set(versions) | set(fixed)
    tree = os.path.join(work, 'tree')
    files = []
    for index in range(rng.randint(5, 40)):
        folder = os.path.join(tree, f'd{index % 4}')
        os.makedirs(folder, exist_ok=True)
        files.append(os.path.join(folder, f'F{index}.swift'))
        with open(files[-1], 'wb') as f:
            f.write(rng.choice(versions))
    mode = rng.choice(['writer', 'writer', 'twice', 'signal'])
    stop = threading.Event()

    def writer():
        local = random.Random(rng.random())
        while not stop.is_set():
            path, text = local.choice(files), local.choice(versions)
            if local.random() < 0.5:
                with open(path, 'r+b') as f:  # in place: truncate, then write
                    f.truncate(0)
                    f.write(text)
            else:  # as an editor saves: a new file renamed over it
                with open(path + '.tmp', 'wb') as f:
                    f.write(text)
                os.replace(path + '.tmp', path)
            time.sleep(local.random() * 0.005)

    command = [args.typelint, '--fix', '--quiet', '.']
    problem = None
    thread = threading.Thread(target=writer) if mode == 'writer' else None
    if thread:
        thread.start()
    try:
        runs = [subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=limits, cwd=tree)
                for _ in range(2 if mode == 'twice' else 1)]
        if mode == 'signal':
            time.sleep(rng.random() * 1.5)
            runs[0].send_signal(rng.choice([signal.SIGTERM, signal.SIGINT]))
        for run in runs:
            try:
                _, stderr = run.communicate(timeout=60)
            except subprocess.TimeoutExpired:
                run.kill()
                run.communicate()
                problem = problem or 'timed out (60 s)'
                continue
            killed = mode == 'signal' and run.returncode in (-signal.SIGTERM, -signal.SIGINT)
            if run.returncode not in (0, 1, 2) and not killed:
                problem = problem or f'--fix exit status {run.returncode}: {stderr.decode(errors="replace")[-300:]}'
    finally:
        stop.set()
        if thread:
            thread.join()
    for folder, _, names in os.walk(tree):
        for name in names:
            path = os.path.join(folder, name)
            if name.startswith('.typelint-'):
                problem = problem or f'a temporary file was left: {path}'
            elif name.endswith('.swift'):
                with open(path, 'rb') as f:
                    text = f.read()
                if text not in allowed:
                    problem = problem or f'{path} is neither a version written nor its fix: {text[:200]!r}'
    if problem is None:
        tokens = subprocess.run([args.typelint, 'tokens'] + files, capture_output=True, timeout=60, preexec_fn=limits)
        lint = subprocess.run([args.typelint, '--quiet', '.'], capture_output=True, timeout=60, preexec_fn=limits, cwd=tree)
        if tokens.returncode != 0 or lint.returncode not in (0, 1):
            problem = f'after --fix: tokens exit {tokens.returncode}, lint exit {lint.returncode}'
    return problem, command + [f'({mode})']


def lsp_frame(body):
    return b'Content-Length: %d\r\n\r\n' % len(body) + body


def lsp_damage(rng):
    """Damaged framing, and whether it may swallow what follows (a valid length with fewer bytes after it)."""
    body = json.dumps({'jsonrpc': '2.0', 'id': 99, 'method': 'typelint/ping'}).encode()
    kind = rng.choice(['negative', 'huge', 'words', 'missing', 'junk', 'short', 'long', 'endless', 'binary', 'cr', 'case'])
    if kind == 'negative':
        return b'Content-Length: -%d\r\n\r\n{}' % rng.randint(1, 1 << 40), False
    if kind == 'huge':
        return b'Content-Length: %d\r\n\r\n' % rng.choice([1 << 31, (1 << 63) - 1, 1 << 64, 10 ** 30, (64 << 20) + 1]), False
    if kind == 'words':
        return b'Content-Length: ' + rng.choice([b'x', b'', b'1e3', b'0x10', b' 5 5', b'+5', b'\xff']) + b'\r\n\r\n', False
    if kind == 'missing':
        return b'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n' + body, False
    if kind == 'junk':
        return bytes(rng.randrange(256) for _ in range(rng.randint(1, 5000))).replace(b'\r\n\r\n', b''), False
    if kind == 'short':
        return b'Content-Length: %d\r\n\r\n' % rng.randint(0, len(body) - 1) + body, False
    if kind == 'long':
        return b'Content-Length: %d\r\n\r\n' % (len(body) + rng.randint(1, 200)) + body, True
    if kind == 'endless':
        return b'X-Header: 1\r\n' * rng.randint(300, 3000), False
    if kind == 'binary':
        return b'\x00' * rng.randint(1, 1 << rng.randint(1, 23)), False
    if kind == 'cr':
        return b'Content-Length: %d\n\n' % len(body) + body, False
    return b'CONTENT-LENGTH:%d\r\n\r\n' % len(body) + body, False  # any case, no space: a message


def run_lsp(rng, args, work):
    """`typelint lsp` among damaged framing: answers what follows the damage, exits cleanly, never crashes or hangs."""
    os.makedirs(work)
    uri = 'file://' + work + '/V.swift'
    stream = lsp_frame(b'{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}')
    swallows = False
    for index in range(rng.randint(1, 8)):
        if rng.random() < 0.5:
            damage, swallowing = lsp_damage(rng)
            stream += damage
            swallows = swallows or swallowing
        text = VIOLATION.decode() * rng.randint(0, 3)
        stream += lsp_frame(json.dumps({'jsonrpc': '2.0', 'method': 'textDocument/' + rng.choice(['didOpen', 'didChange']),
                                        'params': {'textDocument': {'uri': uri, 'version': index, 'text': text},
                                                   'contentChanges': [{'text': text}]}}).encode())
    # Resynchronise after anything that could swallow: a blank line and a header the server can find.
    stream += lsp_frame(json.dumps({'jsonrpc': '2.0', 'id': 1, 'method': 'typelint/ping'}).encode())
    stream += lsp_frame(b'{"jsonrpc":"2.0","id":2,"method":"shutdown"}') + lsp_frame(b'{"jsonrpc":"2.0","method":"exit"}')
    command = [args.typelint, 'lsp']
    result = subprocess.run(command, input=stream, capture_output=True, timeout=20 + len(stream) / 1e6,
                            preexec_fn=limits, cwd=work)
    if result.returncode < 0:
        return f'lsp killed by signal {-result.returncode}', command
    if result.returncode not in (0, 1):
        return f'lsp exit status {result.returncode}', command
    answered = b'"id":1' in result.stdout.replace(b' ', b'')
    if not swallows and (result.returncode != 0 or not answered):
        return f'lsp did not answer after damage (exit {result.returncode})', command
    return None, command


def basic_problem(result):
    if result.returncode < 0:
        return f'killed by signal {-result.returncode}'
    if result.returncode not in (0, 1, 2):
        return f'exit status {result.returncode}'
    return None


def run_sources(rng, args, work, corpus):
    """A damaged source, linted with a random reporter."""
    os.makedirs(work)
    name, data = mutate(rng, *rng.choice(corpus))
    path = os.path.join(work, name)
    with open(path, 'wb') as f:
        f.write(data)
    reporter = rng.choice(REPORTERS)
    command = [args.typelint, '--quiet', '--reporter', reporter, path]
    # A hang, not a slow debug build: CI fuzzes the debug binary, which lints a damaged 3 MB source (the
    # largest a mutation makes) in about 20 s on this machine, the release build in about 1 s.
    limit = 20 + 15 * len(data) / 1_000_000
    try:
        result = subprocess.run(command, capture_output=True, timeout=limit, preexec_fn=limits, cwd=work)
        return check(reporter, result), command
    except subprocess.TimeoutExpired:
        return f'timed out ({limit:.0f} s)', command


# Each run picks a class by weight: damaged sources are the cheapest and most varied; a fix race costs a few runs.
CLASSES = [('sources', 6), ('names', 3), ('fix-race', 1), ('lsp', 3)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('typelint')
    parser.add_argument('--seconds', type=float, default=60)
    parser.add_argument('--seed', type=int, default=int(time.time()))
    parser.add_argument('--keep')
    args = parser.parse_args()
    args.typelint = os.path.abspath(args.typelint)
    rng = random.Random(args.seed)
    corpus = sources()
    keep = args.keep or tempfile.mkdtemp(prefix='typelint-fuzz-failures-')
    os.makedirs(keep, exist_ok=True)
    work = tempfile.mkdtemp(prefix='typelint-fuzz-')
    passed = failed = 0
    deadline = time.monotonic() + args.seconds
    print(f'fuzz: seed {args.seed}, {args.seconds:.0f} s', flush=True)
    counts = {name: 0 for name, _ in CLASSES}
    try:
        while time.monotonic() < deadline:
            kind = rng.choices([name for name, _ in CLASSES], weights=[weight for _, weight in CLASSES])[0]
            run = os.path.join(work, f'{passed + failed}-{kind}')
            try:
                if kind == 'sources':
                    problem, command = run_sources(rng, args, run, corpus)
                elif kind == 'names':
                    problem, command = run_names(rng, args, run)
                elif kind == 'fix-race':
                    problem, command = run_fix_race(rng, args, run)
                else:
                    problem, command = run_lsp(rng, args, run)
            except subprocess.TimeoutExpired as error:
                problem, command = f'timed out ({error.timeout:.0f} s)', error.cmd
            counts[kind] += 1
            if problem:
                failed += 1
                kept = os.path.join(keep, f'{failed:03d}-{kind}')
                shutil.copytree(run, kept, symlinks=True)
                shown = ' '.join(part.decode(errors='replace') if isinstance(part, bytes) else str(part) for part in command)
                print(f'FAIL [{kind}] {problem}: {shown!r} (kept in {kept})', flush=True)
            else:
                passed += 1
                shutil.rmtree(run, ignore_errors=True)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print('fuzz: ' + ', '.join(f'{count} {name}' for name, count in counts.items()))
    print(f'fuzz: {passed} passed, {failed} failed')
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
