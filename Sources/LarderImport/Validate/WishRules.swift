import GRDB

/// Rules for `wish_items`: the desire level `rating` is 1–5 (seed 000 B.2, B.4). An empty rating takes
/// the default 3 (``DefaultRules``); the database CHECK is only the backstop.
enum WishRules {
    /// Rejects a rating outside 1–5.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        guard let rating = row.int("rating"), !(1...5).contains(rating) else { return }
        findings.reject(
            RowProblem(
                field: mapper.sourceName(of: "rating"), value: String(rating),
                problem: "is outside the desire level range 1–5 (seed 000 B.2)",
                fix: "give a whole number from 1 (a passing wish) to 5 (want it most)"))
    }
}
