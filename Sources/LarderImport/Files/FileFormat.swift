import Foundation

/// The format of an input file, from its extension or, failing that, its first bytes.
public enum FileFormat: String, Sendable, CaseIterable {
    /// Comma-, semicolon- or tab-separated values.
    case csv
    /// JSON: an array, an envelope object, NDJSON or Firestore JSON.
    case json
    /// An HTML page with tables or schema.org data.
    case html

    /// The format of the file at `url`.
    static func detect(_ url: URL) throws -> FileFormat {
        switch url.pathExtension.lowercased() {
        case "csv", "tsv", "tab", "txt": return .csv
        case "json", "ndjson", "jsonl": return .json
        case "html", "htm", "xhtml": return .html
        default: break
        }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw ImportError.unreadable(path: url.path, reason: "it cannot be opened")
        }
        defer { try? handle.close() }
        let head = (try handle.read(upToCount: 512)) ?? Data()
        let first = head.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        switch first {
        case UInt8(ascii: "{"), UInt8(ascii: "["): return .json
        case UInt8(ascii: "<"): return .html
        default: return .csv
        }
    }
}
