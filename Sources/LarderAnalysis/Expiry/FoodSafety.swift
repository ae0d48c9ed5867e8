import Foundation

/// Which food is high-risk: past any of its dates, printed or estimated, it is to throw out, never to
/// check (docs/REPORT.md, "Food safety by what the food is").
///
/// The one table, ``kinds``, gives each kind of high-risk food the categories that make an item that kind
/// (the USDA FoodKeeper's and larder's own), the words that do when its name says what it is, and the
/// FoodKeeper guidance the pages quote. An item is classified, in order:
/// 1. by its category, when the category is one of a kind's (`Leftovers`, `Poultry`, `Meat & Fish`); a
///    category of raw food is refined by the name (`Smoked salmon` in `Meat & Fish` is fish and seafood);
/// 2. else by its name: the first kind one of whose words is a whole word (or run of words) of the name.
///
/// Shelf-stable food keeps to its best-before date: an item whose category is one of
/// ``shelfStableCategories`` (`Pantry`, `Shelf Stable Foods`), or whose name has a word of
/// ``shelfStableWords`` (`canned tuna`, `beef jerky`, `chicken stock`), is not meat, poultry, seafood, an
/// egg dish or dairy by its name — unless the data says it is opened. Cooked leftovers are never
/// shelf-stable: `Leftover rice` is high-risk in any category.
///
/// Words are compared whole, case- and diacritic-insensitively, after removing apostrophes and splitting
/// at anything that is not a letter or a digit; a table word also matches with `s` or `es` added, or a
/// final `y` written `ies` (`leftovers`, `anchovies`). A word that merely contains a table word is a
/// different word: `chickpeas` is not `chicken` and `eggplant` no egg dish, while compounds that are the
/// food are table words of their own (`fishcake`, `shellfish`, `hamburger`). Categories are compared the
/// same way, whole: `Meat substitutes` is not `Meat`.
///
/// Opened dairy needs the data to say it is opened: the whole word `opened` in the item's name or notes,
/// not right after `not` or `never` (no export larder reads has an opened flag or date, so larder never
/// guesses it).
public enum FoodSafety {
    /// One kind of high-risk food: a row of the table.
    public struct Kind: Sendable {
        /// A stable key for machines (`cookedLeftovers`) and the kind's name in a sentence.
        public var key, label: String
        /// larder's categories and the FoodKeeper's (`Category_Name`, or it and a `Subcategory_Name`:
        /// `Poultry, Fresh`) that make an item this kind.
        public var categories: [String]
        /// The words (or runs of words, `ground beef`) that make an item of no such category this kind.
        public var words: [String]
        /// Whether the data must say the item is opened (dairy).
        public var needsOpened: Bool
        /// Whether a shelf-stable form in the name keeps an item out (not for cooked leftovers).
        public var hasShelfStableForms: Bool
        /// The FoodKeeper's guidance, quoted: its entries and their refrigerator times.
        public var guidance: String
    }

    /// Why smell or looks are no test, said with every kind's guidance.
    public static let noSmellTest = "Smell is no test: \(smellIsNoTestBecause)"

    /// Why smell is no test, as a clause.
    public static let smellIsNoTestBecause =
        "the bacteria that cause food poisoning do not change how food looks, smells or tastes (USDA FSIS)."

