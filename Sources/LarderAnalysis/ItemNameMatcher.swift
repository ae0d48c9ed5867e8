/// Decides whether two item names mean the same thing to a shopper: a deal on "Roma Tomatoes"
/// is a deal for the list's "tomato", and "Tomatoes, chopped" is "chopped tomatoes".
///
/// The rule, in order:
/// 1. **Tokenise**: split the name at every character that is not a letter or a digit, after
///    removing apostrophes (`baker's` is one word, `bakers`); lowercase every word.
/// 2. **Drop filler words** (``fillerWords``: `a`, `and`, `of`, `the`, `with`…), which say nothing
///    about the item.
/// 3. **Singularise** each word with ``singular(_:)``: simple English plurals only.
/// 4. **Match** when both names keep at least one word and all the words of one name are among
///    the words of the other, in any order. So extra words on either side are allowed
///    ("roma tomatoes" ↔ "tomato"), but two names that each have a word the other lacks do not
///    match ("whole milk" ↮ "2 milk").
///
/// The rule knows no synonyms or irregular plurals (`leaves`/`leaf`), and a general name matches
/// every specific one: "milk" matches a deal on "milk chocolate".
public enum ItemNameMatcher {
    /// Words that carry no meaning about the item, dropped before matching.
    public static let fillerWords: Set<String> = ["a", "an", "and", "for", "in", "of", "or", "per", "the", "with"]

    /// The significant, singular words of `name`, in order, without repeats.
    public static func words(_ name: String) -> [String] {
        var result: [String] = []
        for word in rawWords(name) where !fillerWords.contains(word) {
            let singular = singular(word)
            if !result.contains(singular) { result.append(singular) }
        }
        return result
    }

    /// The name's significant words as a set, the form ``matches(_:_:)`` compares.
    public static func key(_ name: String) -> Set<String> { Set(words(name)) }

    /// Whether two names mean the same item under the rule above.
    public static func matches(_ first: String, _ second: String) -> Bool {
        matches(key(first), key(second))
    }

    /// Whether two keys (from ``key(_:)``) match: both non-empty, and one contains the other.
    public static func matches(_ first: Set<String>, _ second: Set<String>) -> Bool {
        guard !first.isEmpty, !second.isEmpty else { return false }
        return first.isSubset(of: second) || second.isSubset(of: first)
    }

    /// The singular of a lowercase word, for simple English plurals only:
    /// `-ies` → `-y` (`berries` → `berry`), and `-ie` → `-y` as well so `cookie` and `cookies` meet;
    /// `-es` after `ch`, `sh`, `ss`, `x`, `z` or `o` is removed (`peaches`, `boxes`, `tomatoes`);
    /// otherwise a final `-s` is removed unless the word ends in `ss`, `us` or `is` (`glass`,
    /// `hummus`). Words of three letters or fewer are left alone (`gas`, `pie`), and the `-ies` and
    /// `-es` rules need five letters or more, so `pies` → `pie` and `toes` → `toe`.
    public static func singular(_ word: String) -> String {
        let length = word.count
        guard length > 3 else { return word }
        if length > 4, word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ie") { return String(word.dropLast(2)) + "y" }
        if length > 4, ["ches", "shes", "sses", "xes", "zes", "oes"].contains(where: word.hasSuffix) {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s"), !["ss", "us", "is"].contains(where: word.hasSuffix) {
            return String(word.dropLast())
        }
        return word
    }

    /// The lowercase words of `name`, split at anything that is not a letter or a digit. ASCII
    /// names (nearly all) take a fast path over bytes; others go through Unicode properties.
    static func rawWords(_ name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): current.append(byte + 32)
            case UInt8(ascii: "'"): continue
            case 0x80...: return unicodeWords(name)
            default:
                guard !current.isEmpty else { continue }
                words.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// ``rawWords(_:)`` for names with non-ASCII characters (`Crème fraîche`, `Äpfel`, `’`).
    static func unicodeWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if scalar == "'" || scalar == "\u{2019}" { continue }
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }
}
