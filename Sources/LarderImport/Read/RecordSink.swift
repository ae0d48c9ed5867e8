/// Where a ``FileReader`` pushes what it reads of a file: its sections, its records, and what the file
/// says besides its rows.
///
/// Every reader pushes ``SourceRecord``s into ``record``. Two formats have a faster form of a row, which
/// the readers use when the sink takes it (docs/BENCHMARKS.md, "Where the time goes"): a CSV record's
/// ``CSVFields`` (bytes, no string per field) into ``fields``, and a flat JSON record read straight from
/// the parser's tokens, a ``JSONFlatRecord``, into ``flat``. The sink is a class of closures, not a
/// protocol, so a row costs one closure call and no dynamic dispatch; the protocol, ``FileReader``, is
/// crossed once per file.
final class RecordSink {
    /// Told of each section before its first record.
    let section: (SourceSection) throws -> Void
    /// Takes a record and the name of its section.
    let record: (SourceRecord, String) throws -> Void
    /// Takes a CSV record's fields, valid only during the call; when nil, ``record`` takes each as a
    /// ``SourceRecord``.
    var fields: ((CSVFields) throws -> Void)?
    /// Takes a CSV record that breaks the quoting rules (``MalformedCSVRecord``).
    var malformed: (MalformedCSVRecord) throws -> Void = { _ in }
    /// Takes each record of a top-level array or NDJSON lines of flat objects, with its section's name,
    /// as the parser's tokens give it (``JSONFlatRecords``); when nil, ``record`` takes a ``SourceRecord``
    /// of each.
    var flat: ((JSONFlatRecord, String) throws -> Void)?
    /// Hears what the reader could not read of the file (a page's broken JSON-LD, a year-less sale date).
    var warning: (String) -> Void = { _ in }
    /// Hears each physical record that is no row (a header, a title, a sub-heading, a blank line): its
    /// kind, its section's name, the unit the file counts in (`line`, `row`) and where it is.
    var nonRecord: (NonRecords.Kind, String, String, SourceLocation) -> Void = { _, _, _, _ in }
    /// Takes what an export says about itself, as a JSON object (`{"exportedAt": …}`).
    var metadata: (String) -> Void = { _ in }
    /// Takes the lines above a CSV file's header that are not blank (``CSVPreamble``).
    var preamble: (([CSVPreamble.Kept]) -> Void)?
    /// Hears each CSV line joined to the record above it: its number, then that record's line.
    var joined: ((Int, Int) -> Void)?
    /// Hears how many CSV records held only empty fields (`,,,`), read as blank lines.
    var emptyRecords: ((Int) -> Void)?
    /// For a CSV file: the lines its latest import stored rows from, which the reader skips
    /// (``UnchangedLines``).
    var unchangedLines: UnchangedLines?

    /// Creates a sink that takes sections and records; the other closures hear nothing until set.
    init(section: @escaping (SourceSection) throws -> Void, record: @escaping (SourceRecord, String) throws -> Void) {
        self.section = section
        self.record = record
    }
}
