#!/usr/bin/env python3
"""Fuzz the built typelint binary with damaged sources: it must never crash, hang or print broken output.

Usage: fuzz.py TYPELINT [--seconds N] [--seed N] [--keep DIR]

Each run takes a fixture (or a generated file), damages it — truncation, byte flips, unbalanced delimiters,
invalid UTF-8, a BOM, CR or CRLF line ends, huge numbers, deep nesting, a huge line, many findings — and lints
it with a random reporter under a time limit (20 s) and a memory limit (4 GB of address space). A run fails on
a signal, an exit status other than 0, 1 or 2, a time-out, JSON, SARIF or Code Climate that does not parse,
JUnit or Checkstyle that is not well-formed XML, a Markdown row broken across lines, or a `github` line that
is not one workflow command. Failing inputs are kept in --keep (default: a temporary folder) and the
last line is `fuzz: N passed, M failed`; the exit status is 1 if any run failed.

Nesting goes past 100k brackets now and then: typelint must lint it (no recursion in its lexers or parser) rather
than crash on it.
"""
import argparse, json, os, random, resource, shutil, subprocess, sys, tempfile, time
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
    try:
        while time.monotonic() < deadline:
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
                problem = check(reporter, result)
            except subprocess.TimeoutExpired:
                problem = f'timed out ({limit:.0f} s)'
            if problem:
                failed += 1
                kept = os.path.join(keep, f'{failed:03d}-{name}')
                shutil.copyfile(path, kept)
                print(f'FAIL {problem}: {" ".join(command[:-1])} {kept}', flush=True)
            else:
                passed += 1
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f'fuzz: {passed} passed, {failed} failed')
    sys.exit(1 if failed else 0)


if __name__ == '__main__':
    main()
