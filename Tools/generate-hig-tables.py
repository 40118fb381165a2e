#!/usr/bin/env python3
"""Development tool: turns the tables of Apple's HIG typography page (a Markdown copy of it, HIG-TYPOGRAPHY.md below)
into Rules/hig-text-styles.json, the data every profile's numbers come from.

    python3 Tools/generate-hig-tables.py HIG-TYPOGRAPHY.md > Rules/hig-text-styles.json
"""
import json
import re
import sys

STYLE_NAMES = {
    "Large Title": "largeTitle", "Title 1": "title", "Title 2": "title2", "Title 3": "title3",
    "Headline": "headline", "Body": "body", "Callout": "callout", "Subhead": "subheadline",
    "Subheadline": "subheadline", "Footnote": "footnote", "Caption 1": "caption", "Caption 2": "caption2",
    "Subtitle 1": "subtitle1", "Footnote 1": "footnote", "Footnote 2": "footnote2",
}
# Which table heading starts which platform's section, and what a heading inside it names.
SECTIONS = [
    ("iOS, iPadOS Dynamic Type sizes", "iOS"), ("iOS, iPadOS larger accessibility type sizes", "iOS"),
    ("macOS built-in text styles", "macOS"), ("tvOS built-in text styles", "tvOS"),
    ("watchOS Dynamic Type sizes", "watchOS"), ("watchOS larger accessibility type sizes", "watchOS"),
    ("Tracking values", None),
]
CATEGORY_NAMES = {"xSmall": "xSmall", "Small": "small", "Medium": "medium", "Large": "large", "xLarge": "xLarge",
                  "xxLarge": "xxLarge", "xxxLarge": "xxxLarge", "AX1": "accessibility1", "AX2": "accessibility2",
                  "AX3": "accessibility3", "AX4": "accessibility4", "AX5": "accessibility5"}


def number(text):
    value = float(text)
    return int(value) if value.is_integer() else value


def main(path):
    lines = open(path, encoding="utf-8").read().splitlines()
    platforms = {}
    legibility = {}
    platform = None
    category = None
    for line in lines:
        heading = re.match(r"^## (.*)$", line)
        if heading:
            title = heading.group(1).strip()
            section = next((p for h, p in SECTIONS if title == h), "none")
            if section != "none":
                platform = section
                category = "default" if platform in ("macOS", "tvOS") else None
                continue
            if platform and title.split(" (")[0] in CATEGORY_NAMES:
                category = CATEGORY_NAMES[title.split(" (")[0]]
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")] if line.startswith("|") else None
        if not cells:
            continue
        if len(cells) == 3 and cells[1].endswith(" pt") and cells[2].endswith(" pt"):
            for name in cells[0].split(", "):
                name = {"iPadOS": None}.get(name, name)
                if name:
                    legibility[name] = {"defaultSize": number(cells[1][:-3]), "minimumSize": number(cells[2][:-3])}
            continue
        if platform and category and len(cells) == 5 and cells[0] in STYLE_NAMES:
            style = STYLE_NAMES[cells[0]]
            table = platforms.setdefault(platform, {}).setdefault(category, {})
            table.setdefault(style, {"weight": cells[1].lower(), "size": number(cells[2]),
                                     "leading": number(cells[3]), "emphasizedWeight": cells[4].lower()})
    result = {
        "source": "Apple Human Interface Guidelines, Typography: default and minimum sizes, Dynamic Type sizes",
        "weights": ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"],
        "platforms": {},
    }
    defaults = {"iOS": "large", "macOS": "default", "tvOS": "default", "watchOS": "large"}
    for name, sizes in legibility.items():
        entry = dict(sizes)
        # "macOS doesn't support Dynamic Type."
        entry["dynamicType"] = name != "macOS"
        own = name if name in platforms else "iOS"  # visionOS has no table of its own on the page
        entry["textStylesFrom"] = own
        if own == name:
            entry["defaultSizeCategory"] = defaults[name]
            entry["sizeCategories"] = platforms[name]
        result["platforms"][name] = entry
    json.dump(result, sys.stdout, indent=2)
    sys.stdout.write("\n")


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: generate-hig-tables.py HIG-TYPOGRAPHY.md > Rules/hig-text-styles.json")
    main(sys.argv[1])
