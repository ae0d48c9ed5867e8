/// Every canonical table larder knows, in the order they are created and documented.
public enum Catalog {
    /// All canonical tables.
    public static let tables: [TableSpec] = [
        groups, users, categories, locations, inventoryItems, shoppingItems, wishItems, deals, aisleLocations,
        recipes, mealPlans, groceryLists, groceryListItems, budgetEntries, brewRecipes, brewRecipeSteps, brewLogs,
        coffeeBeans, coffeeMills, coffeePreparations, customEvents, favorites, shelfLife, storeNames, transactions,
        budgetRules,
    ]

    /// The table for a `--as` kind or a table name, or nil.
    public static func table(named name: String) -> TableSpec? {
        let key = ColumnSpec.normalise(name)
        return tables.first { ColumnSpec.normalise($0.kind) == key || ColumnSpec.normalise($0.name) == key }
    }

    /// What every table of rows kept as text is named after: `raw_<slug>` (`RawTableWriter`).
    package static let rawTablePrefix = "raw_"

    /// Whether `name` is a table of rows kept as text (`raw_prices`), not one of the catalog's.
    public static func isRawTable(_ name: String) -> Bool { name.hasPrefix(rawTablePrefix) }
}
