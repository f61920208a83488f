// inject-lint's tokenizer, in C: the byte loops that find where every token of a Swift file starts and ends.
//
// Why C: SwiftPM builds a build-tool plugin's executable at -Onone, and Swift at -Onone pays calls, frame zeroing
// and generic code on every byte; C at -O0 has none of that. Swift keeps the API (`Lexer` in InjectLint/Tokenizer),
// which calls `injectlint_lex` once per file.
//
// Thread-safe: no mutable globals; each call works only on the `injectlint_lex_run` it is given.
#ifndef C_INJECT_LINT_LEXER_H
#define C_INJECT_LINT_LEXER_H

#include <stdbool.h>
#include <stdint.h>

/// One token, laid out exactly as Swift's `Token` (start, end, kind, flags: declaration order, natural
/// alignment), so the Swift side reads the tokens in place. A test in InjectLintTests holds the two to it.
typedef struct {
    /// Byte offset of the token's first byte.
    intptr_t start;
    /// Byte offset just past the token's last byte.
    intptr_t end;
    /// One of the `INJECTLINT_TOKEN_…` kinds (the raw values of Swift's `TokenKind`).
    uint8_t kind;
    /// `INJECTLINT_TOKEN_STARTS_LINE` or 0.
    uint8_t flags;
} injectlint_token;

/// Token kinds, in the order of Swift's `TokenKind` (trivia last, from `INJECTLINT_TOKEN_WHITESPACE` on).
enum {
    INJECTLINT_TOKEN_IDENTIFIER = 0,
    INJECTLINT_TOKEN_BACKTICK_IDENTIFIER = 1,
    INJECTLINT_TOKEN_ATTRIBUTE = 2,
    INJECTLINT_TOKEN_POUND_KEYWORD = 3,
    INJECTLINT_TOKEN_NUMBER = 4,
    INJECTLINT_TOKEN_STRING = 5,
    INJECTLINT_TOKEN_STRING_SEGMENT = 6,
    INJECTLINT_TOKEN_REGEX = 7,
    INJECTLINT_TOKEN_PUNCTUATION = 8,
    INJECTLINT_TOKEN_WHITESPACE = 9,
    INJECTLINT_TOKEN_LINE_COMMENT = 10,
    INJECTLINT_TOKEN_BLOCK_COMMENT = 11,
    INJECTLINT_TOKEN_BYTE_ORDER_MARK = 12
};

/// Set in a significant token's `flags` when a line break separates it from the previous significant token.
enum { INJECTLINT_TOKEN_STARTS_LINE = 1 };

/// What a problem is; the cases of Swift's `LexProblem`.
enum {
    INJECTLINT_PROBLEM_INVALID_UTF8 = 0,
    INJECTLINT_PROBLEM_UNTERMINATED_BLOCK_COMMENT = 1,
    INJECTLINT_PROBLEM_UNTERMINATED_STRING = 2,
    INJECTLINT_PROBLEM_INTERPOLATION_TOO_DEEP = 3
};

enum {
    /// How deep interpolations may nest before the tokenizer stops following them (bounds its state).
    INJECTLINT_MAXIMUM_INTERPOLATION_DEPTH = 32,
    /// How far a bare `/` looks for the `/` that would close it as a regex literal (keeps work linear).
    INJECTLINT_MAXIMUM_BARE_REGEX_LENGTH = 1024
};

/// Something that stops a file from being Swift the tokenizer can trust, where it starts.
typedef struct {
    intptr_t byte_offset;
    /// One of the `INJECTLINT_PROBLEM_…` kinds.
    uint8_t kind;
} injectlint_problem;

/// A byte range, `end` exclusive.
typedef struct {
    intptr_t start;
    intptr_t end;
} injectlint_range;

/// A token the scanner acts on, laid out exactly as Swift's `ScanStop` (token, kind).
typedef struct {
    /// The token's index among the significant tokens.
    intptr_t token;
    /// One of the `INJECTLINT_STOP_…` kinds (the raw values of Swift's `ScanStop.Kind`).
    uint8_t kind;
} injectlint_scan_stop;

