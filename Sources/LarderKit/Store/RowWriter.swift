import GRDB

/// Upserts typed rows into their table by id, and says whether each was inserted, updated or unchanged.
///
/// Only the columns the source gave are written, so a file without a `notes` column never clears
/// notes another file set. Statements are prepared once per set of columns and reused.
final class RowWriter {
    /// What storing one row did.
    enum Outcome: Equatable {
        case inserted, updated, unchanged
    }

    private let db: Database
    private let table: TableSpec
    private var statements: [UInt64: (insert: Statement, update: Statement)] = [:]

    init(db: Database, table: TableSpec) {
        self.db = db
        self.table = table
    }

    /// Stores a row; throws the database's error when a constraint rejects it.
    func write(_ row: TypedRow) throws -> Outcome {
        let (insert, update) = try statements(for: row.present)
        let columns = (0..<table.columns.count).filter { row.isPresent($0) }
        let values = columns.map { row.values[$0] }
        try insert.execute(arguments: StatementArguments(values))
        if db.changesCount > 0 { return .inserted }
        let others = columns.filter { table.columns[$0].name != "id" }.map { row.values[$0] }
        guard !others.isEmpty else { return .unchanged }
        try update.execute(arguments: StatementArguments(others + [row["id"]] + others))
        return db.changesCount > 0 ? .updated : .unchanged
    }

    private func statements(for mask: UInt64) throws -> (insert: Statement, update: Statement) {
        if let cached = statements[mask] { return cached }
        let names = table.columns.indices.filter { mask & (1 << UInt64($0)) != 0 }.map { table.columns[$0].name }
        let others = names.filter { $0 != "id" }
        let quotedTable = SchemaSQL.quoted(table.name)
        let insertSQL = """
            INSERT INTO \(quotedTable) (\(names.map(SchemaSQL.quoted).joined(separator: ", "))) \
            VALUES (\(names.map { _ in "?" }.joined(separator: ", "))) ON CONFLICT(id) DO NOTHING
            """
        let assignments = others.map { "\(SchemaSQL.quoted($0)) = ?" }.joined(separator: ", ")
        let differs = others.map { "\(SchemaSQL.quoted($0)) IS NOT ?" }.joined(separator: " OR ")
        let updateSQL =
            others.isEmpty
            ? "SELECT 1 WHERE 0"
            : "UPDATE \(quotedTable) SET \(assignments) WHERE id = ? AND (\(differs))"
        let pair = (try db.makeStatement(sql: insertSQL), try db.makeStatement(sql: updateSQL))
        statements[mask] = pair
        return pair
    }
}
