import Foundation
import TypeLintRules

/// The census (`typelint census`) as text for a terminal, as JSON for scripts, and as one self-contained HTML page.
public enum CensusReporter {
    /// The census's data, keys sorted: the `--reporter json` of `typelint census`.
    public static func json(_ census: Census) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Sizes are finite where they are read; a number that is not still leaves the rest of the census.
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "Infinity", negativeInfinity: "-Infinity",
                                                                      nan: "NaN")
        return (try? encoder.encode(census)).map { Escaping.json(String(decoding: $0, as: UTF8.self)) + "\n" } ?? "{}\n"
    }

    /// A summary a person reads in a terminal: the totals, each module's line, the type scale.
    public static func text(_ census: Census) -> String {
        // Module, token and family names come from the code and its folders: shown as a line shows them.
        var out = "typography census (profile \(Escaping.line(census.profile))): \(census.files) files\n"
        let totals = census.totals
        out += "through the design system: \(totals.throughSystem) (\(totals.styleUses) text styles, \(totals.tokenUses) tokens); "
            + "around it: \(totals.aroundSystem) raw sizes; adoption \(number(totals.adoption))%"
            + (census.designSystem == nil ? "" : "; \(totals.definitions) sizes in the design system's own definitions") + "\n\n"
        out += "module".padding(toLength: 32, withPad: " ", startingAt: 0) + "  files  styles  tokens  raw  adoption  findings\n"
        for module in census.modules {
            let name = (Escaping.line(module.name) + (module.isDesignSystem ? " *" : "")).padding(toLength: 32, withPad: " ", startingAt: 0)
            out += name + "  " + [String(module.files).leftPadded(5), String(module.counts.styleUses).leftPadded(6),
                                  String(module.counts.tokenUses).leftPadded(6), String(module.counts.rawSizes).leftPadded(3),
                                  (number(module.counts.adoption) + "%").leftPadded(8),
                                  String(module.findings.values.reduce(0, +)).leftPadded(8)].joined(separator: "  ") + "\n"
        }
        if census.designSystem != nil { out += "(* holds the design system's sources)\n" }
        out += "\ntype scale:\n"
        for entry in census.typeScale {
            out += "  \(number(entry.size).leftPadded(6))pt  \(entry.kind.padding(toLength: 5, withPad: " ", startingAt: 0))  \(Escaping.line(entry.name))"
                + (entry.weight.map { " \($0)" } ?? "") + (entry.family.map { " \(Escaping.line($0))" } ?? "") + " — \(entry.uses) use\(entry.uses == 1 ? "" : "s")\n"
        }
        if !census.findings.isEmpty {
            out += "\nfindings: " + census.findings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "\n"
        }
        return out
    }

    /// One page that needs nothing else: no network, no font or script from elsewhere. Its tables sort by a click on a
    /// column's heading; every number the JSON has is in the page, marked with `data-census` (the JSON's key path) so that
    /// a test can read both and compare them.
    public static func html(_ census: Census) -> String {
        let totals = census.totals
        var body = ""
        body += "<h1>Typography census</h1>\n<p class=\"lede\">Profile <b>\(Escaping.markup(census.profile))</b>, "
            + "<span data-census=\"files\">\(census.files)</span> files."
        if let system = census.designSystem {
            let sources = system.sources.map { "<code>" + Escaping.markup($0) + "</code>" }.joined(separator: ", ")
            let families = system.families.map(Escaping.markup).joined(separator: ", ")
            body += " Design system: " + (system.sources.isEmpty ? "no sources" : sources) + (system.families.isEmpty ? "" : "; families " + families) + "."
        }
        body += "</p>\n"
        body += "<section class=\"totals\">\n"
        for (key, label, value) in [("totals.throughSystem", "through the system", number(Double(totals.throughSystem))),
                                    ("totals.styleUses", "text styles", number(Double(totals.styleUses))),
                                    ("totals.tokenUses", "tokens", number(Double(totals.tokenUses))),
                                    ("totals.aroundSystem", "around it (raw sizes)", number(Double(totals.aroundSystem))),
                                    ("totals.definitions", "sizes in definitions", number(Double(totals.definitions))),
                                    ("totals.adoption", "adoption, %", number(totals.adoption))] {
            body += "<div class=\"total\"><span class=\"value\" data-census=\"\(key)\">\(value)</span><span class=\"label\">\(label)</span></div>\n"
        }
        body += "</section>\n"
        body += "<div class=\"bar\" title=\"\(number(totals.adoption))% through the system\"><div style=\"width:\(number(min(100, max(0, totals.adoption))))%\"></div></div>\n"

        body += "<h2>Type scale</h2>\n<div class=\"specimen\">\n"
        for (position, entry) in census.typeScale.enumerated() {
            let family = entry.family.map { "'\(cssString($0))', " } ?? ""
            let weight = entry.weight.map(cssWeight) ?? 400
            body += "<div class=\"sample \(entry.kind)\"><span class=\"meta\"><b>\(Escaping.markup(entry.name))</b> "
                + "<span data-census=\"typeScale.\(position).size\">\(number(entry.size))</span>pt \(Escaping.markup(entry.weight ?? "")) \(Escaping.markup(entry.family ?? "")) · "
                + "<span data-census=\"typeScale.\(position).uses\">\(entry.uses)</span> uses</span>"
                + "<span class=\"text\" style=\"font: \(weight) \(number(min(entry.size, 96)))px \(family)system-ui, -apple-system, sans-serif\">"
                + "The quick brown fox jumps over the lazy dog</span></div>\n"
        }
        body += "</div>\n"

        body += "<h2>Modules</h2>\n" + table(
            ["module", "folder", "files", "text styles", "tokens", "raw sizes", "definitions", "adoption %", "findings"],
            census.modules.enumerated().map { position, module in
                let key = "modules.\(position)"
                return [cell(module.name + (module.isDesignSystem ? " ◆" : "")), cell(module.path),
                        numberCell(Double(module.files), "\(key).files"),
                        numberCell(Double(module.counts.styleUses), "\(key).counts.styleUses"),
                        numberCell(Double(module.counts.tokenUses), "\(key).counts.tokenUses"),
                        numberCell(Double(module.counts.rawSizes), "\(key).counts.rawSizes"),
                        numberCell(Double(module.counts.definitions), "\(key).counts.definitions"),
                        numberCell(module.counts.adoption, "\(key).counts.adoption"),
                        numberCell(Double(module.findings.values.reduce(0, +)), nil)]
            })
        if census.designSystem != nil { body += "<p class=\"note\">◆ holds the design system's sources.</p>\n" }

        if !census.tokens.isEmpty {
            body += "<h2>Tokens</h2>\n" + table(
                ["token", "size", "weight", "family", "line height", "tracking", "text style", "uses", "declared"],
                census.tokens.enumerated().map { position, token in
                    [cell(token.name), token.size.map { numberCell($0, "tokens.\(position).size") } ?? cell(""),
                     cell(token.weight ?? ""), cell(token.family ?? ""), token.lineHeight.map { numberCell($0, nil) } ?? cell(""),
                     token.tracking.map { numberCell($0, nil) } ?? cell(""), cell(token.textStyle ?? ""),
                     numberCell(Double(token.uses), "tokens.\(position).uses"), cell(token.declaredAt ?? "profile")]
                })
        }

        body += "<h2>Findings by rule</h2>\n" + table(["rule", "findings"], census.findings.sorted { $0.key < $1.key }.map { rule, count in
            [cell(rule), numberCell(Double(count), "findings.\(rule)")]
        })

        body += "<h2>In each module</h2>\n"
        for (position, module) in census.modules.enumerated() {
            body += "<details><summary>\(Escaping.markup(module.name)) <span class=\"path\">\(Escaping.markup(module.path))</span></summary>\n"
            for (title, field, entries) in [("Text styles", "textStyles", module.textStyles), ("Tokens", "tokens", module.tokens),
                                             ("Raw sizes", "rawSizes", module.rawSizes), ("Families", "families", module.families)]
                where !entries.isEmpty {
                body += "<h3>\(title)</h3>\n" + table(["name", "uses", "where"], entries.enumerated().map { index, entry in
                    let shown = entry.locations.prefix(12).map(Escaping.markup).joined(separator: "<br>")
                        + (entry.locations.count > 12 ? "<br>… and \(entry.locations.count - 12) more" : "")
                    return [cell(entry.name), numberCell(Double(entry.count), "modules.\(position).\(field).\(index).count"),
                            "<td class=\"where\">\(shown)</td>"]
                })
            }
            if !module.findings.isEmpty {
                body += "<h3>Findings</h3>\n" + table(["rule", "findings"], module.findings.sorted { $0.key < $1.key }.map { rule, count in
                    [cell(rule), numberCell(Double(count), "modules.\(position).findings.\(rule)")]
                })
            }
            body += "</details>\n"
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Typography census — \(Escaping.markup(census.profile))</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            \(body)
            <script>
            \(script)
            </script>
            </body>
            </html>

            """
    }

    private static func table(_ headings: [String], _ rows: [[String]]) -> String {
        "<table class=\"sortable\"><thead><tr>" + headings.map { "<th>\(Escaping.markup($0))</th>" }.joined()
            + "</tr></thead>\n<tbody>\n" + rows.map { "<tr>" + $0.joined() + "</tr>\n" }.joined() + "</tbody></table>\n"
    }

    private static func cell(_ text: String) -> String { "<td>\(Escaping.markup(text))</td>" }

    private static func numberCell(_ value: Double, _ key: String?) -> String {
        "<td class=\"number\" data-value=\"\(number(value))\"" + (key.map { " data-census=\"\(Escaping.markup($0))\"" } ?? "") + ">\(number(value))</td>"
    }

    /// A number as JSON writes it, without a fraction when it has none.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func cssWeight(_ weight: String) -> Int {
        ["ultraLight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600, "bold": 700,
         "heavy": 800, "black": 900][weight] ?? 400
    }

    private static func cssString(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.properties.isAlphabetic || $0 == " " || ("0"..."9").contains($0) || $0 == "-" })
    }

    private static let style = """
        body { font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; color: #1d1d1f; background: #fff; }
        h1 { font-size: 2rem; margin-bottom: .25rem; } h2 { margin-top: 2.5rem; border-bottom: 1px solid #ddd; padding-bottom: .25rem; }
        .lede { color: #555; } code { background: #f2f2f4; padding: 0 .3em; border-radius: 3px; }
        .totals { display: flex; flex-wrap: wrap; gap: 1rem; margin: 1.5rem 0 1rem; }
        .total { background: #f5f5f7; border-radius: 8px; padding: .75rem 1rem; min-width: 8rem; }
        .total .value { display: block; font-size: 1.75rem; font-weight: 600; } .total .label { color: #666; font-size: .85rem; }
        .bar { height: 10px; background: #f0c3c3; border-radius: 5px; overflow: hidden; } .bar div { height: 100%; background: #3a8d5c; }
        .specimen .sample { display: flex; align-items: baseline; gap: 1.5rem; border-bottom: 1px solid #eee; padding: .4rem 0; overflow: hidden; white-space: nowrap; }
        .specimen .meta { flex: 0 0 19rem; color: #555; font-size: 12px; white-space: normal; } .sample.raw .meta b { color: #b3261e; }
        table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; font-size: 13px; }
        th, td { text-align: left; padding: .3rem .5rem; border-bottom: 1px solid #eee; vertical-align: top; }
        th { cursor: pointer; user-select: none; background: #fafafa; } th.asc::after { content: " ▲"; } th.desc::after { content: " ▼"; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; } td.where { color: #666; font-size: 12px; }
        details { margin: .5rem 0; } summary { cursor: pointer; font-weight: 600; } .path, .note { color: #777; font-weight: normal; }
        """

    /// Sorts a table by the column whose heading is clicked: numbers by value, text by its letters; a second click reverses.
    private static let script = """
        document.querySelectorAll("table.sortable th").forEach(function (heading) {
          heading.addEventListener("click", function () {
            var table = heading.closest("table"), body = table.tBodies[0];
            var column = Array.prototype.indexOf.call(heading.parentNode.children, heading);
            var ascending = !heading.classList.contains("asc");
            table.querySelectorAll("th").forEach(function (other) { other.classList.remove("asc", "desc"); });
            heading.classList.add(ascending ? "asc" : "desc");
            var rows = Array.prototype.slice.call(body.rows);
            rows.sort(function (a, b) {
              var x = a.cells[column], y = b.cells[column];
              var nx = x && x.dataset.value !== undefined ? parseFloat(x.dataset.value) : NaN;
              var ny = y && y.dataset.value !== undefined ? parseFloat(y.dataset.value) : NaN;
              var order = !isNaN(nx) && !isNaN(ny) ? nx - ny : (x ? x.textContent : "").localeCompare(y ? y.textContent : "");
              return ascending ? order : -order;
            });
            rows.forEach(function (row) { body.appendChild(row); });
          });
        });
        document.documentElement.setAttribute("data-ready", "1");
        """
}

private extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
