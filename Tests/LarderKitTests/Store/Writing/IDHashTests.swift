import Testing

@testable import LarderStore

/// ``IDHash`` is FNV-1a of the id's bytes, narrowed to its bits.
@Suite struct IDHashTests {
    @Test func theStandardHashIsFNV1aOfTheIdsBytes() {
        // FNV-1a 64 of "a" is af63dc4c8601ec8c (the published test vector), as a signed integer.
        #expect(IDHash.standard.of("a") == Int64(bitPattern: 0xaf63_dc4c_8601_ec8c))
        #expect(IDHash.standard.of("") == Int64(bitPattern: 0xcbf2_9ce4_8422_2325))
        #expect(IDHash(bits: 4).of("a") == 0xc)
    }
}
