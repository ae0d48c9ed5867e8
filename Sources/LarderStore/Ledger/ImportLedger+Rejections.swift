import GRDB
internal import GRDBSQLite

extension ImportLedger {
    /// One problem of one row, as `rejected_rows` keeps it until the file is imported again.
    package struct Rejection {
        /// The ledger entry of the file's import.
        package var fileID: Int64
        /// The file, as `SourcePath` names it.
        package var sourceFile: String
        /// `line 12`, `$.items[3]`, `table 2 row 5`.
        package var location: String
        /// The line, for a CSV record.
        package var line: Int?
        /// The kind the row was read as (`inventory`), or `raw`.
        package var kind: String
        /// The field that failed, as the file names it, and its value.
        package var field: String?
        package var value: String?
        /// The full reason, with the fix.
        package var reason: String
        /// The record as the file gave it, as JSON.
        package var rawRow: String

        /// Creates a rejection.
        package init(
            fileID: Int64, sourceFile: String, location: String, line: Int?, kind: String, field: String?,
            value: String?, reason: String, rawRow: String
        ) {
            self.fileID = fileID
            self.sourceFile = sourceFile
            self.location = location
            self.line = line
            self.kind = kind
            self.field = field
            self.value = value
            self.reason = reason
            self.rawRow = rawRow
        }
    }

    /// Keeps a rejected row in `rejected_rows`, inside the file's transaction.
    package static func record(_ rejection: Rejection, in db: Database) throws {
        try RejectionInserter(db).insert(
            fileID: rejection.fileID, sourceFile: rejection.sourceFile, location: rejection.location,
            line: rejection.line, kind: rejection.kind, field: rejection.field, value: rejection.value,
            reason: rejection.reason, rawRow: rejection.rawRow)
    }

    /// Inserts rejected rows into `rejected_rows` with one statement prepared once, its values bound
    /// through SQLite's C API: a file of many rejected rows costs a step per row, not a statement compiled
    /// and an argument array built for each.
    package final class RejectionInserter {
        private let statement: Statement
        private let db: Database

        /// Prepares the statement on `db`.
        package init(_ db: Database) throws {
            self.db = db
            statement = try db.makeStatement(
                sql: """
                    INSERT INTO rejected_rows (import_file_id, path, location, line, kind, field, value, reason, raw_row)
                    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
                    """)
        }

        /// Inserts one rejected row (see ``Rejection`` for the values).
        package func insert(
            fileID: Int64, sourceFile: String, location: String, line: Int?, kind: String, field: String?,
            value: String?, reason: String, rawRow: String
        ) throws {
            let handle = statement.sqliteStatement
            defer {
                sqlite3_reset(handle)
                sqlite3_clear_bindings(handle)
            }
            sqlite3_bind_int64(handle, 1, fileID)
            Self.bind(sourceFile, handle, 2)
            Self.bind(location, handle, 3)
            if let line { sqlite3_bind_int64(handle, 4, Int64(line)) } else { sqlite3_bind_null(handle, 4) }
            Self.bind(kind, handle, 5)
            Self.bind(field, handle, 6)
            Self.bind(value, handle, 7)
            Self.bind(reason, handle, 8)
            Self.bind(rawRow, handle, 9)
            let code = sqlite3_step(handle)
            guard code == SQLITE_DONE else {
                throw DatabaseError(
                    resultCode: ResultCode(rawValue: code),
                    message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
            }
        }

        /// Binds `text` (NULL when nil) as parameter `index`; SQLite copies it.
        private static func bind(_ text: String?, _ handle: SQLiteStatement, _ index: Int32) {
            guard var text else {
                sqlite3_bind_null(handle, index)
                return
            }
            _ = text.withUTF8 { bytes in
                sqlite3_bind_text(
                    handle, index,
                    UnsafeRawPointer(bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!)
                        .assumingMemoryBound(to: CChar.self), Int32(bytes.count),
                    unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            }
        }
    }
}
