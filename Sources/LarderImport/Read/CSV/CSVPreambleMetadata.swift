import Foundation

/// A CSV preamble as the file's export metadata (`import_files.export_metadata`): one JSON object whose
/// `title` holds the one-cell lines (joined by new lines) and whose other members are the key/value
/// lines, named by their first cell without a trailing `:` (`"Current balance": "1234.56"`). A name met
/// again, or a line whose first cell is empty, is named `line N`.
enum CSVPreambleMetadata {
    /// The object for `lines`, its keys sorted.
    static func object(of lines: [CSVPreamble.Kept]) -> String? {
        var object: [String: String] = [:]
        let titles = lines.filter { $0.cells.count == 1 }.map { $0.cells[0] }
        if !titles.isEmpty { object["title"] = titles.joined(separator: "\n") }
        for line in lines where line.cells.count > 1 {
            var key = line.cells[0]
            if key.hasSuffix(":") { key = String(key.dropLast()).trimmingCharacters(in: .whitespaces) }
            if key.isEmpty || object[key] != nil { key = "line \(line.line)" }
            object[key] = line.cells.dropFirst().filter { !$0.isEmpty }.joined(separator: ", ")
        }
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
