import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// A raw table keeps every row of a file and every value: a row is its file and its place in the file.
@Suite struct RawTableWriterTests {
    /// Imports `paths` into `database` as `larder import --force` does, reading every file even when it is
    /// unchanged: these tests are about what reading a file again finds at each place.
    func importing(_ paths: [String], into database: LarderDatabase) throws -> ImportSummary {
        try ImportSession(database: database, options: .init(rereadUnchanged: true)).importPaths(paths)
    }

    /// Every row of a raw table as `_source_location` and its values quoted by SQLite (`NULL`, `''`).
    func rows(of table: String, in database: LarderDatabase, columns: [String]) throws -> [String] {
        let values = columns.map { "quote(\(SchemaSQL.quoted($0)))" }.joined(separator: " || ',' || ")
        return try database.writer.read {
            try String.fetchAll(
                $0, sql: "SELECT _source_location || ': ' || \(values) FROM \(SchemaSQL.quoted(table)) ORDER BY rowid")
        }
    }

    @Test func twoEqualLinesAreTwoRowsAndImportingAgainAddsNone() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("colour,shade\nred,dark\nblue,light\nred,dark\n", to: "paint.csv")
        let database = try LarderDatabase()
        #expect(try importing([path], into: database).counts == RowCounts(read: 3, inserted: 3))
        let again = try importing([path], into: database)
        #expect(again.counts == RowCounts(read: 3, unchanged: 3))
        #expect(
            try rows(of: "raw_paint", in: database, columns: ["colour", "shade"]) == [
                "line 2: 'red','dark'", "line 3: 'blue','light'", "line 4: 'red','dark'",
            ])
        let files = try database.writer.read {
            try String.fetchAll($0, sql: "SELECT DISTINCT _source_file FROM raw_paint")
        }
        #expect(files == [SourcePath.of(URL(fileURLWithPath: path))])
    }

    @Test func aQuotedEmptyFieldIsEmptyTextAndAnUnquotedOneIsNull() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        // Line 2 has no quote, so the reader splits it itself; line 3 goes through libcsv.
        let path = try folder.write("a,b,c\nx,,z\n\"\",,\"z\"\n", to: "empties.csv")
        let database = try LarderDatabase()
        _ = try importing([path], into: database)
        #expect(
            try rows(of: "raw_empties", in: database, columns: ["a", "b", "c"]) == [
                "line 2: 'x',NULL,'z'", "line 3: '',NULL,'z'",
            ])
        let json = try database.writer.read {
            try String.fetchAll($0, sql: "SELECT _row_json FROM raw_empties ORDER BY rowid")
        }
        #expect(json == [#"{"a":"x","b":null,"c":"z"}"#, #"{"a":"","b":null,"c":"z"}"#])
    }

    @Test func anEmptyJSONStringIsEmptyTextAndNullIsNull() throws {
        let run = try ImportRun.of("odd.json", #"[{"p": "", "q": null, "r": "s"}]"#)
        #expect(try run.rows("SELECT quote(p) AS p, quote(q) AS q FROM raw_odd") == [["p": "''", "q": "NULL"]])
    }

    @Test func aChangedFileUpdatesItsPlacesAndLosesThePlacesItNoLongerHas() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("colour,shade\nred,dark\nblue,light\nred,dark\n", to: "paint.csv")
        let database = try LarderDatabase()
        _ = try importing([path], into: database)
        try folder.write("colour,shade\nred,dark\ngreen,light\n", to: "paint.csv")
        let changed = try importing([path], into: database)
        #expect(changed.counts == RowCounts(read: 2, updated: 1, unchanged: 1))
        #expect(changed.files[0].sections[0].removedRows == 1)
        #expect(
            changed.files[0].warnings[0].hasSuffix(
                " 1 row an earlier import stored from places the file no longer has was removed."))
        #expect(
            try rows(of: "raw_paint", in: database, columns: ["colour", "shade"]) == [
                "line 2: 'red','dark'", "line 3: 'green','light'",
            ])
    }

    @Test func filesOfOneNameInTwoFoldersKeepTheirOwnRows() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let first = try folder.write("colour\nred\n", to: "a/paint.csv")
        let second = try folder.write("colour\nblue\n", to: "b/paint.csv")
        let database = try LarderDatabase()
        _ = try importing([first, second], into: database)
        let again = try importing([first], into: database)
        #expect(again.counts == RowCounts(read: 1, unchanged: 1))
        #expect(try rows(of: "raw_paint", in: database, columns: ["colour"]) == ["line 2: 'red'", "line 2: 'blue'"])
    }

    @Test func aFileGivenByAnotherPathIsTheSameFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write("colour\nred\nred\n", to: "paint.csv")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let database = try LarderDatabase()
        _ = try importing([path], into: database)
        let roundabout = folder.url.path + "/sub/.././paint.csv"
        #expect(try importing([roundabout], into: database).counts == RowCounts(read: 2, unchanged: 2))
    }
}
