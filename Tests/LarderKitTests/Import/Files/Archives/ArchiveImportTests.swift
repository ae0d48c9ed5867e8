import Foundation
import GRDB
import LarderTestSupport
import LarderValues
import Testing

@testable import LarderImport
@testable import LarderKit
@testable import LarderStore

/// ZIP archives are read as the folder unzipping them would make (docs/IMPORT.md, "ZIP archives"):
/// Beanconqueror exports its backup as `Beanconqueror.zip`.
@Suite struct ArchiveImportTests {
    static let beanconqueror = Paths.root.appendingPathComponent("data/beanconqueror")
    static let pantry = "name,quantity,expiration_date\nMilk,2,2026-11-30\nRice,1,2027-05-01\n"

    /// The backup zipped stores what the unzipped backup stores, row for row, and its entries are named
    /// inside the archive. Imported again, each entry is skipped as unchanged; the next week's export under a
    /// dated name changes nothing either, as the same rows come from the same source.
    @Test func aBeanconquerorBackupIsReadAsItsUnzippedFolderIs() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let names = ["Beanconqueror.json", "Beanconqueror_Brews_1.json"]
        let entries = try names.map {
            ZipFixture.Entry($0, bytes: try Data(contentsOf: Self.beanconqueror.appendingPathComponent($0)))
        }
        let archive = folder.url.appendingPathComponent("Beanconqueror.zip")
        try ZipFixture.write(entries, to: archive)

        let zipped = try LarderDatabase()
        let first = try ImportSession(database: zipped).importPaths([folder.url.path])
        #expect(first.failures.isEmpty)
        #expect(first.files.map(\.path) == names.map { archive.path + "/" + $0 })
        let unzipped = try LarderDatabase()
        let plain = try ImportSession(database: unzipped).importPaths([Self.beanconqueror.path])
        #expect(first.counts == plain.counts)
        #expect(first.counts.inserted > 500)
        for table in ["brew_logs", "coffee_beans", "coffee_mills", "coffee_preparations"] {
            #expect(try Self.rows(of: table, in: zipped) == Self.rows(of: table, in: unzipped), "\(table)")
        }

        let again = try ImportSession(database: zipped).importPaths([archive.path])
        #expect(again.files.count == 2)
        #expect(again.files.allSatisfy { $0.unchangedSince != nil })

