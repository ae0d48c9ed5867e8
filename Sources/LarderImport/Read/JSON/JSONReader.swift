import Foundation

/// Reads a JSON file as sections and records, holding one record in memory at a time: a top-level
/// array, an API envelope, NDJSON (`.ndjson`, `.jsonl`, or several top-level values), a Firestore export
/// (see ``JSONDocumentWalker``), a Beanconqueror backup (see ``BeanconquerorReader``) or the USDA
/// FoodKeeper (see ``FoodKeeperReader``).
///
/// A section is declared when its first record is ready, with that record's keys as its headers. A
/// file that yields no record at all is ``ImportError/empty(path:)``. A top-level array or NDJSON of
/// flat objects is read by ``JSONFlatRecords`` when the caller takes its records as they are, until a
/// token breaks that shape.
struct JSONReader: RecordReader {
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
        do {
            if detectsBeanconqueror, BeanconquerorReader.isBackupName(url.lastPathComponent) {
                throw BeanconquerorBackupFound()
            }
            try readDocument(section: section, record: record, flat: flat, metadata: metadata)
        } catch is BeanconquerorBackupFound {
            try handOver(turningOff: \.detectsBeanconqueror, declined: { $0 is BeanconquerorReader.NotABackup }) {
                try BeanconquerorReader(url: url, path: path).read(section: section, record: record)
            } elseRead: {
                try $0.read(section: section, record: record, flat: flat, metadata: metadata)
            }
        } catch is FoodKeeperFound {
            try handOver(turningOff: \.detectsFoodKeeper, declined: { $0 is FoodKeeperReader.NotFoodKeeper }) {
                try FoodKeeperReader(url: url, path: path).read(section: section, record: record)
            } elseRead: {
                try $0.read(section: section, record: record, flat: flat, metadata: metadata)
            }
        }
    }

    /// Lets a reader for one kind of file read it; when that reader finds the file is not its kind after
    /// all (`declined`), reads it again as this reader with that kind's detection (`detection`) off.
    private func handOver(
        turningOff detection: WritableKeyPath<JSONReader, Bool>, declined: (any Error) -> Bool,
        read special: () throws -> Void, elseRead plain: (JSONReader) throws -> Void
    ) throws {
        do {
            try special()
        } catch {
            guard declined(error) else { throw error }
            var reader = self
            reader[keyPath: detection] = false
            try plain(reader)
        }
    }

    private func readDocument(
        section: (SourceSection) throws -> Void, record: (SourceRecord, String) throws -> Void,
        flat: ((JSONFlatRecord, String) throws -> Void)?, metadata: (String) -> Void
    ) throws {
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
        if !walker.exportMetadata.isEmpty { metadata(JSONValue.object(walker.exportMetadata).compactText) }
    }
}
