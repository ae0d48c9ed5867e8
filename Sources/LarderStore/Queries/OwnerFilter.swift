import GRDB

/// Whose rows a query reads: every owner's, or only some groups' and users'. Analysis calls it an
/// `OwnerScope`: the scope of a report is the filter of every query it runs.
///
/// A row with an owner column (`group_id`, `user_id`) passes when its owner is listed; a row with no
/// owner (a deal, an ownerless brew log) is shared and always passes. Queries build their `WHERE`
/// clauses with ``condition(table:alias:)`` so no report can show another owner's rows.
public struct OwnerFilter: Equatable, Sendable {
    /// The groups whose rows pass, or nil for every group.
    public var groupIDs: [String]?
    /// The users whose rows pass, or nil for every user.
    public var userIDs: [String]?

    /// Every row of every owner.
    public static let everyone = OwnerFilter(groupIDs: nil, userIDs: nil)

    /// Creates a filter.
    public init(groupIDs: [String]?, userIDs: [String]?) {
        self.groupIDs = groupIDs
        self.userIDs = userIDs
    }

    /// A SQL condition (always true for ``everyone``) on the owner columns of `table`, referenced
    /// through `alias`, with its arguments. Column and table names are larder's own, never imported text.
    package func condition(table: String, alias: String? = nil) -> SQL {
        guard let spec = Catalog.table(named: table) else { return "1" }
        let prefix = alias.map { "\($0)." } ?? ""
        var conditions: [SQL] = []
        for (column, ids) in [("group_id", groupIDs), ("user_id", userIDs)] {
            guard let ids, let owner = Self.ownerColumn(column, of: spec) else { continue }
            let name = SQL(sql: prefix + SchemaSQL.quoted(owner))
            conditions.append("(\(name) IS NULL OR \(name) IN \(ids))")
        }
        return conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
    }

    /// The column of `table` that holds the owner named by `column`: the column itself, or `id` in the
    /// owners' own tables, where a group's or user's row belongs to that group or user.
    private static func ownerColumn(_ column: String, of table: TableSpec) -> String? {
        switch (column, table.name) {
        case ("group_id", "groups"), ("user_id", "users"): return "id"
        default: return table.index(of: column) != nil ? column : nil
        }
    }
}
