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

        options:
          --trailing-commas  Also accept one comma after the last element of an array or
                          member of an object, as Foundation's JSONDecoder does.
          --json5         Read each FILE as JSON5, as JSONDecoder does with allowsJSON5
                          (comments, unquoted keys, single quotes, hexadecimal, Infinity).
          -h, --help      Show this text.

        exit status: 0 when every file is valid, 1 when any is invalid or unreadable,
        2 for a usage error.

        """
}
