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
with open('chained.swift', 'w') as f:                                              # one chain of 10k calls
    f.write('import UIKit\nlet f = UIFont.systemFont(ofSize: 12)' + '.withSize(12)' * 10_000 + '\n')
import os, json
os.makedirs('pkg', exist_ok=True)                                                   # a Package.swift of 100 KB
open('pkg/Package.swift', 'w').write('// swift-tools-version:5.9\n' + 'platforms:' * 10_000 + '\n')
open('pkg/V.swift', 'w').write('import SwiftUI\nlet f = Font.system(size: 12)\n')
tokens = {'t%d' % i: {'$type': 'fontSize', '$value': '{t%d}' % (i + 1)} for i in range(20_000)}   # 20k aliases in a row
tokens['t20000'] = {'$type': 'fontSize', '$value': '12px'}
tokens['typo'] = {'$type': 'typography', '$value': {'fontSize': '{t0}', 'fontFamily': 'Inter'}}
json.dump(tokens, open('aliases.json', 'w'))
json.dump({'token%05d' % i: {'$type': 'typography', '$value': {'fontSize': '{missing%05d}' % i, 'fontFamily': 'Inter'}}
           for i in range(4_000)}, open('missing.json', 'w'))                       # 4k aliases that name no token
untyped = {'u%d' % i: {'$value': '{u%d}' % (i + 1)} for i in range(40_000)}           # 40k untyped aliases in a row
untyped['u40000'] = {'$value': {'fontSize': '17px', 'fontFamily': 'Inter'}}
json.dump(untyped, open('untyped.json', 'w'))
json.dump({'x' * 100 + str(i): {'$type': 'typography', '$value': {'fontSize': '{%s}' % ('y' * 100 + str(i)), 'fontFamily': 'Inter'}}
           for i in range(20_000)}, open('long-names.json', 'w'))                   # 20k unknown aliases of 100-letter names
chain = {'c%d' % i: {'$value': '{c%d}' % (i + 1)} for i in range(63)}           # 40k tokens aliasing one 63-step chain
chain['c63'] = {'$type': 'typography', '$value': {'fontFamily': 'Inter', 'fontSize': '16px', 'fontWeight': 400}}
chain.update({'t%d' % i: {'$type': 'typography', '$value': '{c0}'} for i in range(40_000)})
json.dump(chain, open('chained.json', 'w'))
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
mkdir -p many
for k in 0 1 2 3 4 5 6 7; do cp thousands.swift "many/V$k.swift"; done                    # 80k findings, 10k a file
python3 -c "open('kerning.swift', 'w').write('import SwiftUI\nfunc f() {\nlet h = Text(\"a\").font(.body)\n' + '_ = Text(\"a\").kerning(1)\n' * 40_000 + '}\n')"
measure "40k kerning findings in one file (1 MB)" "$binary" kerning.swift
for format in text json sarif; do
  measure "80k findings in 8 files, --reporter $format" "$binary" --reporter "$format" many
done

measure "one chain of 10k calls (130 KB)" "$binary" chained.swift
measure "Package.swift of 10k platforms: (100 KB)" "$binary" pkg/V.swift
measure "profile import: 20k aliases in a row" "$binary" profile import aliases.json --output aliases-profile.json
measure "profile import: 4k aliases naming nothing" "$binary" profile import missing.json --output missing-profile.json
measure "profile import: 40k untyped aliases in a row" "$binary" profile import untyped.json --output untyped-profile.json
measure "profile import: 20k unknown aliases, 100-letter names" "$binary" profile import long-names.json --output long-names-profile.json
measure "profile import: 40k tokens aliasing one 63-step chain" "$binary" profile import chained.json --output chained-profile.json

# Suppressions, fixes and imports at volume: each linear in what it is given.
python3 - <<'PY'
import json, os
head = 'import SwiftUI\nstruct V: View { var body: some View { VStack {\n'
open('suppressed.swift', 'w').write(head + 'Text("a").font(.system(size: 12))\n' * 9_000
                                   + '// typelint:disable:next raw-font-size -- r\n\n' * 60_000 + '} } }\n')
