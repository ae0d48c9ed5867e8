import GRDB

/// Reads who owns rows: the groups and users named anywhere in the database, and who belongs to which group.
package enum OwnerQueries {
    /// Every group id: the rows of `groups` and every `group_id` in the catalog's tables.
    package static func groupIDs(in db: Database) throws -> Set<String> {
        try ids(in: db, column: "group_id", table: "groups")
    }

    /// Every user id: the rows of `users` and every `user_id` in the catalog's other tables.
    package static func userIDs(in db: Database) throws -> Set<String> {
        try ids(in: db, column: "user_id", table: "users")
    }

    /// The group each user with one belongs to (`users.group_id`), by user id.
    package static func groupsOfUsers(in db: Database) throws -> [String: String] {
        var membership: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, group_id FROM users WHERE group_id IS NOT NULL") {
            membership[row["id"]] = row["group_id"]
        }
        return membership
    }

    /// The name of the group with `id`, or nil when there is no such row or it has no name.
    package static func groupName(id: String, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT name FROM groups WHERE id = ?", arguments: [id])
    }

    /// The name of the user with `id`, or nil when there is no such row or it has no name.
    package static func userName(id: String, in db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT name FROM users WHERE id = ?", arguments: [id])
    }

    /// The ids in `table` and in `column` of every catalog table that has it (but `users`). The names
    /// spliced into the SQL are larder's own literals and catalog names.
    private static func ids(in db: Database, column: String, table: String) throws -> Set<String> {
        var ids = Set(try String.fetchAll(db, sql: "SELECT id FROM \(table)"))
        for spec in Catalog.tables where spec.index(of: column) != nil && spec.name != "users" {
            ids.formUnion(
                try String.fetchAll(db, sql: "SELECT DISTINCT \(column) FROM \(spec.name) WHERE \(column) IS NOT NULL"))
        }
        return ids
    }
}
