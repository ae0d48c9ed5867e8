extension BankAmount {
    /// A bank amount taken apart: its sign, its `CR`/`DR`, its currency mark and the number between them,
    /// whose separators are read once the decimal mark is known (``digits(with:)``).
    struct Parts {
        /// The number as written: digits and separators, starting and ending with a digit.
        var body: String
        var isNegative = false
        var isSigned = false
        var mark: Mark?
        var currency: String?

        /// Takes `text` apart; nil when it is no amount: two signs, a sign beside `CR`/`DR`, an unknown or
        /// second currency mark, or a character no number has.
        init?(_ text: String) {
            var rest = Substring(text.trimmingSpaces)
            var (negative, signs, written) = (false, 0, Mark?.none)
            if rest.count > 2, let mark = Mark(rawValue: rest.suffix(2).uppercased()),
                !rest.dropLast(2).last!.isLetter
            {
                written = mark
                rest = rest.dropLast(2).trimmed
            }
            if rest.first == "(", rest.last == ")" {
                (negative, signs, rest) = (true, 1, rest.dropFirst().dropLast().trimmed)
            }
            var currencyMark = Self.leadingMark(&rest)
            for _ in 0..<2 {
                if let sign = rest.first, Self.signs.contains(sign) {
                    (negative, signs, rest) = (sign != "+", signs + 1, rest.dropFirst().trimmed)
                }
                if currencyMark == nil { currencyMark = Self.leadingMark(&rest) }
            }
            if rest.last == "-" { (negative, signs, rest) = (true, signs + 1, rest.dropLast().trimmed) }
            if let trailing = Self.trailingMark(&rest) {
                guard currencyMark == nil else { return nil }
                currencyMark = trailing
                if rest.last == "-" { (negative, signs, rest) = (true, signs + 1, rest.dropLast().trimmed) }
            }
            guard signs <= 1, signs == 0 || written == nil, let first = rest.first, let last = rest.last,
                first.isASCIIDigit, last.isASCIIDigit,
                rest.allSatisfy({ $0.isASCIIDigit || Self.separators.contains($0) })
            else { return nil }
            if let currencyMark {
                guard CurrencyMarker.isMark(currencyMark) else { return nil }
                currency = CurrencyMarker.code(in: String(currencyMark))
            }
            body = String(rest)
            (isNegative, isSigned, mark) = (negative, signs == 1, written)
        }

        /// The decimal mark the body's separators say: both marks (the last is the decimal), one mark
        /// twice (it groups), or one mark once before other than three digits (`-8,78`). Nil for none,
        /// and for one mark once before three digits after a group's first digits (`1,234`).
        var provenMark: DecimalMark? {
            let marks = body.filter { $0 == "." || $0 == "," }
            guard let last = marks.last else { return nil }
            let lastMark: DecimalMark = last == "." ? .point : .comma
            if marks.contains(lastMark.other.character) { return lastMark }
            if marks.count > 1 { return lastMark.other }
            let after = body.reversed().prefix { $0 != last }
            guard after.count == 3, Self.whole(Substring(body)) != nil else { return lastMark }
            return nil
        }

        /// The number with `.` as its only separator, its grouping taken out, when the body reads with
        /// `decimal` as its decimal mark; nil when it does not.
        func digits(with decimal: DecimalMark) -> String? {
            let pieces = body.split(separator: decimal.character, omittingEmptySubsequences: false)
            guard pieces.count <= 2 else { return nil }
            guard let whole = Self.whole(pieces[0], decimal: decimal) else { return nil }
            guard pieces.count == 2 else { return whole }
            let fraction = pieces[1]
            guard !fraction.isEmpty, fraction.allSatisfy(\.isASCIIDigit) else { return nil }
            return whole + "." + fraction
        }

        /// A whole number's digits: plain, or a first group of one to three digits (not starting with 0)
        /// and groups of three after one grouping character used throughout.
        static func whole(_ text: Substring, decimal: DecimalMark? = nil) -> String? {
            let groupers = Set(text.filter { !$0.isASCIIDigit })
            guard !text.isEmpty else { return nil }
            guard let grouper = groupers.first else { return String(text) }
            guard groupers.count == 1, grouper != decimal?.character else { return nil }
            let groups = text.split(separator: grouper, omittingEmptySubsequences: false)
            guard (1...3).contains(groups[0].count), groups[0].first != "0",
                groups.dropFirst().allSatisfy({ $0.count == 3 })
            else { return nil }
            return groups.joined()
        }

        static let signs: Set<Character> = ["-", "+", "\u{2212}"]
        static let separators: Set<Character> = [".", ",", "'", " ", "\u{A0}", "\u{202F}"]

        /// Takes a currency mark off the front: the characters before the first digit, sign or bracket.
        private static func leadingMark(_ rest: inout Substring) -> Substring? {
            let mark = rest.prefix { !$0.isASCIIDigit && !signs.contains($0) && $0 != "(" }
            guard !mark.isEmpty else { return nil }
            rest = rest.dropFirst(mark.count).trimmed
            return mark.trimmed
        }

        /// Takes a currency mark off the end: the characters after the last digit or sign.
        private static func trailingMark(_ rest: inout Substring) -> Substring? {
            let mark = rest.reversed().prefix { !$0.isASCIIDigit && !signs.contains($0) }
            guard !mark.isEmpty else { return nil }
            rest = rest.dropLast(mark.count).trimmed
            return Substring(String(mark.reversed())).trimmed
        }
    }
}

extension Substring {
    /// Without spaces at either end.
    fileprivate var trimmed: Substring { Substring(String(self).trimmingSpaces) }
}

extension Character {
    /// Whether the character is one of `0`–`9`.
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
