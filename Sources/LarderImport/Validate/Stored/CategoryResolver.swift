import GRDB
import LarderStore
import LarderValues

/// Turns a shopping item's `category_id` that holds a category *name* (`Dairy`) into the id of the
/// category with that name, as seed 000 B.1 says `category_id` references categories.
///
/// Names are resolved after every file of a run is in (``resolveNames(in:)``), so the order of files does
/// not matter: the category with that name (case and spacing ignored) in the item's group, else a shared
/// category (no group), else one of another group; the lowest id wins a tie. A value that names nothing
/// stays as it is, and ``ReferenceCheck`` reports it.
enum CategoryResolver {
    /// The sentence counted for each item whose name was replaced.
    static func correction(field: String) -> String {
        "`\(field)` held a category name, replaced by the id of the category with that name"
            + " (seed 000 B.1: category_id references categories)"
    }

    /// Re-importing an item keeps the id an earlier run resolved its name to, so an unchanged file changes
    /// nothing (otherwise the name would overwrite the id until the next post-run step).
    static func keepResolved(_ row: inout TypedRow, mapper: RowMapper, db: Database, findings: inout RuleFindings)
        throws
    {
        guard let given = row.text("category_id"), let id = row.text("id"),
            let stored = try CategoryQueries.storedCategory(ofShoppingItem: id, otherThan: given, in: db),
            stored.name?.foldedName == given.foldedName, try !CategoryQueries.exists(id: given, in: db)
        else { return }
        row["category_id"] = stored.id.databaseValue
        findings.correct(correction(field: mapper.sourceName(of: "category_id")))
    }

    /// Replaces the names left in `shopping_items.category_id` by category ids; returns what it corrected.
    static func resolveNames(in writer: any DatabaseWriter) throws -> [Correction] {
        try writer.write { db in
            let categories = try CategoryQueries.all(in: db)
            var count = 0
            for item in try CategoryQueries.shoppingItemsWithUnknownCategory(in: db) {
                guard let id = match(item.categoryID, group: item.groupID, in: categories) else { continue }
                try CategoryQueries.setCategory(id, ofShoppingItem: item.id, in: db)
                count += 1
            }
            return count == 0 ? [] : [Correction(message: correction(field: "category_id"), rows: count)]
        }
    }

    /// The id of the category named `name`: in `group`, else shared, else any; categories sorted by id.
    static func match(_ name: String, group: String?, in categories: [CategoryQueries.Category]) -> String? {
        let key = name.foldedName
        let named = categories.filter { $0.name?.foldedName == key }
        let preferred =
            named.first { group != nil && $0.groupID == group }
            ?? named.first { $0.groupID == nil } ?? named.first
        return preferred?.id
    }
}
