// The parts of CInjectSupport.h that are not inline: POSIX only, one code path for every platform.
#include "CInjectSupport.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// MARK: - Condition

int inject_condition_init(inject_condition *condition) {
    int status = pthread_mutex_init(&condition->mutex, NULL);
    if (status != 0) return status;
    status = pthread_cond_init(&condition->changed, NULL);
    if (status != 0) pthread_mutex_destroy(&condition->mutex);
    return status;
}

void inject_condition_destroy(inject_condition *condition) {
    pthread_cond_destroy(&condition->changed);
    pthread_mutex_destroy(&condition->mutex);
}

void inject_condition_lock(inject_condition *condition) {
    pthread_mutex_lock(&condition->mutex);
}

void inject_condition_unlock(inject_condition *condition) {
    pthread_mutex_unlock(&condition->mutex);
}

void inject_condition_wait(inject_condition *condition) {
    pthread_cond_wait(&condition->changed, &condition->mutex);
}

void inject_condition_signal(inject_condition *condition) {
    pthread_cond_signal(&condition->changed);
}

// MARK: - The calling thread's resolution state

_Thread_local void *inject_thread_state = 0;

// Written once by `inject_thread_state_prepare`, which Swift calls from a lazily initialised global (so every
// thread that adopts a state has synchronised with that write).
static pthread_key_t inject_thread_state_key;
static void (*inject_thread_state_release)(void *state);

// The key's destructor. The thread-local goes first, so nothing that runs later in this thread's exit (another
// key's destructor that resolves) reads a released state: it gets a new one, which this key releases in turn.
static void inject_thread_state_end(void *state) {
    inject_thread_state = 0;
    if (state) inject_thread_state_release(state);
}

int inject_thread_state_prepare(void (*release)(void *state)) {
    inject_thread_state_release = release;
    return pthread_key_create(&inject_thread_state_key, inject_thread_state_end);
}

int inject_thread_state_adopt(void *state) {
    int status = pthread_setspecific(inject_thread_state_key, state);
    if (status == 0) inject_thread_state = state;
    return status;
}

// MARK: - Threads

// What `pthread_create` hands the new thread: the body and its context, freed by the thread once read.
typedef struct {
    void (*body)(void *context);
    void *context;
} inject_thread_start_context;

static void *inject_thread_main(void *argument) {
    inject_thread_start_context start = *(inject_thread_start_context *)argument;
    free(argument);
    start.body(start.context);
    return NULL;
}

int inject_thread_start(void (*body)(void *context), void *context, size_t stack_size) {
    inject_thread_start_context *start = malloc(sizeof *start);
    if (!start) return ENOMEM;
    start->body = body;
    start->context = context;
    pthread_attr_t attributes;
    int status = pthread_attr_init(&attributes);
    if (status == 0) {
        pthread_attr_setstacksize(&attributes, stack_size);
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
        pthread_t thread;
        status = pthread_create(&thread, &attributes, inject_thread_main, start);
        pthread_attr_destroy(&attributes);
    }
    if (status != 0) free(start);
    return status;
}

// The thread that loaded this image. A constructor runs before `main`, on the main thread, for a program linked
// with Inject (statically or as a dependent library); only a `dlopen` from another thread would record that thread.
static pthread_t inject_main_thread;

__attribute__((constructor)) static void inject_record_main_thread(void) {
    inject_main_thread = pthread_self();
}

bool inject_is_main_thread(void) {
    return pthread_equal(pthread_self(), inject_main_thread) != 0;
}

// The Swift runtime's executor test. Declared here because the standard library keeps its Swift declaration
// internal; weak, so that a runtime without it (Apple systems before Swift 6's runtime) leaves it NULL.
extern __attribute__((swiftcall, weak)) bool swift_task_isCurrentExecutorWithFlags(
    const void *identity, uintptr_t implementation, uint64_t flags);

bool inject_is_current_executor(const void *identity, uintptr_t implementation) {
    if (swift_task_isCurrentExecutorWithFlags == NULL) return inject_is_main_thread();
    return swift_task_isCurrentExecutorWithFlags(identity, implementation, 0);
}

void inject_sleep_microseconds(uint32_t microseconds) {
    struct timespec duration = {
        .tv_sec = microseconds / 1000000, .tv_nsec = (long)(microseconds % 1000000) * 1000};
    while (nanosleep(&duration, &duration) != 0 && errno == EINTR) {
    }
}

void inject_park_forever(void) {
    for (;;) pause();
}

// MARK: - Process

void inject_write_standard_error(const void *bytes, size_t count) {
    const char *next = bytes;
    while (count > 0) {
        ssize_t written = write(STDERR_FILENO, next, count);
        if (written < 0 && errno == EINTR) continue;
        // A failed write to stderr has nowhere better to be reported.
        if (written <= 0) return;
        next += written;
        count -= (size_t)written;
    }
}

void inject_exit(int status) {
    exit(status);
}

bool inject_current_directory(char *buffer, size_t size) {
    return getcwd(buffer, size) != NULL;
}

// MARK: - Fatal signals

static const int inject_fatal_signals[INJECT_FATAL_SIGNAL_COUNT] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};

// The action each fatal signal had before Inject's, written once by `inject_fatal_signals_install` before the
// handler is in place, read by the handler.
static struct sigaction inject_previous_actions[INJECT_FATAL_SIGNAL_COUNT];
static bool inject_previous_recorded[INJECT_FATAL_SIGNAL_COUNT];

int inject_fatal_signal(int index) {
    return index >= 0 && index < INJECT_FATAL_SIGNAL_COUNT ? inject_fatal_signals[index] : 0;
}

void inject_fatal_signals_install(void (*handler)(int signal)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < INJECT_FATAL_SIGNAL_COUNT; index++) {
        int signal = inject_fatal_signals[index];
        inject_previous_recorded[index] = sigaction(signal, NULL, &inject_previous_actions[index]) == 0;
        sigaction(signal, &action, NULL);
    }
}

void inject_fatal_signal_pass_on(int signal) {
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    const struct sigaction *restored = &fallback;
    for (int index = 0; index < INJECT_FATAL_SIGNAL_COUNT; index++) {
        if (inject_fatal_signals[index] == signal && inject_previous_recorded[index]) {
            restored = &inject_previous_actions[index];
        }
    }
    sigaction(signal, restored, NULL);
    raise(signal);
}
