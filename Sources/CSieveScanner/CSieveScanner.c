// The kernels are `static inline` in include/CSieveScanner.h; this file gives the target the
// source file that the package manager requires of a C target.
#include "CSieveScanner.h"
