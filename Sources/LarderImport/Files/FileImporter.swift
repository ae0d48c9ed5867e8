import Foundation
import GRDB
import LarderStore
import LarderValues

/// Imports one file inside one transaction: the file is either wholly stored, with its ledger entry
/// and rejected rows, or not at all.
struct FileImporter {
    /// What the section importers need to know about the file.
    struct Context {
        var fileID: Int64
        /// The path as given, for messages and the ledger.
        var path: String
        /// The file as ``SourcePath`` names it, for the rows kept of it.
        var sourceFile: String
        var fileName: String
        /// The file's size in bytes, which sizes what the import keeps per row (``AppendedRows``).
        var size: Int64 = 0
    }

    let writer: any DatabaseWriter
    let runID: Int64
    /// How sections get their kind: recognised, or forced with `--as`.
    let kind: KindChoice
    /// Where the progress bar reads how far the import has got.
    var progress: ImportProgress?
    /// Whether to read a file even when it is unchanged since its latest import (`--force`).
    var rereadUnchanged = false
    /// The encoding CSV files are read in (`--encoding`), or nil to detect it (``DecodedCopy``).
    var encoding: String?
    /// Whether the database was created by this process, so files go in with a rollback journal
    /// (``ImportTuning``).
    var writesNewDatabase = false
    /// Whether JSON files of flat records are read on the lean path (``JSONFlatRecords``); tests turn
    /// it off to compare with the general path.
    var readsFlatJSON = true

    /// Imports the file at `url`, naming it `path` in the ledger and in messages, and `sourceFile` in the
    /// rows kept of it (its ``SourcePath`` unless given: an archive's entry gives the archive's); a file
    /// unchanged since its latest import is not read (``skipIfUnchanged(_:entry:snapshot:)``) unless
    /// ``rereadUnchanged``.
    func importFile(at url: URL, path: String, sourceFile: String? = nil) throws -> FileSummary {
        let snapshot = try FileSnapshot(of: url, path: path)
        let size = snapshot.size
        progress?.start(path: path, size: size)
        let format = try FileFormat.detect(url)
        let entry = ImportLedger.FileEntry(
            runID: runID, path: path, sourceFile: sourceFile ?? SourcePath.of(url), readAs: kind.ledgerName, size: size,
            sha256: "", format: format.rawValue, startedAt: LarderClock.nowISO())
        var sha256: String?
        var underNewRules = false
        if !rereadUnchanged {
            switch try skipIfUnchanged(url, entry: entry, snapshot: snapshot) {
            case .skipped(let summary): return summary
            case .read(let taken, let newRules): (sha256, underNewRules) = (taken, newRules)
            }
        }
        let digest = sha256.map(BackgroundDigest.init(known:)) ?? BackgroundDigest(of: url)
        if writesNewDatabase {
            // The pool's idle readers (one read the migrations) would make SQLite refuse to leave WAL.
            (writer as? DatabasePool)?.invalidateReadOnlyConnections()
        }
        return try writer.writeWithoutTransaction { db in
            let tuning = try ImportTuning(applyingTo: db, rollbackJournal: writesNewDatabase)
            defer { try? tuning.restore(db) }
            var summary: FileSummary?
            var appending = true
            var decoded = try forcedCopy(of: url, path: path, format: format)
            defer { decoded?.remove() }
            var skipsLines = !rereadUnchanged && format == .csv && decoded == nil
            while summary == nil {
                do {
                    try db.inTransaction {
                        summary = try importContents(
                            of: url, reading: decoded, path: path, format: format, entry: entry, digest: digest,
                            appending: appending, skipsLines: skipsLines, db: db)
                        try snapshot.verifyUnchanged(url, path: path)
                        return .commit
                    }
                } catch is BulkIndexes.DuplicateKeys where appending {
                    // Two rows of the file share a key: read it again, each row looked up as it goes in,
                    // so the later one updates the earlier as it always does.
                    appending = false
                    summary = nil
                    progress?.start(path: path, size: size)
                } catch ImportError.notText(let path, let line, let reason)
                    where format == .csv && encoding == nil
                    && decoded == nil
                {
                    // Not UTF-8: read a UTF-8 copy when another encoding reads every byte, else refuse it as before.
                    guard let copy = try DecodedCopy.make(of: url, path: path) else {
                        throw ImportError.notText(path: path, line: line, reason: reason)
                    }
                    decoded = copy
                    skipsLines = false
                    summary = nil
                    progress?.start(path: path, size: size)
                } catch is LineDigestRecorder.Unusable where skipsLines {
                    // The lines skipped as unchanged may not make what reading them would: read them all.
                    skipsLines = false
                    summary = nil
                    progress?.start(path: path, size: size)
                }
            }
            summary!.readUnderNewRules = underNewRules
            return summary!
        }
    }

