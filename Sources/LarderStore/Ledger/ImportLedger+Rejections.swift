import GRDB

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
        try db.execute(
            sql: """
                INSERT INTO rejected_rows (import_file_id, path, location, line, kind, field, value, reason, raw_row)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                rejection.fileID, rejection.sourceFile, rejection.location, rejection.line, rejection.kind,
                rejection.field, rejection.value, rejection.reason, rejection.rawRow,
            ])
    }
}
