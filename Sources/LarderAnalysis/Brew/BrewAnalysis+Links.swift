import LarderStore

extension BrewAnalysis.Log {
    /// Whether the brew names a recipe. A brew that links a brewer (a preparation) and no recipe names
    /// equipment: Beanconqueror has no recipes, and its brews carry their preparation's name.
    var namesRecipe: Bool { row.recipeID != nil || row.preparation == nil }
}

extension BrewAnalysis {
    /// The brews grouped by recipe: by id, else by the name at brew time.
    static func recipeTallies(_ logs: [Log]) -> [RatingTally] {
        RatingTally.groups(logs.filter(\.namesRecipe), key: { $0.recipeID ?? "name:" + $0.recipeNameAtBrew }) { log in
            (log.recipeID, log.recipeName ?? log.recipeNameAtBrew, log.recipeIsValid ?? true)
        }
    }

    /// The tally to recommend: valid, with at least `minimumBrewsToRepeat` brews, the best by
    /// ``RatingTally/isBetter(than:)``.
    func best(_ tallies: [RatingTally]) -> RatingTally? {
        tallies.filter { $0.isValid && $0.count >= minimumBrewsToRepeat }.min { $0.isBetter(than: $1) }
    }

    /// The brews grouped by the row they link through `link` (a bean, a grinder or a brewer), by name
    /// then id, each with the recipe and the brewer that brewed best with it; the newest brew names it.
    /// `byName` groups by roaster and name instead of by row: a bean's bags, bought again and again, are
    /// one coffee (and the group has no id).
    func linked(
        _ logs: [Log], by link: KeyPath<BrewQueries.Log, BrewQueries.Link?>, byName: Bool = false
    ) -> [BrewFindings.LinkedGroup] {
        let pairs = logs.compactMap { log in log.row[keyPath: link].map { (link: $0, log: log) } }
        let groups = Dictionary(grouping: pairs) {
            byName ? "\($0.link.roaster ?? "")\n\($0.link.name)" : Self.key($0.link)
        }
        return groups.values.map { pairs in
            let logs = pairs.map(\.log)
            let named = pairs[pairs.count - 1].link
            return BrewFindings.LinkedGroup(
                id: byName ? nil : named.id, name: named.name, roaster: named.roaster, brews: logs.count,
                averageRating: Figures.ratio(logs.reduce(0) { $0 + $1.rating }, logs.count) ?? 0,
                bestRecipe: best(Self.recipeTallies(logs))?.name,
                bestBrewer: link == \.preparation ? nil : best(Self.brewerTallies(logs))?.name)
        }.sorted { ($0.name, $0.roaster ?? "", $0.id ?? "") < ($1.name, $1.roaster ?? "", $1.id ?? "") }
    }

    /// The brews that link a brewer, grouped by it.
    static func brewerTallies(_ logs: [Log]) -> [RatingTally] {
        RatingTally.groups(logs.filter { $0.preparation != nil }, key: { key($0.preparation) }) { log in
            (log.preparation?.id, log.preparation?.name ?? "", true)
        }
    }

    /// What groups brews by a linked row: its id, else its name.
    static func key(_ link: BrewQueries.Link?) -> String { link.map { $0.id ?? "name:" + $0.name } ?? "" }
}
