#if defined(__linux__)
#define _GNU_SOURCE
#include <link.h>
#include <sys/mman.h>
#endif

#include "CLibClang.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

/* The few libclang types and entry points typelint uses, declared here (no clang headers needed). */
typedef void *CXIndex;
typedef void *CXTranslationUnit;
typedef void *CXFile;
typedef struct { const void *ptr_data[2]; unsigned int_data; } CXSourceLocation;
typedef struct { const void *ptr_data[2]; unsigned begin_int_data; unsigned end_int_data; } CXSourceRange;
typedef struct { unsigned int_data[4]; void *ptr_data; } CXToken;
struct CXUnsavedFile { const char *Filename; const char *Contents; unsigned long Length; };
typedef struct { const void *data; unsigned private_flags; } CXString;
typedef void *CXEvalResult;
typedef tl_cursor CXCursor;
typedef tl_type CXType;
typedef int (*CXCursorVisitor)(CXCursor cursor, CXCursor parent, void *data);
enum { CXChildVisit_Continue = 1 };
enum { CXEval_Int = 1, CXEval_Float = 2, CXEval_ObjCStrLiteral = 3, CXEval_StrLiteral = 4, CXEval_CFStr = 5 };

enum { CXTranslationUnit_SkipFunctionBodies = 0x40, CXTranslationUnit_KeepGoing = 0x200, CXTranslationUnit_SingleFileParse = 0x400 };

/* A parsed translation unit kept for the next file: re-parsing it with new contents skips the driver
   (argument parsing, the search for a GCC installation), which costs more than lexing a small file. */
struct tl_lexing_unit {
    CXIndex index;
    CXTranslationUnit unit;
};
enum { TL_IDLE_UNITS = 8 };

struct tl_libclang {
    void *handle;
    pthread_mutex_t lock;
    struct tl_lexing_unit idle[2][TL_IDLE_UNITS]; /* per language: Objective-C, Objective-C++ */
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
    /* The parser's entry points. */
    int (*parse2)(CXIndex, const char *, const char *const *, int, struct CXUnsavedFile *, unsigned, unsigned,
                  CXTranslationUnit *);
    CXCursor (*unitCursor)(CXTranslationUnit);
    unsigned (*visitChildren)(CXCursor, CXCursorVisitor, void *);
    int (*cursorKind)(CXCursor);
    CXString (*cursorSpelling)(CXCursor);
    CXString (*cursorUSR)(CXCursor);
    const char *(*cString)(CXString);
    void (*disposeString)(CXString);
    CXSourceRange (*cursorExtent)(CXCursor);
    CXSourceLocation (*cursorLocation)(CXCursor);
    void (*spellingLocation)(CXSourceLocation, CXFile *, unsigned *, unsigned *, unsigned *);
    void (*expansionLocation)(CXSourceLocation, CXFile *, unsigned *, unsigned *, unsigned *);
    CXCursor (*cursorReferenced)(CXCursor);
    int (*cursorIsNull)(CXCursor);
    CXType (*cursorType)(CXCursor);
    CXType (*pointeeType)(CXType);
    CXCursor (*typeDeclaration)(CXType);
    int (*fileIsEqual)(CXFile, CXFile);
    CXEvalResult (*evaluate)(CXCursor);
    int (*evalKind)(CXEvalResult);
    long long (*evalInt)(CXEvalResult);
    double (*evalDouble)(CXEvalResult);
    const char *(*evalString)(CXEvalResult);
    void (*evalDispose)(CXEvalResult);
    void (*toggleCrashRecovery)(unsigned);
    int (*saveUnit)(CXTranslationUnit, const char *, unsigned);
};

