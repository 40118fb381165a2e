#!/usr/bin/env python3
"""Draw the Swift files of an app to label by hand, reproducibly.

Usage: sample-label-files.py APP_DIR COUNT [--uniform N] [--seed N] [--max-lines N]
Prints COUNT paths relative to APP_DIR's parent (the ROOT that Tools/score_labels.py takes), one a line,
then --uniform N more drawn from every Swift file, whether it mentions typography or not.

The population is every .swift file under APP_DIR (hidden folders, .build, Pods, Carthage, tests and
generated code left out) that mentions typography at all — a font, a weight or bold text — and has at
most --max-lines lines (so that a reader can label it whole). The draw is random.Random(seed).sample
over that population sorted by path, so the same app at the same commit gives the same files. The
uniform draw (same generator, after the first) is over every such Swift file not drawn already: a
sample of files that mention typography only would never show what the filter itself misses.
"""
import argparse, os, random, re

TYPOGRAPHY = re.compile(rb'\.font\(|UIFont|NSFont|Font\.|\.fontWeight\(|\.bold\(|\.system\(size|\.custom\(')
SKIPPED_FOLDERS = {'.build', 'Pods', 'Carthage', 'DerivedData', 'Generated'}

def population(app, max_lines, typography_only=True):
    for folder, subfolders, files in os.walk(app):
        subfolders[:] = sorted(d for d in subfolders if not d.startswith('.') and d not in SKIPPED_FOLDERS
                               and 'Tests' not in d)
        for name in sorted(files):
            if not name.endswith('.swift'):
                continue
            path = os.path.join(folder, name)
            data = open(path, 'rb').read()
            if (TYPOGRAPHY.search(data) or not typography_only) and data.count(b'\n') <= max_lines:
                yield os.path.relpath(path, os.path.dirname(os.path.abspath(app)))

def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('app')
    parser.add_argument('count', type=int)
    parser.add_argument('--uniform', type=int, default=0)
    parser.add_argument('--seed', type=int, default=11)
    parser.add_argument('--max-lines', type=int, default=400)
    args = parser.parse_args()
    app = os.path.abspath(args.app)
    files = sorted(population(app, args.max_lines))
    draw = random.Random(args.seed)
    drawn = draw.sample(files, min(args.count, len(files)))
    rest = sorted(set(population(app, args.max_lines, typography_only=False)) - set(drawn))
    drawn += draw.sample(rest, min(args.uniform, len(rest)))
    for path in drawn:
        print(path)

if __name__ == '__main__':
    main()
