import GRDB

/// Upserts typed rows into their table by id, and says whether each was inserted, updated or unchanged.
///
/// Only the columns the source gave are written, so a file without a `notes` column never clears
/// notes another file set. Statements are prepared once per set of columns and reused.
///
/// A row is stored with one of two first steps, whichever the previous row needed: new rows follow
/// new rows in a first import, and known rows follow known rows in a re-import. A new row is tried
/// with `INSERT … ON CONFLICT(id) DO NOTHING`; a known row is looked up by id with one `SELECT` that
/// also compares every given column (`IS NOT`), so an unchanged row costs one index lookup and no
/// write, and a changed one is updated by rowid.
package final class RowWriter {
    /// What storing one row did.
    package enum Outcome: Equatable {
        case inserted, updated, unchanged
    }

    private let db: Database
    private let table: TableSpec
    private var statements: [UInt64: RowStatements] = [:]
    private var expectsNew: Bool

    /// Creates a writer for `table`; an empty table expects new rows first.
    package init(db: Database, table: TableSpec) throws {
        self.db = db
        self.table = table
        expectsNew = try !Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(SchemaSQL.quoted(table.name)))")!
    }

    /// Stores a row given as the values of the columns in `mask`; throws the database's error when a
    /// constraint rejects it.
    package func write(_ row: BoundRow, mask: UInt64) throws -> Outcome {
        try write(row, try statements(for: mask), id: nil)
    }

    /// Stores the row under its own id, or under `id`; a short id another source holds is stored again
    /// under `<id>@<id_scope>` (see `RowIdentity` in LarderImport), so that source's row never changes.
    private func write(_ row: BoundRow, _ statements: RowStatements, id: String?) throws -> Outcome {
        if expectsNew {
            if try statements.insert(row, id: id, db) { return .inserted }
            expectsNew = false
        }
        switch try statements.find(row, id: id, db) {
        case nil:
            expectsNew = true
            return try statements.insert(row, id: id, db) ? .inserted : .unchanged
        case .sameSource(let rowID, let differs):
            guard differs else { return .unchanged }
            try statements.update(row, rowID: rowID, db)
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
        let prepared = try RowStatements(db: db, table: table, mask: mask)
        statements[mask] = prepared
        return prepared
    }
}
