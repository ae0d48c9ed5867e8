import GRDB

/// Rules for `budget_entries`: `type` is `PLANNED` or `ACTUAL` (seed 001 §3 budgetEntries), written in
/// any case or as an obvious synonym.
enum BudgetRules {
    /// The accepted spellings, lowercased, and the type each means.
    static let types = ["planned": "PLANNED", "plan": "PLANNED", "actual": "ACTUAL", "spent": "ACTUAL"]

    /// Normalises `type` to upper case, or rejects a word that is neither.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        guard let given = row.text("type") else { return }
        let field = mapper.sourceName(of: "type")
        guard let type = types[given.lowercased()] else {
            return findings.reject(
                RowProblem(
                    field: field, value: given,
                    problem: "is not a budget entry type (seed 001 §3 budgetEntries: PLANNED or ACTUAL)",
                    fix: "write PLANNED or ACTUAL (plan, planned, actual and spent are accepted in any case)"))
        }
        guard type != given else { return }
        row["type"] = type.databaseValue
        findings.correct("`\(field)` `\(given)` was stored as `\(type)` (seed 001 §3 budgetEntries)")
    }
}
