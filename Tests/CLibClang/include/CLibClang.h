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

#endif
