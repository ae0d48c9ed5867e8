import GRDB
import LarderStore

/// Stores the items of one section on the database's thread: rows into their table (or the raw
/// table), rejected records into `rejected_rows`, counting each outcome and the corrections of stored rows.
final class SectionWriter {
    /// The section's plan.
    let plan: SectionPlan
    private let db: Database
    private let context: FileImporter.Context
    private let writer: RowWriter?
    private let rawWriter: RawTableWriter?
    /// Records the digests of the lines rows are stored from (``UnchangedLines``).
    private let lines: LineDigestRecorder?
    private(set) var counts = RowCounts()
    private(set) var rejectedSample: [RejectedRow] = []
    private var corrections: [Correction] = []
    /// The statement rejected rows go in with, prepared at the section's first.
    private var rejections: ImportLedger.RejectionInserter?
    private var removedRows = 0
    private var skippedLines = 0
    /// The shared raw table larder before v18 kept this section's rows in, when it still holds some.
    private var formerTable: String?

    /// Opens the section's table, creating its raw table if the rows are kept as text.
    /// `written` holds the rows the file has stored in the section's table so far (``RowsWritten``), and
    /// `appended` the keys of the rows appended to it (``AppendedRows``).
    init(
        db: Database, context: FileImporter.Context, plan: SectionPlan, appending: Bool = false,
        written: RowsWritten? = nil, appended: AppendedRows? = nil
    ) throws {
        self.db = db
        self.context = context
        self.plan = plan
        if let table = plan.table {
            writer = try RowWriter(
                db: db, table: table, appending: appending, written: written, appended: appended)
            rawWriter = nil
            lines = try plan.lineContext.map {
                try LineDigestRecorder(
                    db: db, entryID: context.fileID, table: table.name, context: $0, skipping: plan.skipsLines,
                    appending: appending)
            }
        } else {
            writer = nil
            lines = nil
            let rawWriter = try RawTableWriter(
                db: db, sectionName: RawTableWriter.sectionName(plan.section.name, inFile: context.fileName),
                headers: plan.section.headers, sourceFile: context.sourceFile, typedPath: context.path)
            self.rawWriter = rawWriter
            formerTable = try RawTableWriter.formerTable(
                ofSection: plan.section.name, sourceFile: context.sourceFile, newTable: rawWriter.tableName, in: db)
        }
    }

    /// Applies the rules that read stored rows, then stores the row; a row a database rule refuses is
    /// rejected with its record.
    func store(_ pending: PendingRow, from batch: ImportBatch) throws {
        counts.read += 1
        var corrections = pending.corrections
        let flat: FlatRow
        switch pending.values {
        case .flat(let row): flat = row
        case .typed(var row, let mapper):
            let stored = try StoredRowRules.apply(to: &row, mapper: mapper, db: db)
            guard stored.problems.isEmpty else {
                return try reject(
                    batch.record(for: pending.origin, keys: plan.section.headers), stored.problems, counted: true)
            }
            corrections += stored.corrections
            flat = batch.flatten(row)
        }
        do {
            counts.count(
                try batch.withBound(flat) { row in
                    let outcome = try writer!.write(row, mask: flat.mask)
                    if let lines, pending.lineDigest != nil || lines.needsEveryRow {
                        try lines.add(pending.lineDigest, idHash: try writer!.idHash(of: row, mask: flat.mask))
                    }
                    return outcome
                })
            Correction.tally(corrections, into: &self.corrections)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            let problem = RowProblem(
                field: "row", value: nil, problem: "breaks a rule of the database (\(error.message ?? "constraint"))",
                fix: "correct the row so it meets the rule")
            try reject(batch.record(for: pending.origin, keys: plan.section.headers), [problem], counted: true)
        }
    }

    /// Stores a record of a section kept as text.
    func storeRaw(_ record: SourceRecord) throws {
        counts.read += 1
        counts.count(try rawWriter!.write(record.rawRecord))
    }

    /// Records a rejected row in `rejected_rows`, with the reason and the raw record; `counted` when the
    /// row was already counted as read.
    func reject(_ record: SourceRecord, _ problems: [RowProblem], counted: Bool = false) throws {
        try reject(RejectionText(record, problems), counted: counted)
    }

    /// Records a rejection written out on the reading thread in `rejected_rows`; `counted` when the row was
    /// already counted as read.
    func reject(_ rejection: RejectionText, counted: Bool = false) throws {
        if !counted { counts.read += 1 }
        counts.rejected += 1
        if rejections == nil { rejections = try ImportLedger.RejectionInserter(db) }
        try rejections!.insert(
            fileID: context.fileID, sourceFile: context.sourceFile, location: rejection.location, line: rejection.line,
            kind: plan.table?.kind ?? "raw", field: rejection.field, value: rejection.value, reason: rejection.reason,
            rawRow: rejection.rawRow)
        if rejectedSample.count < 20 {
            rejectedSample.append(
                RejectedRow(
                    path: context.path, location: rejection.location, field: rejection.field,
                    reason: rejection.reason))
        }
    }

    /// Counts the rows that repeated a key and were folded into the earlier row (``AppendedRows``) as
    /// the row-by-row path counts them: updated, or unchanged when their values were the same, not inserted.
    func folded(_ resolution: AppendedRows.Resolution) {
        counts.inserted -= resolution.repeats
        counts.updated += resolution.updated
        counts.unchanged += resolution.unchanged
        lines?.idsRepeat()
    }

    /// Ends the section once every section of the file is written: a raw table loses the rows of places
    /// the file no longer has; the lines skipped as unchanged (`unchanged`, when the section skipped
    /// any) count as rows read and unchanged, and go into the recorded set with the section's final
    /// `slashOrder`.
    func finish(unchanged: UnchangedLines?, slashOrder: String?) throws {
        removedRows = try rawWriter?.removeVanishedRows() ?? 0
        guard let lines else { return }
        let skipped = plan.skipsLines ? unchanged : nil
        try lines.finish(skipped: skipped?.known, slashOrder: slashOrder)
        skippedLines = skipped?.skipped ?? 0
        counts.read += skippedLines
        counts.unchanged += skippedLines
    }

    /// The section's summary, with the source keys no column took.
    func summary(unmapped: [String]) -> SectionSummary {
        let table = plan.table?.name ?? rawWriter!.tableName
        return SectionSummary(
            name: plan.section.name, table: table, reason: plan.reason, counts: counts, unmappedFields: unmapped,
            corrections: corrections, removedRows: removedRows, pageSources: plan.pageSources,
            formerTable: formerTable, keptAsTextOnPurpose: plan.keptAsTextOnPurpose,
            nearest: plan.nearest, lacks: plan.lacks, linesNotParsedAgain: skippedLines)
    }
}
