#include "CLibClang.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* The source is handed to libclang inside `#if 0 … #endif`: clang_tokenize lexes the raw bytes of a range
   whatever the preprocessor made of them, so the tokens are the same, while the parser sees an empty file.
   Parsing is what costs time and what recurses once per nested bracket or unary operator (deep nesting
   overflowed its stack); lexing does neither. */
static const char tl_prefix[] = "#if 0\n";
static const char tl_suffix[] = "\n#endif\n";
enum { TL_PREFIX = sizeof(tl_prefix) - 1, TL_SUFFIX = sizeof(tl_suffix) - 1 };

static tl_clang_token *tokenize_here(tl_libclang *clang, const char *contents, unsigned long length,
                                     int objcxx, unsigned *count) {
    objcxx = objcxx ? 1 : 0;
    *count = 0;
    char *wrapped = malloc(TL_PREFIX + length + TL_SUFFIX);
    if (!wrapped) return NULL;
    memcpy(wrapped, tl_prefix, TL_PREFIX);
    memcpy(wrapped + TL_PREFIX, contents, length);
    memcpy(wrapped + TL_PREFIX + length, tl_suffix, TL_SUFFIX);
    /* The buffer is an unsaved file under a virtual name: libclang reads nothing from disk, so the
       index content of --staged and stdin are lexed exactly as given. */
    const char *name = objcxx ? "typelint-input.mm" : "typelint-input.m";
    /* No -fobjc-arc: clang refuses it where there is no modern Objective-C runtime (Linux), and
       lexing does not depend on it. */
    const char *args[] = {"-x", objcxx ? "objective-c++" : "objective-c"};
    struct CXUnsavedFile unsaved = {name, wrapped, TL_PREFIX + length + TL_SUFFIX};
    struct tl_unit kept = take_idle_unit(clang, objcxx);
    if (kept.unit && clang->reparse(kept.unit, 1, &unsaved, 0) != 0) {
        dispose_unit(clang, kept); /* a unit that failed to re-parse cannot be used again */
        kept.unit = NULL;
        kept.index = NULL;
    }
    if (!kept.unit) {
        if (!kept.index) kept.index = clang->createIndex(0, 0);
        if (!kept.index) {
            free(wrapped);
            return NULL;
        }
        kept.unit = clang->parse(kept.index, name, args, 2, &unsaved, 1,
                                 CXTranslationUnit_KeepGoing | CXTranslationUnit_SingleFileParse |
                                     CXTranslationUnit_SkipFunctionBodies);
        if (!kept.unit) {
            clang->disposeIndex(kept.index);
            free(wrapped);
            return NULL;
        }
    }
    CXTranslationUnit unit = kept.unit;
    CXFile file = clang->getFile(unit, name);
    CXSourceRange range = clang->getRange(clang->locationForOffset(unit, file, TL_PREFIX),
                                          clang->locationForOffset(unit, file, (unsigned)(TL_PREFIX + length)));
    CXToken *tokens = NULL;
    unsigned n = 0;
    clang->tokenize(unit, range, &tokens, &n);
    tl_clang_token *result = malloc(sizeof(tl_clang_token) * (n ? n : 1));
    if (result) {
        unsigned kept_tokens = 0;
        for (unsigned i = 0; i < n; i++) {
            CXSourceRange extent = clang->tokenExtent(unit, tokens[i]);
            CXFile ignored;
            unsigned line, column, start, end;
            clang->fileLocation(clang->rangeStart(extent), &ignored, &line, &column, &start);
            clang->fileLocation(clang->rangeEnd(extent), &ignored, &line, &column, &end);
            if (start < TL_PREFIX || start >= TL_PREFIX + length) continue;
            /* An unterminated comment or string runs into the suffix: it ends where the source does. */
            if (end > TL_PREFIX + length) end = (unsigned)(TL_PREFIX + length);
            result[kept_tokens].kind = (unsigned)clang->tokenKind(tokens[i]);
            result[kept_tokens].start = start - TL_PREFIX;
            result[kept_tokens].end = end - TL_PREFIX;
            kept_tokens++;
        }
        *count = kept_tokens;
    }
    if (tokens) clang->disposeTokens(unit, tokens, n);
    keep_idle_unit(clang, objcxx, kept);
    free(wrapped);
    return result;
}

struct tokenize_call {
    tl_libclang *clang;
    const char *contents;
    unsigned long length;
    int objcxx;
    unsigned *count;
    tl_clang_token *result;
};

static void *tokenize_call_run(void *argument) {
    struct tokenize_call *call = argument;
    call->result = tokenize_here(call->clang, call->contents, call->length, call->objcxx, call->count);
    return NULL;
}

/* Should a stray `#endif` in the source end the `#if 0` early, the rest is parsed, and libclang's parser
   recurses a few kilobytes per nested bracket or unary operator: a worker's 8 MB stack overflows near 2,000
   levels. Each file is handled on a thread of its own whose stack holds far more than the nesting of real code
   (the oracle compares real files); pages never touched cost no memory. */
enum { TL_PARSE_STACK_BYTES = 1024UL << 20 };

tl_clang_token *tl_libclang_tokenize(tl_libclang *clang, const char *contents, unsigned long length,
                                     int objcxx, unsigned *count) {
    struct tokenize_call call = {clang, contents, length, objcxx, count, NULL};
    pthread_attr_t attributes;
    pthread_t thread;
    int started = pthread_attr_init(&attributes) == 0 &&
                  pthread_attr_setstacksize(&attributes, TL_PARSE_STACK_BYTES) == 0 &&
                  pthread_create(&thread, &attributes, tokenize_call_run, &call) == 0;
    if (started) {
        pthread_join(thread, NULL);
    } else {
        *count = 0;  /* no thread, no parse: the file is reported as one libclang could not process */
    }
    pthread_attr_destroy(&attributes);
    return call.result;
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
