import GRDB
import LarderTestSupport
import Testing

@testable import LarderImport
@testable import LarderValues

@Suite struct ValueConverterTests {
    /// A random RFC 8259 number: a sign, an integer part, a fraction, an exponent from -999 to 999
    /// (most of them near the ends of a double's range, where it overflows or loses its digits).
    static func token(using generator: inout SeededGenerator) -> String {
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in "0123456789".randomElement(using: &generator)! })
        }
        var token = Bool.random(using: &generator) ? "-" : ""
        token += Int.random(in: 0..<4, using: &generator) == 0 ? "0" : String(Int.random(in: 1...9, using: &generator))
        if token.last != "0" { token += digits(Int.random(in: 0...18, using: &generator)) }
        if Bool.random(using: &generator) { token += "." + digits(Int.random(in: 1...20, using: &generator)) }
        if Int.random(in: 0..<4, using: &generator) > 0 {
            let exponent =
                Bool.random(using: &generator)
                ? Int.random(in: -999...999, using: &generator)
                : [-1, 1].randomElement(using: &generator)! * Int.random(in: 280...340, using: &generator)
            token +=
                ["e", "E"].randomElement(using: &generator)!
                + (exponent >= 0 && Bool.random(using: &generator) ? "+" : "")
                + String(exponent)
        }
        return token
    }

    /// A JSON number is stored as `Double(token)` when that is finite and not a non-zero number rounded
    /// into a double's subnormal range or to 0, and at most one billion (``ValueConverter/largestNumber``); any
    /// other is rejected, never stored as inf or 0.
    @Test func aJSONNumberIsStoredWholeOrRejected() throws {
        var generator = SeededGenerator(seed: 8259)
        var (stored, rejected) = (0, 0)
        for _ in 0..<20_000 {
            let token = Self.token(using: &generator)
            let double = try #require(Double(token))
            let mantissa = token.prefix { $0 != "e" && $0 != "E" }
            let isZero = !mantissa.contains { $0 >= "1" && $0 <= "9" }
            let fits =
                double.isFinite && (isZero || abs(double) >= Double.leastNormalMagnitude)
                && abs(double) <= 1_000_000_000
            let value = try? ValueConverter.convert(.number(token), to: .real)
            var bytesToken = token
            let fromBytes = bytesToken.withUTF8 {
                try? ValueConverter.convert(numberBytes: UnsafeRawBufferPointer($0), to: .real, isFraction: false)
            }
            #expect(fromBytes == value, "`\(token)` from bytes")
            if fits {
                stored += 1
                #expect(value.flatMap(Double.fromDatabaseValue)?.bitPattern == double.bitPattern, "`\(token)`")
            } else {
                rejected += 1
                #expect(value == nil, "`\(token)` is out of range")
            }
        }
        print("JSON numbers: 20000 tokens, \(stored) stored, \(rejected) rejected")
        #expect(stored > 5_000 && rejected > 2_000)
    }

    @Test func aJSONNumberForAQuantityHasNoUnit() throws {
        #expect(try ValueConverter.convert(.number("1.5e2"), to: .quantity) == 150.databaseValue)
        #expect(try ValueConverter.convert(.number("2.0"), to: .integer) == 2.databaseValue)
        #expect(
            try ValueConverter.convert(.number("9007199254740993"), to: .integer) == 9_007_199_254_740_993.databaseValue
        )
        #expect(try ValueConverter.convert(.number("0.07"), to: .percent, isFraction: true) == 7.0.databaseValue)
        #expect(try ValueConverter.convert(.number("12.0"), to: .id) == "12".databaseValue)
        #expect(throws: ValueError.self) { try ValueConverter.convert(.number("1e999"), to: .money) }
    }
}
