import Foundation
import LarderStore
import LarderValues

/// Maps and checks the records of one section on the reading thread, and hands each outcome on as an
/// ``ImportItem``: a row with its id, a rejected record with why, or a record kept as text.
/// ``SectionWriter`` stores them on the database's thread.
final class SectionImporter {
    /// The section's plan: its position, the section and the table chosen.
    private(set) var plan: SectionPlan
    private let sink: BatchSink
    private var mapper: RowMapper?
    /// What the page says of the store, its place and the sale's last day, for a deals section.
    private var pageValues: [SavedPageValue] = []
    private var deferred: [SourceRecord] = []
    /// The row every record is mapped into, kept between records so its values are allocated once.
    private var scratch: TypedRow?
    private var settling = false

    /// Recognises the section's table (or takes the forced one) and declares the section; `path` names
    /// the file in messages.
    init(
        index: Int, section: SourceSection, file: URL, path: String, kind: KindChoice, sink: BatchSink,
        unchangedLines: UnchangedLines? = nil
    ) throws {
        let fileName = file.lastPathComponent
        let recognition: Recogniser.Recognition
        switch kind {
        case .recognise where section.knownTable != nil: recognition = section.knownTable!
        case .recognise where section.keptAsText != nil, .table where section.keptAsText != nil:
            // A part of a known export that no table holds (a FoodKeeper workbook's Version sheet) stays
            // text under `--as` too: forcing it into the kind would only reject every record.
            recognition = Recogniser.Recognition(table: nil, reason: section.keptAsText!)
        case .recognise: recognition = Self.recognise(section, fileName: fileName)
        case .table(let table):
            try Self.checkFit(of: table, section, fileName: fileName, path: path)
            recognition = Recogniser.Recognition(table: table.name, reason: "--as \(table.kind)")
        case .raw: recognition = Recogniser.Recognition(table: nil, reason: "--as raw")
        }
        let table = recognition.table.flatMap(Catalog.table(named:))
        plan = SectionPlan(
            index: index, section: section, table: table, reason: recognition.reason,
            nearest: recognition.nearest, lacks: recognition.lacks, scope: RowIdentity.scope(of: section, in: file))
        let forcedRaw = if case .raw = kind { true } else { false }
        plan.keptAsTextOnPurpose = table == nil && (forcedRaw || section.keptAsText != nil)
        if let table, let unchangedLines {
            plan.lineContext = unchangedLines.declare(
                table: table, headers: section.headers, kind: kind, scope: plan.scope)
            plan.skipsLines = plan.lineContext != nil && unchangedLines.skips
        }
        mapper = table.map(RowMapper.init)
        mapper?.slashOrder = section.slashOrder
        if let table, table === Catalog.deals {
            pageValues = section.pageValues
            plan.pageSources = SavedPageValue.sources(
                of: section.pageValues, headers: section.headers, mapper: &mapper!)
        }
        self.sink = sink
        try sink.emit(.section(plan))
    }

    /// Refuses `--as` a kind that takes fewer than half of the section's headers when the headers are
    /// recognised as another kind's: a deals file imported `--as inventory` by a slip would fill the
    /// pantry with offers and drop most of their columns. A kind that takes most headers, or a section
    /// larder recognises as nothing else, is imported as asked.
    private static func checkFit(of table: TableSpec, _ section: SourceSection, fileName: String, path: String) throws {
        let forced = Recogniser.Candidate(
            table: table, headers: Set(section.headers.map(HeaderUnit.foldedName)), envelopeKey: section.envelopeKey,
            fileNameWords: Recogniser.fileNameWords(fileName))
        guard !forced.takesMostHeaders else { return }
        let recognised = recognise(section, fileName: fileName)
        guard let other = recognised.table, other != table.name else { return }
        throw ImportError.forcedKindDoesNotFit(
            path: path, kind: table.kind, taken: forced.takenHeaders, headers: forced.headerCount,
            recognised: Catalog.table(named: other)?.kind ?? other, reason: recognised.reason)
    }

    /// Recognises a section; a table that falls short of `deals` on its own headers is a deals table when
    /// the columns its page gives (a store, a zip code, a last day) make up the evidence.
    private static func recognise(_ section: SourceSection, fileName: String) -> Recogniser.Recognition {
        let own = Recogniser.recognise(section, fileName: fileName)
        let folded = Set(section.headers.map(ColumnSpec.normalise))
        let page = section.pageValues.map(\.column).filter { !folded.contains(ColumnSpec.normalise($0)) }
        guard own.table == nil, !page.isEmpty else { return own }
        var withPage = section
        withPage.headers += page
        let helped = Recogniser.recognise(withPage, fileName: fileName)
        guard helped.table == Catalog.deals.name else { return own }
        return Recogniser.Recognition(
            table: Catalog.deals.name,
            reason: helped.reason + "; of these, \(page.joined(separator: ", ")) come from the page around the table")
    }

    /// The source keys no column takes.
    var unmapped: [String] { mapper?.unmapped ?? [] }
    /// The keys of a record kept as text that the record holds more than once (see ``noteRepeatedKeys(_:)``).
    private var rawRepeatedKeys: [String] = []
    /// The keys of the last record kept as text: the next is looked at again only when they change.
    private var rawKeys: [String] = []

