import Foundation
import LarderStore
import LarderValues

/// The entries of a ZIP archive that larder reads (Beanconqueror's `Beanconqueror.zip`, a folder of
/// exports zipped to mail), copied into a private temporary folder so each is imported as the file it
/// would be once unzipped (docs/IMPORT.md, "ZIP archives").
///
/// The copies sit under a folder named after the archive (`Beanconqueror.zip` → `Beanconqueror/`), as
/// unzipping it would put them, so rows get the same source scope as from the unzipped folder, and an
/// entry's siblings are beside it (a Beanconqueror backup reads its `Beanconqueror_Brews_N.json`
/// chunks). No entry's name chooses a path outside that folder: names that climb out (`../x.csv`) are
/// skipped, and a name's leading `/` is dropped. ``remove()`` deletes the temporary folder.
struct ArchiveExtraction {
    /// One entry copied out, to import.
    struct File {
        /// The copy in the temporary folder.
        var url: URL
        /// The entry as messages name it: the archive's path, then the entry's name
        /// (`data/Beanconqueror.zip/Beanconqueror.json`).
        var path: String
        /// The entry as the ledger and the rows kept of it name it: the archive's ``SourcePath``, then the
        /// entry's name, the same whichever temporary folder it was copied to.
        var sourceFile: String
    }

    /// An entry larger than this once uncompressed, and `suspectRatio` times its compressed size, is
    /// refused: an archive built to fill the disk (a "zip bomb") looks like that, an export does not.
    static let suspectSize: UInt64 = 1 << 30
    static let suspectRatio: UInt64 = 100

    /// The entries to import, in the order of their names.
    private(set) var files: [File] = []
    /// Entries skipped, each with its reason.
    private(set) var warnings: [String] = []
    /// Entries that could not be copied out (encrypted, damaged, too large), each a full sentence.
    private(set) var failures: [String] = []
    /// The temporary folder holding the copies.
    let folder: URL

    /// Copies the entries larder reads of the archive at `url` (named `path` in messages) into a new folder
    /// under `temporary`. Throws ``ImportError/unreadableArchive(path:reason:)`` when it is no ZIP archive
    /// libzip can read.
    init(of url: URL, path: String, temporary: URL = FileManager.default.temporaryDirectory) throws {
        let archive = try ZipArchive(at: url, path: path)
        let entries = try archive.entries()
        folder = try Self.makeFolder(in: temporary, path: path)
        copy(entries, of: archive, url: url, path: path)
    }

    /// Deletes the temporary folder and the copies in it.
    func remove() { CleanupOnExit.remove(folder) }

    /// The start of the temporary folder's name: `larder-unzip.<pid>.<random>`.
    static let folderPrefix = "larder-unzip"

