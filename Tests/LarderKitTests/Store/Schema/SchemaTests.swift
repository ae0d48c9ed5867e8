import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

@Suite struct SchemaTests {
    @Test func everyCanonicalTableExistsWithItsColumns() throws {
        let database = try LarderDatabase()
        try database.writer.read { db in
            for table in Catalog.tables {
                // `id_hash` follows `id`: the key the writer finds rows by (docs/SCHEMA.md, "Keys").
                let columns = try db.columns(in: table.name).map(\.name)
                var want = table.columns.map(\.name)
                want.insert("id_hash", at: 1)
                #expect(columns == want, "\(table.name)")
                // A rowid table: `rowid` is there whether or not `id` is the declared primary key.
                #expect(try Int.fetchOne(db, sql: "SELECT count(rowid) FROM \(SchemaSQL.quoted(table.name))") == 0)
                let key = try db.primaryKey(table.name)
                if SchemaSQL.tablesWithPrimaryKey.contains(table.name) {
                    #expect(key.columns == ["id"], "\(table.name): a foreign key names its id")
                } else {
                    #expect(key.isRowID, "\(table.name) has no declared primary key")
                }
                let unique = try db.indexes(on: table.name).filter(\.isUnique).map(\.columns)
                #expect(unique.contains(["id"]) && unique.contains(["id_hash"]), "\(table.name)")
            }
            for table in ["import_runs", "import_files", "rejected_rows"] { #expect(try db.tableExists(table)) }
        }
    }

    @Test func designTablesAreAllThere() {
        let design = [
            "groups", "users", "categories", "locations", "inventory_items", "shopping_items", "wish_items", "deals",
            "aisle_locations", "recipes", "meal_plans", "grocery_lists", "grocery_list_items", "budget_entries",
            "brew_recipes", "brew_recipe_steps", "brew_logs", "coffee_beans", "coffee_mills", "coffee_preparations",
            "custom_events", "favorites", "shelf_life", "store_names", "transactions", "budget_rules",
        ]
        #expect(Catalog.tables.map(\.name) == design)
    }

    @Test(arguments: [
        ("wish_items", "INSERT INTO wish_items (id, group_id, name, rating) VALUES ('w', 'g', 'x', 6)"),
        (
            "brew_logs",
            "INSERT INTO brew_logs (id, timestamp, recipe_name_at_brew, dose_grams, target_yield_grams, rating) VALUES ('b', 't', 'V60', 0, 250, 4)"
        ),
        (
            "brew_logs",
            "INSERT INTO brew_logs (id, timestamp, recipe_name_at_brew, dose_grams, target_yield_grams, rating, note) VALUES ('b', 't', 'V60', 15, 250, 4, printf('%.281c', 'x'))"
        ),
        (
            "budget_entries",
            "INSERT INTO budget_entries (id, user_id, amount, date, type) VALUES ('e', 'u', 3, '2026-11-22', 'MAYBE')"
        ),
        (
            "deals",
            "INSERT INTO deals (id, store_name, item_name, original_price, discount_price) VALUES ('d', 's', 'x', 2, 3)"
        ),
        (
            "shopping_items",
            "INSERT INTO shopping_items (id, group_id, name, category_id, is_purchased, purchased_at) VALUES ('s', 'g', 'x', 'c', 0, '2026-11-22T00:00:00Z')"
        ),
        ("categories", "INSERT INTO categories (id, name, is_customization) VALUES ('c', 'x', 2)"),
    ])
    func checkConstraintsHoldTheSeedRules(_ table: String, _ sql: String) throws {
        let database = try LarderDatabase()
        #expect(throws: DatabaseError.self, "\(table)") { try database.writer.write { try $0.execute(sql: sql) } }
    }

    @Test func isCustomizationDefaultsToFalse() throws {
        let database = try LarderDatabase()
        let value = try database.writer.write { db in
            try db.execute(sql: "INSERT INTO categories (id, name) VALUES ('c1', 'Dairy')")
            return try Int.fetchOne(db, sql: "SELECT is_customization FROM categories")
        }
        #expect(value == 0)
    }

    @Test func schemaDocumentIsUpToDate() throws {
        try expectSnapshotFile(SchemaDocument.markdown(), at: Paths.docs.appendingPathComponent("SCHEMA.md"))
    }
}

/// Compares `text` with a committed file outside Snapshots/ (docs), re-recorded like a snapshot.
func expectSnapshotFile(_ text: String, at url: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try Data(text.utf8).write(to: url)
        return
    }
    let committed = try String(contentsOf: url, encoding: .utf8)
    #expect(
        committed == text, "\(url.lastPathComponent) is stale: RECORD_SNAPSHOTS=1 swift test",
        sourceLocation: sourceLocation)
}
