import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// docs/RELIABILITY.md, "Every record of a file is stored, rejected or named": for generated files of
/// awkward shapes and for every fixture, larder's rows read plus the records its summary names as no
/// rows equal what an independent counter (``RecordOracle``) finds in the file, and every token of a
/// data record is somewhere in the database.
@Suite("Every record is accounted for")
struct RecordOracleTests {
    /// What one batch of generated files checked.
    private struct Tally {
        var tables = 0
        var csvFiles = 0
        var jsonDocuments = 0
        var records = 0
        var failures = 0

        mutating func count(_ file: GeneratedRecordFile, records: Int) {
            self.records += records
            switch (file.name as NSString).pathExtension {
            case "html": tables += file.text.components(separatedBy: "<table").count - 1
            case "csv": csvFiles += 1
            default: jsonDocuments += 1
            }
        }

        mutating func add(_ other: Tally) {
            tables += other.tables
            csvFiles += other.csvFiles
            jsonDocuments += other.jsonDocuments
            records += other.records
            failures += other.failures
        }
    }

    /// Stops one broken reader from printing ten thousand files.
    private static let shownFailures = 5

    @Test("Generated HTML tables, CSV files and JSON documents: records read + named = an independent count")
    func generatedFilesAreAccountedFor() throws {
        var total = Tally()
        var generator = RecordFileGenerator(seed: 2_025)
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for index in 0..<2_200 { total.add(try read(generator.htmlPage(index: index), in: folder, total.failures)) }
        for index in 0..<3_000 { total.add(try read(generator.csvFile(index: index), in: folder, total.failures)) }
        for index in 0..<2_000 { total.add(try read(generator.jsonFile(index: index), in: folder, total.failures)) }
        print(
            "records: \(total.tables) html tables, \(total.csvFiles) csv files, \(total.jsonDocuments) json documents;"
                + " \(total.records) records checked")
        #expect(total.failures == 0)
        #expect(total.tables + total.csvFiles + total.jsonDocuments >= 10_000)
    }

    @Test("Generated files imported into a database: stored + rejected + named = an independent count")
    func generatedFilesAreStored() throws {
        var generator = RecordFileGenerator(seed: 2_026)
        var files: [GeneratedRecordFile] = []
        for index in 0..<60 { files.append(generator.htmlPage(index: index)) }
        for index in 0..<60 { files.append(generator.csvFile(index: index)) }
        for index in 0..<60 { files.append(generator.jsonFile(index: index)) }
        let raw = try check(files, as: "raw", shownFailures: Self.shownFailures)
        var recognised = (0..<10).map { generator.csvFile(index: $0, recognised: true) }
        recognised += files.prefix(5) + files[60..<65] + files[120..<125]
        let kinds = try check(recognised, as: nil, checksTokens: false, shownFailures: Self.shownFailures)
        print(
            "records stored: \(raw.records) of \(files.count) files as raw, \(kinds.records) of \(recognised.count) recognised"
        )
        #expect(raw.failures + kinds.failures == 0)
    }

