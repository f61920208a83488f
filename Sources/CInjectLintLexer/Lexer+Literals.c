// Comments and string literals with interpolation: the places where text that looks like an injection is not
// code.
#include "Lexer.h"

#include <string.h>

// Comments and string text are a good part of real code's bytes, so they are read eight at a time (see
// `LEXER_FIRST_FLAGGED_BYTE`): the classic "has a zero byte" test on the word XOR-ed with a byte repeated eight
// times flags that byte, and a non-ASCII byte flags itself (it needs validating). The test is exact for the first
// matching byte in little-endian order; a false flag can only follow a true one, and where one comes first (a
// big-endian machine) it costs a step through the byte loop, which reads the byte itself, never a wrong token.
#define LINE_FEEDS (LEXER_ONES * BYTE_LINE_FEED)
#define RETURNS (LEXER_ONES * BYTE_RETURN)
#define QUOTES (LEXER_ONES * BYTE_QUOTE)
#define BACKSLASHES (LEXER_ONES * BYTE_BACKSLASH)

/// The first byte from `i` on that a comment's or a string's byte loop must look at: one that equals a byte
/// repeated in `first`, `second`, `third` or `fourth` (a pattern may be given twice), or a non-ASCII byte; or the
/// position from which fewer than eight bytes are left (`n` itself when the words end there). One call per stop,
/// not per word.
static intptr_t skip_plain_bytes(
    const uint8_t *p, intptr_t n, intptr_t i, uint64_t first, uint64_t second, uint64_t third, uint64_t fourth) {
    while (i + 8 <= n) {
        uint64_t word;
        memcpy(&word, p + i, 8);
        const uint64_t a = word ^ first;
        const uint64_t b = word ^ second;
        const uint64_t c = word ^ third;
        const uint64_t d = word ^ fourth;
        const uint64_t flags =
            (((a - LEXER_ONES) & ~a) | ((b - LEXER_ONES) & ~b) | ((c - LEXER_ONES) & ~c) | ((d - LEXER_ONES) & ~d)
             | word)
            & LEXER_HIGH_BITS;
        if (flags != 0) return i + LEXER_FIRST_FLAGGED_BYTE(flags);
        i += 8;
    }
    return i;
}

/// `skip_plain_bytes` for a line comment, which stops only at a line break or a non-ASCII byte: half the tests a
/// word (at -O0 each is an instruction or two, and comments are a third of a typical file's bytes).
static intptr_t skip_comment_bytes(const uint8_t *p, intptr_t n, intptr_t i) {
    while (i + 8 <= n) {
        uint64_t word;
        memcpy(&word, p + i, 8);
        const uint64_t a = word ^ LINE_FEEDS;
        const uint64_t b = word ^ RETURNS;
        const uint64_t flags = (((a - LEXER_ONES) & ~a) | ((b - LEXER_ONES) & ~b) | word) & LEXER_HIGH_BITS;
        if (flags != 0) return i + LEXER_FIRST_FLAGGED_BYTE(flags);
        i += 8;
    }
    return i;
}

/// Records a comment (from `start` to the current position) whose text starts with `inject-lint:` after spaces or
/// tabs, for suppression.
static void note_directive(struct lexer *lx, intptr_t start, intptr_t content_start) {
    static const char prefix[] = "inject-lint:";
    const intptr_t length = (intptr_t)sizeof prefix - 1;
    const uint8_t *const p = lx->p;
    const intptr_t end = lx->i;
    intptr_t j = content_start;
    while (j < end && (p[j] == BYTE_SPACE || p[j] == BYTE_TAB)) j += 1;
    if (end - j < length || p[j] != (uint8_t)prefix[0]) return;
    if (memcmp(p + j, prefix, (size_t)length) != 0) return;
    lexer_directive(lx, start, end);
}

void lexer_line_comment(struct lexer *lx) {
    const uint8_t *const p = lx->p;
    const intptr_t n = lx->n;
    const intptr_t start = lx->i;
    intptr_t i = start + 2;
    while (i < n) {
        i = skip_comment_bytes(p, n, i);
        if (i == n) break; // the plain bytes ran to the end
        const uint8_t c = p[i];
        if (c == BYTE_LINE_FEED || c == BYTE_RETURN) break;
        i += c < 0x80 ? 1 : lexer_scalar_length(lx, i);
    }
    lx->i = i;
    note_directive(lx, start, start + 2);
}

/// `/* … */` with nesting, as Swift allows.
void lexer_block_comment(struct lexer *lx) {
    const uint8_t *const p = lx->p;
    const intptr_t n = lx->n;
    const intptr_t start = lx->i;
    intptr_t i = start + 2;
    intptr_t depth = 1;
    while (i < n) {
        const uint8_t c = p[i];
        if (c == BYTE_STAR && i + 1 < n && p[i + 1] == BYTE_SLASH) {
            i += 2;
            depth -= 1;
            if (depth == 0) {
                lx->i = i;
                note_directive(lx, start, start + 2);
                return;
            }
        } else if (c == BYTE_SLASH && i + 1 < n && p[i + 1] == BYTE_STAR) {
            i += 2;
            depth += 1;
        } else if (c < 0x80) {
            // A line break inside a comment still puts the next token on a new line.
            if (c == BYTE_LINE_FEED || c == BYTE_RETURN) lx->pending_line_break = true;
            i += 1;
        } else {
            i += lexer_scalar_length(lx, i);
        }
    }
    lx->i = i;
    lexer_problem(lx, INJECTLINT_PROBLEM_UNTERMINATED_BLOCK_COMMENT, start);
}

