import Foundation
import GRDB
import LarderKit
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// A changed CSV file is read again without parsing the lines its latest import stored rows from, and
/// stores exactly what reading every line (`--force`) stores; when that cannot hold, every line is read.
@Suite struct ImportSessionChangedFileTests {
    static let header = "store_name,zip_code,item_name,discount_price,original_price,valid_until\n"

    /// Deal `index` as a line: a price `cents` and a last day.
    static func line(_ index: Int, cents: Int = 0, until: String = "2026-12-01", item: String? = nil) -> String {
        let price = Double(100 + index % 50 + cents) / 100
        return "Aldi,0213\(index % 10),\(item ?? "item \(index)"),\(String(format: "%.2f", price)),9.99,\(until)\n"
    }

    static let first = header + (0..<200).map { line($0) }.joined()
    /// `first` with 5 prices changed, 2 lines gone, 3 lines added, and two lines swapped.
    static let second =
        header
        + (0..<200).filter { $0 != 30 && $0 != 31 }.map { index -> String in
            switch index {
            case 40: return line(41)
            case 41: return line(40)
            case let changed where changed % 40 == 7: return line(index, cents: 1)
            default: return line(index)
            }
        }.joined() + (200..<203).map { line($0) }.joined()

    /// Imports `contents` as `deals.csv` into `database`, into a folder of its own; the same path each time.
    final class Feed {
        let folder: TemporaryFolder
        let database: LarderDatabase

        init() throws {
            folder = try TemporaryFolder()
            database = try LarderDatabase()
        }

        func importing(_ contents: String, force: Bool = false, as name: String = "deals.csv") throws -> ImportSummary {
            let path = try folder.write(contents, to: name)
            return try ImportSession(database: database, options: .init(rereadUnchanged: force)).importPaths([path])
        }

        /// Every stored deal, every column but the rowid, in id order.
        func deals() throws -> [Row] {
            try database.writer.read { db in try Row.fetchAll(db, sql: "SELECT * FROM deals ORDER BY id") }
        }
    }

    /// Imports each of `versions` in turn into one database skipping lines and into another reading
    /// every line, and checks both hold the same deals with the same counts; returns the lines the
    /// skipping import did not parse, for each version.
    func compare(_ versions: [String]) throws -> [Int] {
        let skipping = try Feed()
        let reading = try Feed()
        defer {
            skipping.folder.cleanUp()
            reading.folder.cleanUp()
        }
        var skipped: [Int] = []
        for version in versions {
            let fast = try skipping.importing(version)
            let full = try reading.importing(version, force: true)
            #expect(fast.counts == full.counts)
            #expect(fast.failures.isEmpty && full.failures.isEmpty)
            skipped.append(fast.files.first?.sections.first?.linesNotParsedAgain ?? 0)
            #expect(full.files.first?.sections.first?.linesNotParsedAgain == 0)
        }
        #expect(try skipping.deals() == reading.deals())
        return skipped
    }

    @Test func aChangedFileParsesOnlyItsChangedLinesAndStoresWhatReadingEveryLineStores() throws {
        // 198 lines kept, 5 of them changed: 193 not parsed again, the swapped pair included.
        #expect(try compare([Self.first, Self.second]) == [0, 193])
    }

    @Test func theSetOfAReadThatSkippedServesTheNextRead() throws {
        let third = Self.second.replacingOccurrences(of: Self.line(100), with: Self.line(100, cents: 3))
        #expect(try compare([Self.first, Self.second, third]) == [0, 193, 200])
    }

