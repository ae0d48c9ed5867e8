/// A 64-bit digest of one line of a file, with which a re-import tells the lines it read before from the
/// lines it has not (``KnownLines``, docs/IMPORT.md, "A changed file").
///
/// The line's bytes are read eight at a time and mixed by 128-bit multiplication (the folded product of
/// wyhash), seeded from what the line was read under (``KnownLines/Context``), so one line read under
/// another header or another larder schema has another digest. Two different lines share a digest with
/// a chance of about one in 2^64 for each pair: a line that changed is missed, and its row kept as it
/// was, with a chance of about one in 18 quintillion per stored line. It is no cryptographic hash: the
/// file's author chooses the file's values anyway. 0 is never returned (``KnownLines`` marks empty slots
/// with it).
package enum LineDigest {
    /// The digest of `bytes` under `seed`.
    package static func of(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        var state = seed ^ 0xA076_1D64_78BD_642F ^ (UInt64(bytes.count) &* 0xE703_7ED1_A0B4_28DB)
        var offset = 0
        let count = bytes.count
        while offset + 16 <= count {
            let first = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            let second = bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)
            state = mix(first ^ 0xE703_7ED1_A0B4_28DB, second ^ state)
            offset += 16
        }
        var tail: (UInt64, UInt64) = (0, 0)
        withUnsafeMutableBytes(of: &tail) { tail in
            tail.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[offset..<count]))
        }
        state = mix(tail.0 ^ 0x8EBC_6AF0_9C88_C6E3, tail.1 ^ state)
        let digest = mix(state ^ 0x5899_65CC_7537_4CC3, UInt64(count) ^ 0x1D8E_4E27_C47D_124F)
        return digest == 0 ? 1 : digest
    }

    /// The seed of the lines read under `context`.
    package static func seed(of context: String) -> UInt64 {
        var context = context
        return context.withUTF8 { of(UnsafeRawBufferPointer($0), seed: 0x2D35_8DCC_AA6C_78A5) }
    }

    /// The high and low halves of the full product, folded.
    @inline(__always)
    private static func mix(_ left: UInt64, _ right: UInt64) -> UInt64 {
        let product = left.multipliedFullWidth(by: right)
        return product.high ^ product.low
    }
}
