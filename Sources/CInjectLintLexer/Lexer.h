// The tokenizer's state and the functions its files share (internal to CInjectLintLexer).
//
// The split follows the ideas, as the Swift tokenizer's files did: the main loop, token storage and class table
// (Lexer.c, Lexer+Storage.c), comments and string literals (Lexer+Literals.c), everything else that starts with
// punctuation (Lexer+Punctuation.c), regex literals (Lexer+Regex.c), UTF-8 validation (Lexer+UTF8.c) and which tokens
// the scanner acts on (Lexer+Stops.c).
//
// Everything is compiled at -O0 in a debug build (the plugin's): hot loops keep what they use in locals and
// write the position back to the state only around calls.
#ifndef INJECT_LINT_LEXER_H
#define INJECT_LINT_LEXER_H

#include "CInjectLintLexer.h"

#include <stdbool.h>
#include <stdint.h>

/// The bytes the tokenizer names.
enum {
    BYTE_TAB = 9,
    BYTE_LINE_FEED = 10,
    BYTE_RETURN = 13,
    BYTE_SPACE = 32,
    BYTE_BANG = 33,
    BYTE_QUOTE = 34,
    BYTE_HASH = 35,
    BYTE_OPEN_PAREN = 40,
    BYTE_CLOSE_PAREN = 41,
    BYTE_STAR = 42,
    BYTE_COMMA = 44,
    BYTE_DOT = 46,
    BYTE_SLASH = 47,
    BYTE_ZERO = 48,
    BYTE_NINE = 57,
    BYTE_COLON = 58,
    BYTE_SEMICOLON = 59,
    BYTE_EQUALS = 61,
    BYTE_AT = 64,
    BYTE_OPEN_BRACKET = 91,
    BYTE_BACKSLASH = 92,
    BYTE_CLOSE_BRACKET = 93,
    BYTE_BACKTICK = 96,
    BYTE_OPEN_BRACE = 123
};

/// A string literal whose interpolation is open: what its text needs to be read on after the `)`.
struct open_interpolation {
    /// The `#`s around the literal (`#"…"#` has one).
    intptr_t hashes;
    /// Where the literal starts (its first `#` or `"`), for problems.
    intptr_t delimiter_start;
    /// Parentheses opened in the interpolation's code and not yet closed.
    intptr_t open_parentheses;
    bool multiline;
};

struct lexer {
    const uint8_t *p;
    intptr_t n;
    /// The next byte to read.
    intptr_t i;
    bool keeps_trivia;
    /// A line break was read since the last significant token: the next one starts a line.
    bool pending_line_break;
    /// Only the first bad byte is reported.
    bool saw_invalid_utf8;
    /// An allocation failed: tokens, problems or directives were dropped from then on.
    bool out_of_memory;
    /// The index of the last significant token in `tokens`, or -1: what a bare `/` is judged by.
    intptr_t last_significant;

    injectlint_token *tokens;
    intptr_t token_count;
    intptr_t token_capacity;
    injectlint_problem *problems;
    intptr_t problem_count;
    intptr_t problem_capacity;
    injectlint_range *directives;
    intptr_t directive_count;
    intptr_t directive_capacity;
    intptr_t lookahead_work;
    /// The scan stops, listed while trivia is not kept (then token indices are those the scanner reads).
    injectlint_scan_stop *stops;
    intptr_t stop_count;
    intptr_t stop_capacity;

    /// The string literals whose interpolation's code is being lexed, innermost last (`depth` of them).
    struct open_interpolation interpolations[INJECTLINT_MAXIMUM_INTERPOLATION_DEPTH];
    intptr_t depth;
};

// Lexer.c
/// Whether `byte` may start an identifier (ASCII letter, `_`, `$`, or any non-ASCII byte).
bool lexer_starts_identifier(uint8_t byte);
void lexer_identifier_body(struct lexer *lx);

// Lexer+Storage.c
/// Appends a significant token from `start` to the current position.
void lexer_emit(struct lexer *lx, uint8_t kind, intptr_t start);
/// Appends a trivia token from `start` to the current position, when trivia is kept.
void lexer_emit_trivia(struct lexer *lx, uint8_t kind, intptr_t start);
/// Makes room for one more token; false (and `out_of_memory` set) when there is none to be had.
bool lexer_grow_tokens(struct lexer *lx);
void lexer_problem(struct lexer *lx, uint8_t kind, intptr_t byte_offset);
void lexer_directive(struct lexer *lx, intptr_t start, intptr_t end);
/// Lists token `token` as a scan stop of `kind` (an `INJECTLINT_STOP_…`).
void lexer_stop(struct lexer *lx, intptr_t token, int kind);

// Lexer+Stops.c
/// The stop kind of the identifier `p[0..<length]`, or -1 when the scanner does nothing with the word.
int lexer_word_stop_kind(const uint8_t *p, intptr_t length);
/// The stop kind of the punctuation byte `byte` (`{`, `}` or `;`), or -1 when it is not a stop.
int lexer_punctuation_stop_kind(uint8_t byte);
/// The stop kind of a significant token of `kind` spanning `bytes[start..<end]`, or -1 when it is not a stop.
int lexer_stop_kind(const uint8_t *bytes, uint8_t kind, intptr_t start, intptr_t end);

// Lexer+Punctuation.c
/// Everything that is not whitespace, an identifier, a number or plain punctuation, starting at `start`.
void lexer_other(struct lexer *lx, uint8_t b, intptr_t start);

// Lexer+Literals.c
void lexer_line_comment(struct lexer *lx);
void lexer_block_comment(struct lexer *lx);
void lexer_string_literal(struct lexer *lx, intptr_t hashes, intptr_t start);
void lexer_close_interpolation(struct lexer *lx, intptr_t start);
bool lexer_hashes_follow(const struct lexer *lx, intptr_t index, intptr_t hashes);

// Lexer+Regex.c
bool lexer_bare_regex_may_start_here(struct lexer *lx);
bool lexer_bare_regex(struct lexer *lx);
void lexer_extended_regex(struct lexer *lx, intptr_t hashes);

// Lexer+UTF8.c
/// The length of the scalar at `index` (whose first byte is >= 0x80), or 1 after recording an invalid-UTF-8
/// problem (so tokenizing steps over the bad byte).
intptr_t lexer_scalar_length(struct lexer *lx, intptr_t index);

// Loops that read eight bytes at a time load them with `memcpy` (unaligned, and legal C) and mark the bytes they
// stop at by their high bits.
#define LEXER_ONES UINT64_C(0x0101010101010101)
#define LEXER_HIGH_BITS UINT64_C(0x8080808080808080)

/// The index (0 to 7) of the first byte in memory whose high bit is set in `flags` (not 0), a word loaded with
/// `memcpy`. GCC and clang count the trailing zero bits of a little-endian word in one instruction, which a
/// macro keeps even at -O0 (a call would cost ten); elsewhere a function counts bytes.
#if defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LEXER_FIRST_FLAGGED_BYTE(flags) lexer_first_flagged_byte(flags)
#elif defined(__GNUC__) || defined(__clang__)
#define LEXER_FIRST_FLAGGED_BYTE(flags) ((intptr_t)(__builtin_ctzll(flags) >> 3))
#else
#define LEXER_FIRST_FLAGGED_BYTE(flags) lexer_first_flagged_byte(flags)
#endif
intptr_t lexer_first_flagged_byte(uint64_t flags);

/// The byte at `index`, or 0 past the end.
static inline uint8_t lexer_byte(const struct lexer *lx, intptr_t index) {
    return index < lx->n ? lx->p[index] : 0;
}

#endif
