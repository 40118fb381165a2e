#include "CLibClang.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

/* The few libclang types and entry points typelint uses, declared here (no clang headers needed). */
typedef void *CXIndex;
typedef void *CXTranslationUnit;
typedef void *CXFile;
typedef struct { const void *ptr_data[2]; unsigned int_data; } CXSourceLocation;
typedef struct { const void *ptr_data[2]; unsigned begin_int_data; unsigned end_int_data; } CXSourceRange;
typedef struct { unsigned int_data[4]; void *ptr_data; } CXToken;
struct CXUnsavedFile { const char *Filename; const char *Contents; unsigned long Length; };

enum { CXTranslationUnit_SkipFunctionBodies = 0x40, CXTranslationUnit_KeepGoing = 0x200, CXTranslationUnit_SingleFileParse = 0x400 };

/* A parsed translation unit kept for the next file: re-parsing it with new contents skips the driver
   (argument parsing, the search for a GCC installation), which costs more than lexing a small file. */
struct tl_unit {
    CXIndex index;
    CXTranslationUnit unit;
};
enum { TL_IDLE_UNITS = 8 };

struct tl_libclang {
    void *handle;
    pthread_mutex_t lock;
    struct tl_unit idle[2][TL_IDLE_UNITS]; /* per language: Objective-C, Objective-C++ */
    int idle_count[2];
    int (*reparse)(CXTranslationUnit, unsigned, struct CXUnsavedFile *, unsigned);
    CXIndex (*createIndex)(int, int);
    void (*disposeIndex)(CXIndex);
    CXTranslationUnit (*parse)(CXIndex, const char *, const char *const *, int, struct CXUnsavedFile *, unsigned,
                               unsigned);
    void (*disposeTranslationUnit)(CXTranslationUnit);
    CXFile (*getFile)(CXTranslationUnit, const char *);
    CXSourceLocation (*locationForOffset)(CXTranslationUnit, CXFile, unsigned);
    CXSourceRange (*getRange)(CXSourceLocation, CXSourceLocation);
    void (*tokenize)(CXTranslationUnit, CXSourceRange, CXToken **, unsigned *);
    void (*disposeTokens)(CXTranslationUnit, CXToken *, unsigned);
    int (*tokenKind)(CXToken);
    CXSourceRange (*tokenExtent)(CXTranslationUnit, CXToken);
    CXSourceLocation (*rangeStart)(CXSourceRange);
    CXSourceLocation (*rangeEnd)(CXSourceRange);
    void (*fileLocation)(CXSourceLocation, CXFile *, unsigned *, unsigned *, unsigned *);
};

tl_libclang *tl_libclang_open(const char *path, char *error, unsigned long error_size) {
    void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(error, error_size, "%s", dlerror());
        return NULL;
    }
    tl_libclang *clang = calloc(1, sizeof(tl_libclang));
    if (!clang) {
        dlclose(handle);
        snprintf(error, error_size, "out of memory");
        return NULL;
    }
    clang->handle = handle;
    pthread_mutex_init(&clang->lock, NULL);
#define LOAD(field, symbol)                                                          \
    if (!(*(void **)&clang->field = dlsym(handle, symbol))) {                        \
        snprintf(error, error_size, "%s: no %s", path, symbol);                      \
        tl_libclang_close(clang);                                                    \
        return NULL;                                                                 \
    }
    LOAD(createIndex, "clang_createIndex")
    LOAD(disposeIndex, "clang_disposeIndex")
    LOAD(parse, "clang_parseTranslationUnit")
    LOAD(disposeTranslationUnit, "clang_disposeTranslationUnit")
    LOAD(reparse, "clang_reparseTranslationUnit")
    LOAD(getFile, "clang_getFile")
    LOAD(locationForOffset, "clang_getLocationForOffset")
    LOAD(getRange, "clang_getRange")
    LOAD(tokenize, "clang_tokenize")
    LOAD(disposeTokens, "clang_disposeTokens")
    LOAD(tokenKind, "clang_getTokenKind")
    LOAD(tokenExtent, "clang_getTokenExtent")
    LOAD(rangeStart, "clang_getRangeStart")
    LOAD(rangeEnd, "clang_getRangeEnd")
    LOAD(fileLocation, "clang_getFileLocation")
#undef LOAD
    return clang;
}