    /// The high-risk kinds, in the order an item's name is tried: the table docs/REPORT.md shows.
    public static let kinds: [Kind] = [
        Kind(
            key: "cookedLeftovers", label: "cooked leftovers",
            categories: ["Leftovers", "Deli & Prepared Foods", "Prepared Foods", "Poultry, Cooked or Processed"],
            words: ["leftover", "cooked", "takeout", "takeaway", "casserole"],
            needsOpened: false, hasShelfStableForms: false,
            guidance: "USDA FoodKeeper, Leftovers (with or without meat, fish, poultry or egg) and Casseroles:"
                + " 3-4 days in the refrigerator, then discard."),
        Kind(
            key: "poultry", label: "poultry",
            categories: ["Poultry", "Poultry, Fresh", "Poultry, Stuffed or Assembled"],
            words: [
                "poultry", "chicken", "turkey", "duck", "duckling", "goose", "geese", "quail", "pheasant", "capon",
                "giblet", "cornish hen",
            ],
            needsOpened: false, hasShelfStableForms: true,
            guidance: "USDA FoodKeeper, Chicken and Turkey (whole, parts, ground): 1-2 days in the refrigerator"
                + " from purchase; Cooked poultry dishes: 3-4 days."),
        Kind(
            key: "seafood", label: "fish and seafood",
            categories: ["Seafood", "Fish", "Seafood, Fresh", "Seafood, Shellfish", "Seafood, Smoked"],
            words: [
                "fish", "seafood", "shellfish", "fishcake", "salmon", "tuna", "cod", "haddock", "halibut", "trout",
                "mackerel", "sardine", "anchovy", "herring", "tilapia", "pollock", "flounder", "sole", "catfish",
                "swordfish", "bass", "shrimp", "prawn", "crab", "lobster", "crayfish", "scallop", "clam", "mussel",
                "oyster", "squid", "calamari", "octopus", "sushi", "sashimi",
            ],
            needsOpened: false, hasShelfStableForms: true,
            guidance: "USDA FoodKeeper, Lean fish and Fatty fish: 1-2 days in the refrigerator from purchase;"
                + " Shrimp and Scallops: 1-3 days; Cooked fish and Cooked shellfish: 3-4 days."),
        Kind(
            key: "meat", label: "meat",
            categories: [
                "Meat", "Meat & Fish", "Meat and Fish", "Meat, Fresh", "Meat, Smoked or Processed",
                "Meat, Stuffed or Assembled",
            ],
            words: [
                "meat", "beef", "veal", "pork", "lamb", "mutton", "bison", "venison", "steak", "hamburger",
                "meatball", "meatloaf", "sausage", "bacon", "ham", "brisket", "chorizo", "kebab", "kabob", "rib",
            ],
            needsOpened: false, hasShelfStableForms: true,
            guidance: "USDA FoodKeeper, Beef, Pork, Lamb and Veal (steaks, chops, roasts): 3-5 days in the"
                + " refrigerator from purchase; ground meat and raw sausage: 1-2 days."),
        Kind(
            key: "eggDish", label: "an egg dish",
            categories: [],
            words: [
                "egg dish", "egg salad", "quiche", "frittata", "omelet", "omelette", "shakshuka", "deviled egg",
                "devilled egg", "boiled egg", "scrambled egg", "poached egg", "fried egg",
            ],
            needsOpened: false, hasShelfStableForms: true,
            guidance: "USDA FoodKeeper, Egg dishes and Egg salad: 3-4 days in the refrigerator; Eggs, hard"
                + " boiled: 1 week."),
        Kind(
            key: "openedDairy", label: "opened dairy",
            categories: ["Dairy", "Dairy Products & Eggs"],
            words: [
                "milk", "cream", "yogurt", "yoghurt", "kefir", "buttermilk", "cheese", "ricotta",
                "mozzarella", "feta", "brie", "camembert", "cheddar", "parmesan", "mascarpone", "quark", "skyr",
                "labneh", "creme fraiche", "half and half",
            ],
            needsOpened: true, hasShelfStableForms: true,
            guidance: "USDA FoodKeeper, after opening: Kefir 1-2 days in the refrigerator, Cottage cheese and"
                + " Cream 1 week, hard Cheese 3-4 weeks; Milk and Sour cream keep to the package use-by date."),
    ]

    /// Categories that say an item is not high-risk food, whatever its name: unless the data says it is
    /// opened, `Canned tuna` in `Pantry` keeps to its best-before date.
    public static let shelfStableCategories = [
        "Pantry", "Shelf Stable Foods", "Meat, Shelf Stable Foods", "Poultry, Shelf Stable Foods",
        "Condiments, Sauces & Canned Goods", "Grains, Beans & Pasta", "Produce", "Produce, Fresh Fruits",
        "Produce, Fresh Vegetables", "Beverages", "Drinks", "Coffee", "Household",
    ]

    /// Words in a name that say the food is kept shelf-stable, or is not the food itself.
    public static let shelfStableWords = [
        "canned", "can", "tinned", "tin", "dried", "dehydrated", "jerky", "shelf stable", "uht", "powder",
        "powdered", "evaporated", "condensed", "stock", "broth", "bouillon", "consomme", "flavour", "flavor",
        "flavoured", "flavored",
    ]

    /// Why an item is high-risk: its kind and what said so.
    public struct Finding: Equatable, Sendable, Encodable {
        /// The kind's key (`cookedLeftovers`, `poultry`, `seafood`, `meat`, `eggDish`, `openedDairy`).
        public var kind: String
        /// What decided it: `category "Leftovers"`, `"chicken" in its name`, `"feta" in its name, opened`.
        public var reason: String
        /// The kind's FoodKeeper guidance, then why smell is no test.
        public var guidance: String
    }

