import Foundation

/// Datasette's metadata for a larder database (`datasette larder.sqlite --metadata metadata.json`): a title,
/// each canonical table's, view's and column's description from the catalog (as docs/SCHEMA.md has them),
/// the name column that labels a row where a foreign key links to it, and larder's bookkeeping tables hidden.
public enum DatasetteMetadata {
    /// larder's own bookkeeping, hidden from Datasette's table lists (SQL still reads them): what a
    /// re-import reads to skip unchanged lines and names raw tables by, and GRDB's list of migrations.
    public static let hiddenTables = [
        "grdb_migrations", "import_line_digests", "import_line_sets", "import_raw_tables",
    ]

    /// The ledger tables people read (docs/SCHEMA.md, "The import ledger"), each with a description.
    static let ledgerTables: KeyValuePairs<String, String> = [
        "import_runs": "One row per larder import, run or validate: when it started and finished, and how it ended.",
        "import_files": "One row per imported file: its path, checksum, format, kind and row counts"
            + " (read = inserted + updated + unchanged + rejected).",
        "rejected_rows": "Every row larder could not store, with its file, place, field, value and the reason;"
            + " each file's latest import only.",
        "import_kept_sections":
            "Each section of an import kept as text in a raw_* table, and why it was not recognised.",
    ]

    /// The metadata, as JSON with sorted keys, for the database at `path`: Datasette names a database after
    /// its file name without the extension (`larder` for `larder.sqlite`).
    public static func json(forDatabaseAt path: String) throws -> Data {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let metadata: [String: Any] = [
            "title": "larder",
            "description": "Household app exports in one SQLite database. Tables, views and columns are described"
                + " in larder's docs/SCHEMA.md.",
            "databases": [name: ["tables": tables()]],
        ]
        return try JSONSerialization.data(
            withJSONObject: metadata, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    /// Every table's and view's entry, by name.
    static func tables() -> [String: Any] {
        var tables: [String: Any] = [:]
        for table in Catalog.tables {
            var columns = Dictionary(uniqueKeysWithValues: table.columns.map { ($0.name, description(of: $0)) })
            columns["id_hash"] =
                "larder's import key: a 64-bit hash of `id`; NULL when another row's id has the same hash"
            var entry: [String: Any] = ["description": table.summary, "columns": columns]
            if SchemaSQL.tablesWithPrimaryKey.contains(table.name), table.index(of: "name") != nil {
                entry["label_column"] = "name"
            }
            tables[table.name] = entry
        }
        for view in Catalog.views {
            tables[view.name] = [
                "description": view.summary,
                "columns": Dictionary(uniqueKeysWithValues: view.columns.map { ($0.name, $0.note) }),
            ]
        }
        for (table, description) in ledgerTables { tables[table] = ["description": description] }
        for table in hiddenTables { tables[table] = ["hidden": true] }
        return tables
    }

    /// A column's description: its note, its kind of value and the table it names.
    static func description(of column: ColumnSpec) -> String {
        var parts = column.note.map { [$0] } ?? []
        parts.append("(\(column.type.rawValue))")
        if let references = column.references { parts.append("→ \(references)") }
        return parts.joined(separator: " ")
    }
}
