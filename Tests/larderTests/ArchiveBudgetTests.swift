import Foundation
import LarderTestSupport
import Testing

/// ZIP archives within a byte budget, one entry at a time, and larder's own rule for entries of one
/// name (issue 27, points 1 and 12; docs/RELIABILITY.md, "Archives"). Every archive is made by the
/// test; `TMPDIR` is a folder of the test's own, whose size the test polls while larder runs.
@Suite struct ArchiveBudgetTests {
    /// The most bytes larder reads and writes of an entry at once (`ZipArchive.bufferSize`).
    static let buffer: UInt64 = 1 << 20

    /// The outcome of a watched run: status, output, errors, and the most bytes `TMPDIR` held at once.
    struct Watched {
        var status: Int32
        var output: String
        var error: String
        var highWater: UInt64
    }

    /// A household folder with `data/` and a `tmp/` for TMPDIR.
    struct Household {
        let root: URL
        var data: URL { root.appendingPathComponent("data") }
        var tmp: URL { root.appendingPathComponent("tmp") }

        init() throws {
            root = try TemporaryFolder(inner: "data").root
            try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        }

        func cleanUp() { try? FileManager.default.removeItem(at: root) }

        /// What is left in TMPDIR.
        func leftovers() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: tmp.path) }

        /// Runs `larder import data` with TMPDIR set to `tmp` (and the budget, when given), polling the
        /// bytes of the regular files under `tmp` until it ends.
        func importWatching(budget: UInt64?) throws -> Watched {
            let process = Process()
            process.executableURL = try EndToEndTests.executable
            process.arguments = ["import", "data"]
            process.currentDirectoryURL = root
            var environment = ProcessInfo.processInfo.environment
            environment["TMPDIR"] = tmp.path
            environment["LARDER_ARCHIVE_BUDGET_BYTES"] = budget.map { String($0) }
            process.environment = environment
            let out = root.appendingPathComponent("out.txt")
            let err = root.appendingPathComponent("err.txt")
            FileManager.default.createFile(atPath: out.path, contents: nil)
            FileManager.default.createFile(atPath: err.path, contents: nil)
            process.standardOutput = try FileHandle(forWritingTo: out)
            process.standardError = try FileHandle(forWritingTo: err)
            try process.run()
            var highWater: UInt64 = 0
            while process.isRunning {
                highWater = max(highWater, Self.bytes(under: tmp))
                usleep(200)
            }
            process.waitUntilExit()
            return Watched(
                status: process.terminationStatus, output: try String(contentsOf: out, encoding: .utf8),
                error: try String(contentsOf: err, encoding: .utf8), highWater: highWater)
        }

        /// The bytes of the regular files under `folder`.
        static func bytes(under folder: URL) -> UInt64 {
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey])
            var total: UInt64 = 0
            while let url = enumerator?.nextObject() as? URL {
                guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey]),
                    values.isRegularFile == true
                else { continue }
                total += UInt64(values.fileSize ?? 0)
            }
            return total
        }
    }

    /// A pantry CSV of about `bytes` bytes (at least its header and one row), rows numbered from `first`.
    static func pantry(bytes: Int, first: Int = 1) -> String {
        var text = "name,quantity,expiration_date\n"
        var row = first
        repeat {
            text += "Item \(row),\(row % 9 + 1),2026-12-\(String(format: "%02d", row % 28 + 1))\n"
            row += 1
        } while text.utf8.count < bytes
        return text
    }

    /// Writes the size `declared` over the uncompressed size of the archive's only entry, in its local
    /// header and in the central directory, as an archive built to fill the disk does.
    static func declare(_ declared: UInt32, in archive: URL) throws {
        var bytes = try Data(contentsOf: archive)
        func patch(at offset: Int) {
            for index in 0..<4 { bytes[offset + index] = UInt8((declared >> (8 * UInt32(index))) & 0xFF) }
        }
        #expect(bytes.prefix(4) == Data([0x50, 0x4B, 0x03, 0x04]))
        patch(at: 22)
        let central = try #require(bytes.range(of: Data([0x50, 0x4B, 0x01, 0x02])))
        patch(at: central.lowerBound + 24)
        try bytes.write(to: archive)
    }

    /// (a) An entry whose size fields lie (declared 3 MiB, 24 MiB in fact, deflated to a few KiB) is stopped
    /// at its declared size, whatever libzip would go on uncompressing: the archive fails naming itself,
    /// the entry, the bytes and what to do, `TMPDIR` never holds more than the budget and one buffer, and
    /// nothing is left in it. An entry just over the budget is refused before a byte is written.
    @Test func anArchiveWhoseSizesLieStopsAtWhatItDeclares() throws {
        let household = try Household()
        defer { household.cleanUp() }
        let budget: UInt64 = 4 << 20
        let bomb = household.data.appendingPathComponent("bomb.zip")
        let zeros = "name,quantity\n" + String(repeating: "0", count: 24 << 20)
        try ZipFixture.write([.init("deals.csv", zeros)], to: bomb)
        #expect(try Data(contentsOf: bomb).count < 1 << 20)
        try Self.declare(3 << 20, in: bomb)

        let lying = try household.importWatching(budget: budget)
        #expect(lying.status == 1)
        #expect(
            lying.error.contains(
                "error: data/bomb.zip/deals.csv: it holds more than the 3145728 bytes (3.0 MiB) the archive declares"
                    + " for it (larder stopped after writing 3145728 bytes, with "),
            "\(lying.error)")
        #expect(lying.error.contains("unzip it yourself if you trust it, and import the folder."))
        #expect(lying.highWater <= budget + Self.buffer, "TMPDIR held \(lying.highWater) bytes")
        #expect(try household.leftovers().isEmpty)

        try FileManager.default.removeItem(at: bomb)
        let over = household.data.appendingPathComponent("over.zip")
        try ZipFixture.write([.init("deals.csv", String(repeating: "x", count: Int(budget) + 1))], to: over)
        let refused = try household.importWatching(budget: budget)
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "error: data/over.zip was not imported: once uncompressed its entries would write 4194305 bytes (4.0"
                    + " MiB) to the temporary folder, more than the 4194304 bytes (4.0 MiB) larder lets one archive"
                    + " write (set by LARDER_ARCHIVE_BUDGET_BYTES); data/over.zip/deals.csv is the entry that goes"
                    + " past it. Nothing of it was imported; unzip it yourself where there is room and import the"
                    + " folder, or set TMPDIR to a folder with more free space."),
            "\(refused.error)")
        #expect(refused.highWater == 0)
        #expect(try household.leftovers().isEmpty)
    }

    /// (b) Entries each well under any per-entry limit, over the budget together, refuse the archive at
    /// the entry that goes past it, before any is written or imported.
    @Test func manyEntriesOverTheBudgetTogetherAreRefused() throws {
        let household = try Household()
        defer { household.cleanUp() }
        let entries = (1...20).map { ZipFixture.Entry(String(format: "list-%02d.csv", $0), Self.pantry(bytes: 60_000)) }
        try ZipFixture.write(entries, to: household.data.appendingPathComponent("lists.zip"))
        let sizes = entries.map { UInt64($0.bytes.count) }
        let budget: UInt64 = 1 << 20
        // The test's own count: the first entry (in name order) at which the sizes pass the budget.
        var total: UInt64 = 0
        var crossing = 0
        for (index, size) in sizes.enumerated() {
            total += size
            if total > budget, crossing == 0 { crossing = index + 1 }
        }
        #expect(sizes.allSatisfy { $0 < budget } && total > budget)

        let run = try household.importWatching(budget: budget)
        #expect(run.status == 1)
        #expect(
            run.error.contains(
                "data/lists.zip was not imported: once uncompressed its entries would write \(total) bytes"),
            "\(run.error)")
        #expect(
            run.error.contains(
                String(format: "; data/lists.zip/list-%02d.csv is the entry that goes past it", crossing)))
        #expect(!run.output.contains("→"))
        #expect(run.highWater == 0)
        #expect(try household.leftovers().isEmpty)
    }

    /// (c) A normal archive imports every entry, one at a time: `TMPDIR` never holds more than the largest
    /// entry, and holds no `larder-unzip.*` afterwards.
    @Test func aNormalArchiveImportsEveryEntryOneAtATime() throws {
        let household = try Household()
        defer { household.cleanUp() }
        let entries = (1...8).map {
            ZipFixture.Entry("week/shelf-\($0).csv", Self.pantry(bytes: 200_000, first: $0 * 100_000))
        }
        try ZipFixture.write(entries, to: household.data.appendingPathComponent("pantry.zip"))
        let run = try household.importWatching(budget: nil)
        #expect(run.status == 0, "\(run.error)")
        for index in 1...8 {
            #expect(run.output.contains("data/pantry.zip/week/shelf-\(index).csv → "), "\(run.output)")
        }
        let largest = entries.map { UInt64($0.bytes.count) }.max()!
        // Besides the entry, the folder's marker (`.larder-pid`: a pid and a line saying what the folder is).
        let marker: UInt64 = 4096
        #expect(
            run.highWater <= largest + marker,
            "TMPDIR held \(run.highWater) bytes; the largest entry has \(largest)")
        #expect(run.highWater > 0, "the poll never saw an entry")
        #expect(try household.leftovers().filter { $0.hasPrefix("larder-unzip.") }.isEmpty)
    }

    /// (d) Two entries of one name, and two whose names differ only in Unicode normalisation (NFC `é`,
    /// NFD `e` and a combining acute): the first in the archive keeps the name, the later one is imported as
    /// `name (2).csv`, and a warning names both.
    @Test func entriesOfOneNameAreBothImportedUnderNamesOfTheirOwn() throws {
        let household = try Household()
        defer { household.cleanUp() }
        let nfc = "caf\u{E9}.csv"
        let nfd = "cafe\u{301}.csv"
        #expect(Array(nfc.utf8) != Array(nfd.utf8))
        try StoredZip.write(
            [
                ("pantry.csv", Self.pantry(bytes: 100, first: 1)), (nfc, Self.pantry(bytes: 100, first: 10)),
                ("pantry.csv", Self.pantry(bytes: 100, first: 20)), (nfd, Self.pantry(bytes: 100, first: 30)),
            ], to: household.data.appendingPathComponent("twins.zip"))
        let run = try household.importWatching(budget: nil)
        #expect(run.status == 0, "\(run.error)")
        for name in ["pantry.csv", "pantry (2).csv", nfc, "cafe\u{301} (2).csv"] {
            // Compared byte by byte: Swift's `==` takes the two forms of `café` as one.
            #expect(
                run.output.components(separatedBy: "\n").contains {
                    Array($0.utf8).starts(with: Array("data/twins.zip/\(name) → ".utf8))
                }, "\(name) in \(run.output)")
        }
        #expect(
            run.error.contains(
                "warning: data/twins.zip/pantry.csv was imported as data/twins.zip/pantry (2).csv: the archive holds"
                    + " an earlier entry data/twins.zip/pantry.csv of the same name, which keeps the name."),
            "\(run.error)")
        let warning =
            "warning: data/twins.zip/\(nfd) was imported as data/twins.zip/cafe\u{301} (2).csv: the archive"
            + " holds an earlier entry data/twins.zip/\(nfc) whose name differs from it only in its Unicode"
            + " normalisation, which keeps the name."
        #expect(
            run.error.components(separatedBy: "\n").contains { Array($0.utf8) == Array(warning.utf8) }, "\(run.error)")
        #expect(try household.leftovers().isEmpty)
    }

    /// (e) 40 random archives (1 to 12 entries of random sizes, names and kinds) under random budgets: each
    /// archive is imported whole when the entries larder reads fit its budget by the test's own sum, and
    /// refused whole, naming that sum, when they do not.
    @Test func randomArchivesAreImportedWholeOrRefusedAtTheBudget() throws {
        let household = try Household()
        defer { household.cleanUp() }
        var random = SeededGenerator(seed: 27)
        let budget: UInt64 = 120_000
        var expected: [(archive: String, read: [String], total: UInt64)] = []
        for number in 1...40 {
            let archive = String(format: "batch-%02d.zip", number)
            var entries: [ZipFixture.Entry] = []
            var read: [String] = []
            var total: UInt64 = 0
            for index in 1...Int.random(in: 1...12, using: &random) {
                let kind = Int.random(in: 0..<5, using: &random)
                let size = Int.random(in: 40...30_000, using: &random)
                let stem =
                    "e\(index)-"
                    + String(
                        (0..<Int.random(in: 1...8, using: &random)).map { _ in
                            "abcxyz_-".randomElement(using: &random)!
                        })
                if kind == 0 {
                    entries.append(.init(stem + ".jpg", String(repeating: "j", count: size)))
                } else {
                    let text = Self.pantry(bytes: size, first: number * 1000 + index * 10)
                    entries.append(.init(stem + ".csv", text))
                    read.append(stem + ".csv")
                    total += UInt64(text.utf8.count)
                }
            }
            try ZipFixture.write(entries, to: household.data.appendingPathComponent(archive))
            expected.append((archive, read, total))
        }
        let run = try household.importWatching(budget: budget)
        var refused = 0
        for (archive, read, total) in expected {
            let imported = run.output.components(separatedBy: "\n").filter { $0.hasPrefix("data/\(archive)/") }
            if total > budget {
                refused += 1
                #expect(imported.isEmpty, "\(archive)")
                #expect(
                    run.error.contains(
                        "data/\(archive) was not imported: once uncompressed its entries would write \(total) bytes"),
                    "\(archive): \(total) bytes")
            } else {
                #expect(imported.count == read.count, "\(archive): \(imported)")
                #expect(!run.error.contains("data/\(archive) was not imported"), "\(archive)")
            }
        }
        #expect(refused > 4 && refused < 36, "the cases should go both ways: \(refused) refused")
        #expect(run.highWater <= budget)
        #expect(try household.leftovers().isEmpty)
    }
}

