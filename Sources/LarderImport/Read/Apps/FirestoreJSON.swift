// Firestore's JSON shapes: the timestamp forms export tools write, REST documents with typed values,
// and the names larder gives subcollections.
import LarderValues

extension JSONValue {
    /// `YYYY-MM-DDTHH:MM:SSZ` when the value is a Firestore timestamp in a shape tools write —
    /// `{"__datatype__":"timestamp","value":{…}}`, `{"_seconds","_nanoseconds"}`, `{"seconds","nanoseconds"}`,
    /// `{"type":"firestore/timestamp/1.0","seconds","nanoseconds"}` — and nil for any other value.
    /// Nanoseconds are dropped: larder stores timestamps to the second.
    var firestoreTimestamp: String? {
        switch firestoreShape {
        case ["__datatype__", "value"]: return datatypeValue("timestamp")?.firestoreTimestamp
        case ["_nanoseconds", "_seconds"]: return Self.instant(self["_seconds"])
        case ["nanoseconds", "seconds"]: return Self.instant(self["seconds"])
        case ["nanoseconds", "seconds", "type"] where isOfType("firestore/timestamp/1.0"):
            return Self.instant(self["seconds"])
        default: return nil
        }
    }

    /// The sorted member names of an object of two or three members, the size of every Firestore value
    /// (timestamp, geopoint, reference) export tools write; nil for any other value.
    var firestoreShape: [String]? {
        guard case .object(let members) = self, (2...3).contains(members.count) else { return nil }
        return members.map(\.key).sorted()
    }

    /// The `value` of `{"__datatype__": datatype, "value": …}`, node-firestore-import-export's wrapping of a
    /// Firestore value; nil when the object is wrapped as another datatype.
    func datatypeValue(_ datatype: String) -> JSONValue? {
        self["__datatype__"]?.string == datatype ? self["value"] : nil
    }

    /// Whether the object's `type` member is `type`, as the web SDK's `toJSON` marks its values.
    func isOfType(_ type: String) -> Bool { self["type"]?.string == type }

    /// Seconds from 0001-01-01 to 9999-12-31, the range an ISO-8601 year can write.
    private static let writableSeconds: ClosedRange<Int64> = -62_135_596_800...253_402_300_799

    private static func instant(_ seconds: JSONValue?) -> String? {
        guard case .number(let text)? = seconds else { return nil }
        guard let value = Int64(text) ?? Double(text).flatMap({ Int64(exactly: $0.rounded(.down)) }),
            writableSeconds.contains(value)
        else { return nil }
        return DateParser.Instant(epochSeconds: value).iso
    }
}

/// A document of Firestore's REST API:
/// `{"name": "projects/p/databases/(default)/documents/deals/abc", "fields": {"x": {"stringValue": "…"}}}`,
/// or a line of Firestore Backfire's NDJSON: `{"path": "deals/abc", "data": {"x": "…"}}`.
struct FirestoreDocument {
    /// The collections on the document's path, outermost first: `["mealPlans", "recipes"]`.
    var collections: [String]
    /// The document ids on the path, parallel to `collections`; the last is the document's own id.
    var ids: [String]
    /// The fields, their typed values decoded to plain JSON.
    var fields: [JSONMember]

    /// The path of the document this one sits under (`mealPlans/mp9`), or nil for a top-level document.
    var parentPath: String? {
        guard collections.count > 1 else { return nil }
        return zip(collections.dropLast(), ids.dropLast()).map { $0 + "/" + $1 }.joined(separator: "/")
    }

    /// Reads a REST document, or returns nil when the value is not one.
    init?(_ value: JSONValue) {
        guard let name = value["name"]?.string, let range = name.range(of: "/documents/"),
            let fields = value["fields"]?.members ?? (value["createTime"] != nil ? [] : nil)
        else { return nil }
        let segments = name[range.upperBound...].split(separator: "/").map(String.init)
        guard segments.count >= 2, segments.count % 2 == 0 else { return nil }
        collections = stride(from: 0, to: segments.count, by: 2).map { segments[$0] }
        ids = stride(from: 1, to: segments.count, by: 2).map { segments[$0] }
        self.fields = fields.map { JSONMember(key: $0.key, value: Self.plain($0.value)) }
    }

    /// The members of a Firestore Backfire line besides `path` and `data`: where in `data` its typed
    /// values are (larder recognises them by their shape, as in every export).
    static let backfireFieldLists: Set<String> = ["timestamps", "geopoints", "documents", "queries"]

