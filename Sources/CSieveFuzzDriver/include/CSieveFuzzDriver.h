// libFuzzer's driver, when the fuzz harness is linked with it: `sieve-fuzz` is built both
// ways, normally (it then replays inputs) and with `-sanitize=fuzzer` (it then fuzzes).

#ifndef C_SIEVE_FUZZ_DRIVER_H
#define C_SIEVE_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// One fuzz input; returns 0.
typedef int (*sieve_fuzz_callback)(const uint8_t *data, size_t size);

/// True when libFuzzer is linked in.
int sieve_fuzz_driver_available(void);

/// Runs libFuzzer with the command line `argc`/`argv` on `callback`, and returns its status;
/// returns -1 without libFuzzer.
int sieve_fuzz_run_driver(int *argc, char ***argv, sieve_fuzz_callback callback);

#endif
