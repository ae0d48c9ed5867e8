import LarderStore

/// What the reading thread hands the writing thread, in file order.
enum ImportItem {
    /// A section begins.
    case section(SectionPlan)
    /// A row mapped and checked by the rules, with its id, ready to store.
    case row(PendingRow)
    /// A record the mapper or the rules rejected, with why, written out for `rejected_rows` (boxed, so that
    /// the items of rows stay small to copy).
    indirect case rejected(section: Int, rejection: RejectionText)
    /// A record of a section kept as text in a raw table.
    case raw(section: Int, record: SourceRecord)
}

/// Where a section's rows go, decided on the reading thread.
struct SectionPlan {
    /// The section's position in the file (0 for the first declared).
    var index: Int
    /// The section as the reader declared it.
    var section: SourceSection
    /// The canonical table, or nil when the rows are kept as text.
    var table: TableSpec?
    /// Why larder chose that table (or none).
    var reason: String
    /// For rows kept as text: the table the recogniser found nearest, and what it lacked.
    var nearest: String? = nil
    var lacks: String? = nil
    /// The source its short ids are unique in (``RowIdentity/scope(of:in:)``).
    var scope: String
    /// Where each column a page can give comes from, for `-v` (``SavedPageValue/sources(of:headers:mapper:)``).
    var pageSources: [String] = []
    /// What the section's lines are read under, when the digests of the lines its rows are stored from are
    /// recorded (``UnchangedLines``); whether lines of the latest import's set are skipped.
    var lineContext: String?
    var skipsLines = false
    /// Whether the section is kept as text because it was asked to be (`--as raw`) or is a part of a known
    /// export that no table holds, rather than because larder recognised no table in it.
    var keptAsTextOnPurpose = false
}

/// A row ready to store, with what the writer needs to reject it if the database refuses it.
struct PendingRow {
    /// The section's index.
    var section: Int
    /// The row's values.
    var values: PendingValues
    /// What the rules changed in it, one sentence each.
    var corrections: [String]
    /// The record it came from.
    var origin: RowOrigin
    /// The digest of the line the row was read from, when the import records it (``UnchangedLines``).
    var lineDigest: UInt64?
}

/// A pending row's values: flattened by the reading thread, or typed for the writer to check first.
enum PendingValues {
    /// Ready to bind, in the batch (see ``ImportBatch/flatten(_:)``).
    case flat(FlatRow)
    /// For a table whose rules read stored rows (``StoredRowRules``): the row and its mapper, which
    /// the writing thread checks against the database and then flattens. Boxed, so that the items of
    /// every other row stay small to copy.
    indirect case typed(TypedRow, RowMapper)
}

/// The record a pending row came from.
enum RowOrigin {
    /// A record the reader built (boxed, as ``PendingValues/typed(_:_:)``).
    indirect case record(SourceRecord)
    /// A CSV record whose fields the batch copied as bytes: its line and its fields' positions in the
    /// batch (see ``ImportBatch/keep(_:)``).
    case csv(line: Int, fields: Range<Int>)
    /// A flat JSON record whose values the batch copied as bytes: its index (`$[12]`), its keys and its
    /// values' positions in the batch (see ``ImportBatch/keep(_:)``).
    case flatJSON(index: Int, keys: [String], fields: Range<Int>)
}
