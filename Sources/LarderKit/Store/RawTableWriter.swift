import GRDB

/// Stores the rows of a file larder cannot recognise in a `raw_<name>` table, every value as text,
/// so nothing is lost. Table and column names come from the file: they are quoted, never spliced.
final class RawTableWriter {
    /// The table the rows land in.
    let tableName: String
    private let db: Database
    private var columns: [String]
    private var insert: Statement?

    /// Creates (or extends) the raw table for a section.
    init(db: Database, sectionName: String, headers: [String]) throws {
        self.db = db
        tableName = "raw_" + Self.slug(sectionName)
        columns = []
        let exists = try db.tableExists(tableName)
        if !exists {
            try db.execute(
                sql:
                    "CREATE TABLE \(SchemaSQL.quoted(tableName)) (_source_location TEXT NOT NULL, _row_json TEXT NOT NULL UNIQUE)"
            )
        }
        let existing = Set(try db.columns(in: tableName).map(\.name))
        for header in headers {
            var name = header.isEmpty ? "column" : header
            if name.hasPrefix("_source_location") || name.hasPrefix("_row_json") { name += "_\(columns.count + 1)" }
            if !existing.contains(name), !columns.contains(name) {
                try db.execute(
                    sql: "ALTER TABLE \(SchemaSQL.quoted(tableName)) ADD COLUMN \(SchemaSQL.quoted(name)) TEXT")
            }
            columns.append(name)
        }
    }

    /// Stores one record; an identical record already stored counts as unchanged.
    func write(_ record: SourceRecord) throws -> RowWriter.Outcome {
        if insert == nil {
            let names = ["_source_location", "_row_json"] + columns
            insert = try db.makeStatement(
                sql:
                    "INSERT INTO \(SchemaSQL.quoted(tableName)) (\(names.map(SchemaSQL.quoted).joined(separator: ", ")))"
                    + " VALUES (\(names.map { _ in "?" }.joined(separator: ", "))) ON CONFLICT(_row_json) DO NOTHING")
        }
        var values: [DatabaseValue] = [record.location.description.databaseValue, record.rawJSON.databaseValue]
        for index in columns.indices {
            values.append(index < record.values.count ? (record.values[index].text?.databaseValue ?? .null) : .null)
        }
        try insert!.execute(arguments: StatementArguments(values))
        return db.changesCount > 0 ? .inserted : .unchanged
    }

    /// Lowercase letters, digits and underscores, from a file or section name.
    static func slug(_ name: String) -> String {
        var base = name
        // Only a file extension is dropped: `page.html table 2` must not become `page` like `page.html table 1`.
        if let dot = base.lastIndex(of: "."), dot != base.startIndex,
            base[base.index(after: dot)...].allSatisfy({ $0.isLetter || $0.isNumber })
        {
            base = String(base[..<dot])
        }
        var slug = ""
        for scalar in base.lowercased().unicodeScalars {
            slug += (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)) ? String(scalar) : "_"
        }
        return slug.isEmpty ? "file" : slug
    }
}
