import Foundation
import GRDB
internal import GRDBSQLite

/// The statements that store rows giving one set of columns, bound and stepped through SQLite's C
/// API: building GRDB's `StatementArguments` costs an array and a copy of every value per row.
///
/// Parameters `?1…?n` are the row's columns in table order (`id` first), bound from a ``FlatRow``
/// whose text SQLite reads in place (`SQLITE_STATIC`): the caller keeps it until the next load.
final class RowStatements {
    private let insertStatement: Statement
    private let findByHashStatement: Statement
    private let findByIDStatement: Statement
    private let compareStatement: Statement
    /// The statements that update a stored row, by the mask of the row's values that differ from it.
    private var updateStatements: [UInt64: Statement] = [:]
    private let db: Database
    private let quotedTable: String
    private let names: [String]
    private let adoptStatement: Statement
    private let columns: [Int]
    /// The position of `id_scope` among the row's values, when the row gives it.
    private let scopeValue: Int?
    private let idHash: IDHash

    /// What the stored row with a row's id is to it.
    enum Stored: Equatable {
        /// No row has the id: insert it with `idHash` (nil when another id's row holds the row's hash).
        case absent(idHash: Int64?)
        /// The same thing from the same source (or a row stored before scopes existed); `changed` has bit
        /// `i` set when the row's value `i` differs from the stored one (0: the row is unchanged).
        case sameSource(rowID: Int64, changed: UInt64)
        /// Another thing whose source used the same short id (`RowIdentity` in LarderImport).
        case otherSource
    }

    /// Prepares the statements for the columns whose bits are set in `mask` (`id` among them), keyed by
    /// `idHash`; `appending` when the table has no unique index while the rows go in (``BulkIndexes``),
    /// so an insert checks no key.
    init(db: Database, table: TableSpec, mask: UInt64, idHash: IDHash = .standard, appending: Bool = false) throws {
        self.idHash = idHash
        self.db = db
        columns = table.columns.indices.filter { mask & (1 << UInt64($0)) != 0 }
        scopeValue = columns.firstIndex { table.columns[$0].name == "id_scope" }
        let names = columns.map { SchemaSQL.quoted(table.columns[$0].name) }
        let quotedTable = SchemaSQL.quoted(table.name)
        self.names = names
        self.quotedTable = quotedTable
        let parameters = names.indices.map { "?\($0 + 1)" }
        let last = "?\(names.count + 1)"
        insertStatement = try db.makeStatement(
            sql: "INSERT INTO \(quotedTable) (\(names.joined(separator: ", ")), id_hash) VALUES"
                + " (\(parameters.joined(separator: ", ")), \(last))"
                + (appending ? "" : " ON CONFLICT(id_hash) DO NOTHING"))
        let others = Array(zip(names, parameters).dropFirst())
        // The stored id comes last, after the given columns, so result column i is the row's value i.
        let selected = (["rowid"] + others.map(\.0) + ["id"]).joined(separator: ", ")
        findByHashStatement = try db.makeStatement(sql: "SELECT \(selected) FROM \(quotedTable) WHERE id_hash = ?1")
        // A table whose id has no index of its own finds by id only the rows without a hash: the others
        // are found by their hash.
        let unhashed = SchemaSQL.indexesID(table.name) ? "" : " AND id_hash IS NULL"
        findByIDStatement = try db.makeStatement(
            sql: "SELECT \(selected) FROM \(quotedTable) WHERE id = ?1\(unhashed)")
        let differs = others.isEmpty ? "0" : others.map { "\($0) IS NOT \($1)" }.joined(separator: " OR ")
        compareStatement = try db.makeStatement(sql: "SELECT \(differs) FROM \(quotedTable) WHERE rowid = \(last)")
        adoptStatement = try db.makeStatement(sql: "UPDATE OR IGNORE \(quotedTable) SET id_hash = ?1 WHERE rowid = ?2")
    }

