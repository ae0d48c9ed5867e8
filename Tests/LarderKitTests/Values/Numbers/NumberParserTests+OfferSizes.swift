import Foundation
import LarderTestSupport
import Testing

@testable import LarderValues

/// The rule behind `15/21e+20`, which stopped the fuzzer: a number read from a file never traps on its
/// way into a message, whatever its size. Offers of every magnitude (`N for $X`, `N/X`, `$X/lb`), the
/// amount written out in up to 30 digits or with an exponent up to 10^300, are each refused as one amount:
/// as an offer when its price is under 10^15, the most an offer is read with (`NumberParser.offer`); where the
/// price of one item is under 10^11, the fix quotes it as the test's own `Decimal` arithmetic rounds it.
extension NumberParserTests {
    @Test func offersOfEveryMagnitudeAreRefusedAndQuoteThePriceOfOne() throws {
        var random = SeededGenerator(seed: 2_027)
        for _ in 0..<3_000 {
            let count = Int.random(in: 2...999, using: &random)
            let (amount, exact) = Self.amount(using: &random)
            // A currency sign goes with an amount in digits: `$2.5e1` is no amount, so no offer either.
            let sign = amount.contains("e") ? "" : "$"
            let text = Bool.random(using: &random) ? "\(count) for \(sign)\(amount)" : "\(count)/\(amount)"
            do {
                _ = try NumberParser.money(text)
                Issue.record("\(text) was read as one amount")
            } catch let error as ValueError {
                guard exact < 1_000_000_000_000_000 else { continue }
                #expect(error.problem.hasPrefix("is a multi-buy offer (\(count) for "), "\(text): \(error.problem)")
                let each = exact / Decimal(count)
                // Under 10^11 a Double holds the price of one to well under a cent; above, only no trap is asked.
                guard each < 100_000_000_000 else { continue }
                let quoted = error.fix.dropFirst("write the price of one item (".count).dropLast()
                #expect(Self.centsNear(each).contains(String(quoted)), "\(text): \(error.fix)")
            } catch {
                Issue.record("\(text): \(error)")
            }
            let perPound = "$\(amount)/lb"
            #expect(throws: ValueError.self, "\(perPound)") { try NumberParser.money(perPound) }
        }
    }

    /// An amount as a file may write it, from a thousandth to 10^300, and its exact value.
    private static func amount(using random: inout SeededGenerator) -> (String, Decimal) {
        let digits = Int.random(in: 1...30, using: &random)
        let whole = String(
            (0..<digits).map { index in
                Character(String(Int.random(in: (index == 0 ? 1 : 0)...9, using: &random)))
            })
        let cents = String(format: "%02d", Int.random(in: 0...99, using: &random))
        if Bool.random(using: &random) {
            let text = Bool.random(using: &random) ? "\(whole).\(cents)" : whole
            return (text, Decimal(string: text)!)
        }
        let exponent = Int.random(in: 0...300, using: &random)
        let mantissa = "\(whole.prefix(3)).\(cents)"
        // Past 10^120 the exact value matters not (no price of one fits in cents) and Decimal ends at 10^165.
        var exact = exponent > 120 ? Decimal.greatestFiniteMagnitude : Decimal(string: mantissa)!
        for _ in 0..<(exponent > 120 ? 0 : exponent) { exact *= 10 }
        return ("\(mantissa)e+\(exponent)", exact)
    }

    /// `value` to the cent, both ways a value within a billionth of a half cent may round.
    private static func centsNear(_ value: Decimal) -> Set<String> {
        var results = Set<String>()
        for mode in [NSDecimalNumber.RoundingMode.plain, .down, .up] {
            var input = value
            var rounded = Decimal()
            NSDecimalRound(&rounded, &input, 2, mode)
            let distance = abs(NSDecimalNumber(decimal: (rounded - value) * 100).doubleValue)
            if mode == .plain || abs(distance - 0.5) < 1e-9 {
                results.insert(Self.twoPlaces(rounded))
            }
        }
        return results
    }

    private static func twoPlaces(_ value: Decimal) -> String {
        let text = NSDecimalNumber(decimal: value).stringValue
        guard let dot = text.firstIndex(of: ".") else { return text + ".00" }
        let fraction = text[text.index(after: dot)...]
        return text + String(repeating: "0", count: 2 - fraction.count)
    }
}
