/// How reports write dates, day counts and numbers: the same on every machine, whatever its locale.
enum TextFormat {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]

    /// `Sun 22 Nov 2026`.
    static func longDate(_ date: CivilDate) -> String {
        "\(weekdays[date.weekday - 1]) \(date.day) \(months[date.month - 1]) \(date.year)"
    }

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
    static func count(_ value: Int, _ noun: String) -> String { value == 1 ? "1 \(noun)" : "\(value) \(noun)s" }
}
