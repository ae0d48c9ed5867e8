import GRDB
import LarderStore

/// Rules for `deals` (seed 001 §3 supermarketDiscounts): prices are not negative, the discount price is
/// not above the original price, and `discount_percent` agrees with the two prices — computed from them
/// when the file has none, checked within 1 point when it has one. A percent column whose header says
/// `rate` or `fraction` holds fractions of 1 (`0.25`), stored as percents (25). An amount saved (`Save`)
/// gives or checks the prices (``applySavings(_:mapper:findings:)``).
enum DealRules {
    /// How far a given percent may be from the one the prices make, in percentage points.
    static let tolerance = 1.0

    /// Applies the deal rules to a row.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        applyOffers(&row, mapper: mapper, findings: &findings)
        guard findings.problems.isEmpty else { return }
        applySavings(&row, mapper: mapper, findings: &findings)
        guard findings.problems.isEmpty else { return }
        let prices = row.table === Self.prices.table ? Self.prices : PricePositions(row.table)
        let original = Double.fromDatabaseValue(row[position: prices.original])
        let discount = Double.fromDatabaseValue(row[position: prices.discount])
        checkPrices(original: original, discount: discount, mapper: mapper, findings: &findings)
        guard findings.problems.isEmpty else { return }
        let expected = percentOff(original: original, discount: discount)
        guard let percent = Double.fromDatabaseValue(row[position: prices.percent]) else {
            guard let expected else { return }
            row["discount_percent"] = ((expected * 10).rounded() / 10).databaseValue
            return findings.correct(
                "`\(mapper.sourceName(of: "discount_percent"))` was computed from"
                    + " `\(mapper.sourceName(of: "original_price"))` and `\(mapper.sourceName(of: "discount_price"))`"
                    + " (rounded to 0.1)")
        }
        checkPercent(percent, expected: expected, row: row, mapper: mapper, findings: &findings)
    }

    /// Where a deals table keeps its prices: looked up once for the catalog's table, as every deal is read.
    struct PricePositions {
        let table: TableSpec
        let original: Int
        let discount: Int
        let percent: Int

        init(_ table: TableSpec) {
            self.table = table
            original = table.index(of: "original_price")!
            discount = table.index(of: "discount_price")!
            percent = table.index(of: "discount_percent")!
        }
    }

    private static let prices = PricePositions(Catalog.deals)

    /// The percent off the original price, or nil when either price is missing or the original is 0.
    static func percentOff(original: Double?, discount: Double?) -> Double? {
        guard let original, let discount, original > 0 else { return nil }
        return (original - discount) / original * 100
    }

    private static func checkPrices(
        original: Double?, discount: Double?, mapper: RowMapper, findings: inout RuleFindings
    ) {
        func checkNotNegative(_ price: Double?, _ column: String) {
            guard let price, price < 0 else { return }
            findings.reject(
                RowProblem(
                    field: mapper.sourceName(of: column), value: NumberText.plain(price), problem: "is negative",
                    fix: "write prices as amounts of 0 or more"))
        }
        checkNotNegative(original, "original_price")
        checkNotNegative(discount, "discount_price")
        guard findings.problems.isEmpty, let original, let discount, discount > original else { return }
        findings.reject(
            RowProblem(
                field: mapper.sourceName(of: "discount_price"), value: NumberText.plain(discount),
                problem: "is more than `\(mapper.sourceName(of: "original_price"))` (\(NumberText.plain(original))),"
                    + " and a discount price cannot exceed the original price",
                fix: "check that the two columns are not swapped"))
    }

    private static func checkPercent(
        _ percent: Double, expected: Double?, row: TypedRow, mapper: RowMapper, findings: inout RuleFindings
    ) {
        let isFraction = mapper.writesFractions("discount_percent")
        // Worked out only for a message: every deal passes through here.
        var field: String { mapper.sourceName(of: "discount_percent") }
        var written: String { NumberText.plain(isFraction ? percent / 100 : percent) }
        guard (0...100).contains(percent) else {
            return findings.reject(
                RowProblem(
                    field: field, value: written,
                    problem: isFraction
                        ? "is \(NumberText.plain(percent)) % when read as a fraction of 1 (as its header says), outside 0–100"
                        : "is outside 0–100",
                    fix: isFraction ? "write rates from 0 to 1 (0.25 for 25 %)" : "write the percent off as 0 to 100"))
        }
        if isFraction {
            findings.correct("`\(field)` holds fractions of 1 (its header says so), stored as percents (0.25 → 25)")
        }
        guard let expected, abs(percent - expected) > tolerance + 1e-9 else { return }
        findings.reject(mismatch(percent, written: written, expected: expected, row: row, mapper: mapper))
    }

    /// "`discount` is `40`, which does not match the prices: `was` 4 and `price` 3 make 25 % off; …".
    private static func mismatch(_ percent: Double, written: String, expected: Double, row: TypedRow, mapper: RowMapper)
        -> RowProblem
    {
        let prices = ["original_price", "discount_price"].map { column in
            "`\(mapper.sourceName(of: column))` \(NumberText.plain(row.double(column) ?? 0))"
        }
        let looksLikeFraction = abs(percent * 100 - expected) <= tolerance
        return RowProblem(
            field: mapper.sourceName(of: "discount_percent"), value: written,
            problem: "does not match the prices: \(prices[0]) and \(prices[1])"
                + " make \(NumberText.plain((expected * 10).rounded() / 10)) % off",
            fix: looksLikeFraction
                ? "it looks like a fraction of 1: write \(NumberText.plain(percent * 100))% or name the column discount_rate"
                : "correct the percent or the prices (they must agree within 1 point)")
    }
}