    @Test func theSummarySaysHowManyLinesWereNotParsedAgain() throws {
        let feed = try Feed()
        defer { feed.folder.cleanUp() }
        _ = try feed.importing(Self.first)
        let summary = try feed.importing(Self.second)
        #expect(summary.counts == RowCounts(read: 201, inserted: 3, updated: 5, unchanged: 193))
        let file = try #require(summary.files.first)
        #expect(
            ConsoleText.lines(for: file, verbose: false).first?.hasSuffix(
                "0 rejected; 193 lines as the last import read them, not parsed again") == true)
        #expect(
            ConsoleText.lines(for: file, verbose: true).contains(
                "  not parsed again: 193 lines byte for byte as the file's latest import stored rows from them;"
                    + " --force parses every line"))
    }

    /// Another file wrote over one of the file's rows since: a skipped line would leave that row as the
    /// other file left it, where reading the line stores it as the file says.
    @Test func aLaterImportIntoTheTableMakesTheNextReadParseEveryLine() throws {
        let feed = try Feed()
        defer { feed.folder.cleanUp() }
        _ = try feed.importing(Self.first)
        _ = try feed.importing(Self.header + Self.line(10, cents: 40), as: "other.csv")
        let summary = try feed.importing(Self.second)
        #expect(summary.files.first?.sections.first?.linesNotParsedAgain == 0)
        let price = try feed.database.writer.read { db in
            try Double.fetchOne(db, sql: "SELECT discount_price FROM deals WHERE item_name = 'item 10'")
        }
        #expect(price == 1.10)
    }

    /// Two lines give one deal; the later wins. When the earlier changes and the later does not, skipping
    /// the later would let the earlier win; when they swap, skipping both would keep the wrong one. So the
    /// lines of an id several lines give are read, every time, and the file's other lines are skipped.
    @Test func twoLinesWithOneIDAreReadAndTheOthersSkipped() throws {
        let first = Self.header + Self.line(1) + Self.line(1, cents: 3) + Self.line(3)
        let second = Self.header + Self.line(1, cents: 7) + Self.line(1, cents: 3) + Self.line(3)
        #expect(try compare([first, second]) == [0, 1])
        let swapped = Self.header + Self.line(1, cents: 3) + Self.line(1) + Self.line(3)
        #expect(try compare([first, swapped]) == [0, 1])
        let twice = Self.header + Self.line(1) + Self.line(1) + Self.line(3)
        #expect(try compare([twice, Self.header + Self.line(3) + Self.line(1) + Self.line(1)]) == [0, 1])
    }

    /// A record over several lines is parsed every time and not recorded; when it gives the id of a
    /// skipped line, that line (later in the file) must still win.
    @Test func aRecordOverSeveralLinesWithASkippedLinesIDReadsTheFileInFull() throws {
        let header = "store_name,zip_code,item_name,discount_price,original_price,valid_until,description\n"
        let spread = { (price: String) in "Aldi,02139,same,\(price),9.99,2026-12-01,\"two\nlines\"\n" }
        let single = "Aldi,02139,same,2.00,9.99,2026-12-01,one\n"
        let other = "Aldi,02139,other,3.00,9.99,2026-12-01,x\n"
        #expect(
            try compare([header + spread("1.00") + single + other, header + spread("1.50") + single + other]) == [0, 0])
    }

    /// The first line's date settles day-first order for the file; when that line is skipped, the
    /// changed line's ambiguous date must still read day-first.
    @Test func aSlashDateOrderSettledByASkippedLineReadsTheFileInFull() throws {
        let first = Self.header + Self.line(1, until: "13/04/2027") + Self.line(2, until: "03/04/2027")
        let second = Self.header + Self.line(1, until: "13/04/2027") + Self.line(2, cents: 5, until: "03/04/2027")
        #expect(try compare([first, second]) == [0, 0])
        let feed = try Feed()
        defer { feed.folder.cleanUp() }
        _ = try feed.importing(first)
        #expect(try feed.importing(second).counts == RowCounts(read: 2, updated: 1, unchanged: 1))
        let row = try feed.database.writer.read { db in
            try Row.fetchOne(db, sql: "SELECT valid_until, discount_price FROM deals WHERE item_name = 'item 2'")
        }
        #expect(row == ["valid_until": "2027-04-03", "discount_price": 1.07])
    }

    @Test func anotherHeaderParsesEveryLine() throws {
        let reordered =
            Self.first.replacingOccurrences(of: "\r", with: "").split(separator: "\n").map { line in
                let fields = line.split(separator: ",", omittingEmptySubsequences: false)
                return ([fields[2], fields[0], fields[1]] + fields[3...]).joined(separator: ",")
            }.joined(separator: "\n") + "\n"
        #expect(try compare([Self.first, reordered]) == [0, 0])
    }

    /// A record spread over lines (a quoted new line) is parsed every time; the lines around it are skipped.
    @Test func aRecordOverSeveralLinesIsParsedEveryTime() throws {
        let spread = "Aldi,02139,\"two\nline item\",1.50,9.99,2026-12-01\n"
        let quoted = "Aldi,02139,\"quoted, item\",1.60,9.99,2026-12-01\n"
        let first = Self.header + Self.line(1) + spread + quoted + Self.line(2)
        let second = Self.header + Self.line(1) + spread + quoted + Self.line(2, cents: 1) + Self.line(3)
        #expect(try compare([first, second]) == [0, 2])
        let crlf = { (text: String) in text.replacingOccurrences(of: "\n", with: "\r\n") }
        #expect(try compare([crlf(first), crlf(second)]) == [0, 2])
    }

    /// A set whose line count was edited by hand is sized by its digests, and still skips.
    @Test func aSetWithAWrongLineCountStillLoads() throws {
        let feed = try Feed()
        defer { feed.folder.cleanUp() }
        _ = try feed.importing(Self.first)
        try feed.database.writer.write { try $0.execute(sql: "UPDATE import_line_sets SET lines = 1") }
        #expect(try feed.importing(Self.second).files.first?.sections.first?.linesNotParsedAgain == 193)
    }

    /// A line rejected before is parsed again, and rejected again, so `rejected_rows` keeps it.
    @Test func aRejectedLineIsParsedAgain() throws {
        let bad = "Aldi,02139,broken,not a price,9.99,2026-12-01\n"
        let first = Self.first + bad
        let second = Self.second + bad
        let feed = try Feed()
        defer { feed.folder.cleanUp() }
        _ = try feed.importing(first)
        let summary = try feed.importing(second)
        #expect(summary.counts.rejected == 1 && summary.rejectedRows == 1)
        #expect(summary.files.first?.sections.first?.linesNotParsedAgain == 193)
    }
}

