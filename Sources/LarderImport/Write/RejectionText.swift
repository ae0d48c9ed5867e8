/// A rejected record as `rejected_rows` keeps it, written out on the reading thread: the writing thread,
/// the import's bottleneck, then only inserts it (``ImportLedger/RejectionInserter``).
struct RejectionText {
    /// `line 12`, `$.items[3]`, `table 2 row 5`.
    var location: String
    /// The line, for a CSV record.
    var line: Int?
    /// The first field that failed, and its value (bounded, ``ValueLimit/bounded(_:)``).
    var field: String?
    var value: String?
    /// Every problem's sentence, with its fix.
    var reason: String
    /// The record as the file gave it, as JSON (``SourceRecord/exportedJSON``, bounded).
    var rawRow: String

    /// The rejection of `record` for `problems`.
    init(_ record: SourceRecord, _ problems: [RowProblem]) {
        location = record.location.description
        line = record.location.line
        field = problems.first?.field
        value = problems.first?.value.map(ValueLimit.bounded)
        reason = problems.count == 1 ? problems[0].sentence : problems.map(\.sentence).joined(separator: " Also: ")
        rawRow = ValueLimit.boundedRawRow(record.exportedJSON)
    }
}
