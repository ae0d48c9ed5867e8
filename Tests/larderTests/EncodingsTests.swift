import Foundation
import LarderTestSupport
import Testing

/// docs/IMPORT.md "Encodings", through the `larder` executable: a CSV that is not UTF-8 is read as
/// UTF-16 (by its byte-order mark) or Windows-1252 (when every byte is a character there), and said
/// so; a file no candidate reads is refused as before. The oracle is Foundation's own encoder, which
/// writes the files: larder decodes them with iconv.
@Suite struct EncodingsTests {
    let cli = EndToEndTests()

    @Test func windows1252AndUTF16FilesAreStoredFieldByField() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = [("Crème fraîche", "£2.50"), ("Jalapeño", "€1.20"), ("Äpfel – Elstar", "3.10")]
        let csv = "name,quantity,notes\n" + rows.map { "\($0.0),1,\($0.1) “special”" }.joined(separator: "\n") + "\n"
        try #require(csv.data(using: .windowsCP1252)).write(to: folder.appendingPathComponent("data/cp1252.csv"))
        // Excel's "Unicode text": UTF-16 little-endian with its mark, tab-separated.
        let tsv = "name\tquantity\tnotes\n" + rows.map { "Tab \($0.0)\t1\t\($0.1)" }.joined(separator: "\n") + "\n"
        try (Data([0xFF, 0xFE]) + Self.utf16(tsv + "Kiwi 🥝\t2\tx\n", bigEndian: false))
            .write(to: folder.appendingPathComponent("data/le.csv"))
        try (Data([0xFE, 0xFF]) + Self.utf16("name,quantity\nPak choi 🥬,4\n", bigEndian: true))
            .write(to: folder.appendingPathComponent("data/be.csv"))
        let result = try cli.larder(["import", "data", "--as", "inventory_items", "-v"], in: folder)
        #expect(result.status == 0, "\(result.error)")
        for (file, encoding) in [("cp1252", "Windows-1252"), ("le", "UTF-16LE"), ("be", "UTF-16BE")] {
            #expect(
                result.output.contains("data/\(file).csv: the file is not UTF-8 text, so it was read as \(encoding)"),
                "\(result.output)")
        }
        let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
        let names = try probe.strings("SELECT name FROM inventory_items ORDER BY name")
        let expected = (rows.map(\.0) + rows.map { "Tab \($0.0)" } + ["Kiwi 🥝", "Pak choi 🥬"]).sorted()
        #expect(names == expected)
        #expect(try probe.count("rejected_rows") == 0)
    }

    @Test func aFileNoEncodingReadsIsRefusedWholeAsBefore() throws {
        let folder = try cli.makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 0x81 is no character of Windows-1252 and NUL none of a text file.
        try Data("name,quantity\nA\u{0},1\n".utf8 + [0x81, 0x0A]).write(
            to: folder.appendingPathComponent("data/bin.csv"))
        let result = try cli.larder(["import", "data/bin.csv"], in: folder)
        #expect(result.status != 0)
        #expect(result.error.contains("data/bin.csv line 2"), "\(result.error)")
        #expect(result.error.contains("Nothing of this file was imported"), "\(result.error)")
    }

    /// The class: 300 names over Windows-1252's whole repertoire and 300 over all of Unicode (surrogate
    /// pairs included) in UTF-16, each stored exactly as Foundation wrote it.
    @Test func generatedNamesInEveryEncodingAreStoredExactly() throws {
        var random = SeededGenerator(seed: 1252)
        let windows1252 = (0x20...0xFF).compactMap { byte -> Character? in
            guard ![0x22, 0x2C, 0x7F, 0x81, 0x8D, 0x8F, 0x90, 0x9D].contains(byte) else { return nil }
            return String(data: Data([UInt8(byte)]), encoding: .windowsCP1252)?.first
        }
        let wide: [Character] = ["é", "ß", "Ω", "Ж", "ع", "中", "日", "한", "🥕", "🍎", "𝄞", "ñ", "ø", "€", " "]
        for (encoding, repertoire) in [("cp1252", windows1252), ("utf16", wide)] {
            let folder = try cli.makeFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            var names: [String] = []
            while names.count < 300 {
                let name =
                    "n"
                    + String(
                        (0..<Int.random(in: 1...12, using: &random)).map { _ in
                            repertoire.randomElement(using: &random)!
                        }
                    ).trimmingCharacters(in: .whitespaces)
                if !names.contains(name) { names.append(name) }
            }
            let text = "name,quantity\n" + names.map { "\($0),1" }.joined(separator: "\n") + "\n"
            let data =
                encoding == "cp1252"
                ? try #require(text.data(using: .windowsCP1252))
                : Data([0xFF, 0xFE]) + Self.utf16(text, bigEndian: false)
            try data.write(to: folder.appendingPathComponent("data/names.csv"))
            let result = try cli.larder(["import", "data/names.csv", "--as", "inventory_items"], in: folder)
            #expect(result.status == 0, "\(encoding): \(result.error)")
            let probe = try #require(try DatabaseProbe(path: folder.appendingPathComponent("larder.sqlite").path))
            #expect(
                try probe.strings("SELECT name FROM inventory_items ORDER BY name") == names.sorted(), "\(encoding)")
        }
    }

    private static func utf16(_ text: String, bigEndian: Bool) -> Data {
        Data(
            text.utf16.flatMap { unit in
                bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            })
    }
}