    /// What the user should know of the section's fields beside the unmapped ones, for the file's
    /// warnings: keys a record holds twice (the last value is kept) and keys whose column another key of
    /// the record fills.
    func fieldWarnings(path: String) -> [String] {
        let isWholeFile = plan.section.name == URL(fileURLWithPath: path).lastPathComponent
        let place = isWholeFile ? path : "\(path) (\(plan.section.name))"
        var warnings: [String] = []
        let repeated = mapper?.repeatedKeys ?? rawRepeatedKeys
        if !repeated.isEmpty {
            let one = repeated.count == 1
            warnings.append(
                "\(place): \(Self.named(repeated)) \(one ? "appears" : "appear") more than once in a record; the last"
                    + " value of \(one ? "it" : "each") is kept, as JSON.parse reads it, and the earlier \(one ? "is" : "are")"
                    + " not stored. Remove the repeat from the export to keep the value you mean.")
        }
        for (key, filledBy, column) in mapper?.shadowedKeys ?? [] {
            warnings.append(
                "\(place): `\(key)` was not stored: `\(filledBy)` fills the same column (`\(column)`) of"
                    + " \(plan.table?.name ?? "the table"), and a column holds one value. Rename one of them to"
                    + " another column of docs/SCHEMA.md to keep both.")
        }
        return warnings
    }

    private static func named(_ keys: [String]) -> String {
        keys.prefix(10).map { "`\($0)`" }.joined(separator: ", ")
            + (keys.count > 10 ? " and \(keys.count - 10) more" : "")
    }

    /// Notes the keys a record kept as text holds twice; its raw table keeps the last value of each.
    private func noteRepeatedKeys(_ keys: [String]) {
        guard keys != rawKeys else { return }
        rawKeys = keys
        var seen: Set<String> = []
        for key in keys where !seen.insert(key).inserted && !rawRepeatedKeys.contains(key) {
            rawRepeatedKeys.append(key)
        }
    }

    /// The order of the section's slash dates, once settled.
    var slashOrder: DateParser.SlashOrder? { mapper?.slashOrder }

    /// Maps and checks one record.
    func consume(_ record: SourceRecord) throws {
        try consume(record, origin: { .record(record) }, materialise: { record })
    }

    /// Maps and checks one CSV record, read as bytes; its fields are copied only for a row to store.
    func consume(_ fields: CSVFields) throws {
        try consume(
            fields, origin: { try sink.keep(fields) }, materialise: { fields.sourceRecord },
            lineDigest: fields.lineDigest)
    }

    /// Maps and checks one flat JSON record, read as bytes; its values are copied only for a row to store.
    func consume(_ record: JSONFlatRecord) throws {
        try consume(record, origin: { try sink.keep(record) }, materialise: { record.sourceRecord })
    }

    /// Rejects a CSV record that breaks the quoting rules, whatever the section's table: its fields
    /// cannot be known, so it is neither stored nor kept as text.
    func reject(_ malformed: MalformedCSVRecord) throws {
        let keys = plan.section.headers
        try sink.emit(
            .rejected(
                section: plan.index,
                rejection: RejectionText(
                    ValueLimit.shortened(malformed.record(keys: keys)), [malformed.problem(keys: keys)])))
    }

    private func consume<Record: MappableRecord>(
        _ record: Record, origin: () throws -> RowOrigin, materialise: () -> SourceRecord, lineDigest: UInt64? = nil
    ) throws {
        if let position = ValueLimit.oversized(in: record) {
            let problem = ValueLimit.problem(
                keys: record.keys, position: position, bytes: record.byteCount(at: position))
            return try sink.emit(
                .rejected(
                    section: plan.index, rejection: RejectionText(ValueLimit.shortened(materialise()), [problem])))
        }
        guard mapper != nil else {
            let record = materialise()
            noteRepeatedKeys(record.keys)
            return try sink.emit(.raw(section: plan.index, record: record))
        }
        var row = scratch.take() ?? TypedRow(table: mapper!.table)
        defer { scratch = row }
        let problems = mapper!.map(record, into: &row)
        guard problems.isEmpty else {
            if !settling, mapper!.slashOrder == nil, problems.allSatisfy({ $0.isAmbiguousOrder }),
                deferred.count < 100_000
            {
                return deferred.append(materialise())
            }
            return try sink.emit(.rejected(section: plan.index, rejection: RejectionText(materialise(), problems)))
        }
        SavedPageValue.fill(&row, from: pageValues)
        let findings = RowRules.apply(to: &row, mapper: mapper!)
        guard findings.problems.isEmpty else {
            // A bank statement's amount that a later row may settle (its decimal mark, a bare amount's
            // sign) is read again at the end of the file, as a slash date is.
            if !settling, findings.problems.allSatisfy(\.isAmbiguousOrder), deferred.count < 100_000 {
                return deferred.append(materialise())
            }
            return try sink.emit(
                .rejected(section: plan.index, rejection: RejectionText(materialise(), findings.problems)))
        }
        if mapper!.statement != nil { row["occurrence"] = Int64(mapper!.statement!.occurrence(of: row)).databaseValue }
        RowIdentity.assignID(to: &row, scope: plan.scope)
        // A row the writing thread checks first must not point into the record's bytes, gone by then.
        let values: PendingValues =
            StoredRowRules.applies(to: row) ? .typed(row.materialised(), mapper!) : .flat(try sink.flatten(row))
        try sink.emit(
            .row(
                PendingRow(
                    section: plan.index, values: values, corrections: findings.corrections, origin: try origin(),
                    lineDigest: lineDigest)))
    }

    /// Settles the rows held back for a slash date's order or a bank statement's amounts, now that every
    /// record of the file has had its say.
    func finish() throws {
        settling = true
        mapper?.statement?.fileRead = true
        for record in deferred { try consume(record) }
        deferred = []
    }
}
