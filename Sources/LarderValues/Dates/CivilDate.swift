/// A calendar date with no time zone: what an expiry date, a budget day or `--as-of` means.
///
/// Arithmetic uses days since 1970-01-01 (Howard Hinnant's civil-calendar algorithms), so it is
/// exact, fast and independent of the machine's locale and time zone.
public struct CivilDate: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1–12.
    public let month: Int
    /// The day of the month, 1–31.
    public let day: Int

    /// Creates a date, or returns nil when the day does not exist (31 April, 29 February 2025).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CivilDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// A date whose parts are known to be a day of the calendar (the first of a month, a constant).
    private init(valid year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The first day larder accepts, as `--as-of` and in imported data: 1900-01-01.
    public static let firstAccepted = CivilDate(valid: 1900, 1, 1)
    /// The last day larder accepts, as `--as-of` and in imported data: 9998-12-31. Every date a report
    /// derives from a day in the range (weeks, months, the next two weeks, weeks of trends) has a
    /// four-digit year.
    public static let lastAccepted = CivilDate(valid: 9998, 12, 31)
    /// The days larder accepts, ``firstAccepted`` to ``lastAccepted``.
    public static let accepted = firstAccepted...lastAccepted
    /// `1900-01-01 to 9998-12-31`, for messages and help.
    public static let acceptedText = "\(firstAccepted) to \(lastAccepted)"

    /// The first day of the date's month.
    public var firstOfMonth: CivilDate { CivilDate(valid: year, month, 1) }

    /// The last day of the date's month.
    public var lastOfMonth: CivilDate { CivilDate(valid: year, month, Self.daysIn(month: month, year: year)) }

    /// 1 January of the date's year.
    public var firstOfYear: CivilDate { CivilDate(valid: year, 1, 1) }

    /// The date `days` days later (earlier when negative) if it is in ``accepted``; nil otherwise,
    /// however far `days` reaches.
    public func addingWithinAccepted(days: Int) -> CivilDate? {
        let span = Self.firstAccepted.days(until: Self.lastAccepted)
        guard abs(days) <= span else { return nil }
        let date = adding(days: days)
        return Self.accepted.contains(date) ? date : nil
    }

    /// Creates the date `days` days after 1970-01-01.
    public init(daysSinceEpoch days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Parses `YYYY-MM-DD` exactly; nil for anything else.
    public init?(iso text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let y = Self.number(bytes[0..<4]), let m = Self.number(bytes[5..<7]), let d = Self.number(bytes[8..<10])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Days since 1970-01-01 (negative before).
    public var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The date `days` days later (earlier when negative).
    public func adding(days: Int) -> CivilDate { CivilDate(daysSinceEpoch: daysSinceEpoch + days) }

    /// Whole days from `self` to `other` (positive when `other` is later).
    public func days(until other: CivilDate) -> Int { other.daysSinceEpoch - daysSinceEpoch }

    /// ISO weekday: 1 = Monday … 7 = Sunday.
    public var weekday: Int { ((daysSinceEpoch % 7 + 7 + 3) % 7) + 1 }

    /// The Monday that starts this date's ISO week.
    public var startOfWeek: CivilDate { adding(days: 1 - weekday) }

    /// `YYYY-MM-DD`.
    public var description: String {
        String(format4(year)) + "-" + format2(month) + "-" + format2(day)
    }

    /// Whether `lhs` is an earlier day than `rhs`.
    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Whether `year` is a Gregorian leap year.
    public static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    /// The number of days in a month.
    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func number(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte >= 48, byte <= 57 else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        return bytes.isEmpty ? nil : value
    }
}

package func format2(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

package func format4(_ value: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, 4 - text.count)) + text
}
