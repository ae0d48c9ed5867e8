import LarderValues

/// One `<table>` of a page laid out as a grid of cell texts: the header names and the body rows.
///
/// A cell with `colspan` is repeated in each column it spans and one with `rowspan` in each row, so
/// columns stay aligned. Headers come from the `<thead>` (its lowest non-empty cell per column), else
/// from the first row made only of `<th>` (rows above it are titles, not records), else from the first
/// row with text. Rows in `<tfoot>` hold totals, which larder computes itself, and are left out; so are
/// rows with no text. A nested table is a table of its own: its rows and text are not part of this one.
struct HTMLTable {
    /// A body row: where it is and its cells.
    struct Row {
        /// The 1-based position of the row among all rows of the table, header rows included.
        var number: Int
        /// The cell texts, one per column; nil where the row has no cell.
        var cells: [String?]
    }

    /// The column names, unique and never blank (`column_3` stands in for a blank one).
    var headers: [String]
    /// The body rows that hold text.
    var rows: [Row]

    private struct GridRow {
        var number: Int
        var group: String
        var cells: [String]
        /// The columns the row's own cells start in, plus one: a last cell spanning past the table's
        /// other rows (`<td colspan="99">No items</td>`) does not widen the table.
        var width: Int
        var allHeaderCells: Bool
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
        let headerRows: [GridRow]
        var body = grid.filter { $0.group != "tfoot" && $0.group != "thead" }
        if grid.contains(where: { $0.group == "thead" }) {
            headerRows = grid.filter { $0.group == "thead" }
        } else if let first = body.firstIndex(where: { $0.allHeaderCells && $0.hasText })
            ?? body.firstIndex(where: \.hasText)
        {
            headerRows = [body[first]]
            body.removeSubrange(...first)
        } else {
            headerRows = []
        }
        body.removeAll { !$0.hasText }
        let width = (headerRows + body).map(\.width).max() ?? 0
        var names = [String](repeating: "", count: width)
        for row in headerRows {
            for (column, text) in row.cells.prefix(width).enumerated() where !text.isEmpty { names[column] = text }
        }
        let struckColumn = body.contains { !$0.struck.isEmpty }
        headers = CSVReader.uniqueHeaders(names + (struckColumn ? [Self.struckHeader] : []))
        rows = body.map { row in
            var cells = row.cells.prefix(width).map { Optional($0) }
            cells += Array(repeating: nil, count: width - cells.count)
            if struckColumn { cells.append(row.struck.sorted { $0.key < $1.key }.first?.value) }
            return Row(number: row.number, cells: cells)
        }
    }

    /// Every row of the table (not of nested tables) with spans expanded.
    private static func grid(of table: HTMLElement) -> [GridRow] {
        var grid: [GridRow] = []
        var spans = RowSpans()
        for (index, row) in table.descendants(named: ["tr"], notInside: ["table", "tr"]).enumerated() {
            let group = Self.group(of: row)
            if group != grid.last?.group { spans = RowSpans() }
            let cells = row.children.filter { $0.name == "td" || $0.name == "th" }
            let (texts, width, struck) = spans.layOut(cells)
            let allHeaderCells = !cells.isEmpty && cells.allSatisfy { $0.name == "th" }
            grid.append(
                GridRow(
                    number: index + 1, group: group, cells: texts, width: width, allHeaderCells: allHeaderCells,
                    struck: struck))
        }
        return grid
    }

    /// `thead`, `tbody` or `tfoot` for a row in one, else `tbody`.
    private static func group(of row: HTMLElement) -> String {
        guard let parent = row.parent, ["thead", "tbody", "tfoot"].contains(parent.name) else { return "tbody" }
        return parent.name
    }
}

/// The cells of earlier rows of a row group that span down into the next rows (`rowspan`).
private struct RowSpans {
    /// By column: the text, and how many more rows it covers.
    private var carried: [Int: (text: String, rows: Int)] = [:]

    /// The texts of a row, column by column, with cells spanning from above filled in and `colspan`
    /// cells repeated; and the row's width (see `GridRow.width`).
    mutating func layOut(_ cells: [HTMLElement]) -> (texts: [String], width: Int, struck: [Int: String]) {
        var texts: [String] = []
        var width = 0
        var struck: [Int: String] = [:]
        for cell in cells {
            fillCarried(into: &texts)
            width = texts.count + 1
            var text = cell.text(skipping: Self.skipped)
            if let (kept, struckText) = Self.splitStruck(cell) {
                text = kept
                struck[texts.count] = struckText
            }
            let rowSpan = Self.span(cell.attribute("rowspan"), limit: 65_534)
            for _ in 0..<Self.span(cell.attribute("colspan"), limit: 1_000) {
                if rowSpan > 1 { carried[texts.count] = (text, rowSpan - 1) }
                texts.append(text)
            }
        }
        while let next = carried.keys.filter({ $0 >= texts.count }).min() {
            texts += Array(repeating: "", count: next - texts.count)
            fillCarried(into: &texts)
            width = texts.count
        }
        return (texts, width, struck)
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

    private mutating func fillCarried(into texts: inout [String]) {
        while let cell = carried[texts.count] {
            carried[texts.count] = cell.rows > 1 ? (cell.text, cell.rows - 1) : nil
            texts.append(cell.text)
        }
    }

    /// A `colspan` or `rowspan` value: a whole number from 1 up to the HTML limit, 1 when absent or bad.
    private static func span(_ value: String?, limit: Int) -> Int {
        guard let value, let number = Int(value.trimmingSpaces), number > 1 else { return 1 }
        return min(number, limit)
    }
}
