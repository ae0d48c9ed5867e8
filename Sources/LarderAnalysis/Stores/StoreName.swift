/// A store's name taken apart for comparing: its words (case, punctuation and `#12` store numbers
/// set aside), and its base (the words without a place at the end).
struct StoreName: Hashable {
    /// The words of the name, lowercased, `&` read as `and`, apostrophes dropped, store numbers left out.
    var words: [String]
    /// The store number the name carried (`12` of `FreshWay #12`), or nil.
    var number: String?

    /// Words that stand before a store number: `Store 12`, `No. 12`.
    static let numberWords: Set<String> = ["no", "nr", "number", "store", "unit"]
    /// Words a store's name may add to its chain's: "Whole Foods" is "Whole Foods Market".
    static let storeWords: Set<String> = [
        "food", "foods", "grocer", "grocers", "grocery", "groceries", "mart", "market", "markets", "shop",
        "store", "stores", "supermarket", "supermarkets", "superstore",
    ]
    /// Words that join a name to its place: "FreshWay Market at Cambridge".
    static let placeWords: Set<String> = ["at", "in", "of"]

    /// Takes `name` apart.
    init(_ name: String) {
        var tokens: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty { tokens.append(current) }
            current = ""
        }
        for character in name.lowercased() {
            if character == "'" || character == "\u{2019}" { continue }
            if character == "&" || character == "+" {
                flush()
                tokens.append("and")
            } else if character == "#" {
                flush()
                tokens.append("#")
            } else if character.isLetter || character.isNumber {
                current.append(character)
            } else {
                flush()
            }
        }
        flush()
        var words: [String] = []
        var number: String?
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let isNumberMark = token == "#" || (Self.numberWords.contains(token) && index > 0)
            if isNumberMark, let next, next.allSatisfy(\.isNumber) {
                number = next
                index += 2
                continue
            }
            if token != "#" { words.append(token) }
            index += 1
        }
        self.words = words
        self.number = number
    }

    /// The words, one space between them.
    var text: String { words.joined(separator: " ") }

    /// The name without a place at its end (a known city or zip code, after a joining word or not),
    /// and the place; the name as it is when no place ends it or nothing would be left. The longest
    /// place that ends the name wins.
    func withoutPlace(_ places: KnownPlaces) -> (base: [String], place: [String]?) {
        for length in places.lengths where words.count > length {
            let place = Array(words.suffix(length))
            guard places.contains(place) else { continue }
            var base = Array(words.dropLast(length))
            if base.count > 1, let last = base.last, Self.placeWords.contains(last) { base.removeLast() }
            return (base, place)
        }
        return (words, nil)
    }

    /// Whether `longer` is `shorter` and words a store adds to its chain's name only.
    static func addsStoreWords(_ shorter: [String], _ longer: [String]) -> Bool {
        longer.count > shorter.count && Array(longer.prefix(shorter.count)) == shorter
            && longer.dropFirst(shorter.count).allSatisfy(storeWords.contains)
            && shorter.joined().count >= 2
    }
}

/// The places the data gives (cities and zip codes, as words), held for asking whether a name ends with
/// one: a set and the lengths its places have, so a name is checked once per length, not once per place
/// (a deals feed names thousands of zip codes).
struct KnownPlaces {
    /// The distinct word counts of the places, longest first.
    let lengths: [Int]
    private let places: Set<[String]>

    /// The places `places` lists; empty ones are left out.
    init(_ places: [[String]]) {
        self.places = Set(places.filter { !$0.isEmpty })
        lengths = Set(self.places.map(\.count)).sorted(by: >)
    }

    /// Whether `words` is one of the places.
    func contains(_ words: [String]) -> Bool { places.contains(words) }
}
