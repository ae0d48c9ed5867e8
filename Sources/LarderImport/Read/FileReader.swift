import Foundation

/// A reader of one file format: it reads a whole file and pushes its sections and records into a
/// ``RecordSink``.
///
/// ``FileFormat/reader`` chooses the reader of a file, once per file; the reader then pushes every row
/// into the sink's closures, concrete calls with no protocol in between (docs/BENCHMARKS.md: the readers
/// are measured). A reader declares each section before its first record (declaring a name again is
/// allowed and ignored), then pushes each record with the name of its section; sections may interleave
/// (a JSON document's nested items form their own section). Readers stream: they hold one record at a
/// time, never the whole file.
///
/// Adding a format is a case of ``FileFormat`` (its extensions), a folder under `Read/` with a reader
/// conforming to this protocol, and one line in ``FileFormat/reader`` (docs/ARCHITECTURE.md, "Where to
/// add things"). A reader may hand a file on to another reader through this protocol, as ``JSONReader``
/// hands a Beanconqueror backup to ``BeanconquerorReader``.
protocol FileReader {
    /// Creates the reader of the file at `url`, named `path` in messages, telling `progress` of the
    /// bytes it reads when it can.
    init(file url: URL, shownAs path: String, progress: ImportProgress?)

    /// Reads the whole file, pushing its sections and records into `sink` in file order.
    func read(into sink: RecordSink) throws
}
