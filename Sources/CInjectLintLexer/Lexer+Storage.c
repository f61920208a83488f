// Where tokens, problems and directive comments go: arrays grown by doubling with `realloc`.
//
// An allocation that fails drops what it was for and sets `out_of_memory`; tokenizing goes on (every array stays
// sound) and `injectlint_lex` reports it, so the caller decides what running out of memory means.
#include "Lexer.h"

#include <stdint.h>
#include <stdlib.h>

void *injectlint_tokens_allocate(intptr_t capacity) {
    return malloc((size_t)(capacity > 0 ? capacity : 1) * sizeof(injectlint_token));
}

void injectlint_free(void *pointer) {
    free(pointer);
}

/// Doubles `*capacity` (from at least `minimum`) and moves `*array` of `size`-byte elements to match.
static bool grow(void **array, intptr_t *capacity, intptr_t minimum, size_t size) {
    intptr_t doubled = *capacity > 0 ? *capacity * 2 : minimum;
    if ((size_t)doubled > SIZE_MAX / size) return false;
    void *moved = realloc(*array, (size_t)doubled * size);
    if (moved == NULL) return false;
    *array = moved;
    *capacity = doubled;
    return true;
}

bool lexer_grow_tokens(struct lexer *lx) {
    void *tokens = lx->tokens;
    if (!grow(&tokens, &lx->token_capacity, 16, sizeof(injectlint_token))) {
        lx->out_of_memory = true;
        return false;
    }
    lx->tokens = tokens;
    return true;
}

void lexer_emit(struct lexer *lx, uint8_t kind, intptr_t start) {
    if (lx->token_count == lx->token_capacity && !lexer_grow_tokens(lx)) return;
    injectlint_token *slot = lx->tokens + lx->token_count;
    slot->start = start;
    slot->end = lx->i;
    slot->kind = kind;
    slot->flags = lx->pending_line_break ? INJECTLINT_TOKEN_STARTS_LINE : 0;
    lx->last_significant = lx->token_count;
    lx->token_count += 1;
    lx->pending_line_break = false;
}

void lexer_emit_trivia(struct lexer *lx, uint8_t kind, intptr_t start) {
    if (!lx->keeps_trivia) return;
    if (lx->token_count == lx->token_capacity && !lexer_grow_tokens(lx)) return;
    injectlint_token *slot = lx->tokens + lx->token_count;
    slot->start = start;
    slot->end = lx->i;
    slot->kind = kind;
    slot->flags = 0;
    lx->token_count += 1;
}

void lexer_problem(struct lexer *lx, uint8_t kind, intptr_t byte_offset) {
    if (lx->problem_count == lx->problem_capacity) {
        void *problems = lx->problems;
        if (!grow(&problems, &lx->problem_capacity, 4, sizeof(injectlint_problem))) {
            lx->out_of_memory = true;
            return;
        }
        lx->problems = problems;
    }
    lx->problems[lx->problem_count].byte_offset = byte_offset;
    lx->problems[lx->problem_count].kind = kind;
    lx->problem_count += 1;
}

void lexer_directive(struct lexer *lx, intptr_t start, intptr_t end) {
    if (lx->directive_count == lx->directive_capacity) {
        void *directives = lx->directives;
        if (!grow(&directives, &lx->directive_capacity, 4, sizeof(injectlint_range))) {
            lx->out_of_memory = true;
            return;
        }
        lx->directives = directives;
    }
    lx->directives[lx->directive_count].start = start;
    lx->directives[lx->directive_count].end = end;
    lx->directive_count += 1;
}
