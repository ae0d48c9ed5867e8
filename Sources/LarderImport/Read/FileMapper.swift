import Foundation

/// The reading side of a file's import: runs the reader the file's format chooses (``FileReader``) and
/// hands each section's records, from the ``RecordSink`` the reader pushes into, to its
/// ``SectionImporter``, on the pipeline's reading thread.
final class FileMapper {
    private let url: URL
    private let path: String
    private let format: FileFormat
    /// How sections get their kind.
    private let kind: KindChoice
    /// Where the progress bar reads how far the import has got.
    private let progress: ImportProgress?
    private var importers: [String: SectionImporter] = [:]
    private var order: [SectionImporter] = []

    /// Whether a JSON file of flat records is read on the lean path (``JSONFlatRecords``); tests turn it
    /// off to compare with the general path.
    var readsFlatJSON = true
    /// For a CSV file: the lines its latest import stored rows from, and the digests of the lines read.
    var unchangedLines: UnchangedLines?

    /// Creates the reading side for the file at `url`, named `path` in messages.
    init(url: URL, path: String, format: FileFormat, kind: KindChoice, progress: ImportProgress? = nil) {
        self.progress = progress
        self.url = url
        self.path = path
        self.format = format
        self.kind = kind
    }

    /// What the reader could not read of the file, said once it is read (a page's broken JSON-LD).
    private(set) var warnings: [String] = []
    /// The file's records that are no rows (its header, titles, sub-headings, blank lines), by kind and
    /// section, once the file is read.
    private(set) var nonRecords: [NonRecords] = []

    /// For each section in declaration order, the source keys no column takes (once the file is read).
    var unmapped: [[String]] { order.map(\.unmapped) }
    /// What a JSON export says about itself, as a JSON object, once the file is read (``JSONReader``).
    private(set) var exportMetadata: String?
    /// The CSV lines joined to the record above them: each line's number, then that record's.
    private var joins: [(line: Int, into: Int)] = []
    /// The order the first section's slash dates settled, once the file is read.
    var slashOrder: String? { order.first?.slashOrder.map { "\($0)" } }

    /// Reads the whole file into `sink` with the reader its format chooses (``FileFormat/reader``), then
    /// settles the rows held back for a slash date's order.
    func read(into sink: BatchSink) throws {
        try format.reader.init(file: url, shownAs: path, progress: progress).read(into: recordSink(into: sink))
        for importer in order { try importer.finish() }
        noteJoins()
        for importer in order { warnings += importer.fieldWarnings(path: path) }
    }

    /// The sink the file's reader pushes into: each record to its section's importer, what the file says
    /// besides its rows to this mapper.
    private func recordSink(into sink: BatchSink) -> RecordSink {
        let records = RecordSink(
            section: { try self.declare($0, sink: sink) },
            record: {
                try self.importer($1).consume($0)
                self.progress?.read(rows: 1)
            })
        records.fields = {
            try self.order[0].consume($0)
            self.progress?.read(rows: 1)
        }
        records.malformed = {
            try self.order[0].reject($0)
            self.progress?.read(rows: 1)
        }
        if readsFlatJSON {
            records.flat = {
                try self.importer($1).consume($0)
                self.progress?.read(rows: 1)
            }
        }
        records.warning = { self.warnings.append($0) }
        records.nonRecord = { kind, section, unit, location in
            NonRecords.add(kind, section: section, unit: unit, location: location, to: &self.nonRecords)
        }
        records.metadata = { self.exportMetadata = $0 }
        records.preamble = { self.keepPreamble($0) }
        records.joined = { self.joins.append((line: $0, into: $1)) }
        records.emptyRecords = { self.noteEmptyRecords($0) }
        records.unchangedLines = unchangedLines
        return records
    }

    /// Says that a CSV file's records of empty fields were read as blank lines.
    private func noteEmptyRecords(_ count: Int) {
        let one = count == 1
        warnings.append(
            "\(path): \(one ? "1 line holds" : "\(count) lines hold") only empty fields (as a spreadsheet"
                + " saves a blank row) and \(one ? "was" : "were") read as \(one ? "a blank line" : "blank lines"),"
                + " not rows.")
    }

    /// Keeps a CSV file's preamble (``CSVPreamble``) as its export metadata, and says so: its one-cell
    /// lines as `title` (joined by new lines), each other line as a member named by its first cell (a
    /// trailing `:` left out) whose value is its other cells joined by `, `.
    private func keepPreamble(_ lines: [CSVPreamble.Kept]) {
        exportMetadata = CSVPreambleMetadata.object(of: lines)
        let quoted = lines.map { "`\($0.cells.joined(separator: ","))`" }.joined(separator: ", ")
        let last = lines.last!.line
        let span = last == 1 ? "line 1" : "lines 1–\(last)"
        if lines.allSatisfy({ $0.cells.count == 1 }) {
            let one = last == 1
            warnings.append(
                "\(path): \(span) above the header (\(quoted)) \(one ? "was" : "were") taken as the file's title, not"
                    + " \(one ? "a row" : "rows"), and kept as its export metadata.")
        } else {
            warnings.append(
                "\(path): \(span) above the header (\(quoted)) were taken as the file's preamble, not rows, and kept as"
                    + " its export metadata.")
        }
    }

    /// Says which lines were joined to the record above them.
    private func noteJoins() {
        guard let first = joins.first else { return }
        let shown = joins.prefix(NonRecords.shownLocations).map { "line \($0.line) to line \($0.into)" }
        let more = joins.count > shown.count ? " and \(joins.count - shown.count) more" : ""
        let one = joins.count == 1
        warnings.append(
            "\(path): \(one ? "line \(first.line) continues" : "\(joins.count) lines continue") the record above"
                + " (its first cell empty, one cell of text) and \(one ? "was" : "were") joined to it, after a space:"
                + " \(shown.joined(separator: ", "))\(more).")
    }

    private func declare(_ section: SourceSection, sink: BatchSink) throws {
        guard importers[section.name] == nil else { return }
        let importer = try SectionImporter(
            index: order.count, section: section, file: url, path: path, kind: kind, sink: sink,
            unchangedLines: format == .csv ? unchangedLines : nil)
        importers[section.name] = importer
        order.append(importer)
    }

    private func importer(_ section: String) -> SectionImporter {
        guard let importer = importers[section] else {
            preconditionFailure("a reader sent a record for section \(section) before declaring it")
        }
        return importer
    }
}
