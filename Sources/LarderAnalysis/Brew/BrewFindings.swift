import LarderValues

/// Which brew recipe to repeat, as of a date: ratings, trend, taste tags, range warnings and invalid recipes.
///
/// Ratings are 1–5 (other scales were rescaled at import). Averages are rounded to 2 decimals.
public struct BrewFindings: Equatable, Sendable, Encodable {
    /// Brews and their average rating for one recipe or method.
    public struct RatingGroup: Equatable, Sendable, Encodable {
        /// The recipe's id when the brews name one; nil for a recipe known only by its name at brew
        /// time, and for a method.
        public var recipeID: String?
        /// The recipe's current name (else its latest name at brew time), or the method.
        public var name: String
        /// Brews in the group.
        public var brews: Int
        /// Their average rating, 1–5, to 2 decimals.
        public var averageRating: Double
    }

    /// Brews in one ISO week.
    public struct Week: Equatable, Sendable, Encodable {
        /// The ISO week.
        public var period: CalendarPeriod
        /// Brews logged that week.
        public var brews: Int
        /// Their average rating to 2 decimals, or nil for a week without brews.
        public var averageRating: Double?
    }

    /// How often a taste tag was logged.
    public struct TagCount: Equatable, Sendable, Encodable {
        /// The tag (`tooSour`, `tooBitter`, `tooWeak`, `tooStrong`, or another tag as logged).
        public var tag: String
        /// Brews with the tag.
        public var count: Int
    }

    /// The most frequent taste tag and seed 002's hint for it.
    public struct TasteHint: Equatable, Sendable, Encodable {
        /// The tag.
        public var tag: String
        /// Brews with the tag.
        public var count: Int
        /// What to change next time (seed 002 §2.4).
        public var hint: String
    }

    /// A brew value outside seed 002's V60 recommended range (§3.3; a warning, never a rejection).
    public struct RangeWarning: Equatable, Sendable, Encodable {
        /// The brew log's id.
        public var logID: String
        /// The day of the brew.
        public var date: CivilDate
        /// The recipe name at brew time.
        public var recipeName: String
        /// `dose`, `yield`, `ratio` or `temperature`.
        public var field: String
        /// The value: grams, grams of water per gram of coffee, or °C, to 2 decimals.
        public var value: Double
        /// The lowest and the highest recommended value.
        public var minimum, maximum: Double
        /// `g`, `g/g` or `°C`.
        public var unit: String
    }

    /// A recipe that fails seed 002's validation (§3.1) and cannot be brewed.
    public struct InvalidRecipe: Equatable, Sendable, Encodable {
        /// The recipe's id and its name.
        public var id, name: String
        /// Its method, or nil.
        public var method: String?
        /// Why it is invalid, one reason per item, as recorded at import.
        public var errors: [String]
    }

    /// The date the report is for.
    public var asOf: CivilDate
    /// Whether any brew was logged up to `asOf`; false means there is nothing to report.
    public var hasData: Bool
    /// Brews logged up to `asOf`.
    public var brews: Int
    /// Their average rating to 2 decimals, or nil without brews.
    public var averageRating: Double?
    /// Per recipe, by name then id (brews that name no recipe, equipment only, are not here); per method
    /// (`unknown` when not logged), by name.
    public var byRecipe, byMethod: [RatingGroup]
    /// The last `trendWeeks` ISO weeks up to `asOf`'s, oldest first, including weeks without brews.
    public var trend: [Week]
    /// How many weeks `trend` covers.
    public var trendWeeks: Int
    /// Taste tags by count, most frequent first, ties by tag name.
    public var tasteTags: [TagCount]
    /// Brews logged without a taste tag.
    public var untaggedBrews: Int
    /// The most frequent tag (ties go to the first tag name in alphabetical order) with its hint, or nil.
    public var tasteHint: TasteHint?
    /// V60 brews with a value outside the recommended range, newest first.
    public var rangeWarnings: [RangeWarning]
    /// Recipes that fail validation, by name then id.
    public var invalidRecipes: [InvalidRecipe]
    /// The fewest brews a recipe needs to be recommended.
    public var minimumBrewsToRepeat: Int
    /// The valid recipe with the best average among those with at least `minimumBrewsToRepeat`
    /// brews; ties go to more brews, then to the name. Nil when no recipe has enough brews.
    public var recipeToRepeat: RatingGroup?
    /// The card of `recipeToRepeat`, or nil without one.
    public var recipeCard: RecipeCard?
    /// Brews that name no recipe but link a brewer (a Beanconqueror preparation): equipment, not a recipe.
    public var brewsWithoutRecipe: Int
    /// Per brewer, per bean (its bags together) and per grinder the brews link, by name, roaster, id;
    /// empty when no brew links one.
    public var byBrewer, byBean, byGrinder: [LinkedGroup]
    /// Brew rows rejected at import, whatever their date (`rejected_rows` keeps each file's latest import).
    public var rejectedBrews: Int
    /// The reason given most often, word for word (ties go to the one that sorts first); nil without
    /// rejections.
    public var commonestRejection: String?
    /// How many rows it was given for.
    public var commonestRejectionCount: Int
}