struct tl_unit {
    CXIndex index;
    CXTranslationUnit unit;
    CXFile main;
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
    LOAD(parse2, "clang_parseTranslationUnit2")
    LOAD(unitCursor, "clang_getTranslationUnitCursor")
    LOAD(visitChildren, "clang_visitChildren")
    LOAD(cursorKind, "clang_getCursorKind")
    LOAD(cursorSpelling, "clang_getCursorSpelling")
    LOAD(cursorUSR, "clang_getCursorUSR")
    LOAD(cString, "clang_getCString")
    LOAD(disposeString, "clang_disposeString")
    LOAD(cursorExtent, "clang_getCursorExtent")
    LOAD(cursorLocation, "clang_getCursorLocation")
    LOAD(spellingLocation, "clang_getSpellingLocation")
    LOAD(expansionLocation, "clang_getExpansionLocation")
    LOAD(cursorReferenced, "clang_getCursorReferenced")
    LOAD(cursorIsNull, "clang_Cursor_isNull")
    LOAD(cursorType, "clang_getCursorType")
    LOAD(pointeeType, "clang_getPointeeType")
    LOAD(typeDeclaration, "clang_getTypeDeclaration")
    LOAD(fileIsEqual, "clang_File_isEqual")
    LOAD(evaluate, "clang_Cursor_Evaluate")
    LOAD(evalKind, "clang_EvalResult_getKind")
    LOAD(evalInt, "clang_EvalResult_getAsLongLong")
    LOAD(evalDouble, "clang_EvalResult_getAsDouble")
    LOAD(evalString, "clang_EvalResult_getAsStr")
    LOAD(evalDispose, "clang_EvalResult_dispose")
    LOAD(toggleCrashRecovery, "clang_toggleCrashRecovery")
    LOAD(saveUnit, "clang_saveTranslationUnit")
#undef LOAD
    /* On by default; said here, since a crash in the parser must end that parse, not the process. */
    clang->toggleCrashRecovery(1);
    return clang;
}

static void dispose_unit(tl_libclang *clang, struct tl_lexing_unit unit) {
    if (unit.unit) clang->disposeTranslationUnit(unit.unit);
    if (unit.index) clang->disposeIndex(unit.index);
}

static struct tl_lexing_unit take_idle_unit(tl_libclang *clang, int objcxx) {
    struct tl_lexing_unit unit = {NULL, NULL};
    pthread_mutex_lock(&clang->lock);
    if (clang->idle_count[objcxx] > 0) unit = clang->idle[objcxx][--clang->idle_count[objcxx]];
    pthread_mutex_unlock(&clang->lock);
    return unit;
}

static void keep_idle_unit(tl_libclang *clang, int objcxx, struct tl_lexing_unit unit) {
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
    struct tl_lexing_unit kept = take_idle_unit(clang, objcxx);
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

/* Static initializers all over libclang run when it is loaded, and the kernel maps each page they touch with
   its neighbours: some 25 MB of code a parse never runs. The library's read-only segments are handed back; a
   page a parse needs comes back from the file (the page cache), unchanged, since nothing ever writes it. */
#if defined(__linux__)
static int release_segments(struct dl_phdr_info *info, size_t size, void *base) {
    (void)size;
    if ((void *)info->dlpi_addr != base) return 0;
    long page = sysconf(_SC_PAGESIZE);
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *segment = &info->dlpi_phdr[i];
        if (segment->p_type != PT_LOAD || (segment->p_flags & PF_W)) continue;
        uintptr_t start = (info->dlpi_addr + segment->p_vaddr + page - 1) & ~(uintptr_t)(page - 1);
        uintptr_t end = (info->dlpi_addr + segment->p_vaddr + segment->p_memsz) & ~(uintptr_t)(page - 1);
        if (end > start) madvise((void *)start, end - start, MADV_DONTNEED);
    }
    return 1;
}
#endif

void tl_libclang_release_startup_pages(tl_libclang *clang) {
#if defined(__linux__)
    Dl_info info;
    if (dladdr(*(void **)&clang->parse2, &info) && info.dli_fbase) dl_iterate_phdr(release_segments, info.dli_fbase);
#else
    (void)clang;
#endif
}

tl_unit *tl_unit_parse(tl_libclang *clang, const char *path, const char *const *arguments, int argument_count,
                       const tl_file *files, unsigned file_count, unsigned options, int *error) {
    *error = 0;
    struct CXUnsavedFile *unsaved = calloc(file_count ? file_count : 1, sizeof(struct CXUnsavedFile));
    tl_unit *unit = calloc(1, sizeof(tl_unit));
    if (!unsaved || !unit) {
        free(unsaved);
        free(unit);
        *error = -1;
        return NULL;
    }
    for (unsigned i = 0; i < file_count; i++) {
        unsaved[i].Filename = files[i].path;
        unsaved[i].Contents = files[i].contents;
        unsaved[i].Length = files[i].length;
    }
    unit->index = clang->createIndex(0, 0);
    if (unit->index) {
        *error = clang->parse2(unit->index, path, arguments, argument_count, unsaved, file_count, options, &unit->unit);
    }
    free(unsaved);
    if (!unit->unit) {
        if (!*error) *error = -1;
        if (unit->index) clang->disposeIndex(unit->index);
        free(unit);
        return NULL;
    }
    unit->main = clang->getFile(unit->unit, path);
    return unit;
}

int tl_unit_save(tl_libclang *clang, tl_unit *unit, const char *path) { return clang->saveUnit(unit->unit, path, 0) == 0; }

