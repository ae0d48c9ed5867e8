import LarderAnalysis
import LarderValues

/// How reports write dates, day counts and numbers: the same on every machine, whatever its locale.
package enum TextFormat {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `Sun 22 Nov 2026`.
    static func longDate(_ date: CivilDate) -> String {
        "\(weekdays[date.weekday - 1]) \(date.day) \(months[date.month - 1]) \(date.year)"
    }

    /// `November 2026`.
    static func month(_ date: CivilDate) -> String { "\(monthNames[date.month - 1]) \(date.year)" }

    /// `22 Nov`.
    static func shortDate(_ date: CivilDate) -> String { "\(date.day) \(months[date.month - 1])" }

    /// `today`, `tomorrow`, `in 3 days`, `yesterday`, `4 days ago`.
    static func relative(days: Int) -> String {
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        case -1: return "yesterday"
        case 2...: return "in \(days) days"
        default: return "\(-days) days ago"
        }
    }

    /// `1 item`, `3 items`.
    package static func count(_ value: Int, _ noun: String) -> String { value == 1 ? "1 \(noun)" : "\(value) \(noun)s" }

    /// `€3.99`, `$1,299.00`, `£0.50`, `12.00 CHF`, or `3.99` with no currency; negative amounts get a minus.
    static func money(_ amount: MoneyAmount) -> String {
        let sign = amount.cents < 0 ? "-" : ""
        let cents = abs(amount.cents)
        let number = grouped(cents / 100) + "." + format2(cents % 100)
        switch amount.currency?.uppercased() {
        case nil: return sign + number
        case "EUR": return sign + "€" + number
        case "USD": return sign + "$" + number
        case "GBP": return sign + "£" + number
        case let code?: return sign + number + " " + code
        }
    }

    /// Several amounts, one per currency: `€12.40 + $3.00`; `none` when empty.
    static func money(_ amounts: [MoneyAmount]) -> String {
        amounts.isEmpty ? "none" : amounts.map { money($0) }.joined(separator: " + ")
    }

    /// `1,299`.
    package static func grouped(_ value: Int) -> String {
        value.grouped
    }
}
