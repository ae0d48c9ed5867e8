/// Physical records of a file that are no rows, of one kind and one section: the header, a title, a
/// sub-heading, blank lines. Every record of a file is stored, rejected or one of these, and the file's
/// summary names them (docs/IMPORT.md, "Every record is accounted for").
public struct NonRecords: Equatable, Sendable {
    /// What such a record is.
    public enum Kind: Sendable {
        /// The header line or row: the column names.
        case header
        /// A header row whose every cell is blank: the table has no header, so its rows are all records.
        case emptyHeader
        /// Excel's `sep=;` line, which names a CSV file's delimiter.
        case delimiterLine
        /// A title above the header.
        case title
        /// A line of a CSV preamble above the header with more than one cell (`Current balance:,1234.56`).
        case preamble
        /// A CSV line that continues the record above, joined to it.
        case continuation
        /// A row of a table naming the rows under it, whose `section` column takes its text.
        case subHeading
        /// A blank line or row, or one of empty fields only.
        case blank
        /// A table's `<tfoot>` row: totals, which larder computes itself.
        case totals
    }

    /// The most locations kept of one kind.
    static let shownLocations = 10

    /// What they are.
    public var kind: Kind
    /// The section they belong to (the CSV file, `page.html table 2`).
    public var section: String
    /// `line` for a CSV file, `row` for a table.
    public var unit: String
    /// How many there are.
    public var count = 0
    /// Where the first of them are (`line 1`, `table 1 row 3`), at most ``shownLocations``.
    public var locations: [String] = []

    /// `1 header line`, `2 sub-headings kept as section`, `3 blank lines`.
    public var phrase: String {
        let plural = count == 1 ? "" : "s"
        switch kind {
        case .header: return "\(count) header \(unit)\(plural)"
        case .emptyHeader: return "\(count) empty header \(unit)\(plural) (so no header)"
        case .delimiterLine: return "\(count) `sep=` line\(plural)"
        case .title: return "\(count) title \(unit)\(plural)"
        case .preamble: return "\(count) preamble \(unit)\(plural)"
        case .continuation: return "\(count) continuation \(unit)\(plural) joined to the record above"
        case .subHeading: return "\(count) sub-heading\(plural) kept as section"
        case .blank: return "\(count) blank \(unit)\(plural)"
        case .totals: return "\(count) totals \(unit)\(plural) (<tfoot>)"
        }
    }

    /// ``phrase`` and where they are: `2 sub-headings kept as section: table 1 row 3, table 1 row 7`.
    public var located: String {
        let more = count > locations.count ? " and \(count - locations.count) more" : ""
        return "\(phrase): \(locations.joined(separator: ", "))\(more)"
    }

    /// Adds one record of `kind` at `location` to `tallies`, kept in order of first appearance.
    static func add(
        _ kind: Kind, section: String, unit: String, location: SourceLocation, to tallies: inout [NonRecords]
    ) {
        let index =
            tallies.firstIndex { $0.kind == kind && $0.section == section }
            ?? {
                tallies.append(NonRecords(kind: kind, section: section, unit: unit))
                return tallies.count - 1
            }()
        tallies[index].count += 1
        if tallies[index].locations.count < shownLocations {
            tallies[index].locations.append(location.description)
        }
    }

    /// Whether the summary line names them: all but a section's one header, which every table has.
    public var isWorthSaying: Bool { !(kind == .header && count == 1) }
}
