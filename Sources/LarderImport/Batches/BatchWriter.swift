import GRDB
import LarderStore

/// The writing side of a file's import: stores the items of each batch through the sections'
/// ``SectionWriter``s, on the database's thread inside the file's transaction.
///
/// When a table is empty before the file, its secondary indexes (and its `id` index, unless a rule
/// reads its stored rows by id) are dropped while the rows go in and built again once, in bulk, at the
/// end (see ``BulkIndexes``).
final class BatchWriter {
    private let db: Database
    private let context: FileImporter.Context
    private var writers: [SectionWriter] = []
    private var indexes = BulkIndexes()

    /// Creates the writing side of a file's import.
    init(db: Database, context: FileImporter.Context) {
        self.db = db
        self.context = context
    }

    /// Stores every item of a batch, in order.
    func store(_ batch: ImportBatch) throws {
        for item in batch.items {
            switch item {
            case .section(let plan):
                if let table = plan.table {
                    try indexes.deferIndexes(
                        of: table.name, keepingIDIndex: StoredRowRules.readsStoredRows(of: table), db)
                }
                writers.append(try SectionWriter(db: db, context: context, plan: plan))
            case .row(let pending): try writers[pending.section].store(pending, from: batch)
            case .rejected(let section, let record, let problems): try writers[section].reject(record, problems)
            case .raw(let section, let record): try writers[section].storeRaw(record)
            }
        }
    }

    /// Builds the deferred indexes and returns the sections' summaries, given the source keys no column took.
    func finish(unmapped: [[String]]) throws -> (sections: [SectionSummary], rejected: [RejectedRow]) {
        try indexes.buildDeferred(db)
        for writer in writers { try writer.finish() }
        try RawTableWriter.forgetPlacesSeen(in: db)
        let sections = writers.map {
            $0.summary(unmapped: $0.plan.index < unmapped.count ? unmapped[$0.plan.index] : [])
        }
        return (sections, writers.flatMap(\.rejectedSample))
    }
}
