import GRDB

/// A group (Expiry Alert) or a user (Savry, custom events) whose rows get a report of their own.
public struct Owner: Equatable, Sendable, Encodable {
    /// Which kind of owner.
    public enum Kind: String, Sendable, Encodable {
        /// A household or team: rows with this `group_id`.
        case group
        /// A person: rows with this `user_id`.
        case user
    }

    /// Group or user.
    public var kind: Kind
    /// The id rows carry.
    public var id: String
    /// The name to show (the group's or user's name, else the id).
    public var name: String
    /// The folder the owner's report goes to: lowercase letters, digits and hyphens only, unique.
    public var slug: String

    /// The rows this owner's report reads: their own, and rows no one owns (deals, shared brews).
    public var scope: OwnerScope {
        kind == .group ? OwnerScope(groupIDs: [id], userIDs: []) : OwnerScope(groupIDs: [], userIDs: [id])
    }

    /// Every group and user that owns a row, sorted by kind then name then id.
    ///
    /// Groups come from the `groups` table and every `group_id`; users from `users` and every `user_id`.
    public static func all(in db: Database) throws -> [Owner] {
        var owners: [Owner] = []
        for kind in [Kind.group, .user] {
            let column = kind == .group ? "group_id" : "user_id"
            let table = kind == .group ? "groups" : "users"
            var ids = Set(try String.fetchAll(db, sql: "SELECT id FROM \(table)"))
            for spec in Catalog.tables where spec.index(of: column) != nil {
                let sql = "SELECT DISTINCT \(column) FROM \(spec.name) WHERE \(column) IS NOT NULL"
                ids.formUnion(try String.fetchAll(db, sql: sql))
            }
            for id in ids {
                let name = try String.fetchOne(db, sql: "SELECT name FROM \(table) WHERE id = ?", arguments: [id])
                owners.append(Owner(kind: kind, id: id, name: name ?? id, slug: slug(name: name ?? id, id: id)))
            }
        }
        return owners.sorted { ($0.kind.rawValue, $0.name, $0.id) < ($1.kind.rawValue, $1.name, $1.id) }
    }

    /// A folder name no imported text can turn into a path: up to 40 of `a-z0-9-`, then a short hash
    /// of the id so two owners with the same name never share a folder.
    static func slug(name: String, id: String) -> String {
        var slug = ""
        for scalar in name.lowercased().unicodeScalars {
            let keep = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
            if keep {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, !slug.hasSuffix("-") {
                slug += "-"
            }
            if slug.count >= 40 { break }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        var hash: UInt32 = 2_166_136_261
        for byte in id.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let suffix = String(hash % 0x10000, radix: 16)
        return (slug.isEmpty ? "owner" : slug) + "-" + String(repeating: "0", count: 4 - suffix.count) + suffix
    }
}
