// Everything lives in include/CInjectSupport.h as static inline functions; SwiftPM needs one source file.
#include "CInjectSupport.h"
