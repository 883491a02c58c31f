// Replays the skip vectors (written by SkipVectorExportTests, format in README.md) against the
// C skip loops as this binary was built: the dispatched entry and the baseline entry of
// Sources/CSieveScanner, compiled for whatever target and form the build chose (NEON on arm64,
// SSE2 and AVX-512 on x86-64, the portable loop with -DSIEVE_SKIP_PORTABLE); and, for every
// container a vector says is valid, the bracket count that finds its end
// (`sieve_find_container_end`, both entries).
//
//   replay NAME FILE...   NAME labels the output; each FILE is one family's vectors.
//
// Prints a line per family (vectors, and how many failed in either entry), the first failures
// of each, and a total line (`NAME total: N vectors, F failed`); exits 0 when every loop admits
// every vector, 1 when one does not, 2 when a file cannot be read, is malformed or is empty.

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "SieveSkip.h"

static const char magic[] = "SIEVE-SKIP-VECTORS-2\n";

/// Reads a whole file into memory, or returns NULL.
static uint8_t *read_file(const char *path, size_t *size) {
    FILE *file = fopen(path, "rb");
    if (!file) return NULL;
    uint8_t *bytes = NULL;
    size_t capacity = 0, count = 0;
    for (;;) {
        if (count == capacity) {
            capacity = capacity ? capacity * 2 : 1 << 20;
            uint8_t *grown = realloc(bytes, capacity);
            if (!grown) {
                free(bytes);
                fclose(file);
                return NULL;
            }
            bytes = grown;
        }
        size_t read = fread(bytes + count, 1, capacity - count, file);
        count += read;
        if (read == 0) break;
    }
    int failed = ferror(file);
    fclose(file);
    if (failed) {
        free(bytes);
        return NULL;
    }
    *size = count;
    return bytes;
}

static int64_t field(const uint8_t *p) {
    uint64_t value = 0;
    for (int i = 7; i >= 0; i--) value = value << 8 | p[i];
    return (int64_t)value;
}

/// Prints bytes on one line: printable ASCII as it is, everything else as \xHH.
static void print_escaped(const uint8_t *bytes, size_t count) {
    for (size_t i = 0; i < count; i++) {
        if (bytes[i] >= 0x20 && bytes[i] < 0x7F && bytes[i] != '\\') putchar(bytes[i]);
        else printf("\\x%02X", bytes[i]);
    }
    putchar('\n');
}

typedef const uint8_t *(*skip_entry)(const uint8_t *, const uint8_t *, intptr_t, intptr_t, int);

/// Checks every vector of one file against both entries; returns how many vectors failed (in
/// either entry), or -1 when the file is malformed or empty.
static long replay_file(
    const char *label, const char *path, const uint8_t *file, size_t size, long *count)
{
    static const struct { const char *name; skip_entry skip; } entries[] = {
        {"dispatched", sieve_skip_container},
        {"baseline", sieve_skip_container_baseline},
    };
    size_t offset = sizeof magic - 1;
    if (size < offset || memcmp(file, magic, offset) != 0) return -1;
    long vectors = 0, failures = 0;
    while (offset < size) {
        if (size - offset < 56) return -1;
        const uint8_t *header = file + offset;
        int64_t length = field(header), from = field(header + 8), depth_limit = field(header + 16);
        int64_t max_string_length = field(header + 24), end = field(header + 32);
        int64_t may_refuse = field(header + 40), at_member = field(header + 48);
        if (length < 0 || (uint64_t)length > size - offset - 56 || from < 0 || from >= length
            || end < -1 || end > length)
            return -1;
        // Each document in a buffer of its own, so that reading past it is the sanitizer's
        // (or the MMU's) business rather than a silent read of the next record.
        uint8_t *document = malloc((size_t)length);
        if (!document) return -1;
        memcpy(document, header + 56, (size_t)length);
        int failed = 0;
        // A container the vector says is valid: the bracket count of an already validated
        // document (both entries) must end where validation ends.
        if (end >= 0) {
            const uint8_t *ends[2] = {
                sieve_find_container_end(document + from, document + length, at_member != 0),
                sieve_find_container_end_baseline(document + from, document + length, at_member != 0),
            };
            for (int e = 0; e < 2; e++) {
                int64_t found = ends[e] ? (int64_t)(ends[e] - document) : -1;
                if (found == end) continue;
                if (!failed && failures < 5) {
                    printf("  FAIL %s %s vector %ld: find (%s) gave %lld, wanted %lld: ", label,
                        path, vectors, e == 0 ? "dispatched" : "baseline", (long long)found,
                        (long long)end);
                    print_escaped(document, length > 300 ? 300 : (size_t)length);
                }
                failed = 1;
            }
        }
        for (size_t e = 0; e < sizeof entries / sizeof entries[0]; e++) {
            const uint8_t *result = entries[e].skip(
                document + from, document + length, (intptr_t)depth_limit,
                (intptr_t)max_string_length, at_member != 0);
            int64_t answer = result ? (int64_t)(result - document) : -1;
            if (answer == end || (answer == -1 && may_refuse)) continue;
            if (!failed && failures < 5) {
                printf("  FAIL %s %s vector %ld: %s gave %lld, wanted %lld%s%s: ", label, path,
                    vectors, entries[e].name, (long long)answer, (long long)end,
                    may_refuse ? " or -1" : "", at_member ? " (from a member)" : "");
                print_escaped(document, length > 300 ? 300 : (size_t)length);
            }
            failed = 1;
        }
        failures += failed;
        free(document);
        vectors += 1;
        offset += 56 + (size_t)length;
    }
    // A file of no vectors asks nothing: refused, so that an empty export cannot pass.
    if (vectors == 0) return -1;
    printf("%-14s %-40s %6ld vectors, %ld failed\n", label, path, vectors, failures);
    *count += vectors;
    return failures;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s NAME FILE...\n", argv[0]);
        return 2;
    }
    long failures = 0, vectors = 0;
    for (int i = 2; i < argc; i++) {
        size_t size = 0;
        uint8_t *file = read_file(argv[i], &size);
        if (!file) {
            fprintf(stderr, "%s: cannot read %s\n", argv[1], argv[i]);
            return 2;
        }
        long failed = replay_file(argv[1], argv[i], file, size, &vectors);
        free(file);
        if (failed < 0) {
            fprintf(stderr, "%s: %s is not a skip vector file, or holds no vector\n", argv[1], argv[i]);
            return 2;
        }
        failures += failed;
    }
    printf("%-14s total: %ld vectors, %ld failed\n", argv[1], vectors, failures);
    return failures == 0 ? 0 : 1;
}
