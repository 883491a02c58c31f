// Fixed date patterns in Unicode's pattern letters (the ones `DateFormatter` takes), read by
// hand in English, at UTC unless the pattern has a zone:
//
//   yyyy  year, four digits          MM  month, two digits     MMM  Jan ... Dec
//   dd    day, two digits            HH  hour 00-23            mm   minute    ss  second
//   S...  fraction of a second, exactly as many digits as letters (kept to the microsecond)
//   EEE   Mon ... Sun (checked against the date)
//   Z     +hhmm or -hhmm             ZZZZZ, XXX  +hh:mm, -hh:mm or Z
//   'text' literal text ('' is a quote); any other character that is not a letter, itself
//
// A pattern is compiled once per call into tokens; reading a date walks them over the bytes.
// A letter outside this list is refused when the pattern is compiled (`DatePattern.init?`).

/// A compiled date pattern.
package struct DatePattern: Sendable, Hashable {
    package enum Token: Sendable, Hashable {
        case year, month, monthName, day, hour, minute, second
        case fraction(digits: Int)
        case weekday
        case offsetCompact  // +hhmm
        case offsetExtended  // +hh:mm or Z
        case literal([UInt8])
    }

    package let tokens: [Token]
    /// The pattern as written.
    package let text: String

    /// Compiles `pattern`, or `nil` when it uses a letter or a run length not supported.
    package init?(_ pattern: String) {
        var tokens: [Token] = []
        let characters = Array(pattern.utf8)
        var index = 0
        func appendLiteral(_ bytes: [UInt8]) {
            if case .literal(let previous)? = tokens.last {
                tokens[tokens.count - 1] = .literal(previous + bytes)
            } else {
                tokens.append(.literal(bytes))
            }
        }
        while index < characters.count {
            let byte = characters[index]
            if byte == UInt8(ascii: "'") {
                // Quoted text; '' is a quote.
                var literal: [UInt8] = []
                index += 1
                if index < characters.count && characters[index] == UInt8(ascii: "'") {
                    appendLiteral([UInt8(ascii: "'")])
                    index += 1
                    continue
                }
                while index < characters.count {
                    if characters[index] == UInt8(ascii: "'") {
                        if index + 1 < characters.count && characters[index + 1] == UInt8(ascii: "'") {
                            literal.append(UInt8(ascii: "'"))
                            index += 2
                            continue
                        }
                        break
                    }
                    literal.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { return nil }  // unclosed quote
                index += 1
                appendLiteral(literal)
                continue
            }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            guard isLetter else {
                appendLiteral([byte])
                index += 1
                continue
            }
            var run = 1
            while index + run < characters.count && characters[index + run] == byte { run += 1 }
            index += run
            switch (UnicodeScalar(byte), run) {
            case ("y", 4): tokens.append(.year)
            case ("M", 2): tokens.append(.month)
            case ("M", 3): tokens.append(.monthName)
            case ("d", 2): tokens.append(.day)
            case ("H", 2): tokens.append(.hour)
            case ("m", 2): tokens.append(.minute)
            case ("s", 2): tokens.append(.second)
            case ("S", 1...9): tokens.append(.fraction(digits: run))
            case ("E", 3): tokens.append(.weekday)
            case ("Z", 1...3): tokens.append(.offsetCompact)
            case ("Z", 5), ("X", 3): tokens.append(.offsetExtended)
            default: return nil
            }
        }
        self.tokens = tokens
        self.text = pattern
    }

    /// The English weekday names, Sunday first.
    package static let weekdayNames = [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]

    /// What `MMM` and `EEE` read: the first three letters of the English names.
    static let monthAbbreviations = Instant.monthNames.map { Array($0.utf8.prefix(3)) }
    static let weekdayAbbreviations = weekdayNames.map { Array($0.utf8.prefix(3)) }

    /// The instant `text` names under this pattern, or why it names none.
    package func parse(_ text: UnsafeBufferPointer<UInt8>) -> Result<Instant, DateTextError> {
        var year = 1970
        var month = 1
        var day = 1
        var hour = 0
        var minute = 0
        var second = 0
        var microseconds = 0
        var offset = 0
        var weekday: Int?
        var index = 0
        func number(_ count: Int) -> Int? {
            guard text.count - index >= count else { return nil }
            var value = 0
            for position in index..<(index + count) {
                let digit = text[position] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value * 10 + Int(digit)
            }
            index += count
            return value
        }
        func name(in names: [[UInt8]]) -> Int? {
            guard text.count - index >= 3 else { return nil }
            for (position, candidate) in names.enumerated()
            where text[index] == candidate[0] && text[index + 1] == candidate[1]
                && text[index + 2] == candidate[2]
            {
                index += 3
                return position
            }
            return nil
        }
        for token in tokens {
            switch token {
            case .year:
                guard let value = number(4) else { return .failure(.shape) }
                year = value
            case .month:
                guard let value = number(2) else { return .failure(.shape) }
                month = value
            case .monthName:
                guard let value = name(in: Self.monthAbbreviations) else { return .failure(.shape) }
                month = value + 1
            case .day:
                guard let value = number(2) else { return .failure(.shape) }
                day = value
            case .hour:
                guard let value = number(2) else { return .failure(.shape) }
                hour = value
            case .minute:
                guard let value = number(2) else { return .failure(.shape) }
                minute = value
            case .second:
                guard let value = number(2) else { return .failure(.shape) }
                second = value
            case .fraction(let digits):
                guard let value = number(digits) else { return .failure(.shape) }
                var micro = value
                var count = digits
                while count < 6 {
                    micro *= 10
                    count += 1
                }
                while count > 6 {
                    micro /= 10
                    count -= 1
                }
                microseconds = micro
            case .weekday:
                guard let value = name(in: Self.weekdayAbbreviations) else { return .failure(.shape) }
                weekday = value
            case .offsetCompact, .offsetExtended:
                guard index < text.count else { return .failure(.shape) }
                let sign = text[index]
                if token == .offsetExtended && (sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z")) {
                    index += 1
                    offset = 0
                    continue
                }
                guard sign == .plus || sign == .minus else { return .failure(.shape) }
                index += 1
                guard let hours = number(2) else { return .failure(.shape) }
                if token == .offsetExtended {
                    guard index < text.count, text[index] == .colon else { return .failure(.shape) }
                    index += 1
                }
                guard let minutes = number(2) else { return .failure(.shape) }
                guard hours < 24, minutes < 60 else {
                    return .failure(.outOfRange("the UTC offset \(hours):\(minutes) is out of range"))
                }
                offset = (hours * 3_600 + minutes * 60) * (sign == .minus ? -1 : 1)
            case .literal(let bytes):
                guard text.count - index >= bytes.count else { return .failure(.shape) }
                for (position, byte) in bytes.enumerated() where text[index + position] != byte {
                    return .failure(.shape)
                }
                index += bytes.count
            }
        }
        guard index == text.count else { return .failure(.shape) }
        let validated = Instant.validated(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second,
            microseconds: microseconds, offsetSeconds: offset)
        guard case .success(let instant) = validated else { return validated }
        if let weekday {
            let days = GregorianCalendar.daysSince1970(year: year, month: month, day: day)
            let actual = GregorianCalendar.weekday(daysSince1970: days)
            guard actual == weekday else {
                return .failure(
                    .outOfRange(
                        "\(Instant.monthNames[month - 1]) \(day), \(year) is not a "
                            + String(decoding: Self.weekdayAbbreviations[weekday], as: UTF8.self)))
            }
        }
        return .success(instant)
    }
}
