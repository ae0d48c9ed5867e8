import GRDB

/// Checks the declared foreign keys after a whole run (files may arrive in any order), and says
/// which rows point at rows no import has provided.
package enum ReferenceCheck {
    /// One warning per table and referenced table, with a count and an example.
    package static func warnings(in writer: any DatabaseWriter) throws -> [String] {
        try writer.read { db in
            // A pool's reader may have read the schema before the migrations ran (LarderDatabase counts the
            // applied ones), and the pragma is built from the schema the connection holds: a first
            // statement makes the connection see the schema has changed and read it again.
            _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
            var found: [String: (count: Int, example: String)] = [:]
            let rows = try Row.fetchCursor(db, sql: "PRAGMA foreign_key_check")
            while let row = try rows.next() {
                let table: String = row[0]
                let parent: String = row[2]
                let key = "\(table) → \(parent)"
                let entry = try found[key] ?? (0, example(db, table: table, rowid: row[1], parent: parent))
                found[key] = (entry.count + 1, entry.example)
            }
            return found.keys.sorted().map { key in
                let (count, example) = found[key]!
                return "\(count) row\(count == 1 ? "" : "s") of \(key) point at rows no import has provided"
                    + " (e.g. \(example)); import the file that holds them, or they show without names."
            }
        }
    }

    private static func example(_ db: Database, table: String, rowid: Int64?, parent: String) throws -> String {
        guard let rowid else { return "a row" }
        let keys = try db.foreignKeys(on: table).filter { $0.destinationTable == parent }.flatMap(\.originColumns)
        let row = try Row.fetchOne(
            db,
            sql:
                "SELECT id, \(keys.map(SchemaSQL.quoted).joined(separator: ", ")) FROM \(SchemaSQL.quoted(table)) WHERE rowid = ?",
            arguments: [rowid])
        guard let row else { return "a row" }
        let pairs = keys.compactMap { key in (row[key] as String?).map { "\(key) \($0)" } }
        return "id \(row["id"] as String? ?? "?"): " + pairs.joined(separator: ", ")
    }
}
