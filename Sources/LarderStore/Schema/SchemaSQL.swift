/// Builds the DDL of the canonical tables from the catalog. Every name here comes from larder's own
/// catalog, never from imported data.
package enum SchemaSQL {
    /// The tables no other table references and no query looks up by `id`: their `id` is an ordinary
    /// column, unique by the writer (``RowWriter``), with a unique index only over the rows without an
    /// `id_hash`. Sorting a million text ids into an index costs an import of `deals` as much as a
    /// quarter of storing its rows (docs/BENCHMARKS.md).
    package static let tablesWithUnindexedID: Set<String> = [
        "deals", "wish_items", "aisle_locations", "budget_entries", "custom_events", "favorites", "shelf_life",
    ]

    /// Whether `table`'s `id` has a unique index of its own (see ``tablesWithUnindexedID``).
    package static func indexesID(_ table: String) -> Bool { !tablesWithUnindexedID.contains(table) }

    /// The tables a foreign key names (`categories`, `users`, …): their `id` is the `PRIMARY KEY`, so a tool
    /// that follows foreign keys (Datasette's row pages and "links from other tables") finds the row a key
    /// names by it. The table stays a rowid table, and the key's index (`sqlite_autoindex_<table>_1`) is the
    /// unique index of `id` the other tables call `<table>_id_unique`. None of them is `deals`.
    package static let tablesWithPrimaryKey: Set<String> = Set(
        Catalog.tables.flatMap(\.columns).compactMap { $0.references.map { String($0.prefix { $0 != "(" }) } })

    /// The unique index that keeps `id` unique among a table's rows without an `id_hash`, for a table
    /// whose `id` has no index of its own.
    static func unhashedIDIndex(_ table: String) -> String {
        "CREATE UNIQUE INDEX \(quoted("\(table)_unhashed_id_unique")) ON \(quoted(table)) (\"id\") WHERE \"id_hash\" IS NULL"
    }

    /// `CREATE TABLE` and `CREATE INDEX` statements for one table: a rowid table whose `id_hash` (the
    /// second column, see ``IDHash``) has a unique index, and whose `id` (the first) is its primary key
    /// (``tablesWithPrimaryKey``) or has a unique index unless the table is one of ``tablesWithUnindexedID``.
    static func statements(for table: TableSpec) -> [String] {
        var lines = table.columns.map(columnDefinition)
        let primaryKey = tablesWithPrimaryKey.contains(table.name)
        if primaryKey { lines[table.idIndex] += " PRIMARY KEY" }
        lines.insert(idHashDefinition, at: 1)
        lines += table.checks.map { "CHECK (\($0))" }
        var statements = ["CREATE TABLE \(quoted(table.name)) (\n    " + lines.joined(separator: ",\n    ") + "\n)"]
        if !indexesID(table.name) { statements.append(unhashedIDIndex(table.name)) }
        for columns in (indexesID(table.name) && !primaryKey ? [["id"]] : []) + [["id_hash"]] + table.uniqueIndexes {
            let name = uniqueIndexName(table.name, columns)
            statements.append(
                "CREATE UNIQUE INDEX \(quoted(name)) ON \(quoted(table.name)) (\(columns.map(quoted).joined(separator: ", ")))"
            )
        }
        for column in table.columns where column.references != nil {
            let name = "\(table.name)_\(column.name)_index"
            statements.append("CREATE INDEX \(quoted(name)) ON \(quoted(table.name)) (\(quoted(column.name)))")
        }
        return statements
    }

    private static func columnDefinition(_ column: ColumnSpec) -> String {
        var parts = [quoted(column.name), column.type.sqlType]
        if column.required || column.name == "id" { parts.append("NOT NULL") }
        if let defaultSQL = column.defaultSQL { parts.append("DEFAULT \(defaultSQL)") }
        if column.type == .bool { parts.append("CHECK (\(quoted(column.name)) IN (0, 1))") }
        if let check = column.check { parts.append("CHECK (\(check))") }
        if let references = column.references { parts.append("REFERENCES \(references)") }
        return parts.joined(separator: " ")
    }

    /// The `id_hash` column: NULL for a row whose id's hash another row's id has.
    static let idHashDefinition = #""id_hash" INTEGER"#

    /// The name of the unique index of `columns` of `table`: `deals_id_unique`.
    package static func uniqueIndexName(_ table: String, _ columns: [String]) -> String {
        "\(table)_\(columns.joined(separator: "_"))_unique"
    }

    /// A SQL identifier in double quotes, with embedded quotes doubled.
    package static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
