import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderStore

/// A row mapped from a CSV record's bytes keeps plain text as those bytes (``TypedRow/setText(_:at:)``)
/// until a rule reads it or the row is flattened; mapped from the same record as strings, it must be the
/// same row in every way a rule, the id or the writer can see.
@Suite struct TypedRowTests {
    /// The header and records both readings map, as deals: plain text, spaces to trim, text that is not
    /// ASCII or holds a tab (the general path, and the id's own escaping), quoted and unquoted empty cells,
    /// ISO and slash dates, a timestamp that is not UTC, and an id column with a short id.
    static let csv = #"""
        id,store,location,zip,item,category,was,now,discount,valid_until,description,scraped_at
        ,Star Market,Cambridge,02139,Oat milk,Dairy,3.49,2.99,,2026-11-24,plain text,2026-11-20T06:00:00Z
        ,  Star Market  , Cambridge ,"02139",Crème fraîche,"",4,3,25,11/24/2026,"quoted, with ""quotes""",
        d1,"H Mart\#tCambridge",,02139,"Tab\#there",,5.00,4.00,20.0,2026-11-30,,2026-11-20T06:00:00+01:00
        deal-0000000042,Aldi,x,02139, 'single' \ back ,Frozen,1,1,0,2026-12-01,"  spaced  ",2026-11-20 06:00:00

        """#

    /// Each record mapped twice: from its bytes and from its strings.
    func readBothWays() throws -> [(bytes: TypedRow, strings: TypedRow)] {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = URL(fileURLWithPath: try folder.write(Self.csv, to: "deals.csv"))
        var fromBytes = RowMapper(table: Catalog.deals)
        var fromStrings = RowMapper(table: Catalog.deals)
        var rows: [(TypedRow, TypedRow)] = []
        var reused = TypedRow(table: Catalog.deals)
        try CSVReader(url: url).readFields { _ in
        } record: { fields in
            #expect(fromBytes.map(fields, into: &reused).isEmpty)
            RowIdentity.assignID(to: &reused, scope: "test/deals.csv")
            guard case .row(var strings) = fromStrings.map(fields.sourceRecord) else {
                Issue.record("line \(fields.line) maps from strings")
                return
            }
            RowIdentity.assignID(to: &strings, scope: "test/deals.csv")
            // Only the materialised copy may outlive the record's bytes.
            rows.append((reused.materialised(), strings))
            #expect(Self.flattened(reused) == Self.flattened(strings), "line \(fields.line)")
        } malformed: {
            Issue.record("no record is malformed: \($0)")
        }
        return rows
    }

    /// A row as the writer binds it: each value, text decoded.
    static func flattened(_ row: TypedRow) -> [String] {
        var flat = FlatRows()
        let range = row.flatten(into: &flat).values
        return flat.values[range].map { value in
            switch value {
            case .null: "null"
            case .integer(let value): "int \(value)"
            case .real(let value): "real \(value)"
            case .text(let offset, let count):
                "text " + String(decoding: flat.bytes[offset..<offset + count], as: UTF8.self)
            case .blob(let offset, let count): "blob \(Array(flat.bytes[offset..<offset + count]))"
            }
        }
    }

    @Test func aRowMappedFromBytesIsTheRowMappedFromStrings() throws {
        let rows = try readBothWays()
        #expect(rows.count == 4)
        for (bytes, strings) in rows {
            for index in Catalog.deals.columns.indices {
                #expect(bytes[position: index] == strings[position: index], "\(Catalog.deals.columns[index].name)")
                #expect(bytes.isNull(index) == strings.isNull(index))
                #expect(bytes.isPresent(index) == strings.isPresent(index))
            }
            #expect(Self.flattened(bytes) == Self.flattened(strings))
        }
        #expect(rows[0].bytes.text("store_name") == "Star Market")
        #expect(rows[1].bytes.text("store_name") == "Star Market")
        #expect(rows[2].bytes.text("store_name") == "H Mart\tCambridge")
        #expect(rows[3].bytes.text("id") == "deal-0000000042")
    }

    @Test func plainTextIsKeptAsBytesUntilRead() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = URL(fileURLWithPath: try folder.write(Self.csv, to: "deals.csv"))
        var mapper = RowMapper(table: Catalog.deals)
        var row = TypedRow(table: Catalog.deals)
        var deferred: [[String]] = []
        try CSVReader(url: url).readFields { _ in
        } record: { fields in
            _ = mapper.map(fields, into: &row)
            deferred.append(
                Catalog.deals.columns.indices.filter { row.deferredText(at: $0) != nil }.map {
                    Catalog.deals.columns[$0].name
                })
            // Setting a value replaces the bytes; a materialised row has none left.
            row["location"] = "Somerville".databaseValue
            #expect(row.deferredText(at: Catalog.deals.index(of: "location")!) == nil)
            #expect(row.text("location") == "Somerville")
            let copy = row.materialised()
            #expect(Catalog.deals.columns.indices.allSatisfy { copy.deferredText(at: $0) == nil })
        } malformed: { _ in
        }
        #expect(
            deferred[0] == [
                "store_name", "location", "zip_code", "item_name", "category", "valid_until", "description",
                "scraped_at",
            ])
        // Text that is not ASCII and a slash date take the general path; spaces around text are trimmed off
        // the bytes kept.
        #expect(!deferred[1].contains("item_name") && !deferred[1].contains("valid_until"))
        #expect(deferred[1].contains("store_name") && deferred[1].contains("description"))
    }
}
