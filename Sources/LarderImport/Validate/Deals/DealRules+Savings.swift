import GRDB
import LarderValues

extension DealRules {
    /// Reads a deal's amount saved (`Save`: `$1.00`, `Save $1.00`, `$1 off`, `25%`), which no column
    /// stores because the prices say it: a percent is the deal's `discount_percent` when the row has none
    /// (which the percent rule then checks against the prices), and must agree with it within 1 point when
    /// it has one; an amount gives the original price when the row has only the
    /// discount price (or the discount price when it has only the original), and is checked against the
    /// two prices within a cent when it has both.
    static func applySavings(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        guard let input = row.inputs["savings"], let written = input.text else { return }
        let text = amountText(written)
        if text.hasSuffix("%") {
            guard let percent = try? NumberParser.percent(text) else { return reject(input, written, &findings) }
            guard let given = row.double("discount_percent") else {
                return row["discount_percent"] = percent.databaseValue
            }
            guard abs(given - percent) > tolerance else { return }
            return findings.reject(
                RowProblem(
                    field: input.field, value: written,
                    problem:
                        "does not match `\(mapper.sourceName(of: "discount_percent"))` (\(NumberText.plain(given)) %)",
                    fix: "correct one of the two percents (they must agree within 1 point)"))
        }
        guard let saved = try? NumberParser.money(text), saved >= 0 else { return reject(input, written, &findings) }
        let (original, discount) = (row.double("original_price"), row.double("discount_price"))
        let names = (mapper.sourceName(of: "original_price"), mapper.sourceName(of: "discount_price"))
        switch (original, discount) {
        case (let original?, let discount?) where abs(original - discount - saved) > 0.005:
            findings.reject(
                RowProblem(
                    field: input.field, value: written,
                    problem: "does not match the prices: `\(names.0)` \(NumberText.plain(original)) and"
                        + " `\(names.1)` \(NumberText.plain(discount)) make \(NumberText.plain(cents(original - discount)))"
                        + " off",
                    fix: "correct the amount saved or the prices (they must agree within a cent)"))
        case (nil, let discount?):
            row["original_price"] = cents(discount + saved).databaseValue
            findings.correct("`original_price` was computed from `\(names.1)` and `\(input.field)`")
        case (let original?, nil):
            row["discount_price"] = cents(original - saved).databaseValue
            findings.correct("`discount_price` was computed from `\(names.0)` and `\(input.field)`")
        default:
            return
        }
    }

    /// The amount or percent without the words around it: `Save $1.00` and `$1.00 off` are `$1.00`.
    private static func amountText(_ written: String) -> String {
        var words = written.trimmingSpaces.split(separator: " ").map(String.init)
        while let first = words.first?.lowercased(), ["save", "you", "saved", "savings"].contains(first) {
            words.removeFirst()
        }
        if words.last?.lowercased() == "off" { words.removeLast() }
        return words.joined(separator: " ").trimmingSpaces
    }

    private static func reject(_ input: RowInput, _ written: String, _ findings: inout RuleFindings) {
        findings.reject(
            RowProblem(
                field: input.field, value: written, problem: "is neither an amount saved nor a percent off",
                fix: "write the amount saved as 1.00 (a currency symbol is fine) or the percent off as 25%"))
    }

    private static func cents(_ amount: Double) -> Double { (amount * 100).rounded() / 100 }
}
