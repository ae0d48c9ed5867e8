import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport

@Suite struct CSVReaderTests {
    /// Reads a CSV text into its headers and (line, values) records.
    func read(_ text: String, splitsPlainLines: Bool = true) throws -> (headers: [String], records: [(Int, [String])]) {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        return try read(path: try folder.write(text, to: "input.csv"), splitsPlainLines: splitsPlainLines)
    }

    /// Reads a CSV file into its headers and (line, values) records.
    func read(path: String, splitsPlainLines: Bool) throws -> (headers: [String], records: [(Int, [String])]) {
        var headers: [String] = []
        var records: [(Int, [String])] = []
        var reader = CSVReader(url: URL(fileURLWithPath: path))
        reader.splitsPlainLines = splitsPlainLines
        try reader.read {
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

    @Test(arguments: [",", ";", "\t"])
    func linesSplitWithoutLibcsvReadAsLibcsvReadsThem(_ delimiter: String) throws {
        var generator = SeededGenerator(seed: 7)
        let plainPieces = ["a", "bc", " ", "\t", "\r", "é", "x y", ""]
        let quoted = ["\"q\"", "\"a, \"\"b\"\"\"", "\"two\nlines\"", "\" padded \"", "\"\""]
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        var wellFormed = 0
        for _ in 0..<60 {
            var text = "one\(delimiter)two\(delimiter)three\n"
            for _ in 0..<Int.random(in: 1...30, using: &generator) {
                let fields = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                    Int.random(in: 0..<6, using: &generator) == 0
                        ? quoted.randomElement(using: &generator)!
                        : (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                            plainPieces.randomElement(using: &generator)!
                        }
                        .joined()
                }
                text += fields.joined(separator: delimiter)
                // A stray quote now and then: the file is malformed, and both readings must say where.
                if Int.random(in: 0..<200, using: &generator) == 0 { text += "x\"" }
                text += Bool.random(using: &generator) ? "\r\n" : "\n"
            }
            if Bool.random(using: &generator) { text += "last\(delimiter) row " }
            let path = try folder.write(text, to: "input.csv")
            let plain = Result { try read(path: path, splitsPlainLines: true) }
            let libcsv = Result { try read(path: path, splitsPlainLines: false) }
            switch (plain, libcsv) {
            case (.success(let a), .success(let b)):
                wellFormed += 1
                #expect(a.headers == b.headers)
                #expect(a.records.map(\.0) == b.records.map(\.0), "\(text.debugDescription)")
                #expect(a.records.map(\.1) == b.records.map(\.1), "\(text.debugDescription)")
            case (.failure(let a as ImportError), .failure(let b as ImportError)): #expect(a == b)
            default: Issue.record("one reading failed and the other did not: \(text.debugDescription)")
            }
        }
        #expect(wellFormed > 20, "most generated files are well formed")
    }

    @Test(arguments: [true, false])
    func anEmptyFieldIsNullUnlessItIsQuoted(splitsPlainLines: Bool) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        var reader = CSVReader(url: URL(fileURLWithPath: try folder.write("a,b,c\nx,,\n\"\",  ,\"\"\n", to: "e.csv")))
        reader.splitsPlainLines = splitsPlainLines
        var values: [[SourceValue]] = []
        try reader.read { _ in
        } record: {
            values.append($0.values)
        }
        #expect(values == [[.string("x"), .null, .null], [.string(""), .null, .string("")]])
    }
}
