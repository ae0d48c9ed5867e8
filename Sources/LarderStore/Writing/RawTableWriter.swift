import Foundation
import GRDB

/// Stores the rows of a file larder cannot recognise in a `raw_<name>` table, every value as text,
/// so nothing is lost. Table and column names come from the file: they are quoted, never spliced, and a
/// NUL (where SQLite would cut the statement) is written as `␀`.
///
/// A row is known by its file and its place in the file (`_source_file`, `_source_location`), not by
/// its content: two equal lines are two rows, and importing the file again finds each row at its place,
/// updated when it changed. ``removeVanishedRows()`` then removes the rows of places the file no
/// longer has, so the table holds each file as it was last imported.
package final class RawTableWriter {
    /// The most columns of file data a raw table takes: SQLite's limit (2000 in its default build) less
    /// the three columns larder adds.
    static let maximumColumns = 1997
    /// The columns larder adds before the file's own.
    static let sourceColumns = ["_source_file", "_source_location", "_row_json"]

    /// The table the rows land in.
    package let tableName: String
    private let db: Database
    /// The file, as ``SourcePath`` names it.
    private let sourceFile: String
    /// The data columns, parallel to `headers`.
    private var columns: [String] = []
    /// The data columns as SQLite compares names: ASCII letters folded to lowercase (``folded(_:)``).
    private var columnSet: Set<String> = []
    /// The source keys.
    private var headers: [String] = []
    private var headerSet: Set<String> = []
    private var lookup: Statement?
    private var upsert: Statement?
    private var markSeen: Statement?

    /// Creates (or extends) the raw table for a section of the file `sourceFile`, which the user named
    /// `typedPath`.
    package init(db: Database, sectionName: String, headers: [String], sourceFile: String, typedPath: String) throws {
        self.db = db
        self.sourceFile = sourceFile
        tableName = try Self.claimTableName(for: sectionName, in: db)
        let table = SchemaSQL.quoted(tableName)
        let exists = try !Self.storedColumns(of: tableName, in: db).isEmpty
        if exists, typedPath != sourceFile {
            // Rows stored before v3 name their file as that import was given it (Migrations.convertRawTables);
            // a file given the same way again takes them over. REPLACE: this import rewrites each place anyway.
            try db.execute(
                sql: "UPDATE OR REPLACE \(table) SET _source_file = ? WHERE _source_file = ?",
                arguments: [sourceFile, typedPath])
        }
        try db.execute(
            sql: "CREATE TEMP TABLE IF NOT EXISTS larder_raw_places_seen (table_name TEXT NOT NULL,"
                + " location TEXT NOT NULL, PRIMARY KEY (table_name, location)) WITHOUT ROWID")
        try addColumns(for: headers, creatingTable: !exists)
    }

    /// Stores one record at its place in the file: inserted when the place is new, updated when its
    /// values changed, unchanged otherwise.
    ///
    /// Values go to columns by key, so records whose keys differ in order or number (JSON objects) land
    /// in the right columns; a key not seen before adds a column.
    package func write(_ record: RawRecord) throws -> RowWriter.Outcome {
        let values = try dataValues(of: record)
        let location = record.location
        let json = record.json
        try prepareStatements()
        try markSeen!.execute(arguments: [tableName, location])
        let outcome: RowWriter.Outcome
        if let stored = try Row.fetchOne(lookup!, arguments: [sourceFile, location]) {
            let same = stored[0] == json && values.indices.allSatisfy { stored[$0 + 1] == values[$0] }
            guard !same else { return .unchanged }
            outcome = .updated
        } else {
            outcome = .inserted
        }
        try upsert!.execute(arguments: StatementArguments([sourceFile, location, json] + values))
        return outcome
    }

    /// Removes the rows an earlier import of the file stored at places this import did not see, and
    /// returns how many. Call it once every section of the file is written, then ``forgetPlacesSeen(in:)``.
    package func removeVanishedRows() throws -> Int {
        try db.execute(
            sql: "DELETE FROM \(SchemaSQL.quoted(tableName)) WHERE _source_file = ? AND _source_location NOT IN"
                + " (SELECT location FROM temp.larder_raw_places_seen WHERE table_name = ?)",
            arguments: [sourceFile, tableName])
        return db.changesCount
    }

    /// Forgets the places the file's raw writers saw, at the end of the file.
    package static func forgetPlacesSeen(in db: Database) throws {
        try db.execute(sql: "DROP TABLE IF EXISTS temp.larder_raw_places_seen")
    }

    /// The record's values in column order, as text: an empty string stays empty, only null is NULL.
    private func dataValues(of record: RawRecord) throws -> [DatabaseValue] {
        if record.keys == headers {
            return columns.indices.map { index in
                index < record.values.count ? (record.values[index]?.databaseValue ?? .null) : .null
            }
        }
        try addColumns(for: record.keys)
        var byKey: [String: String?] = [:]
        // A key the record holds twice (a JSON object may) keeps its last value, as JSON.parse reads it.
        for (key, value) in zip(record.keys, record.values) { byKey[key] = value }
        return headers.map { (byKey[$0] ?? nil)?.databaseValue ?? .null }
    }

    /// Prepares the statements for the current columns; ``addColumns(for:)`` discards them.
    private func prepareStatements() throws {
        guard upsert == nil else { return }
        let table = SchemaSQL.quoted(tableName)
        let data = columns.map(SchemaSQL.quoted)
        let names = Self.sourceColumns + data
        lookup = try db.makeStatement(
            sql: "SELECT \((["_row_json"] + data).joined(separator: ", ")) FROM \(table)"
                + " WHERE _source_file = ? AND _source_location = ?")
        // A column another file added holds nothing of this file's row: an update clears it.
        let others = try Self.storedColumns(of: tableName, in: db).filter {
            !columnSet.contains(Self.folded($0)) && !Self.sourceColumns.contains($0)
        }
        let updates =
            (["_row_json"] + data).map { "\($0) = excluded.\($0)" } + others.map { "\(SchemaSQL.quoted($0)) = NULL" }
        upsert = try db.makeStatement(
            sql:
                "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(names.map { _ in "?" }.joined(separator: ", ")))"
                + " ON CONFLICT (_source_file, _source_location) DO UPDATE SET \(updates.joined(separator: ", "))")
        markSeen = try db.makeStatement(
            sql: "INSERT OR IGNORE INTO temp.larder_raw_places_seen (table_name, location) VALUES (?, ?)")
    }

    /// Adds a column for each key not yet among the headers; throws
    /// ``StoreError/tooManyColumns(table:count:limit:)`` past ``maximumColumns``. With `creatingTable`, creates
    /// the table with those columns.
    ///
    /// A new table gets its columns in its `CREATE TABLE`: SQLite reads the whole schema again after an
    /// `ALTER TABLE … ADD COLUMN`, which made importing N unrecognised files cost N² (issue 27).
    private func addColumns(for keys: [String], creatingTable: Bool = false) throws {
        let added = Set(keys).subtracting(headerSet)
        guard !added.isEmpty || creatingTable else { return }
        guard headers.count + added.count <= Self.maximumColumns else {
            throw StoreError.tooManyColumns(
                table: tableName, count: headers.count + added.count, limit: Self.maximumColumns)
        }
        // SQLite compares column names with ASCII case folded: `Name` and `name` are one column, and a
        // later export that spells a header `X` where the table has `x` lands in `x`.
        let existing = Dictionary(
            try Self.storedColumns(of: tableName, in: db).map { (Self.folded($0), $0) },
            uniquingKeysWith: { first, _ in first })
        var newColumns: [String] = []
        for key in keys where !headerSet.contains(key) {
            var name = key.isEmpty ? "column" : key.replacingOccurrences(of: "\u{0}", with: "\u{2400}")
            if Self.sourceColumns.contains(where: name.hasPrefix) { name += "_\(columns.count + 1)" }
            while columnSet.contains(Self.folded(name)) { name += "_\(columns.count + 1)" }
            if let stored = existing[Self.folded(name)] { name = stored } else { newColumns.append(name) }
            columns.append(name)
            columnSet.insert(Self.folded(name))
            headers.append(key)
            headerSet.insert(key)
            upsert = nil
        }
        let table = SchemaSQL.quoted(tableName)
        if creatingTable {
            let data = newColumns.map { ", \(SchemaSQL.quoted($0)) TEXT" }.joined()
            try db.execute(
                sql: "CREATE TABLE \(table) (_source_file TEXT, _source_location TEXT NOT NULL, _row_json TEXT NOT NULL"
                    + data + ", UNIQUE (_source_file, _source_location))")
        } else {
            for name in newColumns {
                try db.execute(sql: "ALTER TABLE \(table) ADD COLUMN \(SchemaSQL.quoted(name)) TEXT")
            }
        }
    }

    /// The columns of the table `name`, none when there is no such table. Read with `pragma_table_info`,
    /// which looks the table up by name: GRDB's schema introspection reads every table of the schema
    /// after each change to it, so a check per file would grow with the number of raw tables.
    private static func storedColumns(of name: String, in db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?, 'main')", arguments: [name])
    }

    /// The raw table of the section named `sectionName`: the one made for its name before, else the first
    /// of `raw_<slug>`, `raw_<slug>_2`, `raw_<slug>_3`, … that no other name has, which it claims
    /// (`import_raw_tables`). Names that differ only in case or in their file extension share a table;
    /// any other two names never do, whatever their slugs. A table made before v11 (not in
    /// `import_raw_tables`) is claimed by the first name that makes its name, as it was shared before.
    static func claimTableName(for sectionName: String, in db: Database) throws -> String {
        // As bytes: a text binding would end at a NUL, and `a<NUL>b` would claim `a`'s table.
        let source = Data(sourceName(sectionName).utf8)
        if let claimed = try String.fetchOne(
            db, sql: "SELECT table_name FROM import_raw_tables WHERE source_name = ?", arguments: [source])
        {
            return claimed
        }
        let base = Catalog.rawTablePrefix + slug(sectionName)
        // The slug holds no GLOB wildcard (`*`, `?`, `[`): one query finds every name taken after it.
        let taken = Set(
            try String.fetchAll(
                db, sql: "SELECT table_name FROM import_raw_tables WHERE table_name = ? OR table_name GLOB ?",
                arguments: [base, base + "_*"]))
        var candidate = base
        var number = 1
        while taken.contains(candidate) {
            number += 1
            candidate = "\(base)_\(number)"
        }
        try db.execute(
            sql: "INSERT INTO import_raw_tables (table_name, source_name) VALUES (?, ?)",
            arguments: [candidate, source])
        return candidate
    }

    /// The name a section's raw table is made for: the file's, and the section's within it, so two files
    /// whose envelopes share a key (`{"page": 1, "items": […]}`) never share a table. A section named
    /// after its file (a CSV, a top-level array: `prices.json`) is the file's name; one under the file's
    /// name (`shopping-list.json/items/purchase`, an HTML page's `page.html table 2`) keeps its place
    /// under it without the file's extension (`shopping-list/items/purchase`); any other (an envelope
    /// key, a Firestore collection path) goes under the file's name without its extension
    /// (`mealie-shopping/items` → `raw_mealie_shopping_items`).
    package static func sectionName(_ section: String, inFile fileName: String) -> String {
        let stem = withoutExtension(fileName)
        if section == fileName || section.hasPrefix(fileName + " ") { return section }
        if section.hasPrefix(fileName + "/") { return stem + section.dropFirst(fileName.count) }
        return stem + "/" + section
    }

    /// The table larder before v18 kept the section `section` of the file `sourceFile` in, when it was
    /// named after the section alone (`raw_items`) and still holds rows of that file: those rows are left
    /// where they are (they are the user's), and the import says so.
    package static func formerTable(
        ofSection section: String, sourceFile: String, newTable: String, in db: Database
    ) throws -> String? {
        let source = Data(sourceName(section).utf8)
        guard
            let table = try String.fetchOne(
                db, sql: "SELECT table_name FROM import_raw_tables WHERE source_name = ?", arguments: [source]),
            table != newTable, try !storedColumns(of: table, in: db).isEmpty
        else { return nil }
        let holdsFile = try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM \(SchemaSQL.quoted(table)) WHERE _source_file = ?)",
            arguments: [sourceFile])
        return holdsFile == true ? table : nil
    }

    /// A section's name as raw tables tell names apart: without its file extension (as ``slug(_:)``
    /// drops it), in lowercase, composed (NFC), so `Prices.CSV` and `prices.csv` are one name.
    static func sourceName(_ name: String) -> String {
        withoutExtension(name).lowercased().precomposedStringWithCanonicalMapping
    }

    private static func withoutExtension(_ name: String) -> String {
        // Only a file extension is dropped: `page.html table 2` must not become `page` like `page.html table 1`.
        // An extension has a character at least: `notes.` keeps its dot, as `..` does.
        if let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex,
            name[name.index(after: dot)...].allSatisfy({ $0.isLetter || $0.isNumber })
        {
            return String(name[..<dot])
        }
        return name
    }

    /// Lowercase letters, digits and underscores, from a file or section name.
    static func slug(_ name: String) -> String {
        let base = withoutExtension(name)
        var slug = ""
        for scalar in base.lowercased().unicodeScalars {
            slug += (("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)) ? String(scalar) : "_"
        }
        return slug.isEmpty ? "file" : slug
    }

    /// A name as SQLite compares identifiers: ASCII letters in lowercase, every other character as is.
    static func folded(_ name: String) -> String {
        String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }))
    }
}
