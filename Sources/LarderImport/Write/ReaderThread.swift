import Foundation
import LarderValues

/// Reads, maps and checks a file on a thread of its own while the calling thread stores what it read,
/// with a bounded queue of batches between them: parsing one row overlaps SQLite's work on another, and
/// memory does not grow with the file.
///
/// The calling thread is the database's writer, inside the file's transaction: only it touches the
/// database. The reading thread always finishes before ``run(reading:storing:)`` returns or throws, so
/// an error on either side rolls the whole file back.
enum ReaderThread {
    /// The batches in circulation: one being filled, one being stored, two waiting.
    static let batchCount = 4

    /// Runs `reading` on a new thread, and `storing` here with each batch it produced, in order.
    static func run(reading: @escaping (BatchSink) throws -> Void, storing: (ImportBatch) throws -> Void) throws {
        let queue = BatchQueue(batches: batchCount)
        let task = Handoff(reading)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let sink = BatchSink(queue: queue)
            do {
                try task.value(sink)
                sink.flush()
                queue.finish(throwing: nil)
            } catch {
                queue.finish(throwing: error)
            }
            done.signal()
        }
        thread.stackSize = 16 << 20
        thread.start()
        do {
            while let batch = try queue.nextBatch() {
                try CleanupOnExit.checkpoint()
                try storing(batch)
                queue.recycle(batch)
            }
        } catch {
            queue.cancel()
            done.wait()
            throw error
        }
        done.wait()
    }
}

/// A value handed to one other thread, which alone uses it until that thread is joined.
struct Handoff<Value>: @unchecked Sendable {
    /// The value.
    let value: Value

    /// Wraps `value` for the hand-over.
    init(_ value: Value) { self.value = value }
}
