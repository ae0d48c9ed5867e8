import Foundation
import Testing

@testable import LarderKit

@Suite struct CSVReaderTests {
    /// Reads a CSV text into its headers and (line, values) records.
    func read(_ text: String) throws -> (headers: [String], records: [(Int, [String])]) {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(text, to: "input.csv")
        var headers: [String] = []
        var records: [(Int, [String])] = []
        try CSVReader(url: URL(fileURLWithPath: path)).read {
            headers = $0.headers
        } record: { record in
            records.append((record.location.line ?? 0, record.values.map { $0.text ?? "" }))
        }
        return (headers, records)
    }

    @Test func readsQuotedFieldsWithDelimitersQuotesAndNewLines() throws {
        let (headers, records) = try read(
            "name,notes\nMilk,\"semi, skimmed\"\n\"Bread \"\"sourdough\"\"\",\"two\nlines\"\nEggs,x")
        #expect(headers == ["name", "notes"])
        #expect(records.map(\.0) == [2, 3, 5])
        #expect(
            records.map(\.1) == [["Milk", "semi, skimmed"], ["Bread \"sourdough\"", "two\nlines"], ["Eggs", "x"]])
    }

    @Test func skipsABOMAndHandlesCRLF() throws {
        let (headers, records) = try read("\u{FEFF}name,qty\r\nMilk,1\r\nEggs,6\r\n")
        #expect(headers == ["name", "qty"])
        #expect(records.map(\.1) == [["Milk", "1"], ["Eggs", "6"]])
    }

    @Test(arguments: [("name;price\nMilk;1,19\n", ["Milk", "1,19"]), ("name\tprice\nMilk\t1.19\n", ["Milk", "1.19"])])
    func sniffsTheDelimiter(_ text: String, _ expected: [String]) throws {
        #expect(try read(text).records.map(\.1) == [expected])
    }

    @Test func keepsLeadingZerosAndBlankOrRepeatedHeaders() throws {
        let (headers, records) = try read("zip,,zip\n02134,a,b\n")
        #expect(headers == ["zip", "column_2", "zip_3"])
        #expect(records.map(\.1) == [["02134", "a", "b"]])
    }

    @Test func namesTheLineWhereTheFileBreaks() throws {
        #expect(throws: ImportError.self) { try read("name,notes\nMilk,ok\nBread,\"unclosed\nEggs,x\n") }
        do {
            _ = try read("name,notes\nMilk,ok\nBr\"ead,x\n")
            Issue.record("a stray quote must fail in strict mode")
        } catch let error as ImportError {
            guard case .malformedCSV(_, let line, _) = error else { throw error }
            #expect(line == 3)
        }
    }

    @Test func readsRecordsAcrossReadsAndALineLongerThanOneRead() throws {
        var text = "name,notes\n"
        var expected: [(Int, [String])] = []
        var line = 2
        for row in 0..<60_000 {
            let notes = row % 1000 == 7 ? "two\nlines, quoted" : "plain \(row)"
            text += "item \(row),\(notes.contains(",") ? "\"\(notes)\"" : notes)\n"
            expected.append((line, ["item \(row)", notes]))
            line += notes.contains("\n") ? 2 : 1
        }
        let long = String(repeating: "x", count: CSVReader.chunkSize * 2 + 17)
        text += "long,\"\(long)\"\nlast,row"
        expected += [(line, ["long", long]), (line + 1, ["last", "row"])]
        let (headers, records) = try read(text)
        #expect(headers == ["name", "notes"])
        #expect(records.count == expected.count)
        #expect(records.map(\.0) == expected.map(\.0))
        #expect(records.map(\.1) == expected.map(\.1))
    }
}
