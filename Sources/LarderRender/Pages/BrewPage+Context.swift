extension BrewPage {
    /// The values of `brew.html` and the coffee section of `report.md`, under `brew`; each key is in
    /// docs/TEMPLATES.md.
    struct Context: Codable {
        var hasData: Bool
        var headline: String
        var brews: Int
        var averageRating: String
        var minimumBrewsToRepeat: Int
        var trendWeeks: Int
        var byRecipe: PageTable<Rating>
        var byMethod: PageTable<Rating>
        var trend: [Week]
        /// SVG.
        var chart: String
        var tasteTags: [TasteTag]
        var hasTasteTags: Bool
        var untaggedBrews: Int
        var rangeWarnings: [RangeWarning]
        var hasRangeWarnings: Bool
        var invalidRecipes: [InvalidRecipe]
        var hasInvalidRecipes: Bool
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
        var name: String
        var brews: Int
        var averageRating: String
        var isRecipeToRepeat: Bool
        var stars: String
    }

    /// One ISO week of the trend.
    struct Week: Codable {
        var week: String
        var label: String
        var days: String
        var brews: Int
        var averageRating: String
        var bar: String
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
        var date: String
        var day: String
        var recipe: String
        var field: String
        var value: String
        var range: String
        var advice: String
    }

    /// A recipe that fails validation.
    struct InvalidRecipe: Codable {
        var name: String
        var method: String
        var errors: [Reason]
        var reasons: String
    }

    /// One reason a recipe fails validation.
    struct Reason: Codable {
        var error: String
    }
}
