/// Builds the DDL of the canonical tables from the catalog. Every name here comes from larder's own
/// catalog, never from imported data.
package enum SchemaSQL {
    /// `CREATE TABLE` and `CREATE INDEX` statements for one table: a rowid table whose `id` (the first
    /// column) and `id_hash` (the second, see ``IDHash``) each have a unique index.
    static func statements(for table: TableSpec) -> [String] {
        var lines = table.columns.map(columnDefinition)
        lines.insert(idHashDefinition, at: 1)
        lines += table.checks.map { "CHECK (\($0))" }
        var statements = ["CREATE TABLE \(quoted(table.name)) (\n    " + lines.joined(separator: ",\n    ") + "\n)"]
        for columns in [["id"], ["id_hash"]] + table.uniqueIndexes {
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
