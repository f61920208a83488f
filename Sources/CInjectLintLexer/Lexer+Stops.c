// The tokens the scanner acts on ("scan stops"): `{`, `}`, `;`, attributes, pound keywords and the words the scanner
// dispatches on, listed as the tokens are made (see `lexer_stop`). The scanner then visits about one token in seven,
// and never compares a word's bytes to learn what it is: a per-token loop in the scanner, or a separate pass to list
// the stops, costs a debug build dearly (Benchmarks/README.md, "inject-lint", has the figures).
#include "Lexer.h"

#include <string.h>

/// Whether `p[0..<length]` spells `word` (a C string of that length).
static bool spells(const uint8_t *p, const char *word, intptr_t length) {
    return memcmp(p, word, (size_t)length) == 0;
}

int lexer_word_stop_kind(const uint8_t *p, intptr_t length) {
    // Dispatch on the length, then the first byte: most identifiers fail the first test or two.
    switch (length) {
    case 3:
        if (p[0] == 'l' && spells(p, "let", 3)) return INJECTLINT_STOP_VARIABLE;
        if (p[0] == 'v' && spells(p, "var", 3)) return INJECTLINT_STOP_VARIABLE;
        if (p[0] == 'f' && spells(p, "for", 3)) return INJECTLINT_STOP_FOR_LOOP;
        return -1;
    case 4:
        switch (p[0]) {
        case 'f': return spells(p, "func", 4) ? INJECTLINT_STOP_FUNCTION : -1;
        case 'i': return spells(p, "init", 4) ? INJECTLINT_STOP_INITIALIZER : -1;
        case 'e': return spells(p, "enum", 4) ? INJECTLINT_STOP_TYPE_DECLARATION : -1;
        case 'c': return spells(p, "case", 4) ? INJECTLINT_STOP_CASE_LABEL : -1;
        case 's': return spells(p, "self", 4) ? INJECTLINT_STOP_SELF : -1;
        default: return -1;
        }
    case 5:
        switch (p[0]) {
        case 'c': return spells(p, "class", 5) ? INJECTLINT_STOP_CLASS_DECLARATION : -1;
        case 'a':
            if (spells(p, "actor", 5)) return INJECTLINT_STOP_TYPE_DECLARATION;
            return spells(p, "await", 5) ? INJECTLINT_STOP_AWAIT : -1;
        case 'w': return spells(p, "while", 5) ? INJECTLINT_STOP_WHILE_LOOP : -1;
        default: return -1;
        }
    case 6:
        switch (p[0]) {
        case 'r':
            if (spells(p, "return", 6)) return INJECTLINT_STOP_RETURN;
            return spells(p, "repeat", 6) ? INJECTLINT_STOP_REPEAT_LOOP : -1;
        case 's': return spells(p, "struct", 6) ? INJECTLINT_STOP_TYPE_DECLARATION : -1;
        case 'i': return spells(p, "import", 6) ? INJECTLINT_STOP_IMPORT_DECLARATION : -1;
        default: return -1;
        }
    case 7:
        switch (p[0]) {
        case 'r': return spells(p, "resolve", 7) ? INJECTLINT_STOP_RESOLVE : -1;
        case 'd': return spells(p, "default", 7) ? INJECTLINT_STOP_DEFAULT_LABEL : -1;
        case 'f': return spells(p, "forEach", 7) ? INJECTLINT_STOP_FOR_EACH : -1;
        default: return -1;
        }
    case 8:
        if (p[0] == 'r' && spells(p, "register", 8)) return INJECTLINT_STOP_REGISTER;
        if (p[0] == 'p' && spells(p, "protocol", 8)) return INJECTLINT_STOP_TYPE_DECLARATION;
        return -1;
    case 9:
        switch (p[0]) {
        case 'e': return spells(p, "extension", 9) ? INJECTLINT_STOP_TYPE_DECLARATION : -1;
        case 't': return spells(p, "typealias", 9) ? INJECTLINT_STOP_TYPE_ALIAS : -1;
        case 's': return spells(p, "subscript", 9) ? INJECTLINT_STOP_SUBSCRIPT_DECLARATION : -1;
        default: return -1;
        }
    case 10:
        return p[0] == 't' && spells(p, "tryResolve", 10) ? INJECTLINT_STOP_RECOVERABLE_RESOLVE : -1;
    case 12:
        return p[0] == 'r' && spells(p, "resolveAsync", 12) ? INJECTLINT_STOP_RESOLVE : -1;
    case 19:
        return p[0] == 'r' && spells(p, "resolveIfRegistered", 19) ? INJECTLINT_STOP_RECOVERABLE_RESOLVE : -1;
    default:
        return -1;
    }
}

int lexer_punctuation_stop_kind(uint8_t byte) {
    switch (byte) {
    case '{': return INJECTLINT_STOP_OPEN_BRACE;
    case '}': return INJECTLINT_STOP_CLOSE_BRACE;
    case ';': return INJECTLINT_STOP_SEMICOLON;
    default: return -1;
    }
}

int lexer_stop_kind(const uint8_t *bytes, uint8_t kind, intptr_t start, intptr_t end) {
    switch (kind) {
    case INJECTLINT_TOKEN_IDENTIFIER:
        return lexer_word_stop_kind(bytes + start, end - start);
    case INJECTLINT_TOKEN_PUNCTUATION:
        return lexer_punctuation_stop_kind(bytes[start]);
    case INJECTLINT_TOKEN_ATTRIBUTE:
        return INJECTLINT_STOP_ATTRIBUTE;
    case INJECTLINT_TOKEN_POUND_KEYWORD:
        return INJECTLINT_STOP_POUND_KEYWORD;
    default:
        return -1;
    }
}
