import GRDB

/// The seed rules applied to every mapped row before it is stored. A rule either rejects the row
/// (returns problems) or corrects it (and says so in `corrections`).
struct RowRules {
    /// Applies the rules of the row's table; problems reject the row.
    static func apply(to row: inout TypedRow, mapper: RowMapper) -> [RowProblem] {
        var problems = requiredProblems(row, mapper: mapper)
        if let rule = rule(for: row.table.name) { problems += rule(&row, mapper) }
        return problems
    }

    /// A required column with no value rejects the row.
    private static func requiredProblems(_ row: TypedRow, mapper: RowMapper) -> [RowProblem] {
        row.table.columns.enumerated().compactMap { index, column in
            guard column.required, column.name != "id", row.values[index].isNull else { return nil }
            let given = mapper.targets.contains(index)
            return RowProblem(
                field: mapper.sourceName(of: column.name), value: nil,
                problem: given ? "is empty" : "is missing (the file has no such column)",
                fix: "every \(row.table.kind) row needs a \(column.name)")
        }
    }

    typealias Rule = (inout TypedRow, RowMapper) -> [RowProblem]

    /// The rule of a table, by table name.
    static func rule(for table: String) -> Rule? {
        switch table {
        case "inventory_items": return InventoryRules.apply
        default: return nil
        }
    }
}

/// Rules for `inventory_items` (seed 004: expiry from purchase date + shelf life).
enum InventoryRules {
    static func apply(_ row: inout TypedRow, mapper: RowMapper) -> [RowProblem] {
        if row["expiration_date"].isNull, let purchased = row.text("purchase_date").flatMap(CivilDate.init(iso:)),
            let days = row.int("shelf_life_days")
        {
            row["expiration_date"] = purchased.adding(days: Int(days)).description.databaseValue
            row["expiration_estimated"] = 1.databaseValue
        }
        if let status = row.text("status") {
            let normalised = status.lowercased().replacingOccurrences(of: " ", with: "_")
            let known = ["in_stock", "consumed", "discarded"]
            let synonyms = [
                "instock": "in_stock", "open": "in_stock", "used": "consumed", "eaten": "consumed",
                "wasted": "discarded", "thrown_away": "discarded", "expired": "discarded",
            ]
            guard let value = known.contains(normalised) ? normalised : synonyms[normalised] else {
                return [
                    RowProblem(
                        field: mapper.sourceName(of: "status"), value: status,
                        problem: "is not a status larder knows", fix: "use in_stock, consumed or discarded")
                ]
            }
            row["status"] = value.databaseValue
        }
        return []
    }
}
