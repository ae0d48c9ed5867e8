/// The 64-bit key larder finds a canonical row by on import: `id_hash`, a hash of the row's text `id`.
///
/// SQLite inserts a 64-bit integer into a `UNIQUE` index several times cheaper than a 33-byte text key
/// into the primary key's index (docs/BENCHMARKS.md, "The key design"), so the writer upserts by the
/// hash and checks that the stored row's `id` is the row's own: two ids with the same hash (a
/// collision: at a million rows, about 3 chances in 100 million that any two ids have one) are two rows, and the later one is stored with a NULL
/// `id_hash` and found by its `id` (see ``RowWriter``).
///
/// The value is FNV-1a (64 bits, offset basis `cbf29ce484222325`, prime `100000001b3`) of the id's
/// UTF-8 bytes, as a signed integer. Migration v9 computed it for every stored row: changing it needs a
/// migration that computes it again.
package struct IDHash: Sendable {
    /// How many low bits of the hash are kept: 64, or fewer in tests, which force collisions with a hash
    /// of a few bits.
    package let bits: Int

    /// The hash larder stores.
    package static let standard = IDHash(bits: 64)

    /// A hash of `bits` bits (1…64).
    package init(bits: Int) {
        precondition((1...64).contains(bits), "an id hash has 1 to 64 bits")
        self.bits = bits
    }

    /// The hash of the `count` UTF-8 bytes at `bytes`.
    package func of(_ bytes: UnsafeRawPointer?, count: Int) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        if let bytes {
            for offset in 0..<count {
                hash = (hash ^ UInt64(bytes.load(fromByteOffset: offset, as: UInt8.self))) &* 0x100_0000_01b3
            }
        }
        return Int64(bitPattern: bits == 64 ? hash : hash & (1 << UInt64(bits) - 1))
    }

    /// The hash of a text's UTF-8 bytes.
    package func of(_ text: String) -> Int64 {
        var text = text
        return text.withUTF8 { of($0.baseAddress, count: $0.count) }
    }
}
