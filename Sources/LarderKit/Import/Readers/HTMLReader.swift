import Foundation

/// Reads an HTML page: a saved web page or an app's "export as HTML".
///
/// Every `<table>` is a section of its own, named `<file> table N` (1-based, in the order the tables
/// open, nested ones included), with records located as `table N row M` (see ``HTMLTable`` for
/// headers, spans and the rows left out). A page without table rows throws
/// ``ImportError/noTablesOrOffers(path:)``.
struct HTMLReader: RecordReader {
    /// The page.
    let url: URL
    /// The path shown in messages.
    let path: String

    /// Declares each table, each followed by its records.
    func read(section: (SourceSection) throws -> Void, record: (SourceRecord, String) throws -> Void) throws {
        let document = try HTMLDocument(contentsOf: url, path: path)
        guard let root = document.root else { throw ImportError.noTablesOrOffers(path: path) }
        var found = false
        for (index, element) in root.descendants(named: ["table"]).enumerated() {
            let table = HTMLTable(element)
            guard !table.rows.isEmpty else { continue }
            found = true
            let name = "\(url.lastPathComponent) table \(index + 1)"
            try section(SourceSection(name: name, headers: table.headers))
            for row in table.rows {
                let location = SourceLocation.tableRow(table: index + 1, row: row.number)
                let values = row.cells.map { $0.map(SourceValue.string) ?? .null }
                try record(SourceRecord(location: location, keys: table.headers, values: values), name)
            }
        }
        guard found else { throw ImportError.noTablesOrOffers(path: path) }
    }
}
