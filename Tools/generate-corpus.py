#!/usr/bin/env python3
"""Deterministic synthetic Swift corpus for benchmarks: a realistic mix of SwiftUI screens and UIKit
cells (some with typography violations) and the models, services, view models and tests that make up
most of an app. Same arguments, same bytes.

    python3 Tools/generate-corpus.py --lines 1000000 --out CORPUS_DIR [--seed 1]
"""
import argparse
import os
import random

STYLES = ["largeTitle", "title", "title2", "title3", "headline", "body", "callout", "subheadline", "footnote",
          "caption", "caption2"]
WEIGHTS = ["regular", "medium", "semibold"]


def swiftui_view(r, index):
    name = f"Screen{index}View"
    lines = ["import SwiftUI", "", f"struct {name}: View {{", "    let items: [Item]", "    @State private var query = \"\"",
             "", "    var body: some View {", "        NavigationStack {", "            List(items) { item in",
             "                VStack(alignment: .leading, spacing: 4) {"]
    for row in range(r.randint(6, 14)):
        kind = r.random()
        if kind < 0.08:
            lines.append(f"                    Text(item.title).font(.system(size: {r.choice([9, 10, 13, 17, 22])}))")
        elif kind < 0.12:
            lines.append("                    Text(item.subtitle).bold()")
        elif kind < 0.15:
            lines.append(f"                    Text(item.detail).fontWeight(.{r.choice(['light', 'thin', 'heavy'])})")
        else:
            lines.append(f"                    Text(item.field{row}).font(.{r.choice(STYLES)}).fontWeight(.{r.choice(WEIGHTS)})")
        lines.append("                        .foregroundStyle(.secondary)")
    lines += ["                }", "                .padding(.vertical, 8)", "            }", "            .searchable(text: $query)",
              f"            .navigationTitle(\"Screen {index}\")", "        }", "    }", "}", ""]
    return lines


def uikit_cell(r, index):
    lines = ["import UIKit", "", f"final class Cell{index}: UITableViewCell {{", "    private let titleLabel = UILabel()",
             "    private let detailLabel = UILabel()", "",
             "    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {",
             "        super.init(style: style, reuseIdentifier: reuseIdentifier)"]
    for _ in range(r.randint(3, 8)):
        if r.random() < 0.3:
            lines.append(f"        detailLabel.font = .systemFont(ofSize: {r.choice([11, 12, 15, 17])}, weight: .{r.choice(WEIGHTS)})")
        else:
            lines.append(f"        titleLabel.font = .preferredFont(forTextStyle: .{r.choice(['body', 'headline', 'footnote'])})")
        lines.append("        titleLabel.adjustsFontForContentSizeCategory = true")
    lines += ["        contentView.addSubview(titleLabel)", "        contentView.addSubview(detailLabel)", "    }", "",
              "    required init?(coder: NSCoder) { fatalError(\"init(coder:) has not been implemented\") }", "}", ""]
    return lines


def model(r, index):
    lines = ["import Foundation", "", f"struct Model{index}: Codable, Hashable, Identifiable {{", "    let id: UUID"]
    for field in range(r.randint(8, 20)):
        lines.append(f"    var field{field}: {r.choice(['String', 'Int', 'Double', 'Date', '[String]', 'Bool?'])}")
    lines += ["", "    enum CodingKeys: String, CodingKey {", "        case id"]
    lines += [f"        case field{field} = \"field_{field}\"" for field in range(3)]
    lines += ["    }", "}", "", f"extension Model{index} {{", "    var isEmpty: Bool { field0.isEmpty }",
              "    func matches(_ query: String) -> Bool {",
              "        query.isEmpty || field0.localizedCaseInsensitiveContains(query)", "    }", "}", ""]
    return lines


def service(r, index):
    lines = ["import Foundation", "", f"actor Service{index} {{", "    private let session: URLSession",
             "    private var cache: [URL: Data] = [:]", "", "    init(session: URLSession = .shared) { self.session = session }", ""]
    for method in range(r.randint(3, 7)):
        lines += [f"    func load{method}(from url: URL) async throws -> Data {{",
                  "        if let cached = cache[url] { return cached }",
                  "        let (data, response) = try await session.data(from: url)",
                  "        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {",
                  "            throw URLError(.badServerResponse)", "        }", "        cache[url] = data",
                  "        return data", "    }", ""]
    lines += ["}", ""]
    return lines


def tests(r, index):
    lines = ["import XCTest", "", f"final class Feature{index}Tests: XCTestCase {{"]
    for case in range(r.randint(4, 9)):
        lines += [f"    func testCase{case}() throws {{", f"        let value = {r.randint(1, 999)}",
                  "        XCTAssertGreaterThan(value, 0)", f"        XCTAssertEqual([1, 2, 3].map {{ $0 * {case} }}.count, 3)", "    }", ""]
    lines += ["}", ""]
    return lines


KINDS = [(swiftui_view, 0.25), (uikit_cell, 0.08), (model, 0.27), (service, 0.2), (tests, 0.2)]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lines", type=int, default=1_000_000)
    parser.add_argument("--out", required=True)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    r = random.Random(args.seed)
    written = 0
    index = 0
    while written < args.lines:
        roll = r.random()
        for make, share in KINDS:
            if roll < share:
                break
            roll -= share
        lines = make(r, index)
        folder = os.path.join(args.out, f"Module{index % 40}", make.__name__)
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, f"File{index}.swift"), "w") as handle:
            handle.write("\n".join(lines))
        written += len(lines)
        index += 1
    print(f"{index} files, {written} lines in {args.out}")


if __name__ == "__main__":
    main()
