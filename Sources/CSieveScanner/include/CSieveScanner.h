// The scanner's C kernels, imported into Swift as the module `CSieveScanner`:
// - ByteClasses.h: 64 bytes classified at once (SIMD), inlined into the Swift skip loop;
// - SieveSkip.h: the structural skip's fast loop, which validates a container and finds its
//   end, leaving errors to the Swift loop to name.

#ifndef C_SIEVE_SCANNER_H
#define C_SIEVE_SCANNER_H

#include "ByteClasses.h"
#include "SieveSkip.h"

#endif