    /// Reads `file` as `--as raw` does, through the import's reading side (its reader, `FileMapper` and the
    /// pipeline's hand-over), and checks its records against ``RecordOracle`` and its tokens against the
    /// values of the records handed over. (`generatedFilesAreStored` checks that what is handed over is
    /// what the database gets.)
    private func read(_ file: GeneratedRecordFile, in folder: TemporaryFolder, _ failuresSoFar: Int) throws -> Tally {
        let url = URL(fileURLWithPath: try folder.write(file.text, to: file.name))
        let mapper = FileMapper(url: url, path: file.name, format: try FileFormat.detect(url), kind: .raw)
        var records = 0
        var words: Set<Substring> = []
        let keep = { (record: SourceRecord) in
            records += 1
            for value in record.values { words.formUnion(RecordOracle.words(of: value.rawText ?? "")) }
        }
        var tally = Tally()
        do {
            try ReaderThread.run(reading: mapper.read(into:)) { batch in
                for item in batch.items {
                    switch item {
                    case .raw(_, let record): keep(record)
                    case .rejected(_, let rejection):
                        // The record as `rejected_rows.raw_row` keeps it: its values' words.
                        records += 1
                        for value in Self.jsonValues(rejection.rawRow) {
                            words.formUnion(RecordOracle.words(of: value))
                        }
                    case .row: records += 1
                    case .section: continue
                    }
                }
            }
        } catch {
            tally.failures += 1
            Issue.record("\(file.name) could not be read: \(error)\n\(file.text)")
            return tally
        }
        let expected = try #require(RecordOracle.count(file.text, named: file.name))
        tally.count(file, records: expected)
        let named = mapper.nonRecords.reduce(0) { $0 + $1.count }
        let missing = file.tokens.filter { !words.contains(Substring($0)) }
        guard records + named != expected || !missing.isEmpty else { return tally }
        tally.failures += 1
        if failuresSoFar < Self.shownFailures {
            Issue.record(
                """
                \(file.name): \(records) records read + \(named) named \
                (\(mapper.nonRecords.map(\.located).joined(separator: "; "))) ≠ \(expected) records counted, \
                or tokens missing from the records read: \(missing)
                \(file.text)
                """)
        }
        return tally
    }

    /// Imports `files` into a fresh database, as `kind` (nil: recognised), and checks each file's records
    /// against ``RecordOracle`` and, with `checksTokens`, every token of its data records against the
    /// database's text.
    private func check(
        _ files: [GeneratedRecordFile], as kind: String?, checksTokens: Bool = true, shownFailures: Int
    ) throws -> Tally {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        var paths: [String: GeneratedRecordFile] = [:]
        for file in files { paths[try folder.write(file.text, to: file.name)] = file }
        let database = try LarderDatabase()
        let summary = try ImportSession(database: database, options: .init(forcedKind: kind))
            .importPaths(Array(paths.keys))
        var tally = Tally()
        for failure in summary.failures {
            tally.failures += 1
            Issue.record("a generated file failed: \(failure)")
        }
        let words = checksTokens ? try Self.storedWords(in: database) : []
        for file in summary.files {
            let generated = try #require(paths[file.path])
            let expected = try #require(RecordOracle.count(generated.text, named: generated.name))
            let named = file.nonRecords.reduce(0) { $0 + $1.count }
            let missing = generated.tokens.filter { !words.contains($0) }
            tally.count(generated, records: expected)
            guard file.counts.read + named != expected || (checksTokens && !missing.isEmpty) else { continue }
            tally.failures += 1
            guard tally.failures <= shownFailures else { continue }
            Issue.record(
                """
                \(generated.name): \(file.counts.read) rows read + \(named) named \
                (\(file.nonRecords.map(\.located).joined(separator: "; "))) ≠ \(expected) records counted, \
                or tokens missing from the database: \(missing)
                \(generated.text)
                """)
        }
        if kind == "raw" {
            // Every record read is a row of a raw table or of rejected_rows: none was lost on the way in.
            let stored = try database.writer.read { db in
                let tables = try String.fetchAll(
                    db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'raw\\_%' ESCAPE '\\'")
                return try (tables.map(SchemaSQL.quoted) + ["rejected_rows"]).reduce(0) { total, table in
                    total + (try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0)
                }
            }
            #expect(stored == summary.files.reduce(0) { $0 + $1.counts.read })
        }
        return tally
    }

    /// Every word of every text value of the tables a file fills: `raw_*` tables, the canonical tables and
    /// `rejected_rows`.
    static func storedWords(in database: LarderDatabase) throws -> Set<String> {
        try database.writer.read { db in
            let tables = try String.fetchAll(
                db,
                sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
                    + " AND name NOT IN ('grdb_migrations', 'import_runs', 'import_files')")
            var words: Set<String> = []
            for table in tables {
                let rows = try Row.fetchCursor(db, sql: "SELECT * FROM \(SchemaSQL.quoted(table))")
                while let row = try rows.next() {
                    for value in row.databaseValues {
                        guard var text = String.fromDatabaseValue(value) else { continue }
                        // A raw row's JSON writes a line break as `\n`: its `n` is no part of the next word.
                        for escape in ["\\n", "\\r", "\\t", "\\\""] {
                            text = text.replacingOccurrences(of: escape, with: " ")
                        }
                        for word in RecordOracle.words(of: text) { words.insert(String(word)) }
                    }
                }
            }
            return words
        }
    }
}

extension RecordOracleTests {
    /// Fixtures whose records ``RecordOracle`` cannot count by its simple rules, and why: exports larder
    /// reads by rules of their own (docs/IMPORT.md), whose records are not elements of arrays of objects.
    static let uncountedFixtures: [String: String] = {
        let firestore = "a Firestore export: each document, a member keyed by its id, is a record"
        let payload = "a BrewGuide nested payload: the object is a record and its arrays child sections"
        var files: [String: String] = [:]
        for name in [
            "firestore-export.json", "savry-firestore-export.json", "savry-by-collection.json",
            "savry-collections.json",
            "farm-stands.json", "farm-stands-backup.json",
        ] { files[name] = firestore }
        for name in [
            "brew-log-summary.json", "recipe-detail-list.json", "recipe-details.json", "recipe-summary.json",
            "BrewGuide-details-2026-11-22.json",
        ] { files[name] = payload }
        files["Beanconqueror.json"] =
            "a Beanconqueror backup: the app's own SETTINGS, VERSION and ROASTING_PROFILES are not stored (docs/IMPORT.md)"
        files["foodkeeper.json"] = "the FoodKeeper workbook: its rows are arrays of cells in sheets"
        for name in ["farm-stands-rest.json", "savry-rest-documents.json"] {
            files[name] =
                "Firestore REST documents: their `arrayValue` lists of `mapValue`s are typed field values, not records"
        }
        return files
    }()

