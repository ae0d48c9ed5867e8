import Foundation
import LarderValues

/// Errors from opening or writing the database.
public enum StoreError: LocalizedError, Equatable {
    /// The database file could not be opened or migrated.
    case cannotOpen(path: String, reason: String)
    /// The database file does not exist, and the command only reads one.
    case missing(path: String)
    /// The file is an SQLite database of another program (its `application_id` is not larder's, see
    /// `DatabaseIdentity`): larder neither migrates nor writes it.
    case notLarders(path: String, applicationID: UInt32, userVersion: Int32, tables: [String])
    /// The file holds something other than an SQLite database.
    case notSQLite(path: String)
    /// A command that only reads met a larder database without every migration of this larder.
    case notMigrated(path: String, applied: Int, known: Int)
    /// A command that writes met a database this user may not write (the file, its folder or the mount).
    case readOnly(path: String, why: String)
    /// Another process kept the database locked for longer than larder waits.
    case busy(path: String, holder: String?, waited: TimeInterval)
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
        case .notLarders(let path, let applicationID, let userVersion, let tables):
            let holds =
                tables.isEmpty
                ? "no table" : "\(tables.count) table\(tables.count == 1 ? "" : "s"): \(tables.firstThreeListed)"
            return "\(path) is a database of another program (application_id \(Self.hex(applicationID)), user_version"
                + " \(userVersion), \(holds)); larder writes only a new or empty file or its own database (application_id"
                + " \(Self.hex(LarderDatabase.applicationID))), and leaves this one untouched. Check the spelling of --db, or"
                + " pass --db with a file of larder's own."
        case .notSQLite(let path):
            return "\(path) is not an SQLite database (it does not start with SQLite's header); larder leaves it"
                + " untouched. Check the spelling of --db, or pass --db with a new file."
        case .notMigrated(let path, 0, _):
            return "The database \(path) is empty: no `larder import` has written it yet, and `status` and `report`"
                + " only read. `larder import PATH` or `larder run` fills it."
        case .notMigrated(let path, let applied, let known):
            return "The database \(path) is from an older larder: it has \(applied) of this larder's \(known)"
                + " migrations, and `status` and `report` only read, so they do not upgrade it. `larder import PATH`"
                + " or `larder run` upgrades it (they migrate the database before they import)."
        case .readOnly(let path, let why):
            return "Cannot write the database \(path): it is read-only for you, as \(why). `larder import` and"
                + " `larder run` write it; `larder status` and `larder report` only read it, and work on it as it is."
        case .busy(let path, let holder, let waited):
            let seconds = waited == waited.rounded() ? "\(Int(waited))" : "\(waited)"
            return "The database \(path) is locked by \(holder ?? "another process"), which is writing it, and stayed"
                + " locked for the \(seconds) s larder waits (--wait SECONDS). Run the imports one after the other, or"
                + " try again when it ends."
        case .missing(let path):
            return "The database \(path) does not exist. Create it with `larder import PATH` or `larder run`, or check"
                + " the spelling of --db."
        case .writeFailed(let path, let reason):
            return Self.nothingStored("Storing \(path) failed: \(reason)", fix: "fix the cause and import it again")
        case .ledgerFailed(let reason):
            return "Cannot record the import in the ledger: \(reason). Nothing was imported."
        case .tooManyColumns(let table, let count, let limit):
            return Self.nothingStored(
                "\(table) would need \(count) columns, and a raw table holds at most \(limit)",
                fix: "import it with --as KIND so its columns map to larder's, or split its columns into several files")
        }
    }

    /// `problem`, then that nothing of the file was stored, then `fix`.
    private static func nothingStored(_ problem: String, fix: String) -> String {
        problem + ". Nothing of this file was stored; " + fix + "."
    }

    /// `0x4C415244`.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
