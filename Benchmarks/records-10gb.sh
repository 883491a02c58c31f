#!/usr/bin/env bash
# Reads a 10 GB JSON Lines file two ways in release builds and prints the peak memory and time
# of each: `sieve-fuzz records-memory read` (every record decoded into a customer schema through
# `records(contentsOf:)`) and `sieve check --lines` (every record validated). The file is
# generated in DIR (a fresh temporary folder by default) and deleted at the end.
#
# usage: Benchmarks/records-10gb.sh [DIR]
#   SCRATCH   the build's scratch path (default: .build)
#   SIZE      the file's size in bytes (default: 10 GB, 10,000,000,000)
#   PADDING   the mean length of each record's skipped note (default: 32)

set -euo pipefail

cd "$(dirname "$0")/.."
scratch=${SCRATCH:-.build}
size=${SIZE:-10000000000}
padding=${PADDING:-32}

if [[ $# -ge 1 ]]; then
    dir=$(mktemp -d "$1/records-10gb.XXXXXX")
else
    dir=$(mktemp -d "${TMPDIR:-/tmp}/records-10gb.XXXXXX")
fi
trap 'rm -rf "$dir"' EXIT
file=$dir/customers.jsonl

free=$(df --output=avail -B1 "$dir" | tail -1)
if (( free < size + (1 << 30) )); then
    echo "records-10gb: $dir has $free bytes free; $size and 1 GiB to spare are needed" >&2
    exit 1
fi

swift build -c release --scratch-path "$scratch" --product sieve
swift build -c release --scratch-path "$scratch" --product sieve-fuzz
bin=$(swift build -c release --scratch-path "$scratch" --show-bin-path)

echo "machine: $(nproc) cores, $(lscpu | sed -n 's/^Model name: *//p' | head -1)"
echo "generating $size bytes in $file"
"$bin/sieve-fuzz" records-memory generate "$file" "$size" "$padding"
ls -l "$file"

echo
echo "records(contentsOf:) into a schema (sieve-fuzz records-memory read):"
"$bin/sieve-fuzz" records-memory read "$file"

echo
echo "sieve check --lines:"
# check exits 1 when a record is bad: the generated file has drifted records, but all are
# valid JSON, so anything but 0 is a failure.
/usr/bin/time -v "$bin/sieve" check --lines "$file" 2> "$dir/time.txt"
grep -E 'Maximum resident set size|Elapsed \(wall clock\)|User time|System time' "$dir/time.txt"
