import Foundation
import GRDB
import LarderStore

extension ExpiryAnalysis {
    /// Recipes (Savry's and Fridgy's) whose ingredients include food due soon, best first.
    ///
    /// An ingredient uses an item when their names match under ``ItemNameMatcher`` ("tomatoes" uses
    /// "Roma tomatoes"). Ingredients are read from the recipe's JSON list: strings, or objects with a
    /// `name` (or `item`/`ingredient`).
    func recipes(_ db: Database, using due: [ExpiryReport.Item]) throws -> [ExpiryReport.Recipe] {
        guard !due.isEmpty else { return [] }
        let dueKeys = due.sorted { ($0.daysLeft ?? 0, $0.name) < ($1.daysLeft ?? 0, $1.name) }
            .map { ($0.name, ItemNameMatcher.key($0.name)) }
        var found: [ExpiryReport.Recipe] = []
        for recipe in try RecipeQueries.withIngredients(for: scope.filter, in: db) {
            let ingredients = Self.ingredientNames(recipe.ingredients).map(ItemNameMatcher.key)
            let uses = dueKeys.filter { _, key in ingredients.contains { ItemNameMatcher.matches($0, key) } }
            guard !uses.isEmpty else { continue }
            found.append(.init(name: recipe.name, uses: uses.map(\.0), ingredientCount: ingredients.count))
        }
        let rank = Dictionary(dueKeys.enumerated().map { ($0.element.0, $0.offset) }, uniquingKeysWith: min)
        return Array(
            found.sorted { first, second in
                if first.uses.count != second.uses.count { return first.uses.count > second.uses.count }
                let (a, b) = (rank[first.uses[0]] ?? 0, rank[second.uses[0]] ?? 0)
                return a != b ? a < b : first.name < second.name
            }.prefix(5))
    }

    /// The ingredient names of a recipe's JSON list.
    static func ingredientNames(_ json: String?) -> [String] {
        guard let data = json?.data(using: .utf8),
            let list = (try? JSONSerialization.jsonObject(with: data)) as? [Any]
        else { return [] }
        return list.compactMap { element in
            if let name = element as? String { return name }
            guard let object = element as? [String: Any] else { return nil }
            return (object["name"] ?? object["item"] ?? object["ingredient"]) as? String
        }
    }
}