    @Test("Every CSV, HTML and JSON fixture and file of data/: read + named = an independent count")
    func fixturesAreAccountedFor() throws {
        let extensions: Set<String> = ["csv", "html", "htm", "json", "ndjson", "jsonl"]
        var paths: [String] = []
        for folder in [Paths.fixtures, Paths.root.appendingPathComponent("data")] {
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                guard extensions.contains(url.pathExtension.lowercased()),
                    Self.uncountedFixtures[url.lastPathComponent] == nil
                else { continue }
                paths.append(url.path)
            }
        }
        let summary = try ImportSession(database: try LarderDatabase()).importPaths(paths.sorted())
        var checked = 0
        for file in summary.files {
            let text = try String(contentsOfFile: file.path, encoding: .utf8)
            guard let expected = RecordOracle.count(text, named: file.path) else { continue }
            let named = file.nonRecords.reduce(0) { $0 + $1.count }
            // A page's schema.org offers are records too, but not rows of its tables, which the oracle counts.
            let read = file.sections.filter { !$0.name.hasSuffix("schema.org offers") }.reduce(0) {
                $0 + $1.counts.read
            }
            checked += 1
            #expect(
                read + named == expected,
                "\(file.path): \(read) read + \(named) named (\(file.nonRecords.map(\.located))) ≠ \(expected)")
        }
        print("records: \(checked) fixture files checked; refused whole, with a message: \(summary.failures)")
        #expect(checked > 100)
    }

    /// The text of every string and number in a JSON document, read by Foundation's own parser.
    static func jsonValues(_ json: String) -> [String] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        else { return [] }
        var values: [String] = []
        func walk(_ value: Any) {
            switch value {
            case let text as String: values.append(text)
            case let number as NSNumber: values.append(number.stringValue)
            case let array as [Any]: array.forEach(walk)
            case let object as [String: Any]: object.values.forEach(walk)
            default: break
            }
        }
        walk(object)
        return values
    }
}
