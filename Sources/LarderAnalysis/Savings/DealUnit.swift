import LarderValues

/// What a deal's price is for, read from the item's name: a weight (`Bananas (per lb)`,
/// `Chicken thighs $2.99/lb`), or one item or package (`Kerrygold Butter 8 oz`, `Avocados, each`).
///
/// Only a weight said to be *per* something counts: `per lb`, `/lb`, `a pound`, `per kg`, `/100 g`; a
/// size (`8 oz`, `5 lb bag`) is the size of the package the price is for.
enum DealUnit {
    /// The units of weight a price can be per, by the words that name them.
    static let weights: [String: String] = [
        "lb": "lb", "lbs": "lb", "pound": "lb", "pounds": "lb", "kg": "kg", "kgs": "kg", "kilo": "kg",
        "kilogram": "kg", "kilograms": "kg", "oz": "oz", "ounce": "oz", "ounces": "oz",
    ]

    /// The unit the price of an item called `name` is per (`lb`, `kg`, `oz`, `100 g`), or nil when it
    /// is per item or package.
    static func pricedPer(_ name: String) -> String? {
        let text = name.lowercased()
        let words = Self.words(text)
        for (index, word) in words.enumerated() where ["per", "/", "a"].contains(word) && index + 1 < words.count {
            let next = words[index + 1]
            if word == "a", !["lb", "pound", "kg", "kilo"].contains(next) { continue }
            if let unit = weights[next] { return unit }
            if next == "100", index + 2 < words.count, ["g", "gram", "grams"].contains(words[index + 2]) {
                return "100 g"
            }
        }
        return nil
    }

    /// The words and slashes of `text`: `$0.49/lb` gives `0`, `49`, `/`, `lb`.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text {
            if character.isLetter || character.isNumber {
                current.append(character)
                continue
            }
            if !current.isEmpty { words.append(current) }
            current = ""
            if character == "/" { words.append("/") }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// The most of a weight unit larder multiplies a saving per unit by (``amount(_:unit:per:)``).
    static let largestAmount = 10_000.0

    /// How many of `unit` a list's quantity is, when its unit is that unit (`3` of `3 lb`); nil otherwise,
    /// and for more than ``largestAmount``, which no household buys: a saving per unit times such an amount
    /// would pass what whole cents can count.
    static func amount(_ quantity: Double?, unit listUnit: String?, per unit: String) -> Double? {
        guard let quantity, quantity > 0, quantity <= largestAmount, let listUnit else { return nil }
        return weights[listUnit.lowercased().trimmingSpaces] == unit ? quantity : nil
    }
}