bool lexer_hashes_follow(const struct lexer *lx, intptr_t index, intptr_t hashes) {
    if (index + hashes > lx->n) return false;
    for (intptr_t j = index; j < index + hashes; j += 1) {
        if (lx->p[j] != BYTE_HASH) return false;
    }
    return true;
}

/// Reads string text from the current position up to the literal's closing delimiter (true; also at a line break
/// that ends a single-line literal, or the end of the file, both reported) or just past an interpolation's `\(`
/// (false).
static bool string_text(struct lexer *lx, const struct open_interpolation *literal) {
    const uint8_t *const p = lx->p;
    const intptr_t n = lx->n;
    const intptr_t hashes = literal->hashes;
    intptr_t i = lx->i;
    while (i < n) {
        // Plain text is skipped up to the first `\`, `"`, line break or non-ASCII byte (multi-line literals are
        // megabytes in generated code).
        i = skip_plain_bytes(p, n, i, BACKSLASHES, QUOTES, LINE_FEEDS, RETURNS);
        if (i == n) break; // the plain bytes ran to the end
        const uint8_t c = p[i];
        if (c == BYTE_BACKSLASH) { // an escape only when followed by the literal's number of `#`s
            intptr_t j = i + 1;
            intptr_t found = 0;
            while (found < hashes && j < n && p[j] == BYTE_HASH) {
                j += 1;
                found += 1;
            }
            if (found < hashes) {
                i += 1;
                continue;
            }
            if (j < n && p[j] == BYTE_OPEN_PAREN) { // `\(`: interpolated code, lexed as tokens up to its `)`
                i = j + 1;
                if (lx->depth < INJECTLINT_MAXIMUM_INTERPOLATION_DEPTH) {
                    lx->i = i;
                    return false;
                }
                // Deeper than that (only hostile input nests so far), the code is read as the string's text.
                lexer_problem(lx, INJECTLINT_PROBLEM_INTERPOLATION_TOO_DEEP, j - 1 - hashes);
                continue;
            }
            i = j;
            if (i < n) i += p[i] < 0x80 ? 1 : lexer_scalar_length(lx, i);
        } else if (c == BYTE_QUOTE) {
            if (literal->multiline) {
                if (lexer_byte(lx, i + 1) == BYTE_QUOTE && lexer_byte(lx, i + 2) == BYTE_QUOTE
                    && lexer_hashes_follow(lx, i + 3, hashes)) {
                    lx->i = i + 3 + hashes;
                    return true;
                }
            } else if (lexer_hashes_follow(lx, i + 1, hashes)) {
                lx->i = i + 1 + hashes;
                return true;
            }
            i += 1;
        } else if (c < 0x80) {
            if (c == BYTE_LINE_FEED || c == BYTE_RETURN) {
                if (!literal->multiline) {
                    lx->i = i;
                    lexer_problem(lx, INJECTLINT_PROBLEM_UNTERMINATED_STRING, literal->delimiter_start);
                    return true;
                }
                lx->pending_line_break = true;
            }
            i += 1;
        } else {
            i += lexer_scalar_length(lx, i);
        }
    }
    lx->i = i;
    lexer_problem(lx, INJECTLINT_PROBLEM_UNTERMINATED_STRING, literal->delimiter_start);
    return true;
}

/// Lexes a string literal's text from the current position and emits the piece that began at `piece_start`: the
/// whole literal as one `.string`, or a `.stringSegment` when an interpolation opens (or when the piece began at
/// an interpolation's `)`).
static void continue_string(
    struct lexer *lx, const struct open_interpolation *literal, intptr_t piece_start, bool is_whole_literal) {
    if (string_text(lx, literal)) {
        lexer_emit(lx, is_whole_literal ? INJECTLINT_TOKEN_STRING : INJECTLINT_TOKEN_STRING_SEGMENT, piece_start);
    } else {
        lexer_emit(lx, INJECTLINT_TOKEN_STRING_SEGMENT, piece_start);
        // `string_text` opens an interpolation only below the maximum depth, so there is room.
        lx->interpolations[lx->depth] = *literal;
        lx->depth += 1;
    }
}

void lexer_string_literal(struct lexer *lx, intptr_t hashes, intptr_t start) {
    const uint8_t *const p = lx->p;
    bool multiline = lexer_byte(lx, lx->i + 1) == BYTE_QUOTE && lexer_byte(lx, lx->i + 2) == BYTE_QUOTE;
    if (multiline && hashes > 0) {
        // As Swift does: three quotes followed by enough `#`s, or a quote with enough `#`s later on the same line,
        // make a single-line raw string that happens to start with quotes.
        intptr_t j = lx->i + 3;
        if (lexer_hashes_follow(lx, j, hashes)) multiline = false;
        while (multiline && j < lx->n && p[j] != BYTE_LINE_FEED && p[j] != BYTE_RETURN) {
            lx->lookahead_work += 1;
            if (p[j] == BYTE_QUOTE && lexer_hashes_follow(lx, j + 1, hashes)) multiline = false;
            j += 1;
        }
    }
    lx->i += multiline ? 3 : 1;
    const struct open_interpolation literal = {hashes, start, 0, multiline};
    continue_string(lx, &literal, start, true);
}

void lexer_close_interpolation(struct lexer *lx, intptr_t start) {
    lx->depth -= 1;
    const struct open_interpolation literal = lx->interpolations[lx->depth];
    lx->i += 1;
    continue_string(lx, &literal, start, false);
}
