import LarderValues

/// One `<table>` of a page laid out as a grid of cell texts: the header names, the body rows, and the
/// rows that are no records.
///
/// A cell with `colspan` is repeated in each column it spans and one with `rowspan` in each row, so
/// columns stay aligned; cells outside any `<tr>` make a row of their own. Every row ends as a record, or
/// as a named non-record (docs/IMPORT.md, "Every record is accounted for"):
/// - the header: the `<thead>` rows with text (its lowest non-empty cell per column); without a
///   `<thead>`, in a table that has `<th>` cells, the first row of `<th>` cells holding two values or more
///   (one, in a one-column table); in a table without `<th>` cells, the first row holding two values or
///   more (one, in a one-column table). A header row whose cells are all blank is no header: a table
///   without one names its columns `column_1`, `column_2`…;
/// - a title: a row of one value (one `<th>`, or one cell spanning the table) above the header;
/// - a sub-heading: such a row below the header, or in a table without one. Its text fills a `section`
///   column of the rows under it, up to the next sub-heading;
/// - a blank row (no text), and the `<tfoot>` rows, which hold totals larder computes itself.
///
/// A nested table is a table of its own: its rows and text are not part of this one.
struct HTMLTable {
    /// A body row: where it is and its cells.
    struct Row {
        /// The 1-based position of the row among all rows of the table, header rows included.
        var number: Int
        /// The cell texts, one per column; nil where the row has no cell.
        var cells: [String?]
    }

    /// A row that is no record: where it is and what it is.
    struct NonRecord: Equatable {
        /// The 1-based position of the row among all rows of the table.
        var number: Int
        /// What it is.
        var kind: NonRecords.Kind
    }

    /// The column names, unique and never blank (`column_3` stands in for a blank one).
    var headers: [String]
    /// The rows that are records.
    var rows: [Row]
    /// The rows that are not, in table order.
    var nonRecords: [NonRecord] = []

    /// The column added after a table's own when it has sub-headings: each row's sub-heading.
    static let sectionHeader = "section"

    private struct GridRow {
        var number: Int
        var group: String
        var cells: [String]
        /// The columns the row's own cells start in, plus one: a last cell spanning past the table's
        /// other rows (`<td colspan="99">No items</td>`) does not widen the table.
        var width: Int
        var allHeaderCells: Bool
        var hasHeaderCell: Bool
        /// The row's one value, when it has exactly one cell with text and no text spanning from above:
        /// the text, whether the cell is a `<th>`, and its `colspan`.
        var sole: (text: String, isHeader: Bool, span: Int)?
        /// How many of the row's own cells hold text.
        var values: Int
        /// By column, the struck-through text of a cell that also holds other text (see ``struckHeader``).
        var struck: [Int: String] = [:]
        var hasText: Bool { cells.contains { !$0.isEmpty } }
    }

    /// The column added after a table's own for the struck-through part of its cells: a cell holding
    /// `<s>$3.99</s> <strong>$2.99</strong>` keeps `$2.99` (its `<strong>`, `<b>` or `<ins>` text, else the
    /// text outside `<s>`, `<del>` and `<strike>`) and gives `$3.99` to this column, which `deals` reads as the
    /// original price. A cell struck through as a whole keeps its text.
    static let struckHeader = "struck_price"

    /// Lays out `table`.
    init(_ table: HTMLElement) {
        let grid = Self.grid(of: table)
        let width = grid.filter { $0.group != "tfoot" && $0.hasText }.map(\.width).max() ?? 0
        var layout = Layout(grid: grid, width: width)
        layout.classify()
        var names = [String](repeating: "", count: width)
        for row in layout.headerRows {
            for (column, text) in row.cells.prefix(width).enumerated() where !text.isEmpty { names[column] = text }
        }
        let body = layout.records
        let struckColumn = body.contains { !$0.row.struck.isEmpty }
        let sectionColumn = body.contains { $0.section != nil }
        headers = CSVReader.uniqueHeaders(
            names + (struckColumn ? [Self.struckHeader] : []) + (sectionColumn ? [Self.sectionHeader] : []))
        rows = body.map { record in
            let row = record.row
            var cells = row.cells.prefix(width).map { Optional($0) }
            cells += Array(repeating: nil, count: width - cells.count)
            if struckColumn { cells.append(row.struck.sorted { $0.key < $1.key }.first?.value) }
            if sectionColumn { cells.append(record.section) }
            return Row(number: row.number, cells: cells)
        }
        nonRecords = layout.nonRecords
    }

