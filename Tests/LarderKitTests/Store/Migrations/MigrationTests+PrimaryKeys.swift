import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// Migration v18 rebuilds the tables a foreign key names with `id` as their primary key, in a database of
/// the larder before it (v17): every row kept with its rowid and values, every other index kept, a user's
/// view over a rebuilt table still answering, and the import still finding stored rows by `id_hash`.
@Suite struct PrimaryKeysMigrationTests {
    static let holding = """
        INSERT INTO groups (id, id_hash, name) VALUES ('g-1', 11, 'Home');
        INSERT INTO categories (id, id_hash, group_id, name) VALUES ('cat-dairy', 21, 'g-1', 'Dairy');
        INSERT INTO categories (id, name) VALUES ('cat-by-hand', 'Added by hand');
        INSERT INTO locations (id, id_hash, group_id, name) VALUES ('loc-fridge', 31, 'g-1', 'Fridge');
        INSERT INTO inventory_items (id, id_hash, group_id, name, category_id, location_id)
            VALUES ('food-1', 41, 'g-1', 'Milk', 'cat-dairy', 'loc-fridge');
        INSERT INTO users (id, name) VALUES ('u-1', 'Sam');
        INSERT INTO recipes (id, user_id, name) VALUES ('r-1', 'u-1', 'Pancakes');
        INSERT INTO brew_recipes (id, name) VALUES ('br-1', 'V60 morning');
        INSERT INTO deals (id, store_name, item_name, discount_price) VALUES ('d-1', 'Corner', 'Apples', 2.5);
        DELETE FROM categories WHERE id = 'cat-by-hand';
        INSERT INTO categories (id, name) VALUES ('cat-later', 'Later');
        CREATE VIEW my_dairy AS SELECT i.name FROM inventory_items i JOIN categories c ON c.id = i.category_id;
        """

    @Test func aV17DatabaseDeclaresTheKeysAndKeepsEveryRowIndexAndView() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (path, before) = try IDHashMigrationTests.database(at: "v17 deal offers", holding: Self.holding, in: folder)
        let indexesBefore = try Self.indexes(atPath: path)