    /// Reads the file on a ``ReaderThread`` and stores it here, with its ledger entry.
    /// Tables empty before the file get their rows `appending` (``BulkIndexes``). A CSV file's lines
    /// are digested and recorded, and with `skipsLines` the lines its latest import stored rows from
    /// are skipped (``UnchangedLines``).
    private func importContents(
        of url: URL, reading decoded: DecodedCopy?, path: String, format: FileFormat, entry: ImportLedger.FileEntry,
        digest: BackgroundDigest, appending: Bool, skipsLines: Bool, db: Database
    ) throws -> FileSummary {
        let sourceFile = entry.sourceFile
        let unchangedLines =
            format == .csv
            ? UnchangedLines(known: skipsLines ? try KnownLines.latest(ofFile: sourceFile, in: db) : nil) : nil
        let fileID = try ImportLedger.beginFile(entry, in: db)
        try ImportLedger.removeRejections(ofFile: sourceFile, givenAs: path, in: db)
        let context = Context(
            fileID: fileID, path: path, sourceFile: sourceFile, fileName: url.lastPathComponent, size: entry.size)
        let mapper = FileMapper(url: decoded?.url ?? url, path: path, format: format, kind: kind, progress: progress)
        mapper.readsFlatJSON = readsFlatJSON
        mapper.unchangedLines = unchangedLines
        let writer = BatchWriter(db: db, context: context, appendsToEmptyTables: appending)
        try ReaderThread.run(reading: mapper.read(into:), storing: writer.store)
        let (sections, rejected) = try writer.finish(
            unmapped: mapper.unmapped, unchanged: unchangedLines, slashOrder: mapper.slashOrder)
        let counts = sections.reduce(into: RowCounts()) { $0.add($1.counts) }
        let kind = sections.map(\.table).joined(separator: ",")
        try ImportLedger.recordKept(
            sections.filter { Catalog.isRawTable($0.table) }.map {
                ImportLedger.KeptSection(
                    section: $0.name, tableName: $0.table, rows: $0.counts.read, nearest: $0.nearest, lacks: $0.lacks,
                    reason: $0.reason, onPurpose: $0.keptAsTextOnPurpose)
            }, ofFile: fileID, in: db)
        let metadata = Self.metadata(mapper.exportMetadata, encoding: decoded?.encoding)
        try ImportLedger.finishFile(
            fileID, kind: kind, counts: counts, sha256: try digest.value(), exportMetadata: metadata, in: db)
        return FileSummary(
            path: path, format: format.rawValue, sections: sections, counts: counts,
            rejectedSample: Array(rejected.prefix(20)),
            warnings: (decoded.map { [Self.decodedWarning($0, path: path, forced: encoding != nil)] } ?? [])
                + mapper.warnings
                + warnings(for: sections, path: path), nonRecords: mapper.nonRecords,
            exportMetadata: metadata)
    }

    /// The UTF-8 copy of a CSV file in the encoding `--encoding` names, or nil without the option.
    private func forcedCopy(of url: URL, path: String, format: FileFormat) throws -> DecodedCopy? {
        guard let encoding, format == .csv else { return nil }
        guard let copy = try DecodedCopy.make(of: url, path: path, forced: encoding) else {
            throw ImportError.notInEncoding(path: path, encoding: encoding)
        }
        return copy
    }

    /// What a file says about itself (a JSON object, or nil) with the encoding it was read in, when not
    /// UTF-8, added as `encoding`: the ledger names it (docs/IMPORT.md, "Encodings").
    static func metadata(_ said: String?, encoding: String?) -> String? {
        guard let encoding else { return said }
        var object = said.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] } ?? [:]
        object["encoding"] = encoding
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
            return said
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func warnings(for sections: [SectionSummary], path: String) -> [String] {
        var warnings: [String] = []
        for section in sections {
            if Catalog.isRawTable(section.table) {
                let removed = section.removedRows
                let kept =
                    section.keptAsTextOnPurpose
                    ? ""
                    : "\(path): \(section.name) was not recognised (\(section.reason)). Its rows are kept as text in"
                        + " `\(section.table)`; to map them, rename the headers to larder's column names"
                        + " (docs/SCHEMA.md) or import again with --as KIND."
                let gone =
                    removed == 0
                    ? ""
                    : " \(removed) row\(removed == 1 ? "" : "s") an earlier import stored from places the file"
                        + " no longer has \(removed == 1 ? "was" : "were") removed."
                if !kept.isEmpty || !gone.isEmpty {
                    warnings.append(kept.isEmpty ? "\(path): `\(section.table)`:" + gone : kept + gone)
                }
                if let former = section.formerTable {
                    warnings.append(
                        "\(path): \(section.name) is now kept in `\(section.table)`, a raw table of this file's own;"
                            + " the rows an earlier import stored in `\(former)`, which files whose sections share"
                            + " that name shared, are left there and no longer updated (drop them with"
                            + " `DELETE FROM \(former) WHERE _source_file = '…'` when you no longer need them).")
                }
            } else if !section.unmappedFields.isEmpty {
                // A file of thousands of columns must not print thousands of names.
                let fields = section.unmappedFields
                let named = fields.prefix(10).map { "`\($0)`" }.joined(separator: ", ")
                let more = fields.count > 10 ? " and \(fields.count - 10) more" : ""
                let one = fields.count == 1
                warnings.append(
                    "\(path): \(named)\(more) \(one ? "matches" : "match") no column of \(section.table) and"
                        + " \(one ? "was" : "were") not stored; rename \(one ? "it" : "them") to a column of"
                        + " docs/SCHEMA.md to keep \(one ? "it" : "them").")
            }
            if section.repeatedKeys > 0 {
                let one = section.repeatedKeys == 1
                warnings.append(
                    "\(path): \(one ? "1 row" : "\(section.repeatedKeys) rows") of `\(section.table)`"
                        + " \(one ? "repeats" : "repeat") the id or key of an earlier row of the file; a key names one"
                        + " row, so \(one ? "it" : "each") replaced the earlier and only the last is stored. Tell such"
                        + " rows apart in the file (an id, or a column of the key) to keep them all.")
            }
        }
        return warnings
    }

    /// What larder says of a file it read in another encoding than UTF-8.
    static func decodedWarning(_ copy: DecodedCopy, path: String, forced: Bool = false) -> String {
        guard !forced else { return "\(path): read as \(copy.encoding), as --encoding names." }
        return "\(path): the file is not UTF-8 text, so it was read as \(copy.encoding); if its accented letters or"
            + " currency signs look wrong, name its encoding with --encoding (ISO-8859-7, KOI8-R, …) or save it as"
            + " UTF-8 (in Excel: Save As › CSV UTF-8) and import it again."
    }
}