    /// Sorts a table's rows into header, records and the other non-records.
    private struct Layout {
        let grid: [GridRow]
        let width: Int
        var headerRows: [GridRow] = []
        var records: [(row: GridRow, section: String?)] = []
        var nonRecords: [NonRecord] = []
        /// How wide a cell must be to span the table.
        private var spanned = 0

        init(grid: [GridRow], width: Int) {
            self.grid = grid
            self.width = width
        }

        mutating func classify() {
            let hasHead = grid.contains { $0.group == "thead" }
            let usesHeaderCells = grid.contains { $0.group != "tfoot" && $0.hasHeaderCell }
            let header: Int? =
                hasHead
                ? nil
                : grid.firstIndex { row in
                    row.group != "tfoot" && row.hasText && (!usesHeaderCells || row.allHeaderCells)
                        && (row.values >= 2 || width == 1)
                }
            // A row with a cell or two more than the header's does not keep a title from spanning the table.
            let headerWidth = grid.indices.filter { $0 == header || grid[$0].group == "thead" }.map { grid[$0].width }
                .max()
            spanned = min(width, headerWidth ?? width)
            var section: String?
            for (index, row) in grid.enumerated() {
                switch row.group {
                case "tfoot": note(row, row.hasText ? .totals : .blank)
                case "thead":
                    if row.hasText { headerRows.append(row) }
                    note(row, row.hasText ? .header : .emptyHeader)
                case _ where index == header:
                    headerRows.append(row)
                    note(row, .header)
                case _ where !row.hasText:
                    let aboveRecords = records.isEmpty && headerRows.isEmpty
                    note(row, row.allHeaderCells && aboveRecords ? .emptyHeader : .blank)
                case _ where isSubHeading(row):
                    if let header, index < header, records.isEmpty {
                        note(row, .title)
                    } else {
                        note(row, .subHeading)
                        section = row.sole?.text
                    }
                default: records.append((row, section))
                }
            }
        }

        /// A row of one value: one `<th>`, or one cell spanning a table of two columns or more (as wide as
        /// its header, when it has one).
        private func isSubHeading(_ row: GridRow) -> Bool {
            guard let sole = row.sole else { return false }
            return sole.isHeader || (width > 1 && sole.span >= spanned)
        }

        private mutating func note(_ row: GridRow, _ kind: NonRecords.Kind) {
            nonRecords.append(NonRecord(number: row.number, kind: kind))
        }
    }

    /// Every row of the table (not of nested tables) with spans expanded: each `<tr>`, and each run of
    /// cells outside any `<tr>`.
    private static func grid(of table: HTMLElement) -> [GridRow] {
        var grid: [GridRow] = []
        var spans = RowSpans()
        var rows: [(group: String, cells: [HTMLElement], inRow: Bool)] = []
        let elements = table.descendants(named: ["tr", "td", "th"], notInside: ["table", "tr", "td", "th"])
        for element in elements {
            let group = group(of: element)
            if element.name == "tr" {
                rows.append((group, element.children.filter { $0.name == "td" || $0.name == "th" }, true))
            } else if let last = rows.last, !last.inRow, last.group == group {
                rows[rows.count - 1].cells.append(element)
            } else {
                rows.append((group, [element], false))
            }
        }
        for (index, row) in rows.enumerated() {
            if row.group != grid.last?.group { spans = RowSpans() }
            let layout = spans.layOut(row.cells)
            grid.append(
                GridRow(
                    number: index + 1, group: row.group, cells: layout.texts, width: layout.width,
                    allHeaderCells: !row.cells.isEmpty && row.cells.allSatisfy { $0.name == "th" },
                    hasHeaderCell: row.cells.contains { $0.name == "th" }, sole: layout.sole,
                    values: layout.values, struck: layout.struck))
        }
        return grid
    }

