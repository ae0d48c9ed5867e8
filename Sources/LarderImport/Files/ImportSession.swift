import Foundation
import GRDB
import LarderStore
import LarderValues

/// One `larder import`: expands folders, imports each file in its own transaction, records the run in
/// the ledger, and reports what happened.
public struct ImportSession {
    /// Options of an import.
    public struct Options: Sendable {
        /// Forces every file to one kind (`--as deals`).
        public var forcedKind: String?
        /// The command line recorded in the ledger.
        public var command: String
        /// Where a progress display reads how far the import has got, if any.
        public var progress: ImportProgress?
        /// Reads every file, even one unchanged since its latest import (`--force`); otherwise such a file
        /// is skipped (``UnchangedFileCheck``).
        public var rereadUnchanged: Bool
        /// The encoding every CSV file is read in (`--encoding`, any name iconv knows), detection left out;
        /// nil to detect it (docs/IMPORT.md, "Encodings").
        public var encoding: String?
        /// The name standard input (`-` among the paths) is imported as (`--name`): in the ledger, in
        /// messages, and as the file its rows came from; its extension tells the format.
        public var standardInputName: String
        /// Whether JSON files of flat records are read on the lean path (``JSONFlatRecords``); tests turn
        /// it off to compare with the general path.
        var readsFlatJSON = true

        /// Creates options.
        public init(
            forcedKind: String? = nil, command: String = "import", progress: ImportProgress? = nil,
            rereadUnchanged: Bool = false, encoding: String? = nil, standardInputName: String = "stdin"
        ) {
            self.standardInputName = standardInputName
            self.encoding = encoding
            self.forcedKind = forcedKind
            self.command = command
            self.progress = progress
            self.rereadUnchanged = rereadUnchanged
        }
    }

    /// The extensions larder reads when it walks a folder.
    static let readableExtensions: Set<String> = ["csv", "tsv", "tab", "txt", "json", "ndjson", "jsonl", "html", "htm"]
    /// What a skipped file's warning says larder reads.
    static let readsWhat = "larder reads .csv, .tsv, .tab, .txt, .json, .ndjson, .jsonl, .html and .htm files"

    let database: LarderDatabase
    let options: Options

    /// Creates a session on a database.
    public init(database: LarderDatabase, options: Options = Options()) {
        self.database = database
        self.options = options
    }

    /// Imports files and folders, then runs the steps after the files (``resolveCategoryNames(into:)``,
    /// ``validateBrewRecipes(into:)``, ``checkReferences(into:)``) and closes the run in the ledger:
    /// `larder import`'s whole job, for callers that need no steps of their own.
    public func importPaths(_ paths: [String], progress: (FileSummary) -> Void = { _ in }) throws -> ImportSummary {
        var summary = try importFiles(paths, progress: progress)
        try resolveCategoryNames(into: &summary)
        try validateBrewRecipes(into: &summary)
        try checkReferences(into: &summary)
        try finishRun(summary)
        return summary
    }