    private mutating func copy(_ entries: [ZipArchive.Entry], of archive: ZipArchive, url: URL, path: String) {
        let base = folder.appendingPathComponent(Self.folderName(of: url), isDirectory: true)
        let source = SourcePath.of(url)
        var taken: Set<String> = []
        var unread: [String] = []
        for entry in entries.sorted(by: { $0.name < $1.name }) where !entry.isFolder {
            if CleanupOnExit.interruption != nil { return }
            guard let components = Self.components(of: entry.name) else {
                warnings.append("\(path)/\(entry.name) was skipped: its name leads out of the archive's folder.")
                continue
            }
            // macOS adds `__MACOSX/._name` beside every file it zips, and hidden files are no exports: passed
            // over quietly, as in a folder.
            if components.contains(where: { $0.hasPrefix(".") || $0 == "__MACOSX" }) { continue }
            let relative = components.joined(separator: "/")
            let shown = path + "/" + relative
            let fileExtension = (relative as NSString).pathExtension.lowercased()
            if fileExtension == "md" { continue }
            if fileExtension == "zip" {
                warnings.append(
                    "\(shown) was skipped: larder does not open an archive inside an archive; unzip it and import"
                        + " the folder.")
                continue
            }
            guard ImportSession.readableExtensions.contains(fileExtension) else {
                unread.append(entry.name)
                continue
            }
            guard taken.insert(relative).inserted else {
                warnings.append("\(shown) was skipped: the archive holds an earlier entry of the same name.")
                continue
            }
            if let problem = Self.problem(with: entry) {
                failures.append(ImportError.archiveEntry(path: shown, reason: problem).errorDescription!)
                continue
            }
            let target = base.appendingPathComponent(relative)
            do {
                try FileManager.default.createDirectory(
                    at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try archive.extract(entry, to: target, shown: shown)
            } catch {
                let reason = "it cannot be copied out to \(target.path) (\(error.localizedDescription))"
                failures.append(
                    ((error as? ImportError) ?? .archiveEntry(path: shown, reason: reason)).errorDescription!)
                try? FileManager.default.removeItem(at: target)
                continue
            }
            if fileExtension == "txt", !ImportSession.firstLineHasADelimiter(target) {
                warnings.append(
                    "\(shown) was skipped: its first line has no tab, comma or semicolon, so it reads as notes, not a"
                        + " table; unzip it and give its path to import it anyway.")
                continue
            }
            files.append(File(url: target, path: shown, sourceFile: source + "/" + relative))
        }
        files.sort { $0.path < $1.path }
        if files.isEmpty, failures.isEmpty, warnings.isEmpty, unread.isEmpty {
            warnings.append("\(path) holds no file larder reads (it is empty, or holds only folders and hidden files).")
        }
        if !unread.isEmpty {
            let named = unread.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
            let more = unread.count > 5 ? " and \(unread.count - 5) more" : ""
            let one = unread.count == 1
            warnings.append(
                "\(path): \(named)\(more) \(one ? "was" : "were") skipped: \(ImportSession.readsWhat).")
        }
    }

    /// Why the entry cannot be copied out, or nil when it can.
    static func problem(with entry: ZipArchive.Entry) -> String? {
        if entry.isEncrypted {
            return "it is encrypted, and larder reads no password-protected archive; export it without a password,"
                + " or unzip it yourself and import the folder"
        }
        if !entry.isSupported {
            return "it is compressed with a method libzip cannot uncompress; unzip it yourself and import the folder"
        }
        if entry.size > suspectSize, entry.size > suspectRatio * max(entry.compressedSize, 1) {
            return "it would grow from \(entry.compressedSize) to \(entry.size) bytes, which no export does and an"
                + " archive built to fill the disk does; unzip it yourself if you trust it, and import the folder"
        }
        return nil
    }

    /// The entry's name as path components inside the archive's folder: `\` taken as `/` (as Windows tools
    /// write it), empty and `.` components and a leading `/` dropped; nil when a component is `..`.
    static func components(of name: String) -> [String]? {
        let parts = name.replacingOccurrences(of: "\\", with: "/").split(separator: "/").map(String.init)
        if parts.contains("..") { return nil }
        let kept = parts.filter { $0 != "." }
        return kept.isEmpty ? nil : kept
    }

    /// The folder unzipping the archive makes: its name without `.zip` (`archive` when nothing is left).
    static func folderName(of url: URL) -> String {
        let name = url.deletingPathExtension().lastPathComponent
        return name.isEmpty || name.hasPrefix(".") ? "archive" : name
    }

    /// A new folder of this process's own under `temporary`, marked and registered with ``CleanupOnExit``
    /// (removed if larder is interrupted, or by the next larder if it is killed).
    private static func makeFolder(in temporary: URL, path: String) throws -> URL {
        do {
            return try CleanupOnExit.makeTemporaryFolder(prefix: folderPrefix, in: temporary)
        } catch {
            throw ImportError.archiveEntry(
                path: path,
                reason: "no folder could be made under \(temporary.path) to copy its entries into"
                    + " (\(error.localizedDescription)); set TMPDIR to a folder with room")
        }
    }
}
