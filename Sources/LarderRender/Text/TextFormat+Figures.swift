import LarderAnalysis
import LarderValues

extension TextFormat {
    /// An amount in cents with no currency (budgets are in the users' own currency): `153.45`.
    static func cents(_ cents: Int) -> String { money(MoneyAmount(currency: nil, cents: cents)) }

    /// A change in cents with its sign: `+12.30`, `-4.00`, `no change`.
    static func change(cents: Int) -> String {
        cents == 0 ? "no change" : (cents > 0 ? "+" : "") + self.cents(cents)
    }

    /// `value` with exactly `places` decimals, halves away from zero: `3.80`, `4.00`, `-0.50`.
    static func decimal(_ value: Double, places: Int = 2) -> String {
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return sign + String(scaled) }
        let fraction = String(scaled % scale)
        return sign + String(scaled / scale) + "." + String(repeating: "0", count: places - fraction.count) + fraction
    }

    /// `value` with at most 2 decimals and no trailing zeros: `15`, `16.5`, `3.67`.
    static func number(_ value: Double) -> String {
        var text = decimal(value, places: 2)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A percentage with at most one decimal: `40%`, `127.9%`; `+` when `signed` and positive.
    static func percent(_ value: Double, signed: Bool = false) -> String {
        var text = decimal(value, places: 1)
        if text.hasSuffix(".0") { text.removeLast(2) }
        if text == "-0" { text = "0" }
        return (signed && value > 0 ? "+" : "") + text + "%"
    }

    /// An ISO week's days: `16–22 Nov`, or `30 Nov – 6 Dec` across two months.
    static func days(of period: CalendarPeriod) -> String {
        if period.start.month == period.end.month {
            return "\(period.start.day)–\(shortDate(period.end))"
        }
        return "\(shortDate(period.start)) – \(shortDate(period.end))"
    }

    /// A week's label for chart axes: its Monday, `16 Nov`.
    static func weekStart(_ period: CalendarPeriod) -> String { shortDate(period.start) }

    /// An ISO week's short label: `W47`.
    static func weekNumber(_ period: CalendarPeriod) -> String {
        period.label.split(separator: "-").last.map(String.init) ?? period.label
    }

    /// `Sun 22 Nov`.
    static func dayAndDate(_ date: CivilDate) -> String {
        String(longDate(date).split(separator: " ").dropLast().joined(separator: " "))
    }
}
