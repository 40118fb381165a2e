import TypeLintSyntax

/// Text typelint does not control — a file's name, a typeface string from code, a suppression's reason, a key of a
/// configuration — made safe for the place it is written. One function per sink, used wherever that sink is written: a
/// name holding a line break must not start a line that a CI runner reads as a command, an ESC or OSC sequence must not
/// reach a terminal, a quote must not end a diff header, a `|` must not end a table cell.
public enum Escaping {
    /// For a line that a terminal shows or a tool reads line by line (stderr, the text report, `typelint rules`): a
    /// backslash doubled, so that an escape reads apart from a name that holds one (a path's undecodable byte is already
    /// `\xNN`); line feed, carriage return and tab as `\n`, `\r`, `\t`; every other control character (C0, DEL, C1) and
    /// each character that reorders what follows it on screen (bidirectional controls, the line and paragraph separators)
    /// as its UTF-8 bytes, `\xNN`. Text with none of these is returned as it is.
    public static func line(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x5C || $0 >= 0x7F }) else { return commandsQuoted(text) }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where isControl(scalar): out += bytes(of: scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return commandsQuoted(out)
    }

    /// A CI runner's service message written anywhere in a line (Azure Pipelines' `##vso[…]`, GitHub's older `##[…]`,
    /// TeamCity's `##teamcity[…]`, Octopus's `##octopus[…]`: `##`, letters, `[`), which the runner obeys wherever the line
    /// shows it, with its second `#` as `\x23`: a typeface string or a suppression's reason from code cannot set a
    /// pipeline's variable or its `PATH`.
    ///
    /// A diff meant for `patch` keeps its lines as the file has them, except under a runner that obeys such a message
    /// anywhere in its log (`runsUnderServiceMessages`), where a dry run's output is read by the runner first.
    ///
    /// `replacement`: what the two marks become, in the sink's own escape (`#\u0023` in JSON, which decodes to the same
    /// text).
    static func commandsQuoted(_ text: String, replacement: String = "#\\x23") -> String {
        // Over the bytes, each looked at once or twice: a search of the rest of the text at each `#` took time quadratic
        // in a run of them.
        let mark = UInt8(ascii: "#")
        // Most text holds no `#`: answered without a copy.
        guard text.utf8.contains(mark) else { return text }
        let bytes = Array(text.utf8)
        guard let first = bytes.firstIndex(of: mark), first + 1 < bytes.count else { return text }
        var out: [UInt8] = Array(bytes[..<first])
        out.reserveCapacity(bytes.count + 8)
        var i = first
        while i < bytes.count {
            if bytes[i] == mark, i + 1 < bytes.count, bytes[i + 1] == mark {
                var end = i + 2
                while end < bytes.count, (bytes[end] | 0x20) &- UInt8(ascii: "a") < 26 { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "[") {
                    out += Array(replacement.utf8)
                    i += 2
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// JSON as written (a report, the census): a service message inside one of its strings has its second `#` as
    /// `\u0023`, which every JSON reader decodes to the same text and no CI runner reads as a command. Outside strings,
    /// JSON holds no `#`.
    public static func json(_ text: String) -> String {
        commandsQuoted(text, replacement: "#\\u0023")
    }

    /// A path at the start of a line, as a line shows it (`line`). A relative one that starts with `:` or white space is
    /// written from `./`: GitHub's runner reads a line that starts with `::`, once white space is trimmed, as a command
    /// (`::error file=…::`), and a file may be named so. A `:` before a digit is written `\x3A`: an editor's error format
    /// (Vim's `%f:%l:%c:`, Emacs's compilation mode) ends the name at the first `:LINE:`, so a file named
    /// `Package.swift:1:1: error: … .swift` would otherwise place a finding of its own text in another file.
    public static func path(_ path: String) -> String {
        let escaped = colonsBeforeDigitsShown(line(path))
        guard let first = escaped.unicodeScalars.first, first == ":" || first.properties.isWhitespace else { return escaped }
        return "./" + escaped
    }

    /// A line of stderr that names no place (usage, a summary, a problem written as text): as `line` shows it, with
    /// every `:` before a digit as `\x3A` — the text may quote a file's name, and an editor that reads the run's output
    /// takes a line's first `:LINE:COL:` for a place.
    public static func errorLine(_ text: String) -> String {
        colonsBeforeDigitsShown(line(text))
    }

    /// A problem for stderr: its file as `path` writes it, the place as typelint knows it, then the text as `errorLine`
    /// writes it, so that the first `:LINE:COL:` of the line is typelint's.
    public static func problem(_ problem: Problem) -> String {
        guard let file = problem.file else { return errorLine(problem.text) }
        return path(file) + (problem.place.map { ":\($0.line):\($0.column)" } ?? "") + ": " + errorLine(problem.text)
    }

    /// `text` with each `:` that a digit follows as `\x3A`.
    private static func colonsBeforeDigitsShown(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let colon = UInt8(ascii: ":")
        guard bytes.indices.dropLast().contains(where: { bytes[$0] == colon && bytes[$0 + 1] &- UInt8(ascii: "0") < 10 }) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        for (i, byte) in bytes.enumerated() {
            if byte == colon, i + 1 < bytes.count, bytes[i + 1] &- UInt8(ascii: "0") < 10 {
                out += Array("\\x3A".utf8)
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether the process runs in a CI job whose runner reads service messages anywhere in a line of its log: Azure
    /// Pipelines (`TF_BUILD`), TeamCity (`TEAMCITY_VERSION`), GitHub Actions (`GITHUB_ACTIONS`, for its older `##[…]`).
    public static func runsUnderServiceMessages(_ environment: [String: String]) -> Bool {
        ["TF_BUILD", "TEAMCITY_VERSION", "GITHUB_ACTIONS"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// Every control character (C0 but line breaks and tab, DEL, C1) and each character that reorders what follows it on
    /// screen, as `line` shows them (`\x1B`); the rest, backslashes included, as it is. For sinks that escape line breaks
    /// their own way (GitHub's workflow commands, XML), where an ESC or a bidirectional override would still reach a
    /// terminal or a reader's screen.
    public static func controls(_ text: String) -> String {
        commandsQuoted(controlsShown(text))
    }

    /// The control characters of `text` as their bytes (see `controls`), service messages left as they are.
    private static func controlsShown(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        return text.unicodeScalars.map { isControl($0) ? bytes(of: $0) : String($0) }.joined()
    }

    /// A character as its UTF-8 bytes: `\x1B`, `\xE2\x80\xAE`.
    private static func bytes(of scalar: Unicode.Scalar) -> String {
        String(scalar).utf8.map { "\\x" + hex($0) }.joined()
    }

    /// A finding's message for a line sink: as `line` shows it when it holds a character to escape, else as it is,
    /// backslashes and all, so that a key path quoted from code (`\.title`) reads as it is written.
    public static func message(_ text: String) -> String {
        text.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\t" || isControl($0) }) ? line(text) : commandsQuoted(text)
    }

    /// A file name as a unified diff's `---` and `+++` lines give it, as git writes them: a name with a byte that
    /// would end or bend the line (a control character, `"`, `\`, any byte of a multi-byte character) in double quotes,
    /// those bytes escaped C-style (`\n`, `\"`, octal `\303\251`), so that `git apply` and `patch` read the name the
    /// file has, and no name can add a header of its own; a name with a space ends with a tab, which tells `patch`
    /// where it ends.
    public static func diffPath(_ path: String, quotingCommands: Bool = false) -> String {
        let bytes = Array(path.utf8)
        // For a CI runner's log, a name that holds `##` is quoted with each `#` as `\043`, which git reads back as `#`
        // and the runner does not read as a service message.
        let hidesMarks = quotingCommands && path.contains("##")
        let quoted = hidesMarks || bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F }
        guard quoted else { return bytes.contains(0x20) ? path + "\t" : path }
        var out = "\""
        for byte in bytes {
            switch byte {
            case 0x07: out += "\\a"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0B: out += "\\v"
            case 0x0C: out += "\\f"
            case 0x0D: out += "\\r"
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case _ where byte < 0x20 || byte >= 0x7F || hidesMarks && byte == UInt8(ascii: "#"):
                out += "\\\(byte >> 6)\((byte >> 3) & 7)\(byte & 7)"  // three octal digits
            default: out.unicodeScalars.append(Unicode.Scalar(byte))
            }
        }
        return out + "\""
    }

    /// A finding's message as a Markdown table cell. What it quotes in backticks becomes `<code>`; everything else is
    /// shown as it is: each ASCII character Markdown may read as markup (links, images, emphasis, HTML, an autolink's
    /// `:` and `.`, the cell's `|`) is a numeric character reference, so that quoted code holding backticks or brackets
    /// (a typeface named ``Evil` ![x](https://…)``) cannot end its span and become live. With an odd number of
    /// backticks, none quotes. Line breaks become spaces; control characters are shown as `line` shows them.
    public static func markdownCell(_ text: String) -> String {
        let parts = text.split(separator: "`", omittingEmptySubsequences: false)
        let quotes = parts.count % 2 == 1
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for (index, part) in parts.enumerated() {
            if quotes && index % 2 == 1 {
                out += "<code>" + markdownLiteral(part) + "</code>"
            } else {
                out += (!quotes && index > 0 ? "&#96;" : "") + markdownLiteral(part)
            }
        }
        return out
    }

    private static func markdownLiteral(_ text: Substring) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r": out += " "
            case _ where isControl(scalar) || scalar == "\t": out += line(String(scalar))
            case _ where markup.contains(scalar): out += "&#\(scalar.value);"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// What Markdown (GitHub's, with its autolinks) may read as markup inside a table cell.
    private static let markup = Set("\\`*_~[]()!<>&|:.#".unicodeScalars)

    /// Text as a Markdown code span in a table cell: fenced by one more backtick than the longest run of them in the
    /// text (so that none ends the span early), with a space inside the fence when the text starts or ends with one;
    /// a `|` escaped, which a table reads before the span; control characters as `line` shows them.
    public static func markdownCode(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|": escaped += "\\|"
            case _ where isControl(scalar) || scalar == "\t" || scalar == "\n" || scalar == "\r": escaped += line(String(scalar))
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        var longest = 0, run = 0
        for character in escaped.utf8 {
            run = character == UInt8(ascii: "`") ? run + 1 : 0
            longest = max(longest, run)
        }
        // A code span shows references as they are written: a service message is quoted as a line quotes it.
        escaped = commandsQuoted(escaped)
        let fence = String(repeating: "`", count: longest + 1)
        let padding = escaped.hasPrefix("`") || escaped.hasSuffix("`") ? " " : ""
        return fence + padding + escaped + padding + fence
    }

    /// C0 but line feed, carriage return and tab (their own escapes), DEL, C1, the characters that reorder or break
    /// a line on screen: the bidirectional marks, embeddings, overrides and isolates (a name can show as another this
    /// way), and the Unicode line and paragraph separators; and those that show nothing at all, so that two names that
    /// differ by one read apart: the zero-width space and joiners, the invisible operators and format characters, the
    /// byte-order mark, the soft hyphen and the grapheme joiner, the Hangul and Khmer fillers, the variation selectors
    /// (one per byte hides a message) and the tag characters (invisible ASCII, which a reader of text does not see and a
    /// program reading it does).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20: scalar != "\n" && scalar != "\r" && scalar != "\t"
        case 0x7F...0x9F, 0xAD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E, 0x200B...0x200F, 0x2028...0x202E,
             0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF9...0xFFFB, 0xE0000...0xE01EF: true
        default: false
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    /// Text as an XML or HTML attribute or element value: the five special characters as entities, and the control
    /// characters XML 1.0 cannot hold at all (any but tab, line feed and carriage return) as spaces. Read by code point:
    /// a mark that joins a `<` into one character with what precedes it still leaves a `<` for a browser to read.
    public static func markup(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        // A bidirectional override shown as its bytes, as on a terminal: a report's reader must see the text in its order.
        for scalar in controlsShown(text).unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        // A service message's second `#` as a character reference: the document reads the same text, a CI log does not
        // read a command.
        return commandsQuoted(out, replacement: "#&#35;")
    }
}
