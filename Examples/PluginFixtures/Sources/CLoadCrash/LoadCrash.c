// A constructor the dynamic loader runs inside dlopen, before dlopen returns and before the host can call
// anything of the plugin. With INJECT_WORKFLOW_FIXTURE_CRASH_ON_LOAD set it writes through a null pointer: a real
// SIGSEGV in the middle of the load, what a plugin with a broken static initialiser does to its host.
#include "CLoadCrash.h"

#include <stdlib.h>

static int constructor_ran;
// Volatile, so the compiler cannot see the null and turn the store into something else.
static int *volatile nowhere;

__attribute__((constructor)) static void load_crash_at_load(void) {
    constructor_ran = 1;
    if (getenv("INJECT_WORKFLOW_FIXTURE_CRASH_ON_LOAD") != NULL) {
        *nowhere = 1;
    }
}

int load_crash_constructor_ran(void) { return constructor_ran; }
