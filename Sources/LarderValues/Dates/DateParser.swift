/// Reads the date and timestamp forms real exports use, without Foundation's slow formatters.
///
/// Accepted: `YYYY-MM-DD`, ISO-8601 date-times with `Z` or an offset, `YYYY/MM/DD`, epoch seconds or
/// milliseconds, `MM/DD/YYYY` and `DD/MM/YYYY` when the numbers settle the order, `DD.MM.YYYY`, and
/// English month names (`22 Nov 2026`, `Nov 22, 2026`). A slash date whose order the numbers cannot
/// settle (`03/04/2026`) is an error, unless the caller says which order the file uses.
public enum DateParser {
    /// The order of day and month in a slash-separated date, when a file settles it.
    public enum SlashOrder: Sendable, Equatable {
        /// `MM/DD/YYYY`.
        case monthFirst
        /// `DD/MM/YYYY`.
        case dayFirst
    }

    /// An instant: a date plus seconds since midnight UTC.
    public struct Instant: Equatable, Sendable {
        /// The UTC date.
        public var date: CivilDate
        /// Seconds since midnight, 0..<86400.
        public var seconds: Int

        /// `YYYY-MM-DDTHH:MM:SSZ`.
        public var iso: String {
            "\(date)T\(format2(seconds / 3600)):\(format2(seconds / 60 % 60)):\(format2(seconds % 60))Z"
        }

        /// Creates an instant from seconds since 1970-01-01T00:00:00Z.
        public init(epochSeconds: Int64) {
            let days = Int(epochSeconds >= 0 ? epochSeconds / 86_400 : (epochSeconds - 86_399) / 86_400)
            date = CivilDate(daysSinceEpoch: days)
            seconds = Int(epochSeconds - Int64(days) * 86_400)
        }

        init(date: CivilDate, seconds: Int) {
            self.date = date
            self.seconds = seconds
        }
    }

    static let fix = "write dates as YYYY-MM-DD"

    /// Parses a calendar date; a date-time gives the date as written (its local date).
    /// A date outside ``CivilDate/accepted`` is an error.
    public static func date(_ text: String, slashOrder: SlashOrder? = nil) throws(ValueError) -> CivilDate {
        if let date = CivilDate(iso: text) { return try accepted(date) }
        return try accepted(try parse(text, slashOrder: slashOrder, wantLocalDate: true).date)
    }

    /// Parses an instant; a plain date means midnight UTC. An instant whose UTC date is outside
    /// ``CivilDate/accepted`` is an error.
    public static func timestamp(_ text: String, slashOrder: SlashOrder? = nil) throws(ValueError) -> Instant {
        let instant = try parse(text, slashOrder: slashOrder, wantLocalDate: false)
        _ = try accepted(instant.date)
        return instant
    }

    /// `date`, when it is a day larder accepts (the years 1900 to 9998: every date a report derives
    /// from it has four digits).
    private static func accepted(_ date: CivilDate) throws(ValueError) -> CivilDate {
        guard CivilDate.accepted.contains(date) else {
            throw ValueError(
                "is outside \(CivilDate.acceptedText), the days larder accepts",
                fix: "leave the field empty when there is no real date")
        }
        return date
    }

    /// Which slash order a value proves (`13/04/2026` proves day first), if any.
    public static func slashOrderProven(by text: String) -> SlashOrder? {
        let parts = text.split(separator: "/")
        guard parts.count == 3, parts[2].prefix(4).count == 4, let a = Int(parts[0]), let b = Int(parts[1]) else {
            return nil
        }
        if a > 12, b <= 12 { return .dayFirst }
        if b > 12, a <= 12 { return .monthFirst }
        return nil
    }

    private static func parse(_ raw: String, slashOrder: SlashOrder?, wantLocalDate: Bool) throws(ValueError)
        -> Instant
    {
        let text = raw.trimmingSpaces
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { throw ValueError("is empty", fix: fix) }
        if bytes.allSatisfy({ $0 >= 48 && $0 <= 57 }) { return try epoch(text) }
        if bytes.count >= 10, bytes[4] == UInt8(ascii: "-") || bytes[4] == UInt8(ascii: "/"),
            let date = isoDatePart(bytes)
        {
            return try isoInstant(bytes, date: date, wantLocalDate: wantLocalDate, text: text)
        }
        if text.contains("/") {
            return try instant(on: try slashDate(text, order: slashOrder), timeIn: text, wantLocalDate: wantLocalDate)
        }
        if text.contains(".") {
            return try instant(on: try dottedDate(text), timeIn: text, wantLocalDate: wantLocalDate)
        }
        if let date = namedMonthDate(text) { return Instant(date: date, seconds: 0) }
        throw ValueError("is not a date larder knows", fix: fix)
    }

