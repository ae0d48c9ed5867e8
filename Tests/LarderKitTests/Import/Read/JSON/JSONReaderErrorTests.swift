import Foundation
import GRDB
import LarderTestSupport
import Testing

@testable import LarderAnalysis
@testable import LarderStore

@Suite struct JSONReaderErrorTests {
    static let notImported = "Nothing of this file was imported; export the file again or fix the JSON there."

    @Test func malformedJSONNamesTheFileTheByteAndThePathAndImportsNothing() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(
            #"{"categories": [{"id": "c1", "name": "Dairy"}, {"name": "Eggs",}]}"#, to: "categories.json")
        let result = try JSONFileImport(paths: [path])
        #expect(
            result.summary.failures == [
                "\(path) at byte 64, $.categories[1].name: parse error: invalid object key (must be a string). "
                    + Self.notImported
            ])
        #expect(try result.rows(of: "categories") == [])
    }

    @Test func aFileThatEndsTooSoonIsMalformedAtItsLastByte() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(#"[{"name": "Milk"}, {"name": "#, to: "food.json")
        let result = try JSONFileImport(paths: [path])
        #expect(
            result.summary.failures == [
                "\(path) at byte 28, $[1].name: parse error: premature EOF. \(Self.notImported)"
            ])
    }

    @Test func nestingPastTheLimitIsMalformedNotACrash() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let path = try folder.write(deep, to: "deep.json")
        let result = try JSONFileImport(paths: [path])
        let elided = "$" + String(repeating: "[0]", count: 19) + "[0…]" + String(repeating: "[0]", count: 13)
        #expect(
            result.summary.failures == [
                "\(path) at byte 513, \(elided): the JSON nests deeper than 512 levels. \(Self.notImported)"
            ])
    }

    @Test(arguments: ["[]", "", "  \n", #"{"categories": []}"#])
    func aFileWithoutRecordsIsEmpty(text: String) throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let path = try folder.write(text, to: "nothing.json")
        let result = try JSONFileImport(paths: [path])
        #expect(result.summary.failures == ["\(path) is empty: there is nothing to import. Export the data again."])
    }

    @Test func aHundredThousandObjectsImportByStreaming() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = folder.url.appendingPathComponent("inventory.json")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("[".utf8)))
        let file = try FileHandle(forWritingTo: url)
        try file.seekToEnd()
        for batch in 0..<100 {
            let objects = (0..<1000).map { index in
                let number = batch * 1000 + index
                return #"{"id": "i\#(number)", "name": "Item \#(number)", "expiration_date": "2026-01-01"}"#
            }
            try file.write(contentsOf: Data(((batch == 0 ? "" : ",") + objects.joined(separator: ",\n")).utf8))
        }
        try file.write(contentsOf: Data("]".utf8))
        try file.close()
        let result = try JSONFileImport(paths: [url.path])
        #expect(result.summary.failures == [])
        #expect(result.summary.counts == RowCounts(read: 100_000, inserted: 100_000))
        #expect(
            try result.rows("SELECT count(*) AS rows, max(name) AS last FROM inventory_items") == [
                ["rows": 100_000, "last": "Item 99999"]
            ])
    }
}
