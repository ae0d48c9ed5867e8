import Foundation
import GRDB
import LarderStore
import LarderValues

/// Reads the brew history up to a day: how brews rate, how that moves week by week, what the taste
/// tags say to change, which brews left the V60 ranges, which recipes are broken, which to repeat and
/// its card, how each brewer, bean and grinder fares, and how many brews were rejected at import.
public struct BrewAnalysis: Analysis {
    /// The day (brews logged after it are not read) and whose brews and recipes to read (brew data
    /// has no owner columns today, so it is shared).
    public let settings: ReportSettings
    /// The fewest brews a recipe needs before it is recommended.
    public var minimumBrewsToRepeat = 3
    /// How many ISO weeks the trend covers, ending with `asOf`'s week.
    public var trendWeeks = 12

    /// Creates the analysis for a report, its options at their defaults.
    public init(_ settings: ReportSettings) { self.settings = settings }

    /// One brew log as Store reads it (with the recipe it names, if any), on the day it was brewed:
    /// the row's fields are the log's own (`log.doseGrams`).
    @dynamicMemberLookup
    struct Log {
        /// The log as stored.
        var row: BrewQueries.Log
        /// The day of the brew (UTC).
        var date: CivilDate

        /// A field of the stored log.
        subscript<Value>(dynamicMember field: KeyPath<BrewQueries.Log, Value>) -> Value { row[keyPath: field] }
    }

    /// Reads the brews and recipes and builds the report.
    public func analyse(_ db: Database) throws -> BrewFindings {
        let logs = try self.logs(db)
        let recipes = Self.recipeTallies(logs)
        let methods = RatingTally.groups(logs, key: { Self.methodName($0.method) }) { log in
            (nil, Self.methodName(log.method), true)
        }
        let tags = TasteTags(logs.map(\.tasteTag))
        let best = best(recipes)?.group
        let rejections = try BrewQueries.rejections(in: db)
        return BrewFindings(
            asOf: asOf, hasData: !logs.isEmpty, brews: logs.count,
            averageRating: Figures.ratio(logs.reduce(0) { $0 + $1.rating }, logs.count),
            byRecipe: recipes.map(\.group), byMethod: methods.map(\.group), trend: trend(logs), trendWeeks: trendWeeks,
            tasteTags: tags.counts, untaggedBrews: tags.untagged, tasteHint: tags.hint,
            rangeWarnings: V60Ranges.warnings(for: logs), invalidRecipes: try invalidRecipes(db),
            minimumBrewsToRepeat: minimumBrewsToRepeat, recipeToRepeat: best,
            recipeCard: try best.map { try card(for: $0, in: db) },
            brewsWithoutRecipe: logs.count { !$0.namesRecipe }, byBrewer: linked(logs, by: \.preparation),
            byBean: linked(logs, by: \.bean, byName: true), byGrinder: linked(logs, by: \.mill),
            rejectedBrews: rejections.count,
            commonestRejection: rejections.commonestReason, commonestRejectionCount: rejections.commonestCount)
    }

    /// The brews logged up to `asOf`, oldest first.
    func logs(_ db: Database) throws -> [Log] {
        try BrewQueries.logs(through: asOf, for: scope.filter, in: db).compactMap { log in
            log.timestamp.flatMap(CivilDate.init(leadingISO:)).map { Log(row: log, date: $0) }
        }
    }

    /// Recipes marked invalid at import, with their reasons.
    func invalidRecipes(_ db: Database) throws -> [BrewFindings.InvalidRecipe] {
        try BrewQueries.invalidRecipes(for: scope.filter, in: db).map { recipe in
            let errors = (recipe.validationErrors ?? "").split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            return BrewFindings.InvalidRecipe(id: recipe.id, name: recipe.name, method: recipe.method, errors: errors)
        }
    }

    /// Brews and average rating per ISO week, for the `trendWeeks` weeks ending with `asOf`'s.
    func trend(_ logs: [Log]) -> [BrewFindings.Week] {
        (0..<max(trendWeeks, 0)).map { offset in
            let week = CalendarPeriod.isoWeek(containing: asOf.adding(days: -7 * (trendWeeks - 1 - offset)))
            let ratings = logs.filter { week.contains($0.date) }.map(\.rating)
            return BrewFindings.Week(
                period: week, brews: ratings.count, averageRating: Figures.ratio(ratings.reduce(0, +), ratings.count))
        }
    }

    /// The method's name as logged, or `unknown`.
    static func methodName(_ method: String?) -> String {
        let trimmed = method?.trimmingCharacters(in: .whitespaces) ?? ""
        return trimmed.isEmpty ? "unknown" : trimmed
    }
}