        let nextWeek = folder.url.appendingPathComponent("Beanconqueror 2026-11-30.zip")
        try FileManager.default.moveItem(at: archive, to: nextWeek)
        let renamed = try ImportSession(database: zipped).importPaths([nextWeek.path])
        #expect(renamed.counts.inserted == 0)
        #expect(renamed.counts.unchanged == first.counts.inserted)
    }

    /// No entry's name chooses where its copy goes: a name climbing out is skipped, a leading `/` dropped,
    /// macOS's `__MACOSX` and hidden files passed over, what larder does not read named once, a second
    /// entry of one name imported under a name of its own, each entry alone in the temporary folder while
    /// it is imported, and the temporary folder removed afterwards.
    @Test func entriesAreCopiedOnlyIntoTheArchivesOwnFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let temporary = folder.root.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let archive = folder.url.appendingPathComponent("export.zip")
        try ZipFixture.write(
            [
                .init("../escape.csv", Self.pantry), .init("..\\up.csv", Self.pantry),
                .init("/abs/pantry.csv", Self.pantry),
                .init("__MACOSX/._pantry.csv", "\u{0}\u{5}binary"), .init(".hidden.csv", Self.pantry),
                .init("photos/beans.jpg", "jpeg"), .init("photos/roast.png", "png"), .init("notes.txt", "Exported.\n"),
                .init("inner.zip", "PK"), .init("README.md", "# notes"), .init("./pantry.csv", Self.pantry),
                .init("pantry.csv", Self.pantry),
            ], to: archive)
        var extraction = try ArchiveExtraction(of: archive, path: "export.zip", temporary: temporary)
        var seen: [(path: String, sourceFile: String, url: URL)] = []
        var late: [String] = []
        extraction.forEach(warning: { late.append($0) }, failure: { late.append($0) }) { file in
            // One entry at a time: this one is the only file in the temporary folder.
            let present =
                FileManager.default.enumerator(at: temporary, includingPropertiesForKeys: [.isRegularFileKey])?
                .allObjects as? [URL] ?? []
            // Besides the entry, only the folder's marker (CleanupOnExit.markerName, its maker's pid).
            let files = present.filter {
                (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
                    && $0.lastPathComponent != CleanupOnExit.markerName
            }
            #expect(files.map(\.lastPathComponent) == [file.url.lastPathComponent])
            #expect(FileManager.default.fileExists(atPath: file.url.path))
            seen.append((file.path, file.sourceFile, file.url))
        }
        #expect(
            seen.map(\.path) == ["export.zip/abs/pantry.csv", "export.zip/pantry (2).csv", "export.zip/pantry.csv"])
        #expect(
            seen.map(\.sourceFile)
                == ["abs/pantry.csv", "pantry (2).csv", "pantry.csv"].map { SourcePath.of(archive) + "/" + $0 })
        // `$TMPDIR/larder-unzip.<pid>.<random>/export/…`: the archive's folder in this process's own.
        let depth = temporary.pathComponents.count
        #expect(
            seen.allSatisfy {
                $0.url.path.hasPrefix(temporary.path + "/")
                    && $0.url.pathComponents[depth].hasPrefix("larder-unzip.\(getpid()).")
                    && $0.url.pathComponents[depth + 1] == "export"
            }, "\(seen.map(\.url.path))")
        #expect(
            extraction.warnings == [
                "export.zip/../escape.csv was skipped: its name leads out of the archive's folder.",
                "export.zip/..\\up.csv was skipped: its name leads out of the archive's folder.",
                "export.zip/inner.zip was skipped: larder does not open an archive inside an archive; unzip it and"
                    + " import the folder.",
                "export.zip/pantry.csv was imported as export.zip/pantry (2).csv: the archive holds an earlier entry"
                    + " export.zip/pantry.csv of the same name, which keeps the name.",
                "export.zip: `photos/beans.jpg`, `photos/roast.png` were skipped: larder reads .csv, .tsv, .tab, .txt,"
                    + " .json, .ndjson, .jsonl, .html and .htm files.",
            ])
        #expect(
            late == [
                "export.zip/notes.txt was skipped: its first line has no tab, comma or semicolon, so it reads as notes,"
                    + " not a table; unzip it and give its path to import it anyway."
            ])
        #expect(extraction.failures.isEmpty)
        let written = FileManager.default.enumerator(atPath: folder.root.path)?.allObjects as? [String] ?? []
        #expect(!written.contains { $0.hasSuffix("escape.csv") || $0.hasSuffix("up.csv") })
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)

        let empty = folder.url.appendingPathComponent("empty.zip")
        try ZipFixture.write([.init("__MACOSX/._notes.csv", "x"), .init(".DS_Store", "x")], to: empty)
        let nothing = try ArchiveExtraction(of: empty, path: "empty.zip", temporary: temporary)
        #expect(nothing.planned.isEmpty)
        #expect(
            nothing.warnings == [
                "empty.zip holds no file larder reads (it is empty, or holds only folders and hidden files)."
            ])
    }

    /// A file named `.zip` that is no archive fails alone, naming itself; a damaged entry fails alone,
    /// naming itself inside the archive; the other files and entries are imported.
    @Test func aDamagedArchiveOrEntryFailsAloneAndIsNamed() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("this is no archive", to: "data/old-backup.zip")
        try folder.write(Self.pantry, to: "data/pantry.csv")
        let lines = (1...2000).map { "Item \($0),\($0 % 7 + 1),2026-12-\($0 % 28 + 1 < 10 ? "0" : "")\($0 % 28 + 1)" }
        let long = "name,quantity,expiration_date\n" + lines.joined(separator: "\n") + "\n"
        let archive = folder.url.appendingPathComponent("data/week.zip")
        try ZipFixture.write([.init("fridge.csv", long), .init("freezer.csv", Self.pantry)], to: archive)
        var bytes = try Data(contentsOf: archive)
        // The first entry's deflated bytes start after its 30-byte local header and its name.
        let position = 30 + "fridge.csv".utf8.count + 40
        bytes[position] ^= 0xFF
        try bytes.write(to: archive)

        let summary = try ImportSession(database: try LarderDatabase()).importPaths([
            folder.url.appendingPathComponent("data").path
        ])
        let data = folder.url.appendingPathComponent("data").path
        #expect(summary.files.map(\.path) == [data + "/pantry.csv", data + "/week.zip/freezer.csv"])
        #expect(summary.failures.count == 2)
        #expect(
            summary.failures.contains {
                $0.hasPrefix("\(data)/old-backup.zip cannot be read as a ZIP archive: ")
                    && $0.hasSuffix("; export it again, or unzip it with another tool and import the folder.")
            })
        #expect(
            summary.failures.contains {
                $0.hasPrefix("\(data)/week.zip/fridge.csv: the archive is damaged there (")
                    && $0.hasSuffix(
                        "); export it again, or unzip it with another tool and import the folder. Nothing of this file"
                            + " was imported.")
            })
    }

    /// An error inside an entry names the entry inside the archive, not the temporary copy.
    @Test func anErrorInAnEntryNamesTheEntry() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let archive = folder.url.appendingPathComponent("lists.zip")
        var bytes = "name,quantity\nCr".data(using: .utf8)!
        bytes.append(0x81)  // no character of UTF-8 or Windows-1252
        bytes.append(contentsOf: "me,1\n".utf8)
        try ZipFixture.write([.init("pantry.csv", bytes: bytes)], to: archive)
        let summary = try ImportSession(database: try LarderDatabase()).importPaths([archive.path])
        #expect(summary.failures.count == 1)
        #expect(
            summary.failures.first?.hasPrefix("\(archive.path)/pantry.csv line 2: byte 16 (0x81) is not UTF-8") == true)
    }

    /// A password-protected entry is refused with what to do.
    @Test(.enabled(if: ZipFixture.encrypts)) func anEncryptedEntryIsRefused() throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let archive = folder.url.appendingPathComponent("locked.zip")
        try ZipFixture.write([.init("pantry.csv", Self.pantry, encrypted: true)], to: archive)
        let summary = try ImportSession(database: try LarderDatabase()).importPaths([archive.path])
        #expect(summary.files.isEmpty)
        #expect(
            summary.failures == [
                "\(archive.path)/pantry.csv: it is encrypted, and larder reads no password-protected archive; export"
                    + " it without a password, or unzip it yourself and import the folder. Nothing of this file was"
                    + " imported."
            ])
    }

    /// An entry that would grow past 1 GiB at more than 100 times its compressed size is refused; a large
    /// entry that compresses as text does is not.
    @Test func anEntryBuiltToFillTheDiskIsRefused() {
        func entry(size: UInt64, compressed: UInt64) -> ZipArchive.Entry {
            .init(
                index: 0, name: "deals.csv", size: size, compressedSize: compressed, isEncrypted: false,
                isSupported: true)
        }
        #expect(
            ArchiveExtraction.problem(with: entry(size: 4 << 30, compressed: 4 << 20))?.contains("fill the disk")
                == true)
        #expect(ArchiveExtraction.problem(with: entry(size: 4 << 30, compressed: 400 << 20)) == nil)
        #expect(ArchiveExtraction.problem(with: entry(size: 500 << 20, compressed: 1 << 20)) == nil)
    }

    /// Every row of a table, its columns in order, as text, ordered by id.
    private static func rows(of table: String, in database: LarderDatabase) throws -> [[String?]] {
        try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM \(table) ORDER BY id").map { row in
                row.databaseValues.map { $0.isNull ? nil : $0.description }
            }
        }
    }
}
