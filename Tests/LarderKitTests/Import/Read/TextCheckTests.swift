import LarderTestSupport
import Testing

@testable import LarderImport

@Suite struct TextCheckTests {
    @Test func namesTheFirstNULOrByteThatIsNotUTF8() {
        let cases: [([UInt8], (Int, UInt8)?)] = [
            (Array("plain ascii, longer than one word\n".utf8), nil),
            (Array("crème brûlée, 3 €\n".utf8), nil),
            (Array("0123456789abcdef\0".utf8), (16, 0)),
            (Array("01234567".utf8) + [0xE8] + Array("me".utf8), (8, 0xE8)),
            (Array("é".utf8) + [0] + Array("01234567".utf8), (2, 0)),
            (Array("abc".utf8) + [0xE2, 0x82], (3, 0xE2)),
            ([], nil),
        ]
        for (bytes, expected) in cases {
            let found = bytes.withUnsafeBytes(TextCheck.firstNonText)
            #expect(found?.offset == expected?.0 && found?.byte == expected?.1, "\(bytes)")
        }
    }

    /// The word-at-a-time ASCII scan in front of the scalar parser finds what the parser alone finds, for
    /// NUL, high bytes and multi-byte characters at every position within and across eight-byte words.
    @Test func theASCIIScanAgreesWithTheScalarParser() {
        var generator = SeededGenerator(seed: 14)
        let pieces: [[UInt8]] = [
            [0x61], [0x20], [0x7F], [0x01], [0x00], [0x80], [0xFF], [0xC3, 0xA9], [0xE2, 0x82, 0xAC],
            [0xF0, 0x9F, 0x8D, 0x8E], [0xC3], [0xED, 0xA0, 0x80],
        ]
        for _ in 0..<5_000 {
            var bytes: [UInt8] = Array(repeating: 0x61, count: Int.random(in: 0...24, using: &generator))
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                let piece = pieces.randomElement(using: &generator)!
                bytes.insert(contentsOf: piece, at: Int.random(in: 0...bytes.count, using: &generator))
            }
            let fast = bytes.withUnsafeBytes(TextCheck.firstNonText)
            let scalar = bytes.withUnsafeBytes(TextCheck.firstNonTextScalar)
            #expect(fast?.offset == scalar?.offset && fast?.byte == scalar?.byte, "\(bytes)")
        }
    }
}
