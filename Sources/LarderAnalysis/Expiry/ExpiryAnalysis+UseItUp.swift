import Foundation
import GRDB
import LarderStore
import LarderValues

extension ExpiryAnalysis {
    /// Recipes (Savry's and Fridgy's) whose ingredients include food due soon, best first, each with its
    /// ingredients that are to throw out or missing.
    ///
    /// An ingredient uses an item when their names match under ``ItemNameMatcher`` ("tomatoes" uses
    /// "Roma tomatoes"). Ingredients are read from the recipe's JSON list: strings, or objects with a
    /// `name` (or `item`/`ingredient`). Only `due` items make a recipe a suggestion. An ingredient no
    /// `kept` item has (the names of the items in stock not to throw out) is named: by the items of
    /// `throwOut` that have it, else as missing.
    func recipes(
        _ db: Database, using due: [ExpiryFindings.Item], throwOut: [ExpiryFindings.Item], kept: [String]
    ) throws -> [ExpiryFindings.Recipe] {
        guard !due.isEmpty else { return [] }
        let dueKeys = due.sorted { ($0.daysLeft ?? 0, $0.name) < ($1.daysLeft ?? 0, $1.name) }
            .map { ($0.name, ItemNameMatcher.key($0.name)) }
        let stock = Stock(
            kept: kept.map(ItemNameMatcher.key), throwOut: throwOut.map { ($0.name, ItemNameMatcher.key($0.name)) })
        var found: [ExpiryFindings.Recipe] = []
        for recipe in try RecipeQueries.withIngredients(for: scope.filter, in: db) {
            let written = Self.ingredientNames(recipe.ingredients)
            let ingredients = written.map(ItemNameMatcher.key)
            let uses = dueKeys.filter { _, key in ingredients.contains { ItemNameMatcher.matches($0, key) } }
            guard !uses.isEmpty else { continue }
            let (toThrowOut, missing) = stock.lacking(written, keys: ingredients)
            found.append(
                .init(
                    name: recipe.name, uses: uses.map(\.0), ingredientCount: ingredients.count,
                    toThrowOut: toThrowOut, missing: missing))
        }
        let rank = Dictionary(dueKeys.enumerated().map { ($0.element.0, $0.offset) }, uniquingKeysWith: min)
        return Array(
            found.sorted { first, second in
                if first.uses.count != second.uses.count { return first.uses.count > second.uses.count }
                let (a, b) = (rank[first.uses[0]] ?? 0, rank[second.uses[0]] ?? 0)
                return a != b ? a < b : first.name < second.name
            }.prefix(5))
    }

    /// The food in stock, by name key: what can be cooked with and what is to throw out.
    private struct Stock {
        var kept: [Set<String>]
        var throwOut: [(name: String, key: Set<String>)]

        /// Of a recipe's ingredients (as written, and their keys), those no kept item has: the items to
        /// throw out that have them (each once, in the recipe's order), and the ingredients none has.
        func lacking(_ written: [String], keys: [Set<String>]) -> (toThrowOut: [String], missing: [String]) {
            var toThrowOut: [String] = []
            var missing: [String] = []
            for (name, key) in zip(written, keys) where !kept.contains(where: { ItemNameMatcher.matches($0, key) }) {
                let spoilt = throwOut.filter { ItemNameMatcher.matches($0.key, key) }.map(\.name)
                if spoilt.isEmpty {
                    missing.append(name)
                } else {
                    toThrowOut += spoilt.filter { !toThrowOut.contains($0) }
                }
            }
            return (toThrowOut, missing)
        }
    }

    /// The ingredient names of a recipe's JSON list.
    static func ingredientNames(_ json: String?) -> [String] {
        guard let json, let list = (try? JSONValue(parsing: json))?.items else { return [] }
        return list.compactMap { element in
            if let name = element.string { return name }
            return (element["name"] ?? element["item"] ?? element["ingredient"])?.string
        }
    }
}
