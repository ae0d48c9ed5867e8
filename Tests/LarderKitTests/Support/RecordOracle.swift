import Foundation
import LarderStore

/// Counts the physical records of a file without larder's readers: a `<tr>` counter over the page's tags,
/// a CSV line splitter that knows quotes, and a walk over what Foundation's `JSONSerialization` parses.
/// Every record a file holds must end stored, rejected or named (docs/IMPORT.md, "Every record is
/// accounted for"), so larder's rows read plus its named non-records must equal these counts.
enum RecordOracle {
    /// The physical records of `text`, read as the format its file name says; nil for a format it does
    /// not count.
    static func count(_ text: String, named name: String) -> Int? {
        switch (name as NSString).pathExtension.lowercased() {
        case "html", "htm": return htmlRows(text)
        case "csv", "tsv", "txt": return csvRecords(text)
        case "ndjson", "jsonl": return ndjsonRecords(text)
        case "json": return jsonRecords(text)
        default: return nil
        }
    }

    /// Every `<tr>`, and every run of `<td>`/`<th>` cells outside any `<tr>` of its table, in every table.
    static func htmlRows(_ text: String) -> Int {
        let withoutComments = text.replacingOccurrences(of: "<!--[\\s\\S]*?-->", with: "", options: .regularExpression)
        let pattern = try! NSRegularExpression(
            pattern: "<(/?)(table|tr|td|th|thead|tbody|tfoot)\\b[^>]*>", options: [.caseInsensitive])
        let source = withoutComments as NSString
        // Per open table: whether a row is open, and whether the last thing seen was a cell outside one.
        var tables: [(inRow: Bool, inLooseCells: Bool)] = []
        var rows = 0
        for match in pattern.matches(in: withoutComments, range: NSRange(location: 0, length: source.length)) {
            let closing = source.substring(with: match.range(at: 1)) == "/"
            let tag = source.substring(with: match.range(at: 2)).lowercased()
            switch (tag, closing) {
            case ("table", false): tables.append((false, false))
            case ("table", true): _ = tables.popLast()
            case ("tr", false) where !tables.isEmpty:
                rows += 1
                tables[tables.count - 1] = (true, false)
            case ("tr", true) where !tables.isEmpty: tables[tables.count - 1].inRow = false
            case ("td", false), ("th", false):
                guard let table = tables.last, !table.inRow, !table.inLooseCells else { continue }
                rows += 1
                tables[tables.count - 1].inLooseCells = true
            case ("thead", _), ("tbody", _), ("tfoot", _):
                if !tables.isEmpty { tables[tables.count - 1] = (false, false) }
            default: continue
            }
        }
        return rows
    }

    /// The records of a CSV text: its lines, a line break inside `"…"` joining two into one record.
    static func csvRecords(_ text: String) -> Int {
        var records = 0
        var inQuotes = false
        var lineHasBytes = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""):
                inQuotes.toggle()
                lineHasBytes = true
            case UInt8(ascii: "\n") where !inQuotes:
                records += 1
                lineHasBytes = false
            default: lineHasBytes = true
            }
        }
        return records + (lineHasBytes ? 1 : 0)
    }

    /// An NDJSON line is a record; a line that is an array, each of its elements; a blank line, none.
    static func ndjsonRecords(_ text: String) -> Int {
        text.split(whereSeparator: \.isNewline).reduce(0) { total, line in
            guard !line.allSatisfy(\.isWhitespace) else { return total }
            let value = try? JSONSerialization.jsonObject(with: Data(line.utf8), options: [.fragmentsAllowed])
            if let array = value as? [Any] { return total + array.reduce(0) { $0 + records(in: $1) } }
            return total + records(in: value as Any)
        }
    }

    /// The records of a JSON document: each element of a top-level array; in a top-level object, each
    /// element of a member's array that holds an object, and each member that is an object. Inside a
    /// record, each non-empty array whose elements are all objects (under a key no table keeps as JSON)
    /// is records of its own, at any depth of objects; a record that was nothing but such lists is none
    /// (docs/IMPORT.md, "Lists inside records"). Other arrays and objects are stored within the record.
    static func jsonRecords(_ text: String) -> Int? {
        guard let value = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        else { return nil }
        if let array = value as? [Any] { return array.reduce(0) { $0 + records(in: $1) } }
        guard let object = value as? [String: Any] else { return 1 }
        return object.values.reduce(0) { total, member in
            if let array = member as? [Any], array.contains(where: { $0 is [String: Any] }) {
                return total + array.reduce(0) { $0 + records(in: $1) }
            }
            return total + (member is [String: Any] ? records(in: member) : 0)
        }
    }

    /// The records one element makes: 1 for a scalar or a record without lists; for a record with lists
    /// inside, itself (unless nothing but the lists is left) and the records of each list's elements.
    static func records(in value: Any) -> Int {
        guard let object = value as? [String: Any] else { return 1 }
        var lists: [[Any]] = []
        let rest = withoutLists(object, into: &lists)
        guard !lists.isEmpty else { return 1 }
        return (rest.isEmpty ? 0 : 1) + lists.joined().reduce(0) { $0 + records(in: $1) }
    }

    /// The keys of every table's columns of JSON (a recipe's `ingredients`), as the catalog declares them.
    private static let jsonKeys: Set<String> = Set(
        Catalog.tables.flatMap { $0.columns.filter { $0.type == .json }.flatMap(\.sourceNames) }.map(
            ColumnSpec.normalise))

    private static func withoutLists(_ object: [String: Any], into lists: inout [[Any]]) -> [String: Any] {
        var rest: [String: Any] = [:]
        for (key, value) in object {
            if let array = value as? [Any], !array.isEmpty, array.allSatisfy({ $0 is [String: Any] }),
                !jsonKeys.contains(ColumnSpec.normalise(key))
            {
                lists.append(array)
            } else if let inner = value as? [String: Any] {
                let before = lists.count
                let kept = withoutLists(inner, into: &lists)
                if lists.count == before || !kept.isEmpty { rest[key] = lists.count == before ? inner : kept }
            } else {
                rest[key] = value
            }
        }
        return rest
    }

    /// The words of `text` (runs of letters and digits): how a token is looked for in stored values, as
    /// part of a cell, of a raw row's JSON or of a nested value kept as JSON text.
    static func words(of text: String) -> [Substring] {
        text.split { !($0.isLetter || $0.isNumber) }
    }
}
