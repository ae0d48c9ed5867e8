import Foundation
import GRDB

/// Records, inside a file's import, the digest of each line a row was stored from, with the row's
/// `id_hash`: the set the next import of the file skips the unchanged lines by (``KnownLines``).
///
/// The pairs are written 65,536 at a time (1 MiB blobs of little-endian digest and hash) into
/// `import_line_digests`, so memory stays flat however long the file; the set's row in
/// `import_line_sets` says what the lines were read under. Recording a set removes the file's older
/// sets, which describe rows it has since written over.
package final class LineDigestRecorder {
    /// Why the lines a re-import skipped cannot stand: it reads the file again, every line.
    package struct Unusable: Error, Equatable {
        /// What was found, for `-v` and tests.
        package var reason: String
    }

    private let db: Database
    private let entryID: Int64
    private let table: String
    private var buffer: [UInt8] = []
    private var lines = 0
    /// The `id_hash` of each row stored while lines were skipped, from a recorded line or not, to find two
    /// lines with one id.
    private var storedIDs: Set<Int64>?
    private var repeatsID = false
    /// Whether the ids of the rows are known to be distinct: rows appended to a table whose unique
    /// index was then built (``BulkIndexes``), or checked at the end of a skipping import.
    private var distinctIDs: Bool

    /// The number of pairs in one blob.
    static let chunkLines = 65_536

    /// Starts the set of the import `entryID` (``ImportLedger/beginFile(_:in:)``) of rows of `table`
    /// read under `context`; `skipping` when the import skips the lines of an earlier set, `appending`
    /// when its rows are appended and the table's unique indexes built after them, which fails on two
    /// rows with one id.
    package init(db: Database, entryID: Int64, table: String, context: String, skipping: Bool, appending: Bool)
        throws
    {
        self.db = db
        self.entryID = entryID
        self.table = table
        storedIDs = skipping ? [] : nil
        distinctIDs = appending || skipping
        buffer.reserveCapacity(Self.chunkLines * 16)
        try db.execute(
            sql: "INSERT INTO import_line_sets (import_file_id, table_name, context) VALUES (?, ?, ?)",
            arguments: [entryID, table, context])
    }

    /// Says that two of the rows appended share an id after all (``AppendedRows`` folded them into one):
    /// the set does not say its ids are distinct.
    package func idsRepeat() {
        distinctIDs = false
    }

    /// Whether ``add(_:idHash:)`` needs the rows stored from no recorded line too: while lines are
    /// skipped, any row may share its id with a skipped line's.
    package var needsEveryRow: Bool { storedIDs != nil }

    /// Adds a row stored with `idHash`, from the line with `digest` when its line is recorded (nil for a
    /// record over several lines, or a row held back for the file's slash dates).
    package func add(_ digest: UInt64?, idHash: Int64) throws {
        if storedIDs != nil, storedIDs!.insert(idHash).inserted == false { repeatsID = true }
        guard let digest else { return }
        append(digest, idHash)
        if buffer.count >= Self.chunkLines * 16 { try flush() }
    }

    /// Ends the set: adds the lines of `known` the import found and skipped, and the order of the file's
    /// slash dates. Throws ``Unusable`` when skipping cannot have stored what reading every line would:
    /// the slash dates settled another order, or a line read gives the id of a line skipped (the later
    /// one's row must win, and a skipped line cannot say which came later). The lines of an id several
    /// lines of the set give are never skipped (``KnownLines/markSeen(_:)``).
    package func finish(skipped known: KnownLines?, slashOrder: String?) throws {
        if let known {
            if known.slashOrder != slashOrder {
                throw Unusable(reason: "the file's slash dates now read \(slashOrder ?? "unsettled")")
            }
            // A skipped line's id is no id a line read now gives: the lines of an id several lines of the
            // set give were all read (``KnownLines/markSeen(_:)``), and any other id must not meet one read.
            let stored = storedIDs ?? []
            var meetsStored = false
            try known.forEachSeen { digest, idHash in
                if !stored.isEmpty, stored.contains(idHash) { meetsStored = true }
                append(digest, idHash)
                if buffer.count >= Self.chunkLines * 16 { try flush() }
            }
            if meetsStored { throw Unusable(reason: "a line read gives the id of a line skipped") }
        }
        // Rows read now that share an id were stored in the file's order, the last winning; the set says
        // its ids repeat.
        if repeatsID { distinctIDs = false }
        try flush()
        try db.execute(
            sql: "UPDATE import_line_sets SET slash_order = ?, lines = ?, distinct_ids = ? WHERE import_file_id = ?",
            arguments: [slashOrder, lines, distinctIDs ? 1 : nil, entryID])
        // The file's older sets, by the entries of its source file other than this one.
        let older = """
            SELECT id FROM import_files
            WHERE source_file = (SELECT source_file FROM import_files WHERE id = ?1) AND id <> ?1
            """
        try db.execute(sql: "DELETE FROM import_line_digests WHERE import_file_id IN (\(older))", arguments: [entryID])
        try db.execute(sql: "DELETE FROM import_line_sets WHERE import_file_id IN (\(older))", arguments: [entryID])
    }

    private func append(_ digest: UInt64, _ idHash: Int64) {
        withUnsafeBytes(of: digest.littleEndian) { buffer.append(contentsOf: $0) }
        withUnsafeBytes(of: idHash.littleEndian) { buffer.append(contentsOf: $0) }
        lines += 1
    }

    private func flush() throws {
        guard !buffer.isEmpty else { return }
        try db.execute(
            sql: "INSERT INTO import_line_digests (import_file_id, digests) VALUES (?, ?)",
            arguments: [entryID, Data(buffer)])
        buffer.removeAll(keepingCapacity: true)
    }
}

