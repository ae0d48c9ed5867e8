import Foundation

extension HTMLReader: FileReader {
    /// Creates the reader of the page at `url`, named `path` in messages (a page is parsed whole, so it
    /// tells `progress` nothing).
    init(file url: URL, shownAs path: String, progress: ImportProgress?) {
        self.init(url: url, path: path)
    }

    /// Pushes each table and the deals section, each followed by its records, the rows of each table that
    /// are no records, and what the page holds that could not be read.
    func read(into sink: RecordSink) throws {
        try read(
            section: sink.section, record: sink.record, warning: sink.warning,
            nonRecord: { kind, section, location in sink.nonRecord(kind, section, "row", location) })
    }
}
