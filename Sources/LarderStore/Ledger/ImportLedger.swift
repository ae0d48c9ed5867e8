import Foundation
import GRDB
import LarderValues

/// The rows read, inserted, updated, unchanged and rejected by one import; they always add up.
public struct RowCounts: Equatable, Sendable {
    /// Rows read from the file.
    public var read = 0
    /// Rows new to the database.
    public var inserted = 0
    /// Rows that existed and changed.
    public var updated = 0
    /// Rows that existed unchanged.
    public var unchanged = 0
    /// Rows kept in `rejected_rows`.
    public var rejected = 0

    /// Creates counts.
    public init(read: Int = 0, inserted: Int = 0, updated: Int = 0, unchanged: Int = 0, rejected: Int = 0) {
        self.read = read
        self.inserted = inserted
        self.updated = updated
        self.unchanged = unchanged
        self.rejected = rejected
    }

    package mutating func add(_ other: RowCounts) {
        read += other.read
        inserted += other.inserted
        updated += other.updated
        unchanged += other.unchanged
        rejected += other.rejected
    }

    package mutating func count(_ outcome: RowWriter.Outcome) {
        switch outcome {
        case .inserted: inserted += 1
        case .updated: updated += 1
        case .unchanged: unchanged += 1
        }
    }
}

/// Writes the import ledger: runs, files with their SHA-256 and counts, and rejected rows.
package enum ImportLedger {
    /// Records the start of a run; a database another process keeps busy is ``StoreError/ledgerFailed(reason:)``.
    package static func beginRun(command: String, in writer: any DatabaseWriter) throws -> Int64 {
        do {
            return try writer.write { db in
                try db.execute(
                    sql: "INSERT INTO import_runs (command, started_at) VALUES (?, ?)",
                    arguments: [command, LarderClock.nowISO()])
                return db.lastInsertedRowID
            }
        } catch let error as DatabaseError {
            throw StoreError.ledgerFailed(reason: LarderDatabase.describe(error))
        }
    }

    package static func finishRun(_ id: Int64, files: Int, failed: Bool, in writer: any DatabaseWriter) throws {
        try writer.write { db in
            try db.execute(
                sql: "UPDATE import_runs SET finished_at = ?, status = ?, files = ? WHERE id = ?",
                arguments: [LarderClock.nowISO(), failed ? "failed" : "done", files, id])
        }
    }

    /// Records a run stopped by SIGINT or SIGTERM as `interrupted`, with the files it recorded (each wholly
    /// in); a run already closed stays as it is.
    package static func markInterrupted(_ id: Int64, in writer: any DatabaseWriter) throws {
        try writer.write { db in
            try db.execute(
                sql: """
                    UPDATE import_runs SET finished_at = ?, status = 'interrupted',
                        files = (SELECT count(*) FROM import_files WHERE run_id = ?)
                    WHERE id = ? AND status = 'running'
                    """,
                arguments: [LarderClock.nowISO(), id, id])
        }
    }

    /// A file's entry in the ledger, as it is opened.
    package struct FileEntry {
        package var runID: Int64
        /// The path as given.
        package var path: String
        /// The file as ``SourcePath`` names it.
        package var sourceFile: String
        /// How its sections got their kind: `recognised`, `raw`, or the table `--as` named.
        package var readAs: String
        package var size: Int64
        package var sha256: String
        package var format: String
        package var startedAt: String

        /// Creates an entry.
        package init(
            runID: Int64, path: String, sourceFile: String, readAs: String, size: Int64, sha256: String,
            format: String, startedAt: String
        ) {
            self.runID = runID
            self.path = path
            self.sourceFile = sourceFile
            self.readAs = readAs
            self.size = size
            self.sha256 = sha256
            self.format = format
            self.startedAt = startedAt
        }
    }

    package static func beginFile(_ entry: FileEntry, in db: Database) throws -> Int64 {
        try db.execute(
            sql: """
                INSERT INTO import_files (run_id, path, source_file, read_as, size, sha256, format, kind, rows_read,
                    rows_inserted, rows_updated, rows_unchanged, rows_rejected, started_at, finished_at, schema)
                VALUES (?, ?, ?, ?, ?, ?, ?, '', 0, 0, 0, 0, 0, ?, ?, ?)
                """,
            arguments: [
                entry.runID, entry.path, entry.sourceFile, entry.readAs, entry.size, entry.sha256, entry.format,
                entry.startedAt, entry.startedAt, schema,
            ])
        return db.lastInsertedRowID
    }

    /// Removes the rejected rows of earlier imports of a file, so that `rejected_rows` lists each problem
    /// once and a fixed file leaves none. The file is `sourceFile` (see ``SourcePath``); rows stored
    /// before rejections were replaced name it as that import was given it, so `givenAs` matches those.
    package static func removeRejections(ofFile sourceFile: String, givenAs path: String, in db: Database) throws {
        try db.execute(
            sql: "DELETE FROM rejected_rows WHERE path IN (?, ?)", arguments: [sourceFile, path])
    }

    /// Records a file's outcome, its SHA-256 (taken while the file was read, so it is written last) and
    /// what the file says about itself (`exportMetadata`, a JSON object, or nil).
    package static func finishFile(
        _ id: Int64, kind: String, counts: RowCounts, sha256: String, exportMetadata: String? = nil, in db: Database
    ) throws {
        try db.execute(
            sql: """
                UPDATE import_files SET kind = ?, rows_read = ?, rows_inserted = ?, rows_updated = ?,
                    rows_unchanged = ?, rows_rejected = ?, sha256 = ?, export_metadata = ?, finished_at = ?
                WHERE id = ?
                """,
            arguments: [
                kind, counts.read, counts.inserted, counts.updated, counts.unchanged, counts.rejected, sha256,
                exportMetadata, LarderClock.nowISO(), id,
            ])
    }
}

extension ImportLedger {
    /// A section of a file kept as text in a `raw_*` table, and why (`import_kept_sections`).
    package struct KeptSection: Equatable {
        /// The section's name, the raw table and the records read.
        package var section, tableName: String
        package var rows: Int
        /// The table the recogniser found nearest and what its evidence lacked; nil when none came near.
        package var nearest, lacks: String?
        /// The whole reason, and whether the section was kept as text on purpose.
        package var reason: String
        package var onPurpose: Bool

        /// Creates the record of a kept section.
        package init(
            section: String, tableName: String, rows: Int, nearest: String?, lacks: String?, reason: String,
            onPurpose: Bool
        ) {
            self.section = section
            self.tableName = tableName
            self.rows = rows
            self.nearest = nearest
            self.lacks = lacks
            self.reason = reason
            self.onPurpose = onPurpose
        }
    }

    /// Records the sections of the import `fileID` kept as text.
    package static func recordKept(_ sections: [KeptSection], ofFile fileID: Int64, in db: Database) throws {
        for kept in sections {
            try db.execute(
                sql: """
                    INSERT INTO import_kept_sections (import_file_id, section, table_name, rows, nearest, lacks,
                        reason, on_purpose)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [
                    fileID, kept.section, kept.tableName, kept.rows, kept.nearest, kept.lacks, kept.reason,
                    kept.onPurpose,
                ])
        }
    }
}
