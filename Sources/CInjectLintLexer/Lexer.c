// The main loop: whitespace, identifiers, numbers and plain punctuation, which are most of a file's bytes, are
// lexed here inline; everything else goes to `lexer_other`.
//
// It is exact for everything that can hide or fake an injection: line, doc and nested block comments; string
// literals (single-line, multi-line, raw with any number of `#`, interpolations nesting strings and closures);
// regex literals (`#/…/#`, and bare `/…/` where Swift accepts one); backtick identifiers; attributes; pound
// keywords; a UTF-8 byte-order mark; a `#!` line; CRLF; non-ASCII identifiers. Invalid UTF-8 and unterminated
// literals are recorded as problems and tokenizing goes on, so a broken file never stops a run.
#include "Lexer.h"

#include <string.h>

/// What each byte value is, for the hot loops: one table load is cheaper than a chain of comparisons at -O0.
/// The low three bits say what a token starting with the byte is (the main loop switches on them); the bits
/// above say whether it may go on an identifier.
enum {
    START_MASK = 7,
    /// `/`, `"`, `#`, `@` or a backtick: a comment, a literal, an attribute… or punctuation (see `lexer_other`).
    START_OTHER = 0,
    START_WHITESPACE = 1,
    /// An ASCII letter, `_`, `$`, or any non-ASCII byte (validated as the identifier is read).
    START_IDENTIFIER = 2,
    START_NUMBER = 3,
    /// A byte that is always a punctuation token of its own.
    START_PUNCTUATION = 4,
    /// `(` or `)`: plain punctuation while no interpolation is open.
    START_PARENTHESIS = 5,
    CLASS_IDENTIFIER_BODY = 8,
    /// An ASCII byte that may go on an identifier: lets a loop test one bit per byte, non-ASCII bytes (which need
    /// validating) falling out of it.
    CLASS_ASCII_IDENTIFIER_BODY = 16,
    /// `{`, `}` or `;`: a scan stop.
    CLASS_STOP_PUNCTUATION = 32
};

// The table's entries, by what a byte is.
#define W START_WHITESPACE
#define L (START_IDENTIFIER | CLASS_IDENTIFIER_BODY | CLASS_ASCII_IDENTIFIER_BODY) /* a-z A-Z _ $ */
#define D (START_NUMBER | CLASS_IDENTIFIER_BODY | CLASS_ASCII_IDENTIFIER_BODY)     /* 0-9 */
#define U (START_IDENTIFIER | CLASS_IDENTIFIER_BODY)                               /* >= 0x80 */
#define P START_PUNCTUATION
#define Q (START_PUNCTUATION | CLASS_STOP_PUNCTUATION)                             /* { } ; */
#define R START_PARENTHESIS
#define O START_OTHER

static const uint8_t byte_classes[256] = {
    P, P, P, P, P, P, P, P, P, W, W, W, W, W, P, P, // 0x00: \t \n \v \f \r
    P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P, // 0x10
    W, P, O, O, L, P, P, P, R, R, P, P, P, P, P, O, // 0x20: space ! " # $ % & ' ( ) * + , - . /
    D, D, D, D, D, D, D, D, D, D, P, Q, P, P, P, P, // 0x30: 0-9 : ; < = > ?
    O, L, L, L, L, L, L, L, L, L, L, L, L, L, L, L, // 0x40: @ A-O
    L, L, L, L, L, L, L, L, L, L, L, P, P, P, P, L, // 0x50: P-Z [ \ ] ^ _
    O, L, L, L, L, L, L, L, L, L, L, L, L, L, L, L, // 0x60: ` a-o
    L, L, L, L, L, L, L, L, L, L, L, Q, P, Q, P, P, // 0x70: p-z { | } ~ DEL
    U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, // 0x80 and up: UTF-8
    U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U,
    U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U,
    U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U,
    U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U,
    U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U,
    U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U,
    U, U, U, U, U, U, U, U, U, U, U, U, U, U, U, U,
};

#undef W
#undef L
#undef D
#undef U
#undef P
#undef Q
#undef R
#undef O

