import Foundation
import GRDB
import LarderStore

extension FileImporter {
    /// What ``skipIfUnchanged(_:entry:snapshot:)`` did.
    enum UnchangedOutcome {
        /// The file was unchanged and is recorded as such; nothing of it was read.
        case skipped(FileSummary)
        /// The file must be read; its SHA-256 when the check took it, and whether its bytes are those of its
        /// latest import, read again because larder's schema or rules changed since.
        case read(sha256: String?, underNewRules: Bool)
    }

    /// Skips the file when ``UnchangedFileCheck`` finds it unchanged since its latest import: records an
    /// entry naming that import in the ledger, keeps the file's rejected rows (they are still its
    /// problems) and returns a summary with that import's counts. The check and the entry are one
    /// transaction, so another process importing the file meanwhile cannot slip between them.
    func skipIfUnchanged(_ url: URL, entry: ImportLedger.FileEntry, snapshot: FileSnapshot) throws -> UnchangedOutcome {
        try writer.write { db in
            let decision = try UnchangedFileCheck.decide(
                latest: try ImportLedger.latestImport(ofFile: entry.sourceFile, in: db), path: entry.path,
                readAs: entry.readAs, schema: ImportLedger.schema, size: entry.size
            ) { try FileDigest.sha256(of: url) }
            guard case .unchanged(let recorded) = decision else {
                if case .readUnderNewRules = decision { return .read(sha256: decision.sha256, underNewRules: true) }
                return .read(sha256: decision.sha256, underNewRules: false)
            }
            // The digest is of the bytes the snapshot saw only if the file did not change while it was taken.
            try snapshot.verifyUnchanged(url, path: entry.path)
            try ImportLedger.recordUnchanged(entry, since: recorded, in: db)
            let rejected = try ImportLedger.rejections(
                ofEntry: recorded.entryID, shownAs: entry.path, limit: 20, in: db)
            return .skipped(
                FileSummary(
                    path: entry.path, format: recorded.format, sections: [], counts: RowCounts(),
                    rejectedSample: rejected, warnings: [], unchangedSince: recorded.earlier))
        }
    }
}