    /// The first step: opens a run in the ledger and imports each file in its own transaction; a failing
    /// file is reported and the others go on.
    public func importFiles(_ paths: [String], progress: (FileSummary) -> Void = { _ in }) throws -> ImportSummary {
        var kind = KindChoice.recognise
        if let name = options.encoding, !DecodedCopy.knows(name) { throw ImportError.unknownEncoding(name) }
        if let name = options.forcedKind {
            guard let choice = KindChoice(named: name) else { throw ImportError.unknownKind(name) }
            kind = choice
        }
        // Standard input is read before the run opens: a failure to read it leaves no run in the ledger.
        let input =
            try paths.contains(StandardInputCopy.path)
            ? StandardInputCopy(named: options.standardInputName) : nil
        defer { input?.remove() }
        let (files, skipped) = try Self.expand(paths, passingOver: database.writer.path, standardInput: input)
        let runID = try ImportLedger.beginRun(command: options.command, in: database.writer)
        // Interrupted before ``finishRun(_:)``, the run is recorded as such (CleanupOnExit.exitIfInterrupted):
        // the action keeps the database open until then.
        CleanupOnExit.setExitAction(Self.runKey(runID)) { [writer = database.writer] in
            try? ImportLedger.markInterrupted(runID, in: writer)
        }
        var summary = ImportSummary(runID: runID, files: [], failures: [], warnings: skipped)
        let importer = FileImporter(
            writer: database.writer, runID: runID, kind: kind, progress: options.progress,
            rereadUnchanged: options.rereadUnchanged, encoding: options.encoding, writesNewDatabase: database.isNew,
            readsFlatJSON: options.readsFlatJSON)
        for (url, path) in files {
            try CleanupOnExit.checkpoint()
            guard Self.isArchive(url) else {
                try Self.importFile(
                    url, path: path, sourceFile: url == input?.url ? input?.name : nil, with: importer,
                    into: &summary, progress: progress)
                continue
            }
            var extraction: ArchiveExtraction
            do {
                extraction = try ArchiveExtraction(of: url, path: path)
            } catch let interruption as Interruption {
                throw interruption
            } catch {
                summary.failures.append((error as? LocalizedError)?.errorDescription ?? "\(path): \(error)")
                continue
            }
            summary.warnings += extraction.warnings
            summary.failures += extraction.failures
            // One entry at a time: copied out, imported, deleted before the next is copied.
            try extraction.forEach(warning: { summary.warnings.append($0) }, failure: { summary.failures.append($0) }) {
                try CleanupOnExit.checkpoint()
                try Self.importFile(
                    $0.url, path: $0.path, sourceFile: $0.sourceFile, with: importer, into: &summary,
                    progress: progress)
            }
        }
        return summary
    }

    /// Imports one file into `summary`: its summary, or its failure, as the others go on; an
    /// ``Interruption`` stops the import.
    private static func importFile(
        _ url: URL, path: String, sourceFile: String? = nil, with importer: FileImporter,
        into summary: inout ImportSummary, progress: (FileSummary) -> Void
    ) throws {
        do {
            let file = try importer.importFile(at: url, path: path, sourceFile: sourceFile)
            summary.files.append(file)
            progress(file)
        } catch let interruption as Interruption {
            throw interruption
        } catch let error as ImportError {
            summary.failures.append(error.errorDescription ?? "\(error)")
        } catch let error as DatabaseError {
            summary.failures.append(
                StoreError.writeFailed(path: path, reason: LarderDatabase.describe(error)).errorDescription!)
        } catch {
            // Any other failure (a read error, a limit of the store) is this file's alone: the others go on.
            summary.failures.append("\(path): \((error as? LocalizedError)?.errorDescription ?? "\(error)")")
        }
    }

    /// The key of a run's exit action in ``CleanupOnExit``.
    private static func runKey(_ runID: Int64) -> String { "import run \(runID)" }

    /// Removes the temporary folders of ZIP archives (``ArchiveExtraction``) that killed larders left in
    /// `temporary` (``CleanupOnExit/sweepLeftovers(in:processID:markedAlsoBy:)``); returns them.
    public static func sweepLeftovers(in temporary: URL = FileManager.default.temporaryDirectory) -> [URL] {
        CleanupOnExit.sweepLeftovers(in: temporary) {
            CleanupOnExit.processID(inName: $0, prefix: ScratchFolder.prefix)
                ?? CleanupOnExit.processID(inName: $0, prefix: StandardInputCopy.prefix)
        }
    }

    /// Whether the file is a ZIP archive, whose entries are imported (``ArchiveExtraction``).
    static func isArchive(_ url: URL) -> Bool { url.pathExtension.lowercased() == "zip" }

