import Foundation

extension RecordFileGenerator {
    // MARK: CSV

    /// A CSV file: a header, maybe a `sep=` line or a title above it, records with quoted delimiters,
    /// quotes and line breaks, empty and missing fields, blank lines, lines of empty fields, a totals line.
    mutating func csvFile(index: Int, recognised: Bool = false) -> GeneratedRecordFile {
        let preamble = number(0...9)
        // A one-cell first line names no delimiter, so the file is read as comma-separated.
        let delimiter = preamble == 2 ? "," : [",", ";", "\t"].randomElement(using: &random)!
        let newline = chance(30) ? "\r\n" : "\n"
        let width = recognised ? 3 : number(1...5)
        var lines: [String] = []
        if preamble == 0 { lines.append("sep=\(delimiter)") }
        if preamble == 1, width > 1 {
            for _ in 0..<number(1...3) {
                lines.append(words() + (chance(50) ? String(repeating: delimiter, count: width - 1) : ""))
            }
            for _ in 0..<number(1...2) {
                lines.append(chance(70) ? "" : String(repeating: delimiter, count: width - 1))
            }
        }
        if preamble == 2 { lines.append("Pantry export") }
        let header = recognised ? ["name", "quantity", "location"] : (0..<width).map { "h\($0 + 1)" }
        lines.append(header.joined(separator: delimiter))
        var tokens: [String] = []
        for row in 0..<number(0...12) {
            switch number(0...99) {
            case 0..<8 where row > 0: lines.append("")
            case 8..<14 where row > 0 && width > 1: lines.append(String(repeating: delimiter, count: width - 1))
            case 14..<18 where width > 1:
                let total = token()
                tokens.append(total)
                lines.append((["Total", total] + Array(repeating: "", count: width - 2)).joined(separator: delimiter))
            default:
                let fields = (0..<width).map { column in
                    csvField(delimiter: delimiter, newline: newline, first: row == 0 && preamble == 1, column: column)
                }
                let kept = row > 0 && chance(10) ? Array(fields.prefix(number(1...width))) : fields
                tokens += kept.flatMap(\.tokens)
                lines.append(kept.map(\.text).joined(separator: delimiter))
            }
        }
        let text = lines.joined(separator: newline) + (chance(80) ? newline : "")
        let fileName = recognised ? "pantry\(index).csv" : "list\(index).csv"
        return GeneratedRecordFile(name: fileName, text: text, tokens: tokens)
    }

    /// A field: a token, two, empty, or quoted around a delimiter, a line break or a doubled quote. The
    /// first record under a title is plain, so the title is one (docs/IMPORT.md, "CSV").
    private mutating func csvField(delimiter: String, newline: String, first: Bool, column: Int)
        -> (text: String, tokens: [String])
    {
        let one = token()
        switch first ? 0 : number(0...9) {
        case 0..<5: return (one, [one])
        case 5: return ("", [])
        case 6:
            let two = token()
            return ("\"\(one)\(delimiter) \(two)\"", [one, two])
        case 7:
            let two = token()
            return ("\"\(one)\(newline)\(two)\"", [one, two])
        case 8: return ("\"say \"\"\(one)\"\"\"", [one])
        default: return ("\"\(one)\"", [one])
        }
    }

    // MARK: JSON

    /// A JSON document (a top-level array, an envelope, an object holding arrays deeper down) or NDJSON.
    mutating func jsonFile(index: Int) -> GeneratedRecordFile {
        var tokens: [String] = []
        switch number(0...2) {
        case 0:
            let elements = (0..<number(1...8)).map { _ in jsonElement(&tokens) }
            return GeneratedRecordFile(
                name: "array\(index).json", text: "[" + elements.joined(separator: ",\n") + "]", tokens: tokens)
        case 1:
            var lines: [String] = []
            for _ in 0..<number(1...8) {
                switch number(0...9) {
                case 0: lines.append("")
                case 1:
                    lines.append(
                        "[" + (0..<number(1...2)).map { _ in jsonObject(&tokens, depth: 1) }.joined(separator: ",")
                            + "]")
                default: lines.append(jsonElement(&tokens))
                }
            }
            if !lines.contains(where: { !$0.isEmpty }) { lines.append(jsonObject(&tokens, depth: 1)) }
            return GeneratedRecordFile(
                name: "lines\(index).ndjson", text: lines.joined(separator: "\n") + "\n", tokens: tokens)
        default:
            var members: [String] = []
            if chance(50) { members.append("\"version\": \(number(1...3))") }
            if chance(30) { members.append("\"status\": \"ok\"") }
            if chance(30) { members.append("\"tags\": [\"a\", \"b\"]") }
            for member in 0..<number(1...3) {
                let key = "\"list\(member)\""
                switch number(0...3) {
                case 0:
                    // An object whose first member is an object would be a Firestore collection of documents.
                    let name = token()
                    tokens.append(name)
                    members.append("\(key): {\"name\": \"\(name)\", " + jsonObject(&tokens, depth: 1).dropFirst())
                case 1:
                    let label = token()
                    tokens.append(label)
                    let inner = (0..<number(1...4)).map { _ in jsonObject(&tokens, depth: 2) }.joined(separator: ",")
                    members.append("\(key): {\"label\": \"\(label)\", \"items\": [\(inner)]}")
                default:
                    var elements = (0..<number(1...6)).map { _ in jsonElement(&tokens) }
                    if !elements.contains(where: { $0.hasPrefix("{") }) {
                        elements.append(jsonObject(&tokens, depth: 1))
                    }
                    members.append("\(key): [" + elements.joined(separator: ", ") + "]")
                }
            }
            if chance(30) { members.append("\"count\": 12") }
            return GeneratedRecordFile(
                name: "envelope\(index).json", text: "{" + members.joined(separator: ",\n") + "}", tokens: tokens)
        }
    }

    /// An element of an array of records: mostly an object, sometimes `{}`, `null`, a token or a number.
    private mutating func jsonElement(_ tokens: inout [String]) -> String {
        switch number(0...19) {
        case 0: return "null"
        case 1: return "{}"
        case 2:
            let text = token()
            tokens.append(text)
            return "\"\(text)\""
        case 3: return "\(number(0...999))"
        default: return jsonObject(&tokens, depth: 1)
        }
    }

    /// A record object of tokens, numbers, booleans and nulls; above depth 3 sometimes an array of objects
    /// or an object in a member, which the record keeps as JSON text.
    private mutating func jsonObject(_ tokens: inout [String], depth: Int) -> String {
        var members: [String] = []
        for key in 0..<number(1...4) {
            let name = "\"k\(key)\""
            switch number(0...9) {
            case 0: members.append("\(name): null")
            case 1: members.append("\(name): \(number(0...99)).5")
            case 2: members.append("\(name): \(chance(50))")
            case 3 where depth < 3:
                let inner = (0..<number(0...3)).map { _ in jsonObject(&tokens, depth: depth + 1) }
                members.append("\(name): [" + inner.joined(separator: ", ") + "]")
            case 4 where depth < 3: members.append("\(name): \(jsonObject(&tokens, depth: depth + 1))")
            default:
                let text = token()
                tokens.append(text)
                members.append("\(name): \"\(text)\"")
            }
        }
        return "{" + members.joined(separator: ", ") + "}"
    }
}
