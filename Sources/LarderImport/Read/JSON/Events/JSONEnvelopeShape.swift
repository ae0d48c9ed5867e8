import Foundation
import LarderValues

/// The members of a file's top-level object, read in a pass of their own before its records, so that
/// what a member means never depends on where it stands: JSON gives the members of an object no order
/// (RFC 8259), and exporters put their metadata (`exportedAt`, `schemaVersion`) first or last.
///
/// Each member is kept as a skeleton: a scalar as written; an array whose first element is an object
/// (which ``JSONDocumentWalker`` streams as records) as `[{}]`; any other array as `[]`; an object as
/// its own scalar members, with `null` for each nested value, or as `{}` when it has more than
/// ``memberLimit`` members. Nothing deeper is built, so the pass takes bounded memory whatever the
/// size of the file.
struct JSONEnvelopeShape {
    /// Objects of more members than this are kept as `{}`: no summary of a detail payload has that
    /// many, and a collection's documents are not needed here.
    static let memberLimit = 1_000

    /// The skeleton of each top-level member, in the order written.
    private(set) var members: [JSONMember] = []

    /// Reads the top-level object of the file at `url` (named `path` in messages); a file whose first
    /// value is not an object has no members.
    init(url: URL, path: String) throws {
        let scan = Scan()
        do {
            try JSONEventReader(url: url, path: path).read { event, cursor in
                try scan.handle(event, depth: cursor.depth)
            }
        } catch is Scan.Done {}
        members = scan.members
    }

    /// The nested payload the top-level object is, when it is one: a summary or a reference whose id
    /// its arrays' records carry (``JSONNestedPayload``). Members named as envelope metadata never count.
    var nestedPayload: JSONNestedPayload? {
        Self.nestedPayload(rest: members.filter { !Self.holdsRecords($0.value) }, childKeys: childKeys)
    }

    /// The keys of the members holding records.
    var childKeys: [String] { members.filter { Self.holdsRecords($0.value) }.map(\.key) }

    /// The nested payload of a top-level object whose members other than its arrays of records are
    /// `rest`, or nil. Both the scan and the end of the object's stream decide through this one rule.
    static func nestedPayload(rest: [JSONMember], childKeys: [String]) -> JSONNestedPayload? {
        guard !childKeys.isEmpty else { return nil }
        let children = childKeys.map { JSONMember(key: $0, value: recordsSkeleton) }
        return JSONNestedPayload(rest: rest.filter { !JSONDocumentWalker.isMetadata($0.key) }, children: children)
    }

    /// The skeleton of an array of records.
    private static let recordsSkeleton = JSONValue.array([.object([])])

    private static func holdsRecords(_ value: JSONValue) -> Bool {
        guard case .array(let items) = value else { return false }
        return items.first?.members != nil
    }
}

/// The state of the scan: the member being read and what has been learnt of it.
private final class Scan {
    /// Thrown to stop reading once the top-level object has ended.
    struct Done: Error {}

    /// What the array being read holds, once its first element says.
    private enum ArrayContents { case unknown, records, values }

    var members: [JSONMember] = []
    private var key = ""
    /// The array being read under `key`.
    private var array: ArrayContents?
    /// The object being read under `key`: its skeleton members so far, nil once over the limit.
    private var object: [JSONMember]?
    private var objectKey = ""
    private var inObject = false

    /// Takes one event; `depth` is the number of open arrays and objects after it.
    func handle(_ event: JSONEvent, depth: Int) throws {
        switch (event, depth) {
        case (.startArray, 1), (.endObject, 0): throw Done()
        case (.key(let name), 1): key = name
        case (.startArray, 2): array = .unknown
        case (.startObject, 2):
            inObject = true
            object = []
        case (.endArray, 1), (.endObject, 1): closeMember()
        case (_, 1): if let value = JSONValue(scalar: event) { members.append(JSONMember(key: key, value: value)) }
        case (.key(let name), 2) where inObject: objectKey = name
        case (_, 2) where inObject: add(JSONValue(scalar: event))
        case (.startObject, 3) where inObject, (.startArray, 3) where inObject: add(.null)
        case (_, 2), (.startObject, 3), (.startArray, 3):
            if array == .unknown { array = event == .startObject ? .records : .values }
        default: break
        }
    }

    private func add(_ value: JSONValue?) {
        guard let value, object != nil else { return }
        object!.append(JSONMember(key: objectKey, value: value))
        if object!.count > JSONEnvelopeShape.memberLimit { object = nil }
    }

    private func closeMember() {
        switch array {
        case .records?: members.append(JSONMember(key: key, value: .array([.object([])])))
        case .unknown?, .values?: members.append(JSONMember(key: key, value: .array([])))
        case nil: members.append(JSONMember(key: key, value: .object(object ?? [])))
        }
        array = nil
        object = nil
        inObject = false
    }
}