    private static func epoch(_ text: String) throws(ValueError) -> Instant {
        guard let value = Int64(text) else { throw ValueError("is not a date larder knows", fix: fix) }
        switch text.count {
        case 9...10: return Instant(epochSeconds: value)
        case 12...13: return Instant(epochSeconds: value / 1000)
        case 8:
            // YYYYMMDD, as some exports write it.
            let bytes = Array(text.utf8)
            if let y = CivilDate.number(bytes[0..<4]), let m = CivilDate.number(bytes[4..<6]),
                let d = CivilDate.number(bytes[6..<8]), let date = CivilDate(year: y, month: m, day: d)
            {
                return Instant(date: date, seconds: 0)
            }
        default: break
        }
        throw ValueError("is a number that is neither epoch seconds nor milliseconds", fix: fix)
    }

    private static func isoDatePart(_ bytes: [UInt8]) -> CivilDate? {
        guard bytes[7] == bytes[4], let y = CivilDate.number(bytes[0..<4]), let m = CivilDate.number(bytes[5..<7]),
            let d = CivilDate.number(bytes[8..<10])
        else { return nil }
        return CivilDate(year: y, month: m, day: d)
    }

    private static func isoInstant(_ bytes: [UInt8], date: CivilDate, wantLocalDate: Bool, text: String)
        throws(ValueError) -> Instant
    {
        if bytes.count == 10 { return Instant(date: date, seconds: 0) }
        let separator = bytes[10]
        guard separator == UInt8(ascii: "T") || separator == UInt8(ascii: " "), bytes.count >= 16,
            let hour = CivilDate.number(bytes[11..<13]), bytes[13] == UInt8(ascii: ":"),
            let minute = CivilDate.number(bytes[14..<16]), hour < 24, minute < 60
        else { throw ValueError("is not a valid ISO-8601 date-time", fix: "write YYYY-MM-DDTHH:MM:SSZ") }
        var index = 16
        var second = 0
        if index + 3 <= bytes.count, bytes[index] == UInt8(ascii: ":") {
            guard let s = CivilDate.number(bytes[(index + 1)..<(index + 3)]), s < 61 else {
                throw ValueError("has invalid seconds", fix: "write YYYY-MM-DDTHH:MM:SSZ")
            }
            second = min(s, 59)
            index += 3
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
            index += 1
            let fraction = index
            while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 { index += 1 }
            guard index > fraction else {
                throw ValueError("has a decimal mark without fractions of a second", fix: "write YYYY-MM-DDTHH:MM:SSZ")
            }
        }
        let offset = try zoneOffset(bytes[index...])
        let local = hour * 3600 + minute * 60 + second
        if wantLocalDate { return Instant(date: date, seconds: local) }
        let epochSeconds = Int64(date.daysSinceEpoch) * 86_400 + Int64(local - offset)
        let instant = Instant(epochSeconds: epochSeconds)
        // An offset can carry 0001-01-01 or 9999-12-31 over the edge, to a year no ISO date can write.
        guard (1...9999).contains(instant.date.year) else {
            throw ValueError("falls outside the years 1 to 9999 once in UTC", fix: "write YYYY-MM-DDTHH:MM:SSZ")
        }
        return instant
    }

    /// A slash or dotted date with the time written after it (`10/04/2026 08:12`, `22.11.2026 8:05 PM`),
    /// the time read as an ISO-8601 one; a date alone is midnight UTC, and a date column keeps the date.
    private static func instant(on date: CivilDate, timeIn text: String, wantLocalDate: Bool) throws(ValueError)
        -> Instant
    {
        // A date column keeps the date, but the time written after it is read all the same: a date is
        // not taken from text with anything else after it (`03/04/2026 later`).
        guard let space = text.firstIndex(of: " ") else { return Instant(date: date, seconds: 0) }
        var time = String(text[space...]).trimmingSpaces
        var shift = 0
        if let meridiem = ["AM", "PM"].first(where: { time.uppercased().hasSuffix($0) }) {
            time = String(time.dropLast(2)).trimmingSpaces
            guard let hour = Int(time.prefix { $0 != ":" }), (1...12).contains(hour) else {
                throw ValueError("has an hour that is not 1 to 12 before \(meridiem)", fix: "write HH:MM from 00:00")
            }
            shift = (meridiem == "PM" ? 12 * 3600 : 0) - (hour == 12 ? 12 * 3600 : 0)
        }
        if time.dropFirst().first == ":" { time = "0" + time }
        let instant = try isoInstant(Array("\(date)T\(time)".utf8), date: date, wantLocalDate: false, text: text)
        if wantLocalDate { return Instant(date: date, seconds: 0) }
        return Instant(epochSeconds: Int64(instant.date.daysSinceEpoch) * 86_400 + Int64(instant.seconds + shift))
    }

