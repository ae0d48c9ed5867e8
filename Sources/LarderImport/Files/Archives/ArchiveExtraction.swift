import Foundation
import LarderStore
import LarderValues

/// The entries of a ZIP archive that larder reads (Beanconqueror's `Beanconqueror.zip`, a folder of
/// exports zipped to mail), each copied in turn into a private temporary folder, imported as the file it
/// would be once unzipped, and deleted before the next is copied (docs/IMPORT.md, "ZIP archives";
/// docs/RELIABILITY.md, "Archives").
///
/// The copies sit under a folder named after the archive (`Beanconqueror.zip` → `Beanconqueror/`), as
/// unzipping it would put them, so rows get the same source scope as from the unzipped folder. A
/// Beanconqueror backup reads the lookups of its siblings (`Beanconqueror.json`, the
/// `Beanconqueror_Beans_N.json` chunks): those entries are copied beside it once and kept until the
/// archive is done. No entry's name chooses a path outside that folder: names that climb out (`../x.csv`)
/// are skipped, and a name's leading `/` is dropped. Two entries of one name (or of names that differ
/// only in their Unicode normalisation) are both imported, the later one under a name of its own
/// (``distinctName(for:avoiding:)``), with a warning.
///
/// Every byte written is counted, whatever an entry declares: an entry stops at its declared size, and
/// the archive at its byte budget (``ArchiveBudget``), checked first against the sizes the entries
/// declare and then against the bytes written.
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

    /// One entry to copy out and import.
    struct Planned {
        /// The entry as the archive describes it.
        var entry: ZipArchive.Entry
        /// Its path inside the archive's folder: the entry's name, cleaned (``components(of:)``), or the
        /// name of its own larder gives a later entry of the same name.
        var relative: String
        /// The entry as messages name it: the archive's path, then `relative`.
        var shown: String
    }

    /// An entry larger than this once uncompressed, and `suspectRatio` times its compressed size, is
    /// refused: an archive built to fill the disk (a "zip bomb") looks like that, an export does not.
    static let suspectSize: UInt64 = 1 << 30
    static let suspectRatio: UInt64 = 100

    /// The entries to import, in the order of their names.
    private(set) var planned: [Planned] = []
    /// Entries skipped or renamed, each with its reason.
    private(set) var warnings: [String] = []
    /// Entries that cannot be copied out (encrypted, unsupported, too large), or the archive over its
    /// budget, each a full sentence.
    private(set) var failures: [String] = []
    /// The bytes the archive may write to the temporary folder, all its entries together.
    let budget: ArchiveBudget
    /// The bytes written to the temporary folder so far, all entries together.
    private(set) var written: UInt64 = 0

    private let archive: ZipArchive
    private let url: URL
    private let path: String
    private let temporary: URL

    /// Reads the entries of the archive at `url` (named `path` in messages), and plans which of them to
    /// copy out under `temporary`, within the archive's budget. Copies nothing: ``forEach(warning:failure:_:)``
    /// does. Throws ``ImportError/unreadableArchive(path:reason:)`` when it is no ZIP archive libzip can read.
    init(
        of url: URL, path: String, temporary: URL = FileManager.default.temporaryDirectory,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        archive = try ZipArchive(at: url, path: path)
        let entries = try archive.entries()
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.uint64Value ?? 0
        budget = try ArchiveBudget.of(archiveSize: size, temporary: temporary, environment: environment)
        self.url = url
        self.path = path
        self.temporary = temporary
        plan(entries)
        checkBudget()
    }

    // MARK: Planning

    private mutating func plan(_ entries: [ZipArchive.Entry]) {
        let files = entries.filter { !$0.isFolder }
        // Every name a file entry has, so a renamed entry takes none of them.
        let names = Set(files.compactMap { Self.components(of: $0.name)?.joined(separator: "/") })
        var firsts: [String: String] = [:]
        var taken: Set<String> = []
        var unread: [String] = []
        var skipped: [(name: String, index: UInt64, warning: String)] = []
        // In the archive's order, so the entry that comes first keeps its name.
        for entry in files {
            guard let components = Self.components(of: entry.name) else {
                skipped.append(
                    (
                        entry.name, entry.index,
                        "\(path)/\(entry.name) was skipped: its name leads out of the archive's folder."
                    ))
                continue
            }
            // macOS adds `__MACOSX/._name` beside every file it zips, and hidden files are no exports: passed
            // over quietly, as in a folder.
            if components.contains(where: { $0.hasPrefix(".") || $0 == "__MACOSX" }) { continue }
            var relative = components.joined(separator: "/")
            let fileExtension = (relative as NSString).pathExtension.lowercased()
            if fileExtension == "md" { continue }
            if fileExtension == "zip" {
                skipped.append(
                    (
                        entry.name, entry.index,
                        "\(path)/\(relative) was skipped: larder does not open an archive inside an archive; unzip it"
                            + " and import the folder."
                    ))
                continue
            }
            guard ImportSession.readableExtensions.contains(fileExtension) else {
                unread.append(entry.name)
                continue
            }
            // Swift compares strings by canonical equivalence: names that differ only in their Unicode
            // normalisation (NFC `é`, NFD `e` + `´`) meet here as one name.
            if let earlier = firsts[relative] {
                let renamed = Self.distinctName(for: relative, avoiding: names.union(taken))
                let twin =
                    Array(earlier.utf8) == Array(relative.utf8)
                    ? "of the same name" : "whose name differs from it only in its Unicode normalisation"
                skipped.append(
                    (
                        entry.name, entry.index,
                        "\(path)/\(relative) was imported as \(path)/\(renamed): the archive holds an earlier entry"
                            + " \(path)/\(earlier) \(twin), which keeps the name."
                    ))
                relative = renamed
            } else {
                firsts[relative] = relative
            }
            taken.insert(relative)
            let shown = path + "/" + relative
            if let problem = Self.problem(with: entry) {
                failures.append(ImportError.archiveEntry(path: shown, reason: problem).errorDescription!)
                continue
            }
            planned.append(Planned(entry: entry, relative: relative, shown: shown))
        }
        planned.sort { $0.relative < $1.relative }
        warnings = skipped.sorted { ($0.name, $0.index) < ($1.name, $1.index) }.map(\.warning)
        if planned.isEmpty, failures.isEmpty, warnings.isEmpty, unread.isEmpty {
            warnings.append("\(path) holds no file larder reads (it is empty, or holds only folders and hidden files).")
        }
        if !unread.isEmpty {
            let sorted = unread.sorted()
            let named = sorted.prefix(5).map { "`\($0)`" }.joined(separator: ", ")
            let more = sorted.count > 5 ? " and \(sorted.count - 5) more" : ""
            let one = sorted.count == 1
            warnings.append(
                "\(path): \(named)\(more) \(one ? "was" : "were") skipped: \(ImportSession.readsWhat).")
        }
    }

    /// Refuses the whole archive, before anything is copied, when the sizes its entries declare add up to
    /// more than its budget.
    private mutating func checkBudget() {
        var total: UInt64 = 0
        var crossing: Planned?
        for item in planned {
            let (sum, overflow) = total.addingReportingOverflow(item.entry.size)
            total = overflow ? .max : sum
            if crossing == nil, total > budget.bytes { crossing = item }
        }
        guard let crossing else { return }
        failures.append(
            ImportError.archiveOverBudget(
                path: path, entry: crossing.shown, bytes: total, limit: budget.bytes, rule: budget.rule
            ).errorDescription!)
        planned = []
    }

    // MARK: Copying out

    /// Copies each planned entry into a new temporary folder (``ScratchFolder``), hands it to `body`, and
    /// deletes it before the next (a Beanconqueror backup's lookups stay until the end); then deletes the
    /// folder. Warnings and failures found on the way go to `warning` and `failure`. An entry that would
    /// write past its declared size or the archive's budget stops the archive there: the entries after it
    /// are not read.
    mutating func forEach(
        warning: (String) -> Void, failure: (String) -> Void, _ body: (File) throws -> Void
    ) rethrows {
        guard !planned.isEmpty else { return }
        let folder: URL
        do {
            folder = try ScratchFolder.make(in: temporary, for: path)
        } catch {
            failure((error as? LocalizedError)?.errorDescription ?? "\(path): \(error)")
            return
        }
        defer { ScratchFolder.remove(folder) }
        let base = folder.appendingPathComponent(Self.folderName(of: url), isDirectory: true)
        let source = SourcePath.of(url)
        // Entries copied out and kept as a backup's lookups, and those that failed as such.
        var kept: Set<Int> = []
        var failed: Set<Int> = []
        for (position, item) in planned.enumerated() {
            if CleanupOnExit.interruption != nil { return }
            if BeanconquerorReader.isBackupName((item.relative as NSString).lastPathComponent) {
                for lookup in lookups(beside: item) where !kept.contains(lookup) && !failed.contains(lookup) {
                    switch copy(planned[lookup], into: base, stoppingAt: position) {
                    case .copied: kept.insert(lookup)
                    case .failed(let message):
                        failed.insert(lookup)
                        failure(message)
                    case .stopped(let message):
                        failure(message)
                        return
                    }
                }
            }
            if failed.contains(position) { continue }
            let target = base.appendingPathComponent(item.relative)
            if !kept.contains(position) {
                switch copy(item, into: base, stoppingAt: position) {
                case .copied: break
                case .failed(let message):
                    failure(message)
                    continue
                case .stopped(let message):
                    failure(message)
                    return
                }
            }
            defer { if !kept.contains(position) { try? FileManager.default.removeItem(at: target) } }
            if item.relative.lowercased().hasSuffix(".txt"), !ImportSession.firstLineHasADelimiter(target) {
                warning(
                    "\(item.shown) was skipped: its first line has no tab, comma or semicolon, so it reads as notes,"
                        + " not a table; unzip it and give its path to import it anyway.")
                continue
            }
            try body(File(url: target, path: item.shown, sourceFile: source + "/" + item.relative))
        }
    }

    /// What came of copying one entry out.
    private enum Copy {
        /// The copy is in place.
        case copied
        /// This entry failed alone; the others go on.
        case failed(String)
        /// The archive stops here: the entry wrote past its declared size or the archive's budget.
        case stopped(String)
    }

    /// Copies `item` to its place under `base`, counting its bytes against its declared size and what is
    /// left of the budget; `position` is where the archive stops if it must.
    private mutating func copy(_ item: Planned, into base: URL, stoppingAt position: Int) -> Copy {
        let target = base.appendingPathComponent(item.relative)
        let left = budget.bytes - written
        do {
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            written += try archive.extract(
                item.entry, to: target, shown: item.shown, limit: min(item.entry.size, left))
            return .copied
        } catch let reached as ZipArchive.LimitReached {
            try? FileManager.default.removeItem(at: target)
            written += reached.written
            return .stopped(stopMessage(item, reached: reached, left: left, after: planned.count - position - 1))
        } catch {
            try? FileManager.default.removeItem(at: target)
            let reason = "it cannot be copied out to \(target.path) (\(error.localizedDescription))"
            return .failed(
                ((error as? ImportError) ?? .archiveEntry(path: item.shown, reason: reason)).errorDescription!)
        }
    }

    /// The failure of an entry that wrote as much as it may and had more: past its declared size (the
    /// archive lies about it), or past what is left of the archive's budget.
    private func stopMessage(_ item: Planned, reached: ZipArchive.LimitReached, left: UInt64, after: Int) -> String {
        let rest =
            after == 0
            ? "" : "; larder read none of the \(after) entr\(after == 1 ? "y" : "ies") after it in the archive"
        let reason: String
        if item.entry.size <= left {
            reason =
                "it holds more than the \(ArchiveBudget.describe(item.entry.size)) the archive declares for it (larder"
                + " stopped after writing \(reached.written) bytes, with \(reached.more) more to come), which no"
                + " export does and an archive built to fill the disk does\(rest); unzip it yourself if you trust"
                + " it, and import the folder"
        } else {
            reason =
                "with it the archive's entries would write more than the \(ArchiveBudget.describe(budget.bytes)) larder"
                + " lets one archive write to the temporary folder (\(budget.rule)): larder stopped after"
                + " \(written) bytes\(rest); unzip it yourself where there is room and import the folder"
        }
        return ImportError.archiveEntry(path: item.shown, reason: reason).errorDescription!
    }

    /// The planned entries a Beanconqueror backup entry reads its lookups from: `Beanconqueror.json` and
    /// the `Beanconqueror_Beans_N.json` chunks in its folder, itself included.
    private func lookups(beside item: Planned) -> [Int] {
        let folder = (item.relative as NSString).deletingLastPathComponent
        return planned.indices.filter { index in
            let relative = planned[index].relative
            let name = (relative as NSString).lastPathComponent.lowercased()
            return (relative as NSString).deletingLastPathComponent == folder
                && (name == "beanconqueror.json" || BeanconquerorReader.isChunk(name, of: "beans"))
        }
    }

    // MARK: Rules

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

    /// The name a later entry of an earlier one's name is imported under: ` (2)`, ` (3)`, … before its
    /// extension (`pantry.csv` → `pantry (2).csv`, `data/x` → `data/x (2)`), the first that is no
    /// entry's name in the archive and not yet given.
    static func distinctName(for relative: String, avoiding taken: Set<String>) -> String {
        let folder = (relative as NSString).deletingLastPathComponent
        let name = (relative as NSString).lastPathComponent
        let fileExtension = (name as NSString).pathExtension
        let stem = fileExtension.isEmpty ? name : String(name.dropLast(fileExtension.count + 1))
        var number = 2
        while true {
            let candidate = "\(stem) (\(number))" + (fileExtension.isEmpty ? "" : "." + fileExtension)
            let full = folder.isEmpty ? candidate : folder + "/" + candidate
            if !taken.contains(full) { return full }
            number += 1
        }
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
}

/// The private folder an archive's entries are copied into, one at a time: `larder-unzip.<pid>.<random>`
/// in the temporary folder (`TMPDIR`), marked and registered with ``CleanupOnExit`` (removed if larder is
/// interrupted, or by the next larder if it is killed). Made and removed only here.
enum ScratchFolder {
    /// The start of every such folder's name.
    static let prefix = "larder-unzip"

    /// A new folder of this process's own under `temporary`, for the archive named `path` in messages.
    static func make(in temporary: URL, for path: String) throws -> URL {
        do {
            return try CleanupOnExit.makeTemporaryFolder(prefix: prefix, in: temporary)
        } catch {
            throw ImportError.archiveEntry(
                path: path,
                reason: "no folder could be made under \(temporary.path) to copy its entries into"
                    + " (\(error.localizedDescription)); set TMPDIR to a folder with room")
        }
    }

    /// Deletes the folder and whatever is left in it.
    static func remove(_ folder: URL) { CleanupOnExit.remove(folder) }
}