    /// The `id_hash` of the row's id, or of `id` when given.
    func hash(of row: BoundRow, id: String? = nil) -> Int64 {
        if let id { return idHash.of(id) }
        switch row.values[0] {
        case .text(let offset, let count), .blob(let offset, let count):
            return idHash.of(row.bytes.map { $0 + offset }, count: count)
        default: return idHash.of(row.text(at: 0) ?? "")
        }
    }

    /// Inserts the row (under `id` when given) with `idHash` unless another row holds that hash; whether
    /// it was inserted.
    func insert(_ row: BoundRow, id: String? = nil, idHash: Int64?, _ db: Database) throws -> Bool {
        let handle = insertStatement.sqliteStatement
        if let idHash {
            sqlite3_bind_int64(handle, Int32(columns.count + 1), idHash)
        } else {
            sqlite3_bind_null(handle, Int32(columns.count + 1))
        }
        try run(insertStatement, row, db, id: id) { _ in }
        return db.changesCount > 0
    }

    /// The stored row with the row's id (or `id`), and whether any of the row's columns differs from it
    /// (as SQL's `IS NOT` says).
    ///
    /// The row is looked up by its `idHash`; a stored row with that hash and another id is a collision,
    /// and the row is then looked up by its id, which a row whose hash was taken is stored under.
    func find(_ row: BoundRow, id: String? = nil, idHash: Int64, _ db: Database) throws -> Stored {
        sqlite3_bind_int64(findByHashStatement.sqliteStatement, 1, idHash)
        switch try examine(findByHashStatement, row, byID: false, id: id, db) {
        case nil: return .absent(idHash: idHash)
        case .absent?: return try findByID(row, id: id, db) ?? .absent(idHash: nil)
        case let stored?: return stored
        }
    }

    /// The stored row with the row's id (or `id`), looked up by the id alone (its index): for a row whose
    /// `id_hash` another row holds, or that was stored without one (inserted by hand).
    func findByID(_ row: BoundRow, id: String? = nil, _ db: Database) throws -> Stored? {
        try examine(findByIDStatement, row, byID: true, id: id, db)
    }

    /// Gives the stored row `rowID` the hash `idHash`, unless another row holds it: a row inserted without
    /// one (by hand) is found by its hash from then on.
    func adopt(idHash: Int64, rowID: Int64, _ db: Database) throws {
        let handle = adoptStatement.sqliteStatement
        sqlite3_bind_int64(handle, 1, idHash)
        sqlite3_bind_int64(handle, 2, rowID)
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        guard code == SQLITE_DONE else { throw Self.error(code, adoptStatement, db) }
    }

    /// Steps a find statement and says what the row it finds is to the row: `absent` when its id is
    /// another (a row found by hash; one found `byID` has the row's id).
    /// The stored values are compared here, which costs a fraction of SQLite comparing them; a pair of
    /// values of different types (text and a number) is left to SQLite, whose column affinity may make
    /// them equal.
    private func examine(
        _ statement: Statement, _ row: BoundRow, byID: Bool, id: String?, _ db: Database
    ) throws -> Stored? {
        var found: (rowID: Int64, changed: UInt64?, sameID: Bool)?
        var sameSource = true
        try run(statement, row, db, binding: byID ? 1 : 0, id: byID ? id : nil) { statement in
            found = (
                sqlite3_column_int64(statement, 0), Self.differs(statement, row),
                byID || Self.sameID(statement, at: Int32(row.values.count), row, id: id)
            )
            if let scopeValue { sameSource = Self.sameScope(statement, row, at: scopeValue) }
        }
        guard let found else { return nil }
        guard found.sameID else { return .absent(idHash: nil) }
        guard sameSource else { return .otherSource }
        if let changed = found.changed { return .sameSource(rowID: found.rowID, changed: changed) }
        sqlite3_bind_int64(compareStatement.sqliteStatement, Int32(columns.count + 1), found.rowID)
        var compared = true
        try run(compareStatement, row, db) { compared = sqlite3_column_int64($0, 0) != 0 }
        // SQLite said whether any value differs, not which: all of them are written.
        return .sameSource(rowID: found.rowID, changed: compared ? Self.allValues(row.values.count) : 0)
    }

