import Foundation
import LarderValues

/// What larder reads from a line of a page's free text (a `<caption>`, the `<h1>`, the `<title>`, a
/// "Valid 11/18 – 11/24" line): the store it names, its place, and the last day of a sale.
///
/// The rules are narrow on purpose, as the text is written for people (docs/IMPORT.md, "Saved web pages"):
/// - A **place** is written `City, ST 12345` (a two-letter state and a five-digit zip code, `-1234` allowed),
///   the city being the capitalised words before the comma, three at most (`Deals in Cambridge, MA 02139`).
/// - A **store** is a part of the text between separators, once the words of a weekly ad (`Weekly Ad`,
///   `Weekly Sale`, `Circular`, …) are taken off its ends; it counts only when the text also holds such words or
///   a place, so a caption such as "Also on sale this week" names no store.
/// - A **sale's last day** is the last date of a range (`11/18 – 11/24`, `Nov 18 - Nov 24, 2026`) or a date
///   after `valid`, `through`, `thru`, `until`, `ends` or `expires`. Slash dates follow the page's order.
enum SavedPageText {
    /// A place written `City, ST 12345`.
    struct Place: Equatable {
        var city: String
        var zipCode: String
    }

    /// A date as a page writes it, its year possibly left out (`11/24`).
    struct Mention: Equatable {
        var year: Int?
        var month: Int
        var day: Int
    }

    /// The words a weekly ad's title puts around the store's name, lowercased, longest first.
    /// (One list of phrases, not a table's name: `deals` here is a word of an ad's title.)
    private static let adWords: [[Substring]] = """
        weekly circular, weekly specials, weekly flyer, weekly deals, weekly sales, weekly sale, weekly ads, \
        weekly ad, sales flyer, sale flyer, circular, specials, flyer, deals, ad
        """.split(separator: ", ").map { $0.split(separator: " ") }

