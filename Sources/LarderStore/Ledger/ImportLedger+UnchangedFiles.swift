import GRDB
import LarderValues

/// The import whose rows an unchanged file still has: the run that read the file, and what it counted.
public struct EarlierImport: Equatable, Sendable {
    /// The run whose import read the file.
    public var runID: Int64
    /// The table or tables its rows went to (`inventory_items`, `deals,raw_notes`).
    public var kind: String
    /// What that import counted; the rows it rejected are still in `rejected_rows`.
    public var counts: RowCounts

    /// Creates the description of an earlier import.
    public init(runID: Int64, kind: String, counts: RowCounts) {
        self.runID = runID
        self.kind = kind
        self.counts = counts
    }
}

extension ImportLedger {
    /// A file's latest import as the ledger recorded it: what a re-import compares the file with.
    package struct RecordedFile: Equatable {
        /// The entry of the import that read these bytes (the entry of an unchanged file names it).
        package var entryID: Int64
        /// The path the latest import was given.
        package var path: String
        /// How the latest import read it (``FileEntry/readAs``).
        package var readAs: String
        /// The size and SHA-256 of the bytes that import read.
        package var size: Int64
        package var sha256: String
        /// `csv`, `json` or `html`.
        package var format: String
        /// The database's latest migration and the rules revision when the bytes were read (``ImportLedger/schema``).
        package var schema: String
        /// The run that read the bytes, and its counts.
        package var earlier: EarlierImport
    }

    /// The latest import of a file, `sourceFile` as ``SourcePath`` names it; nil when the ledger has none
    /// (entries written before migration v8 name no file). An entry exists only for an import that
    /// completed: it is written inside the file's transaction, so a failed or killed import leaves none.
    package static func latestImport(ofFile sourceFile: String, in db: Database) throws -> RecordedFile? {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT f.path, f.read_as, f.size, f.sha256, r.id, r.run_id, r.format, r.schema, r.kind, r.rows_read,
                    r.rows_inserted, r.rows_updated, r.rows_unchanged, r.rows_rejected
                FROM import_files f JOIN import_files r ON r.id = coalesce(f.unchanged_since, f.id)
                WHERE f.source_file = ? ORDER BY f.id DESC LIMIT 1
                """,
            arguments: [sourceFile])
        guard let row else { return nil }
        let counts = RowCounts(
            read: row["rows_read"], inserted: row["rows_inserted"], updated: row["rows_updated"],
            unchanged: row["rows_unchanged"], rejected: row["rows_rejected"])
        return RecordedFile(
            entryID: row["id"], path: row["path"], readAs: row["read_as"] ?? "", size: row["size"],
            sha256: row["sha256"], format: row["format"], schema: row["schema"] ?? "",
            earlier: EarlierImport(runID: row["run_id"], kind: row["kind"], counts: counts))
    }

    /// The revision of larder's import rules, raised with every change that makes a file store other rows
    /// without a migration (a row once rejected now kept, a value read another way), so that a file
    /// unchanged since an import under earlier rules is read again rather than skipped (docs/IMPORT.md,
    /// "An unchanged file is not read again"). Revisions:
    /// - 1, not written: before the revision was recorded.
    /// - 2: a FoodKeeper note written where a figure belongs is kept in the time's metric; the row was
    ///   rejected.
    /// - 3: a Firestore document exported alone (its fields beside `__collections__`) is a row; its fields
    ///   were kept only as the file's export metadata.
    /// - 4: a Firestore Backfire line (`{"path", "data"}`) is a document of its collection; it was one raw
    ///   record, its fields in a JSON column.
    /// - 5: a top-level object with an `id` of its own, recognised as a kind that stores one of its arrays
    ///   of objects in a column (one recipe and its `ingredients`), is one record; its arrays were sections.
    /// - 6: `Sale` is an alias of `deals.discount_price`, so a weekly ad's `Item, Regular, Sale` table is
    ///   deals; it was kept as text.
    /// - 7: a CSV file's `sep=` line names its delimiter, and a title above its header is no record
    ///   (`CSVPreamble` in LarderImport); such a file was kept as text under a header of its first line.
    /// - 8: an amount's currency mark (`1,19 €`) or its header's (`Price (EUR)`) fills `currency_code` when
    ///   the file has no currency column (`CurrencyMarker` in LarderValues); it was left empty.
    /// - 9: beside a sale price, a deals table's `Price` is the regular price (`RowMapper.weakNames` in
    ///   LarderImport); it took `discount_price` and the sale price was not stored.
    /// - 10: a CSV line of unquoted empty fields (`,,,`, a spreadsheet's blank row) is no record; it was a
    ///   row, rejected for its empty required fields.
    /// - 11: a value is read whole or not at all (`2 for $5` and `2.5e1` were 25.00 and 2.51; JSON numbers
    ///   from their whole token), a table's sub-heading row is a `section` value of the rows under it (it
    ///   was the header, and the rows above it were lost), an empty header row is no header, a repeated
    ///   header never takes a name the row has (`a,a_3,a`), and a JSON key an object holds twice keeps its
    ///   last value (it kept the first).
    package static let rulesRevision = 11

    /// How a file read now is read: the latest migration's identifier and the rules revision
    /// (`import_files.schema`, `v13 store names, rules 11`).
    package static var schema: String { Migrations.latest + ", rules " + String(rulesRevision) }

    /// Records a file that was not read because it is unchanged since `recorded`: an entry with the same
    /// size and SHA-256 (so the next import finds it unchanged too) and no rows of its own, whose
    /// `unchanged_since` names the entry whose rows and rejections still stand.
    package static func recordUnchanged(_ entry: FileEntry, since recorded: RecordedFile, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO import_files (run_id, path, source_file, read_as, size, sha256, format, kind, rows_read,
                    rows_inserted, rows_updated, rows_unchanged, rows_rejected, started_at, finished_at,
                    unchanged_since, schema)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, 0, ?, ?, ?, ?)
                """,
            arguments: [
                entry.runID, entry.path, entry.sourceFile, entry.readAs, recorded.size, recorded.sha256,
                recorded.format, recorded.earlier.kind, entry.startedAt, LarderClock.nowISO(), recorded.entryID,
                recorded.schema,
            ])
    }

    /// The first `limit` rows an import rejected (the entry `entryID`), named by `path` as given now.
    package static func rejections(ofEntry entryID: Int64, shownAs path: String, limit: Int, in db: Database) throws
        -> [RejectedRow]
    {
        try Row.fetchAll(
            db,
            sql: "SELECT location, field, reason FROM rejected_rows WHERE import_file_id = ? ORDER BY id LIMIT ?",
            arguments: [entryID, limit]
        ).map { RejectedRow(path: path, location: $0["location"], field: $0["field"], reason: $0["reason"]) }
    }
}
