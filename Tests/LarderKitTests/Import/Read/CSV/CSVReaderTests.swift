import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport

@Suite struct CSVReaderTests {
    /// What a reader hands over: the headers, the (line, values) records and the malformed records.
    struct Reading {
        var headers: [String] = []
        var records: [(Int, [String])] = []
        /// The records' values, null told from empty.
        var values: [[SourceValue]] = []
        var malformed: [MalformedCSVRecord] = []
    }

    /// Reads a CSV text.
    func read(_ text: String, splitsPlainLines: Bool = true) throws -> Reading {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        return try read(path: try folder.write(text, to: "input.csv"), splitsPlainLines: splitsPlainLines)
    }

    /// Reads a CSV file.
    func read(path: String, splitsPlainLines: Bool) throws -> Reading {
        var reading = Reading()
        var reader = CSVReader(url: URL(fileURLWithPath: path))
        reader.splitsPlainLines = splitsPlainLines
        try reader.read {
            reading.headers = $0.headers
        } record: { record in
            reading.records.append((record.location.line ?? 0, record.values.map { $0.text ?? "" }))
            reading.values.append(record.values)
        } malformed: {
            reading.malformed.append($0)
        }
        return reading
    }

    @Test func readsQuotedFieldsWithDelimitersQuotesAndNewLines() throws {
        let reading = try read(
            "name,notes\nMilk,\"semi, skimmed\"\n\"Bread \"\"sourdough\"\"\",\"two\nlines\"\nEggs,x")
        #expect(reading.headers == ["name", "notes"])
        #expect(reading.records.map(\.0) == [2, 3, 5])
        #expect(
            reading.records.map(\.1) == [
                ["Milk", "semi, skimmed"], ["Bread \"sourdough\"", "two\nlines"], ["Eggs", "x"],
            ])
    }

    @Test func skipsABOMAndHandlesCRLF() throws {
        let reading = try read("\u{FEFF}name,qty\r\nMilk,1\r\nEggs,6\r\n")
        #expect(reading.headers == ["name", "qty"])
        #expect(reading.records.map(\.1) == [["Milk", "1"], ["Eggs", "6"]])
    }

    @Test(arguments: [("name;price\nMilk;1,19\n", ["Milk", "1,19"]), ("name\tprice\nMilk\t1.19\n", ["Milk", "1.19"])])
    func sniffsTheDelimiter(_ text: String, _ expected: [String]) throws {
        #expect(try read(text).records.map(\.1) == [expected])
    }

    @Test func keepsLeadingZerosAndBlankOrRepeatedHeaders() throws {
        let reading = try read("zip,,zip\n02134,a,b\n")
        #expect(reading.headers == ["zip", "column_2", "zip_3"])
        #expect(reading.records.map(\.1) == [["02134", "a", "b"]])
    }

    @Test(arguments: [true, false])
    func aBareQuoteInAnUnquotedFieldIsACharacter(splitsPlainLines: Bool) throws {
        let reading = try read(
            "name,where\nPier,37°36'37.8\"N 122°22'31.2\"W\n\"Pan, cast iron\",12\" wide\nx\"y\",\"z\"\n",
            splitsPlainLines: splitsPlainLines)
        #expect(reading.malformed.isEmpty)
        #expect(reading.records.map(\.0) == [2, 3, 4])
        #expect(
            reading.records.map(\.1) == [
                ["Pier", "37°36'37.8\"N 122°22'31.2\"W"], ["Pan, cast iron", "12\" wide"], ["x\"y\"", "z"],
            ])
    }

    @Test(arguments: [true, false])
    func aRecordWhoseFirstFieldSpansLinesIsReportedOnTheLineItStarts(splitsPlainLines: Bool) throws {
        let reading = try read(
            "notes,name\n\"two\nlines\",Milk\n\n\"three\n\nlines\",Eggs\nplain,Tea\n",
            splitsPlainLines: splitsPlainLines)
        #expect(reading.records.map(\.0) == [2, 5, 8])
        #expect(reading.records.map(\.1) == [["two\nlines", "Milk"], ["three\n\nlines", "Eggs"], ["plain", "Tea"]])
    }

    @Test(arguments: [true, false])
    func textAfterAClosingQuoteRejectsOnlyItsRecord(splitsPlainLines: Bool) throws {
        let reading = try read(
            "name,notes,place\nMilk,ok,Fridge\n\"Bread\nloaf\",\"Buy 2 \"for\" 5\",Shelf\nEggs,x,Fridge\n",
            splitsPlainLines: splitsPlainLines)
        #expect(reading.records.map(\.0) == [2, 5])
        #expect(reading.records.map(\.1) == [["Milk", "ok", "Fridge"], ["Eggs", "x", "Fridge"]])
        let malformed = try #require(reading.malformed.first)
        #expect(reading.malformed.count == 1)
        #expect(
            malformed
                == MalformedCSVRecord(
                    line: 3, resumesAt: 5, fields: [.string("Bread\nloaf")], text: "\"Buy 2 \"for\" 5\",Shelf",
                    fault: .textAfterClosingQuote))
        #expect(
            malformed.problem(keys: reading.headers).sentence
                == "`notes` is `\"Buy 2 \"for\" 5\",Shelf`, which has text after the closing quote of a quoted field,"
                + " so the record cannot be split into fields (larder read on from line 5); double every quote inside a"
                + " quoted field (`\"Buy 2 \"\"for\"\" 5\"`), or leave the field unquoted.")
    }

    @Test(arguments: [true, false])
    func aQuoteNeverClosedRejectsOnlyItsRecord(splitsPlainLines: Bool) throws {
        let reading = try read(
            "name,notes\nMilk,ok\nBread,\"unclosed, it runs\nEggs,x\nTea,y\n", splitsPlainLines: splitsPlainLines)
        #expect(reading.records.map(\.0) == [2, 4, 5])
        #expect(reading.records.map(\.1) == [["Milk", "ok"], ["Eggs", "x"], ["Tea", "y"]])
        #expect(
            reading.malformed == [
                MalformedCSVRecord(
                    line: 3, resumesAt: 4, fields: [.string("Bread")], text: "\"unclosed, it runs",
                    fault: .unclosedQuote)
            ])
        #expect(
            reading.malformed[0].problem(keys: reading.headers).sentence
                == "`notes` is `\"unclosed, it runs`, which opens a quote that nothing closes, so the rest of the file"
                + " would be one field (larder read on from line 4); close the quote at the end of the field, and double"
                + " every quote inside it (`\"\"`).")
    }

    /// As Python's `csv` with `strict=True`: a stray opening quote runs until the next quote, and the
    /// record breaks there.
    @Test func aStrayQuoteRunsToTheNextQuoteAndBreaksItsRecordThere() throws {
        let reading = try read("a,b\n1,\"x\n2,y\n3,\"z\n4,w")
        #expect(reading.records.map(\.0) == [5])
        #expect(
            reading.malformed == [
                MalformedCSVRecord(
                    line: 2, resumesAt: 5, fields: [.string("1")], text: "\"x\n2,y\n3,\"z",
                    fault: .textAfterClosingQuote)
            ])
    }

    @Test(arguments: ["name,\"notes\nMilk,ok\n", "name,\"no\"tes\nMilk,ok\n"])
    func aHeaderThatBreaksTheQuotingRulesRefusesTheFile(_ text: String) throws {
        do {
            _ = try read(text)
            Issue.record("a malformed header must refuse the file")
        } catch let error as ImportError {
            guard case .malformedCSV(_, let line, let reason) = error else { throw error }
            #expect(line == 1)
            #expect(reason.hasPrefix("the header breaks the quoting rules"))
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
        let reading = try read(text)
        #expect(reading.headers == ["name", "notes"])
        #expect(reading.records.count == expected.count)
        #expect(reading.records.map(\.0) == expected.map(\.0))
        #expect(reading.records.map(\.1) == expected.map(\.1))
    }

    @Test(arguments: [",", ";", "\t"])
    func linesSplitWithoutLibcsvReadAsLibcsvReadsThem(_ delimiter: String) throws {
        var generator = SeededGenerator(seed: 7)
        let plainPieces = ["a", "bc", " ", "\t", "\r", "é", "x y", ""]
        let quoted = [
            "\"q\"", "\"a, \"\"b\"\"\"", "\"two\nlines\"", "\" padded \"", "\"\"", " \"spaced\" \t", "\"\"\"\"",
            "\"end\"\"\"", "\"x\" y", "\"x\" \"y\"", "\"é;,\"", "\"cr\r\"", "\"\t\"",
        ]
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        var wellFormed = 0
        for _ in 0..<200 {
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
                // A stray quote now and then: a character in an unquoted field, a malformed record after a
                // quoted one; both readings must agree on each.
                if Int.random(in: 0..<40, using: &generator) == 0 { text += "x\"" }
                text += Bool.random(using: &generator) ? "\r\n" : "\n"
            }
            if Bool.random(using: &generator) { text += "last\(delimiter) row " }
            let path = try folder.write(text, to: "input.csv")
            let plain = Result { try read(path: path, splitsPlainLines: true) }
            let libcsv = Result { try read(path: path, splitsPlainLines: false) }
            switch (plain, libcsv) {
            case (.success(let a), .success(let b)):
                if a.malformed.isEmpty { wellFormed += 1 }
                #expect(a.headers == b.headers)
                #expect(a.records.map(\.0) == b.records.map(\.0), "\(text.debugDescription)")
                #expect(a.records.map(\.1) == b.records.map(\.1), "\(text.debugDescription)")
                #expect(a.values == b.values, "\(text.debugDescription)")
                #expect(a.malformed == b.malformed, "\(text.debugDescription)")
            case (.failure(let a as ImportError), .failure(let b as ImportError)): #expect(a == b)
            default: Issue.record("one reading failed and the other did not: \(text.debugDescription)")
            }
        }
        #expect(wellFormed > 60, "many generated files are well formed")
    }

    @Test func quotedFieldsClosedOnTheLineAreSplitWithoutLibcsv() {
        let state = CSVParseState()
        let taken = Array("a, \"b, \"\"c\"\"\" ,\"\",\n".utf8).withUnsafeBytes {
            state.appendPlainLine($0, delimiter: 0x2C)
        }
        #expect(taken)
        var values: [[SourceValue]] = []
        state.forEachRecord { fields in values.append((0..<fields.count).map(fields.sourceValue(at:))) }
        #expect(values == [[.string("a"), .string("b, \"c\""), .string(""), .null]])
    }

    /// A quote never closed on its line, text after a closing quote and a bare quote are libcsv's to read:
    /// the splitter leaves the line with nothing of it kept.
    @Test(arguments: ["a,\"open\n", "a,\"x\" y\n", "a,\"x\" \"y\"\n", "a,b\"c\n", "\"a\",\"b\r\"\n"])
    func linesLibcsvMustReadAreLeftWhole(_ line: String) {
        let state = CSVParseState()
        let taken = Array(line.utf8).withUnsafeBytes { state.appendPlainLine($0, delimiter: 0x2C) }
        #expect(!taken)
        #expect(state.hasNoRecords)
        #expect(state.openRecordValues().isEmpty)
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
        } malformed: {
            Issue.record("no record is malformed: \($0)")
        }
        #expect(values == [[.string("x"), .null, .null], [.string(""), .null, .string("")]])
    }
}
