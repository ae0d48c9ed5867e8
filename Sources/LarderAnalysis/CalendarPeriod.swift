import LarderValues

/// A run of whole days that a report sums over: an ISO week (Monday to Sunday) or a calendar month.
public struct CalendarPeriod: Equatable, Sendable, Encodable {
    /// Which kind of period.
    public enum Kind: String, Equatable, Sendable, Encodable {
        /// An ISO week, Monday to Sunday.
        case week
        /// A calendar month.
        case month
    }

    /// Week or month.
    public var kind: Kind
    /// `2026-W48` for an ISO week, `2026-11` for a month.
    public var label: String
    /// The first day.
    public var start: CivilDate
    /// The last day, included.
    public var end: CivilDate

    /// Creates a period from its kind, label and first and last days.
    public init(kind: Kind, label: String, start: CivilDate, end: CivilDate) {
        self.kind = kind
        self.label = label
        self.start = start
        self.end = end
    }

    /// The ISO week (Monday start) that contains `date`, labelled with its ISO week-year, which
    /// differs from the calendar year around New Year: 2027-01-01 is in `2026-W53`.
    public static func isoWeek(containing date: CivilDate) -> CalendarPeriod {
        let monday = date.startOfWeek
        let thursday = monday.adding(days: 3)
        let week = thursday.firstOfYear.days(until: thursday) / 7 + 1
        return CalendarPeriod(
            kind: .week, label: format4(thursday.year) + "-W" + format2(week), start: monday,
            end: monday.adding(days: 6))
    }

    /// The calendar month that contains `date`.
    public static func month(containing date: CivilDate) -> CalendarPeriod {
        CalendarPeriod(
            kind: .month, label: format4(date.year) + "-" + format2(date.month), start: date.firstOfMonth,
            end: date.lastOfMonth)
    }

    /// The number of days in the period.
    public var days: Int { start.days(until: end) + 1 }

    /// Whether `date` falls in the period.
    public func contains(_ date: CivilDate) -> Bool { start <= date && date <= end }

    /// The period of the same kind just before this one.
    public var previous: CalendarPeriod {
        let dayBefore = start.adding(days: -1)
        switch kind {
        case .week: return Self.isoWeek(containing: dayBefore)
        case .month: return Self.month(containing: dayBefore)
        }
    }
}

extension CivilDate {
    /// The date at the start of an ISO-8601 date or timestamp (`2026-11-22T08:30:00Z` → 2026-11-22),
    /// or nil when the text does not start with `YYYY-MM-DD`.
    init?(leadingISO text: String) {
        self.init(iso: text.prefix(10))
    }
}
