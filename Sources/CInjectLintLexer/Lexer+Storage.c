// Where tokens, scan stops, problems and directive comments go: arrays grown by doubling with `realloc`.
//
// An allocation that fails drops what it was for and sets `out_of_memory`; tokenizing goes on (every array stays
// sound) and `injectlint_lex` reports it, so the caller decides what running out of memory means.
#include "Lexer.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void *injectlint_tokens_allocate(intptr_t capacity) {
    return malloc((size_t)(capacity > 0 ? capacity : 1) * sizeof(injectlint_token));
}

void injectlint_free(void *pointer) {
    free(pointer);
}

/// Makes room for one more `size`-byte element in `*array`, which holds `count` of `*capacity`: doubles the
/// capacity (from `minimum`) when it is full. False, with `out_of_memory` set, when there is no room to be had.
static bool make_room(
    struct lexer *lx, void **array, intptr_t count, intptr_t *capacity, intptr_t minimum, size_t size) {
    if (count < *capacity) return true;
    const intptr_t doubled = *capacity > 0 ? *capacity * 2 : minimum;
    void *moved = (size_t)doubled <= SIZE_MAX / size ? realloc(*array, (size_t)doubled * size) : NULL;
    if (moved == NULL) {
        lx->out_of_memory = true;
        return false;
    }
    *array = moved;
    *capacity = doubled;
    return true;
}

bool lexer_grow_tokens(struct lexer *lx) {
    void *tokens = lx->tokens;
    if (!make_room(lx, &tokens, lx->token_count, &lx->token_capacity, 16, sizeof(injectlint_token))) return false;
    lx->tokens = tokens;
    return true;
}

/// Appends a token from `start` to the current position; false when there was no room for it.
static bool append(struct lexer *lx, uint8_t kind, intptr_t start, uint8_t flags) {
    if (lx->token_count == lx->token_capacity && !lexer_grow_tokens(lx)) return false;
    injectlint_token *slot = lx->tokens + lx->token_count;
    slot->start = start;
    slot->end = lx->i;
    slot->kind = kind;
    slot->flags = flags;
    lx->token_count += 1;
    return true;
}

void lexer_emit(struct lexer *lx, uint8_t kind, intptr_t start) {
    if (!append(lx, kind, start, lx->pending_line_break ? INJECTLINT_TOKEN_STARTS_LINE : 0)) return;
    lx->last_significant = lx->token_count - 1;
    lx->pending_line_break = false;
    if (!lx->keeps_trivia) {
        const int stop = lexer_stop_kind(lx->p, kind, start, lx->i);
        if (stop >= 0) lexer_stop(lx, lx->token_count - 1, stop);
    }
}

void lexer_emit_trivia(struct lexer *lx, uint8_t kind, intptr_t start) {
    if (lx->keeps_trivia) append(lx, kind, start, 0);
}

/// Appends the `size`-byte `element` to `*array`, which holds `*count` of `*capacity` (dropped when there is no
/// room to be had).
static void push(struct lexer *lx, void **array, intptr_t *count, intptr_t *capacity, const void *element,
                 size_t size) {
    if (!make_room(lx, array, *count, capacity, 4, size)) return;
    memcpy((char *)*array + (size_t)*count * size, element, size);
    *count += 1;
}

void lexer_problem(struct lexer *lx, uint8_t kind, intptr_t byte_offset) {
    const injectlint_problem problem = {byte_offset, kind};
    void *problems = lx->problems;
    push(lx, &problems, &lx->problem_count, &lx->problem_capacity, &problem, sizeof problem);
    lx->problems = problems;
}

void lexer_stop(struct lexer *lx, intptr_t token, int kind) {
    // Written out rather than through `push`: a file lists a stop for about one token in seven.
    if (lx->stop_count == lx->stop_capacity) {
        void *stops = lx->stops;
        if (!make_room(lx, &stops, lx->stop_count, &lx->stop_capacity, 64, sizeof(injectlint_scan_stop))) return;
        lx->stops = stops;
    }
    lx->stops[lx->stop_count].token = token;
    lx->stops[lx->stop_count].kind = (uint8_t)kind;
    lx->stop_count += 1;
}

void lexer_directive(struct lexer *lx, intptr_t start, intptr_t end) {
    const injectlint_range directive = {start, end};
    void *directives = lx->directives;
    push(lx, &directives, &lx->directive_count, &lx->directive_capacity, &directive, sizeof directive);
    lx->directives = directives;
}
