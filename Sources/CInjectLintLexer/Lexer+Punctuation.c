// Everything that is not whitespace, an identifier, a number or plain punctuation: comments, literals,
// attributes, pound keywords, backtick identifiers, and the parentheses of an interpolation's code.
#include "Lexer.h"

/// `` `name` `` on one line; false (consuming nothing) for a lone backtick, which is punctuation.
static bool backtick_identifier(struct lexer *lx) {
    const uint8_t *const p = lx->p;
    const intptr_t n = lx->n;
    for (intptr_t j = lx->i + 1; j < n; j += 1) {
        const uint8_t c = p[j];
        if (c == BYTE_BACKTICK) {
            if (j == lx->i + 1) return false;
            lx->i = j + 1;
            return true;
        }
        if (c == BYTE_LINE_FEED || c == BYTE_RETURN) return false;
    }
    return false;
}

/// A single punctuation byte at the current position.
static void punctuation(struct lexer *lx, intptr_t start) {
    lx->i += 1;
    lexer_emit(lx, INJECTLINT_TOKEN_PUNCTUATION, start);
}

/// `#` opens a raw string (`#"`), an extended regex (`#/`), a pound keyword (`#if`), or is punctuation.
static void hash(struct lexer *lx, intptr_t start) {
    const uint8_t *const p = lx->p;
    intptr_t hashes = 0;
    while (lx->i + hashes < lx->n && p[lx->i + hashes] == BYTE_HASH) hashes += 1;
    lx->lookahead_work += hashes;
    const uint8_t after = lexer_byte(lx, lx->i + hashes);
    if (after == BYTE_QUOTE) {
        lx->i += hashes;
        lexer_string_literal(lx, hashes, start);
    } else if (after == BYTE_SLASH) {
        lx->i += hashes;
        lexer_extended_regex(lx, hashes);
        lexer_emit(lx, INJECTLINT_TOKEN_REGEX, start);
    } else if (hashes == 1 && lexer_starts_identifier(after)) {
        lx->i += 1;
        lexer_identifier_body(lx);
        lexer_emit(lx, INJECTLINT_TOKEN_POUND_KEYWORD, start);
    } else {
        // All but the last `#` of a run at once: the last may still open `#if` or `#"`. Stepping one at a time
        // would count the rest of the run again for every `#` (200,000 of them took 8.6 s).
        lx->i += hashes > 2 ? hashes - 1 : 1;
        lexer_emit(lx, INJECTLINT_TOKEN_PUNCTUATION, start);
    }
}

void lexer_other(struct lexer *lx, uint8_t b, intptr_t start) {
    switch (b) {
    case BYTE_SLASH: {
        const uint8_t next = lexer_byte(lx, lx->i + 1);
        if (next == BYTE_SLASH) {
            lexer_line_comment(lx);
            lexer_emit_trivia(lx, INJECTLINT_TOKEN_LINE_COMMENT, start);
        } else if (next == BYTE_STAR) {
            lexer_block_comment(lx);
            lexer_emit_trivia(lx, INJECTLINT_TOKEN_BLOCK_COMMENT, start);
        } else if (lexer_bare_regex_may_start_here(lx) && lexer_bare_regex(lx)) {
            lexer_emit(lx, INJECTLINT_TOKEN_REGEX, start);
        } else {
            punctuation(lx, start);
        }
        break;
    }
    case BYTE_QUOTE:
        lexer_string_literal(lx, 0, start);
        break;
    case BYTE_HASH:
        hash(lx, start);
        break;
    case BYTE_AT:
        lx->i += 1;
        if (lx->i < lx->n && lexer_starts_identifier(lx->p[lx->i])) {
            lexer_identifier_body(lx);
            lexer_emit(lx, INJECTLINT_TOKEN_ATTRIBUTE, start);
        } else {
            lexer_emit(lx, INJECTLINT_TOKEN_PUNCTUATION, start);
        }
        break;
    case BYTE_BACKTICK:
        if (backtick_identifier(lx)) {
            lexer_emit(lx, INJECTLINT_TOKEN_BACKTICK_IDENTIFIER, start);
        } else {
            punctuation(lx, start);
        }
        break;
    case BYTE_OPEN_PAREN: // only inside an interpolation's code: the main loop takes it elsewhere
        if (lx->depth > 0) lx->interpolations[lx->depth - 1].open_parentheses += 1;
        punctuation(lx, start);
        break;
    case BYTE_CLOSE_PAREN: // inside an interpolation's code, it may close the interpolation
        if (lx->depth > 0 && lx->interpolations[lx->depth - 1].open_parentheses == 0) {
            lexer_close_interpolation(lx, start);
        } else {
            if (lx->depth > 0) lx->interpolations[lx->depth - 1].open_parentheses -= 1;
            punctuation(lx, start);
        }
        break;
    default:
        punctuation(lx, start);
        break;
    }
}
