import GRDB
import LarderStore

/// The writing side of a file's import: stores the items of each batch through the sections'
/// ``SectionWriter``s, on the database's thread inside the file's transaction.
///
/// When a table is empty before the file, its indexes are dropped while the rows go in and built again
/// once, in bulk, at the end, and its rows are appended (see ``BulkIndexes``); a table whose stored
/// rows a rule reads keeps its unique indexes.
final class BatchWriter {
    private let db: Database
    private let context: FileImporter.Context
    private var writers: [SectionWriter] = []
    private var indexes = BulkIndexes()
    /// The rows stored in each table so far, by table name.
    private var written: [String: RowsWritten] = [:]
    /// The keys of the rows appended to each table so far, by table name.
    private var appended: [String: AppendedRows] = [:]
    private let appendsToEmptyTables: Bool

    /// Creates the writing side of a file's import; `appendsToEmptyTables` unless the file is imported
    /// again because two of its rows share a key (``BulkIndexes/DuplicateKeys``).
    init(db: Database, context: FileImporter.Context, appendsToEmptyTables: Bool = true) {
        self.db = db
        self.context = context
        self.appendsToEmptyTables = appendsToEmptyTables
    }

    /// Stores every item of a batch, in order.
    func store(_ batch: ImportBatch) throws {
        for item in batch.items {
            switch item {
            case .section(let plan):
                var appending = false
                var rows: RowsWritten?
                var keys: AppendedRows?
                if let table = plan.table {
                    appending = try indexes.deferIndexes(
                        of: table.name,
                        keepingUnique: !appendsToEmptyTables || StoredRowRules.readsStoredRows(of: table), db)
                    rows = written[table.name] ?? RowsWritten()
                    written[table.name] = rows
                    if appending {
                        keys = appended[table.name] ?? AppendedRows(table: table, fileSize: context.size)
                        keys!.sections += 1
                        appended[table.name] = keys
                    }
                }
                writers.append(
                    try SectionWriter(
                        db: db, context: context, plan: plan, appending: appending, written: rows, appended: keys))
            case .row(let pending): try writers[pending.section].store(pending, from: batch)
            case .rejected(let section, let rejection): try writers[section].reject(rejection)
            case .raw(let section, let record): try writers[section].storeRaw(record)
            }
        }
    }

    /// Builds the deferred indexes and returns the sections' summaries, given the source keys no column
    /// took, and for a CSV file the lines skipped as unchanged and the order its slash dates settled.
    func finish(unmapped: [[String]], unchanged: UnchangedLines? = nil, slashOrder: String? = nil) throws -> (
        sections: [SectionSummary], rejected: [RejectedRow]
    ) {
        let resolved = try indexes.buildDeferred(db, resolving: appended.keys.sorted().map { appended[$0]! })
        for writer in writers {
            // One section appended each table with repeats (``AppendedRows``): its rows are told.
            if let table = writer.plan.table?.name, let resolution = resolved[table] { writer.folded(resolution) }
            try writer.finish(unchanged: unchanged, slashOrder: slashOrder)
        }
        try RawTableWriter.forgetPlacesSeen(in: db)
        var counted: Set<String> = []
        let sections = writers.map { writer in
            var summary = writer.summary(
                unmapped: writer.plan.index < unmapped.count ? unmapped[writer.plan.index] : [])
            // A table's repeats are told once, with its first section.
            if let table = writer.plan.table?.name, counted.insert(table).inserted {
                summary.repeatedKeys = (written[table]?.repeats ?? 0) + (resolved[table]?.repeats ?? 0)
            }
            return summary
        }
        return (sections, writers.flatMap(\.rejectedSample))
    }
}
