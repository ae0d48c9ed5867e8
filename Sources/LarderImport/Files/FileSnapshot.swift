import Foundation

/// What a file was when larder began to import it: its identity, size and change times. Taken before
/// the SHA-256 and compared again once the file has been read, inside the file's transaction, so a
/// file that changed while it was read is refused rather than stored half old, half new.
///
/// Times come from the file system, whose clock ticks every few milliseconds: a change that keeps
/// the size and lands in the same tick as the file's previous write is not seen. Re-hashing would
/// see it, at the cost of reading every file twice.
struct FileSnapshot: Equatable {
    /// The device; with the inode, a file replaced by another (an editor's atomic save) differs here.
    var device: UInt64
    /// The inode.
    var inode: UInt64
    /// The size in bytes.
    var size: Int64
    /// The last modification, in nanoseconds since 1970.
    var modified: Int64
    /// The last status change (a write, a `chmod`, a rename over it), in nanoseconds since 1970.
    var changed: Int64

    /// Takes the snapshot of the file at `url`, named `path` in errors. Throws
    /// ``ImportError/notAFile(path:kind:)`` for a FIFO, socket or device (which must not be opened: a
    /// FIFO would wait for a writer) and ``ImportError/unreadable(path:reason:)`` when the file cannot
    /// be read.
    init(of url: URL, path: String) throws {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            throw ImportError.unreadable(path: path, reason: Self.describe(errno))
        }
        if let kind = Self.kind(of: info.st_mode) { throw ImportError.notAFile(path: path, kind: kind) }
        guard access(url.path, R_OK) == 0 else {
            throw ImportError.unreadable(path: path, reason: Self.describe(errno))
        }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
    }

    /// Throws ``ImportError/changedWhileReading(path:)`` unless the file is still as it was.
    func verifyUnchanged(_ url: URL, path: String) throws {
        let now: FileSnapshot
        do {
            now = try FileSnapshot(of: url, path: path)
        } catch {
            throw ImportError.changedWhileReading(path: path)
        }
        if now != self { throw ImportError.changedWhileReading(path: path) }
    }

    /// What a path is when it is not a regular file, in words; nil for a regular file.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "a special file"
        }
    }

    /// The system's reason for an error number, in lower case: `permission denied`.
    private static func describe(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
