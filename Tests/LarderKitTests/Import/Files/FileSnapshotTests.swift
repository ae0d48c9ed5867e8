import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport

/// A file that changes while it is read is refused whole.
@Suite struct FileSnapshotTests {
    /// 5,000 inventory rows: an import long enough for the writer to change the file during it.
    static let rows = "id,name,expiration_date\n" + (1...5_000).map { "i\($0),Milk \($0),2026-11-21\n" }.joined()

    @Test func anUnchangedFileVerifies() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = URL(fileURLWithPath: try folder.write("a,b\n1,2\n", to: "same.csv"))
        try FileSnapshot(of: url, path: "same.csv").verifyUnchanged(url, path: "same.csv")
    }

    @Test(arguments: ["rewritten in place", "replaced by a rename", "removed"])
    func aChangedFileFailsVerification(_ change: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = URL(fileURLWithPath: try folder.write("a,b\n1,2\n", to: "moving.csv"))
        let snapshot = try FileSnapshot(of: url, path: "moving.csv")
        switch change {
        case "rewritten in place":
            // Same size, and a modification time set apart explicitly, as the clock may not have ticked.
            let handle = try FileHandle(forWritingTo: url)
            try handle.write(contentsOf: Data("a,b\n3,4\n".utf8))
            try handle.close()
            var times = [timespec(tv_sec: 1_000_000, tv_nsec: 0), timespec(tv_sec: 1_000_000, tv_nsec: 0)]
            #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
        case "replaced by a rename":
            let other = URL(fileURLWithPath: try folder.write("a,b\n1,2\n", to: "other.csv"))
            #expect(rename(other.path, url.path) == 0)
        default:
            try FileManager.default.removeItem(at: url)
        }
        #expect(throws: ImportError.changedWhileReading(path: "moving.csv")) {
            try snapshot.verifyUnchanged(url, path: "moving.csv")
        }
    }

    /// A writer rewrites one byte of the file every millisecond (the size stays the same) for as long as
    /// the import runs; the import must refuse the file and store none of its rows.
    @Test func aFileRewrittenDuringTheImportIsRefusedWhole() throws {
        let writer = RewritingWriter()
        let result = try IsolatedImport { folder in
            let url = folder.appendingPathComponent("food.csv")
            try Data(Self.rows.utf8).write(to: url)
            try writer.start(rewriting: url, at: UInt64(Self.rows.utf8.count - 3))
            return [url.path]
        }
        writer.stop()
        try result.expectRefusedWhole([
            "food.csv changed while larder read it. Nothing of this file was imported; import it again once"
        ])
    }
}

/// Rewrites one byte of a file, alternating its value, about every millisecond on a thread of its own.
final class RewritingWriter: @unchecked Sendable {
    private let lock = NSLock()
    private var running = false
    private var writes = 0
    private let finished = DispatchSemaphore(value: 0)

    /// Starts rewriting the byte at `offset` of `url`; returns once the first write is done.
    func start(rewriting url: URL, at offset: UInt64) throws {
        let handle = try FileHandle(forWritingTo: url)
        lock.withLock { running = true }
        let thread = Thread { [self] in
            var value: UInt8 = 0x30
            while lock.withLock({ running }) {
                value = value == 0x30 ? 0x31 : 0x30
                try? handle.seek(toOffset: offset)
                try? handle.write(contentsOf: Data([value]))
                lock.withLock { writes += 1 }
                usleep(1_000)
            }
            try? handle.close()
            finished.signal()
        }
        thread.start()
        while lock.withLock({ writes == 0 }) { sched_yield() }
    }

    /// Stops the writer and waits for its last write.
    func stop() {
        lock.withLock { running = false }
        finished.wait()
    }
}
