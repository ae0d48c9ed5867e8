import LarderStore
import LarderValues

/// Where the records of a JSON value go, and the keys the reader adds to them.
struct JSONRecordTarget {
    /// The section: the file name, an envelope key, or a collection path (`mealPlans/recipes`).
    var section: String
    /// The envelope key or collection name, for recognition.
    var envelopeKey: String?
    /// The id of the Firestore document the record is; it becomes `id` when the record has none.
    var documentID: String?
    /// For a subcollection's record: the parent's id under its key (`meal_plan_id`), unless the record has that key.
    var parent: JSONMember?
    /// For a subcollection's record: the path of the document it sits under (`users/u1/mealPlans/mp1`),
    /// carried as `_parent_path`.
    var parentPath: String?
    /// For a Firestore document: its own path (`users/u1`), which its subcollections' records carry as
    /// their parent path. Within an export of one collection (documents at the top of the file) paths
    /// start at the document's id, as the collection's name is not in the file.
    var documentPath: String?
    /// For a child of a nested payload: the parent's id, appended unless the record holds it
    /// (``JSONNestedPayload/carrying(_:into:)``).
    var carried: JSONMember?
    /// For a record of a list inside another record: the parent's id or name and its JSON path
    /// (``JSONChildLists/link(of:target:location:)``), appended unless the record holds the key.
    var link: [JSONMember] = []
}

/// A record ready to hand on, with the section it belongs to.
struct JSONOutput {
    /// The record.
    var record: SourceRecord
    /// The section's name.
    var section: String
    /// The section's envelope key.
    var envelopeKey: String?
}

/// Turns one complete JSON value into records: Firestore REST documents and Backfire lines are decoded
/// and filed under their collection, document ids become `id`, a detail payload is flattened and its arrays become
/// child sections (``JSONNestedPayload``), and a Savry grocery list's `items` become records of
/// their own (section `<list section>/items`, envelope key `groceryListItems`) carrying
/// `grocery_list_id`, `position` (0-based), `user_id` and, when the item has no id, `<list id>#<position>`.
enum JSONRecordFactory {
    /// The records `value` yields; a value that is not an object becomes a record with one key, `value`.
    static func records(from value: JSONValue, target: JSONRecordTarget, location: String) -> [JSONOutput] {
        records(from: value, exported: value, target: target, location: location)
    }

    /// Whether an object of scalar members with these keys, an element of a top-level array or an NDJSON
    /// line, is one record of exactly those members (as ``JSONFlatRecords`` hands it on): yes unless it
    /// may be a Firestore REST document (`name` beside `createTime`), holds `__collections__` or is an
    /// fs_service document (`$name`). Nothing
    /// else of this factory changes such an object: no member is an object or an array, and no target
    /// adds an id, a parent or an envelope key.
    static func takesAsIs(keys: [String]) -> Bool {
        !keys.contains("__collections__") && !(keys.contains("name") && keys.contains("createTime"))
            && !keys.contains(FSServiceDocument.nameKey)
    }

    /// The records of `value`, read from `exported` (a REST document's `fields` from the document).
    private static func records(
        from value: JSONValue, exported: JSONValue, target: JSONRecordTarget, location: String
    ) -> [JSONOutput] {
        if let document = FirestoreDocument(value) ?? FirestoreDocument(backfire: value) {
            return records(
                from: .object(document.fields), exported: value, target: documentTarget(document), location: location)
        }
        if let members = value.members, let document = FSServiceDocument.split(members) {
            return fsServiceRecords(document, target: target, location: location)
        }
        var members = value.members ?? [JSONMember(key: "value", value: value)]
        var exported = exported
        if members.contains(where: { $0.key == "__collections__" }) {
            // A document's subcollections are records of their own, not part of the document's.
            members.removeAll { $0.key == "__collections__" }
            exported = .object(members)
        }
        if let id = target.documentID, !members.contains(where: { $0.key == "id" }) {
            members.insert(JSONMember(key: "id", value: .string(id)), at: 0)
        }
        if let parent = target.parent, !members.contains(where: { $0.key == parent.key }) {
            members.insert(parent, at: members.first?.key == "id" ? 1 : 0)
        }
        if let path = target.parentPath, !members.contains(where: { $0.key == FirestoreNames.parentPathKey }) {
            let member = JSONMember(key: FirestoreNames.parentPathKey, value: .string(path))
            members.insert(member, at: members.first?.key == "id" ? 1 : 0)
        }
        members = FirestoreFields.expanded(members, readingMarkedStrings: target.documentID != nil)
        if let carried = target.carried {
            // A nested payload's child is a plain record, as when the payload is read whole: the id it
            // carries must not make it a payload of its own.
            return plain(JSONNestedPayload.carrying(carried, into: members), exported, target, location)
        }
        if let nested = JSONNestedPayload(members) {
            let own = nested.members.map { [output($0, exported, target, location)] } ?? []
            return own
                + nested.childRecords(under: target, at: location).map {
                    output($0.members, $0.item, $0.target, $0.location)
                }
        }
        guard target.envelopeKey.map(ColumnSpec.normalise) == "grocerylists",
            let index = members.firstIndex(where: { $0.key == "items" }), case .array(let items) = members[index].value
        else { return plain(members, exported, target, location) }
        members.remove(at: index)
        return plain(members, exported, target, location)
            + groceryItems(items, of: members, target: target, location: location)
    }

