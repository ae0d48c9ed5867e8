/// Exact money and rounded ratios for report values, so `report.json` never shows binary noise.
enum Figures {
    /// Whole cents of a decimal amount (3.99 → 399), each amount rounded once before any sum, so
    /// 0.10 + 0.20 is exactly 30 cents.
    static func cents(_ amount: Double) -> Int { Int((amount * 100).rounded()) }

    /// Whole cents of an optional amount; nil for no amount or one that is not finite.
    static func cents(_ amount: Double?) -> Int? {
        guard let amount, amount.isFinite else { return nil }
        return cents(amount)
    }

    /// `numerator / denominator` to 2 decimals, halves away from zero, computed in integers (so 33/8
    /// is exactly 4.13); nil when the denominator is 0.
    static func ratio(_ numerator: Int, _ denominator: Int) -> Double? {
        guard denominator != 0 else { return nil }
        let negative = (numerator < 0) != (denominator < 0)
        let (n, d) = (abs(numerator), abs(denominator))
        let hundredths = (n * 200 + d) / (2 * d)
        return Double(negative ? -hundredths : hundredths) / 100
    }

    /// `part` as a percentage of `whole` to 2 decimals (1 of 3 → 33.33); nil when `whole` is 0.
    static func percent(_ part: Int, of whole: Int) -> Double? { ratio(part * 100, whole) }

    /// `value` divided by `count` and multiplied by `total`, rounded to the nearest whole (halves up):
    /// a linear projection in integers.
    static func scaled(_ value: Int, by total: Int, over count: Int) -> Int {
        guard count > 0 else { return value }
        let product = value * total
        return product >= 0 ? (2 * product + count) / (2 * count) : -((-2 * product + count) / (2 * count))
    }
}
