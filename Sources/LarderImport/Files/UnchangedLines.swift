import LarderStore

/// What a CSV file's import knows of the lines its latest import stored rows from, shared by the
/// reading thread (which digests each line and skips the ones found) and the writing thread (which
/// records the digests of the lines it stores): docs/IMPORT.md, "A changed file".
///
/// A line is skipped only when the set was recorded under the same context — table, `--as`, id scope,
/// delimiter, header and schema — so its bytes make the row they made then, and only when no later
/// import wrote into the table (``KnownLines/latest(ofFile:in:)``). The writing thread checks the rest
/// at the end (``LineDigestRecorder/finish(skipped:slashOrder:)``); when skipping cannot stand, the file
/// is read again, every line.
final class UnchangedLines: @unchecked Sendable {
    /// The set of the latest import, when lines may be skipped by it.
    let known: KnownLines?
    /// The delimiter the reader settled on, set before the header is declared.
    var delimiter: UInt8 = 0x2C
    /// What the file's lines are read under, once its section is declared; nil when its rows are not
    /// recorded (a table whose rules read stored rows, or rows kept as text).
    private(set) var context: String?
    /// Whether lines found in ``known`` are skipped.
    private(set) var skips = false
    private var seed: UInt64 = 0
    /// How many lines were skipped.
    private(set) var skipped = 0

    /// Lines of `known` may be skipped; nil reads and records every line.
    init(known: KnownLines?) { self.known = known }

    /// Settles the context of a section of `table` with `headers`, read as `kind` with ids scoped to
    /// `scope`; returns it, or nil when the section's rows are not recorded.
    /// A bank statement's lines are never skipped: a row's amount and key depend on the file's other rows
    /// (its decimal mark, how its bare amounts are signed, how many equal rows come before it).
    func declare(table: TableSpec, headers: [String], kind: KindChoice, scope: String) -> String? {
        guard context == nil, !StoredRowRules.readsStoredRows(of: table), table !== Catalog.transactions else {
            return nil
        }
        let columns = table.columns.map { "\($0.name) \($0.type) \($0.aliases.joined(separator: "/"))" }
        let parts =
            ["csv lines 1", table.name, kind.ledgerName, scope, String(delimiter), ImportLedger.schema]
            + [columns.joined(separator: ";")] + headers
        let context = parts.joined(separator: "\u{1F}")
        self.context = context
        seed = LineDigest.seed(of: context)
        skips = known?.table == table.name && known?.context == context
        return context
    }

    /// Whether lines are digested: once a recorded section is declared.
    var digests: Bool { context != nil }

    /// The digest of a line under the file's context.
    func digest(of line: UnsafeRawBufferPointer) -> UInt64 { LineDigest.of(line, seed: seed) }

    /// Whether the line is one the latest import stored a row from: it is then skipped, and counted.
    func skip(_ digest: UInt64) -> Bool {
        guard skips, known!.markSeen(digest) else { return false }
        skipped += 1
        return true
    }
}