    /// The record of `members` and, after it, the records of the lists inside it (``JSONChildLists``),
    /// each list a child section whose records link to this one. A record that was only the lists'
    /// container (nothing left once they are out) is no record of its own.
    private static func plain(
        _ members: [JSONMember], _ exported: JSONValue, _ target: JSONRecordTarget, _ location: String
    ) -> [JSONOutput] {
        let children = JSONChildLists(members)
        guard var rest = children.members else {
            return [output(linked(members, to: target), exported, target, location)]
        }
        let link = JSONChildLists.link(of: rest, target: target, location: location)
        let exportedRest = JSONChildLists(exported.members ?? []).members.map(JSONValue.object) ?? .object(rest)
        let holdsFields = !rest.isEmpty
        rest = linked(rest, to: target)
        var outputs = holdsFields ? [output(rest, exportedRest, target, location)] : []
        for list in children.lists {
            let childTarget = JSONChildLists.target(of: list, under: target, link: link)
            let listLocation = JSONChildLists.location(of: list, under: location)
            for (index, item) in list.items.enumerated() {
                outputs += records(from: item, target: childTarget, location: "\(listLocation)[\(index)]")
            }
        }
        return outputs
    }

    /// The records of an fs_service document (``FSServiceDocument``): its own, its `$name` as its id, then
    /// the documents of each of its `$collections`, each in the section of its collection
    /// (`<section>/<collection>`) with the parent's id and path, as `__collections__` are read.
    private static func fsServiceRecords(
        _ document: (
            members: [JSONMember], id: String?, collections: [(index: Int, name: String, documents: [JSONValue])]
        ),
        target: JSONRecordTarget, location: String
    ) -> [JSONOutput] {
        var target = target
        if let id = document.id, target.documentID == nil {
            target.documentID = id
            target.documentPath = [target.parentPath, target.envelopeKey, id].compactMap { $0 }.joined(separator: "/")
        }
        var outputs = records(from: .object(document.members), target: target, location: location)
        let collection = target.envelopeKey ?? FirestoreNames.collectionName(ofFile: target.section)
        let parent = target.documentID.map {
            JSONMember(key: FirestoreNames.parentKey(forCollection: collection), value: .string($0))
        }
        for subcollection in document.collections {
            let child = JSONRecordTarget(
                section: target.section + "/" + subcollection.name, envelopeKey: subcollection.name, parent: parent,
                parentPath: target.documentPath)
            let base =
                location + JSONCursor.component(FSServiceDocument.collectionsKey) + "[\(subcollection.index)]"
                + JSONCursor.component(FSServiceDocument.documentsKey)
            for (index, item) in subcollection.documents.enumerated() {
                outputs += records(from: item, target: child, location: base + "[\(index)]")
            }
        }
        return outputs
    }

    /// `members` with the target's link to a parent record appended, each unless the record holds its key.
    private static func linked(_ members: [JSONMember], to target: JSONRecordTarget) -> [JSONMember] {
        guard !target.link.isEmpty else { return members }
        var members = members
        for member in target.link where !members.contains(where: { $0.key == member.key }) { members.append(member) }
        return members
    }

    /// The section a REST document belongs to, from the path in its name.
    private static func documentTarget(_ document: FirestoreDocument) -> JSONRecordTarget {
        let count = document.collections.count
        let parent =
            count > 1
            ? JSONMember(
                key: FirestoreNames.parentKey(forCollection: document.collections[count - 2]),
                value: .string(document.ids[count - 2]))
            : nil
        return JSONRecordTarget(
            section: FirestoreNames.section(document.collections), envelopeKey: document.collections.last,
            documentID: document.ids.last, parent: parent, parentPath: document.parentPath)
    }

    private static func groceryItems(
        _ items: [JSONValue], of list: [JSONMember], target: JSONRecordTarget, location: String
    ) -> [JSONOutput] {
        let listID = list.first { $0.key == "id" }?.value.sourceValue.text
        let userID = list.first { ColumnSpec.normalise($0.key) == "userid" }?.value
        let itemTarget = JSONRecordTarget(section: target.section + "/items", envelopeKey: "groceryListItems")
        return items.enumerated().map { position, item in
            var members = item.members ?? [JSONMember(key: "name", value: item)]
            var added: [JSONMember] = [JSONMember(key: "position", value: .number(String(position)))]
            if let listID {
                added.insert(JSONMember(key: "grocery_list_id", value: .string(listID)), at: 0)
                added.append(JSONMember(key: "id", value: .string("\(listID)#\(position)")))
            }
            if let userID { added.append(JSONMember(key: "user_id", value: userID)) }
            for member in added where !members.contains(where: { $0.key == member.key }) { members.append(member) }
            return output(members, item, itemTarget, "\(location).items[\(position)]")
        }
    }

    private static func output(
        _ members: [JSONMember], _ exported: JSONValue, _ target: JSONRecordTarget, _ location: String
    ) -> JSONOutput {
        let record = SourceRecord(
            location: .jsonPath(location), keys: members.map(\.key), values: members.map(\.value.sourceValue),
            exported: exported)
        return JSONOutput(record: record, section: target.section, envelopeKey: target.envelopeKey)
    }
}
