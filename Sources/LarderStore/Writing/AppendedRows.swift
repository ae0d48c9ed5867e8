import GRDB
internal import GRDBSQLite

/// The rows appended to one table in a file's import (``BulkIndexes``), and what becomes of two of them
/// that share a key: the later one's values end in the earlier one's row, as when each row is looked up
/// as it goes in, and the file is still read once.
///
/// Each row's `id_hash` goes into a Bloom filter (three bits of a bitmap sized by the file, at most
/// 4 MiB); a row whose bits were all set already *may* repeat an earlier key and its hash is kept as a
/// candidate. A file without candidates has no repeat. Otherwise ``resolveRepeats(_:)`` finds the rows of
/// the candidates' hashes with one scan of the table (in rowid order, the file's order), and for each
/// hash held by more than one row keeps the first row, holding the last one's values, and deletes the
/// others: the outcome the row-by-row path reaches by updating the first row with each later one.
///
/// The row-by-row path writes only the columns a row gives, so this holds only when every appended row
/// gave the same columns and came from one section; otherwise, or when two rows share a hash but not an
/// id or a scope, ``resolveRepeats(_:)`` throws ``BulkIndexes/DuplicateKeys`` and the file is read again
/// row by row, as before.
package final class AppendedRows {
    /// What resolving a table's repeated keys did.
    package struct Resolution: Equatable {
        /// The rows that repeated the key of an earlier row of the file, each folded into that row.
        package var repeats = 0
        /// Of those, the rows whose values differed from the row they repeated.
        package var updated = 0
        /// Of those, the rows whose values were the same.
        package var unchanged = 0
    }

    /// The table the rows went into.
    package let table: TableSpec
    private var bits: [UInt64]
    private let bitMask: UInt64
    private var candidates: Set<Int64> = []
    private var mask: UInt64?
    private var mixedMasks = false
    /// How many sections of the file appended rows to the table.
    package var sections = 0

    /// Starts the record of rows appended to `table` from a file of `fileSize` bytes: the filter has about
    /// two bits per byte of the file (a row of 30 bytes or more gets 60 bits), at least 4,096 and at most
    /// 2^25 (4 MiB).
    package init(table: TableSpec, fileSize: Int64) {
        self.table = table
        var count: UInt64 = 4096
        while count < UInt64(max(fileSize, 0)) * 2, count < 1 << 25 { count <<= 1 }
        bits = Array(repeating: 0, count: Int(count / 64))
        bitMask = count - 1
    }

    /// Notes a row appended with `idHash`, giving the columns in `mask`.
    package func add(_ idHash: Int64, mask: UInt64) {
        if let known = self.mask {
            if known != mask { mixedMasks = true }
        } else {
            self.mask = mask
        }
        // Three positions from one 64-bit mix of the hash (the hash itself is FNV-1a, whose low bits are weak).
        var mixed = UInt64(bitPattern: idHash) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= mixed >> 29
        var seen = true
        for _ in 0..<3 {
            let position = mixed & bitMask
            let word = Int(position >> 6)
            let bit: UInt64 = 1 << (position & 63)
            if bits[word] & bit == 0 {
                seen = false
                bits[word] |= bit
            }
            mixed = (mixed >> 21) | (mixed << 43)
        }
        if seen { candidates.insert(idHash) }
    }

    /// Folds every row that repeats the key of an earlier row of the file into that row, before the
    /// table's unique indexes are built; throws ``BulkIndexes/DuplicateKeys`` when that cannot give what
    /// the row-by-row path gives (see the type's documentation).
    package func resolveRepeats(_ db: Database) throws -> Resolution {
        guard !candidates.isEmpty else { return Resolution() }
        let groups = try rowsOfCandidates(db)
        guard !groups.isEmpty else { return Resolution() }
        guard sections <= 1, !mixedMasks, let mask else {
            throw BulkIndexes.DuplicateKeys(table: table.name, index: "id_hash")
        }
        let quoted = SchemaSQL.quoted(table.name)
        let given = table.columns.indices.filter { $0 > 0 && mask & (1 << UInt64($0)) != 0 }
            .map { SchemaSQL.quoted(table.columns[$0].name) }
        let differs = given.isEmpty ? "0" : given.map { "a.\($0) IS NOT b.\($0)" }.joined(separator: " OR ")
        let compare = try db.makeStatement(
            sql: """
                SELECT a.id IS b.id AND a.id_scope IS b.id_scope, \(differs)
                FROM \(quoted) a, \(quoted) b WHERE a.rowid = ?1 AND b.rowid = ?2
                """)
        let names = given.joined(separator: ", ")
        let copy =
            given.isEmpty
            ? nil
            : try db.makeStatement(
                sql:
                    "UPDATE \(quoted) SET (\(names)) = (SELECT \(names) FROM \(quoted) WHERE rowid = ?2) WHERE rowid = ?1"
            )
        let delete = try db.makeStatement(sql: "DELETE FROM \(quoted) WHERE rowid = ?")
        var resolution = Resolution()
        for rows in groups {
            var changed = false
            for (earlier, later) in zip(rows, rows.dropFirst()) {
                let (sameKey, differ) = try Self.compare(compare, earlier, later, db)
                guard sameKey else { throw BulkIndexes.DuplicateKeys(table: table.name, index: "id_hash") }
                resolution.repeats += 1
                if differ {
                    resolution.updated += 1
                    changed = true
                } else {
                    resolution.unchanged += 1
                }
            }
            if changed, let copy { try copy.execute(arguments: [rows[0], rows[rows.count - 1]]) }
            for row in rows.dropFirst() { try delete.execute(arguments: [row]) }
        }
        return resolution
    }

    /// The rowids of the rows whose hash is a candidate, by hash, in rowid order, for the hashes more
    /// than one row holds; in the order of their first rows.
    private func rowsOfCandidates(_ db: Database) throws -> [[Int64]] {
        let statement = try db.makeStatement(sql: "SELECT rowid, id_hash FROM \(SchemaSQL.quoted(table.name))")
        let handle = statement.sqliteStatement
        defer { sqlite3_reset(handle) }
        var rows: [Int64: [Int64]] = [:]
        while true {
            let code = sqlite3_step(handle)
            guard code == SQLITE_ROW else {
                guard code == SQLITE_DONE else {
                    throw DatabaseError(
                        resultCode: ResultCode(rawValue: code),
                        message: String(cString: sqlite3_errmsg(db.sqliteConnection)), sql: statement.sql)
                }
                break
            }
            guard sqlite3_column_type(handle, 1) == SQLITE_INTEGER else { continue }
            let hash = sqlite3_column_int64(handle, 1)
            if candidates.contains(hash) { rows[hash, default: []].append(sqlite3_column_int64(handle, 0)) }
        }
        return rows.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }
    }

    /// Whether the rows `earlier` and `later` have one id and one scope, and whether any given column differs.
    private static func compare(_ statement: Statement, _ earlier: Int64, _ later: Int64, _ db: Database) throws -> (
        sameKey: Bool, differs: Bool
    ) {
        let row = try Row.fetchOne(statement, arguments: [earlier, later])
        return ((row?[0] as Int64?) == 1, (row?[1] as Int64?) == 1)
    }
}