open('fixable.swift', 'w').write(head + 'Text("a").font(.system(size: 12))\n' * 20_000 + '} } }\n')
json.dump({'t': dict([('$type', 'typography')] + [('name-%d' % (i // 2) if i % 2 else 'name%d' % (i // 2), {'$value': {'fontSize': 12, 'fontFamily': 'Inter'}})
                                                for i in range(8_000)]
                     + [('same' + '-' * i, {'$value': {'fontSize': 12, 'fontFamily': 'Inter'}}) for i in range(1, 500)])},
          open('colliding.json', 'w'))
long = {'$value': {'fontSize': 12, 'fontFamily': 'Inter'}}
json.dump({'t': dict([('$type', 'typography')] + [('k%d' % i + 'j' * 20_000, long) for i in range(20)]
                     + [('b%d' % i, {'$value': {'fontSize': '{t.%s}' % ('q' * 20_000 + str(i)), 'fontFamily': 'Inter'}}) for i in range(20)])},
          open('guesses.json', 'w'))
open('fonts.swift', 'w').write('import UIKit\nextension UIFont {\n'                          # a generated type scale of 80k fonts
                               + ''.join('static let f%d = UIFont.systemFont(ofSize: %d)\n' % (i, i % 30 + 1) for i in range(80_000)) + '}\n')
open('pounds.swift', 'w').write('import SwiftUI\nlet f = Font.system(size: 17)\nlet a = ' + '#' * 1_000_000 + '"x"' + '#' * 1_000_000 + '\n')
open('bare-pounds.swift', 'w').write('import SwiftUI\nlet f = Font.system(size: 17)\nlet a = ' + '#' * 2_000_000 + '\n')
styling = {'modifier': 'struct M%d: ViewModifier { func body(content: Content) -> some View { content.font(.system(size: 17)) } }\n',
           'view-extension': 'extension View { func s%d() -> some View { font(.system(size: 17)) } }\n',
           'view-init': 'struct V%d: View { let font: Font; init(font: Font = .system(size: 17)) { self.font = font }; '
                        'var body: some View { Text("a").font(font) } }\n'}
for shape, line in styling.items():                                                 # 12k font-setting helpers of one shape
    open('styling-%s.swift' % shape, 'w').write('import SwiftUI\n' + ''.join(line.replace('%d', str(i)) for i in range(12_000)))
open('nested-if.swift', 'w').write('import SwiftUI\nstruct V: View { var body: some View {\nText("a")\n'    # 80k postfix #if levels
                                   + '#if A\n.bold()\n' * 80_000 + '#endif\n' * 80_000 + '} }\n')
for i in range(4_000):                                                              # 4k modules, each its own repository
    os.makedirs('modules/M%04d/.git' % i, exist_ok=True)
    open('modules/M%04d/A.swift' % i, 'w').write('import SwiftUI\nextension Font { static let t%d = Font.system(size: 12) }\n'
                                                  'let a = Text("a").font(.t%d)\n' % (i, i))
for i in range(600):                                                                # 600 modules, each importing the 10 before
    os.makedirs('layers/M%04d/.git' % i, exist_ok=True)
    open('layers/M%04d/A.swift' % i, 'w').write('import SwiftUI\n' + ''.join('import M%04d\n' % j for j in range(max(0, i - 10), i))
                                                 + 'extension Font {\n' + ''.join('  static let t%d_%d = Font.system(size: %d)\n' % (i, k, 10 + k % 20) for k in range(20))
                                                 + '}\nlet a = Text("a").font(.t%d_0)\n' % max(i - 1, 0))
open('modifiers.swift', 'w').write('import SwiftUI\nstruct V: View { var body: some View { Text("a")'       # one text, 100k modifiers
                                   + ''.join('\n    .font(.system(size: %d))' % (10 + i % 20) for i in range(100_000)) + ' } }\n')
for i in range(20_000):
    folder = 'many/m%d' % (i // 1000)
    os.makedirs(folder, exist_ok=True)
    open('%s/F%d.swift' % (folder, i), 'w').write('import SwiftUI\nlet f%d = Font.system(size: 12)\n' % i)
PY
measure "9k findings under 60k disable:next (3 MB)" "$binary" suppressed.swift
measure "--fix --dry-run, 20k fixable lines" "$binary" --fix --dry-run fixable.swift
measure "profile import: 8.5k names that collide" "$binary" profile import colliding.json --output colliding-profile.json
measure "profile import: 20 unknown 20 KB aliases" "$binary" profile import guesses.json --output guesses-profile.json
measure "80k fonts declared in one type (4 MB)" "$binary" fonts.swift
measure "one text with 100k modifiers (2.9 MB)" "$binary" modifiers.swift
for shape in modifier view-extension view-init; do measure "12k styling helpers: $shape" "$binary" styling-$shape.swift; done
measure "80k nested postfix #if in one chain (1.7 MB)" "$binary" nested-if.swift
measure "raw string inside 1M # each side (2 MB)" "$binary" pounds.swift
measure "a run of 2M bare # (2 MB)" "$binary" bare-pounds.swift
measure "4k modules of one file each" "$binary" modules
rm -rf modules
measure "600 modules, each importing the 10 before" "$binary" layers
rm -rf layers
measure "census of 20k files in one module" "$binary" census many
rm -rf many
# Configurations that multiply: 200 modules each with its own configuration under one team profile of 8,000 tokens, and
# 1,600 nested folders each with an empty configuration and a file.
python3 - <<'PY'
import json, os
os.makedirs('team/design')
tokens = {'AppFont.t%d' % i: {'size': 12 + i % 20, 'weight': 'medium'} for i in range(8_000)}
json.dump({'name': 'team', 'extends': 'root', 'designSystem': {'tokens': tokens}}, open('team/design/team.json', 'w'))
json.dump({'profile': 'design/team.json'}, open('team/.typelint.json', 'w'))
for module in range(200):
    os.makedirs('team/Modules/M%d' % module)
    open('team/Modules/M%d/.typelint.json' % module, 'w').write('{"rules": {"max-text-styles": "off"}}')
    open('team/Modules/M%d/V.swift' % module, 'w').write('import SwiftUI\nlet a = Text("a").font(.system(size: 17))\n')
folder = os.open('.', os.O_RDONLY)
os.mkdir('nested')
folder = os.open('nested', os.O_RDONLY)
for _ in range(1_600):
    os.mkdir('d', dir_fd=folder)
    inner = os.open('d', os.O_RDONLY, dir_fd=folder)
    os.close(folder)
    folder = inner
    for name, text in [('.typelint.json', b'{}'), ('V.swift', b'import SwiftUI\nlet a = Text("a").font(.system(size: 17))\n')]:
        f = os.open(name, os.O_WRONLY | os.O_CREAT, 0o644, dir_fd=folder)
        os.write(f, text)
        os.close(f)
PY
measure "200 module configurations, 8k-token profile" "$binary" team
measure "1,600 nested configurations" sh -c "cd nested && \"$binary\" ."
rm -rf team nested

# Lists a team writes or generates: globs of legacy files, the families of an imported design system, and a baseline of
# a generated file whose every line holds many findings.
python3 - <<'PY'
import json, os
os.makedirs('globs/App', exist_ok=True)
for i in range(2000):
    open(f'globs/App/V{i}.swift', 'w').write('import SwiftUI\nlet a = Text("a").font(.system(size: 17))\n')
json.dump({'exclude': [f'**/Nope{i}/**/*.swift' for i in range(40_000)]}, open('globs/.typelint.json', 'w'))
os.makedirs('families/App', exist_ok=True)
json.dump({'extends': 'root', 'designSystem': {'families': [f'Fam{i}' for i in range(40_000)]}}, open('families/team.json', 'w'))
json.dump({'profile': 'team.json'}, open('families/.typelint.json', 'w'))
for i in range(30):
    open(f'families/App/V{i}.swift', 'w').write('import SwiftUI\n' + ''.join(f'let f{k} = Font.custom("Brand{k}", size: 17)\n' for k in range(100)))
os.makedirs('longline', exist_ok=True)
open('longline/G.swift', 'w').write('import SwiftUI\nfunc f() { ' + '; '.join('Text("a").font(.system(size: 17))' for _ in range(20_000)) + ' }\n')
PY
python3 - <<'PY'
n = 8000
lines = ['import UIKit', 'enum Face { ' + ' '.join(f'case c{i}' for i in range(n)), '  var name: String { switch self {']
lines += [f'    case .c{i}: return "Fam{i}-Bold"' for i in range(n)] + ['  } }', '}']
lines += [f'let f{i} = UIFont(name: Face.c{i}.name, size: 17)' for i in range(n)]
open('faces.swift', 'w').write('\n'.join(lines) + '\n')
PY
measure "8k faces named by an enum's switch, each used once" "$binary" faces.swift
python3 -c "open('faint.swift', 'w').write('import SwiftUI\nstruct V: View { var body: some View { VStack {\n' + ''.join(f'Text(\"a{i}\").font(.caption2).foregroundStyle(.tertiary)\n' for i in range(8000)) + '} } }\n')"
measure "8k caption2-tertiary findings in one file" "$binary" faint.swift
python3 -c "open('frames.swift', 'w').write('import SwiftUI\n' + ''.join(f'struct V{i}: View {{ var body: some View {{ Text(\"b\").font(.body).frame(height: 20) }} }}\n' for i in range(8000)))"
measure "8k views with a short fixed height each" "$binary" frames.swift
python3 -c "open('rows.swift', 'w').write('import SwiftUI\nstruct V: View {\n' + ''.join(f'  func row{i}() -> some View {{ Text(\"b\").font(.body).frame(height: 20) }}\n' for i in range(4000)) + '  var body: some View { VStack {\n' + ''.join(f'    row{i}()\n' for i in range(4000)) + '  } }\n}\n')"
measure "4k view functions with a short fixed height" "$binary" rows.swift
python3 -c "open('named.swift', 'w').write('import SwiftUI\n' + ''.join(f'struct V{i}: View {{ func row() -> some View {{ Text(\"b\").font(.body).frame(height: 20) }}\n var body: some View {{ row() }} }}\n' for i in range(4000)))"
measure "4k views, each with a row() of a short fixed height" "$binary" named.swift
python3 - <<'PY'
# Helpers whose locals call the next level, 40 calls a level, 6 levels; one helper of 1,000 chained locals used 1,000
# times; an enum's names built from each other, 80 operands a level, 3 levels.
src = 'import SwiftUI\nextension Font {\n'
for level in range(6):
    body = ''.join(f'        let a{i} = h{level + 1}(s)\n' for i in range(40)) if level < 5 else ''
    use = ' + '.join(f'a{i}.pointSize' for i in range(40)) if level < 5 else 's'
    src += f'    static func h{level}(_ s: CGFloat) -> Font {{\n{body}        return .system(size: {use})\n    }}\n'
open('fan.swift', 'w').write(src + '}\nstruct V: View { var body: some View { Text("a").font(.h0(9)) } }\n')
src = 'import SwiftUI\nextension Font {\n    static func h(_ s: CGFloat) -> Font {\n        let a0 = s\n'
src += ''.join(f'        let a{i} = a{i - 1} + 0\n' for i in range(1, 1000)) + '        return .system(size: a999)\n    }\n}\n'
open('locals.swift', 'w').write(src + 'struct V: View { var body: some View { VStack {\n' + 'Text("a").font(.h(9))\n' * 1000 + '} } }\n')
chain = lambda name: ' + '.join([name] * 80)
open('names.swift', 'w').write('import SwiftUI\nenum Face {\n    case bold, regular\n'
    + f'    var g0: String {{ {chain("g1")} }}\n    var g1: String {{ {chain("g2")} }}\n    var g2: String {{ {chain("g3")} }}\n'
    + '    var g3: String { "Ab" }\n}\nstruct V: View { var body: some View { Text("a").font(.custom(Face.bold.g0, size: 12)) } }\n')
choice = ' : '.join(['c ? "Ab"'] * 20000) + ' : "Ab"'
open('choices.swift', 'w').write('import SwiftUI\nlet c = true\nlet face = ' + choice + '\nlet f = Font.custom(face, size: 12)\n')
# 80k lines that each open a multi-line extended regex no line closes.
open('regexes.swift', 'w').write('import SwiftUI\nlet f = Font.system(size: 9)\n' + '_ = #/\n' * 80_000)
PY
measure "helpers calling helpers in their locals, 40 x 6 levels" "$binary" fan.swift
measure "1k uses of a helper of 1k chained locals" "$binary" locals.swift
measure "names built from each other, 80 operands x 3 levels" "$binary" names.swift
measure "a face's name chosen by 20k nested choices" "$binary" choices.swift
measure "80k lines opening an extended regex none closes" "$binary" regexes.swift
python3 -c "open('tracked.swift', 'w').write('import SwiftUI\nextension View {\n  func f() -> some View {\n    font(.body)\n' + '      .tracking(1)\n' * 80_000 + '  }\n}\n')"
measure "one chain of 80k .tracking(1) on self" "$binary" tracked.swift
rm -f tracked.swift faces.swift faint.swift frames.swift rows.swift named.swift fan.swift locals.swift names.swift choices.swift regexes.swift

python3 - <<'PY'
# A monorepo: 100 modules whose configurations each name one shared 6 MB baseline, and 100 whose own profiles each extend
# one shared chain of 8 profiles of 4 MB.
import json, os
os.makedirs('mono/chain')
json.dump({'version': 1, 'findings': [{'line': 'let f%d = Font.system(size: 9)' % i, 'path': 'Legacy/A%d.swift' % (i // 10),
           'rule': 'raw-font-size'} for i in range(40000)]}, open('mono/baseline.json', 'w'), indent=2)
for k in range(8):
    json.dump({'name': f'c{k}', 'extends': f'c{k + 1}.json' if k < 7 else 'root', 'description': 'x' * 4_000_000},
              open(f'mono/chain/c{k}.json', 'w'))
for m in range(100):
    for kind, configuration in (('B', {'baseline': '../baseline.json'}), ('P', {'profile': 'head.json'})):
        os.makedirs(f'mono/{kind}{m}')
        json.dump(configuration, open(f'mono/{kind}{m}/.typelint.json', 'w'))
        open(f'mono/{kind}{m}/A.swift', 'w').write('import SwiftUI\nlet f = Font.system(size: 9)\n')
    json.dump({'name': f'h{m}', 'extends': '../chain/c0.json'}, open(f'mono/P{m}/head.json', 'w'))
PY
measure "100 configurations naming one 6 MB baseline" "$binary" mono/B*
measure "100 profiles extending one 32 MB chain" "$binary" mono/P*
rm -rf mono

python3 - <<'PY'
# A tree 1,000 folders deep with a configuration and 8 files in each folder; past the nesting limit the files are an error.
import os
top = os.getcwd()
os.makedirs('deep'); os.chdir('deep')
for level in range(1000):
    open('.typelint.json', 'w').write('{"exclude": ["**/x%d/**"]}' % level)
    for k in range(8):
        open('F%d.swift' % k, 'w').write('import SwiftUI\nlet f = Font.system(size: 9)\n')
    os.mkdir('a'); os.chdir('a')
os.chdir(top)
PY
measure "8k files, a configuration in each of 1k nested folders" "$binary" deep
rm -rf deep
measure "40k exclude globs over 2k files" "$binary" globs
measure "40k design-system families, 3k custom faces" "$binary" families
measure "baseline of 20k findings on one line" "$binary" --write-baseline longline/known.json longline
echo "  baseline written: $(wc -c < longline/known.json) bytes"
measure "  read back" "$binary" --baseline longline/known.json longline
rm -rf globs families longline

# Project files whose parts multiply: a Sources phase every target lists, many synchronized folders, a binary
# Info.plist whose arrays repeat one another (each is read at its size).
python3 - <<'PY'
import os, plistlib
def project(folder, objects, targets):
    os.makedirs(folder + '/App.xcodeproj', exist_ok=True)
    text = '// !$*UTF8*$!\n{ objectVersion = 77; objects = {\n' + '\n'.join(objects) + '\n}; rootObject = PR1; }\n'
    open(folder + '/App.xcodeproj/project.pbxproj', 'w').write(text)
config = ['CL1 = {isa = XCConfigurationList; buildConfigurations = (BC1); };',
          'BC1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };']
files = ['BF%d = {isa = PBXBuildFile; fileRef = FR%d; };\nFR%d = {isa = PBXFileReference; path = F%d.swift; sourceTree = "<group>"; };'
         % (i, i, i, i) for i in range(2_000)]
phase = ['PH1 = {isa = PBXSourcesBuildPhase; files = (%s); };' % ','.join('BF%d' % i for i in range(2_000))]
targets = ['TG%d = {isa = PBXNativeTarget; buildConfigurationList = CL1; buildPhases = (%s); name = T%d; };' % (t, 'PH1,' * 8, t)
           for t in range(2_000)]
top = ['GR1 = {isa = PBXGroup; children = (%s); sourceTree = "<group>"; };' % ','.join('FR%d' % i for i in range(2_000)),
       'PR1 = {isa = PBXProject; buildConfigurationList = CL1; mainGroup = GR1; targets = (%s); };' % ','.join('TG%d' % t for t in range(2_000))]
project('shared', config + files + phase + targets + top, 2_000)
for i in range(2_000): open('shared/F%d.swift' % i, 'w').write('import SwiftUI\nlet f = Font.system(size: 12)\n')
groups = ['SG%d = {isa = PBXFileSystemSynchronizedRootGroup; path = S%d; sourceTree = "<group>"; };' % (i, i) for i in range(100_000)]
top = ['GR1 = {isa = PBXGroup; children = (%s); sourceTree = "<group>"; };' % ','.join('SG%d' % i for i in range(100_000)),
       'TG1 = {isa = PBXNativeTarget; buildConfigurationList = CL1; fileSystemSynchronizedGroups = (SG0); name = T; };',
       'PR1 = {isa = PBXProject; buildConfigurationList = CL1; mainGroup = GR1; targets = (TG1); };']
project('synced', config + groups + top, 1)
os.makedirs('synced/Src', exist_ok=True)
for i in range(1_000): open('synced/Src/F%d.swift' % i, 'w').write('import SwiftUI\nlet f = Font.system(size: 12)\n')
os.makedirs('plist/App', exist_ok=True)
node = ['Brand-Regular.ttf']
for _ in range(6): node = [node] * 16
open('plist/App/Info.plist', 'wb').write(plistlib.dumps({'UIAppFonts': ['Inter-Regular.ttf'], 'X': node}, fmt=plistlib.FMT_BINARY))
open('plist/App/A.swift', 'w').write('import SwiftUI\nlet f = Font.system(size: 12)\n')
PY
measure "pbxproj: 2k targets, one phase 8 times each" "$binary" shared/F0.swift
measure "  the phase's 2k files" "$binary" shared
measure "pbxproj: 100k synchronized folders, 1k files" "$binary" synced/Src
measure "init beside a binary Info.plist of 16^6 arrays" sh -c "cd plist && \"$binary\" init ."

# What is over the limit is refused before it is read: a sparse file (a stat), a stream (read to the limit).
truncate -s 3G sparse.swift
measure "3 GB sparse file (over the cap, one line)" "$binary" sparse.swift
rm sparse.swift
measure "2 GB on stdin (over the cap, one line)" sh -c "head -c 2000000000 /dev/zero 2>/dev/null | \"$binary\" --stdin-path S.swift"
# A header an Objective-C file imports is read within the same cap (a header of embedded data past it is left out).
mkdir -p headers && truncate -s 200M headers/big.h && printf '#define kSize 17\n' > headers/small.h
printf '#import "big.h"\n#import "small.h"\n@implementation A\n- (void)f { l.font = [UIFont systemFontOfSize:kSize]; }\n@end\n' > headers/a.m
measure "an Objective-C file importing a 200 MB header" "$binary" headers/a.m
rm -r headers

# A design system in a package: 40k generated tokens in one file, linted with the app that bypasses them 10k times;
# and one target linted alone beside a system of 300 files (the build-tool plugin's run).
python3 - <<'PY'
import json, os
def package(folder, kit_files, tokens_per_file, app_files, bypasses):
    os.makedirs(folder + '/Sources/DesignKit'); os.makedirs(folder + '/Sources/App')
    open(folder + '/Package.swift', 'w').write('// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: "P", '
        'targets: [.target(name: "DesignKit"), .target(name: "App", dependencies: ["DesignKit"])])\n')
    json.dump({'profile': 'team.json'}, open(folder + '/.typelint.json', 'w'))
    json.dump({'name': 'team', 'extends': 'root', 'designSystem': {'sources': ['DesignKit'], 'families': ['Inter']}},
              open(folder + '/team.json', 'w'))
    for f in range(kit_files):
        open(folder + '/Sources/DesignKit/T%d.swift' % f, 'w').write('import SwiftUI\npublic extension Font {\n' + ''.join(
            '    static let t%d_%d = Font.custom("Inter", size: %d, relativeTo: .body)\n' % (f, i, 11 + i % 20)
            for i in range(tokens_per_file)) + '}\n')
    for a in range(app_files):
        open(folder + '/Sources/App/V%d.swift' % a, 'w').write('import SwiftUI\nstruct V%d: View { var body: some View { VStack {\n' % a
            + 'Text("a").font(.system(size: 13))\n' * bypasses + 'Text("b").font(.t0_0)\n} } }\n')
package('catalog', 1, 40_000, 1, 10_000)
package('target', 300, 1, 8_000, 0)
# 2,000 files, each declaring a private font helper of one name and calling it.
os.makedirs('helpers/Sources/App')
open('helpers/Package.swift', 'w').close()
for i in range(2_000):
    open('helpers/Sources/App/V%d.swift' % i, 'w').write('import SwiftUI\nprivate func brand(_ s: CGFloat) -> Font { Font.system(size: s) }\n'
        'struct V%d: View { var body: some View { Text("a").font(brand(%d)) } }\n' % (i, 9 + i % 20))
# 2,000 files, each with a private extension of Font whose helper has one name, called as a member.
os.makedirs('members/Sources/App')
open('members/Package.swift', 'w').close()
for i in range(2_000):
    open('members/Sources/App/V%d.swift' % i, 'w').write('import SwiftUI\nprivate extension Font {\n'
        '    static func brand(_ s: CGFloat) -> Font { .system(size: s) }\n}\n'
        'struct V%d: View { var body: some View { Text("a").font(.brand(%d)) } }\n' % (i, 9 + i % 20))
# 100 feature folders, each with a configuration of its own naming the team profile, over 8k tokens.
package('features', 1, 8_000, 0, 0)
for c in range(100):
    os.makedirs('features/Sources/App/F%d' % c)
    json.dump({'profile': '../../../team.json', 'platforms': ['iOS']}, open('features/Sources/App/F%d/.typelint.json' % c, 'w'))
    open('features/Sources/App/F%d/V.swift' % c, 'w').write('import SwiftUI\nstruct V%d: View { var body: some View { Text("a").font(.t0_%d) } }\n' % (c, c))
# An Objective-C file of 20k imports no header answers, in a project of 8k headers of one name.
os.makedirs('objc/.git')
for h in range(8_000):
    os.makedirs('objc/hdr/A%d' % h); open('objc/hdr/A%d/M.h' % h, 'w').write('#define SMALL 9\n')
open('objc/X.m', 'w').write(''.join('#import "q%d/M.h"\n' % i for i in range(20_000))
    + '@implementation X\n- (void)f { self.l.font = [UIFont systemFontOfSize:SMALL]; }\n@end\n')
PY
measure "40k design-system tokens, 10k bypasses" "$binary" catalog
measure "one target beside a design system of 300 files" "$binary" target/Sources/App
measure "100 configurations over one 8k-token design system" "$binary" features
measure "2k files with a private helper of one name" "$binary" helpers
measure "2k files with a private extension's helper of one name" "$binary" members
measure "20k imports, 8k headers of their name (libclang)" "$binary" --require-objc objc/X.m
rm -rf catalog target features helpers members objc

# The language server: 32 MB with no blank line before a request (skipped, the request answered), 1,000 changes of a
# 200-line screen sent at once (the last text's diagnostics), modules browsed, and changes typed under a large baseline.
# Seconds until the last answer; the server's peak RSS.
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
def code_action(request, document):
    """Asks for a document's code actions and waits for the answer (it comes after the latest text's diagnostics)."""
    server.stdin.write(frame({'jsonrpc': '2.0', 'id': request, 'method': 'textDocument/codeAction', 'params': {
        'textDocument': {'uri': document}, 'range': {'start': {'line': 0, 'character': 0}, 'end': {'line': 0, 'character': 0}},
        'context': {'diagnostics': []}}}))
    server.stdin.flush()
    while True:
        at, message = answers.get(timeout=600)
        if message.get('id') == request:
            return at
uri = 'file://' + os.getcwd() + '/V.swift'
server.stdin.write(frame({'jsonrpc': '2.0', 'id': 0, 'method': 'initialize', 'params': {'capabilities': {}}}))
started = time.time()
if mode == 'header':
    for _ in range(amount):
        server.stdin.write(b'x' * (1 << 20))
    server.stdin.write(b'\r\n\r\n')
elif mode == 'modules':
    # Modules of 800 files of 20 tokens each, a document of each opened and closed in turn (browsing packages).
    tokens = ''.join('    static let t%d = Font.system(size: %d)\n' % (i, 12 + i % 8) for i in range(20))
    for module in range(amount):
        folder = os.getcwd() + '/browse/M%d' % module
        os.makedirs(folder + '/.git')
        for index in range(800):
            open(folder + '/T%d.swift' % index, 'w').write('import SwiftUI\nextension Font {\n' + tokens.replace(' t', ' m%d_t' % index) + '}\n')
        document = 'file://' + folder + '/T0.swift'
        server.stdin.write(frame({'jsonrpc': '2.0', 'method': 'textDocument/didOpen', 'params': {'textDocument': {
            'uri': document, 'languageId': 'swift', 'version': 0, 'text': open(folder + '/T0.swift').read()}}}))
        code_action(100 + module, document)
        server.stdin.write(frame({'jsonrpc': '2.0', 'method': 'textDocument/didClose', 'params': {'textDocument': {'uri': document}}}))
    uri = 'file://' + os.getcwd() + '/browse/M0/T1.swift'
elif mode == 'ranged':
    # One didChange of `amount` ranged changes (an insertion on the last line each) to a 3 MB document: past what a
    # message may cost, the document is forgotten until a whole text comes, rather than held for minutes.
    text = 'import SwiftUI\n' + '// a comment line of some length, as long as many are, to make the text large\n' * 40_000
    server.stdin.write(frame({'jsonrpc': '2.0', 'method': 'textDocument/didOpen',
                              'params': {'textDocument': {'uri': uri, 'languageId': 'swift', 'version': 0, 'text': text}}}))
    last = text.count('\n')
    server.stdin.write(frame({'jsonrpc': '2.0', 'method': 'textDocument/didChange', 'params': {
        'textDocument': {'uri': uri, 'version': 1}, 'contentChanges': [
            {'range': {'start': {'line': last, 'character': 0}, 'end': {'line': last, 'character': 0}}, 'text': 'y'}] * amount}}))
elif mode == 'baseline':
    # A configuration naming a baseline of 58 MB (310k findings), and a document changed `amount` times, each change
    # answered before the next is sent (typing): the baseline is parsed once, not at each change.
    folder = os.getcwd() + '/kept'
    os.makedirs(folder + '/.git')
    json.dump({'version': 1, 'findings': [{'path': 'Sources/F%d.swift' % (i // 20), 'rule': 'raw-font-size',
                                           'line': 'Text("a").font(.system(size: %d))' % i + ' ' * 80} for i in range(310_000)]},
              open(folder + '/baseline.json', 'w'))
    json.dump({'baseline': 'baseline.json'}, open(folder + '/.typelint.json', 'w'))
    uri = 'file://' + folder + '/V.swift'
    text = 'import SwiftUI\nlet t = Text("a").font(.system(size: 9))\n'
    server.stdin.write(frame({'jsonrpc': '2.0', 'method': 'textDocument/didOpen',
                              'params': {'textDocument': {'uri': uri, 'languageId': 'swift', 'version': 0, 'text': text}}}))
    started = time.time()
    for version in range(1, amount + 1):
        server.stdin.write(frame({'jsonrpc': '2.0', 'method': 'textDocument/didChange', 'params': {
            'textDocument': {'uri': uri, 'version': version}, 'contentChanges': [{'text': text + '// %d\n' % version}]}}))
        code_action(100 + version, uri)
else:
    text = 'import SwiftUI\nstruct V: View {\n  var body: some View {\n    VStack {\n' + '      Text("a").font(.system(size: 9))\n' * 200 + '    }\n  }\n}\n'
    server.stdin.write(frame({'jsonrpc': '2.0', 'method': 'textDocument/didOpen',
                              'params': {'textDocument': {'uri': uri, 'languageId': 'swift', 'version': 0, 'text': text}}}))
    for version in range(1, amount + 1):
        server.stdin.write(frame({'jsonrpc': '2.0', 'method': 'textDocument/didChange', 'params': {
            'textDocument': {'uri': uri, 'version': version}, 'contentChanges': [{'text': text + '// %d\n' % version}]}}))
at = code_action(1, uri)
server.stdin.write(frame({'jsonrpc': '2.0', 'id': 2, 'method': 'shutdown'}) + frame({'jsonrpc': '2.0', 'method': 'exit'}))
server.stdin.close()
server.wait()
peak = int(open('lsp-time.txt').read().split()[-1])
print('%-44s %6.2f s %8d KB  exit %d' % (label, at - started, peak, server.returncode))
PY
}
lsp "lsp: 32 MB without a blank line, then a request" header 32
lsp "lsp: 1,000 changes sent at once" changes 1000
lsp "lsp: 10 modules of 800 files opened, closed" modules 10
lsp "lsp: 20 changes under a 58 MB baseline" baseline 20
lsp "lsp: 8,000 ranged changes to 3 MB at once" ranged 8000
rm -rf browse kept
