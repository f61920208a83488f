#ifndef C_LOAD_CRASH_H
#define C_LOAD_CRASH_H

/// Whether the library's constructor ran (it crashes before returning when armed).
int load_crash_constructor_ran(void);

#endif
