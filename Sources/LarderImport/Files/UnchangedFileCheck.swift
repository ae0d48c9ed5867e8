import LarderStore

/// Decides whether a file can be left unread because the database already holds what reading it would
/// store: the ledger's latest import of the same file (``SourcePath``) completed, was given the same
/// path, read it the same way (`--as`) into a database of the same schema under the same rules (the
/// latest migration and ``ImportLedger/rulesRevision``), and read bytes of the same size and SHA-256.
/// Anything else — no entry (a first import, or one that failed or was killed: those leave none), another
/// path, another `--as`, a larder with tables, columns or rules the earlier one lacked, another size or
/// digest — reads the file. The modification time plays no part: a file touched but holding the same
/// bytes is unchanged.
///
/// The path counts because the name a file is reached by is part of how it is read: its file name hints
/// at its kind and its folder scopes its short ids (docs/IMPORT.md, "Identity across sources").
enum UnchangedFileCheck {
    /// What to do with the file.
    enum Decision: Equatable {
        /// The file is unchanged since this import, whose rows and rejections still stand: skip it.
        case unchanged(since: ImportLedger.RecordedFile)
        /// Read the file; `sha256` is its digest when the check had to take it, so it is not taken twice.
        case read(sha256: String?)
        /// Read the file although its bytes are those of its latest import: that import was under another
        /// schema or other rules (``ImportLedger/schema``), which may store it differently.
        case readUnderNewRules(sha256: String)

        /// The digest the check took, if it took one and the file must be read.
        var sha256: String? {
            switch self {
            case .read(let sha256): return sha256
            case .readUnderNewRules(let sha256): return sha256
            case .unchanged: return nil
            }
        }
    }

    /// The decision for a file given as `path`, read as `readAs` under `schema`, of `size` bytes, whose
    /// latest import is `latest`; `sha256` is called only when the path, the reading and the size match,
    /// as it reads the whole file. The digest is taken under another schema too, to say why a file of
    /// the same bytes is read (it is the file's digest for the ledger either way).
    static func decide(
        latest: ImportLedger.RecordedFile?, path: String, readAs: String, schema: String, size: Int64,
        sha256: () throws -> String
    ) rethrows -> Decision {
        guard let latest, latest.path == path, latest.readAs == readAs, latest.size == size else {
            return .read(sha256: nil)
        }
        let digest = try sha256()
        guard digest == latest.sha256 else { return .read(sha256: digest) }
        return latest.schema == schema ? .unchanged(since: latest) : .readUnderNewRules(sha256: digest)
    }
}
