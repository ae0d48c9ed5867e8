import LarderStore
import LarderValues

/// The lists inside a record: each array of objects under one of its members, at any depth of objects
/// (`{"items": {"purchase": [{…}], "recently": [{…}]}}`, a receipt's `items`), is a child section of the
/// record's, one record per element, as arrays of objects at the top of a file already are.
///
/// A child section is named `<section>/<key>` (`data/items`, `shopping-list.json/items/purchase` for a
/// list inside an object), and its envelope key is the list's own key (`purchase`), so each is recognised
/// on its own. Its records carry the parent's link (``link(of:target:location:)``): the parent's `id`
/// (else its `name`) under the parent section's name in singular snake_case (`shopping_list_id`,
/// `data_name`), and `_parent_path`, the parent's JSON path (`$.data[0]`). Members the record keeps:
/// a list whose key is a column of JSON of some table (a recipe's `ingredients`, a meal plan's `meals`),
/// kept in that column as before; a list of anything but objects, or of Firestore values (geopoints,
/// timestamps, references), which are values rather than records.
struct JSONChildLists {
    /// One list taken out of a record.
    struct List {
        /// The keys from the record down to the list (`items`, `purchase`).
        var path: [String]
        /// The list's elements, each an object.
        var items: [JSONValue]
    }

    /// The keys of every table's columns of JSON, normalised: lists under them stay fields.
    static let jsonColumnKeys: Set<String> = Set(
        Catalog.tables.flatMap { table in table.columns.filter { $0.type == .json }.flatMap(\.sourceNames) }
            .map(ColumnSpec.normalise))

    /// The record's members without its lists, nil when the record holds no list. A member object left
    /// empty once its lists are taken out was only their container and is dropped.
    var members: [JSONMember]?
    /// The lists, in the order written (depth first).
    var lists: [List] = []

    /// Takes the lists out of `members`. A record with no member that is an object or an array (most
    /// records of most files) leaves at the first check.
    init(_ members: [JSONMember]) {
        guard members.contains(where: { Self.mayHoldList($0.value) }) else { return }
        let rest = Self.extract(members, path: [], into: &lists)
        if !lists.isEmpty { self.members = rest }
    }

    private static func mayHoldList(_ value: JSONValue) -> Bool {
        switch value {
        case .object, .array: return true
        default: return false
        }
    }

    private static func extract(_ members: [JSONMember], path: [String], into lists: inout [List]) -> [JSONMember] {
        var rest: [JSONMember] = []
        rest.reserveCapacity(members.count)
        for member in members {
            switch member.value {
            case .array(let items)
            where !items.isEmpty && items.allSatisfy { $0.members != nil && !$0.isFirestoreScalar }
                && !jsonColumnKeys.contains(ColumnSpec.normalise(member.key)):
                lists.append(List(path: path + [member.key], items: items))
            case .object(let inner) where !member.value.isFirestoreScalar:
                let count = lists.count
                let kept = extract(inner, path: path + [member.key], into: &lists)
                if lists.count == count {
                    rest.append(member)
                } else if !kept.isEmpty {
                    rest.append(JSONMember(key: member.key, value: .object(kept)))
                }
            default: rest.append(member)
            }
        }
        return rest
    }

    /// The members a child record carries to its parent: the parent's `id` (a string or a number), else
    /// its `name`, under the parent section's name (`shopping_list_id`, `receipt_name`), then the parent's
    /// JSON path as `_parent_path`.
    static func link(of members: [JSONMember], target: JSONRecordTarget, location: String) -> [JSONMember] {
        var link: [JSONMember] = []
        let collection = target.envelopeKey ?? FirestoreNames.collectionName(ofFile: target.section)
        let idKey = FirestoreNames.parentKey(forCollection: collection)
        if let id = scalar(named: "id", in: members) {
            link.append(JSONMember(key: idKey, value: id))
        } else if let name = scalar(named: "name", in: members) {
            link.append(JSONMember(key: String(idKey.dropLast(3)) + "_name", value: name))
        }
        link.append(JSONMember(key: FirestoreNames.parentPathKey, value: .string(location)))
        return link
    }

    private static func scalar(named field: String, in members: [JSONMember]) -> JSONValue? {
        guard let value = members.first(where: { ColumnSpec.normalise($0.key) == field })?.value else { return nil }
        switch value {
        case .string, .number: return value
        default: return nil
        }
    }

    /// The target of a list's records: the section under the parent's, named by the list's path.
    static func target(of list: List, under target: JSONRecordTarget, link: [JSONMember]) -> JSONRecordTarget {
        var child = JSONRecordTarget(
            section: target.section + "/" + list.path.joined(separator: "/"), envelopeKey: list.path.last)
        child.link = link
        return child
    }

    /// The JSON path of a list (`$.data[0].items`).
    static func location(of list: List, under location: String) -> String {
        list.path.reduce(location) { $0 + JSONCursor.component($1) }
    }
}
