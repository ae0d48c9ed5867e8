import Testing

@testable import LarderStore

@Suite struct ColumnSpecTests {
    @Test(arguments: [
        ("expiration_date", "expirationdate"), ("expirationDate", "expirationdate"),
        ("Expiration Date", "expirationdate"), ("Dose (g)", "doseg"), ("  ID  ", "id"), ("", ""),
        ("Größe (g)", "größeg"), ("ÉPICE", "épice"), ("prix_€", "prix"), ("名前", "名前"),
    ])
    func normaliseKeepsLowercaseLettersAndDigits(_ header: String, _ expected: String) {
        #expect(ColumnSpec.normalise(header) == expected)
    }

    /// The ASCII fast path agrees with the Unicode rule (alphabetic or 0–9, lowercased) on every ASCII
    /// character, alone and inside a name that also holds a non-ASCII letter (which takes the slow path).
    @Test func theASCIIPathAgreesWithTheUnicodeRuleOnEveryASCIICharacter() {
        for value in UInt8(0)..<128 {
            let scalar = Unicode.Scalar(value)
            let kept = scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            let expected = kept ? scalar.properties.lowercaseMapping : ""
            #expect(ColumnSpec.normalise("a\(scalar)b") == "a\(expected)b", "\(value)")
            #expect(ColumnSpec.normalise("é\(scalar)b") == "é\(expected)b", "\(value)")
        }
    }
}
