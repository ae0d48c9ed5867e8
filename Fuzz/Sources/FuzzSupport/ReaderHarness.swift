import Foundation

@testable import LarderImport
@testable import LarderStore
@testable import LarderValues

/// Runs a file through a reader and then through everything an import does to a record short of
/// storing it: recognition, mapping to typed values, the seed rules, the raw-table name and the
/// `rejected_rows` JSON. An ``ImportError`` is an expected outcome; anything else stops the fuzzer.
public enum ReaderHarness {
    /// The readers under test.
    public enum Reader {
        /// ``CSVReader``.
        case csv
        /// ``JSONReader`` (envelopes, NDJSON, Firestore, Beanconqueror).
        case json
        /// ``HTMLReader`` (tables and schema.org offers).
        case html
    }

    /// Reads `url` with `reader`, mapping every record it yields.
    public static func run(_ reader: Reader, url: URL) {
        var mappers: [String: RowMapper] = [:]
        let section: (SourceSection) throws -> Void = { section in
            _ = RawTableWriter.slug(section.name)
            let recognition = Recogniser.recognise(section, fileName: url.lastPathComponent)
            if let name = recognition.table, let table = Catalog.table(named: name), mappers[section.name] == nil {
                mappers[section.name] = RowMapper(table: table)
            }
        }
        let record: (SourceRecord, String) throws -> Void = { record, sectionName in
            _ = record.rawJSON
            _ = record.location.description
            guard var mapper = mappers[sectionName] else { return }
            if case .row(var row) = mapper.map(record) {
                _ = RowRules.apply(to: &row, mapper: mapper)
                RowIdentity.assignID(to: &row)
            }
            mappers[sectionName] = mapper
        }
        do {
            switch reader {
            case .csv:
                try CSVReader(url: url).read(section: section) {
                    try record($0, url.lastPathComponent)
                } malformed: {
                    _ = $0.record(keys: []).rawJSON
                    _ = $0.problem(keys: []).sentence
                }
            case .json: try JSONReader(url: url, path: url.path).read(section: section, record: record)
            case .html: try HTMLReader(url: url, path: url.path).read(section: section, record: record)
            }
        } catch let error as ImportError {
            _ = error.errorDescription
        } catch {
            fatalError("\(reader) threw an error that is not an ImportError: \(error)")
        }
    }
}
