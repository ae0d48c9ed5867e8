/// A CSV record that breaks the quoting rules. ``CSVReader`` hands it on to be rejected and reads on,
/// so one bad record never costs the rest of the file (docs/IMPORT.md, "CSV").
struct MalformedCSVRecord: Equatable {
    /// What broke the record.
    enum Fault: Equatable {
        /// Text follows the closing quote of a quoted field: `"Buy 2 "for" 5"`.
        case textAfterClosingQuote
        /// A quote opens a field and nothing closes it before the end of the file.
        case unclosedQuote
    }

    /// The line the record starts on.
    let line: Int
    /// The line reading went on from.
    let resumesAt: Int
    /// The fields read before the one that broke.
    let fields: [SourceValue]
    /// The field that broke as written, from its opening quote to the end of its line.
    let text: String
    /// What broke it.
    let fault: Fault

    /// The record for `rejected_rows`: the fields read, then the one that broke, under the file's headers.
    func record(keys: [String]) -> SourceRecord {
        SourceRecord(location: .line(line), keys: keys, values: fields + [.string(text)])
    }

    /// Why the record was rejected, naming the field as the header spells it.
    func problem(keys: [String]) -> RowProblem {
        let position = fields.count
        let field = position < keys.count ? keys[position] : "column \(position + 1)"
        switch fault {
        case .textAfterClosingQuote:
            return RowProblem(
                field: field, value: text,
                problem: "has text after the closing quote of a quoted field, so the record cannot be split into"
                    + " fields (larder read on from line \(resumesAt))",
                fix: "double every quote inside a quoted field (`\"Buy 2 \"\"for\"\" 5\"`), or leave the field unquoted"
            )
        case .unclosedQuote:
            return RowProblem(
                field: field, value: text,
                problem: "opens a quote that nothing closes, so the rest of the file would be one field (larder read"
                    + " on from line \(resumesAt))",
                fix: "close the quote at the end of the field, and double every quote inside it (`\"\"`)")
        }
    }
}
