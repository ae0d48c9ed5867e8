import Foundation
import LarderTestSupport
import Testing

@testable import LarderAnalysis

/// `FoodSafety` on thousands of generated names, categories and notes, against an oracle written here
/// from the rule in docs/REPORT.md: its own word sets (a subset of the table), regular expressions for
/// whole words, and its own accent table.
@Suite struct FoodSafetyTests {
    /// The oracle's kinds, in the rule's order, with the words it builds names from.
    static let oracleKinds: [(key: String, words: [String])] = [
        ("cookedLeftovers", ["leftover", "cooked", "takeaway"]),
        ("poultry", ["chicken", "turkey", "duck"]),
        ("seafood", ["salmon", "shrimp", "fish", "fishcake", "anchovy", "mussel"]),
        ("meat", ["beef", "ham", "sausage", "pork"]),
        ("eggDish", ["quiche", "egg salad", "deviled egg", "omelette"]),
        ("openedDairy", ["milk", "feta", "creme fraiche", "cheese"]),
    ]
    static let oracleCategories = [
        "leftovers": "cookedLeftovers", "meat & fish": "meat", "poultry": "poultry", "seafood": "seafood",
        "dairy": "openedDairy",
    ]
    static let shelfStableCategories: Set = ["pantry", "produce"]
    static let otherCategories = ["Frozen", "Bakery", "Uncategorised", "Snacks", "Meat substitutes"]
    static let shelfStable = ["canned", "dried", "jerky", "stock"]
    /// Words with no high-risk word in them as a whole word, some holding one inside (`chickpeas`).
    static let harmless = [
        "chickpeas", "eggplant", "beefsteak", "shamrock", "cheesecloth", "scallions", "hamantaschen", "turkish",
        "pecans", "carrots", "rice", "bread", "organic", "fresh", "spicy", "2x", "Mom's", "large", "goldfish",
        "porkpie hat",
    ]
    static let separators = [" ", "-", ", ", " (", "/", " & "]
    static let accents: [Character: Character] = [
        "a": "á", "e": "é", "i": "í", "o": "ö", "u": "ü", "c": "ç", "n": "ñ", "A": "Á", "E": "É", "O": "Ö",
    ]

    struct Case {
        var name: String
        var category: String?
        var notes: String?
    }

    @Test func classificationMatchesTheOracleOnGeneratedItems() throws {
        var random = SeededGenerator(seed: 26)
        var kindsSeen: [String: Int] = [:]
        for _ in 0..<6000 {
            let item = Self.generate(&random)
            let expected = try Self.oracle(item)
            let found = FoodSafety.classify(name: item.name, category: item.category, notes: item.notes)
            #expect(found?.kind == expected?.kind, "\(item.name) | \(item.category ?? "-") | \(item.notes ?? "-")")
            if let word = expected?.word, let found {
                #expect(found.reason.contains("\"\(word)\" in its name"), "\(item.name): \(found.reason)")
            }
            kindsSeen[expected?.kind ?? "none", default: 0] += 1
        }
        // The generator reaches every outcome often, so the comparison means something.
        #expect(kindsSeen.count == 7 && kindsSeen.values.allSatisfy { $0 > 100 }, "\(kindsSeen)")
    }

    @Test(
        arguments: [
            ("Leftover pad thai", nil, nil, "cookedLeftovers"),
            ("LEFTOVERS — Pad Thaï", nil, nil, "cookedLeftovers"),
            ("Chicken thighs", "Frozen", nil, "poultry"),
            ("Chickpeas", nil, nil, nil),
            ("Fishcakes", nil, nil, "seafood"),
            ("Goldfish crackers", nil, nil, nil),
            ("Canned tuna", nil, nil, nil),
            ("Canned tuna", nil, "opened yesterday", "seafood"),
            ("Canned tuna", "Meat & Fish", nil, nil),
            ("Smoked salmon", "Meat & Fish", nil, "seafood"),
            ("Chicken sausage", "Meat & Fish", nil, "poultry"),
            ("Leftover chicken", "Leftovers", nil, "cookedLeftovers"),
            ("Leftover rice", "Pantry", nil, "cookedLeftovers"),
            ("Chicken stock", nil, nil, nil),
            ("Feta", "Dairy", nil, nil),
            ("Feta", "Dairy", "opened 15 Nov", "openedDairy"),
            ("Feta", nil, "not opened", nil),
            ("Crème fraîche, opened", nil, nil, "openedDairy"),
            ("Hard-boiled eggs", "Dairy", nil, "eggDish"),
            ("Eggs", "Dairy", nil, nil),
            ("Spinach quiche", "Bakery", nil, "eggDish"),
            ("Pad thai", "Leftovers", nil, "cookedLeftovers"),
            ("Veggie mince", "Meat substitutes", nil, nil),
        ] as [(String, String?, String?, String?)])
    func namedCases(name: String, category: String?, notes: String?, kind: String?) {
        #expect(FoodSafety.classify(name: name, category: category, notes: notes)?.kind == kind)
    }

