import Foundation
import GRDB
internal import GRDBSQLite

/// How a command that only reads opens the database so that it writes nothing at all — no migration, no
/// WAL switch, no `-wal`, `-shm` or `-journal` file — and works on a file, folder or mount it may only read.
///
/// SQLite's read-only connection (`SQLITE_OPEN_READONLY`) still creates the `-wal` and `-shm` files of a
/// WAL-mode database when they are missing and the folder lets it, owned by the reading user (whose
/// files then stop the owner's next import), and fails with "unable to open database file" where it
/// cannot. So:
/// - a WAL-mode database whose `-wal` and `-shm` exist (a process has it open, or was killed) is read
///   through them with a read-only connection, which reads a read-only `-shm` too (SQLite 3.22 and later);
/// - a WAL-mode database without a `-wal` (or with an empty one and no `-shm`) holds every row in its own
///   file, and is read with the `immutable=1` URI parameter: no lock, no companion file. Nothing may
///   change it meanwhile, so the read is checked afterwards: if the file or its companions changed (a
///   writer started), the read is thrown away and done again through the writer's `-wal` and `-shm`;
/// - a WAL-mode database whose `-wal` holds changes but whose `-shm` is missing cannot be read without
///   creating the `-shm`, and is refused with what to do;
/// - a rollback-mode database is read with a read-only connection, which takes shared locks and creates
///   nothing; a hot journal left by a killed import is rolled back first, by a connection that may write,
///   as any program opening the file would (SQLite's own recovery), when this user may write the file.
struct ReadOnlyAccess: Sendable {
    /// How one read opens the file.
    enum Mode: Equatable {
        /// `SQLITE_OPEN_READONLY`, with SQLite's locks.
        case shared
        /// The `immutable=1` URI parameter: no locks, checked afterwards.
        case immutable
    }

    let file: DatabaseFile
    /// Whether the header said WAL mode when the file was first looked at. The header is not read again: reading
    /// it means opening the file, and closing that descriptor would drop every lock SQLite holds on the file in
    /// this process.
    let isWAL: Bool
    let wait: LockWait

    /// Reads one consistent snapshot with `body`.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        for _ in 0..<10 {
            let before = file.fingerprint
            let mode = try mode()
            do {
                let value = try open(mode).read(body)
                if mode == .shared || file.fingerprint == before { return value }
            } catch let error as DatabaseError where error.extendedResultCode == .SQLITE_READONLY_ROLLBACK {
                try rollBackHotJournal()
            }
        }
        throw StoreError.cannotOpen(
            path: file.path, reason: "it kept changing while larder read it without locks; try again")
    }

    /// A read-only connection to the file in `mode`.
    func open(_ mode: Mode) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.foreignKeysEnabled = false
        configuration.busyMode = LockWaiter(file: file, wait: wait).busyMode
        return try DatabaseQueue(path: mode == .immutable ? immutableURI : file.path, configuration: configuration)
    }

    /// How to open the file as it is now.
    func mode() throws -> Mode {
        // A journal beside the file is a rollback-mode transaction, perhaps a killed one's (hot): SQLite's
        // locks and recovery must see it, which an immutable read would not.
        guard isWAL, Self.takesURIs, DatabaseFile.size(of: file.journalPath) == nil else { return .shared }
        let wal = DatabaseFile.size(of: file.walPath)
        let shm = DatabaseFile.size(of: file.shmPath)
        if wal != nil, shm != nil { return .shared }
        if wal == nil || wal == 0 { return .immutable }
        throw StoreError.cannotOpen(
            path: file.path,
            reason: "\(file.walPath) holds changes not yet written into the database, and \(file.shmPath), which"
                + " SQLite needs to read them without writing, is missing; a command that only reads creates no"
                + " file, so run `larder import` or `larder run` once (they may write"
                + (file.whyReadOnly.map { ", which they cannot now: the database is read-only for you, as \($0))" }
                    ?? ")"))
    }

    /// Rolls back the journal of a killed import with a connection that may write, or says why it cannot.
    /// A journal beside an empty file is deleted by that connection; a live writer's journal is left alone
    /// (SQLite takes a journal as hot only when no process holds the file's reserved lock).
    func rollBackHotJournal() throws {
        if let why = file.whyReadOnly {
            throw StoreError.cannotOpen(
                path: file.path,
                reason:
                    "an import was killed while writing it, and SQLite must roll back its journal \(file.journalPath)"
                    + " before anyone reads it, which it cannot do while the database is read-only for you, as \(why)."
                    + " Run `larder status` once as a user who may write the file and its folder")
        }
        var configuration = Configuration()
        configuration.busyMode = LockWaiter(file: file, wait: wait).busyMode
        _ = try DatabaseQueue(path: file.path, configuration: configuration).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
        }
    }

    /// `file:/abs/path?immutable=1`, with the characters a URI path cannot hold escaped.
    private var immutableURI: String {
        let absolute = URL(fileURLWithPath: file.path).standardizedFileURL.path
        var escaped = ""
        for character in absolute {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return "file:" + escaped + "?immutable=1"
    }

    /// Whether this SQLite reads `file:` names as URIs without `SQLITE_OPEN_URI`, which GRDB does not pass
    /// (Debian's and Homebrew's builds do). Without it, WAL-mode databases are read `shared`.
    static let takesURIs = sqlite3_compileoption_used("USE_URI") != 0
}
