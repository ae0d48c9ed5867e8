import Foundation
import GRDB

extension LarderDatabase {
    /// Opens the database at `path` for reading only, as `larder status` and `larder report` do: it must
    /// exist (a mistyped `--db` is an error rather than an empty report), be larder's own
    /// (``DatabaseIdentity``) and have every migration of this larder, which such a command never applies.
    /// Nothing is written — no WAL switch, no `-wal`, `-shm` or `-journal` file (``ReadOnlyAccess``) — so it
    /// works on a file, a folder or a mount this user may only read, and never waits for a writer's lock
    /// (except a first import's, which writes with a rollback journal: then `wait` says whose).
    public convenience init(readingAt path: String, wait: LockWait = LockWait()) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw StoreError.missing(path: path)
        }
        let file = DatabaseFile(path: path)
        let known = Migrations.migrator.migrations.count
        let access: ReadOnlyAccess
        switch file.contents {
        case .missing: throw StoreError.missing(path: path)
        case .empty where DatabaseFile.size(of: file.journalPath) == nil:
            throw StoreError.notMigrated(path: path, applied: 0, known: known)
        case .empty:
            // A first import killed before it wrote a page into the file leaves it empty beside its journal,
            // which only a connection that may write removes (SQLite's recovery); nothing was stored.
            try ReadOnlyAccess(file: file, isWAL: false, wait: wait).rollBackHotJournal()
            throw StoreError.notMigrated(path: path, applied: 0, known: known)
        case .notSQLite: throw StoreError.notSQLite(path: path)
        case .unreadable(let reason): throw StoreError.cannotOpen(path: path, reason: reason)
        case .sqlite(let header):
            access = ReadOnlyAccess(file: file, isWAL: header.isWAL, wait: wait)
            let identity = try DatabaseIdentity.read(access)
            try identity.requireLarders(path: path)
            guard identity.appliedMigrations == known else {
                throw StoreError.notMigrated(path: path, applied: identity.appliedMigrations, known: known)
            }
        }
        self.init(readOnly: access)
    }
}
