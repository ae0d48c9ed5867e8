/// Reads the plain forms nearly every export writes — `YYYY-MM-DD`, `YYYY-MM-DDTHH:MM:SSZ`, `3.99`,
/// `42`, ASCII text — straight from UTF-8 bytes, without building a string.
///
/// Every function returns nil for anything else, and the caller falls back to ``DateParser`` and
/// ``NumberParser``; on the forms it accepts it gives exactly what those give (`DateParser` keeps a
/// valid ISO date or UTC timestamp as written; `Double(String)` rounds correctly, and so does one
/// division of two exact doubles).
package enum PlainValueParser {
    /// The bytes without leading and trailing spaces and tabs, when they are all ASCII and no new line
    /// is left at either end (where `String.trimmingSpaces` works on characters, and `\r\n` is one).
    package static func trimmedASCII(_ bytes: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer? {
        guard isASCII(bytes) else { return nil }
        var from = 0
        var to = bytes.count
        while from < to, bytes[from] == 0x20 || bytes[from] == 0x09 { from += 1 }
        while to > from, bytes[to - 1] == 0x20 || bytes[to - 1] == 0x09 { to -= 1 }
        if from < to, isNewLine(bytes[from]) || isNewLine(bytes[to - 1]) { return nil }
        return UnsafeRawBufferPointer(rebasing: bytes[from..<to])
    }

    /// Whether the bytes are `YYYY-MM-DD` naming a day of the calendar that larder accepts (years 1900–9998).
    package static func isISODate(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count == 10, bytes[4] == 0x2D, bytes[7] == 0x2D, let year = number(bytes, 0, 4),
            let month = number(bytes, 5, 2), let day = number(bytes, 8, 2)
        else { return false }
        let years = CivilDate.firstAccepted.year...CivilDate.lastAccepted.year
        return years.contains(year) && (1...12).contains(month) && day >= 1
            && day <= CivilDate.daysIn(month: month, year: year)
    }

    /// Whether the bytes are `YYYY-MM-DDTHH:MM:SSZ`: a valid date and a time of day, seconds below 60.
    package static func isISOTimestamp(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard bytes.count == 20, bytes[10] == 0x54, bytes[13] == 0x3A, bytes[16] == 0x3A, bytes[19] == 0x5A,
            isISODate(UnsafeRawBufferPointer(rebasing: bytes[0..<10])), let hour = number(bytes, 11, 2),
            let minute = number(bytes, 14, 2), let second = number(bytes, 17, 2)
        else { return false }
        return hour < 24 && minute < 60 && second < 60
    }

    /// `-?digits(.digits)?` with a value of at most 2⁵³ before the decimal point is placed and at most
    /// 22 decimals, as the double `Double(String)` reads.
    package static func decimal(_ bytes: UnsafeRawBufferPointer) -> Double? {
        var index = 0
        let isNegative = bytes.first == 0x2D
        if isNegative { index = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var decimals = -1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x2E, decimals < 0, digits > 0 {
                decimals = 0
            } else if byte >= 0x30, byte <= 0x39, digits < 19 {
                mantissa = mantissa * 10 + UInt64(byte - 0x30)
                digits += 1
                if decimals >= 0 { decimals += 1 }
            } else {
                return nil
            }
            index += 1
        }
        guard digits > 0, decimals != 0, mantissa <= 1 << 53, decimals <= 22 else { return nil }
        let value = Double(mantissa) / powersOfTen[max(decimals, 0)]
        return isNegative ? -value : value
    }

    /// `-?digits`, at most 18 digits.
    package static func integer(_ bytes: UnsafeRawBufferPointer) -> Int64? {
        let isNegative = bytes.first == 0x2D
        let digits = bytes.count - (isNegative ? 1 : 0)
        guard digits > 0, digits <= 18 else { return nil }
        var value: Int64 = 0
        for byte in bytes.dropFirst(isNegative ? 1 : 0) {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int64(byte - 0x30)
        }
        return isNegative ? -value : value
    }

    /// Whether every byte is below 0x80, read eight at a time (this runs for nearly every field imported).
    package static func isASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            high |= base.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            high |= UInt64(bytes[offset])
            offset += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }

    private static func isNewLine(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    private static func number(_ bytes: UnsafeRawBufferPointer, _ from: Int, _ count: Int) -> Int? {
        var value = 0
        for index in from..<(from + count) {
            let byte = bytes[index]
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }

    /// 10⁰ … 10²², each exact in a double.
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