        let database = try LarderDatabase(path: path)
        try database.writer.write { db in
            let after = try IDHashMigrationTests.rows(db)
            #expect(after == before, "rows or rowids changed in the upgrade")
            for table in SchemaSQL.tablesWithPrimaryKey.sorted() {
                #expect(try db.primaryKey(table).columns == ["id"], "\(table)")
            }
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM pragma_table_info('deals') WHERE pk > 0") == 0)
            #expect(try String.fetchAll(db, sql: "SELECT name FROM my_dairy") == ["Milk"])
            #expect(try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok")
        }
        // The key's own index stands for `<table>_id_unique`; v20, which runs after, drops the zip-code index.
        let expected = indexesBefore.filter { index in
            !SchemaSQL.tablesWithPrimaryKey.contains { index == "\($0)_id_unique" }
                && index != "deals_trimmed_zip_code_index"
        }
        let after = try database.writer.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
        }
        #expect(Set(after) == Set(expected))
        #expect(indexesBefore.contains("categories_id_unique") && indexesBefore.contains("categories_group_id_index"))
    }

    /// A file imported again, once more after a row was inserted by hand (no `id_hash`): rows are found by
    /// their hash, the hand-made one by its id, which now breaks the primary key rather than a unique index.
    @Test func theImportUpdatesAndAddsRowsOfARebuiltTableByTheirIds() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (path, _) = try IDHashMigrationTests.database(at: "v17 deal offers", holding: "", in: folder)
        let database = try LarderDatabase(path: path)
        let files = [
            "id,name,icon\nc-1,Dairy,🥛\nc-2,Bakery,🍞\n", "id,name,icon\nc-1,Dairy,🧀\nc-3,Frozen,🧊\n",
            "id,name,icon\nc-4,Spices,🌶\nc-3,Frozen,❄\n",
        ]
        var counts: [RowCounts] = []
        for contents in files {
            if contents.contains("c-4") {
                try database.writer.write {
                    try $0.execute(sql: "INSERT INTO categories (id, name, icon) VALUES ('c-4', 'Spices', '🌶')")
                }
            }
            let file = URL(fileURLWithPath: try folder.write(contents, to: "categories.csv"))
            let importer = FileImporter(
                writer: database.writer, runID: try ImportLedger.beginRun(command: "import", in: database.writer),
                kind: .table(Catalog.categories))
            counts.append(try importer.importFile(at: file, path: file.lastPathComponent).counts)
        }
        #expect(
            counts == [
                RowCounts(read: 2, inserted: 2), RowCounts(read: 2, inserted: 1, updated: 1),
                RowCounts(read: 2, updated: 2),
            ])
        let rows = try database.writer.read { db in
            try String.fetchAll(
                db, sql: "SELECT id || ' ' || icon || ' ' || quote(id_hash) FROM categories ORDER BY rowid")
        }
        let hash = { (id: String) in String(IDHash.standard.of(id)) }
        #expect(
            rows == ["c-1 🧀 \(hash("c-1"))", "c-2 🍞 \(hash("c-2"))", "c-3 ❄ \(hash("c-3"))", "c-4 🌶 \(hash("c-4"))"])
    }

    /// Generated v17 databases: rows with ids of every shape (quotes, spaces, non-ASCII, derived `k…`
    /// ids, NULL hashes), some deleted to leave rowid gaps, in every table v18 rebuilds. After the upgrade
    /// each row is where it was, and each id is found by the primary key's index.
    @Test(arguments: [1, 2, 3, 4] as [UInt64]) func generatedDatabasesKeepEveryRowFoundByItsKey(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let pieces = ["cat", "O'Brien", "Käse", "🥛", " ", "\"", "k0123456789abcdef", "-", "1", "%", "_"]
        var sql = ""
        var ids: [String: [String]] = [:]
        for table in SchemaSQL.tablesWithPrimaryKey.sorted() {
            let required = Catalog.tables.first { $0.name == table }!.columns.filter(\.required).map(\.name)
            for index in 0..<Int.random(in: 1...40, using: &random) {
                let id =
                    (0..<Int.random(in: 1...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                    .joined() + "\(index)"
                let hash = Bool.random(using: &random) ? "NULL" : "\(Int64.random(in: .min ... .max, using: &random))"
                let columns = ["id", "id_hash"] + required
                let values = [Self.literal(id), hash] + required.map { _ in "'x'" }
                sql +=
                    "INSERT INTO \(SchemaSQL.quoted(table)) (\(columns.joined(separator: ", "))) VALUES (\(values.joined(separator: ", ")));\n"
                if Int.random(in: 0..<5, using: &random) == 0 {
                    sql += "DELETE FROM \(SchemaSQL.quoted(table)) WHERE id = \(Self.literal(id));\n"
                } else {
                    ids[table, default: []].append(id)
                }
            }
        }
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let (path, before) = try IDHashMigrationTests.database(at: "v17 deal offers", holding: sql, in: folder)
        let database = try LarderDatabase(path: path)
        try database.writer.read { db in
            let after = try IDHashMigrationTests.rows(db)
            #expect(after == before)
            for (table, tableIDs) in ids {
                let quoted = SchemaSQL.quoted(table)
                for id in tableIDs {
                    #expect(
                        try String.fetchOne(db, sql: "SELECT id FROM \(quoted) WHERE id = ?", arguments: [id]) == id)
                }
                let plan = try Row.fetchAll(
                    db, sql: "EXPLAIN QUERY PLAN SELECT rowid FROM \(quoted) WHERE id = ?", arguments: ["x"]
                ).map { $0["detail"] as String }.joined()
                #expect(plan.contains("sqlite_autoindex_\(table)_1"), "\(table): \(plan)")
            }
        }
    }

    /// `text` as a SQL string literal, its quotes doubled.
    private static func literal(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }

    /// The names of the indexes a database's `CREATE INDEX` statements made, read without migrating it.
    private static func indexes(atPath path: String) throws -> [String] {
        try IDHashMigrationTests.queue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
        }
    }
}
