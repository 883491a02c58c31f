// The text `sieve --help` prints.

/// Usage of the `sieve` command and its subcommands.
enum Usage {
    static let text = """
        usage: sieve <command> [arguments]

        commands:
          check FILE...   Validate each FILE as one strict RFC 8259 JSON document (UTF-8,
                          byte-order mark allowed) under Sieve's default limits: nesting
                          512 levels, input 2 GiB, strings 256 MiB. Prints "FILE: OK" for a
                          valid file, and for an invalid one a compiler-style error
                          "FILE:LINE:COL: error: MESSAGE" with the line and a caret.
                          Files are memory-mapped, never read into memory.
          check --lines FILE...
                          Validate each FILE as JSON Lines (NDJSON) or JSON values one
                          after another: every record must be one strict JSON value;
                          blank lines and CRLF line ends are fine. Reports every bad
                          record as it is found, as "FILE:LINE:COL: error: MESSAGE"
                          with the line and a caret, and the next line is read on. Ends
                          with "FILE: OK, N records" or "FILE: N records OK, M bad".
                          Files are read 1 MiB at a time: memory holds one chunk and
                          the longest record, whatever the file's size.

        options:
          --trailing-commas  Also accept one comma after the last element of an array or
                          member of an object, as Foundation's JSONDecoder does.
          --json5         Read each FILE as JSON5, as JSONDecoder does with allowsJSON5
                          (comments, unquoted keys, single quotes, hexadecimal, Infinity).
          --lines         Read each FILE as JSON Lines (see check --lines above); not
                          with --trailing-commas or --json5.
          -h, --help      Show this text.

        exit status: 0 when every file is valid (with --lines, every record of every
        file), 1 when any is invalid or unreadable, 2 for a usage error.

        """
}
