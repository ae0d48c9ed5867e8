import GRDB

/// Upserts typed rows into their table by id, and says whether each was inserted, updated or unchanged.
///
/// Only the columns the source gave are written, so a file without a `notes` column never clears
/// notes another file set. Statements are prepared once per set of columns and reused.
///
/// A row is found by its `id_hash` (``IDHash``), a 64-bit hash of its id in a `UNIQUE` index, which
/// SQLite keeps far cheaper than an index of the text ids; the stored row's id is then compared with
/// the row's. A stored row with the same hash and another id (a collision) is never written over: the
/// row is looked up by its id, and a new one is stored with a NULL `id_hash`, found by its id (the
/// table's unique `id` index or primary key) from then on.
///
/// A row is stored with one of two first steps, whichever the previous row needed: new rows follow
/// new rows in a first import, and known rows follow known rows in a re-import. A new row is tried
/// with `INSERT … ON CONFLICT(id_hash) DO NOTHING`; a known row is looked up by its hash with one
/// `SELECT` that also reads every given column, so an unchanged row costs one index lookup and no
/// write, and a changed one is updated by rowid.
///
/// Rows *appended* to a table that was empty before the file, whose unique indexes are built at the
/// end of the file (``BulkIndexes``), are inserted without looking anything up: each is new, unless
/// two share a key, which ``AppendedRows`` finds and resolves before the indexes are built.
package final class RowWriter {
    /// What storing one row did.
    package enum Outcome: Equatable {
        case inserted, updated, unchanged
    }

    private let db: Database
    private let table: TableSpec
    private let idHash: IDHash
    private var statements: [UInt64: RowStatements] = [:]
    private var expectsNew: Bool
    private let appending: Bool
    /// Whether a new row is first looked for by id among the rows without a hash: in a table whose `id`
    /// has no index of its own (``SchemaSQL/tablesWithUnindexedID``), once it holds such a row.
    private var checksUnhashed: Bool
    /// The rows of the table the file has stored so far, shared by the writers of its sections into the
    /// table; nil when appending, where ``AppendedRows`` finds two rows of one key instead.
    private let written: RowsWritten?
    /// The keys of the rows appended to the table, when appending.
    private let appended: AppendedRows?

    /// Creates a writer for `table`, keying rows by `idHash` (tests force collisions with a narrow one);
    /// an empty table expects new rows first. `appending` when the table's unique indexes are deferred
    /// (``BulkIndexes/deferIndexes(of:keepingUnique:_:)``).
    /// `written` collects the rows stored (``RowsWritten``), to count the file's rows that repeat a key;
    /// when appending, `appended` collects their keys instead.
    package init(
        db: Database, table: TableSpec, idHash: IDHash = .standard, appending: Bool = false,
        written: RowsWritten? = nil, appended: AppendedRows? = nil
    ) throws {
        self.db = db
        self.table = table
        self.idHash = idHash
        self.appending = appending
        self.written = appending ? nil : written
        self.appended = appending ? appended : nil
        let quoted = SchemaSQL.quoted(table.name)
        expectsNew = try !Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(quoted))")!
        checksUnhashed =
            try !appending && !SchemaSQL.indexesID(table.name)
            && Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(quoted) WHERE id_hash IS NULL)")!
    }

    /// Stores a row given as the values of the columns in `mask`; throws the database's error when a
    /// constraint rejects it.
    package func write(_ row: BoundRow, mask: UInt64) throws -> Outcome {
        let statements = try statements(for: mask)
        if appending {
            let hash = statements.hash(of: row)
            _ = try statements.insert(row, idHash: hash, db)
            appended?.add(hash, mask: mask)
            return .inserted
        }
        return try write(row, statements, id: nil)
    }

    /// The `id_hash` of the row's own id, given as the values of the columns in `mask`.
    package func idHash(of row: BoundRow, mask: UInt64) throws -> Int64 {
        try statements(for: mask).hash(of: row)
    }

    /// Stores the row under its own id, or under `id`; a short id another source holds is stored again
    /// under `<id>@<id_scope>` (see `RowIdentity` in LarderImport), so that source's row never changes.
    private func write(_ row: BoundRow, _ statements: RowStatements, id: String?) throws -> Outcome {
        let hash = statements.hash(of: row, id: id)
        if expectsNew {
            if let outcome = try insert(row, statements, id: id, idHash: hash) { return outcome }
            expectsNew = false
        }
        return try store(row, statements, id: id, over: try statements.find(row, id: id, idHash: hash, db))
    }

    /// Inserts the row with `idHash`; nil when another row holds that hash.
    ///
    /// A row with the same id stored without its hash (inserted by hand, or before the hash was taken
    /// by the row that holds it and that was then deleted) makes the insert break the `id` index: that
    /// row is then the stored row, and takes the hash when it is free.
    /// In a table whose `id` has no index of its own, nothing stops that insert: the row is looked for
    /// among the rows without a hash first, once there are any.
    private func insert(_ row: BoundRow, _ statements: RowStatements, id: String?, idHash: Int64?) throws -> Outcome? {
        if checksUnhashed, let stored = try statements.findByID(row, id: id, db) {
            return try adopt(row, statements, id: id, idHash: idHash, stored: stored)
        }
        if idHash == nil, !SchemaSQL.indexesID(table.name) { checksUnhashed = true }
        do {
            guard try statements.insert(row, id: id, idHash: idHash, db) else { return nil }
            written?.add(db.lastInsertedRowID)
            return .inserted
        } catch let error as DatabaseError where Self.breaksIDIndex(error) {
            guard let stored = try statements.findByID(row, id: id, db) else { throw error }
            return try adopt(row, statements, id: id, idHash: idHash, stored: stored)
        }
    }

    /// Whether an insert broke a unique index: `id`'s, whether a unique index (`<table>_id_unique`) or the
    /// primary key (``SchemaSQL/tablesWithPrimaryKey``), which SQLite reports with a code of its own.
    private static func breaksIDIndex(_ error: DatabaseError) -> Bool {
        error.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
            || error.extendedResultCode == .SQLITE_CONSTRAINT_PRIMARYKEY
    }

    /// Stores the row over `stored`, a row with its id found without its hash, which takes the hash.
    private func adopt(
        _ row: BoundRow, _ statements: RowStatements, id: String?, idHash: Int64?, stored: RowStatements.Stored
    ) throws -> Outcome {
        if let idHash, case .sameSource(let rowID, _) = stored {
            try statements.adopt(idHash: idHash, rowID: rowID, db)
        }
        return try store(row, statements, id: id, over: stored)
    }

    /// Stores the row as what is stored under its id says: inserted, updated, unchanged, or under another id.
    private func store(_ row: BoundRow, _ statements: RowStatements, id: String?, over stored: RowStatements.Stored)
        throws -> Outcome
    {
        switch stored {
        case .absent(let free):
            expectsNew = true
            return try insert(row, statements, id: id, idHash: free) ?? .unchanged
        case .sameSource(let rowID, let changed):
            written?.add(rowID)
            guard changed != 0 else { return .unchanged }
            try statements.update(row, rowID: rowID, changed: changed, db)
            return .updated
        case .otherSource:
            guard id == nil else {
                throw DatabaseError(
                    resultCode: .SQLITE_CONSTRAINT, message: "the id \(id!) is taken by a row from another source")
            }
            return try write(row, statements, id: statements.scopedID(of: row))
        }
    }

    private func statements(for mask: UInt64) throws -> RowStatements {
        if let cached = statements[mask] { return cached }
        let prepared = try RowStatements(db: db, table: table, mask: mask, idHash: idHash, appending: appending)
        statements[mask] = prepared
        return prepared
    }
}
