import Foundation
import LarderTestSupport
import Testing

@testable import LarderStore

/// The holder of a database's write lock, read from the kernel's lock table: a WAL writer's lock on byte
/// 120 of the `-shm`, or a rollback-mode writer's on the database's lock bytes from 2³⁰; not a reader's
/// lock, not another byte, not another file, not this process.
@Suite struct LockHolderTests {
    @Test func theWriteLockOfTheSHMOrOfTheLockBytesNamesItsProcess() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let database = try folder.write("", to: "larder.sqlite")
        try folder.write("", to: "larder.sqlite-shm")
        let other = try folder.write("", to: "other.sqlite-shm")
        func inode(_ path: String) throws -> UInt64 {
            try #require(
                (FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber)?.uint64Value)
        }
        let (db, shm, elsewhere) = (try inode(database), try inode(database + "-shm"), try inode(other))
        let file = DatabaseFile(path: database)
        let cases: [(String, Int32?)] = [
            ("1: POSIX  ADVISORY  WRITE 1 fe:00:\(shm) 120 120", 1),
            ("1: POSIX  ADVISORY  WRITE 1 fe:00:\(db) 1073741825 1073741825", 1),
            ("1: POSIX  ADVISORY  WRITE 1 fe:00:\(db) 1073741826 1073742335", 1),
            ("1: POSIX  ADVISORY  READ 1 fe:00:\(shm) 120 120", nil),
            ("1: POSIX  ADVISORY  WRITE 1 fe:00:\(shm) 123 127", nil),
            ("1: POSIX  ADVISORY  WRITE 1 fe:00:\(db) 0 100", nil),
            ("1: POSIX  ADVISORY  WRITE 1 fe:00:\(elsewhere) 120 120", nil),
            ("1: POSIX  ADVISORY  WRITE \(getpid()) fe:00:\(shm) 120 120", nil),
            ("1: -> POSIX  ADVISORY  WRITE 1 fe:00:\(shm) 120 120", nil),
            ("1: FLOCK  ADVISORY  WRITE 1 fe:00:\(db) 0 EOF", nil),
            ("1: POSIX  ADVISORY  WRITE 1 fe:00:\(db) 1073741824 EOF", 1),
        ]
        for (line, pid) in cases {
            let table = "9: POSIX  ADVISORY  READ 7 fe:00:\(db) 1073741826 1073742335\n" + line + "\n"
            #expect(LockHolder.holding(file, locks: table)?.pid == pid, "\(line)")
        }
    }

    @Test func itsCommandLineIsShownWithControlCharactersEscaped() throws {
        let holder = LockHolder(pid: getpid(), command: nil)
        #expect(holder.description == "PID \(getpid())")
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let database = try folder.write("", to: "larder.sqlite")
        let inode = try #require(
            (FileManager.default.attributesOfItem(atPath: database)[.systemFileNumber] as? NSNumber)?.uint64Value)
        let own = (FileManager.default.contents(atPath: "/proc/\(getppid())/cmdline") ?? Data()).split(separator: 0)
        let shown = try #require(
            LockHolder.holding(
                DatabaseFile(path: database),
                locks: "1: POSIX  ADVISORY  WRITE \(getppid()) fe:00:\(inode) 1073741825 1073741825\n"))
        #expect(shown.pid == getppid())
        if let program = own.first {
            #expect(
                shown.command?.hasPrefix(
                    URL(fileURLWithPath: String(decoding: program, as: UTF8.self)).lastPathComponent) == true)
        }
        #expect(LockHolder.escaped("a\u{1b}]0;x\u{07}b\u{202e}c\nd") == "a\\x1b]0;x\\x07b\\u202ec\\x0ad")
    }
}
