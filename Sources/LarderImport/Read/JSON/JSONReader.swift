import Foundation
import LarderValues

/// Reads a JSON file as sections and records, holding one record in memory at a time: a top-level
/// array, an API envelope, NDJSON (`.ndjson`, `.jsonl`, or several top-level values), a Firestore export
/// (see ``JSONDocumentWalker``), a Beanconqueror backup (see ``BeanconquerorReader``) or the USDA
/// FoodKeeper (see ``FoodKeeperReader``).
///
/// A section is declared when its first record is ready, with that record's keys as its headers. A
/// file that yields no record at all is ``ImportError/empty(path:)``. A top-level array or NDJSON of
/// flat objects is read by ``JSONFlatRecords`` when the caller takes its records as they are, until a
/// token breaks that shape.
struct JSONReader {
    /// The file.
    let url: URL
    /// The file as messages name it.
    let path: String
    /// Whether a Beanconqueror backup is handed to ``BeanconquerorReader``.
    var detectsBeanconqueror = true
    /// Whether a FoodKeeper export is handed to ``FoodKeeperReader``.
    var detectsFoodKeeper = true
    /// Told of every chunk read, for the progress bar.
    var progress: ImportProgress?

    /// Whether every top-level value is a record, as the extension says.
    var isLines: Bool { ["ndjson", "jsonl"].contains(url.pathExtension.lowercased()) }

    /// Streams the file's sections and records.
    func read(section: (SourceSection) throws -> Void, record: (SourceRecord, String) throws -> Void) throws {
        try read(section: section, record: record, metadata: { _ in })
    }

    /// Streams the file's sections and records, then hands `metadata` the members of a top-level
    /// envelope that are neither records nor sections, as a JSON object (`{"exportedAt": …}`), when it
    /// has any. Given `flat`, the records of a top-level array or NDJSON lines of flat objects go to it
    /// as they are read (``JSONFlatRecords``), not to `record`: the same records, without a
    /// ``SourceRecord`` built of each.
    func read(
        section: (SourceSection) throws -> Void, record: (SourceRecord, String) throws -> Void,
        flat: ((JSONFlatRecord, String) throws -> Void)? = nil, metadata: (String) -> Void
    ) throws {
        try withoutActuallyEscaping(section) { section in
            try withoutActuallyEscaping(record) { record in
                try withoutActuallyEscaping(metadata) { metadata in
                    let sink = RecordSink(section: section, record: record)
                    sink.flat = flat
                    sink.metadata = metadata
                    try read(into: sink)
                }
            }
        }
    }

    /// Streams the file's sections and records into `sink`, and what a top-level envelope says about the
    /// export into its ``RecordSink/metadata``; a Beanconqueror backup or a FoodKeeper export is handed
    /// to its own reader (``handOvers``), through ``FileReader``.
    func read(into sink: RecordSink) throws {
        do {
            if detectsBeanconqueror, BeanconquerorReader.isBackupName(url.lastPathComponent) {
                throw BeanconquerorBackupFound()
            }
            try readDocument(into: sink)
        } catch is BeanconquerorBackupFound {
            try handOver(
                to: BeanconquerorReader.self, turningOff: \.detectsBeanconqueror,
                declined: { $0 is BeanconquerorReader.NotABackup }, sink: sink)
        } catch is FoodKeeperFound {
            try handOver(
                to: FoodKeeperReader.self, turningOff: \.detectsFoodKeeper,
                declined: { $0 is FoodKeeperReader.NotFoodKeeper }, sink: sink)
        }
    }

    /// The readers a JSON file is handed to when it turns out to be theirs: with the readers
    /// ``FileFormat/reader`` chooses, every reader of a file.
    static var handOvers: [any FileReader.Type] { [BeanconquerorReader.self, FoodKeeperReader.self] }

    /// Lets the reader of one kind of file read it; when that reader finds the file is not its kind after
    /// all (`declined`), reads it again as this reader with that kind's detection (`detection`) off.
    private func handOver(
        to special: any FileReader.Type, turningOff detection: WritableKeyPath<JSONReader, Bool>,
        declined: (any Error) -> Bool, sink: RecordSink
    ) throws {
        do {
            try special.init(file: url, shownAs: path, progress: progress).read(into: sink)
        } catch {
            guard declined(error) else { throw error }
            var reader = self
            reader[keyPath: detection] = false
            try reader.read(into: sink)
        }
    }

    private func readDocument(into sink: RecordSink) throws {
        let (section, record, flat) = (sink.section, sink.record, sink.flat)
        var declared: Set<String> = []
        var count = 0
        func deliver(_ outputs: [JSONOutput]) throws {
            for output in outputs {
                if declared.insert(output.section).inserted {
                    try section(
                        SourceSection(
                            name: output.section, headers: output.record.keys, envelopeKey: output.envelopeKey))
                }
                try record(output.record, output.section)
            }
            count += outputs.count
        }
        var walker = JSONDocumentWalker(
            fileName: url.lastPathComponent, isLines: isLines, detectsBeanconqueror: detectsBeanconqueror,
            scanEnvelope: { [url, path] in try JSONEnvelopeShape(url: url, path: path) })
        walker.detectsFoodKeeper = detectsFoodKeeper
        let fileSection = url.lastPathComponent
        // Records of one file mostly share their keys: they are checked once per set of keys.
        var checkedKeys: [String]?
        var asIs = true
        var declaredFlat = false
        func deliverFlat(_ flatRecord: JSONFlatRecord) throws {
            if flatRecord.keys != checkedKeys {
                checkedKeys = flatRecord.keys
                asIs = JSONRecordFactory.takesAsIs(keys: flatRecord.keys)
            }
            guard let flat, asIs else {
                let target = JSONRecordTarget(section: fileSection)
                return try deliver(
                    JSONRecordFactory.records(
                        from: flatRecord.jsonValue, target: target, location: flatRecord.location.description))
            }
            if !declaredFlat, declared.insert(fileSection).inserted {
                try section(SourceSection(name: fileSection, headers: flatRecord.keys))
            }
            declaredFlat = true
            try flat(flatRecord, fileSection)
            count += 1
        }
        let reader = JSONEventReader(url: url, path: path, numbersValues: isLines, progress: progress)
        try reader.read(flat: flat.map { _ in JSONFlatRecords(isLines: isLines) }, records: deliverFlat) {
            event, cursor in
            try walker.handle(event, at: cursor)
            guard !walker.outbox.isEmpty else { return }
            try deliver(walker.outbox)
            walker.outbox.removeAll(keepingCapacity: true)
        }
        walker.finish()
        try deliver(walker.outbox)
        if count == 0 { throw ImportError.empty(path: path) }
        if !walker.exportMetadata.isEmpty { sink.metadata(JSONValue.object(walker.exportMetadata).compactText) }
    }
}

extension JSONReader: FileReader {
    /// Creates the reader of the JSON file at `url`, named `path` in messages.
    init(file url: URL, shownAs path: String, progress: ImportProgress?) {
        self.init(url: url, path: path, progress: progress)
    }
}
