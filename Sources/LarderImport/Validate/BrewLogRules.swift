import GRDB
import LarderStore

/// Rules for `brew_logs`: the save validation of seed 002 §3.2, each rejection quoting the rule it breaks.
enum BrewLogRules {
    /// The longest note, in characters (Unicode code points, as SQLite's `length()` counts them).
    static let noteLimit = 280

    /// Rejects a brew that breaks seed 002 §3.2.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        let rating = row.int("rating")
        if rating.map({ !(1...5).contains($0) }) ?? true {
            // A rating larder rescaled (Beanconqueror's) is shown as exported, with the file's own scale.
            let exported = row.double("rating_original").map(NumberText.plain) ?? rating.map(String.init)
            let fix = row.double("rating_scale_max").map {
                "rate the brew above 0, up to \(NumberText.plain($0)) (the file's scale, which larder rescales to 1–5)"
            }
            findings.reject(
                problem(
                    row, mapper, "rating", exported, rule: "rating in 1…5", fix: fix ?? "rate the brew from 1 to 5"))
        }
        if row.text("recipe_name_at_brew") == nil {
            findings.reject(
                problem(
                    row, mapper, "recipe_name_at_brew", nil, rule: "recipeNameAtBrew non-empty",
                    fix: "give the name of the recipe brewed"))
        }
        for (column, rule, what) in sizes where row.isPresent(column) && (row.double(column) ?? 0) <= 0 {
            findings.reject(
                problem(
                    row, mapper, column, row.double(column).map(NumberText.plain), rule: rule,
                    fix: "give the \(what) in grams, more than 0"))
        }
        if let note = row.text("note"), note.unicodeScalars.count > noteLimit {
            findings.reject(
                problem(
                    row, mapper, "note", note, rule: "note length ≤ 280 chars",
                    fix: "shorten it to \(noteLimit) characters (it has \(note.unicodeScalars.count))"))
        }
    }

    /// The columns of seed 002 §3.2's “doseGrams > 0; targetYieldGrams > 0”, with the rule and what each holds.
    static let sizes = [
        ("dose_grams", "doseGrams > 0", "dose"), ("target_yield_grams", "targetYieldGrams > 0", "target yield"),
    ]

    /// Whether the row leaves out a dose or yield, as a `BrewLogSummaryDTO` does: it can only complete a
    /// stored brew (``checkSummary(_:db:findings:)``).
    static func isSummary(_ row: TypedRow) -> Bool {
        row.table === Catalog.brewLogs && sizes.contains { !row.isPresent($0.0) }
    }

    /// Whether a row of `table` may leave `column` out, to be checked against the stored brew.
    static func summaryMayLeaveOut(_ column: String, of table: TableSpec) -> Bool {
        table === Catalog.brewLogs && sizes.contains { $0.0 == column }
    }

    /// A brew log without a dose or yield (a `BrewLogSummaryDTO`) is stored only over a stored brew with
    /// its id, whose dose and yield it leaves as they are; a brew not stored yet would break seed 002 §3.2.
    static func checkSummary(_ row: TypedRow, db: Database, findings: inout RuleFindings) throws {
        guard let id = row.text("id"), try !BrewQueries.logExists(id: id, in: db) else { return }
        for (column, rule, what) in sizes where !row.isPresent(column) {
            let field = rule.prefix { $0 != " " }
            findings.reject(
                RowProblem(
                    field: String(field), value: nil,
                    problem: "is missing from this row, which breaks seed 002 §3.2 (“\(rule)”)",
                    fix: "a brew log summary has no \(what) and only completes a brew already stored;"
                        + " import the brew's detail (BrewLogDetailDTO) or the full export first"))
        }
    }

    /// "`rating` is `7`, which breaks seed 002 §3.2 (“rating in 1…5”); rate the brew from 1 to 5."
    private static func problem(
        _ row: TypedRow, _ mapper: RowMapper, _ column: String, _ value: String?, rule: String, fix: String
    ) -> RowProblem {
        let breaks = "breaks seed 002 §3.2 (“\(rule)”)"
        let absent = row.isPresent(column) ? "is empty" : "is missing from this row"
        return RowProblem(
            field: mapper.sourceName(of: column), value: value,
            problem: value == nil ? "\(absent), which \(breaks)" : breaks, fix: fix)
    }
}
