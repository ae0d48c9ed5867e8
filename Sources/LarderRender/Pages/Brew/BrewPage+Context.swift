extension BrewPage {
    /// The values of `brew.html` and the coffee section of `report.md`, under `brew`; each key is in
    /// docs/TEMPLATES.md.
    struct Context: Codable {
        var hasData: Bool
        /// The headline, and the average rating of all brews.
        var headline, averageRating: String
        /// Brews logged, the fewest brews a recipe to repeat needs, the weeks the trend covers, and brews
        /// logged without a taste tag.
        var brews, minimumBrewsToRepeat, trendWeeks, untaggedBrews: Int
        /// The ratings by recipe and by method.
        var byRecipe, byMethod: PageTable<Rating>
        var trend: [Week]
        /// SVG.
        var chart: String
        var tasteTags: [TasteTag]
        var rangeWarnings: [RangeWarning]
        var invalidRecipes: [InvalidRecipe]
        /// Whether any taste tag was logged, any brew is outside a range, and any recipe fails validation.
        var hasTasteTags, hasRangeWarnings, hasInvalidRecipes: Bool
        /// Only when a recipe qualifies.
        var recipeToRepeat: Rating?
        /// Only when a tag was logged.
        var tasteHint: TasteHint?
        /// The recipe to repeat as a card; only when a recipe qualifies.
        var recipeCard: Card?
        /// Brews that link a brewer and name no recipe (equipment is not a recipe), and whether any did.
        var brewsWithoutRecipe: Int
        var hasBrewsWithoutRecipe: Bool
        /// Ratings per brewer; per bean and per grinder with what brewed best.
        var byBrewer: PageTable<Rating>
        var byBean, byGrinder: PageTable<Linked>
        /// How many brews were rejected at import and the commonest reason; only when any was.
        var rejected: String?
    }

    /// Ratings of one recipe or method.
    struct Rating: Codable {
        /// The recipe or method, its average rating, and that rating as stars.
        var name, averageRating, stars: String
        var brews: Int
        var isRecipeToRepeat: Bool
    }

    /// One ISO week of the trend.
    struct Week: Codable {
        /// The ISO week, its label and its days.
        var week, label, days: String
        var brews: Int
        /// The week's average rating and its bar.
        var averageRating, bar: String
    }

    /// A taste tag and how often it was logged.
    struct TasteTag: Codable {
        var tag: String
        var count: Int
    }

    /// The most common taste tag and what to change.
    struct TasteHint: Codable {
        var tag: String
        var count: Int
        var hint: String
    }

    /// A V60 brew outside the recommended ranges.
    struct RangeWarning: Codable {
        /// The brew's date and short day, its recipe, the field out of range, its value, the recommended
        /// range, and `below` or `above`.
        var date, day, recipe, field, value, range, advice: String
    }

    /// A recipe that fails validation.
    struct InvalidRecipe: Codable {
        /// The recipe's name and method.
        var name, method: String
        var errors: [Reason]
        var reasons: String
    }

    /// One reason a recipe fails validation.
    struct Reason: Codable {
        var error: String
    }
}