    /// After every file: shopping category names become the ids of the categories of that name
    /// (``CategoryResolver``), whatever the order the files came in.
    public func resolveCategoryNames(into summary: inout ImportSummary) throws {
        summary.corrections += try CategoryResolver.resolveNames(in: database.writer)
    }

    /// After every file: brew recipes are validated with their steps (seed 002 §3.1).
    public func validateBrewRecipes(into summary: inout ImportSummary) throws {
        summary.warnings += try BrewRecipeValidation.run(in: database.writer)
    }

    /// After every file: every declared reference is checked, and dangling ones are counted in warnings.
    public func checkReferences(into summary: inout ImportSummary) throws {
        summary.warnings += try ReferenceCheck.warnings(in: database.writer)
    }

    /// Closes the run in the ledger: `done`, or `failed` when a file failed.
    public func finishRun(_ summary: ImportSummary) throws {
        CleanupOnExit.setExitAction(Self.runKey(summary.runID), nil)
        try ImportLedger.finishRun(
            summary.runID, files: summary.files.count + summary.failures.count, failed: !summary.failures.isEmpty,
            in: database.writer)
    }

    /// The files under the given paths, sorted, with the path to show for each, and warnings for
    /// files skipped in folders. The database being imported into (`database`, with its `-wal`, `-shm`
    /// and `-journal` files) is passed over quietly when a folder holds it: it is larder's own, no export.
    /// `-` is standard input's copy, by its name.
    static func expand(
        _ paths: [String], passingOver database: String? = nil, standardInput: StandardInputCopy? = nil
    ) throws -> (files: [(URL, String)], skipped: [String]) {
        let own = database.map { path in
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            return Set(["", "-wal", "-shm", "-journal"].map { resolved + $0 })
        }
        var files: [(URL, String)] = []
        var skipped: [String] = []
        for path in paths {
            if path == StandardInputCopy.path, let standardInput {
                files.append((standardInput.url, standardInput.name))
                continue
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ImportError.notFound(path: path)
            }
            guard isDirectory.boolValue else {
                files.append((URL(fileURLWithPath: path), path))
                continue
            }
            let base = URL(fileURLWithPath: path, isDirectory: true)
            let enumerator = FileManager.default.enumerator(
                at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            var found: [(URL, String)] = []
            while let url = enumerator?.nextObject() as? URL {
                let relative = String(url.standardizedFileURL.path.dropFirst(base.standardizedFileURL.path.count))
                let shown = (path.hasSuffix("/") ? String(path.dropLast()) : path) + relative
                if let own, own.contains(url.resolvingSymlinksInPath().path) { continue }
                switch FolderEntry(at: url) {
                case .folder: continue
                case .skipped(let reason):
                    skipped.append("\(shown) was skipped: \(reason).")
                    continue
                case .file: break
                }
                if url.pathExtension.lowercased() == "txt", !Self.firstLineHasADelimiter(url) {
                    skipped.append(
                        "\(shown) was skipped: its first line has no tab, comma or semicolon, so it reads as notes, not"
                            + " a table; give its path to import it anyway.")
                } else if readableExtensions.contains(url.pathExtension.lowercased()) || isArchive(url) {
                    found.append((url, shown))
                } else if url.pathExtension.lowercased() == "md" {
                    // A folder's notes and credits (data/reference/README.md) are no export: passed over quietly.
                    continue
                } else {
                    skipped.append(
                        "\(shown) was skipped: \(readsWhat), and those inside .zip archives.")
                }
            }
            files += found.sorted { $0.1 < $1.1 }
        }
        return (files, skipped.sorted())
    }

    /// Whether the first line of a `.txt` file (its first 64 KiB) holds a tab, a comma or a semicolon, as
    /// the header of a table saved as text (Excel's "Text (Tab delimited)") does; a folder's `README.txt`
    /// or notes do not, and are not read as tables of one column unless given by path.
    static func firstLineHasADelimiter(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return true }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64 << 10)) ?? Data()
        let line = head.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        return line.contains { $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") }
    }
}
