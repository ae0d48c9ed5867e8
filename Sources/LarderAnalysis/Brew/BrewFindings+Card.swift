extension BrewFindings {
    /// The recipe to repeat as a card to brew from, from the recipe's stored fields; a field the data
    /// lacks is nil and named in `missing`, never filled in.
    public struct RecipeCard: Equatable, Sendable, Encodable {
        /// The stored recipe's id, or nil when the recipe to repeat is known only by its name at brew
        /// time (then every field is missing).
        public var recipeID: String?
        /// The recipe's name.
        public var name: String
        /// Its method, or nil when none.
        public var method: String?
        /// Grams of coffee, grams of water, and °C.
        public var doseGrams, yieldGrams, temperatureCelsius: Double?
        /// Grams of water per gram of coffee (yield ÷ dose), 2 decimals; nil without both.
        public var ratio: Double?
        /// The grind setting (`mediumFine`) and how it feels (`like table salt`).
        public var grindLabel, grindDescriptor: String?
        /// The steps in order.
        public var steps: [Step]
        /// The card's fields the data lacks, of `dose`, `yield`, `ratio`, `temperature`, `grind`, `steps`.
        public var missing: [String]
    }

    /// One step of a recipe card.
    public struct Step: Equatable, Sendable, Encodable {
        /// The step's place, 1 for the first.
        public var number: Int
        /// What to do, or nil when the step has no text.
        public var instruction: String?
        /// How long the step lasts in seconds, and the water it pours in grams, or nil.
        public var timerSeconds, waterGrams: Double?
        /// Whether `waterGrams` is the running total after the step rather than the step's own pour.
        public var isCumulative: Bool
    }

    /// Brews, average rating and what brewed best, for one bean, grinder or brewer the brews link.
    public struct LinkedGroup: Equatable, Sendable, Encodable {
        /// The stored row's id; nil for a bean, which groups its bags by roaster and name.
        public var id: String?
        /// Its name.
        public var name: String
        /// A bean's roaster; nil when not stored, and for grinders and brewers.
        public var roaster: String?
        /// Brews that link it.
        public var brews: Int
        /// Their average rating (1–5) to 2 decimals.
        public var averageRating: Double
        /// Among these brews, the recipe that would be repeated by the rule of `recipeToRepeat`, and
        /// the brewer with the best average by the same rule (nil for a brewer's own group); nil when
        /// none qualifies.
        public var bestRecipe, bestBrewer: String?
    }
}
