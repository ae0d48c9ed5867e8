import LarderStore
import LarderValues

/// A record an app's API nests: a detail payload wrapped around a summary, or a parent's children under
/// the parent's id. Seed 002's `RecipeDetailDTO` is `{"recipe": {…RecipeSummaryDTO…},
/// "grindTactileDescriptor": …, "steps": [RecipeStepDTO…]}`, its `BrewLogDetailDTO` is
/// `{"summary": {…BrewLogSummaryDTO…}, "doseGrams": …}`, and the steps of one recipe come as
/// `{"recipeId": …, "steps": [RecipeStepDTO…]}`.
///
/// The rule, for an object without an `id` of its own:
/// - **a summary**: exactly one member is an object that has an `id`, and none of the other keys is
///   also one of the summary's. The record is the summary's members, in its place, beside the
///   detail's own fields, so every field lands in one row.
/// - **a reference**: no summary, at least one member holds an array of objects, and exactly one
///   scalar member is named `…Id` or `…_id` (`recipeId`). The object is only a wrapper: it is a
///   record of its own only when it holds more than that reference.
///
/// Each member holding an array of objects then becomes a child section, `<section>/<key>` with the
/// envelope key `<key>` (`recipes/steps`), whose records carry the parent's id — the summary's `id` under
/// `<summary key>_id` (`recipe_id`), or the reference as written — unless they hold that key already.
struct JSONNestedPayload {
    /// The record's own members, the summary's lifted into its place; nil for a bare wrapper.
    var members: [JSONMember]?
    /// The parent's id under the key its children carry it.
    var parent: JSONMember
    /// The members holding arrays of objects, in the order written.
    var children: [JSONMember]

    /// Reads `members` as a nested payload, or returns nil when the object is not one.
    init?(_ members: [JSONMember]) {
        // A flat record (scalars and arrays of scalars) has neither a summary nor children: most records
        // of most files, so they leave before any key is folded.
        guard members.contains(where: { $0.value.members != nil || Self.isArrayOfObjects($0.value) }) else {
            return nil
        }
        self.init(
            rest: members.filter { !Self.isArrayOfObjects($0.value) },
            children: members.filter { Self.isArrayOfObjects($0.value) })
    }

    /// Reads an object whose members holding arrays of objects are `children` and whose other members
    /// are `rest` as a nested payload, or returns nil when it is not one. The top-level object of a file
    /// is read this way, its children streamed apart (``JSONEnvelopeShape``).
    init?(rest: [JSONMember], children: [JSONMember]) {
        guard !(rest + children).contains(where: { ColumnSpec.normalise($0.key) == "id" }) else { return nil }
        if let lifted = Self.lifted(rest) {
            self.init(members: lifted.members, parent: lifted.parent, children: children)
        } else {
            let references = rest.filter { Self.isReference($0) }
            guard !children.isEmpty, references.count == 1 else { return nil }
            self.init(members: rest.count > 1 ? rest : nil, parent: references[0], children: children)
        }
    }

    private init(members: [JSONMember]?, parent: JSONMember, children: [JSONMember]) {
        self.members = members
        self.parent = parent
        self.children = children
    }

    /// The members with the one summary lifted into its place, and the summary's id under its key.
    private static func lifted(_ members: [JSONMember]) -> (members: [JSONMember], parent: JSONMember)? {
        let summaries = members.indices.filter { members[$0].value["id"] != nil }
        guard summaries.count == 1, let summary = members[summaries[0]].value.members else { return nil }
        let own = Set(members.map(\.key))
        guard !summary.contains(where: { own.contains($0.key) }), let id = members[summaries[0]].value["id"] else {
            return nil
        }
        var lifted = members
        lifted.replaceSubrange(summaries[0]...summaries[0], with: summary)
        let key = FirestoreNames.parentKey(forCollection: members[summaries[0]].key)
        return (lifted, JSONMember(key: key, value: id))
    }

    /// `recipeId`, `recipe_id`: a scalar naming another record.
    private static func isReference(_ member: JSONMember) -> Bool {
        let name = ColumnSpec.normalise(member.key)
        guard name.count > 2, name.hasSuffix("id") else { return false }
        switch member.value {
        case .string, .number: return true
        default: return false
        }
    }

    private static func isArrayOfObjects(_ value: JSONValue) -> Bool {
        guard case .array(let items) = value, !items.isEmpty else { return false }
        return items.allSatisfy { $0.members != nil }
    }

    /// The child records of each array, carrying the parent's id, with the item each was read from.
    func childRecords(
        under target: JSONRecordTarget, at location: String
    ) -> [(members: [JSONMember], item: JSONValue, target: JSONRecordTarget, location: String)] {
        children.flatMap {
            child -> [(members: [JSONMember], item: JSONValue, target: JSONRecordTarget, location: String)] in
            guard case .array(let items) = child.value else { return [] }
            let childTarget = JSONRecordTarget(section: target.section + "/" + child.key, envelopeKey: child.key)
            let childLocation = location + JSONCursor.component(child.key)
            return items.enumerated().map { position, item in
                (Self.carrying(parent, into: item.members ?? []), item, childTarget, "\(childLocation)[\(position)]")
            }
        }
    }

    /// A child's members with the parent's id appended, unless the child holds that key already
    /// (spelt any way: `recipeId` or `recipe_id`).
    static func carrying(_ parent: JSONMember, into members: [JSONMember]) -> [JSONMember] {
        let carried = ColumnSpec.normalise(parent.key)
        guard !members.contains(where: { ColumnSpec.normalise($0.key) == carried }) else { return members }
        return members + [parent]
    }
}
