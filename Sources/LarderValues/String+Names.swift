// Text helpers every layer uses to compare names and values.
extension String {
    /// The string without leading and trailing spaces, tabs, new lines and no-break spaces.
    package var trimmingSpaces: String {
        // Most values have nothing to trim: when neither end is a byte a trimmed character can start
        // or end with, the string is returned as it is, without a copy.
        if let head = utf8.first, let tail = utf8.last, !Self.mayStartSpace(head), !Self.mayEndSpace(tail) {
            return self
        }
        let isSpace: (Character) -> Bool = {
            $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" || $0 == "\u{A0}"
        }
        guard let first = firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = lastIndex(where: { !isSpace($0) })!
        return String(self[first...last])
    }

    /// Whether `byte` is the first UTF-8 byte of a character ``trimmingSpaces`` removes (U+00A0 is C2 A0).
    private static func mayStartSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0xC2: true
        default: false
        }
    }

    /// Whether `byte` is the last UTF-8 byte of a character ``trimmingSpaces`` removes.
    private static func mayEndSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D, 0xA0: true
        default: false
        }
    }
}

/// Name folding shared by aisle maps and category look-ups.
extension String {
    /// The form names are looked up in: lowercased, trimmed, inner white space collapsed to one space.
    package var foldedName: String { lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ") }
}

/// The one loop escaping (JSON, HTML) and folding (units) share.
extension String {
    /// Appends `text` with every Unicode scalar for which `replacement` returns text replaced by that text
    /// (empty text drops it), and the others as they are.
    @inlinable
    package mutating func append(_ text: String, replacingScalars replacement: (Unicode.Scalar) -> String?) {
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                self += replaced
            } else {
                unicodeScalars.append(scalar)
            }
        }
    }

    /// The string with every Unicode scalar for which `replacement` returns text replaced by that text (empty
    /// text drops it), and the others kept as they are.
    @inlinable
    package func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        result.append(self, replacingScalars: replacement)
        return result
    }
}

/// How an error names a few of many.
extension Sequence<String> {
    /// The first three joined with commas, then `, …` when there are more: `a, b, c, …`.
    package var firstThreeListed: String {
        let all = Array(self)
        return all.prefix(3).joined(separator: ", ") + (all.count > 3 ? ", …" : "")
    }
}
