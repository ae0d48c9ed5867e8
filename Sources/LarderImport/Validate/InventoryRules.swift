import GRDB
import LarderValues

/// Rules for `inventory_items`: Fridgy's expiry from purchase date + shelf life (seed 004 Ingredient),
/// and the status words larder accepts.
enum InventoryRules {
    /// The statuses larder stores.
    static let statuses = ["in_stock", "consumed", "discarded"]

    /// Other words exports use for them.
    static let statusSynonyms = [
        "instock": "in_stock", "open": "in_stock", "used": "consumed", "eaten": "consumed",
        "wasted": "discarded", "thrown_away": "discarded", "expired": "discarded",
    ]

    /// Applies the inventory rules to a row.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        estimateExpiry(&row, mapper: mapper, findings: &findings)
        normaliseStatus(&row, mapper: mapper, findings: &findings)
    }

    /// With no expiration date, a purchase date and a shelf life give one, marked as estimated.
    private static func estimateExpiry(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        guard row["expiration_date"].isNull, let purchased = row.text("purchase_date").flatMap(CivilDate.init(iso:)),
            let days = row.int("shelf_life_days")
        else { return }
        guard let expiry = Int(exactly: days).flatMap(purchased.addingWithinAccepted(days:)) else {
            return findings.reject(
                RowProblem(
                    field: mapper.sourceName(of: "shelf_life_days"), value: String(days),
                    problem: "puts the computed expiration date outside \(CivilDate.acceptedText), the days larder"
                        + " accepts", fix: "check the shelf life and the purchase date"))
        }
        row["expiration_date"] = expiry.description.databaseValue
        row["expiration_estimated"] = 1.databaseValue
        findings.correct(
            "`expiration_date` was computed as `\(mapper.sourceName(of: "purchase_date"))` +"
                + " `\(mapper.sourceName(of: "shelf_life_days"))` days (seed 004 Ingredient) and marked"
                + " expiration_estimated = 1")
    }

    private static func normaliseStatus(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        guard let status = row.text("status") else { return }
        let folded = status.lowercased().replacingOccurrences(of: " ", with: "_")
        guard let value = statuses.contains(folded) ? folded : statusSynonyms[folded] else {
            return findings.reject(
                RowProblem(
                    field: mapper.sourceName(of: "status"), value: status, problem: "is not a status larder knows",
                    fix: "use in_stock, consumed or discarded"))
        }
        guard value != status else { return }
        row["status"] = value.databaseValue
        findings.correct("`\(mapper.sourceName(of: "status"))` `\(status)` was stored as `\(value)`")
    }
}
