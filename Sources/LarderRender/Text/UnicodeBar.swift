/// Horizontal bars of Unicode block characters (`█▉▊▋▌▍▎▏`): the Markdown report's charts.
enum UnicodeBar {
    private static let eighths = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// `value` drawn against `maximum` as a bar up to `width` characters long, in eighths of a
    /// character: `██▌`. Zero, a negative value or a zero maximum draw nothing; any positive value
    /// draws at least `▏`, so a small figure never looks like none.
    static func bar(_ value: Double, maximum: Double, width: Int = 20) -> String {
        guard value > 0, maximum > 0 else { return "" }
        let eighthsLong = max(1, Int((min(value, maximum) / maximum * Double(width * 8)).rounded()))
        return String(repeating: "█", count: eighthsLong / 8) + eighths[eighthsLong % 8]
    }
}
