import Foundation

extension CSVReader: FileReader {
    /// Creates the reader of the CSV file at `url`, named `path` in messages.
    init(file url: URL, shownAs path: String, progress: ImportProgress?) {
        self.init(url: url, shownPath: path, progress: progress)
    }

    /// Pushes the header section, then each record's fields (or, when the sink takes no fields, each
    /// record) and each record that breaks the quoting rules; the lines that start no record, a title and
    /// the records of empty fields go to the sink as what they are.
    func read(into sink: RecordSink) throws {
        var reader = self
        reader.unchangedLines = sink.unchangedLines
        reader.preamble = sink.preamble
        reader.joined = sink.joined
        reader.emptyRecords = sink.emptyRecords
        let name = url.lastPathComponent
        reader.nonRecord = { kind, line in sink.nonRecord(kind, name, "line", .line(line)) }
        let record = sink.record
        try reader.readFields(
            section: sink.section, record: sink.fields ?? { try record($0.sourceRecord, name) },
            malformed: sink.malformed)
    }
}
