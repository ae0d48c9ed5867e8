import Foundation
import GRDB
import LarderTestSupport
import LarderValues
import Testing

@testable import LarderStore

/// Ties the names in Store's queries to the catalog: every query method of `Sources/LarderStore/Queries`
/// runs here against a freshly migrated database, each statement it runs is compiled again under
/// SQLite's authorizer, and every table and column the statement reads or writes must be one the catalog
/// defines; every column a query type reads from a row by name must be one its statements return.
@Suite struct QueryCatalogTests {
    static let day = CivilDate(year: 2026, month: 11, day: 22)!
    /// Owners named, so that every query reads its table's owner columns too.
    static let owners = OwnerFilter(groupIDs: ["g1"], userIDs: ["u1"])
    static let recipeChanges = [StarterRecipeQueries.Change(column: "default_dose", value: 16.databaseValue)]
    static let stepChanges = [StarterRecipeQueries.Change(column: "water_amount_grams", value: 250.databaseValue)]

    /// One call of every query method, by `Type.method`.
    static let calls: [(name: String, run: @Sendable (Database) throws -> Void)] = [
        ("AisleQueries.storeSpellings", { _ = try AisleQueries.storeSpellings(for: owners, in: $0) }),
        (
            "AisleQueries.locations",
            {
                _ = try AisleQueries.locations(storeNames: ["H Mart"], chains: ["hmart"], for: owners, in: $0)
            }
        ),
        ("BrewQueries.logs", { _ = try BrewQueries.logs(through: day, for: owners, in: $0) }),
        ("BrewQueries.invalidRecipes", { _ = try BrewQueries.invalidRecipes(for: owners, in: $0) }),
        ("BrewQueries.logExists", { _ = try BrewQueries.logExists(id: "brew-1", in: $0) }),
        ("BrewQueries.rejections", { _ = try BrewQueries.rejections(in: $0) }),
        ("BrewRecipeQueries.card", { _ = try BrewRecipeQueries.card(ofRecipe: "r1", for: owners, in: $0) }),
        ("BrewRecipeQueries.recipes", { _ = try BrewRecipeQueries.recipes(in: $0) }),
        ("BrewRecipeQueries.stepsByRecipe", { _ = try BrewRecipeQueries.stepsByRecipe(in: $0) }),
        (
            "BrewRecipeQueries.markValidity",
            { try BrewRecipeQueries.markValidity(ofRecipe: "r1", errors: ["x"], in: $0) }
        ),
        ("BudgetQueries.userBudgets", { _ = try BudgetQueries.userBudgets(for: owners, in: $0) }),
        ("BudgetQueries.entries", { _ = try BudgetQueries.entries(for: owners, in: $0) }),
        ("BudgetQueries.groceryListCosts", { _ = try BudgetQueries.groceryListCosts(for: owners, in: $0) }),
        ("BudgetQueries.mealPlans", { _ = try BudgetQueries.mealPlans(for: owners, in: $0) }),
        ("TransactionQueries.transactions", { _ = try TransactionQueries.transactions(for: owners, in: $0) }),
        ("TransactionQueries.budgetRules", { _ = try TransactionQueries.budgetRules(in: $0) }),
        ("CategoryQueries.all", { _ = try CategoryQueries.all(in: $0) }),
        ("CategoryQueries.exists", { _ = try CategoryQueries.exists(id: "c1", in: $0) }),
        (
            "CategoryQueries.storedCategory",
            {
                _ = try CategoryQueries.storedCategory(ofShoppingItem: "s1", otherThan: "Dairy", in: $0)
            }
        ),
        (
            "CategoryQueries.shoppingItemsWithUnknownCategory",
            {
                _ = try CategoryQueries.shoppingItemsWithUnknownCategory(in: $0)
            }
        ),
        ("CategoryQueries.setCategory", { try CategoryQueries.setCategory("c1", ofShoppingItem: "s1", in: $0) }),
        ("CustomEventQueries.events", { _ = try CustomEventQueries.events(for: owners, in: $0) }),
        (
            "DealQueries.forEach",
            { try DealQueries.forEach(zipCode: "02139", runningOn: day, for: owners, in: $0) { _ in } }
        ),
        ("ImportQueries.rejectionCounts", { _ = try ImportQueries.rejectionCounts(in: $0) }),
        ("ImportQueries.rejections", { _ = try ImportQueries.rejections(perKind: 3, in: $0) }),
        ("ImportQueries.keptSections", { _ = try ImportQueries.keptSections(in: $0) }),
        ("InventoryQueries.inStock", { _ = try InventoryQueries.inStock(for: owners, in: $0) }),
        (
            "InventoryQueries.discarded",
            {
                _ = try InventoryQueries.discarded(from: day, through: day, for: owners, in: $0)
            }
        ),
        (
            "MealPlanQueries.estimatedSavings",
            { _ = try MealPlanQueries.estimatedSavings(inMonth: "2026-11", for: owners, in: $0) }
        ),
        (
            "MealPlanQueries.latestShoppingPlace",
            {
                _ = try MealPlanQueries.latestShoppingPlace(onOrBefore: day, for: owners, in: $0)
            }
        ),
        ("OwnerQueries.groupIDs", { _ = try OwnerQueries.groupIDs(in: $0) }),
        ("OwnerQueries.userIDs", { _ = try OwnerQueries.userIDs(in: $0) }),
        ("OwnerQueries.groupsOfUsers", { _ = try OwnerQueries.groupsOfUsers(in: $0) }),
        ("OwnerQueries.groupName", { _ = try OwnerQueries.groupName(id: "g1", in: $0) }),
        ("OwnerQueries.userName", { _ = try OwnerQueries.userName(id: "u1", in: $0) }),
        ("RecipeQueries.withIngredients", { _ = try RecipeQueries.withIngredients(for: owners, in: $0) }),
        ("ShelfLifeQueries.entries", { _ = try ShelfLifeQueries.entries(in: $0) }),
        ("ShoppingQueries.items", { _ = try ShoppingQueries.items(createdBy: day, for: owners, in: $0) }),
        ("ShoppingQueries.wishes", { _ = try ShoppingQueries.wishes(createdBy: day, for: owners, in: $0) }),
        (
            "ShoppingQueries.groceryItemsToBuy",
            { _ = try ShoppingQueries.groceryItemsToBuy(on: day, for: owners, in: $0) }
        ),
        ("ShoppingQueries.storeNames", { _ = try ShoppingQueries.storeNames(for: owners, in: $0) }),
        ("ShoppingQueries.purchases", { _ = try ShoppingQueries.purchases(through: day, for: owners, in: $0) }),
        ("StoreQueries.dealStores", { _ = try StoreQueries.dealStores(zipCode: "02139", for: owners, in: $0) }),
        ("StoreQueries.aisleMapStores", { _ = try StoreQueries.aisleMapStores(for: owners, in: $0) }),
        ("StoreQueries.pins", { _ = try StoreQueries.pins(in: $0) }),
        ("StoreQueries.preferredStores", { _ = try StoreQueries.preferredStores(for: owners, in: $0) }),
        (
            "StarterRecipeQueries.changedStarter",
            {
                _ = try StarterRecipeQueries.changedStarter(
                    recipeID: "r1".databaseValue, changes: recipeChanges, in: $0)
            }
        ),
        (
            "StarterRecipeQueries.starterOfChangedStep",
            {
                _ = try StarterRecipeQueries.starterOfChangedStep(
                    stepID: "t0".databaseValue, changes: stepChanges, in: $0)
            }
        ),
    ]