/// Writes ZIP archives with stored (uncompressed) entries byte by byte, as no careful tool would: two
/// entries of one name, which libzip refuses to write.
enum StoredZip {
    static func write(_ entries: [(name: String, text: String)], to url: URL) throws {
        var archive = Data()
        var central = Data()
        func append16(_ value: Int, to data: inout Data) {
            data.append(contentsOf: [UInt8(value & 0xFF), UInt8((value >> 8) & 0xFF)])
        }
        func append32(_ value: UInt32, to data: inout Data) {
            for shift in stride(from: 0, to: 32, by: 8) { data.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
        }
        for (name, text) in entries {
            let bytes = Data(text.utf8)
            let nameBytes = Data(name.utf8)
            let crc = crc32(bytes)
            let offset = UInt32(archive.count)
            // Local header: version 20, flags (bit 11: UTF-8 names), stored, no time, CRC, sizes, name.
            append32(0x0403_4B50, to: &archive)
            append16(20, to: &archive)
            append16(0x0800, to: &archive)
            append16(0, to: &archive)
            append16(0, to: &archive)
            append16(0x21, to: &archive)
            append32(crc, to: &archive)
            append32(UInt32(bytes.count), to: &archive)
            append32(UInt32(bytes.count), to: &archive)
            append16(nameBytes.count, to: &archive)
            append16(0, to: &archive)
            archive.append(nameBytes)
            archive.append(bytes)
            append32(0x0201_4B50, to: &central)
            append16(20, to: &central)
            append16(20, to: &central)
            append16(0x0800, to: &central)
            append16(0, to: &central)
            append16(0, to: &central)
            append16(0x21, to: &central)
            append32(crc, to: &central)
            append32(UInt32(bytes.count), to: &central)
            append32(UInt32(bytes.count), to: &central)
            append16(nameBytes.count, to: &central)
            for _ in 0..<4 { append16(0, to: &central) }
            append32(0, to: &central)
            append32(offset, to: &central)
            central.append(nameBytes)
        }
        let centralOffset = UInt32(archive.count)
        archive.append(central)
        append32(0x0605_4B50, to: &archive)
        append16(0, to: &archive)
        append16(0, to: &archive)
        append16(entries.count, to: &archive)
        append16(entries.count, to: &archive)
        append32(UInt32(central.count), to: &archive)
        append32(centralOffset, to: &archive)
        append16(0, to: &archive)
        try archive.write(to: url)
    }

    /// CRC-32 (ISO 3309, as ZIP uses), bit by bit.
    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