/// For each first letter of a word the scanner acts on (see `lexer_word_stop_kind`), the lengths such words have, as
/// bits (`1 << length`): a word whose first letter and length match none is not looked up.
static const uint32_t stop_word_lengths[128] = {
    ['a'] = 1u << 5,                                  // actor await
    ['c'] = 1u << 4 | 1u << 5,                        // case class
    ['d'] = 1u << 7,                                  // default
    ['e'] = 1u << 4 | 1u << 9,                        // enum extension
    ['f'] = 1u << 3 | 1u << 4 | 1u << 7,              // for func forEach
    ['i'] = 1u << 4 | 1u << 6,                        // init import
    ['l'] = 1u << 3,                                  // let
    ['p'] = 1u << 8,                                  // protocol
    // return repeat, resolve, register, resolveAsync, resolveIfRegistered
    ['r'] = 1u << 6 | 1u << 7 | 1u << 8 | 1u << 12 | 1u << 19,
    ['s'] = 1u << 4 | 1u << 6 | 1u << 9,              // self struct subscript
    ['t'] = 1u << 9 | 1u << 10,                       // typealias tryResolve
    ['v'] = 1u << 3,                                  // var
    ['w'] = 1u << 5,                                  // while
};

bool lexer_starts_identifier(uint8_t byte) {
    return (byte_classes[byte] & START_MASK) == START_IDENTIFIER;
}

void lexer_identifier_body(struct lexer *lx) {
    const uint8_t *const p = lx->p;
    const intptr_t n = lx->n;
    while (lx->i < n) {
        uint8_t c = p[lx->i];
        if (c < 0x80) {
            if ((byte_classes[c] & CLASS_IDENTIFIER_BODY) == 0) return;
            lx->i += 1;
        } else {
            lx->i += lexer_scalar_length(lx, lx->i);
        }
    }
}

/// Digits, letters and `_` (`0x1F`, `1_000`, `1e5`), and a `.` only when a digit follows (`1.5`, not
/// `1.description`).
static intptr_t number_end(const uint8_t *p, intptr_t n, intptr_t i) {
    while (i < n) {
        uint8_t c = p[i];
        if (c < 0x80 && (byte_classes[c] & CLASS_IDENTIFIER_BODY) != 0) {
            i += 1;
        } else if (c == BYTE_DOT && i + 1 < n && p[i + 1] >= BYTE_ZERO && p[i + 1] <= BYTE_NINE) {
            i += 1;
        } else {
            break;
        }
    }
    return i;
}

/// A byte-order mark and a script's `#!` line, which only the start of a file may have.
static void lex_file_start(struct lexer *lx) {
    const uint8_t *const p = lx->p;
    const intptr_t n = lx->n;
    if (n >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF) {
        lx->i = 3;
        lexer_emit_trivia(lx, INJECTLINT_TOKEN_BYTE_ORDER_MARK, 0);
    }
    if (lx->i + 1 < n && p[lx->i] == BYTE_HASH && p[lx->i + 1] == BYTE_BANG) { // a comment to Swift
        intptr_t start = lx->i;
        while (lx->i < n && p[lx->i] != BYTE_LINE_FEED && p[lx->i] != BYTE_RETURN) {
            lx->i += p[lx->i] < 0x80 ? 1 : lexer_scalar_length(lx, lx->i);
        }
        lexer_emit_trivia(lx, INJECTLINT_TOKEN_LINE_COMMENT, start);
    }
}

intptr_t lexer_first_flagged_byte(uint64_t flags) {
#if defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    const uint64_t first = UINT64_C(0x80) << 56; // the first byte in memory is the most significant
    intptr_t index = 0;
    while ((flags & first) == 0) {
        flags <<= 8;
        index += 1;
    }
#else
    const uint64_t first = 0x80;
    intptr_t index = 0;
    while ((flags & first) == 0) {
        flags >>= 8;
        index += 1;
    }
#endif
    return index;
}

// Eight bytes at a time, for identifiers: a byte is flagged unless it is an ASCII letter, digit, `_` or `$` (a
// non-ASCII byte is flagged too: it needs validating). Every test works on the low seven bits of each byte, so no
// sum carries into the next byte and every flag is exact: `x + (0x80 - lo)` has its high bit set where x >= lo,
// `x + (0x7F - hi)` where x > hi, and `(x ^ c) + 0x7F` everywhere but where x == c. ORing 0x20 folds A-Z onto a-z
// (and nothing else onto them). The expression is written out in the loop: at -O0 a call per word costs more.
#define LOW_SEVEN_BITS UINT64_C(0x7F7F7F7F7F7F7F7F)

