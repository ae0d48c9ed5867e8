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
final class RowWriter {
    /// What storing one row did.
    enum Outcome: Equatable {
        case inserted, updated, unchanged
    }

    private let db: Database
    private let table: TableSpec
    private var statements: [UInt64: RowStatements] = [:]
    private var expectsNew: Bool

    /// Creates a writer for `table`; an empty table expects new rows first.
    init(db: Database, table: TableSpec) throws {
        self.db = db
        self.table = table
        expectsNew = try !Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(SchemaSQL.quoted(table.name)))")!
    }

    /// Stores a row given as the values of the columns in `mask`; throws the database's error when a
    /// constraint rejects it.
    func write(_ row: BoundRow, mask: UInt64) throws -> Outcome {
        let statements = try self.statements(for: mask)
        if expectsNew {
            if try statements.insert(row, db) { return .inserted }
            expectsNew = false
            return try updateKnown(row, statements) ?? .unchanged
        }
        if let outcome = try updateKnown(row, statements) { return outcome }
        expectsNew = true
        return try statements.insert(row, db) ? .inserted : .unchanged
    }

    /// Updates the stored row with the row's id if a given column differs; nil when there is none.
    private func updateKnown(_ row: BoundRow, _ statements: RowStatements) throws -> Outcome? {
        guard let (rowID, differs) = try statements.find(row, db) else { return nil }
        guard differs else { return .unchanged }
        try statements.update(row, rowID: rowID, db)
        return .updated
    }

    private func statements(for mask: UInt64) throws -> RowStatements {
        if let cached = statements[mask] { return cached }
        let prepared = try RowStatements(db: db, table: table, mask: mask)
        statements[mask] = prepared
        return prepared
    }
}
