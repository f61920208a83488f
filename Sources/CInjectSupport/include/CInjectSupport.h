// Everything Inject needs from the platform, behind one spelling: atomic words, a lock, a thread-local slot, a
// condition, threads, the main-thread and main-actor tests, the fatal-signal notice, standard error and the working
// directory.
//
// Why here and not in Swift: the C library's Swift overlays differ per platform (Darwin's `pthread_t` is a
// pointer, Glibc's an integer; `sigaction`'s handler field is spelled differently; nullability annotations change
// function types), so the same Swift call needs `#if canImport(Darwin)` branches that no Linux machine compiles.
// In C, POSIX is one spelling: this file has no platform branch, and `.ci/run` compile-checks it for macOS
// (aarch64 and x86_64, with zig's bundled macOS headers) as well as building it on Linux.
//
// Hot functions are `static inline`, the way swift-atomics' shims are: each call compiles to the instructions it
// names, inside the Swift caller. The rest lives in CInjectSupport.c.
#ifndef C_INJECT_SUPPORT_H
#define C_INJECT_SUPPORT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

// MARK: - Atomic words

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

// MARK: - Lock

/// A POSIX mutex (ThreadSanitizer intercepts it, so it sees every hand-over between holders). It must never move
/// once initialised: Swift keeps it in the element of a `ManagedBuffer` (see Lock.swift).
typedef struct {
    pthread_mutex_t mutex;
} inject_lock;

/// Returns 0, or the error `pthread_mutex_init` gave.
static inline int inject_lock_init(inject_lock *lock) {
    return pthread_mutex_init(&lock->mutex, NULL);
}

static inline void inject_lock_destroy(inject_lock *lock) {
    pthread_mutex_destroy(&lock->mutex);
}

/// Returns 0, or the error `pthread_mutex_lock` gave (the Swift caller stops the process with it).
static inline int inject_lock_lock(inject_lock *lock) {
    return pthread_mutex_lock(&lock->mutex);
}

static inline void inject_lock_unlock(inject_lock *lock) {
    pthread_mutex_unlock(&lock->mutex);
}

// MARK: - Condition (a lock and a condition variable, for a thread that waits for work)

typedef struct {
    pthread_mutex_t mutex;
    pthread_cond_t changed;
} inject_condition;

/// Returns 0, or the first error of `pthread_mutex_init` / `pthread_cond_init`.
int inject_condition_init(inject_condition *condition);
void inject_condition_destroy(inject_condition *condition);
void inject_condition_lock(inject_condition *condition);
void inject_condition_unlock(inject_condition *condition);
/// Waits, with the lock held, until `inject_condition_signal` (or a spurious wake-up: callers loop).
void inject_condition_wait(inject_condition *condition);
void inject_condition_signal(inject_condition *condition);

// MARK: - The calling thread's resolution state

/// The calling thread's resolution state (an `Unmanaged<ResolutionState>`, or NULL), defined in CInjectSupport.c.
///
/// Why a C thread-local: every level of every resolution reads it, and this is one load from the thread pointer
/// (where `pthread_getspecific` is a call into the C library). A POSIX key stays beside it for its destructor,
/// which gives the state back when the thread ends (see `inject_thread_state_adopt`).
extern _Thread_local void *inject_thread_state;

static inline void *inject_thread_state_load(void) {
    return inject_thread_state;
}

/// Prepares the POSIX key whose destructor calls `release` with a thread's state when the thread ends. Call once
/// per process, before `inject_thread_state_adopt`. Returns 0 or the error `pthread_key_create` gave.
int inject_thread_state_prepare(void (*release)(void *state));

/// Makes `state` (one reference, which the thread now owns) the calling thread's state. Returns 0 or the error
/// `pthread_setspecific` gave.
int inject_thread_state_adopt(void *state);

// MARK: - Threads

/// Starts a detached thread running `body(context)` with a stack of `stack_size` bytes. Returns 0 or the error
/// `pthread_create` gave.
int inject_thread_start(void (*body)(void *context), void *context, size_t stack_size);

/// Whether the calling thread is the process's main thread: the thread that loaded Inject's image (recorded by a
/// load-time constructor), which is the main thread for a program linked with Inject.
bool inject_is_main_thread(void);

/// Whether the caller runs on the executor `identity`/`implementation` (an `UnownedSerialExecutor`'s two words):
/// the Swift runtime's own test, the one `MainActor.assumeIsolated` makes, in its non-trapping form (flags 0).
/// A Swift runtime without that entry point (older Apple systems) is answered with `inject_is_main_thread()`,
/// which is what the main executor is there.
bool inject_is_current_executor(const void *identity, uintptr_t implementation);

/// Sleeps the calling thread for `microseconds`.
void inject_sleep_microseconds(uint32_t microseconds);

/// Parks the calling thread for the rest of the process.
__attribute__((noreturn)) void inject_park_forever(void);

// MARK: - Process

/// Writes `count` bytes to standard error, unbuffered; gives up quietly if the write fails.
void inject_write_standard_error(const void *bytes, size_t count);

/// Ends the process with `status`, as `exit` does.
__attribute__((noreturn)) void inject_exit(int status);

/// Copies the working directory into `buffer` (NUL-terminated); returns false if it does not fit or cannot be read.
bool inject_current_directory(char *buffer, size_t size);

// MARK: - Fatal signals (the factory crash notice)

/// How many fatal signals `inject_fatal_signals_install` handles, and which: SIGILL and SIGTRAP (Swift's traps),
/// SIGABRT, SIGSEGV, SIGBUS, SIGFPE.
#define INJECT_FATAL_SIGNAL_COUNT 6
int inject_fatal_signal(int index);

/// Installs `handler` for every fatal signal, remembering the action each had before. Call once per process.
void inject_fatal_signals_install(void (*handler)(int signal));

/// Puts back the action `signal` had before `inject_fatal_signals_install` (the default if none was recorded) and
/// raises it again: it is delivered once the handler returns, so the process dies as it would have.
void inject_fatal_signal_pass_on(int signal);

#endif