    private static func zoneOffset(_ rest: ArraySlice<UInt8>) throws(ValueError) -> Int {
        let zone = Array(rest.drop(while: { $0 == UInt8(ascii: " ") }))
        if zone.isEmpty || zone == [UInt8(ascii: "Z")] || zone == Array("UTC".utf8) { return 0 }
        guard zone[0] == UInt8(ascii: "+") || zone[0] == UInt8(ascii: "-") else {
            throw ValueError("has an unreadable time zone", fix: "end times with Z or an offset such as +01:00")
        }
        // `+HH`, `+HHMM` or `+HH:MM`, and nothing else: no colon elsewhere is skipped.
        var digits = Array(zone.dropFirst())
        if digits.count == 5, digits[2] == UInt8(ascii: ":") { digits.remove(at: 2) }
        guard digits.count == 4 || digits.count == 2, let hours = CivilDate.number(digits.prefix(2)),
            let minutes = digits.count == 4 ? CivilDate.number(digits.suffix(2)) : 0, hours < 24, minutes < 60
        else { throw ValueError("has an unreadable time zone", fix: "end times with Z or an offset such as +01:00") }
        let sign = zone[0] == UInt8(ascii: "-") ? -1 : 1
        return sign * (hours * 3600 + minutes * 60)
    }

    private static func slashDate(_ text: String, order: SlashOrder?) throws(ValueError) -> CivilDate {
        let (a, b, year) = try numbers(of: text, separatedBy: "/")
        let proven = slashOrderProven(by: text)
        guard let resolved = proven ?? order ?? (a == b ? .monthFirst : nil) else {
            throw ValueError(
                "could be \(monthName(a)) \(b) (MM/DD) or \(a) \(monthName(b)) (DD/MM), and no other row of the"
                    + " file settles the order",
                fix: fix, isAmbiguousOrder: true)
        }
        let (month, day) = resolved == .monthFirst ? (a, b) : (b, a)
        guard let date = CivilDate(year: year, month: month, day: day) else {
            throw ValueError("is not a day of the calendar", fix: fix)
        }
        return date
    }

    private static func dottedDate(_ text: String) throws(ValueError) -> CivilDate {
        let (day, month, year) = try numbers(of: text, separatedBy: ".")
        guard let date = CivilDate(year: year, month: month, day: day) else {
            throw ValueError("is not a day of the calendar (read as DD.MM.YYYY)", fix: fix)
        }
        return date
    }

    /// The three numbers of a date written with `separator` (`11/23/2026`, `23.11.2026`), before any time,
    /// the last of them a four-digit year.
    private static func numbers(
        of text: String, separatedBy separator: Character
    ) throws(ValueError) -> (Int, Int, Int) {
        let parts = text.split(separator: " ").first.map { $0.split(separator: separator) } ?? []
        guard parts.count == 3, parts.allSatisfy(isDigits), let first = Int(parts[0]), let second = Int(parts[1]),
            let year = Int(parts[2])
        else { throw ValueError("is not a date larder knows", fix: fix) }
        guard parts[2].count == 4 else {
            throw ValueError("has a two-digit year, which could be any century", fix: fix)
        }
        return (first, second, year)
    }

    private static let months = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december",
    ]

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// The month a word names: a month's name or its first three letters or more (`nov`, `sept`).
    private static func month(named word: Substring) -> Int? {
        guard word.count >= 3 else { return nil }
        return months.firstIndex { $0.hasPrefix(word) }.map { $0 + 1 }
    }

    /// The number a word is: digits, or a day written as an ordinal (`22nd`).
    private static func number(_ word: Substring) -> Int? {
        let suffixes = ["st", "nd", "rd", "th"]
        let digits = suffixes.contains(where: { word.hasSuffix($0) }) ? word.dropLast(2) : word
        return isDigits(digits) ? Int(digits) : nil
    }

    private static func monthName(_ month: Int) -> String {
        let names = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        return (1...12).contains(month) ? names[month - 1] : "month \(month)"
    }

    private static func namedMonthDate(_ text: String) -> CivilDate? {
        let words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "-" })
        guard words.count == 3 else { return nil }
        var month: Int?
        var numbers: [Int] = []
        // Every word is the month or a number: none is skipped or read in part (`Novxyz`, `2x2`).
        for word in words {
            if month == nil, let named = Self.month(named: word) {
                month = named
            } else if let number = number(word) {
                numbers.append(number)
            } else {
                return nil
            }
        }
        guard let month, numbers.count == 2 else { return nil }
        let (day, year) = numbers[0] > 31 ? (numbers[1], numbers[0]) : (numbers[0], numbers[1])
        guard year >= 1000 else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }
}