/// What a scan stop is, in the order of Swift's `ScanStop.Kind`.
enum {
    INJECTLINT_STOP_OPEN_BRACE = 0,
    INJECTLINT_STOP_CLOSE_BRACE = 1,
    INJECTLINT_STOP_SEMICOLON = 2,
    INJECTLINT_STOP_ATTRIBUTE = 3,
    INJECTLINT_STOP_POUND_KEYWORD = 4,
    INJECTLINT_STOP_VARIABLE = 5,
    INJECTLINT_STOP_FOR_LOOP = 6,
    INJECTLINT_STOP_WHILE_LOOP = 7,
    INJECTLINT_STOP_REPEAT_LOOP = 8,
    INJECTLINT_STOP_FOR_EACH = 9,
    INJECTLINT_STOP_FUNCTION = 10,
    INJECTLINT_STOP_INITIALIZER = 11,
    INJECTLINT_STOP_SUBSCRIPT_DECLARATION = 12,
    INJECTLINT_STOP_CLASS_DECLARATION = 13,
    INJECTLINT_STOP_TYPE_DECLARATION = 14,
    INJECTLINT_STOP_TYPE_ALIAS = 15,
    INJECTLINT_STOP_IMPORT_DECLARATION = 16,
    INJECTLINT_STOP_CASE_LABEL = 17,
    INJECTLINT_STOP_DEFAULT_LABEL = 18,
    INJECTLINT_STOP_SELF = 19,
    INJECTLINT_STOP_AWAIT = 20,
    INJECTLINT_STOP_RETURN = 21,
    INJECTLINT_STOP_RESOLVE = 22,
    INJECTLINT_STOP_RECOVERABLE_RESOLVE = 23,
    INJECTLINT_STOP_REGISTER = 24
};

/// One tokenizer run: what to read, where the tokens go, and what was found besides them.
typedef struct {
    // What to read. `bytes` may be NULL when `count` is 0.
    const uint8_t *bytes;
    intptr_t count;
    /// Whether whitespace, comments and the byte-order mark become tokens too (for the invariant check).
    bool keeps_trivia;

    // The token storage, from `injectlint_tokens_allocate`. The run appends to it and grows it with `realloc`,
    // so `tokens` and `token_capacity` may have changed when it returns; free it with `injectlint_free`. It is
    // `void *` so that Swift can keep it bound to its own `Token` type, which `injectlint_token` mirrors.
    void *tokens;
    intptr_t token_capacity;
    intptr_t token_count;

    // Found besides the tokens, in file order; arrays allocated by the run (NULL when empty), which the caller
    // frees with `injectlint_free`.
    injectlint_problem *problems;
    intptr_t problem_count;
    /// Comments whose text starts with `inject-lint:` (after spaces or tabs), for suppression.
    injectlint_range *directive_comments;
    intptr_t directive_comment_count;
    /// Bytes examined by look-ahead that may be examined again (runs of `#`, bare regex attempts, raw
    /// multi-line string openings): the fuzz tests check that it stays proportional to the file's size.
    intptr_t lookahead_work;
    /// When trivia is not kept: the tokens the scanner acts on (`{`, `}`, `;`, attributes, pound keywords and the
    /// words it dispatches on), in order, listed as they are tokenized. Allocated by the run (NULL when there are
    /// none); the caller frees it with `injectlint_free`.
    injectlint_scan_stop *scan_stops;
    intptr_t scan_stop_count;
} injectlint_lex_run;

/// Storage for `capacity` tokens (at least one), or NULL when memory is exhausted.
void *injectlint_tokens_allocate(intptr_t capacity);

/// Frees token storage or an array a run returned (NULL is ignored).
void injectlint_free(void *pointer);

/// Tokenizes `run->bytes`. Problems are recorded, never stop it. Returns false only when memory ran out, and then
/// what it found is incomplete (but every array is still sound and must still be freed).
bool injectlint_lex(injectlint_lex_run *run);

#endif
