#!/usr/bin/env python3
"""Wall time of typelint builds side by side: interleaved rounds, each in a new random order, medians.

Usage: Tools/bench-compare.py ROUNDS DIR BINARY [BINARY…]
A BINARY may also be given as NAME=[VAR=VALUE…] PROGRAM [ARGUMENT…] (one shell word, split on spaces): that command with
DIR added last, under NAME (`'five=.build/release/typelint --config five.json'`, `'lex=TYPELINT_FLOOR=2 FLOOR_BINARY'`; see
Tools/bench-floor.sh). Each round runs every binary (`BINARY --quiet DIR`) and `cat` of DIR's .swift/.m/.mm/.h files once, in a shuffled
order, so that the shared machine's drifts fall on all of them alike (tools that run each command's repetitions
in a row, as hyperfine does, gave one build a 30 % handicap here). Prints the median of each and each binary's
ratio to the first, then the fastest round's and the median CPU time (user + system) with their ratios. Build the
binaries to compare with `git worktree add ../typelint-before COMMIT` and `Tools/release.sh --binary-only` there:
linked dynamically, the same code ran 1.2× slower than statically here (every retain goes through the PLT).
"""
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

rounds, folder, binaries = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
listing = subprocess.run(['find', folder, '-type', 'f', '(', '-name', '*.swift', '-o', '-name', '*.m', '-o', '-name', '*.mm',
                          '-o', '-name', '*.h', ')', '-not', '-path', '*/.*', '-print0'], capture_output=True, check=True).stdout
with tempfile.NamedTemporaryFile(delete=False) as files:
    files.write(listing)
commands, environments = {}, {}
for spec in binaries:
    name, _, command = spec.partition('=') if '=' in spec.split(' ')[0] else (spec, '', spec)
    words = command.split(' ')
    environment = dict(os.environ)
    while '=' in words[0]:
        variable, _, value = words.pop(0).partition('=')
        environment[variable] = value
    commands[name] = words + ['--quiet', folder]
    environments[name] = environment
binaries = list(commands)
commands['cat'] = ['xargs', '-0', '-a', files.name, 'cat']
environments['cat'] = dict(os.environ)
times = {name: [] for name in commands}
cpu = {name: [] for name in commands}  # user + system time of the process and its children
for name, command in commands.items():  # warm the page cache
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environments[name])
for _ in range(rounds):
    for name in random.sample(list(commands), len(commands)):
        start = time.perf_counter()
        process = subprocess.Popen(commands[name], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environments[name])
        _, _, usage = os.wait4(process.pid, 0)
        times[name].append((time.perf_counter() - start) * 1000)
        cpu[name].append((usage.ru_utime + usage.ru_stime) * 1000)
os.unlink(files.name)
median = {name: statistics.median(values) for name, values in times.items()}
print(os.path.basename(folder.rstrip('/')), ' '.join(f'{name}={value:.1f}ms' for name, value in median.items()),
      'ratio to the first:', ' '.join(f'{median[b] / median[binaries[0]]:.2f}' for b in binaries[1:]))
# The same runs read two more ways: the fastest round (least disturbed by the machine's other work) and CPU time.
fastest = {name: min(values) for name, values in times.items()}
used = {name: statistics.median(values) for name, values in cpu.items()}
print('  fastest:', ' '.join(f'{fastest[b]:.1f}ms ({fastest[b] / fastest[binaries[0]]:.2f})' for b in binaries),
      ' cpu (median):', ' '.join(f'{used[b]:.1f}ms ({used[b] / used[binaries[0]]:.2f})' for b in binaries))
print('  × cat (medians):', ' '.join(f'{name} {median[name] / median["cat"]:.2f}' for name in binaries))
