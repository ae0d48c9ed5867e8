import Foundation

/// The process that holds the write lock of a database, found in the kernel's table of file locks
/// (`/proc/locks`, Linux): a WAL writer's lock on byte 120 of the `-shm` file, or a rollback-mode writer's
/// on SQLite's lock bytes of the database file (from 2³⁰, `PENDING_BYTE`). Reading the table opens no file
/// of the database's, so none of this process's own SQLite locks is dropped (closing any descriptor of a
/// file releases every POSIX lock the process holds on it).
package struct LockHolder: Equatable, Sendable {
    /// The holder's process id.
    package var pid: Int32
    /// Its command line (arguments joined by spaces, shortened, control characters escaped), when readable.
    package var command: String?

    /// The holder of `file`'s write lock other than this process, or nil when none is known.
    package static func holding(
        _ file: DatabaseFile, locks: String? = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
    ) -> LockHolder? {
        guard let locks else { return nil }
        let wanted = [(inode(of: file.shmPath), 120...120), (inode(of: file.path), 0x4000_0000...0x4000_0201)]
        for line in locks.split(separator: "\n") where !line.contains("->") {
            // `1: POSIX  ADVISORY  WRITE 4242 fe:00:16466013 120 120`
            let fields = line.split(separator: " ")
            guard fields.count >= 8, fields[1] == "POSIX", fields[3] == "WRITE", let pid = Int32(fields[4]),
                pid != getpid(), let inode = fields[5].split(separator: ":").last.flatMap({ UInt64($0) }),
                let start = Int(fields[6])
            else { continue }
            let end = Int(fields[7]) ?? Int.max
            for (lockedInode, bytes) in wanted
            where lockedInode == inode && start <= bytes.upperBound
                && end >= bytes.lowerBound
            {
                return LockHolder(pid: pid, command: commandLine(of: pid))
            }
        }
        return nil
    }

    /// `PID 4242 (larder import big.csv)`, or `PID 4242` when its command line is not readable.
    package var description: String {
        command.map { "PID \(pid) (\($0))" } ?? "PID \(pid)"
    }

    private static func inode(of path: String) -> UInt64? {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(status.st_ino) : nil
    }

    /// The process's arguments, NUL-separated in `/proc/PID/cmdline`: the program's file name and the rest.
    private static func commandLine(of pid: Int32) -> String? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"), !data.isEmpty else { return nil }
        var arguments = data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        guard !arguments.isEmpty else { return nil }
        arguments[0] = URL(fileURLWithPath: arguments[0]).lastPathComponent
        let line = arguments.joined(separator: " ")
        let shown = line.count > 100 ? String(line.prefix(99)) + "…" : line
        return escaped(shown)
    }

    /// Control characters and bidirectional overrides written as `\x1b`, `\u202e`: a command line is any
    /// process's text, printed to a terminal.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                result += "\\u" + String(scalar.value, radix: 16)
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                result += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
