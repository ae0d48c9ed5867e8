import Foundation
import GRDB
import LarderTestSupport
import Testing

/// docs/IMPORT.md "Encodings", `--encoding NAME`, through the `larder` executable: a file in an encoding
/// the detector would take for Windows-1252 (Greek ISO-8859-7, Russian ISO-8859-5) is read right when
/// named; a name iconv does not know is refused as bad usage; the ledger keeps the encoding. The oracle
/// is the test's own encoder (both encodings put their letters at a fixed offset from Unicode's); larder
/// decodes the files with iconv.
@Suite struct EncodingOptionTests {
    let cli = EndToEndTests()

    static let greek = ["Φέτα", "Ελαιόλαδο", "Γιαούρτι στραγγιστό", "Μέλι θυμαρίσιο"]
    static let russian = ["Гречка", "Творог", "Сметана 20%", "Хлеб ржаной"]

    /// A Greek and a Russian inventory, each named with `--encoding`, stored letter for letter; without
    /// the option the Greek file reads as Windows-1252 and its names come out other letters.
    @Test(arguments: [("ISO-8859-7", "greek"), ("ISO-8859-5", "russian")])
    func aNamedEncodingReadsWhatDetectionWouldMisread(_ encoding: String, _ language: String) throws {
        let names = language == "greek" ? Self.greek : Self.russian
        let text = "name,quantity\n" + names.map { "\($0),1" }.joined(separator: "\n") + "\n"
        // ISO-8859-7 puts Ά…ώ (U+0386–U+03CE) at 0xB6–0xFE; ISO-8859-5 puts Ё…џ (U+0401–U+045F) at 0xA1–0xFF.
        let offset: UInt32 = language == "greek" ? 0x2D0 : 0x360
        let data = Data(
            text.unicodeScalars.map { scalar in
                scalar.value < 0x80 ? UInt8(scalar.value) : UInt8(scalar.value - offset)
            })
        #expect(!data.contains { $0 == 0x81 }, "the detector would take this file for Windows-1252")
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try data.write(to: folder.appendingPathComponent("data/\(language).csv"))
        let result = try cli.larder(
            ["import", "data/\(language).csv", "--as", "inventory_items", "--encoding", encoding, "-v"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        #expect(
            result.output.contains("data/\(language).csv: read as \(encoding), as --encoding names."),
            "\(result.output)")
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("larder.sqlite").path)
        let stored = try queue.read { try String.fetchAll($0, sql: "SELECT name FROM inventory_items ORDER BY name") }
        #expect(stored == names.sorted())
        let metadata = try queue.read { try String.fetchOne($0, sql: "SELECT export_metadata FROM import_files") }
        #expect(metadata == "{\"encoding\":\"\(encoding)\"}")

        // Without the option the same bytes are read as Windows-1252: other letters, and the ledger says so.
        let detected = try cli.larder(
            ["import", "data/\(language).csv", "--as", "inventory_items", "--db", "detected.sqlite"], in: folder)
        #expect(detected.status == 0, "\(detected.error)")
        let other = try DatabaseQueue(path: folder.appendingPathComponent("detected.sqlite").path)
        let misread = try other.read {
            try String.fetchAll($0, sql: "SELECT name FROM inventory_items ORDER BY name")
        }
        #expect(misread.count == names.count)
        #expect(Set(misread).isDisjoint(with: names))
        let latest = try other.read { try String.fetchOne($0, sql: "SELECT export_metadata FROM import_files") }
        #expect(latest == "{\"encoding\":\"Windows-1252\"}")
    }

    /// A name iconv does not know is bad usage for every command that imports, naming the option; a file
    /// that is not text in the encoding named is refused whole.
    @Test func anUnknownEncodingIsRefused() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "name,quantity\nMilk,1\n".write(
            to: folder.appendingPathComponent("data/milk.csv"), atomically: true, encoding: .utf8)
        for command in [["import", "data/milk.csv"], ["validate", "data/milk.csv"], ["run", "data"]] {
            let result = try cli.larder(command + ["--encoding", "KLINGON-9"], in: folder)
            #expect(result.status == 2, "\(command): \(result.status)")
            #expect(result.error.contains("`--encoding KLINGON-9` names no encoding iconv knows"), "\(result.error)")
        }
        // 0xFF is no character of ASCII.
        try Data("name,quantity\nMilk\u{FF},1\n".utf8).write(to: folder.appendingPathComponent("data/milk.csv"))
        let result = try cli.larder(["import", "data/milk.csv", "--encoding", "ASCII"], in: folder)
        #expect(result.status != 0)
        #expect(
            result.error.contains("data/milk.csv is not text in ASCII, the encoding --encoding names"),
            "\(result.error)")
        #expect(result.error.contains("Nothing of this file was imported"), "\(result.error)")
    }
}
