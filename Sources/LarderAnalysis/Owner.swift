import GRDB
import LarderStore

/// A household (a group with its members) or a person on their own, whose rows get a report.
public struct Owner: Equatable, Sendable, Encodable {
    /// Which kind of owner.
    public enum Kind: String, Sendable, Encodable {
        /// A household or team: rows with this `group_id`, and the rows of its members.
        case group
        /// A person who belongs to no group: rows with this `user_id`.
        case user
    }

    /// Group or user.
    public var kind: Kind
    /// The id rows carry.
    public var id: String
    /// The name to show (the group's or user's name, else the id).
    public var name: String
    /// The folder the owner's report goes to: lowercase letters, digits and hyphens only, unique among the
    /// owners of one database (``withUniqueSlugs(_:)``).
    public var slug: String
    /// For a group, the users who belong to it, sorted.
    public var members: [String]

    /// The rows this owner's report reads: their own (a group's and its members'), and rows no one owns.
    public var scope: OwnerScope {
        kind == .group ? OwnerScope(groupIDs: [id], userIDs: members) : OwnerScope(groupIDs: [], userIDs: [id])
    }

    /// Every household and every person who belongs to none, sorted by kind, name and id.
    ///
    /// Groups come from the `groups` table and every `group_id`; users from `users` and every `user_id`.
    /// A user belongs to the group in `users.group_id`; when the database holds exactly one group,
    /// every user without one belongs to it (across apps, one household's people have separate ids).
    public static func all(in db: Database) throws -> [Owner] {
        let groups = try OwnerQueries.groupIDs(in: db)
        let membership = try OwnerQueries.groupsOfUsers(in: db)
        var owners: [Owner] = []
        var members: [String: [String]] = [:]
        for user in try OwnerQueries.userIDs(in: db).sorted() {
            if let group = membership[user] ?? (groups.count == 1 ? groups.first : nil) {
                members[group, default: []].append(user)
            } else {
                owners.append(try owner(db, .user, id: user, members: []))
            }
        }
        for group in groups { owners.append(try owner(db, .group, id: group, members: members[group] ?? [])) }
        owners.sort { ($0.kind.rawValue, $0.name, $0.id) < ($1.kind.rawValue, $1.name, $1.id) }
        return withUniqueSlugs(owners)
    }

    /// The owners with folder names no two share: an owner whose ``slug(name:id:)`` an earlier owner (in
    /// the order given) already has gets `-2`, `-3`, … after it, the first number no owner has. The short
    /// hash makes this rare, and this makes it impossible: `Ab` and `ab!` may hash alike, and anyone who
    /// writes an export can choose an id that does.
    static func withUniqueSlugs(_ owners: [Owner]) -> [Owner] {
        var taken = Set(owners.map(\.slug))
        var given: Set<String> = []
        return owners.map { owner in
            var owner = owner
            if !given.insert(owner.slug).inserted {
                var number = 2
                while taken.contains("\(owner.slug)-\(number)") { number += 1 }
                owner.slug += "-\(number)"
                taken.insert(owner.slug)
                given.insert(owner.slug)
            }
            return owner
        }
    }

    private static func owner(_ db: Database, _ kind: Kind, id: String, members: [String]) throws -> Owner {
        let stored = try kind == .group ? OwnerQueries.groupName(id: id, in: db) : OwnerQueries.userName(id: id, in: db)
        let name = stored ?? id
        return Owner(kind: kind, id: id, name: name, slug: slug(name: name, id: id), members: members)
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
