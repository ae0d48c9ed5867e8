/// Orders labels the way people read them: runs of digits compare as numbers, so "Aisle 2" comes
/// before "Aisle 10"; letters compare without regard to case. Labels that differ only in case or
/// leading zeros fall back to plain string order, so the order is total and reproducible.
enum NaturalOrder {
    /// Whether `lhs` comes before `rhs`.
    static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        let left = chunks(lhs)
        let right = chunks(rhs)
        for (a, b) in zip(left, right) where a != b {
            switch (a, b) {
            case (.number(let x, _), .number(let y, _)) where x != y: return x < y
            case (.number(_, let x), .number(_, let y)): return x < y
            case (.number, .text): return true
            case (.text, .number): return false
            case (.text(let x), .text(let y)): return x < y
            }
        }
        return left.count != right.count ? left.count < right.count : lhs < rhs
    }

    private enum Chunk: Equatable {
        /// A run of digits: its value (saturating) and its text, for leading zeros.
        case number(Int, String)
        /// A run of anything else, lowercased.
        case text(String)
    }

    private static func chunks(_ label: String) -> [Chunk] {
        var result: [Chunk] = []
        var run = ""
        var runIsDigits = false
        for character in label {
            let isDigit = character.isASCII && character.isNumber
            if !run.isEmpty, isDigit != runIsDigits {
                result.append(chunk(run, isDigits: runIsDigits))
                run = ""
            }
            run.append(character)
            runIsDigits = isDigit
        }
        if !run.isEmpty { result.append(chunk(run, isDigits: runIsDigits)) }
        return result
    }

    private static func chunk(_ run: String, isDigits: Bool) -> Chunk {
        guard isDigits else { return .text(run.lowercased()) }
        return .number(Int(run) ?? Int.max, run)
    }
}
