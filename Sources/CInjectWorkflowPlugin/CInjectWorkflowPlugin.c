// The handshake is a header (a struct and its version numbers). This file holds the host's crash note: a few lines
// of C because a signal handler may call only async-signal-safe functions (write, sigaction), which Swift cannot
// promise about its own code.
#include "CInjectWorkflowPlugin.h"

#include <signal.h>
#include <string.h>
#include <unistd.h>

static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT};
#define CRASH_SIGNAL_COUNT (sizeof(crash_signals) / sizeof(crash_signals[0]))

static char crash_note[512];
static size_t crash_note_length;
static struct sigaction previous_actions[CRASH_SIGNAL_COUNT];
static int handlers_installed;

static void restore_previous_handlers(void) {
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        sigaction(crash_signals[index], &previous_actions[index], NULL);
    }
    handlers_installed = 0;
}

static void write_note_and_fall_through(int signal_number) {
    (void)signal_number;
    if (crash_note_length > 0) {
        ssize_t ignored = write(STDERR_FILENO, crash_note, crash_note_length);
        (void)ignored;
    }
    // Returning with the previous handlers back in place: a fault re-executes its instruction and reaches them
    // (Swift's backtracer, or the default action); abort() raises SIGABRT again itself.
    restore_previous_handlers();
}

void inject_workflow_crash_note_set(const char *note) {
    size_t length = strlen(note);
    if (length > sizeof(crash_note) - 1) length = sizeof(crash_note) - 1;
    memcpy(crash_note, note, length);
    crash_note_length = length;
    if (handlers_installed) return;
    struct sigaction action;
    memset(&action, 0, sizeof(action));
    action.sa_handler = write_note_and_fall_through;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < CRASH_SIGNAL_COUNT; index++) {
        sigaction(crash_signals[index], &action, &previous_actions[index]);
    }
    handlers_installed = 1;
}

void inject_workflow_crash_note_clear(void) {
    crash_note_length = 0;
    if (handlers_installed) restore_previous_handlers();
}
