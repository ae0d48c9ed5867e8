import Foundation

/// A database file as the file system shows it, looked at without SQLite (which could write): its
/// header, the `-wal`, `-shm` and `-journal` files beside it, and whether this user may write it.
package struct DatabaseFile: Sendable {
    /// What the path holds.
    package enum Contents: Equatable, Sendable {
        /// No file: a writer creates it.
        case missing
        /// A file of 0 bytes: a writer makes it a database.
        case empty
        /// A file that does not start with SQLite's header.
        case notSQLite
        /// A file this user may not read, with the system's reason.
        case unreadable(String)
        /// An SQLite database, with what its header says.
        case sqlite(DatabaseHeader)
    }

    /// The database file's path.
    package let path: String

    package init(path: String) { self.path = path }

    /// The write-ahead log SQLite keeps beside a WAL-mode database.
    package var walPath: String { path + "-wal" }
    /// The WAL's shared-memory index.
    package var shmPath: String { path + "-shm" }
    /// The rollback journal of a transaction in a rollback-mode database.
    package var journalPath: String { path + "-journal" }

    /// What the path holds, from its size and first 100 bytes.
    package var contents: Contents {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        guard status.st_size > 0 else { return .empty }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .unreadable(String(cString: strerror(errno))) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        let bytes = [UInt8]((try? handle.read(upToCount: 100)) ?? Data())
        return DatabaseHeader(bytes).map { .sqlite($0) } ?? .notSQLite
    }

    /// The size of the file at `path`, or nil when there is none.
    package static func size(of path: String) -> Int64? {
        var status = stat()
        return stat(path, &status) == 0 ? Int64(status.st_size) : nil
    }

    /// The database's and its companions' identities, sizes and times: equal before and after a read only
    /// when no process wrote meanwhile (to the resolution of the file system's clock).
    package var fingerprint: [String] {
        [path, walPath, shmPath, journalPath].map { file in
            var status = stat()
            guard stat(file, &status) == 0 else { return "-" }
            #if os(Linux)
                let (modified, changed) = (status.st_mtim, status.st_ctim)
            #else
                let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
            #endif
            return [
                UInt64(status.st_dev), UInt64(status.st_ino), UInt64(status.st_size), UInt64(modified.tv_sec),
                UInt64(modified.tv_nsec), UInt64(changed.tv_sec), UInt64(changed.tv_nsec),
            ].map(String.init).joined(separator: ":")
        }
    }

    /// Why this user cannot write the database, in words (`the file system holding it is mounted read-only`),
    /// or nil when it can: a writer needs the file, when there is one, and its folder, where SQLite creates its
    /// journal files.
    package var whyReadOnly: String? {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if access(path, F_OK) == 0, access(path, W_OK) != 0 {
            switch errno {
            case EROFS: return "the file system holding it is mounted read-only"
            case EPERM: return "the file is immutable (chattr +i)"
            default: return "its permissions let you read it but not write it"
            }
        }
        if access(folder, F_OK) == 0, access(folder, W_OK) != 0 {
            switch errno {
            case EROFS: return "the file system holding it is mounted read-only"
            case EPERM: return "its folder \(folder) is immutable (chattr +i)"
            default:
                return "its folder \(folder) does not let you create files, and SQLite creates its -wal, -shm and"
                    + " -journal files there"
            }
        }
        return nil
    }
}

/// The fields larder reads of an SQLite file's 100-byte header (https://www.sqlite.org/fileformat.html).
package struct DatabaseHeader: Equatable, Sendable {
    /// The page size in bytes.
    package var pageSize: Int
    /// Whether the file is in WAL mode (its read and write versions are 2).
    package var isWAL: Bool
    /// `PRAGMA user_version`.
    package var userVersion: Int32
    /// `PRAGMA application_id`.
    package var applicationID: UInt32

    /// The header of `bytes`, or nil when they do not start as an SQLite database does.
    package init?(_ bytes: [UInt8]) {
        guard bytes.count >= 100, bytes.starts(with: Array("SQLite format 3\0".utf8)) else { return nil }
        func word(_ offset: Int) -> UInt32 {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        let size = Int(bytes[16]) << 8 | Int(bytes[17])
        pageSize = size == 1 ? 65_536 : size
        isWAL = bytes[18] == 2 || bytes[19] == 2
        userVersion = Int32(bitPattern: word(60))
        applicationID = word(68)
    }
}
