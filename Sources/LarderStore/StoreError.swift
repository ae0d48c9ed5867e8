import Foundation
import LarderValues

/// Errors from opening or writing the database.
public enum StoreError: LocalizedError, Equatable {
    /// The database file could not be opened or migrated.
    case cannotOpen(path: String, reason: String)
    /// The database file does not exist, and the command only reads one.
    case missing(path: String)
    /// The file is an SQLite database of another program: larder neither migrates nor writes it.
    case notLarders(path: String, tables: [String])
    /// A write failed; nothing of the file was stored.
    case writeFailed(path: String, reason: String)
    /// The run could not be recorded in the ledger, so nothing was imported.
    case ledgerFailed(reason: String)
    /// An unrecognised file has more columns than a raw table can hold; nothing of it was stored.
    case tooManyColumns(table: String, count: Int, limit: Int)

    /// A full sentence naming the file and what to do.
    public var errorDescription: String? {
        switch self {
        case .cannotOpen(let path, let reason):
            return "Cannot open the database \(path): \(reason). Check the path, its permissions, and that it is a"
                + " larder database (or pass --db with a new file)."
        case .notLarders(let path, let tables):
            return "\(path) is a database of another program (it holds \(tables.firstThreeListed) and no larder"
                + " migrations); larder leaves it untouched. Check the spelling of --db, or pass --db with a file of"
                + " larder's own."
        case .missing(let path):
            return "The database \(path) does not exist. Create it with `larder import PATH` or `larder run`, or check"
                + " the spelling of --db."
        case .writeFailed(let path, let reason):
            return
                "Storing \(path) failed: \(reason). Nothing of this file was stored; fix the cause and import it again."
        case .ledgerFailed(let reason):
            return "Cannot record the import in the ledger: \(reason). Nothing was imported."
        case .tooManyColumns(let table, let count, let limit):
            return "\(table) would need \(count) columns, and a raw table holds at most \(limit). Nothing of this file"
                + " was stored; import it with --as KIND so its columns map to larder's, or split its columns"
                + " into several files."
        }
    }
}
