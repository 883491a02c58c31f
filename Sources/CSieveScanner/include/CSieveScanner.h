// The scanner's C kernel, imported into Swift as the module `CSieveScanner`: the structural
// skip's fast loop (SieveSkip.h), which validates a container and finds its end, leaving
// errors to the Swift loop to name, the stack headroom that recursive decoders check
// (SieveStack.h), and a number per thread for structures sharded by thread (SieveThread.h).
// Why the skip is in C: docs/ARCHITECTURE.md.

#ifndef C_SIEVE_SCANNER_H
#define C_SIEVE_SCANNER_H

#include "SieveSkip.h"
#include "SieveStack.h"
#include "SieveThread.h"

#endif
