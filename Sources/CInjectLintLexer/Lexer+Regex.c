// Regex literals: `#/…/#` always, and a bare `/…/` only where Swift itself lexes one.
#include "Lexer.h"

#include <string.h>

/// Whether `token` is the word `word` (of `length` bytes).
static bool spells(const struct lexer *lx, const injectlint_token *token, const char *word, intptr_t length) {
    return token->end - token->start == length && memcmp(lx->p + token->start, word, (size_t)length) == 0;
}

/// Whether a keyword after which an expression starts (`return /a/`, `case /a/`).
static bool is_expression_keyword(const struct lexer *lx, const injectlint_token *token) {
    return spells(lx, token, "return", 6) || spells(lx, token, "case", 4) || spells(lx, token, "in", 2)
        || spells(lx, token, "try", 3) || spells(lx, token, "await", 5) || spells(lx, token, "throw", 5)
        || spells(lx, token, "where", 5) || spells(lx, token, "if", 2) || spells(lx, token, "guard", 5)
        || spells(lx, token, "while", 5);
}

/// Whether a bare `/` here would open a regex literal rather than divide: Swift only lexes one where an expression
/// may start (after an opening bracket, a separator, `=`, or a keyword such as `return`) and not before a space.
bool lexer_bare_regex_may_start_here(struct lexer *lx) {
    const uint8_t next = lexer_byte(lx, lx->i + 1);
    if (next == BYTE_SPACE || next == BYTE_TAB || next == BYTE_LINE_FEED || next == BYTE_RETURN || next == 0
        || next == BYTE_EQUALS) {
        return false;
    }
    if (lx->last_significant < 0) return true; // nothing significant yet
    const injectlint_token *last = lx->tokens + lx->last_significant;
    switch (last->kind) {
    case INJECTLINT_TOKEN_PUNCTUATION: {
        const uint8_t b = lx->p[last->start];
        return b == BYTE_OPEN_PAREN || b == BYTE_OPEN_BRACKET || b == BYTE_OPEN_BRACE || b == BYTE_COMMA
            || b == BYTE_COLON || b == BYTE_SEMICOLON || b == BYTE_EQUALS;
    }
    case INJECTLINT_TOKEN_STRING_SEGMENT: // right after an interpolation's `\(`
        return lx->p[last->end - 1] == BYTE_OPEN_PAREN;
    case INJECTLINT_TOKEN_IDENTIFIER:
        return is_expression_keyword(lx, last);
    default:
        return false;
    }
}

/// `#/ … /#` (any number of `#`s) from its `/`, which may span lines.
void lexer_extended_regex(struct lexer *lx, intptr_t hashes) {
    const uint8_t *const p = lx->p;
    const intptr_t n = lx->n;
    const intptr_t start = lx->i - hashes;
    intptr_t i = lx->i + 1;
    while (i < n) {
        const uint8_t c = p[i];
        if (c == BYTE_BACKSLASH) {
            i += 2;
        } else if (c == BYTE_SLASH && lexer_hashes_follow(lx, i + 1, hashes)) {
            lx->i = i + 1 + hashes;
            return;
        } else {
            i += c < 0x80 ? 1 : lexer_scalar_length(lx, i);
        }
    }
    lx->i = n;
    lexer_problem(lx, INJECTLINT_PROBLEM_UNTERMINATED_STRING, start);
}

/// A bare `/…/` regex on one line, not ending in a space, with `[…]` classes able to hold `/`. Returns false
/// (consuming nothing) when no closing `/` is found within the look-ahead: the `/` is then an operator.
bool lexer_bare_regex(struct lexer *lx) {
    const uint8_t *const p = lx->p;
    const intptr_t i = lx->i;
    const intptr_t limit = lx->n < i + INJECTLINT_MAXIMUM_BARE_REGEX_LENGTH ? lx->n
                                                                           : i + INJECTLINT_MAXIMUM_BARE_REGEX_LENGTH;
    intptr_t class_depth = 0;
    intptr_t j = i + 1;
    while (j < limit) {
        const uint8_t c = p[j];
        lx->lookahead_work += 1;
        if (c == BYTE_BACKSLASH) {
            j += 2;
            continue;
        }
        if (c == BYTE_LINE_FEED || c == BYTE_RETURN) return false;
        if (c == BYTE_OPEN_BRACKET) {
            class_depth += 1;
        } else if (c == BYTE_CLOSE_BRACKET && class_depth > 0) {
            class_depth -= 1;
        } else if (c == BYTE_SLASH && class_depth == 0) {
            if (p[j - 1] == BYTE_SPACE || p[j - 1] == BYTE_TAB) return false;
            lx->i = j + 1;
            // The regex's bytes are code points too: validate them.
            for (intptr_t k = i + 1; k < j;) k += p[k] < 0x80 ? 1 : lexer_scalar_length(lx, k);
            return true;
        }
        j += 1;
    }
    return false;
}
