import LarderStore

/// A run of import items handed from the reading thread to the writing thread, reused once stored.
///
/// Rows are flattened into shared arrays, ready to bind, so the writing thread only binds and steps;
/// the fields of CSV rows and the values of flat JSON records are kept as bytes in one buffer, so a row
/// the database refuses can still be rejected with its raw record, without a string per field for the
/// rows it accepts.
final class ImportBatch {
    /// The items, in file order.
    private(set) var items: [ImportItem] = []
    private var bytes: [UInt8] = []
    private var ends: [Int] = []
    /// Parallel to `ends`: what each field stands for (a CSV field empty and unquoted is null).
    private var kinds: [ScalarKind] = []
    private var flat = FlatRows()

    /// The most items in a batch: enough to amortise the hand-over, few enough to keep memory flat.
    static let itemLimit = 1024
    /// The most bytes of kept fields in a batch.
    static let byteLimit = 1 << 22

    /// Whether the batch should be handed over.
    var isFull: Bool { items.count >= Self.itemLimit || bytes.count + flat.bytes.count >= Self.byteLimit }

    /// Adds an item.
    func append(_ item: ImportItem) { items.append(item) }

    /// Flattens a row's values into the batch, ready to bind.
    func flatten(_ row: TypedRow) -> FlatRow { row.flatten(into: &flat) }

    /// Calls `body` with a flattened row of this batch, bound in place.
    func withBound<T>(_ row: FlatRow, _ body: (BoundRow) throws -> T) rethrows -> T {
        try flat.values.withUnsafeBufferPointer { values in
            try flat.bytes.withUnsafeBytes { bytes in
                try body(BoundRow(values: UnsafeBufferPointer(rebasing: values[row.values]), bytes: bytes.baseAddress))
            }
        }
    }

    /// Copies a CSV record's fields into the batch and says where they are.
    func keep(_ fields: CSVFields) -> RowOrigin {
        let first = ends.count
        let offset = bytes.count - fields.start
        // Typed, so the append is one copy rather than a loop over the bytes.
        bytes.append(contentsOf: fields.allBytes.assumingMemoryBound(to: UInt8.self))
        ends.append(contentsOf: fields.fieldEnds)
        ends.withUnsafeMutableBufferPointer { ends in
            for index in first..<ends.count { ends[index] += offset }
        }
        kinds.append(contentsOf: fields.fieldNulls.lazy.map { $0 ? ScalarKind.null : .string })
        return .csv(line: fields.line, fields: first..<ends.count)
    }

    /// Copies a flat JSON record's values into the batch and says where they are.
    func keep(_ record: JSONFlatRecord) -> RowOrigin {
        let first = ends.count
        for position in 0..<record.valueCount {
            bytes.append(contentsOf: record.members[position].assumingMemoryBound(to: UInt8.self))
            ends.append(bytes.count)
            kinds.append(record.members.kind(at: position))
        }
        return .flatJSON(index: record.index, keys: record.keys, fields: first..<ends.count)
    }

    /// The record a row came from, as strings.
    func record(for origin: RowOrigin, keys: [String]) -> SourceRecord {
        switch origin {
        case .record(let record): return record
        case .csv(let line, let fields):
            return SourceRecord(location: .line(line), keys: keys, values: fields.map(value(at:)))
        case .flatJSON(let index, let keys, let fields):
            return JSONFlatRecord.sourceRecord(at: .jsonPath("$[\(index)]"), keys: keys, values: fields.map(value(at:)))
        }
    }

    /// Kept field `index` as a source value.
    private func value(at index: Int) -> SourceValue {
        let start = index == 0 ? 0 : ends[index - 1]
        return bytes[start..<ends[index]].withUnsafeBytes { kinds[index].value($0) }
    }

    /// Empties the batch for reuse, keeping its capacity.
    func reset() {
        items.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
        kinds.removeAll(keepingCapacity: true)
        flat.removeAll()
    }
}
