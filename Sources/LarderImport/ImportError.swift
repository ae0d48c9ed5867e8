import Foundation
import LarderStore
import LarderValues

/// Errors that stop the import of a whole file (bad rows do not: they go to `rejected_rows`).
public enum ImportError: LocalizedError, Equatable {
    /// The path does not exist.
    case notFound(path: String)
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String)
    /// The path is a FIFO, a socket or a device, not a file larder can read to its end.
    case notAFile(path: String, kind: String)
    /// The file is not UTF-8 text (binary, UTF-16, or another encoding) at a line; nothing is imported.
    case notText(path: String, line: Int, reason: String)
    /// The file changed while larder read it, so what was read may be neither the old nor the new file.
    case changedWhileReading(path: String)
    /// The file holds no records at all.
    case empty(path: String)
    /// The CSV's header breaks the quoting rules, or libcsv failed at a line; nothing of the file is
    /// imported. (A record that breaks them is rejected on its own: see ``MalformedCSVRecord``.)
    case malformedCSV(path: String, line: Int, reason: String)
    /// The JSON breaks the format; nothing of the file is imported.
    case malformedJSON(path: String, location: String, reason: String)
    /// The HTML parser stopped before the end of the page; nothing of it is imported.
    case malformedHTML(path: String, reason: String)
    /// The file is larger than larder reads in one piece (HTML pages are read whole).
    case tooLarge(path: String, size: Int, limit: Int)
    /// An HTML page holds no table rows and no schema.org offers.
    case noTablesOrOffers(path: String)
    /// An HTML page's tables hold rows, none of them a record (`blankRows` of them have every cell empty,
    /// the others are headers, titles or sub-headings), and the page holds no schema.org offers.
    case noTableRecords(path: String, rows: Int, tables: Int, blankRows: Int)
    /// An HTML page holds more elements than larder parses in a page of its size (``HTMLDocument``'s
    /// memory bound).
    case tooManyElements(path: String, elements: Int, limit: Int)
    /// The file named `.zip` is no ZIP archive libzip can read (damaged, truncated, or another format).
    case unreadableArchive(path: String, reason: String)
    /// An entry of a ZIP archive (`path` is the archive's path, then the entry's name) cannot be copied
    /// out: encrypted, compressed in a way libzip cannot undo, damaged, or suspiciously large.
    case archiveEntry(path: String, reason: String)
    /// The entries of a ZIP archive larder would read (`path`) would write more than its byte budget
    /// (``ArchiveBudget``) once uncompressed, as the archive declares them: `bytes` in all, `entry` (the
    /// archive's path, then the entry's name) the one that takes them past `limit`.
    case archiveOverBudget(path: String, entry: String, bytes: UInt64, limit: UInt64, rule: String)
    /// `LARDER_ARCHIVE_BUDGET_BYTES` is set to something other than a whole number of bytes.
    case badArchiveBudget(String)
    /// `--as` names no entity.
    case unknownKind(String)
    /// `--encoding` names no encoding iconv knows.
    case unknownEncoding(String)
    /// The file is not text in the encoding `--encoding` names: a byte sequence is no character of it.
    case notInEncoding(path: String, encoding: String)
    /// `--as KIND` names a table that takes fewer than half of a section's headers, while the headers
    /// are recognised as another kind's (`recognised`, as `--as` names it, with the reason): a mistyped
    /// `--as` would store the rows in the wrong table.
    case forcedKindDoesNotFit(path: String, kind: String, taken: Int, headers: Int, recognised: String, reason: String)
    /// `--strict` was given and rows were rejected.
    case rejectedRows(count: Int)

    /// A full sentence naming the file and what to do.
    public var errorDescription: String? {
        switch self {
        case .notFound(let path):
            return "\(path) does not exist; check the path (files and folders are both accepted)."
        case .unreadable(let path, let reason):
            return "\(path) cannot be read: \(reason). Check its permissions."
        case .notAFile(let path, let kind):
            return "\(path) is \(kind), not a regular file, so larder cannot read it to its end. Export the data to"
                + " a file and import that."
        case .notText(let path, let line, let reason):
            return Self.nothingImported(
                "\(path) line \(line): \(reason)",
                fix: "save it as UTF-8 text (in Excel: Save As › CSV UTF-8) and import it again")
        case .changedWhileReading(let path):
            return Self.nothingImported(
                "\(path) changed while larder read it", fix: "import it again once the program writing it has finished")
        case .empty(let path):
            return "\(path) is empty: there is nothing to import. Export the data again."
        case .malformedCSV(let path, let line, let reason):
            return Self.nothingImported(
                "\(path) line \(line): \(reason)",
                fix: "fix that line (quote fields that contain the delimiter, double quotes inside quoted fields) and"
                    + " import it again")
        case .malformedJSON(let path, let location, let reason):
            return Self.nothingImported(
                "\(path) at \(location): \(reason)", fix: "export the file again or fix the JSON there")
        case .malformedHTML(let path, let reason):
            return Self.nothingImported(
                "\(path): \(reason)", of: "this page", fix: "save the page again, or export the data as CSV")
        case .tooLarge(let path, let size, let limit):
            return "\(path) is \(Self.mebibytes(size)) MiB; larder reads HTML pages of up to"
                + " \(Self.mebibytes(limit)) MiB. Save only the page that holds the data, or export it as CSV."
        case .noTableRecords(let path, let rows, let tables, let blankRows):
            let held =
                "\(path) holds \(Self.count(rows, "table row")) in \(Self.count(tables, "table")), "
                + (blankRows == rows
                    ? "every cell empty"
                    : "none a record: \(Self.count(blankRows, "row")) with every cell empty, the others headers, titles"
                        + " or sub-headings")
            return held + ", and no schema.org offers, so there is nothing to import. Save the page again once it"
                + " shows its data, or export the data as CSV."
        case .tooManyElements(let path, let elements, let limit):
            return Self.nothingImported(
                "\(path) holds about \(elements.grouped) HTML elements, more than the \(limit.grouped) larder parses"
                    + " in a page of its size (each takes memory of its own, so a page of many small elements such as"
                    + " empty `<td>` cells would take many times its size)",
                of: "this page", fix: "save only the part that holds the data, or export it as CSV")
        case .noTablesOrOffers(let path):
            return "\(path) holds no table rows and no schema.org offers (JSON-LD or microdata), so there is nothing to"
                + " import. Save the complete page (with its tables), or export the data as CSV."
        case .unreadableArchive(let path, let reason):
            return Self.nothingImported(
                "\(path) cannot be read as a ZIP archive: \(reason)", of: "it",
                fix: "export it again, or unzip it with another tool and import the folder")
        case .archiveEntry(let path, let reason):
            return "\(path): \(reason). Nothing of this file was imported."
        case .archiveOverBudget(let path, let entry, let bytes, let limit, let rule):
            return Self.nothingImported(
                "\(path) was not imported: once uncompressed its entries would write \(ArchiveBudget.describe(bytes))"
                    + " to the temporary folder, more than the \(ArchiveBudget.describe(limit)) larder lets one archive"
                    + " write (\(rule)); \(entry) is the entry that goes past it",
                of: "it",
                fix: "unzip it yourself where there is room and import the folder, or set TMPDIR to a folder with more"
                    + " free space")
        case .badArchiveBudget(let text):
            return
                "\(ArchiveBudget.environmentKey) is `\(text)`, not a whole number of bytes; unset it, or set it to the"
                + " bytes one archive may write to the temporary folder (for example 1073741824 for 1 GiB)."
        case .unknownEncoding(let name):
            return "`--encoding \(name)` names no encoding iconv knows. `iconv -l` lists them (for example"
                + " ISO-8859-7, KOI8-R, WINDOWS-1252, UTF-16LE); or leave --encoding out and larder detects UTF-8,"
                + " UTF-16 and Windows-1252."
        case .notInEncoding(let path, let encoding):
            return Self.nothingImported(
                "\(path) is not text in \(encoding), the encoding --encoding names: a byte sequence in it is no"
                    + " character of \(encoding)",
                fix: "name the file's own encoding with --encoding, or leave --encoding out to let larder detect it")
        case .unknownKind(let kind):
            let kinds = Catalog.tables.map(\.kind).joined(separator: ", ")
            let guess = KindChoice.nearest(to: kind).map { " Did you mean `--as \($0)`?" } ?? ""
            return "`--as \(kind)` names no kind larder knows.\(guess) Use one of: \(kinds), or raw to keep every value"
                + " as text."
        case .forcedKindDoesNotFit(let path, let kind, let taken, let headers, let recognised, let reason):
            return Self.nothingImported(
                "\(path): `--as \(kind)` does not fit it: that kind takes \(taken) of its \(headers) headers, while"
                    + " they are those of \(recognised) (\(reason))",
                fix: "import it with --as \(recognised) or without --as to let larder recognise it, or with --as raw to"
                    + " keep every value as text")
        case .rejectedRows(let count):
            return "\(count) row\(count == 1 ? " was" : "s were") rejected and --strict is on; see `larder status`"
                + " for each row, its file, line and reason."
        }
    }

    /// The sentence of an error that stopped a whole file: what happened, that nothing of it (`this page`,
    /// `it`) was imported, and the fix.
    private static func nothingImported(_ problem: String, of what: String = "this file", fix: String) -> String {
        problem + ". Nothing of \(what) was imported; " + fix + "."
    }

    /// `1 table`, `12,345 table rows`.
    private static func count(_ value: Int, _ noun: String) -> String {
        value == 1 ? "1 \(noun)" : "\(value.grouped) \(noun)s"
    }

    /// Bytes in whole mebibytes, rounded up so a file just over the limit never reads as equal to it.
    private static func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }
}
