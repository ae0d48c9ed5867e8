import GRDB

/// Stores the rows of a file larder cannot recognise in a `raw_<name>` table, every value as text,
/// so nothing is lost. Table and column names come from the file: they are quoted, never spliced, and a
/// NUL (where SQLite would cut the statement) is written as `␀`.
final class RawTableWriter {
    /// The most columns of file data a raw table takes: SQLite's limit (2000 in its default build) less
    /// the two columns larder adds.
    static let maximumColumns = 1998

    /// The table the rows land in.
    let tableName: String
    private let db: Database
    private var columns: [String]
    private var columnSet: Set<String> = []
    /// The source keys, parallel to `columns`.
    private var headers: [String]
    private var headerSet: Set<String> = []
    private var insert: Statement?

    /// Creates (or extends) the raw table for a section.
    init(db: Database, sectionName: String, headers: [String]) throws {
        self.db = db
        tableName = "raw_" + Self.slug(sectionName)
        columns = []
        self.headers = []
        if try !db.tableExists(tableName) {
            try db.execute(
                sql:
                    "CREATE TABLE \(SchemaSQL.quoted(tableName)) (_source_location TEXT NOT NULL, _row_json TEXT NOT NULL UNIQUE)"
            )
        }
        try addColumns(for: headers)
    }

    /// Stores one record; an identical record already stored counts as unchanged.
    ///
    /// Values go to columns by key, so records whose keys differ in order or number (JSON objects) land
    /// in the right columns; a key not seen before adds a column.
    func write(_ record: SourceRecord) throws -> RowWriter.Outcome {
        var values: [DatabaseValue] = [record.location.description.databaseValue, record.rawJSON.databaseValue]
        if record.keys == headers {
            for index in columns.indices {
                values.append(index < record.values.count ? (record.values[index].text?.databaseValue ?? .null) : .null)
            }
        } else {
            try addColumns(for: record.keys)
            var byKey: [String: SourceValue] = [:]
            for (key, value) in zip(record.keys, record.values) where byKey[key] == nil { byKey[key] = value }
            values += headers.map { byKey[$0]?.text?.databaseValue ?? .null }
        }
        if insert == nil {
            let names = ["_source_location", "_row_json"] + columns
            insert = try db.makeStatement(
                sql:
                    "INSERT INTO \(SchemaSQL.quoted(tableName)) (\(names.map(SchemaSQL.quoted).joined(separator: ", ")))"
                    + " VALUES (\(names.map { _ in "?" }.joined(separator: ", "))) ON CONFLICT(_row_json) DO NOTHING")
        }
        try insert!.execute(arguments: StatementArguments(values))
        return db.changesCount > 0 ? .inserted : .unchanged
    }

    /// Adds a column for each key not yet among the headers; throws
    /// ``StoreError/tooManyColumns(table:count:limit:)`` past ``maximumColumns``.
    private func addColumns(for keys: [String]) throws {
        let added = Set(keys).subtracting(headerSet)
        guard !added.isEmpty else { return }
        guard headers.count + added.count <= Self.maximumColumns else {
            throw StoreError.tooManyColumns(
                table: tableName, count: headers.count + added.count, limit: Self.maximumColumns)
        }
        let existing = Set(try db.columns(in: tableName).map(\.name))
        for key in keys where !headerSet.contains(key) {
            var name = key.isEmpty ? "column" : key.replacingOccurrences(of: "\u{0}", with: "\u{2400}")
            if name.hasPrefix("_source_location") || name.hasPrefix("_row_json") { name += "_\(columns.count + 1)" }
            while columnSet.contains(name) { name += "_\(columns.count + 1)" }
            if !existing.contains(name) {
                try db.execute(
                    sql: "ALTER TABLE \(SchemaSQL.quoted(tableName)) ADD COLUMN \(SchemaSQL.quoted(name)) TEXT")
            }
            columns.append(name)
            columnSet.insert(name)
            headers.append(key)
            headerSet.insert(key)
            insert = nil
        }
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