    /// Whether the stored id (result column `column`) is the row's id, or `id` when given.
    private static func sameID(_ statement: SQLiteStatement, at column: Int32, _ row: BoundRow, id: String?) -> Bool {
        let stored = UnsafeRawPointer(sqlite3_column_text(statement, column))
        let storedCount = Int(sqlite3_column_bytes(statement, column))
        if var id {
            return id.withUTF8 { sameBytes(stored, storedCount, UnsafeRawPointer($0.baseAddress), 0, $0.count) }
        }
        guard case .text(let offset, let count) = row.values[0] else { return false }
        return sameBytes(stored, storedCount, row.bytes, offset, count)
    }

    /// Whether the stored row's `id_scope` (result column `index`) is the row's, or empty: a row stored
    /// before scopes existed is taken to be the same thing, and takes the row's scope when updated.
    private static func sameScope(_ statement: SQLiteStatement, _ row: BoundRow, at index: Int) -> Bool {
        let column = Int32(index)
        let storedCount = Int(sqlite3_column_bytes(statement, column))
        guard storedCount > 0, case .text(let offset, let count) = row.values[index] else { return true }
        return sameBytes(
            UnsafeRawPointer(sqlite3_column_text(statement, column)), storedCount, row.bytes, offset, count)
    }

    /// The mask of the row's values after its id that differ from the stored row's (result columns 1…,
    /// after the rowid); nil when a pair of values has different types.
    private static func differs(_ statement: SQLiteStatement, _ row: BoundRow) -> UInt64? {
        var changed: UInt64 = 0
        for index in row.values.indices.dropFirst() {
            let column = Int32(index)
            let bit: UInt64 = 1 << UInt64(index)
            switch (row.values[index], sqlite3_column_type(statement, column)) {
            case (.null, SQLITE_NULL): continue
            case (.null, _), (_, SQLITE_NULL): changed |= bit
            case (.integer(let value), SQLITE_INTEGER):
                if sqlite3_column_int64(statement, column) != value { changed |= bit }
            case (.real(let value), SQLITE_FLOAT):
                if sqlite3_column_double(statement, column) != value { changed |= bit }
            case (.text(let offset, let count), SQLITE_TEXT):
                let stored = UnsafeRawPointer(sqlite3_column_text(statement, column))
                if !sameBytes(stored, Int(sqlite3_column_bytes(statement, column)), row.bytes, offset, count) {
                    changed |= bit
                }
            case (.blob(let offset, let count), SQLITE_BLOB):
                let stored = sqlite3_column_blob(statement, column)
                if !sameBytes(stored, Int(sqlite3_column_bytes(statement, column)), row.bytes, offset, count) {
                    changed |= bit
                }
            default: return nil
            }
        }
        return changed
    }

    /// The mask of every value of a row of `count` values after its id.
    private static func allValues(_ count: Int) -> UInt64 {
        count <= 1 ? 0 : (count >= 64 ? UInt64.max : (1 << UInt64(count)) - 1) & ~1
    }

    private static func sameBytes(
        _ stored: UnsafeRawPointer?, _ storedCount: Int, _ bytes: UnsafeRawPointer?, _ offset: Int, _ count: Int
    ) -> Bool {
        guard storedCount == count else { return false }
        guard count > 0, let stored, let bytes else { return true }
        return memcmp(stored, bytes + offset, count) == 0
    }

