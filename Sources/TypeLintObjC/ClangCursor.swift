import CLibClang

/// A translation unit clang parsed: the file typelint lints, with what it includes and the prelude.
final class ClangUnit {
    let clang: LibClang
    private let unit: OpaquePointer

    init(clang: LibClang, unit: OpaquePointer) {
        self.clang = clang
        self.unit = unit
    }

    deinit { tl_unit_dispose(clang.handle, unit) }

    /// libclang's `CXTranslationUnit_Flags`, those typelint uses.
    struct Options: OptionSet {
        let rawValue: UInt32
        /// Go on after a fatal error (a header that is not found): the rest of the file is still parsed.
        static let keepGoing = Options(rawValue: 0x200)
        /// Made to be written as a precompiled header.
        static let forSerialization = Options(rawValue: 0x10)
    }

    /// Writes the unit as a precompiled header; whether it was written.
    func save(to path: String) -> Bool { tl_unit_save(clang.handle, unit, path) != 0 }

    /// libclang's `CXErrorCode` for a unit it could not make (3: its parser crashed).
    struct Failure: Error {
        let code: Int32
    }

    /// The unit's top-level declarations, those of its headers and prelude included.
    var declarations: [ClangCursor] { ClangCursor(tl_unit_cursor(clang.handle, unit), in: self).children }

    fileprivate var handle: OpaquePointer { clang.handle }
    fileprivate var pointer: OpaquePointer { unit }
}

/// A node of clang's syntax tree (a declaration, a statement, an expression, a reference), seen through libclang.
struct ClangCursor {
    /// The kinds typelint reads (libclang's `CXCursorKind`).
    enum Kind: Int32 {
        case enumConstant = 7, function = 8, variable = 9, parameter = 10, objCInterface = 11, objCCategory = 12
        case objCProperty = 14, objCIvar = 15, objCInstanceMethod = 16, objCClassMethod = 17
        case objCImplementation = 18, objCCategoryImplementation = 19
        case objCSuperclassReference = 40, objCClassReference = 42
        case unexposedExpression = 100, declarationReference = 101, memberReference = 102, call = 103, message = 104
        case integerLiteral = 106, floatingLiteral = 107, parenthesized = 111, unaryOperator = 112
        case binaryOperator = 114, compoundAssignment = 115, conditional = 116, cStyleCast = 117
        case objCStringLiteral = 137
        case other = -1
    }

    private let raw: tl_cursor
    private unowned let unit: ClangUnit

    init(_ raw: tl_cursor, in unit: ClangUnit) {
        self.raw = raw
        self.unit = unit
    }

    var kind: Kind { Kind(rawValue: tl_cursor_kind(unit.handle, raw)) ?? .other }

    var children: [ClangCursor] {
        var count: UInt32 = 0
        guard let items = tl_cursor_children(unit.handle, raw, &count) else { return [] }
        defer { tl_free(items) }
        return (0..<Int(count)).map { ClangCursor(items[$0], in: unit) }
    }

    /// A declaration's name, a reference's name, a message's selector (`systemFontOfSize:weight:`).
    var spelling: String? { owned(tl_cursor_spelling(unit.handle, raw)) }

    /// The same for a declaration and every reference to it (`c:objc(cs)ProfileCell(py)nameLabel`).
    var symbol: String? { owned(tl_cursor_usr(unit.handle, raw)) }

    /// Where the code is seen in the linted file, as byte offsets: for code a macro makes, the macro's use (or the
    /// argument of the use it came from). Nil for code of a header or the prelude.
    var extent: Range<Int>? {
        var start: UInt32 = 0, end: UInt32 = 0
        guard tl_cursor_extent(unit.handle, unit.pointer, raw, &start, &end) != 0 else { return nil }
        return Int(start)..<Int(end)
    }

    /// Whether the code is written in a macro's definition, not where it is seen (`APP_FONT(10)` makes a message).
    var isInMacro: Bool { tl_cursor_is_in_macro(unit.handle, raw) != 0 }

    /// The declaration a reference names.
    var referenced: ClangCursor? {
        let cursor = tl_cursor_referenced(unit.handle, raw)
        return tl_cursor_is_null(unit.handle, cursor) != 0 ? nil : ClangCursor(cursor, in: unit)
    }

    /// The Objective-C class of an expression or declaration typed as a pointer to one (`UILabel *`).
    var objectClass: ClangCursor? {
        let type = tl_cursor_type(unit.handle, raw)
        let declaration = tl_type_declaration(unit.handle, tl_type_pointee(unit.handle, type))
        guard tl_cursor_is_null(unit.handle, declaration) == 0 else { return nil }
        let cursor = ClangCursor(declaration, in: unit)
        return cursor.kind == .objCInterface ? cursor : nil
    }

    /// An Objective-C class's superclass.
    var superclass: ClangCursor? {
        children.first { $0.kind == .objCSuperclassReference }?.referenced
    }

    /// What clang's constant evaluator makes of an expression: literals, arithmetic, enumerators, constants, what a
    /// macro expands to.
    var value: ClangValue? {
        var number = 0.0
        var string: UnsafeMutablePointer<CChar>?
        switch tl_cursor_evaluate(unit.handle, raw, &number, &string) {
        case 1: return .number(number)
        case 2: return owned(string).map(ClangValue.string)
        default: return nil
        }
    }

    /// The expression inside parentheses and conversions clang adds (`(s)`, a number made a `CGFloat`).
    var unwrapped: ClangCursor {
        var cursor = self
        while [.parenthesized, .unexposedExpression, .cStyleCast].contains(cursor.kind), let inner = cursor.children.last {
            cursor = inner
        }
        return cursor
    }
}

enum ClangValue {
    case number(Double)
    case string(String)

    var number: Double? { if case .number(let value) = self { value } else { nil } }
    var string: String? { if case .string(let value) = self { value } else { nil } }
}

/// A C string libclang's shim allocated, as a Swift string (and freed).
private func owned(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    defer { tl_free(pointer) }
    return String(cString: pointer)
}
