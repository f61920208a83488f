// Everything else lives in include/CInjectSupport.h as static inline functions.
#include "CInjectSupport.h"

#if !defined(__APPLE__)
_Thread_local void *inject_thread_state = 0;
#endif
