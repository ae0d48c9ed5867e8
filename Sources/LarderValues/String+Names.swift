// Text helpers every layer uses to compare names and values.
extension String {
    /// The string without leading and trailing spaces, tabs, new lines and no-break spaces.
    package var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{A0}" }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }
}

/// Name folding shared by aisle maps and category look-ups.
extension String {
    /// The form names are looked up in: lowercased, trimmed, inner white space collapsed to one space.
    package var foldedName: String { lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
}
