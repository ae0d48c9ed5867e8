import GRDB

/// Imports the records of one section into its table (or its raw table), counting each outcome and
/// keeping every rejected row with its reason.
final class SectionImporter {
    private let db: Database
    private let context: FileImporter.Context
    private let section: SourceSection
    private let recognition: Recogniser.Recognition
    private var mapper: RowMapper?
    private var writer: RowWriter?
    private var rawWriter: RawTableWriter?
    private var deferred: [SourceRecord] = []
    private var settling = false
    private(set) var counts = RowCounts()
    private(set) var rejectedSample: [RejectedRow] = []
    private var corrections: [Correction] = []

    init(db: Database, context: FileImporter.Context, section: SourceSection, forced: TableSpec?) throws {
        self.db = db
        self.context = context
        self.section = section
        if let forced {
            recognition = Recogniser.Recognition(table: forced.name, reason: "--as \(forced.kind)")
        } else {
            recognition = Recogniser.recognise(section, fileName: context.fileName)
        }
        if let name = recognition.table, let table = Catalog.table(named: name) {
            mapper = RowMapper(table: table)
            writer = RowWriter(db: db, table: table)
        } else {
            rawWriter = try RawTableWriter(db: db, sectionName: section.name, headers: section.headers)
        }
    }

    /// Maps, checks and stores one record.
    func consume(_ record: SourceRecord) throws {
        counts.read += 1
        guard var mapper, let writer else {
            counts.count(try rawWriter!.write(record))
            return
        }
        defer { self.mapper = mapper }
        switch mapper.map(record) {
        case .problems(let problems):
            if !settling, mapper.slashOrder == nil, problems.allSatisfy({ $0.isAmbiguousOrder }),
                deferred.count < 100_000
            {
                counts.read -= 1
                deferred.append(record)
                return
            }
            try reject(record, problems)
        case .row(let row):
            try store(row, from: record, mapper: mapper, writer: writer)
        }
    }

    /// Applies the seed rules to a mapped row and writes it, or rejects it; counts the corrections of
    /// stored rows only.
    private func store(_ mapped: TypedRow, from record: SourceRecord, mapper: RowMapper, writer: RowWriter) throws {
        var row = mapped
        var findings = RowRules.apply(to: &row, mapper: mapper)
        guard findings.problems.isEmpty else { return try reject(record, findings.problems) }
        RowIdentity.assignID(to: &row)
        if StoredRowRules.applies(to: row.table.name) {
            let stored = try StoredRowRules.apply(to: &row, mapper: mapper, db: db)
            guard stored.problems.isEmpty else { return try reject(record, stored.problems) }
            findings.corrections += stored.corrections
        }
        do {
            counts.count(try writer.write(row))
            Correction.tally(findings.corrections, into: &corrections)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
            try reject(
                record,
                [
                    RowProblem(
                        field: "row", value: nil,
                        problem: "breaks a rule of the database (\(error.message ?? "constraint"))",
                        fix: "correct the row so it meets the rule")
                ])
        }
    }

    /// Settles rows held back for a slash date's order, then returns the section's summary.
    func finish() throws -> SectionSummary {
        settling = true
        for record in deferred { try consume(record) }
        deferred = []
        return SectionSummary(
            name: section.name, table: recognition.table ?? rawWriter!.tableName,
            reason: recognition.table == nil
                ? recognition.reason + "; kept as text in \(rawWriter!.tableName)" : recognition.reason,
            counts: counts, unmappedFields: mapper?.unmapped ?? [], corrections: corrections)
    }

    private func reject(_ record: SourceRecord, _ problems: [RowProblem]) throws {
        counts.rejected += 1
        let reason = problems.map(\.sentence).joined(separator: " Also: ")
        try db.execute(
            sql: """
                INSERT INTO rejected_rows (import_file_id, path, location, line, kind, field, value, reason, raw_row)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                context.fileID, context.path, record.location.description, record.location.line,
                mapper?.table.kind ?? "raw", problems.first?.field, problems.first?.value, reason, record.rawJSON,
            ])
        if rejectedSample.count < 20 {
            rejectedSample.append(
                RejectedRow(
                    path: context.path, location: record.location.description, field: problems.first?.field,
                    reason: reason))
        }
    }
}
