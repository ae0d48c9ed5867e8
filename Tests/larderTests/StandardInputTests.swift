import Foundation
import LarderTestSupport
import Testing

/// `larder import -` and `larder validate -` read one file from standard input, as sqlite-utils, csvkit
/// and hledger do: named by `--name` (default `stdin`) in the ledger and messages, its format told by the
/// name's extension or sniffed, the ledger's digest that of the bytes piped, and the copy larder made of
/// them removed.
@Suite struct StandardInputTests {
    @Test func importDashReadsStandardInputUnderItsName() throws {
        let folder = try HouseholdFolder()
        defer { folder.cleanUp() }
        let temporary = folder.url.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let csv = "name,expiration_date,location\nButter,2026-11-30,Fridge\nYoghurt,2026-11-25,Fridge\n"
        let run = { (arguments: [String]) in
            try EndToEndTests().larder(
                arguments, in: folder.url, input: Data(csv.utf8), environment: ["TMPDIR": temporary.path])
        }
        let first = try run(["import", "-", "--name", "fridge.csv"])
        #expect(first.status == 0, "\(first.error)")
        #expect(
            first.output.contains(
                "fridge.csv → inventory_items: 2 read, 2 inserted, 0 updated, 0 unchanged, 0 rejected"),
            "\(first.output)")
        let again = try run(["import", "-", "--name", "fridge.csv"])
        #expect(
            again.output.contains("fridge.csv → inventory_items: unchanged file, 2 rows as before"), "\(again.output)")
        let probe = try #require(try DatabaseProbe(path: folder.url.appendingPathComponent("larder.sqlite").path))
        #expect(try probe.strings("SELECT sha256 FROM import_files WHERE path = 'fridge.csv'").first == sha256(csv))
        #expect(
            try probe.strings("SELECT name FROM inventory_items ORDER BY name") == [
                "Butter", "Eggs", "Milk", "Yoghurt",
            ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "the copy is removed")
    }

    @Test func validateDashSniffsTheFormatAndWritesNothing() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = #"[{"name": "Milk", "expiration_date": "2026-11-21", "location": "Fridge"}]"#
        let result = try EndToEndTests().larder(
            ["validate", "-", "--as", "inventory"], in: folder, input: Data(json.utf8))
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("stdin → inventory_items: 1 read, 1 inserted"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["data"])
        let twice = try EndToEndTests().larder(["validate", "-", "-"], in: folder, input: Data(json.utf8))
        #expect(twice.status == 2)
        #expect(twice.error.contains("- (standard input) is named twice"), "\(twice.error)")
    }

    /// Many generated inventories, piped one after the other: every row the test wrote is stored with the
    /// name and date it wrote, and each file's digest in the ledger is that of the bytes piped.
    @Test func generatedInventoriesArriveWhole() throws {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = SeededGenerator(seed: 31)
        var expected: [String] = []
        for file in 0..<12 {
            var csv = "name,expiration_date,location\n"
            for row in 0..<Int.random(in: 1...40, using: &generator) {
                let name =
                    "item \(file)-\(row) "
                    + String((0..<6).map { _ in "abcdefgh ,\"é".randomElement(using: &generator)! }) + " end"
                let date = String(
                    format: "2026-%02d-%02d", Int.random(in: 1...12, using: &generator),
                    Int.random(in: 1...28, using: &generator))
                csv += "\"\(name.replacingOccurrences(of: "\"", with: "\"\""))\",\(date),Pantry\n"
                expected.append("\(name)|\(date)")
            }
            let result = try EndToEndTests().larder(
                ["import", "-", "--as", "inventory", "--name", "pantry-\(file).csv", "-q"], in: folder,
                input: Data(csv.utf8))
            #expect(result.status == 0, "\(result.error)")
            let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
            #expect(
                try probe.strings("SELECT sha256 FROM import_files WHERE path = 'pantry-\(file).csv'") == [sha256(csv)])
        }
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        let stored = try probe.strings("SELECT name || '|' || expiration_date FROM inventory_items")
        #expect(stored.sorted() == expected.sorted())
    }

    /// The SHA-256 of `text`'s UTF-8 bytes, by coreutils' `sha256sum`: not larder's own code.
    private func sha256(_ text: String) throws -> String {
        let folder = try EndToEndTests().makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(text.utf8).write(to: folder.appendingPathComponent("file"))
        let result = try EndToEndTests.run(["/usr/bin/sha256sum", "file"], in: folder)
        return String(result.output.prefix(64))
    }
}
