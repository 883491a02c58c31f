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

          generate [options] PATH...
                          Write Swift declarations that decode every sample: Schema
                          types (the default) or Codable models. A PATH is a file, or a
                          folder of .json files (with --lines, .jsonl and .ndjson too).
                          When every sample is an array, its elements are the samples
                          (decode a payload as [Root]). Prints the source, which starts
                          with a comment naming the samples and the command; after
                          it, the same samples in any order give the same text. An
                          invalid sample is reported as check reports it and nothing
                          is written.

        check options:
          --trailing-commas  Also accept one comma after the last element of an array or
                          member of an object, as Foundation's JSONDecoder does.
          --json5         Read each FILE as JSON5, as JSONDecoder does with allowsJSON5
                          (comments, unquoted keys, single quotes, hexadecimal, Infinity).
          --lines         Read each FILE as JSON Lines (see check --lines above); not
                          with --trailing-commas or --json5.
          -h, --help      Show this text.

        generate options:
          --style schema|codable
                          Schema types with init(from json:), or Codable structs with
                          CodingKeys that a plain JSONDecoder() decodes (dates through
                          @ISO8601). Default: schema.
          --root NAME     The type of one sample (default: Root).
          --lines         Each file is JSON Lines: every record is a sample, a Root.
          --output FILE   Write the source to FILE instead of standard output.
          --access internal|package|public
                          The access level of every declaration (default: internal).
          --namespace NAME
                          Nest every declaration in a caseless enum NAME.
          --extras        Give every struct `var extras: Extras`, the members it does
                          not name.
          --exact-numbers Numbers a Double would round (integers beyond Int64, more
                          digits than a Double keeps) are Decimal; without it they are
                          Double, with a comment saying so.
          --enum-threshold N
                          A string member with at most N distinct values, each seen
                          at least twice, is an enum read through Open<...> (default:
                          10; 0 turns enums off).

        exit status: 0 on success (check: every file is valid, with --lines every
        record of every file), 1 when a file is invalid or unreadable or nothing can
        be generated, 2 for a usage error.

        """
}
