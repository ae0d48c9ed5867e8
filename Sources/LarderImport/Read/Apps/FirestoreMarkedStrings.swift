import Foundation
import LarderValues

// Firestore values written as text: fs_service's prefixed strings and typed values saved as JSON inside a
// string, and fs_service's `$`-prefixed keys for a document's name and its subcollections.

/// fs_service (sla-000/fs_service, `get-doc`/`get-col`): a document is its fields beside `$name` (its id),
/// `$createTime`, `$updateTime` (the server's, not stored, as for the REST API) and `$collections`, a list
/// of `{"$name": "<collection>", "$documents": [<document>…]}`; typed values are strings with a prefix:
/// `datetime://2023-10-21T11:26:40.152Z`, `reference://projects/p/databases/(default)/documents/en/Y`,
/// `location://34.3456/-23.432`, `bytes://<base64>`.
enum FSServiceDocument {
    /// The key of a document's id.
    static let nameKey = "$name"
    /// The key of a document's subcollections.
    static let collectionsKey = "$collections"
    /// The key of a collection's documents.
    static let documentsKey = "$documents"
    /// The server's times, which are not the document's fields.
    static let serverKeys: Set<String> = ["$createTime", "$updateTime"]

    /// A document's own members, its id and its subcollections (each a name and its documents), or nil
    /// when `members` are no fs_service document (no `$name` string: fs_service's metadata prefix, which
    /// no other exporter writes).
    static func split(
        _ members: [JSONMember]
    ) -> (members: [JSONMember], id: String?, collections: [(index: Int, name: String, documents: [JSONValue])])? {
        guard members.contains(where: { $0.key == nameKey && $0.value.string != nil }) else { return nil }
        var own: [JSONMember] = []
        var id: String?
        var collections: [(index: Int, name: String, documents: [JSONValue])] = []
        for member in members {
            switch member.key {
            case nameKey: id = member.value.string
            case collectionsKey:
                guard case .array(let items) = member.value else { own.append(member); continue }
                for (index, item) in items.enumerated() {
                    guard let name = item[nameKey]?.string, case .array(let documents)? = item[documentsKey] else {
                        own.append(JSONMember(key: "\(collectionsKey)[\(index)]", value: item))
                        continue
                    }
                    collections.append((index, name, documents))
                }
            case let key where serverKeys.contains(key): continue
            default: own.append(member)
            }
        }
        return (own, id, collections)
    }
}

extension JSONValue {
    /// The Firestore value a string stands for, when it is one written as text: fs_service's
    /// `datetime://…` (its ISO text), `reference://…` (the document's path), `location://lat/lon` (a
    /// geopoint) and `bytes://…` (the bytes' base64 text); or a typed value saved as JSON inside the string
    /// (`"{\"_seconds\":1700000000,\"_nanoseconds\":0}"`, `"{\"__datatype__\":\"geopoint\",…}"`). Nil for
    /// any other string, and for any other value.
    var markedFirestoreValue: JSONValue? {
        guard case .string(let text) = self else { return nil }
        if text.hasPrefix("{") { return Self.typedJSON(text) }
        if let iso = text.dropPrefix("datetime://") { return .string(iso) }
        if let base64 = text.dropPrefix("bytes://") { return .string(base64) }
        if let name = text.dropPrefix("reference://") {
            return .string(name.range(of: "/documents/").map { String(name[$0.upperBound...]) } ?? name)
        }
        if let point = text.dropPrefix("location://") {
            let parts = point.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard parts.count == 2, parts.allSatisfy({ Double($0) != nil }) else { return nil }
            return .object([
                JSONMember(key: "_latitude", value: .number(parts[0])),
                JSONMember(key: "_longitude", value: .number(parts[1])),
            ])
        }
        return nil
    }

    /// A Firestore typed value written as JSON text, or nil when the text is no such value.
    private static func typedJSON(_ text: String) -> JSONValue? {
        guard text.hasSuffix("}"), text.utf8.count < 1_024,
            let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)),
            let value = JSONValue(foundation: object), value.isFirestoreScalar
        else { return nil }
        if let timestamp = value.firestoreTimestamp { return .string(timestamp) }
        return value
    }

    /// A value JSONSerialization read, as a JSONValue; numbers keep the text Foundation gives them (a typed
    /// value holds no boolean).
    private init?(foundation object: Any) {
        switch object {
        case let text as String: self = .string(text)
        case let number as NSNumber: self = .number(number.stringValue)
        case let array as [Any]:
            let items = array.compactMap(JSONValue.init(foundation:))
            guard items.count == array.count else { return nil }
            self = .array(items)
        case let dictionary as [String: Any]:
            var members: [JSONMember] = []
            for key in dictionary.keys.sorted() {
                guard let value = JSONValue(foundation: dictionary[key]!) else { return nil }
                members.append(JSONMember(key: key, value: value))
            }
            self = .object(members)
        case is NSNull: self = .null
        default: return nil
        }
    }
}

extension String {
    /// The rest of the string after `prefix`, or nil when it does not start with it.
    fileprivate func dropPrefix(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }
}
