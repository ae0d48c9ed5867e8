import Foundation
import Synchronization

/// How far the current import has got: the file, its size, the bytes read and the rows read so far.
///
/// Readers add the bytes they read and the importer the rows it maps, from whichever thread they run
/// on; a display (the command line's progress bar) reads a ``Snapshot`` whenever it redraws.
public final class ImportProgress: Sendable {
    /// What a display shows.
    public struct Snapshot: Equatable, Sendable {
        /// The file being imported, as given.
        public var path: String
        /// Its size in bytes.
        public var size: Int64
        /// Bytes read so far.
        public var bytesRead: Int64
        /// Rows read so far.
        public var rows: Int
        /// Seconds since the file's import started.
        public var seconds: Double
    }

    private let file = Mutex<(path: String, size: Int64, started: Date)>(("", 0, Date()))
    private let bytes = Atomic<Int64>(0)
    private let rowCount = Atomic<Int>(0)

    /// Creates a progress record.
    public init() {}

    /// A new file starts.
    func start(path: String, size: Int64) {
        file.withLock { $0 = (path, size, Date()) }
        bytes.store(0, ordering: .relaxed)
        rowCount.store(0, ordering: .relaxed)
    }

    /// A reader read `count` more bytes.
    func read(bytes count: Int) { bytes.add(Int64(count), ordering: .relaxed) }

    /// The importer read `count` more rows.
    func read(rows count: Int) { rowCount.add(count, ordering: .relaxed) }

    /// The state now.
    public var snapshot: Snapshot {
        let (path, size, started) = file.withLock { $0 }
        return Snapshot(
            path: path, size: size, bytesRead: min(bytes.load(ordering: .relaxed), size),
            rows: rowCount.load(ordering: .relaxed), seconds: Date().timeIntervalSince(started))
    }
}
