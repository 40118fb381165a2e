#ifndef TYPELINT_CLIBCLANG_H
#define TYPELINT_CLIBCLANG_H

/// A thin shim over libclang, loaded at run time with dlopen (never linked): libclang passes structs
/// by value, which Swift cannot do through dlsym'd function pointers, so the calls live here.

typedef struct tl_libclang tl_libclang;

/// One token: libclang's kind (0 punctuation, 1 keyword, 2 identifier, 3 literal, 4 comment) and
/// its byte range [start, end).
typedef struct {
    unsigned kind;
    unsigned start;
    unsigned end;
} tl_clang_token;

/// Loads libclang from `path`. Returns NULL, with a message in `error`, if it cannot be loaded or
/// lacks an entry point typelint needs.
tl_libclang *tl_libclang_open(const char *path, char *error, unsigned long error_size);

/// Lexes `contents` as Objective-C (Objective-C++ when `objcxx`), without reading any header.
/// Returns a malloc'd array (free it with tl_libclang_free_tokens) and its length in `count`,
/// or NULL if libclang could not process the buffer. Safe to call from several threads at once.
tl_clang_token *tl_libclang_tokenize(tl_libclang *clang, const char *contents, unsigned long length,
                                     int objcxx, unsigned *count);

void tl_libclang_free_tokens(tl_clang_token *tokens);

void tl_libclang_close(tl_libclang *clang);

/// Hands back the pages of libclang's code and constants that loading it touched (its static initializers run
/// across the whole library): they stay mapped and come back from the file when a parse needs them, so a process
/// that loads libclang to parse keeps only what parsing uses. Does nothing where the loader cannot say where the
/// library lies.
void tl_libclang_release_startup_pages(tl_libclang *clang);

/// A cursor, laid out as libclang's CXCursor.
typedef struct {
    int kind;
    int xdata;
    const void *data[3];
} tl_cursor;

/// A type, laid out as libclang's CXType.
typedef struct {
    int kind;
    void *data[2];
} tl_type;

/// A file handed to libclang instead of the one on disk (the file being linted, the prelude).
typedef struct {
    const char *path;
    const char *contents;
    unsigned long length;
} tl_file;

/// A parsed translation unit, with the file it was parsed for.
typedef struct tl_unit tl_unit;

/// Parses `path` with `arguments` (compiler flags), reading `files` instead of the disk for their paths.
/// `options` are libclang's CXTranslationUnit_Flags. Returns NULL with libclang's error code in `error`.
tl_unit *tl_unit_parse(tl_libclang *clang, const char *path, const char *const *arguments, int argument_count,
                       const tl_file *files, unsigned file_count, unsigned options, int *error);

/// Writes the unit to `path` (a precompiled header, for a unit parsed as a header for serialization): 1 when written.
int tl_unit_save(tl_libclang *clang, tl_unit *unit, const char *path);

void tl_unit_dispose(tl_libclang *clang, tl_unit *unit);

/// The translation unit's cursor, whose children are its top-level declarations.
tl_cursor tl_unit_cursor(tl_libclang *clang, tl_unit *unit);

/// A cursor's children, in order, as a malloc'd array (free it with tl_free); their number in `count`.
tl_cursor *tl_cursor_children(tl_libclang *clang, tl_cursor cursor, unsigned *count);

void tl_free(void *pointer);

int tl_cursor_kind(tl_libclang *clang, tl_cursor cursor);

/// What libclang calls the cursor (a declaration's name, a message's selector), malloc'd; NULL for none.
char *tl_cursor_spelling(tl_libclang *clang, tl_cursor cursor);

/// A declaration's unified symbol resolution (the same for every reference to it), malloc'd; NULL for none.
char *tl_cursor_usr(tl_libclang *clang, tl_cursor cursor);

/// The cursor's extent as byte offsets of the unit's main file, where the code is seen: for code a macro
/// expands to, the macro's use (a macro's argument, where the argument is written). Returns 0 when the extent
/// is not in the main file.
int tl_cursor_extent(tl_libclang *clang, tl_unit *unit, tl_cursor cursor, unsigned *start, unsigned *end);

/// Whether the cursor's code is written in a macro's definition rather than where it is seen.
int tl_cursor_is_in_macro(tl_libclang *clang, tl_cursor cursor);

/// The declaration a reference names (a variable, a property, a constant, a class); a null cursor for none.
tl_cursor tl_cursor_referenced(tl_libclang *clang, tl_cursor cursor);

int tl_cursor_is_null(tl_libclang *clang, tl_cursor cursor);

tl_type tl_cursor_type(tl_libclang *clang, tl_cursor cursor);

/// The type a pointer type points to (an invalid type for another type).
tl_type tl_type_pointee(tl_libclang *clang, tl_type type);

/// The declaration of a type (an Objective-C class's interface); a null cursor for none.
tl_cursor tl_type_declaration(tl_libclang *clang, tl_type type);

/// Evaluates an expression as clang's constant evaluator does (literals, arithmetic, enumerators, constants,
/// what macros expand to): 1 with `number` set for a number, 2 with `string` set (malloc'd) for a string
/// literal, 0 when it has no constant value.
int tl_cursor_evaluate(tl_libclang *clang, tl_cursor cursor, double *number, char **string);

#endif