    /// The guidance quotes the FoodKeeper larder ships: each figure it gives is the agency's, under the name
    /// it gives the entry.
    @Test(
        arguments: [
            (
                "cookedLeftovers", "Leftovers", "with meat, fish, poultry, or egg", "Refrigerate", "3-4 days",
                "Leftovers"
            ),
            ("cookedLeftovers", "Casseroles", nil, "Refrigerate", "3-4 days", "Casseroles"),
            ("poultry", "Chicken", "whole", "DOP_Refrigerate", "1-2 days", "Chicken"),
            ("poultry", "Ground turkey or chicken", nil, "DOP_Refrigerate", "1-2 days", "ground"),
            ("poultry", "Cooked poultry dishes", nil, "Refrigerate", "3-4 days", "Cooked poultry dishes"),
            (
                "seafood", "Lean fish", "cod, flounder, haddock, halibut, sole, etc.", "DOP_Refrigerate", "1-2 days",
                "Lean fish"
            ),
            (
                "seafood", "Fatty fish", "bluefish, catfish, mackerel, mullet, salmon, tuna, etc.", "DOP_Refrigerate",
                "1-2 days",
                "Fatty fish"
            ),
            ("seafood", "Shrimp, crayfish", nil, "DOP_Refrigerate", "1-3 days", "Shrimp"),
            ("seafood", "Scallops", nil, "DOP_Refrigerate", "1-3 days", "Scallops"),
            ("seafood", "Cooked fish", "all", "Refrigerate", "3-4 days", "Cooked fish"),
            ("seafood", "Cooked shellfish", "all", "Refrigerate", "3-4 days", "Cooked shellfish"),
            ("meat", "Beef", "steaks", "DOP_Refrigerate", "3-5 days", "Beef"),
            ("meat", "Beef", "ground", "DOP_Refrigerate", "1-2 days", "ground meat"),
            ("meat", "Sausage", "raw bulk type or patties", "DOP_Refrigerate", "1-2 days", "raw sausage"),
            ("eggDish", "Egg dishes", nil, "Refrigerate", "3-4 days", "Egg dishes"),
            ("eggDish", "Egg salad", nil, "Refrigerate", "3-4 days", "Egg salad"),
            ("eggDish", "Eggs", "hard boiled cooked", "Refrigerate", "1-1 weeks", "Eggs, hard boiled"),
            ("openedDairy", "Kefir", "fermented milk", "Refrigerate_After_Opening", "1-2 days", "Kefir"),
            ("openedDairy", "Cottage cheese", nil, "Refrigerate_After_Opening", "1-1 weeks", "Cottage cheese"),
            ("openedDairy", "Cream", "whipping, ultrapasteurized", "Refrigerate_After_Opening", "1-1 weeks", "Cream"),
            (
                "openedDairy", "Cheese", "hard such as cheddar, swiss, block parmesan", "Refrigerate_After_Opening",
                "3-4 weeks",
                "hard Cheese"
            ),
        ] as [(String, String, String?, String, String, String)])
    func guidanceQuotesTheFoodKeeper(
        kind: String, product: String, subtitle: String?, time: String, figure: String, quoted: String
    ) throws {
        let trimmed = { (value: Any?) in (value as? String)?.trimmingCharacters(in: .whitespaces) }
        let row = try #require(
            try Self.foodKeeperProducts().first {
                trimmed($0["Name"]) == product && trimmed($0["Name_subtitle"]) == subtitle
            },
            "\(product), \(subtitle ?? "-")")
        let (min, max) = (row["\(time)_Min"] as? Double, row["\(time)_Max"] as? Double)
        let metric = (row["\(time)_Metric"] as? String)?.lowercased()
        #expect("\(Int(min ?? -1))-\(Int(max ?? -1)) \(metric ?? "")" == figure)
        let guidance = try #require(FoodSafety.kind(kind)).guidance
        let shown = figure.hasPrefix("1-1 ") ? "1 " + figure.dropFirst(4).dropLast() : Substring(figure)
        #expect(guidance.contains(quoted) && guidance.contains(shown), "\(guidance) gives \(quoted): \(shown)")
    }

    /// docs/REPORT.md's table gives every kind with all its words, and the shelf-stable words.
    @Test func theDocumentedTableIsTheCodes() throws {
        let document = try String(contentsOf: Paths.docs.appendingPathComponent("REPORT.md"), encoding: .utf8)
        let lines = document.split(separator: "\n")
        for kind in FoodSafety.kinds {
            let row = try #require(lines.first { $0.hasPrefix("| \(kind.label) (`\(kind.key)`)") }, "\(kind.key)")
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(cells[2].hasPrefix(kind.words.joined(separator: ", ")), "\(kind.key): \(cells[2])")
        }
        #expect(
            document.contains(
                FoodSafety.shelfStableWords.joined(separator: ", ").replacingOccurrences(of: "uht", with: "UHT")))
    }

    // MARK: - The generator and the oracle

    static func generate(_ random: inout SeededGenerator) -> Case {
        var parts: [String] = []
        for _ in 0..<Int.random(in: 0...2, using: &random) { parts.append(harmless.randomElement(using: &random)!) }
        let core = Int.random(in: 0..<10, using: &random)
        if core < 7 {
            let kind = oracleKinds.randomElement(using: &random)!
            var word = kind.words.randomElement(using: &random)!
            if Bool.random(using: &random) { word = plural(word) }
            if Int.random(in: 0..<6, using: &random) == 0 {
                // Glued to another word: a different word, never the table's.
                word = Bool.random(using: &random) ? word + "pie" : "super" + word
            }
            parts.insert(word, at: Int.random(in: 0...parts.count, using: &random))
        }
        if Int.random(in: 0..<5, using: &random) == 0 {
            parts.insert(
                shelfStable.randomElement(using: &random)!, at: Int.random(in: 0...parts.count, using: &random))
        }
        if Int.random(in: 0..<8, using: &random) == 0 { parts.append("opened") }
        if parts.isEmpty { parts = ["rice"] }
        var name = parts[0]
        for part in parts.dropFirst() { name += separators.randomElement(using: &random)! + part }
        name = String(name.map { disguise($0, &random) })
        let named = oracleCategories.keys.sorted() + shelfStableCategories.sorted() + otherCategories
        let categories: [String?] = [nil, nil, nil] + named.map { Optional($0) }
        var category = categories.randomElement(using: &random)!
        if let name = category, Bool.random(using: &random) { category = name.uppercased() }
        let notes = [nil, nil, nil, "opened 3 Nov", "not opened", "unopened", "Opened!"].randomElement(using: &random)!
        return Case(name: name, category: category, notes: notes)
    }

    /// A random case, and now and then an accent the rule ignores.
    static func disguise(_ character: Character, _ random: inout SeededGenerator) -> Character {
        var shown = Bool.random(using: &random) ? Character(character.uppercased()) : character
        if Int.random(in: 0..<12, using: &random) == 0, let accented = accents[shown] { shown = accented }
        return shown
    }

    static func plural(_ term: String) -> String {
        if term.hasSuffix("y") { return String(term.dropLast()) + "ies" }
        if term.hasSuffix("sh") || term.hasSuffix("ch") { return term + "es" }
        return term + "s"
    }

    /// The kind the rule gives, and the table word that decided it when the name did.
    static func oracle(_ item: Case) throws -> (kind: String, word: String?)? {
        let name = plain(item.name)
        let notes = plain(item.notes ?? "")
        let opened = try saysOpened(name) || saysOpened(notes)
        let shelfName = try !opened && shelfStable.contains { try has(name, $0) }
        let category = item.category.map(plain)
        if let category, let kind = oracleCategories[category],
            kind != "openedDairy" || opened, kind == "cookedLeftovers" || !shelfName
        {
            let raw = oracleKinds.filter { ["poultry", "seafood", "meat"].contains($0.key) }
            if raw.contains(where: { $0.key == kind }) {
                for (named, words) in raw {
                    if let word = try words.first(where: { try has(name, $0) }) {
                        return (named, named == kind ? nil : word)
                    }
                }
            }
            return (kind, nil)
        }
        let shelfCategory = !opened && category.map { shelfStableCategories.contains($0) } == true
        for (kind, words) in oracleKinds where kind != "openedDairy" || opened {
            if kind != "cookedLeftovers" && (shelfName || shelfCategory) { continue }
            if let word = try words.first(where: { try has(name, $0) }) { return (kind, word) }
        }
        return nil
    }

    /// Lower case, the accents of ``accents`` taken off, apostrophes dropped.
    static func plain(_ text: String) -> String {
        let unaccented = Dictionary(accents.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return String(text.map { unaccented[$0] ?? $0 }).lowercased().replacingOccurrences(of: "'", with: "")
    }

    /// Whether `term` is in `text` as whole words, its last word perhaps plural.
    static func has(_ text: String, _ term: String) throws -> Bool {
        let words = term.split(separator: " ").map(String.init).map { word in
            let forms =
                [word, word + "s", word + "es"] + (word.hasSuffix("y") ? [String(word.dropLast()) + "ies"] : [])
            return "(?:" + forms.joined(separator: "|") + ")"
        }
        let pattern = "(?<![a-z0-9])" + words.joined(separator: "[^a-z0-9]+") + "(?![a-z0-9])"
        return try NSRegularExpression(pattern: pattern).firstMatch(
            in: text, range: NSRange(text.startIndex..., in: text))
            != nil
    }

    static func saysOpened(_ text: String) throws -> Bool {
        let pattern = "(?<![a-z0-9])(?<!(?:not|never)[^a-z0-9])opened(?![a-z0-9])"
        return try NSRegularExpression(pattern: pattern).firstMatch(
            in: text, range: NSRange(text.startIndex..., in: text))
            != nil
    }

    static func foodKeeperProducts() throws -> [[String: Any]] {
        let data = try Data(contentsOf: Paths.root.appendingPathComponent("data/reference/foodkeeper.json"))
        let workbook = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let sheets = try #require(workbook["sheets"] as? [[String: Any]])
        let rows = try #require(sheets.first { $0["name"] as? String == "Product" }?["data"] as? [[[String: Any]]])
        return rows.map { cells in cells.reduce(into: [:]) { row, cell in row.merge(cell) { first, _ in first } } }
    }
}
