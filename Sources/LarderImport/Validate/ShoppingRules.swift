import GRDB

/// Rules for `shopping_items`: the purchase state of seed 000 B.1 and B.5 as invariants.
///
/// `is_purchased` is the checkbox the user sees, so it decides: an item that is not bought has no
/// `purchased_at`, is not moved to inventory and has no `inventory_item_id` (the seed's toggle to
/// false clears them). When a file does not say whether an item is bought, a purchase time or an
/// inventory item shows it is. A bought item with no `purchased_at` is kept as is: larder cannot know
/// when it was bought. (`category_id` names are resolved by ``CategoryResolver``.)
enum ShoppingRules {
    /// The columns that only a bought item may carry, with the value that means "not".
    static let purchaseTrail: [(column: String, cleared: DatabaseValue)] = [
        ("purchased_at", .null), ("moved_to_inventory", 0.databaseValue), ("inventory_item_id", .null),
    ]

    /// Applies the purchase-state rules to a row.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        switch row.bool("is_purchased") {
        case false?: clearTrail(&row, mapper: mapper, findings: &findings)
        case nil: inferPurchase(&row, mapper: mapper, findings: &findings)
        case true?: break
        }
        if row.bool("is_purchased") == true { markMoved(&row, mapper: mapper, findings: &findings) }
    }

    /// Not bought: `purchased_at`, `moved_to_inventory` and `inventory_item_id` are cleared, and stored
    /// even when the file lacks them, so an un-bought item loses the trail an earlier import gave it.
    private static func clearTrail(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        let flag = mapper.sourceName(of: "is_purchased")
        for (column, cleared) in purchaseTrail {
            let given = row[column]
            row[column] = cleared
            guard !given.isNull, given != cleared else { continue }
            let what = column == "moved_to_inventory" ? "reset to false" : "cleared"
            findings.correct(
                "`\(flag)` is false, so `\(mapper.sourceName(of: column))` was \(what)"
                    + " (seed 000 B.1: un-buying an item clears its purchase time and inventory link)")
        }
    }

    /// No `is_purchased` value: a purchase time, a move to inventory or an inventory item shows a purchase.
    private static func inferPurchase(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        let evidence = purchaseTrail.first { !row[$0.column].isNull && row[$0.column] != $0.cleared }
        guard let first = evidence else { return }
        let given = row.isPresent("is_purchased") ? "is empty" : "is not in the file"
        row["is_purchased"] = 1.databaseValue
        findings.correct(
            "`\(mapper.sourceName(of: "is_purchased"))` \(given) but `\(mapper.sourceName(of: first.column))` is set,"
                + " so the item was stored as bought (seed 000 B.1: only a bought item has one)")
    }

    /// Bought with an inventory item: the item was moved to inventory (seed 000 B.5 sets both together).
    private static func markMoved(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        guard !row["inventory_item_id"].isNull, row.bool("moved_to_inventory") != true else { return }
        row["moved_to_inventory"] = 1.databaseValue
        findings.correct(
            "`\(mapper.sourceName(of: "inventory_item_id"))` is set, so `\(mapper.sourceName(of: "moved_to_inventory"))`"
                + " was stored as true (seed 000 B.5: Add to Inventory sets both)")
    }
}
