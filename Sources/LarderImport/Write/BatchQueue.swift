import Foundation
import LarderStore

/// A bounded queue of batches between the thread that reads a file and the thread that stores it.
///
/// A fixed number of batches circulate: the reader fills an empty one and sends it, the writer stores
/// it and gives it back. When every batch is full or being stored the reader waits, so memory stays
/// flat however large the file. All state is guarded by one condition lock, and a batch belongs to one
/// thread at a time (the one that took it), which is why the queue is `@unchecked Sendable`.
final class BatchQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var ready: [ImportBatch] = []
    private var spare: [ImportBatch]
    private var isFinished = false
    private var failure: (any Error)?
    private var isCancelled = false

    /// Creates a queue of `batches` batches.
    init(batches: Int) {
        spare = (0..<batches).map { _ in ImportBatch() }
    }

    /// An empty batch for the reader, once one is free; throws `CancellationError` once the writer stopped.
    ///
    /// The reader empties it: freeing the last rows' values is work taken off the writer, which is
    /// the slower side.
    func emptyBatch() throws -> ImportBatch {
        condition.lock()
        while spare.isEmpty, !isCancelled { condition.wait() }
        let batch = isCancelled ? nil : spare.removeLast()
        condition.unlock()
        guard let batch else { throw CancellationError() }
        batch.reset()
        return batch
    }

    /// Hands a filled batch to the writer.
    func send(_ batch: ImportBatch) {
        condition.lock()
        ready.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    /// Says the reader is done, with the error that stopped it, if any.
    func finish(throwing error: (any Error)?) {
        condition.lock()
        isFinished = true
        failure = error
        condition.broadcast()
        condition.unlock()
    }

    /// The next filled batch for the writer; nil once the reader is done and every batch was taken.
    /// Throws the reader's error as soon as it is known (the file's transaction is rolled back anyway).
    func nextBatch() throws -> ImportBatch? {
        condition.lock()
        defer { condition.unlock() }
        while ready.isEmpty, !isFinished { condition.wait() }
        if let failure { throw failure }
        return ready.isEmpty ? nil : ready.removeFirst()
    }

    /// Gives a stored batch back to the reader.
    func recycle(_ batch: ImportBatch) {
        condition.lock()
        spare.append(batch)
        condition.broadcast()
        condition.unlock()
    }

    /// Stops the reader at its next batch: the writer failed.
    func cancel() {
        condition.lock()
        isCancelled = true
        condition.broadcast()
        condition.unlock()
    }
}

/// The reader's end of a ``BatchQueue``: items go into the current batch, which is sent when full.
final class BatchSink {
    private let queue: BatchQueue
    private var batch: ImportBatch?

    /// Creates the reader's end of `queue`.
    init(queue: BatchQueue) { self.queue = queue }

    /// Adds an item, sending the batch when it is full (and waiting for an empty one when none is free).
    func emit(_ item: ImportItem) throws {
        let batch = try current()
        batch.append(item)
        if batch.isFull {
            queue.send(batch)
            self.batch = nil
        }
    }

    /// Copies a CSV record's fields into the batch its row will be emitted in.
    func keep(_ fields: CSVFields) throws -> RowOrigin { try current().keep(fields) }

    /// Copies a flat JSON record's values into the batch its row will be emitted in.
    func keep(_ record: JSONFlatRecord) throws -> RowOrigin { try current().keep(record) }

    /// Flattens a row into the batch it will be emitted in.
    func flatten(_ row: TypedRow) throws -> FlatRow { try current().flatten(row) }

    /// Sends the last, partly filled batch.
    func flush() {
        if let batch, !batch.items.isEmpty { queue.send(batch) }
        batch = nil
    }

    private func current() throws -> ImportBatch {
        if let batch { return batch }
        let fresh = try queue.emptyBatch()
        batch = fresh
        return fresh
    }
}
