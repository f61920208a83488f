// The few things Inject needs from C: atomic words (C11 <stdatomic.h>, which ThreadSanitizer understands, and
// which exist on every platform Inject supports, unlike Swift's `Synchronization` module), a thread-local pointer
// for the resolution in progress, and a way to ask the Swift runtime whether the caller is on the main actor
// without trapping.
//
// Every function is `static inline`, the way swift-atomics' shims are: each call compiles to the one instruction it
// names, inside the Swift caller.
#ifndef C_INJECT_SUPPORT_H
#define C_INJECT_SUPPORT_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>

/// One machine word, accessed only through the functions below. Swift sees it as an opaque 8-byte struct.
typedef struct {
    _Atomic(uintptr_t) value;
} inject_atomic_word;

static inline void inject_atomic_init(inject_atomic_word *word, uintptr_t value) {
    atomic_init(&word->value, value);
}

static inline uintptr_t inject_atomic_load_acquire(inject_atomic_word *word) {
    return atomic_load_explicit(&word->value, memory_order_acquire);
}

static inline uintptr_t inject_atomic_load_relaxed(inject_atomic_word *word) {
    return atomic_load_explicit(&word->value, memory_order_relaxed);
}

static inline void inject_atomic_store_release(inject_atomic_word *word, uintptr_t value) {
    atomic_store_explicit(&word->value, value, memory_order_release);
}

/// Replaces `*expected` with `desired` if the word holds `*expected` (acquire-release); otherwise acquires the
/// current value into `*expected`. Returns whether it replaced.
static inline bool inject_atomic_compare_exchange(inject_atomic_word *word, uintptr_t *expected, uintptr_t desired) {
    return atomic_compare_exchange_strong_explicit(
        &word->value, expected, desired, memory_order_acq_rel, memory_order_acquire);
}

/// Adds `delta` (wrapping, sequentially consistent) and returns the previous value.
static inline uintptr_t inject_atomic_fetch_add(inject_atomic_word *word, uintptr_t delta) {
    return atomic_fetch_add_explicit(&word->value, delta, memory_order_seq_cst);
}

#if !defined(__APPLE__)
/// The calling thread's resolution state (an unretained `ResolutionState`, or NULL), defined in CInjectSupport.c.
///
/// Why a C thread-local and not only the POSIX slot: every level of every resolution reads it, and on Linux
/// `pthread_getspecific` is a call into the C library (17 instructions) where this is one load from the thread
/// pointer once the linker has relaxed the access, as it does for a program that links Inject statically. The
/// POSIX slot stays, for its destructor (see ThreadLocalSlot.swift). Apple platforms keep the POSIX slot alone:
/// their `pthread_getspecific` is already a load from the thread's own table.
extern _Thread_local void *inject_thread_state;

static inline void *inject_thread_state_load(void) {
    return inject_thread_state;
}

static inline void inject_thread_state_store(void *state) {
    inject_thread_state = state;
}

/// The Swift runtime's own test of "is this code running on that executor", the one `MainActor.assumeIsolated`
/// makes, in its non-trapping form (flags 0). Declared here because the standard library keeps its Swift
/// declaration internal. Apple platforms use `pthread_main_np` instead (see Platform.swift).
extern __attribute__((swiftcall)) bool swift_task_isCurrentExecutorWithFlags(
    const void *identity, uintptr_t implementation, uint64_t flags);
#endif

#endif