static void dispose_unit(tl_libclang *clang, struct tl_unit unit) {
    if (unit.unit) clang->disposeTranslationUnit(unit.unit);
    if (unit.index) clang->disposeIndex(unit.index);
}

static struct tl_unit take_idle_unit(tl_libclang *clang, int objcxx) {
    struct tl_unit unit = {NULL, NULL};
    pthread_mutex_lock(&clang->lock);
    if (clang->idle_count[objcxx] > 0) unit = clang->idle[objcxx][--clang->idle_count[objcxx]];
    pthread_mutex_unlock(&clang->lock);
    return unit;
}

static void keep_idle_unit(tl_libclang *clang, int objcxx, struct tl_unit unit) {
    pthread_mutex_lock(&clang->lock);
    int kept = clang->idle_count[objcxx] < TL_IDLE_UNITS;
    if (kept) clang->idle[objcxx][clang->idle_count[objcxx]++] = unit;
    pthread_mutex_unlock(&clang->lock);
    if (!kept) dispose_unit(clang, unit);
}

tl_clang_token *tl_libclang_tokenize(tl_libclang *clang, const char *contents, unsigned long length,
                                     int objcxx, unsigned *count) {
    objcxx = objcxx ? 1 : 0;
    /* The buffer is an unsaved file under a virtual name: libclang reads nothing from disk, so the
       index content of --staged and stdin are lexed exactly as given. */
    const char *name = objcxx ? "typelint-input.mm" : "typelint-input.m";
    /* No -fobjc-arc: clang refuses it where there is no modern Objective-C runtime (Linux), and
       lexing does not depend on it. */
    const char *args[] = {"-x", objcxx ? "objective-c++" : "objective-c"};
    struct CXUnsavedFile unsaved = {name, contents, length};
    *count = 0;
    struct tl_unit kept = take_idle_unit(clang, objcxx);
    if (kept.unit && clang->reparse(kept.unit, 1, &unsaved, 0) != 0) {
        dispose_unit(clang, kept); /* a unit that failed to re-parse cannot be used again */
        kept.unit = NULL;
        kept.index = NULL;
    }
    if (!kept.unit) {
        if (!kept.index) kept.index = clang->createIndex(0, 0);
        if (!kept.index) return NULL;
        /* Function bodies are skipped: tokens come from lexing the whole range, not from the parse. */
        kept.unit = clang->parse(kept.index, name, args, 2, &unsaved, 1,
                                 CXTranslationUnit_KeepGoing | CXTranslationUnit_SingleFileParse |
                                     CXTranslationUnit_SkipFunctionBodies);
        if (!kept.unit) {
            clang->disposeIndex(kept.index);
            return NULL;
        }
    }
    CXTranslationUnit unit = kept.unit;
    CXFile file = clang->getFile(unit, name);
    CXSourceRange range = clang->getRange(clang->locationForOffset(unit, file, 0),
                                          clang->locationForOffset(unit, file, (unsigned)length));
    CXToken *tokens = NULL;
    unsigned n = 0;
    clang->tokenize(unit, range, &tokens, &n);
    tl_clang_token *result = malloc(sizeof(tl_clang_token) * (n ? n : 1));
    if (result) {
        for (unsigned i = 0; i < n; i++) {
            CXSourceRange extent = clang->tokenExtent(unit, tokens[i]);
            CXFile ignored;
            unsigned line, column, start, end;
            clang->fileLocation(clang->rangeStart(extent), &ignored, &line, &column, &start);
            clang->fileLocation(clang->rangeEnd(extent), &ignored, &line, &column, &end);
            result[i].kind = (unsigned)clang->tokenKind(tokens[i]);
            result[i].start = start;
            result[i].end = end;
        }
        *count = n;
    }
    if (tokens) clang->disposeTokens(unit, tokens, n);
    keep_idle_unit(clang, objcxx, kept);
    return result;
}

void tl_libclang_free_tokens(tl_clang_token *tokens) { free(tokens); }

void tl_libclang_close(tl_libclang *clang) {
    if (!clang) return;
    for (int language = 0; language < 2; language++) {
        for (int i = 0; i < clang->idle_count[language]; i++) dispose_unit(clang, clang->idle[language][i]);
        clang->idle_count[language] = 0;
    }
    pthread_mutex_destroy(&clang->lock);
    if (clang->handle) dlclose(clang->handle);
    free(clang);
}
