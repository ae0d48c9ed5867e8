import GRDB
import LarderStore

/// What the rules found in one row: problems reject it; corrections say what larder changed in it.
struct RuleFindings {
    /// Why the row cannot be stored; any problem rejects it.
    var problems: [RowProblem] = []
    /// What larder changed so the row meets a seed rule, one sentence each (counted per sentence).
    var corrections: [String] = []

    /// Rejects the row for `problem`.
    mutating func reject(_ problem: RowProblem) { problems.append(problem) }

    /// Records a change made to the row.
    mutating func correct(_ message: String) { corrections.append(message) }
}

/// The seed rules applied to every mapped row before it is stored. A rule either rejects the row
/// (adds problems) or corrects it (and says so in the findings' corrections). docs/IMPORT.md lists
/// every rule with its seed.
enum RowRules {
    /// A table's rule: reads and may change the row, and reports what it found.
    typealias Rule = (inout TypedRow, RowMapper, inout RuleFindings) -> Void

    /// Applies the table's rule, then the defaults of empty values, then the required columns.
    static func apply(to row: inout TypedRow, mapper: RowMapper) -> RuleFindings {
        var findings = RuleFindings()
        rule(for: row.table)?(&row, mapper, &findings)
        DefaultRules.apply(&row, mapper: mapper, findings: &findings)
        let missing = requiredProblems(row, mapper: mapper)
        guard !missing.isEmpty else { return findings }
        let reported = Set(findings.problems.map(\.field))
        findings.problems += missing.filter { !reported.contains($0.field) }
        return findings
    }

    /// The rule of a table.
    static func rule(for table: TableSpec) -> Rule? {
        switch table {
        case Catalog.inventoryItems: return InventoryRules.apply
        case Catalog.shoppingItems: return ShoppingRules.apply
        case Catalog.wishItems: return WishRules.apply
        case Catalog.deals: return DealRules.apply
        case Catalog.aisleLocations: return AisleRules.apply
        case Catalog.budgetEntries: return BudgetRules.apply
        case Catalog.users: return UserRules.apply
        case Catalog.brewLogs: return BrewLogRules.apply
        case Catalog.brewRecipes: return BrewRecipeRules.apply
        case Catalog.brewRecipeSteps: return BrewRecipeRules.applyToStep
        case Catalog.shelfLife: return ShelfLifeRules.apply
        case Catalog.transactions: return TransactionRules.apply
        case Catalog.budgetRules: return TransactionRules.applyToBudgetRule
        default: return nil
        }
    }

    /// A required column with no value rejects the row.
    private static func requiredProblems(_ row: TypedRow, mapper: RowMapper) -> [RowProblem] {
        row.table.requiredIndices.compactMap { index in
            guard row.isNull(index) else { return nil }
            let column = row.table.columns[index]
            guard column.name != "id" else { return nil }
            // A brew log summary leaves out dose and yield; whether it may is a stored-row rule.
            if !row.isPresent(index), BrewLogRules.summaryMayLeaveOut(column.name, of: row.table) { return nil }
            let given = mapper.targets.contains(index)
            return RowProblem(
                field: mapper.sourceName(of: column.name), value: nil,
                problem: given ? "is empty" : "is missing from this row",
                fix: "every \(row.table.kind) row needs a \(column.name)\(SeedReference.suffix(column.source))")
        }
    }
}

/// How rule messages cite the seeds.
enum SeedReference {
    /// ` (seed 000 B.1)` for a column a seed defines; empty for a column larder adds.
    static func suffix(_ source: String) -> String {
        source.first?.isNumber == true ? " (seed \(source))" : ""
    }
}
