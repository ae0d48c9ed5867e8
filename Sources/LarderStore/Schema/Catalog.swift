/// Every canonical table larder knows, in the order they are created and documented.
public enum Catalog {
    /// All canonical tables.
    public static let tables: [TableSpec] = [
        groups, users, categories, locations, inventoryItems, shoppingItems, wishItems, deals, aisleLocations,
        recipes, mealPlans, groceryLists, groceryListItems, budgetEntries, brewRecipes, brewRecipeSteps, brewLogs,
        coffeeBeans, coffeeMills, coffeePreparations, customEvents, favorites, shelfLife, storeNames,
    ]

    /// The table for a `--as` kind or a table name, or nil.
    public static func table(named name: String) -> TableSpec? {
        let key = ColumnSpec.normalise(name)
        return tables.first { ColumnSpec.normalise($0.kind) == key || ColumnSpec.normalise($0.name) == key }
    }
}