extension KnownLines {
    /// The set the latest import of `sourceFile` recorded, when its rows are still as that import left
    /// them: no later import inserted or updated a row of its table. Nil when there is none.
    package static func latest(ofFile sourceFile: String, in db: Database) throws -> KnownLines? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT s.import_file_id, s.table_name, s.context, s.slash_order, s.distinct_ids,
                        (SELECT coalesce(sum(length(digests)), 0) / 16 FROM import_line_digests
                            WHERE import_file_id = s.import_file_id) AS pairs
                    FROM import_line_sets s JOIN import_files f ON f.id = s.import_file_id
                    WHERE f.source_file = ? ORDER BY s.import_file_id DESC LIMIT 1
                    """,
                arguments: [sourceFile])
        else { return nil }
        let entryID: Int64 = row["import_file_id"]
        let table: String = row["table_name"]
        let writtenSince = try Bool.fetchOne(
            db,
            sql: """
                SELECT EXISTS (SELECT 1 FROM import_files WHERE id > ? AND rows_inserted + rows_updated > 0
                    AND instr(',' || kind || ',', ',' || ? || ',') > 0)
                """,
            arguments: [entryID, table])!
        guard !writtenSince else { return nil }
        // Sized by the blobs themselves, not by `lines`: a set edited by hand cannot overflow the table.
        let known = KnownLines(
            entryID: entryID, table: table, context: row["context"], slashOrder: row["slash_order"],
            distinctIDs: (row["distinct_ids"] as Int64?) == 1, capacity: row["pairs"])
        let chunks = try Row.fetchCursor(
            db, sql: "SELECT digests FROM import_line_digests WHERE import_file_id = ? ORDER BY id",
            arguments: [entryID])
        while let chunk = try chunks.next() {
            try chunk.withUnsafeData(atIndex: 0) { data in
                data?.withUnsafeBytes { bytes in
                    var offset = 0
                    while offset + 16 <= bytes.count {
                        let digest = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                        let idHash = Int64(
                            littleEndian: bytes.loadUnaligned(fromByteOffset: offset + 8, as: Int64.self))
                        known.insert(digest, idHash: idHash)
                        offset += 16
                    }
                }
            }
        }
        if !known.distinctIDs { known.findRepeatedIDs() }
        return known
    }
}