/// The digest and the table of lines the skipping rests on.
@Suite struct KnownLinesTests {
    @Test func aLineIsFoundOnlyByItsOwnBytesUnderItsOwnSeed() {
        func digest(_ text: String, seed: UInt64 = 7) -> UInt64 {
            var text = text
            return text.withUTF8 { LineDigest.of(UnsafeRawBufferPointer($0), seed: seed) }
        }
        let lines = (0..<5000).map { "Aldi,02139,item \($0),1.\($0 % 100),9.99,2026-12-01\n" }
        #expect(Set(lines.map { digest($0) }).count == lines.count)
        #expect(digest(lines[0]) != digest(lines[0], seed: 8))
        // Every length around the 16-byte blocks, and one byte changed anywhere, changes the digest.
        let long = String(repeating: "abcdefgh", count: 9)
        for length in 0..<long.count {
            let text = String(long.prefix(length))
            #expect(digest(text) != digest(text + "a"))
            if length > 0 {
                var bytes = Array(text.utf8)
                bytes[length / 2] ^= 1
                #expect(digest(text) != digest(String(decoding: bytes, as: UTF8.self)))
            }
        }
        let known = KnownLines(entryID: 1, table: "deals", context: "", slashOrder: nil, capacity: 100)
        for (index, line) in lines.prefix(100).enumerated() { known.insert(digest(line), idHash: Int64(index)) }
        #expect(known.count == 100)
        #expect(known.markSeen(digest(lines[5])) && known.markSeen(digest(lines[5])))
        #expect(!known.markSeen(digest(lines[500])))
        var seen: [Int64] = []
        known.forEachSeen { _, idHash in seen.append(idHash) }
        #expect(seen == [5] && known.seenCount == 1)
    }
}
