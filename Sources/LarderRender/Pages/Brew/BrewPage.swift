import LarderAnalysis

/// The values the coffee page and the coffee part of the weekly report receive (docs/TEMPLATES.md).
enum BrewPage: AnalysisPage {
    /// The key the page's values are under, and its name in the navigation.
    static let key = "brew", title = "Coffee"

    /// The brew analysis of `report`.
    static func result(in report: Report) -> BrewFindings { report.brew }

    /// The context for `brew.html` and the coffee section of `report.md`.
    static func context(_ report: BrewFindings, text: (String) -> String) -> Context {
        Context(
            hasData: report.hasData, headline: headline(report, text: text),
            averageRating: report.averageRating.map(rating) ?? "—", brews: report.brews,
            minimumBrewsToRepeat: report.minimumBrewsToRepeat, trendWeeks: report.trendWeeks,
            untaggedBrews: report.untaggedBrews,
            byRecipe: PageTable(
                caption: "Ratings by recipe", label: "Recipe",
                rows: report.byRecipe.map { group($0, text: text, best: report.recipeToRepeat) }),
            byMethod: PageTable(
                caption: "Ratings by method", label: "Method",
                rows: report.byMethod.map { group($0, text: text, best: nil) }),
            trend: trend(report), chart: trendChart(report),
            tasteTags: report.tasteTags.map { TasteTag(tag: text(tagName($0.tag)), count: $0.count) },
            rangeWarnings: report.rangeWarnings.map { warning($0, text: text) },
            invalidRecipes: report.invalidRecipes.map { invalid($0, text: text) },
            hasTasteTags: !report.tasteTags.isEmpty, hasRangeWarnings: !report.rangeWarnings.isEmpty,
            hasInvalidRecipes: !report.invalidRecipes.isEmpty,
            recipeToRepeat: report.recipeToRepeat.map { group($0, text: text, best: $0) },
            tasteHint: report.tasteHint.map { TasteHint(tag: text(tagName($0.tag)), count: $0.count, hint: $0.hint) },
            recipeCard: report.recipeCard.map { card($0, text: text) }, brewsWithoutRecipe: report.brewsWithoutRecipe,
            hasBrewsWithoutRecipe: report.brewsWithoutRecipe > 0,
            byBrewer: PageTable(
                caption: "Ratings by brewer", label: "Brewer",
                rows: report.byBrewer.map { row(text($0.name), $0.brews, $0.averageRating, isBest: false) }),
            byBean: PageTable(
                caption: "Ratings by bean", label: "Bean", rows: report.byBean.map { linked($0, text: text) }),
            byGrinder: PageTable(
                caption: "Ratings by grinder", label: "Grinder", rows: report.byGrinder.map { linked($0, text: text) }),
            rejected: rejected(report, text: text))
    }

    /// A rating to 2 decimals: `4.20`.
    static func rating(_ value: Double) -> String { TextFormat.decimal(value, places: 2) }

    /// A taste tag as people say it: `tooSour` → `too sour`; other tags as logged.
    static func tagName(_ tag: String) -> String {
        switch tag {
        case "tooSour": return "too sour"
        case "tooBitter": return "too bitter"
        case "tooWeak": return "too weak"
        case "tooStrong": return "too strong"
        default: return tag
        }
    }

    private static func group(
        _ group: BrewFindings.RatingGroup, text: (String) -> String, best: BrewFindings.RatingGroup?
    )
        -> Rating
    {
        row(text(group.name), group.brews, group.averageRating, isBest: best == group)
    }

    private static func row(_ name: String, _ brews: Int, _ average: Double, isBest: Bool) -> Rating {
        Rating(
            name: name, averageRating: rating(average), stars: UnicodeBar.bar(average, maximum: 5, width: 10),
            brews: brews, isRecipeToRepeat: isBest)
    }

    private static func warning(_ warning: BrewFindings.RangeWarning, text: (String) -> String) -> RangeWarning {
        let unit = warning.unit == "g/g" ? "" : " " + warning.unit
        let value =
            warning.field == "ratio" ? "1:" + TextFormat.number(warning.value) : TextFormat.number(warning.value) + unit
        let range =
            warning.field == "ratio"
            ? "1:\(TextFormat.number(warning.minimum))–1:\(TextFormat.number(warning.maximum))"
            : "\(TextFormat.number(warning.minimum))–\(TextFormat.number(warning.maximum))\(unit)"
        return RangeWarning(
            date: warning.date.description, day: TextFormat.shortDate(warning.date),
            recipe: text(warning.recipeName), field: warning.field, value: value, range: range,
            advice: warning.value < warning.minimum ? "below" : "above")
    }

    private static func invalid(_ recipe: BrewFindings.InvalidRecipe, text: (String) -> String) -> InvalidRecipe {
        InvalidRecipe(
            name: text(recipe.name), method: text(recipe.method ?? "—"),
            errors: recipe.errors.map { Reason(error: text($0)) },
            reasons: recipe.errors.map(text).joined(separator: "; "))
    }
}