    /// The high-risk kind of an item, or nil: by its category, else its name (see the type's rule).
    public static func classify(name: String, category: String?, notes: String? = nil) -> Finding? {
        let nameWords = words(name)
        let opened = isOpened(nameWords) || isOpened(words(notes ?? ""))
        let categoryWords = words(category ?? "")
        let shelfStableName = !opened && shelfStableTerms.contains { contains(nameWords, termWords: $0) }
        if !categoryWords.isEmpty,
            let kind = table.first(where: { $0.categories.contains(categoryWords) })?.kind,
            !kind.needsOpened || opened, !(kind.hasShelfStableForms && shelfStableName)
        {
            let reason = "its category \"\(category ?? "")\""
            // A category of raw food (`Meat & Fish`) is refined by the name: `Smoked salmon` there is fish.
            if rawFood.contains(kind.key),
                let (named, word) = firstByName(nameWords, among: kinds.filter { rawFood.contains($0.key) }),
                named.key != kind.key
            {
                return finding(named, "\(reason) and \"\(word)\" in its name", opened: false)
            }
            return finding(kind, reason, opened: kind.needsOpened)
        }
        let shelfStableCategory = !opened && shelfStableCategoryWords.contains(categoryWords)
        let candidates = kinds.filter { kind in
            (!kind.needsOpened || opened) && !(kind.hasShelfStableForms && (shelfStableCategory || shelfStableName))
        }
        guard let (kind, word) = firstByName(nameWords, among: candidates) else { return nil }
        return finding(kind, "\"\(word)\" in its name", opened: kind.needsOpened)
    }

    /// The kinds of raw food, whose shared categories (`Meat & Fish`) the name refines.
    static let rawFood: Set = ["poultry", "seafood", "meat"]

    /// The first of `kinds` one of whose words is in the name, and that word.
    private static func firstByName(_ nameWords: [String], among kinds: [Kind]) -> (Kind, String)? {
        for kind in kinds {
            let terms = table.first { $0.kind.key == kind.key }?.terms ?? []
            if let term = terms.first(where: { contains(nameWords, termWords: $0.words) }) { return (kind, term.word) }
        }
        return nil
    }

    /// The table with its categories and words split into words once: classifying runs on every item.
    private static let table: [(kind: Kind, categories: Set<[String]>, terms: [(word: String, words: [String])])] =
        kinds.map { kind in
            (kind, Set(kind.categories.map(words)), kind.words.map { ($0, words($0)) })
        }
    private static let shelfStableCategoryWords = Set(shelfStableCategories.map(words))
    private static let shelfStableTerms = shelfStableWords.map(words)

    private static func finding(_ kind: Kind, _ reason: String, opened: Bool) -> Finding {
        Finding(
            kind: kind.key, reason: opened ? "\(reason), opened" : reason,
            guidance: "\(kind.guidance) \(noSmellTest)")
    }

    /// The kind of `key`.
    public static func kind(_ key: String) -> Kind? { kinds.first { $0.key == key } }

    /// Whether `words` say opened: the word `opened`, not right after `not` or `never`.
    static func isOpened(_ words: [String]) -> Bool {
        words.indices.contains { index in
            words[index] == "opened" && (index == 0 || !["not", "never"].contains(words[index - 1]))
        }
    }

    /// Whether a table term's words (`termWords`) appear in `words` one after another, each as written
    /// or with `s`, `es`, or a final `y` as `ies`.
    static func contains(_ words: [String], termWords: [String]) -> Bool {
        guard !termWords.isEmpty, words.count >= termWords.count else { return false }
        return (0...(words.count - termWords.count)).contains { start in
            termWords.indices.allSatisfy { isForm(words[start + $0], of: termWords[$0]) }
        }
    }

    private static func isForm(_ word: String, of base: String) -> Bool {
        if word.hasPrefix(base) {
            let rest = word.dropFirst(base.count)
            return rest.isEmpty || rest == "s" || rest == "es"
        }
        return base.hasSuffix("y") && word.hasSuffix("ies") && word.dropLast(3) == base.dropLast()
    }

    /// The lowercase words of `text` without diacritics, apostrophes removed.
    static func words(_ text: String) -> [String] {
        // ASCII text (nearly every name) has no diacritics, and rawWords lowercases it.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return ItemNameMatcher.rawWords(text) }
        return ItemNameMatcher.rawWords(text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil))
    }
}
