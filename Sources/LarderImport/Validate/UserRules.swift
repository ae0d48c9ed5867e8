import GRDB

/// Rules for `users`: `tier` is `FREE` or `PRO` (seed 001 §3 users), written in any case.
enum UserRules {
    /// Normalises `tier` to upper case, or rejects a word that is neither.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        guard let given = row.text("tier") else { return }
        let field = mapper.sourceName(of: "tier")
        let tier = given.uppercased()
        guard tier == "FREE" || tier == "PRO" else {
            return findings.reject(
                RowProblem(
                    field: field, value: given, problem: "is not a tier (seed 001 §3 users: FREE or PRO)",
                    fix: "write FREE or PRO"))
        }
        guard tier != given else { return }
        row["tier"] = tier.databaseValue
        findings.correct("`\(field)` `\(given)` was stored as `\(tier)` (seed 001 §3 users)")
    }
}
