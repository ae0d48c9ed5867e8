/// The lines of a file that its latest import stored a row from, by their ``LineDigest``, with the
/// `id_hash` of each line's row: what a re-import of a changed file skips (docs/IMPORT.md, "A changed
/// file").
///
/// An open-addressing table of digests (their low bits are the slot), sized for three quarters full at
/// most, so finding a line is one or two reads of memory. The re-import marks each line it finds; the
/// lines found are the ones the new file still has, and go into the set it records in turn.
package final class KnownLines: @unchecked Sendable {
    /// The ledger entry of the import that recorded the set.
    package let entryID: Int64
    /// The table the lines' rows are in.
    package let table: String
    /// What the lines were read under (``LineDigestRecorder``); a file read under another context reads
    /// every line.
    package let context: String
    /// The order of the file's slash dates, when reading it settled one.
    package let slashOrder: String?
    /// Whether the lines' rows are known to have distinct ids.
    package let distinctIDs: Bool
    private var digests: [UInt64]
    private var idHashes: [Int64]
    private var seen: [UInt64]
    private let mask: Int
    /// How many distinct lines the set holds.
    package private(set) var count = 0
    /// How many lines a re-import found.
    package private(set) var seenCount = 0
    /// The ids more than one line of the set gives (``findRepeatedIDs()``): their lines are never skipped.
    private var repeatedIDs: Set<Int64> = []

    /// An empty set with room for `capacity` lines.
    package init(
        entryID: Int64, table: String, context: String, slashOrder: String?, distinctIDs: Bool = false, capacity: Int
    ) {
        self.entryID = entryID
        self.table = table
        self.context = context
        self.slashOrder = slashOrder
        self.distinctIDs = distinctIDs
        var slots = 16
        while slots < capacity + capacity / 3 + 1 { slots <<= 1 }
        digests = Array(repeating: 0, count: slots)
        idHashes = Array(repeating: 0, count: slots)
        seen = Array(repeating: 0, count: slots / 64 + 1)
        mask = slots - 1
    }

    /// Adds a line whose row has `idHash`; a line already held keeps its first row's hash (the same
    /// bytes read under the same context make the same row), and its id counts as one several lines give.
    package func insert(_ digest: UInt64, idHash: Int64) {
        var slot = Int(truncatingIfNeeded: digest) & mask
        while digests[slot] != 0 {
            if digests[slot] == digest {
                // The same line twice: its id is one several lines give (``markSeen(_:)``).
                repeatedIDs.insert(idHashes[slot])
                return
            }
            slot = (slot + 1) & mask
        }
        precondition(count < mask, "KnownLines is full: its capacity was given too small")
        digests[slot] = digest
        idHashes[slot] = idHash
        count += 1
    }

    /// Finds the ids more than one line of the set gives, once every line is in (a set whose ids are not
    /// known to be distinct); ``markSeen(_:)`` then leaves their lines to be read.
    package func findRepeatedIDs() {
        var ids: [Int64] = []
        ids.reserveCapacity(count)
        for slot in digests.indices where digests[slot] != 0 { ids.append(idHashes[slot]) }
        ids.sort()
        for (earlier, later) in zip(ids, ids.dropFirst()) where earlier == later { repeatedIDs.insert(later) }
    }

    /// Whether the set holds the line, marking it found; false for a line of an id several lines give.
    package func markSeen(_ digest: UInt64) -> Bool {
        var slot = Int(truncatingIfNeeded: digest) & mask
        while true {
            let held = digests[slot]
            if held == digest {
                // A line of an id several lines give is read, as every line of that id then is: the last of
                // them must win, and which is last is known only by reading them in the new file's order.
                if !repeatedIDs.isEmpty, repeatedIDs.contains(idHashes[slot]) { return false }
                let bit: UInt64 = 1 << UInt64(slot & 63)
                if seen[slot >> 6] & bit == 0 {
                    seen[slot >> 6] |= bit
                    seenCount += 1
                }
                return true
            }
            if held == 0 { return false }
            slot = (slot + 1) & mask
        }
    }

    /// Calls `body` with the digest and row hash of each line found, in slot order.
    package func forEachSeen(_ body: (UInt64, Int64) throws -> Void) rethrows {
        for (word, bits) in seen.enumerated() where bits != 0 {
            var bits = bits
            while bits != 0 {
                let slot = word << 6 | bits.trailingZeroBitCount
                try body(digests[slot], idHashes[slot])
                bits &= bits - 1
            }
        }
    }
}
