import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderStore

/// Files nobody checked: each is refused whole with a message naming it and the place, or imported
/// whole with its bad rows rejected; none crashes, none leaves part of itself in the database.
@Suite struct BadInputTests {
    @Test(arguments: ["empty.csv", "empty.json", "empty.html", "blank.csv"])
    func anEmptyFileIsRefused(_ name: String) throws {
        let bytes = name == "blank.csv" ? Data("\n\n".utf8) : Data()
        let result = try IsolatedImport(bytes: bytes, named: name)
        try result.expectRefusedWhole(["\(name) is empty: there is nothing to import"])
    }

    @Test func aFileOfNULBytesIsRefusedAsNotText() throws {
        let nul = Data(repeating: 0, count: 4096)
        try IsolatedImport(bytes: nul, named: "zeros.csv").expectRefusedWhole([
            "zeros.csv line 1: byte 0 is NUL (0x00), so this is a binary file or UTF-16 text",
            "Nothing of this file was imported; save it as UTF-8 text",
        ])
        try IsolatedImport(bytes: nul, named: "zeros.json").expectRefusedWhole([
            "zeros.json at byte 1, $: lexical error: invalid char in json text. Nothing of this file"
        ])
        try IsolatedImport(bytes: nul, named: "zeros.html").expectRefusedWhole([
            "zeros.html holds no table rows and no schema.org offers"
        ])
    }

    @Test func aNULInsideACSVFieldNamesItsLineAndByte() throws {
        let bytes = Data("name,notes\nMilk,ok\nEggs,a\0b\n".utf8)
        try IsolatedImport(bytes: bytes, named: "food.csv").expectRefusedWhole([
            "food.csv line 3: byte 25 is NUL (0x00)"
        ])
    }

    @Test func aJSONStringHoldingNULIsRefusedWithItsPath() throws {
        let text = #"{"items": [{"name": "Milk"}, {"name": "Eg\u0000gs"}]}"#
        try IsolatedImport(text: text, named: "food.json").expectRefusedWhole([
            "food.json at byte", "$.items[1].name",
            "a string holds the character U+0000 (NUL), which larder cannot store",
        ])
    }

    /// Bytes that are not UTF-8 are refused in JSON (with the byte), where they mean the wrong encoding and
    /// storing them would lose the characters; a CSV is read as Windows-1252 when every byte is a character
    /// there (docs/IMPORT.md, "Encodings") and refused when one is not; an HTML page keeps its rows with
    /// U+FFFD, as browsers show it.
    @Test func invalidUTF8IsDecodedOrRefusedInCSVRefusedInJSONAndReplacedInHTML() throws {
        let latin1 = Data("name,location\nMilk,Fridge\nCr".utf8) + Data([0xE8]) + Data("me,Fridge\n".utf8)
        let decoded = try IsolatedImport(bytes: latin1, named: "latin1.csv", as: "inventory_items")
        #expect(decoded.summary.failures == [])
        #expect(
            try decoded.rows("SELECT name FROM inventory_items ORDER BY name").map { $0["name"] as String } == [
                "Crème", "Milk",
            ])
        let csv = Data("name,location\nMilk,Fridge\nCr".utf8) + Data([0x81]) + Data("me,Fridge\n".utf8)
        try IsolatedImport(bytes: csv, named: "other.csv").expectRefusedWhole([
            "other.csv line 3: byte 28 (0x81) is not UTF-8"
        ])
        let json = Data(#"[{"name": "Milk"}, {"name": "Cr"#.utf8) + Data([0xE8]) + Data(#"me"}]"#.utf8)
        try IsolatedImport(bytes: json, named: "latin1.json").expectRefusedWhole([
            "latin1.json at byte", "invalid bytes in UTF8 string",
        ])
        let html =
            Data("<table><tr><th>name</th><th>location</th></tr><tr><td>Cr".utf8) + Data([0xE8])
            + Data("me</td><td>Fridge</td></tr></table>".utf8)
        let page = try IsolatedImport(bytes: html, named: "pantry.html")
        #expect(page.summary.failures == [])
        let names = try page.rows("SELECT name FROM inventory_items").map { $0["name"] as String }
        #expect(names == ["Cr\u{FFFD}me"])
    }

    @Test func aUTF16FileIsReadByItsByteOrderMark() throws {
        var bytes = Data([0xFF, 0xFE])
        for unit in "name,location\nMilk,Fridge\n".utf16 { bytes += Data([UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let page = try IsolatedImport(bytes: bytes, named: "excel.csv", as: "inventory_items")
        #expect(page.summary.failures == [])
        #expect(try page.rows("SELECT name FROM inventory_items").map { $0["name"] as String } == ["Milk"])
    }

    @Test func aBinaryFileNamedCSVIsRefused() throws {
        var generator = SeededGenerator(seed: 7)
        let bytes = Data((0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try IsolatedImport(bytes: bytes, named: "photo.csv").expectRefusedWhole([
            "photo.csv line 1: byte", "so this is a binary file or text in another encoding",
        ])
    }

    @Test func aTruncatedCSVRejectsItsCutRowInsideAQuoteOrNot() throws {
        let quoted = try IsolatedImport(text: "name,notes\nMilk,ok\nEggs,\"free ran", named: "cut.csv")
        #expect(quoted.summary.counts == RowCounts(read: 2, inserted: 1, rejected: 1))
        let reasons = try quoted.rows("SELECT location, field, reason FROM rejected_rows")
        #expect(reasons.map { [$0["location"] as String, $0["field"] as String] } == [["line 3", "notes"]])
        #expect((reasons.first?["reason"] as String?)?.contains("opens a quote that nothing closes") == true)
        let cut = try IsolatedImport(
            text: "name,expiration_date\nMilk,2026-11-21\nEggs,2026-11-2", named: "pantry-cut.csv")
        #expect(cut.summary.counts == RowCounts(read: 2, inserted: 1, rejected: 1))
        let rejected = try cut.rows("SELECT location, field FROM rejected_rows")
        #expect(rejected.map { [$0["location"] as String, $0["field"] as String] } == [["line 3", "expiration_date"]])
    }

    @Test func aTruncatedJSONIsRefusedWhole() throws {
        let text = #"{"items": [{"name": "Milk", "expirationDate": "2026-11-21"}, {"name": "Eg"#
        try IsolatedImport(text: text, named: "cut.json").expectRefusedWhole([
            "cut.json at byte", "premature EOF", "Nothing of this file was imported",
        ])
    }

    /// libxml2 repairs a cut page the way a browser would: the complete rows are kept, and the row cut
    /// mid-cell keeps what it has (here a date cut short, which is rejected).
    @Test func aTruncatedHTMLPageKeepsItsCompleteRows() throws {
        let html =
            "<table><tr><th>name</th><th>expiration date</th></tr><tr><td>Milk</td><td>2026-11-21</td></tr>"
            + "<tr><td>Eggs</td><td>2026-11-2"
        let page = try IsolatedImport(text: html, named: "pantry-cut.html")
        #expect(page.summary.failures == [])
        #expect(page.summary.counts == RowCounts(read: 2, inserted: 1, rejected: 1))
    }
}
