import Foundation
import GRDB

/// Imports one file inside one transaction: the file is either wholly stored, with its ledger entry
/// and rejected rows, or not at all.
struct FileImporter {
    /// What the section importers need to know about the file.
    struct Context {
        var fileID: Int64
        var path: String
        var fileName: String
    }

    let writer: any DatabaseWriter
    let runID: Int64
    /// A table forced with `--as`, if any.
    let forced: TableSpec?
    /// Where the progress bar reads how far the import has got.
    var progress: ImportProgress?

    /// Imports the file at `url`, naming it `path` in the ledger and in messages.
    func importFile(at url: URL, path: String) throws -> FileSummary {
        let snapshot = try FileSnapshot(of: url, path: path)
        progress?.start(path: path, size: snapshot.size)
        let sha256 = try FileDigest.sha256(of: url)
        let format = try FileFormat.detect(url)
        let entry = ImportLedger.FileEntry(
            runID: runID, path: path, size: snapshot.size, sha256: sha256, format: format.rawValue,
            startedAt: LarderClock.nowISO())
        return try writer.write { db in
            let fileID = try ImportLedger.beginFile(entry, in: db)
            let context = Context(fileID: fileID, path: path, fileName: url.lastPathComponent)
            var importers: [String: SectionImporter] = [:]
            var order: [String] = []
            try read(url, format: format, path: path) { section in
                guard importers[section.name] == nil else { return }
                importers[section.name] = try SectionImporter(
                    db: db, context: context, section: section, forced: forced)
                order.append(section.name)
            } record: { record, sectionName in
                guard let importer = importers[sectionName] else {
                    preconditionFailure("a reader sent a record for section \(sectionName) before declaring it")
                }
                try importer.consume(record)
                progress?.read(rows: 1)
            }
            try snapshot.verifyUnchanged(url, path: path)
            var sections: [SectionSummary] = []
            var rejected: [RejectedRow] = []
            for name in order {
                sections.append(try importers[name]!.finish())
                rejected += importers[name]!.rejectedSample
            }
            let counts = sections.reduce(into: RowCounts()) { $0.add($1.counts) }
            let kind = sections.map(\.table).joined(separator: ",")
            try ImportLedger.finishFile(fileID, kind: kind, counts: counts, in: db)
            return FileSummary(
                path: path, format: format.rawValue, sections: sections, counts: counts,
                rejectedSample: Array(rejected.prefix(20)), warnings: warnings(for: sections, path: path))
        }
    }

    private func read(
        _ url: URL, format: FileFormat, path: String, section: (SourceSection) throws -> Void,
        record: (SourceRecord, String) throws -> Void
    ) throws {
        switch format {
        case .csv:
            try CSVReader(url: url, progress: progress).read(section: section) { try record($0, url.lastPathComponent) }
        case .json:
            try JSONReader(url: url, path: path, progress: progress).read(section: section, record: record)
        case .html:
            try HTMLReader(url: url, path: path).read(section: section, record: record)
        }
    }

    private func warnings(for sections: [SectionSummary], path: String) -> [String] {
        var warnings: [String] = []
        for section in sections {
            if section.table.hasPrefix("raw_") {
                warnings.append(
                    "\(path): \(section.name) was not recognised (\(section.reason)). Its rows are kept as text in"
                        + " `\(section.table)`; to map them, rename the headers to larder's column names"
                        + " (docs/SCHEMA.md) or import again with --as KIND.")
            } else if !section.unmappedFields.isEmpty {
                // A file of thousands of columns must not print thousands of names.
                let fields = section.unmappedFields
                let named = fields.prefix(10).map { "`\($0)`" }.joined(separator: ", ")
                let more = fields.count > 10 ? " and \(fields.count - 10) more" : ""
                warnings.append(
                    "\(path): \(named)\(more) match no column of"
                        + " \(section.table) and were not stored; rename them to a column of docs/SCHEMA.md to keep them."
                )
            }
        }
        return warnings
    }
}
