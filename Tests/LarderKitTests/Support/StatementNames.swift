import GRDBSQLite

/// What SQLite's authorizer reports while it compiles a statement: the tables and columns the statement
/// reads and writes. It compiles on a connection of its own, as GRDB keeps the authorizer of its
/// connections for itself (it registers one per connection and reads the regions statements observe).
/// A `CompileError` thrown from the initialiser means the schema did not load.
final class StatementNames {
    /// A table or column a statement reads or writes.
    struct Name: Hashable, CustomStringConvertible {
        /// `read`, `insert`, `update` or `delete`.
        var action: String
        /// The table.
        var table: String
        /// The column, or nil when the action is on the whole table (an insert, a delete, `count(*)`).
        var column: String?

        var description: String { "\(action) \(table)" + (column.map { ".\($0)" } ?? "") }
    }

    /// A statement SQLite could not compile.
    struct CompileError: Error, CustomStringConvertible {
        /// SQLite's message.
        var description: String
    }

    private var connection: OpaquePointer?
    private var names: [Name] = []

    /// Opens an in-memory database with the tables and indexes `schema` creates (the `sql` of a migrated
    /// database's `sqlite_master`); nothing is ever run on it but that.
    init(schema: [String]) throws {
        sqlite3_open(":memory:", &connection)
        for statement in schema where sqlite3_exec(connection, statement, nil, nil, nil) != SQLITE_OK {
            defer { sqlite3_close(connection) }
            throw CompileError(description: String(cString: sqlite3_errmsg(connection)))
        }
        sqlite3_set_authorizer(
            connection,
            { context, action, first, second, _, _ in
                Unmanaged<StatementNames>.fromOpaque(context!).takeUnretainedValue().record(action, first, second)
                return SQLITE_OK
            }, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit { sqlite3_close(connection) }

    /// Compiles `sql` without running it: the names it touches, and the names of its result columns.
    func compile(_ sql: String) throws -> (touched: [Name], resultColumns: [String]) {
        names = []
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(connection, sql, -1, &statement, nil) == SQLITE_OK else {
            throw CompileError(description: String(cString: sqlite3_errmsg(connection)))
        }
        defer { sqlite3_finalize(statement) }
        let columns = (0..<sqlite3_column_count(statement)).map { String(cString: sqlite3_column_name(statement, $0)) }
        return (names, columns)
    }

    private func record(_ action: Int32, _ first: UnsafePointer<CChar>?, _ second: UnsafePointer<CChar>?) {
        let kinds = [SQLITE_READ: "read", SQLITE_INSERT: "insert", SQLITE_UPDATE: "update", SQLITE_DELETE: "delete"]
        guard let kind = kinds[action], let first else { return }
        let column = second.map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        names.append(Name(action: kind, table: String(cString: first), column: column))
    }
}
