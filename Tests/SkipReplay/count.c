// Skips each document given once with the baseline C loop, or with `--load-only` only reads
// it: run under an instruction counter (.ci/skip-instructions), the difference between the two
// is the loop's own instructions, for the forms this machine cannot time (NEON, portable).
//
//   count [--load-only] FILE...   prints each file's name, size and where the skip ended (-1:
//                                 refused; with --load-only, -1)

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "SieveSkip.h"

int main(int argc, char **argv) {
    int load_only = argc > 1 && strcmp(argv[1], "--load-only") == 0;
    for (int i = 1 + load_only; i < argc; i++) {
        FILE *file = fopen(argv[i], "rb");
        if (!file) {
            fprintf(stderr, "cannot read %s\n", argv[i]);
            return 2;
        }
        fseek(file, 0, SEEK_END);
        long size = ftell(file);
        fseek(file, 0, SEEK_SET);
        uint8_t *bytes = malloc((size_t)size);
        if (!bytes || fread(bytes, 1, (size_t)size, file) != (size_t)size) return 2;
        fclose(file);
        long end = -1;
        if (!load_only) {
            const uint8_t *after = sieve_skip_container_baseline(bytes, bytes + size, 1024, INTPTR_MAX, 0);
            end = after ? (long)(after - bytes) : -1;
        }
        printf("%s %ld %ld\n", argv[i], size, end);
        free(bytes);
    }
    return 0;
}