    /// The folder of the query types.
    static let folder = Paths.root.appendingPathComponent("Sources/LarderStore/Queries")

    /// The source of each query type, by type name (the file's name), from the folder and its sub-folders.
    static func sources() throws -> [String: String] {
        let files = try FileManager.default.subpathsOfDirectory(atPath: folder.path).map {
            folder.appendingPathComponent($0)
        }
        return try Dictionary(
            uniqueKeysWithValues: files.filter { $0.pathExtension == "swift" }.map {
                ($0.deletingPathExtension().lastPathComponent, try String(contentsOf: $0, encoding: .utf8))
            })
    }

    /// Every statement each call runs on a freshly migrated database, as SQLite gets it (arguments as
    /// `?`), by call, and a connection with the same schema to compile them on. A call that fails (a name
    /// the database does not have) is recorded as an issue that names it.
    static func traced() throws -> (statements: [(call: String, sql: [String])], names: StatementNames) {
        final class Traced { var sql: [String] = [] }
        let database = try LarderDatabase()
        let statements = try database.writer.write { db in
            calls.map { name, call in
                let traced = Traced()
                db.trace { if case .statement(let statement) = $0 { traced.sql.append(statement.sql) } }
                defer { db.trace() }
                do { try call(db) } catch { Issue.record("\(name) failed on a freshly migrated database: \(error)") }
                return (name, traced.sql)
            }
        }
        let schema = try database.writer.read {
            try String.fetchAll(
                $0, sql: "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'")
        }
        return (statements, try StatementNames(schema: schema))
    }

    /// Whether the catalog defines the table, and the column when one is named; the ledger's tables that
    /// migrations define (`rejected_rows`, `import_files`, `import_kept_sections`: a name they lack fails to
    /// compile) are allowed too.
    static func isInCatalog(_ name: StatementNames.Name) -> Bool {
        if ["rejected_rows", "import_files", "import_kept_sections"].contains(name.table) { return true }
        guard let table = Catalog.tables.first(where: { $0.name == name.table }) else { return false }
        return name.column.map { table.index(of: $0) != nil } ?? true
    }

    @Test func everyQueryMethodIsCalledHere() throws {
        let declared = try Self.sources().flatMap { type, source in
            source.matches(of: /package static func (\w+)/).map { "\(type).\($0.1)" }
        }
        #expect(declared.sorted() == Self.calls.map(\.name).sorted())
    }

    @Test func everyQueryNamesOnlyTablesAndColumnsOfTheCatalog() throws {
        let (statements, names) = try Self.traced()
        for (call, sql) in statements {
            #expect(!sql.isEmpty, "\(call) ran no statement")
            for text in sql {
                let touched = try names.compile(text).touched
                #expect(!touched.isEmpty, "\(call) names no table: \(text)")
                for name in touched where !Self.isInCatalog(name) {
                    Issue.record("\(call) \(name), which the catalog does not define, in: \(text)")
                }
            }
        }
    }

    @Test func everyColumnAQueryTypeReadsByNameIsOneItsStatementsReturn() throws {
        let (statements, names) = try Self.traced()
        for (type, source) in try Self.sources() {
            let returned = try statements.filter { $0.call.hasPrefix(type + ".") }.flatMap(\.sql).flatMap {
                try names.compile($0).resultColumns
            }
            for key in Set(source.matches(of: /\["([a-z][a-z0-9_]*)"\]/).map { String($0.1) })
            where !returned.contains(key) {
                Issue.record("\(type) reads `\(key)` from a row, but none of its statements returns such a column")
            }
        }
    }
}
