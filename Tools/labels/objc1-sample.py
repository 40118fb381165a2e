#!/usr/bin/env python3
"""Draw the Objective-C files of an app to label by hand, reproducibly.

Adapted from Tools/sample-label-files.py (which samples Swift), for .m and .mm files.

Usage: sample.py APP_DIR COUNT [--uniform N] [--seed N] [--max-lines N] [--exclude PATH ...]
Prints COUNT paths relative to APP_DIR's parent (the ROOT that score_labels.py takes), one a line,
then --uniform N more drawn from every .m/.mm file, whether it mentions typography or not.

The population is every .m / .mm file under APP_DIR that
  * is not in a hidden folder, nor in a folder whose name (case-insensitive) is one of SKIPPED_FOLDERS
    (Pods, Carthage, vendor, third-party, external, dependencies, lib, build output, generated code),
  * is not in a test folder (a folder named Test/Tests or ending in Tests/UITests) and is not a
    *Test.m / *Tests.m file,
  * does not start with one of the --exclude paths (relative to APP_DIR's parent; used for vendored
    third-party code that sits in an app folder under a neutral name, found by its copyright header),
  * mentions typography (TYPOGRAPHY below) and has at most --max-lines lines.
The draw is random.Random(seed).sample over that population sorted by path, so the same app at the
same commit gives the same files. The uniform draw (same generator, after the first) is over every
such .m/.mm file not drawn already, typography or not.
"""
import argparse, os, random, re

TYPOGRAPHY = re.compile(rb'UIFont|font|NSKern|Justified|heightAnchor|ContentSizeCategory')
SKIPPED_FOLDERS = {'.build', 'build', 'pods', 'carthage', 'vendor', 'vendors', 'thirdparty', 'third-party',
                   'third_party', '3rdparty', 'external', 'externals', 'dependencies', 'lib', 'libs',
                   'deriveddata', 'generated'}
TEST_FOLDER = re.compile(r'^(UI)?Tests?$|Tests$', re.I)
TEST_FILE = re.compile(r'Tests?\.mm?$')


def population(app, max_lines, excludes, typography_only=True):
    root = os.path.dirname(os.path.abspath(app))
    for folder, subfolders, files in os.walk(app):
        subfolders[:] = sorted(d for d in subfolders
                               if not d.startswith('.') and d.lower() not in SKIPPED_FOLDERS
                               and not TEST_FOLDER.search(d))
        for name in sorted(files):
            if not name.endswith(('.m', '.mm')) or TEST_FILE.search(name):
                continue
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, root)
            if any(rel == e or rel.startswith(e.rstrip('/') + '/') for e in excludes):
                continue
            data = open(path, 'rb').read()
            if (TYPOGRAPHY.search(data) or not typography_only) and data.count(b'\n') <= max_lines:
                yield rel


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('app')
    parser.add_argument('count', type=int)
    parser.add_argument('--uniform', type=int, default=0)
    parser.add_argument('--seed', type=int, default=41)
    parser.add_argument('--max-lines', type=int, default=500)
    parser.add_argument('--exclude', action='append', default=[])
    args = parser.parse_args()
    app = os.path.abspath(args.app)
    files = sorted(population(app, args.max_lines, args.exclude))
    draw = random.Random(args.seed)
    drawn = draw.sample(files, min(args.count, len(files)))
    rest = sorted(set(population(app, args.max_lines, args.exclude, typography_only=False)) - set(drawn))
    drawn += draw.sample(rest, min(args.uniform, len(rest)))
    for path in drawn:
        print(path)


if __name__ == '__main__':
    main()