    /// `thead`, `tbody` or `tfoot` for a row (or a cell outside any row) in one, else `tbody`.
    private static func group(of row: HTMLElement) -> String {
        guard let parent = row.parent, ["thead", "tbody", "tfoot"].contains(parent.name) else { return "tbody" }
        return parent.name
    }
}

/// The cells of earlier rows of a row group that span down into the next rows (`rowspan`).
private struct RowSpans {
    /// By column: the text, and how many more rows it covers.
    private var carried: [Int: (text: String, rows: Int)] = [:]

    /// A row laid out: its texts column by column, its width (see `GridRow.width`), the struck-through
    /// texts, and its values (see `GridRow.sole` and `GridRow.values`).
    struct LaidOutRow {
        var texts: [String] = []
        var width = 0
        var struck: [Int: String] = [:]
        var sole: (text: String, isHeader: Bool, span: Int)?
        var values = 0
        var carriesText = false
    }

    /// The texts of a row, column by column, with cells spanning from above filled in and `colspan`
    /// cells repeated; and what else a table needs to know of the row.
    mutating func layOut(_ cells: [HTMLElement]) -> LaidOutRow {
        var row = LaidOutRow()
        for cell in cells {
            fillCarried(into: &row)
            row.width = row.texts.count + 1
            var text = cell.text(skipping: Self.skipped)
            if let (kept, struckText) = Self.splitStruck(cell) {
                text = kept
                row.struck[row.texts.count] = struckText
            }
            let rowSpan = Self.span(cell.attribute("rowspan"), limit: 65_534)
            let colSpan = Self.span(cell.attribute("colspan"), limit: 1_000)
            if !text.isEmpty {
                row.values += 1
                row.sole = (text, cell.name == "th", colSpan)
            }
            for _ in 0..<colSpan {
                if rowSpan > 1 { carried[row.texts.count] = (text, rowSpan - 1) }
                row.texts.append(text)
            }
        }
        while let next = carried.keys.filter({ $0 >= row.texts.count }).min() {
            row.texts += Array(repeating: "", count: next - row.texts.count)
            fillCarried(into: &row)
            row.width = row.texts.count
        }
        if row.values != 1 || row.carriesText { row.sole = nil }
        return row
    }

    private static let skipped: Set<String> = ["table", "script", "style", "template"]
    private static let struckNames: Set<String> = ["s", "del", "strike"]

    /// A cell's text without its struck-through part, and that part, when it holds both (see
    /// `HTMLTable.struckHeader`); nil otherwise.
    private static func splitStruck(_ cell: HTMLElement) -> (kept: String, struck: String)? {
        let struck = cell.descendants(named: struckNames, notInside: skipped).map { $0.text() }.filter { !$0.isEmpty }
        guard !struck.isEmpty else { return nil }
        let rest = cell.text(skipping: skipped.union(struckNames))
        guard !rest.isEmpty else { return nil }
        let strong = cell.descendants(named: ["strong", "b", "ins"], notInside: skipped.union(struckNames))
            .map { $0.text() }.filter { !$0.isEmpty }
        return (strong.isEmpty ? rest : strong.joined(separator: " "), struck.joined(separator: " "))
    }

    private mutating func fillCarried(into row: inout LaidOutRow) {
        while let cell = carried[row.texts.count] {
            carried[row.texts.count] = cell.rows > 1 ? (cell.text, cell.rows - 1) : nil
            row.texts.append(cell.text)
            if !cell.text.isEmpty { row.carriesText = true }
        }
    }

    /// A `colspan` or `rowspan` value: a whole number from 1 up to the HTML limit, 1 when absent or bad.
    private static func span(_ value: String?, limit: Int) -> Int {
        guard let value, let number = Int(value.trimmingSpaces), number > 1 else { return 1 }
        return min(number, limit)
    }
}