    private static let separators: Set<Character> = ["|", "—", "–", "·", "•", ":"]
    private static let validityWords: Set<String> = ["valid", "through", "thru", "until", "ends", "expires", "good"]
    private static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    /// The parts of `text` between separators (a hyphen separates only with spaces around it).
    static func segments(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in text {
            if separators.contains(character) {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.flatMap { $0.components(separatedBy: " - ") }.map(\.trimmingSpaces).filter { !$0.isEmpty }
    }

    /// The place the text names, when it writes one as `City, ST 12345`.
    static func place(in text: String) -> Place? {
        for segment in segments(text) {
            guard let comma = segment.lastIndex(of: ",") else { continue }
            let words = segment[..<comma].split(separator: " ")
            let city = words.suffix(3).reversed().prefix { $0.first?.isUppercase == true && $0.last != "," }
                .reversed().joined(separator: " ")
            let rest = segment[segment.index(after: comma)...].split(separator: " ")
            guard rest.count >= 2, rest[0].count == 2, rest[0].allSatisfy(\.isUppercase), !city.isEmpty,
                city.first?.isUppercase == true, !city.contains(where: \.isNumber),
                let zip = zipCode(rest[1])
            else { continue }
            return Place(city: city, zipCode: zip)
        }
        return nil
    }

    /// `02139` from `02139` or `02139-4307`; nil for anything else.
    private static func zipCode(_ word: Substring) -> String? {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        guard digits.count == 5 else { return nil }
        let rest = word.dropFirst(5)
        guard rest.isEmpty || (rest.count == 5 && rest.first == "-" && rest.dropFirst().allSatisfy(\.isNumber)) else {
            return nil
        }
        return String(digits)
    }

    /// The shop a product page's title ends with (`Organic Rolled Oats | FreshWay Market`): its last part,
    /// or its first when the last is the page's heading; nil for a title of one part, or a part without a
    /// letter.
    static func titleSuffix(_ title: String, naming heading: String?) -> String? {
        let parts = segments(title)
        guard parts.count >= 2 else { return nil }
        let headingWords = heading.map(comparable)
        let shop = comparable(parts.last!) == headingWords ? parts.first! : parts.last!
        return shop.contains(where: \.isLetter) ? shop : nil
    }

    /// The host of an `http` or `https` address, lowercased and without `www.`: `freshway.example` of
    /// `https://www.FreshWay.example/p/1`; nil for any other text.
    static func storeHost(_ address: String) -> String? {
        guard let components = URLComponents(string: address.trimmingSpaces),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            var host = components.host?.lowercased(), host.contains(".")
        else { return nil }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        return host
    }

    /// Text as words, for telling whether two texts say the same: lowercased, letters and digits only.
    private static func comparable(_ text: String) -> [String] {
        text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    /// The store the text names (see the type's rules), or nil.
    static func storeName(in text: String) -> String? {
        var evidence = place(in: text) != nil
        var names: [String] = []
        for segment in segments(text) {
            let (name, stripped) = withoutAdWords(segment)
            evidence = evidence || stripped
            guard place(in: segment) == nil, mentions(in: segment, order: .monthFirst).isEmpty else { continue }
            if !name.isEmpty, name.contains(where: \.isLetter) { names.append(name) }
        }
        return evidence ? names.first : nil
    }

    /// The segment without the words of a weekly ad at its ends, and whether any were taken off.
    private static func withoutAdWords(_ segment: String) -> (String, Bool) {
        var words = segment.split(separator: " ")
        var stripped = false
        var changed = true
        while changed, !words.isEmpty {
            changed = false
            for phrase in adWords {
                let lowered = words.map { $0.lowercased().filter { $0.isLetter } }
                if lowered.starts(with: phrase.map(String.init)) {
                    words.removeFirst(phrase.count)
                } else if lowered.reversed().starts(with: phrase.reversed().map(String.init)) {
                    words.removeLast(phrase.count)
                } else {
                    continue
                }
                (changed, stripped) = (true, true)
                break
            }
        }
        return (words.joined(separator: " ").trimmingSpaces, stripped)
    }

    /// The last day of the sale the text states, or nil: the last date of a range, or a date after a word
    /// such as `valid` or `through`.
    static func lastDay(in text: String, order: DateParser.SlashOrder) -> (end: Mention, start: Mention?)? {
        let found = mentions(in: text, order: order)
        guard let end = found.last else { return nil }
        if found.count >= 2 { return (end.mention, found[found.count - 2].mention) }
        let before = text[..<end.position].lowercased().split { !$0.isLetter }.map(String.init)
        return before.contains(where: validityWords.contains) ? (end.mention, nil) : nil
    }

    /// The dates in `text`, in order, with where each starts: `11/24`, `11/24/2026`, `Nov 24`, `Nov 24, 2026`.
    static func mentions(in text: String, order: DateParser.SlashOrder) -> [(mention: Mention, position: String.Index)]
    {
        var result: [(Mention, String.Index)] = []
        var index = text.startIndex
        while index < text.endIndex {
            let isWordStart = index == text.startIndex || !text[text.index(before: index)].isLetter
            if text[index].isNumber, index == text.startIndex || !text[text.index(before: index)].isNumber,
                let (mention, end) = slashMention(in: text, at: index, order: order)
            {
                result.append((mention, index))
                index = end
            } else if text[index].isLetter, isWordStart, let (mention, end) = namedMention(in: text, at: index) {
                result.append((mention, index))
                index = end
            } else {
                index = text.index(after: index)
            }
        }
        return result
    }

    /// `11/24` or `11/24/2026` starting at `start`.
    private static func slashMention(in text: String, at start: String.Index, order: DateParser.SlashOrder)
        -> (Mention, String.Index)?
    {
        var numbers: [Substring] = []
        var index = start
        while true {
            let digits = text[index...].prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 4 else { break }
            numbers.append(digits)
            index = digits.endIndex
            guard numbers.count < 3, index < text.endIndex, text[index] == "/" else { break }
            let next = text.index(after: index)
            guard next < text.endIndex, text[next].isASCII, text[next].isNumber else { break }
            index = next
        }
        guard numbers.count >= 2, numbers[0].count <= 2, numbers[1].count <= 2, let a = Int(numbers[0]),
            let b = Int(numbers[1])
        else { return nil }
        let year = numbers.count == 3 && numbers[2].count == 4 ? Int(numbers[2]) : nil
        let proven = a > 12 ? DateParser.SlashOrder.dayFirst : b > 12 ? .monthFirst : order
        let (month, day) = proven == .monthFirst ? (a, b) : (b, a)
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        return (Mention(year: year, month: month, day: day), index)
    }

    /// `Nov 24`, `November 24th, 2026` starting at `start`.
    private static func namedMention(in text: String, at start: String.Index) -> (Mention, String.Index)? {
        let word = text[start...].prefix { $0.isLetter }
        guard word.count >= 3, let month = monthNames.firstIndex(where: { word.lowercased().hasPrefix($0) }),
            Self.isMonth(word.lowercased(), month: month)
        else { return nil }
        var index = word.endIndex
        if index < text.endIndex, text[index] == "." { index = text.index(after: index) }
        let afterSpace = text[index...].drop { $0 == " " }
        let day = afterSpace.prefix { $0.isASCII && $0.isNumber }
        guard afterSpace.startIndex > index, (1...2).contains(day.count), let dayNumber = Int(day) else { return nil }
        index = text[day.endIndex...].prefix { $0.isLetter }.endIndex
        let yearPart = text[index...].drop { $0 == "," || $0 == " " }
        let year = yearPart.prefix { $0.isASCII && $0.isNumber }
        if year.count == 4, yearPart.startIndex > index { index = year.endIndex }
        guard (1...31).contains(dayNumber) else { return nil }
        return (Mention(year: year.count == 4 ? Int(year) : nil, month: month + 1, day: dayNumber), index)
    }

    /// Whether `word` is the month's name or its abbreviation (`nov`, `november`), not a word like `market`.
    private static func isMonth(_ word: String, month: Int) -> Bool {
        let names = [
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december",
        ]
        return word.count <= 4 && names[month].hasPrefix(word) || word == names[month] || word == "sept"
    }
}
