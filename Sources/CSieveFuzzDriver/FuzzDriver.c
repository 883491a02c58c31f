// libFuzzer's entry point, referenced weakly so that a normal build links without it
// (contract: include/CSieveFuzzDriver.h).

#include "CSieveFuzzDriver.h"

extern int LLVMFuzzerRunDriver(
    int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size))
    __attribute__((weak));

int sieve_fuzz_driver_available(void) { return LLVMFuzzerRunDriver != 0; }

int sieve_fuzz_run_driver(int *argc, char ***argv, sieve_fuzz_callback callback) {
    if (LLVMFuzzerRunDriver == 0) return -1;
    return LLVMFuzzerRunDriver(argc, argv, callback);
}
