import GRDB
import LarderValues

/// Rules for `aisle_locations`: `item_name` is the lookup key, so it is stored normalised as seed 001 §3
/// and §4 recommend — trimmed, lowercased, with inner runs of white space collapsed to one space — and
/// `Roma  Tomatoes ` and `roma tomatoes` are one row.
enum AisleRules {
    /// Normalises `item_name` and says so when that changed it.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        guard let name = row.text("item_name") else { return }
        let normalised = normalise(name)
        guard normalised != name else { return }
        row["item_name"] = normalised.databaseValue
        findings.correct(
            "`\(mapper.sourceName(of: "item_name"))` was normalised to lowercase with single spaces"
                + " (seed 001 §4: the item name is the lookup key)")
    }

    /// `  Roma   Tomatoes ` → `roma tomatoes`.
    static func normalise(_ name: String) -> String { name.foldedName }
}