    /// Reads a document as Firestore Backfire (`backfire export`) writes one per NDJSON line —
    /// `{"path": "farmStands/s1/visits/v1", "data": {…}, "timestamps": ["since"]}` — or returns nil when
    /// the value is not one: another member, a path of an odd number of segments or an empty one, or
    /// `data` that is no object.
    init?(backfire value: JSONValue) {
        guard let members = value.members, let path = value["path"]?.string, let data = value["data"]?.members,
            members.allSatisfy({ $0.key == "path" || $0.key == "data" || Self.backfireFieldLists.contains($0.key) })
        else { return nil }
        let segments = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard segments.count >= 2, segments.count % 2 == 0, !segments.contains(where: \.isEmpty) else { return nil }
        collections = stride(from: 0, to: segments.count, by: 2).map { segments[$0] }
        ids = stride(from: 1, to: segments.count, by: 2).map { segments[$0] }
        fields = data
    }

    /// A typed value (`{"integerValue": "3"}`) as plain JSON (`3`); timestamps stay ISO-8601 text, a reference
    /// becomes the referenced document's path (`users/u1`, without `projects/…/documents/`) and a geopoint
    /// the `__datatype__` shape ``JSONValue/firestoreGeoPoint`` reads.
    static func plain(_ typed: JSONValue) -> JSONValue {
        guard let member = typed.members?.first, typed.members?.count == 1 else { return typed }
        switch (member.key, member.value) {
        case ("nullValue", _): return .null
        case ("integerValue", .string(let text)), ("doubleValue", .string(let text)): return .number(text)
        case ("arrayValue", let array): return .array((array["values"].flatMap(Self.items) ?? []).map(plain))
        case ("mapValue", let map):
            return .object((map["fields"]?.members ?? []).map { JSONMember(key: $0.key, value: plain($0.value)) })
        case ("geoPointValue", .object):
            // proto3 JSON leaves out a coordinate that is 0.
            let coordinate = { (key: String) in member.value[key] ?? .number("0") }
            let value = JSONValue.object([
                JSONMember(key: "_latitude", value: coordinate("latitude")),
                JSONMember(key: "_longitude", value: coordinate("longitude")),
            ])
            return .object([
                JSONMember(key: "__datatype__", value: .string("geopoint")), JSONMember(key: "value", value: value),
            ])
        case ("referenceValue", .string(let name)):
            return .string(name.range(of: "/documents/").map { String(name[$0.upperBound...]) } ?? name)
        case ("stringValue", let value), ("integerValue", let value), ("doubleValue", let value),
            ("booleanValue", let value), ("timestampValue", let value), ("bytesValue", let value):
            return value
        default: return typed
        }
    }

    private static func items(_ value: JSONValue) -> [JSONValue]? {
        if case .array(let items) = value { return items }
        return nil
    }
}

/// The names larder gives Firestore collections and their subcollections.
enum FirestoreNames {
    /// The key that carries the path of a subcollection document's parent (`mealPlans/mp1`): a column of
    /// raw tables. A canonical table keeps the parent as its id under ``parentKey(forCollection:)``.
    static let parentPathKey = "_parent_path"

    /// The name a file of one collection's documents suggests for it: the file's name without its
    /// extension (`collectionA.json` → `collectionA`).
    static func collectionName(ofFile fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return fileName }
        return String(fileName[..<dot])
    }

    /// The section of a collection: its name, after its parent collections' (`mealPlans/recipes`).
    static func section(_ collections: [String]) -> String { collections.joined(separator: "/") }

    /// The key that carries a parent document's id into its subcollection's records: the parent
    /// collection's name in singular snake_case plus `_id` (`mealPlans` → `meal_plan_id`,
    /// `categories` → `category_id`).
    static func parentKey(forCollection collection: String) -> String {
        var snake = ""
        for character in collection {
            if character.isUppercase, !snake.isEmpty, snake.last != "_" { snake += "_" }
            snake += character == "-" || character == " " ? "_" : character.lowercased()
        }
        if snake.hasSuffix("ies") {
            snake = snake.dropLast(3) + "y"
        } else if snake.hasSuffix("s"), !snake.hasSuffix("ss") {
            snake.removeLast()
        }
        return snake + "_id"
    }
}
