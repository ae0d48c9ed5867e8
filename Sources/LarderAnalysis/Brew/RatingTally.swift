/// The ratings of a group of brews (one recipe or one method), summed in integers so averages and
/// comparisons are exact.
struct RatingTally {
    /// The recipe's id, or nil.
    var recipeID: String?
    /// The name the report shows.
    var name: String
    /// False when the recipe fails validation.
    var isValid: Bool
    /// The sum of the ratings.
    var sum = 0
    /// The number of brews.
    var count = 0

    /// The group as the report shows it.
    var group: BrewFindings.RatingGroup {
        BrewFindings.RatingGroup(
            recipeID: recipeID, name: name, brews: count, averageRating: Figures.ratio(sum, count) ?? 0)
    }

    /// Whether this group is the better one to repeat: a higher exact average, then more brews, then
    /// the earlier name, then the earlier id.
    func isBetter(than other: RatingTally) -> Bool {
        let mine = sum * other.count
        let theirs = other.sum * count
        if mine != theirs { return mine > theirs }
        if count != other.count { return count > other.count }
        return (name, recipeID ?? "") < (other.name, other.recipeID ?? "")
    }

    /// Groups `logs` (oldest first) by `key`; `describe` gives a log's id, name and validity, and the
    /// newest log of a group names it. Returned by name, then id.
    static func groups(
        _ logs: [BrewAnalysis.Log], key: (BrewAnalysis.Log) -> String,
        describe: (BrewAnalysis.Log) -> (String?, String, Bool)
    ) -> [RatingTally] {
        var tallies: [String: RatingTally] = [:]
        for log in logs {
            let (id, name, isValid) = describe(log)
            var tally = tallies[key(log)] ?? RatingTally(recipeID: id, name: name, isValid: isValid)
            tally.name = name
            tally.sum += log.rating
            tally.count += 1
            tallies[key(log)] = tally
        }
        return tallies.values.sorted { ($0.name, $0.recipeID ?? "") < ($1.name, $1.recipeID ?? "") }
    }
}
