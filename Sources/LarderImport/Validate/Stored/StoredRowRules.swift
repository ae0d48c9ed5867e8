import GRDB
import LarderStore

/// The rules that need rows already stored, applied after a row has its id and before it is written:
/// a shopping item keeps the category id its name was resolved to (``CategoryResolver``), a starter
/// recipe is not changed in place (``StarterRecipeGuard``), and a brew log summary completes a stored brew
/// (``BrewLogRules/checkSummary(_:db:findings:)``).
enum StoredRowRules {
    /// Whether the row's table has such a rule, so other rows skip the step.
    static func applies(to row: TypedRow) -> Bool {
        switch row.table {
        case Catalog.shoppingItems, Catalog.brewRecipes, Catalog.brewRecipeSteps: return true
        case Catalog.brewLogs: return BrewLogRules.isSummary(row)
        default: return false
        }
    }

    /// Whether these rules may read the table's rows by id during an import (a shopping item reads
    /// `shopping_items` and `categories`, a brew log summary `brew_logs`, a step `brew_recipes`), so its
    /// `id` index must stay while the rows go in (``BulkIndexes``).
    static func readsStoredRows(of table: TableSpec) -> Bool {
        [Catalog.shoppingItems, Catalog.categories, Catalog.brewRecipes, Catalog.brewRecipeSteps, Catalog.brewLogs]
            .contains { $0 === table }
    }

    /// Applies the stored-row rules of the row's table.
    static func apply(to row: inout TypedRow, mapper: RowMapper, db: Database) throws -> RuleFindings {
        var findings = RuleFindings()
        switch row.table {
        case Catalog.shoppingItems: try CategoryResolver.keepResolved(&row, mapper: mapper, db: db, findings: &findings)
        case Catalog.brewRecipes, Catalog.brewRecipeSteps:
            try StarterRecipeGuard.check(row, mapper: mapper, db: db, findings: &findings)
        case Catalog.brewLogs: try BrewLogRules.checkSummary(row, db: db, findings: &findings)
        default: break
        }
        return findings
    }
}