void tl_unit_dispose(tl_libclang *clang, tl_unit *unit) {
    if (!unit) return;
    clang->disposeTranslationUnit(unit->unit);
    clang->disposeIndex(unit->index);
    free(unit);
}

tl_cursor tl_unit_cursor(tl_libclang *clang, tl_unit *unit) { return clang->unitCursor(unit->unit); }

struct children {
    tl_cursor *items;
    unsigned count, capacity;
    int failed;
};

static int collect_child(CXCursor cursor, CXCursor parent, void *data) {
    (void)parent;
    struct children *children = data;
    if (children->count == children->capacity) {
        unsigned capacity = children->capacity ? children->capacity * 2 : 8;
        tl_cursor *items = realloc(children->items, capacity * sizeof(tl_cursor));
        if (!items) {
            children->failed = 1;
            return 0; /* CXChildVisit_Break */
        }
        children->items = items;
        children->capacity = capacity;
    }
    children->items[children->count++] = cursor;
    return CXChildVisit_Continue;
}

tl_cursor *tl_cursor_children(tl_libclang *clang, tl_cursor cursor, unsigned *count) {
    struct children children = {NULL, 0, 0, 0};
    clang->visitChildren(cursor, collect_child, &children);
    *count = children.count;
    return children.items;
}

void tl_free(void *pointer) { free(pointer); }

int tl_cursor_kind(tl_libclang *clang, tl_cursor cursor) { return clang->cursorKind(cursor); }

static char *copied(tl_libclang *clang, CXString string) {
    const char *text = clang->cString(string);
    char *copy = text && *text ? strdup(text) : NULL;
    clang->disposeString(string);
    return copy;
}

char *tl_cursor_spelling(tl_libclang *clang, tl_cursor cursor) { return copied(clang, clang->cursorSpelling(cursor)); }

char *tl_cursor_usr(tl_libclang *clang, tl_cursor cursor) { return copied(clang, clang->cursorUSR(cursor)); }

int tl_cursor_extent(tl_libclang *clang, tl_unit *unit, tl_cursor cursor, unsigned *start, unsigned *end) {
    CXSourceRange extent = clang->cursorExtent(cursor);
    CXFile first = NULL, last = NULL;
    unsigned line, column;
    clang->fileLocation(clang->rangeStart(extent), &first, &line, &column, start);
    clang->fileLocation(clang->rangeEnd(extent), &last, &line, &column, end);
    return unit->main && first && last && clang->fileIsEqual(first, unit->main) && clang->fileIsEqual(last, unit->main)
           && *start <= *end;
}

int tl_cursor_is_in_macro(tl_libclang *clang, tl_cursor cursor) {
    CXSourceLocation location = clang->cursorLocation(cursor);
    CXFile spelled = NULL, expanded = NULL;
    unsigned line, column, spelledAt = 0, expandedAt = 0;
    clang->spellingLocation(location, &spelled, &line, &column, &spelledAt);
    clang->expansionLocation(location, &expanded, &line, &column, &expandedAt);
    if (!spelled || !expanded) return 0;
    return !clang->fileIsEqual(spelled, expanded) || spelledAt != expandedAt;
}

tl_cursor tl_cursor_referenced(tl_libclang *clang, tl_cursor cursor) { return clang->cursorReferenced(cursor); }

int tl_cursor_is_null(tl_libclang *clang, tl_cursor cursor) { return clang->cursorIsNull(cursor); }

tl_type tl_cursor_type(tl_libclang *clang, tl_cursor cursor) { return clang->cursorType(cursor); }

tl_type tl_type_pointee(tl_libclang *clang, tl_type type) { return clang->pointeeType(type); }

tl_cursor tl_type_declaration(tl_libclang *clang, tl_type type) { return clang->typeDeclaration(type); }

int tl_cursor_evaluate(tl_libclang *clang, tl_cursor cursor, double *number, char **string) {
    CXEvalResult result = clang->evaluate(cursor);
    if (!result) return 0;
    int found = 0;
    switch (clang->evalKind(result)) {
    case CXEval_Int:
        *number = (double)clang->evalInt(result);
        found = 1;
        break;
    case CXEval_Float:
        *number = clang->evalDouble(result);
        found = 1;
        break;
    case CXEval_ObjCStrLiteral:
    case CXEval_StrLiteral:
    case CXEval_CFStr: {
        const char *text = clang->evalString(result);
        *string = text ? strdup(text) : NULL;
        found = *string ? 2 : 0;
        break;
    }
    default:
        break;
    }
    clang->evalDispose(result);
    return found;
}