/// Hands what the main loop keeps in locals back to the state, before a call that reads or changes it: the
/// position, the token count, the pending line break, and which token was the last significant one.
static void save(struct lexer *lx, intptr_t i, injectlint_token *out, uint8_t starts_line) {
    const intptr_t count = out - lx->tokens;
    // Tokens the main loop stored since the last save are all significant.
    if (count != lx->token_count) lx->last_significant = count - 1;
    lx->i = i;
    lx->token_count = count;
    lx->pending_line_break = starts_line != 0;
}

static void lex_all(struct lexer *lx) {
    lex_file_start(lx);
    // What the loop reads and writes for every token lives in locals (at -O0 a local is one load, a field two),
    // saved to the state around every call that reads or changes it, and loaded again after.
    const uint8_t *const p = lx->p;
    const intptr_t n = lx->n;
    const uint64_t eight_spaces = UINT64_C(0x2020202020202020);
    const uint32_t four_spaces = UINT32_C(0x20202020);
    intptr_t i = lx->i;
    /// The next token slot, and the end of the storage.
    injectlint_token *out = lx->tokens + lx->token_count;
    injectlint_token *out_end = lx->tokens + lx->token_capacity;
    /// `INJECTLINT_TOKEN_STARTS_LINE` while a line break was read since the last significant token.
    uint8_t starts_line = lx->pending_line_break ? INJECTLINT_TOKEN_STARTS_LINE : 0;
    /// Scan stops are listed only among significant tokens (see `lexer_stop`), which is all there are when trivia is
    /// not kept.
    const bool lists_stops = !lx->keeps_trivia;
    while (i < n) {
        const intptr_t start = i;
        const uint8_t b = p[i];
        uint8_t kind;
        switch (byte_classes[b] & START_MASK) {
        case START_WHITESPACE:
            while (i < n) {
                const uint8_t c = p[i];
                if (c == BYTE_SPACE) { // spaces first: indentation is most of a file's whitespace
                    i += 1;
                } else if (c == BYTE_LINE_FEED || c == BYTE_RETURN) {
                    starts_line = INJECTLINT_TOKEN_STARTS_LINE;
                    i += 1;
                    // Indentation follows a line break: eight spaces at a time, then four (Swift is indented by
                    // four). Testing the last byte first keeps lines indented less from paying for the load.
                    if (i + 8 <= n && p[i + 7] == BYTE_SPACE) {
                        uint64_t word;
                        memcpy(&word, p + i, 8);
                        while (word == eight_spaces) {
                            i += 8;
                            if (i + 8 > n) break;
                            memcpy(&word, p + i, 8);
                        }
                    }
                    if (i + 4 <= n && p[i + 3] == BYTE_SPACE) {
                        uint32_t word;
                        memcpy(&word, p + i, 4);
                        if (word == four_spaces) i += 4;
                    }
                } else if ((byte_classes[c] & START_MASK) == START_WHITESPACE) {
                    i += 1;
                } else {
                    break;
                }
            }
            if (lx->keeps_trivia) {
                save(lx, i, out, starts_line);
                lexer_emit_trivia(lx, INJECTLINT_TOKEN_WHITESPACE, start);
                out = lx->tokens + lx->token_count;
                out_end = lx->tokens + lx->token_capacity;
            }
            continue;
        case START_IDENTIFIER:
            i += b < 0x80 ? 1 : lexer_scalar_length(lx, i);
            while (i < n) {
                if (i + 8 <= n) {
                    // Eight bytes at a time (see `non_identifier_bytes`), to the first that is not an ASCII
                    // letter, digit, `_` or `$`.
                    uint64_t word;
                    memcpy(&word, p + i, 8);
                    const uint64_t ascii = word & LOW_SEVEN_BITS;
                    const uint64_t folded = ascii | (LEXER_ONES * 0x20);
                    const uint64_t flags =
                        (~(((folded + LEXER_ONES * (0x80 - 'a')) & ~(folded + LEXER_ONES * (0x7F - 'z')))
                           | ((ascii + LEXER_ONES * (0x80 - '0')) & ~(ascii + LEXER_ONES * (0x7F - '9')))
                           | ~((ascii ^ (LEXER_ONES * '_')) + LOW_SEVEN_BITS)
                           | ~((ascii ^ (LEXER_ONES * '$')) + LOW_SEVEN_BITS))
                         | word)
                        & LEXER_HIGH_BITS;
                    if (flags == 0) {
                        i += 8;
                        continue;
                    }
                    i += LEXER_FIRST_FLAGGED_BYTE(flags);
                    if (p[i] < 0x80) break; // the flagged byte ends the identifier, unless it is not ASCII
                    i += lexer_scalar_length(lx, i);
                    continue;
                }
                // The last seven bytes of the file, one at a time.
                const uint8_t c = p[i];
                if (byte_classes[c] & CLASS_ASCII_IDENTIFIER_BODY) {
                    i += 1;
                } else if (c >= 0x80) {
                    i += lexer_scalar_length(lx, i);
                } else {
                    break;
                }
            }
            kind = INJECTLINT_TOKEN_IDENTIFIER;
            // Only a word whose first letter and length match a stop word's is looked up. The stop is listed before
            // its token is stored: the token's index is already known.
            if (b < 0x80 && i - start < 32 && ((stop_word_lengths[b] >> (i - start)) & 1) != 0 && lists_stops) {
                const int stop = lexer_word_stop_kind(p + start, i - start);
                if (stop >= 0) lexer_stop(lx, out - lx->tokens, stop);
            }
            break;
        case START_NUMBER:
            i = number_end(p, n, i);
            kind = INJECTLINT_TOKEN_NUMBER;
            break;
        case START_PUNCTUATION:
            i += 1;
            kind = INJECTLINT_TOKEN_PUNCTUATION;
            if ((byte_classes[b] & CLASS_STOP_PUNCTUATION) != 0 && lists_stops) {
                lexer_stop(lx, out - lx->tokens, lexer_punctuation_stop_kind(b));
            }
            break;
        case START_PARENTHESIS:
            // Plain punctuation, but inside an interpolation's code `lexer_other` counts them (`)` may close it).
            if (lx->depth == 0) {
                i += 1;
                kind = INJECTLINT_TOKEN_PUNCTUATION;
                break;
            }
            // fall through
        default:
            save(lx, i, out, starts_line);
            lexer_other(lx, b, start);
            i = lx->i;
            out = lx->tokens + lx->token_count;
            out_end = lx->tokens + lx->token_capacity;
            starts_line = lx->pending_line_break ? INJECTLINT_TOKEN_STARTS_LINE : 0;
            continue;
        }
        // `lexer_emit`, written out: identifiers, numbers and punctuation are most tokens, and at -O0 the call
        // costs as much as the stores.
        if (out == out_end) {
            save(lx, i, out, starts_line);
            if (!lexer_grow_tokens(lx)) continue;
            out = lx->tokens + lx->token_count;
            out_end = lx->tokens + lx->token_capacity;
        }
        out->start = start;
        out->end = i;
        out->kind = kind;
        out->flags = starts_line;
        out += 1;
        starts_line = 0;
        // One space after a token (`let x = y`) is stepped over here rather than through the dispatch above, which
        // costs more at -O0; with trivia kept, the whitespace loop makes it a token.
        if (i < n && p[i] == BYTE_SPACE && lists_stops) i += 1;
    }
    save(lx, i, out, starts_line);
    if (lx->depth > 0) lexer_problem(lx, INJECTLINT_PROBLEM_UNTERMINATED_STRING, lx->interpolations[0].delimiter_start);
}

bool injectlint_lex(injectlint_lex_run *run) {
    struct lexer lx;
    memset(&lx, 0, sizeof lx);
    lx.p = run->bytes;
    lx.n = run->bytes ? run->count : 0;
    lx.keeps_trivia = run->keeps_trivia;
    lx.pending_line_break = true;
    lx.last_significant = -1;
    lx.tokens = run->tokens;
    lx.token_capacity = run->tokens ? run->token_capacity : 0;
    lex_all(&lx);
    run->tokens = lx.tokens;
    run->token_capacity = lx.token_capacity;
    run->token_count = lx.token_count;
    run->problems = lx.problems;
    run->problem_count = lx.problem_count;
    run->directive_comments = lx.directives;
    run->directive_comment_count = lx.directive_count;
    run->lookahead_work = lx.lookahead_work;
    run->scan_stops = lx.stops;
    run->scan_stop_count = lx.stop_count;
    return !lx.out_of_memory;
}