    /// Writes the row's values whose bits are set in `changed` into the stored row `rowID`: only the
    /// columns that differ, so an index of a column that did not change is not touched.
    func update(_ row: BoundRow, rowID: Int64, changed: UInt64, _ db: Database) throws {
        guard changed != 0 else { return }
        let statement = try updateStatement(changed)
        sqlite3_bind_int64(statement.sqliteStatement, Int32(columns.count + 1), rowID)
        try run(statement, row, db) { _ in }
    }

    /// The statement that sets the values in `changed` (parameters numbered as the row's values).
    private func updateStatement(_ changed: UInt64) throws -> Statement {
        if let prepared = updateStatements[changed] { return prepared }
        let assignments = names.indices.dropFirst().filter { changed & (1 << UInt64($0)) != 0 }
            .map { "\(names[$0]) = ?\($0 + 1)" }.joined(separator: ", ")
        let statement = try db.makeStatement(
            sql: "UPDATE \(quotedTable) SET \(assignments) WHERE rowid = ?\(columns.count + 1)")
        updateStatements[changed] = statement
        return statement
    }

    /// The id a row whose short id another source holds is stored under: `<id>@<id_scope>`.
    func scopedID(of row: BoundRow) -> String {
        "\(row.text(at: 0) ?? "")@\(scopeValue.flatMap(row.text(at:)) ?? "")"
    }

    /// Binds the row's first `binding` values (all by default), steps once, hands a result row to
    /// `result`, and resets the statement.
    /// `id`, when given, is bound as the first parameter in place of the row's id.
    private func run(
        _ statement: Statement, _ row: BoundRow, _ db: Database, binding: Int? = nil, id: String? = nil,
        result: (SQLiteStatement) -> Void
    ) throws {
        let handle = statement.sqliteStatement
        for index in 0..<(binding ?? row.values.count) {
            bind(row.values[index], row.bytes, to: handle, at: Int32(index + 1))
        }
        if let id {
            sqlite3_bind_text(handle, 1, id, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
        }
        let code = sqlite3_step(handle)
        defer { sqlite3_reset(handle) }
        switch code {
        case SQLITE_ROW: result(handle)
        case SQLITE_DONE: break
        default: throw Self.error(code, statement, db)
        }
    }

    /// The error of a failed step, as GRDB reports one.
    private static func error(_ code: Int32, _ statement: Statement, _ db: Database) -> DatabaseError {
        DatabaseError(
            resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(db.sqliteConnection)),
            sql: statement.sql)
    }

    private func bind(_ value: StoredValue, _ bytes: UnsafeRawPointer?, to statement: SQLiteStatement, at index: Int32)
    {
        switch value {
        case .null: sqlite3_bind_null(statement, index)
        case .integer(let value): sqlite3_bind_int64(statement, index, value)
        case .real(let value): sqlite3_bind_double(statement, index, value)
        case .text(let offset, let count):
            guard let bytes else {
                // Only empty text can have no bytes to point into: SQLite copies the literal.
                sqlite3_bind_text(statement, index, "", 0, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
                return
            }
            sqlite3_bind_text(statement, index, (bytes + offset).assumingMemoryBound(to: CChar.self), Int32(count), nil)
        case .blob(let offset, let count):
            sqlite3_bind_blob(statement, index, bytes.map { $0 + offset }, Int32(count), nil)
        }
    }
}

/// A flat row's values and the bytes their text points into, valid during one call.
package struct BoundRow {
    /// The values of the row's given columns, in table order.
    let values: UnsafeBufferPointer<StoredValue>
    /// The bytes of their text and blobs.
    let bytes: UnsafeRawPointer?

    /// Creates a bound row over `values` and the `bytes` their text points into.
    package init(values: UnsafeBufferPointer<StoredValue>, bytes: UnsafeRawPointer?) {
        self.values = values
        self.bytes = bytes
    }

    /// The value at `index` as text, when it is text.
    func text(at index: Int) -> String? {
        guard case .text(let offset, let count) = values[index] else { return nil }
        guard let bytes, count > 0 else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: bytes + offset, count: count), as: UTF8.self)
    }
}
