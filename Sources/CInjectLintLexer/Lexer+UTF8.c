// UTF-8 validation folded into tokenizing: only bytes >= 0x80 reach it, so ASCII costs nothing extra.
#include "Lexer.h"

/// Records the first byte that is not UTF-8 (the one to report) and steps over it.
static intptr_t invalid(struct lexer *lx, intptr_t index) {
    if (!lx->saw_invalid_utf8) {
        lx->saw_invalid_utf8 = true;
        lexer_problem(lx, INJECTLINT_PROBLEM_INVALID_UTF8, index);
    }
    return 1;
}

intptr_t lexer_scalar_length(struct lexer *lx, intptr_t index) {
    const uint8_t *const p = lx->p;
    const uint8_t b0 = p[index];
    // The continuation bytes a lead byte needs, and the range its first continuation byte must fall in (Unicode's
    // table of well-formed sequences: no overlong forms, no surrogates, nothing above U+10FFFF).
    intptr_t needed;
    uint8_t low = 0x80;
    uint8_t high = 0xBF;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        needed = 1;
    } else if (b0 == 0xE0) {
        needed = 2;
        low = 0xA0;
    } else if ((b0 >= 0xE1 && b0 <= 0xEC) || b0 == 0xEE || b0 == 0xEF) {
        needed = 2;
    } else if (b0 == 0xED) {
        needed = 2;
        high = 0x9F;
    } else if (b0 == 0xF0) {
        needed = 3;
        low = 0x90;
    } else if (b0 >= 0xF1 && b0 <= 0xF3) {
        needed = 3;
    } else if (b0 == 0xF4) {
        needed = 3;
        high = 0x8F;
    } else {
        return invalid(lx, index);
    }
    if (index + needed >= lx->n) return invalid(lx, index);
    const uint8_t b1 = p[index + 1];
    if (b1 < low || b1 > high) return invalid(lx, index);
    for (intptr_t k = 2; k <= needed; k += 1) {
        const uint8_t b = p[index + k];
        if (b < 0x80 || b > 0xBF) return invalid(lx, index);
    }
    return needed + 1;
}
