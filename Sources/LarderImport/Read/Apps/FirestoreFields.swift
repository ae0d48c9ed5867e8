import LarderValues

// Firestore's geopoints and document references in the shapes export tools write, and how a record's
// fields are stored so both keep their meaning.

extension JSONValue {
    /// The latitude and longitude, as written, when the value is a Firestore geopoint in a shape tools write:
    /// `{"__datatype__":"geopoint","value":{"_latitude":…,"_longitude":…}}` (node-firestore-import-export),
    /// `{"_latitude":…,"_longitude":…}` (the admin SDK's JSON, as firestore-backup-restore writes it) or
    /// `{"latitude":…,"longitude":…,"type":"firestore/geoPoint/1.0"}` (the web SDK's `toJSON`). A REST
    /// `geoPointValue` is decoded to the first shape (``FirestoreDocument/plain(_:)``). Nil for any other value.
    var firestoreGeoPoint: (latitude: String, longitude: String)? {
        switch firestoreShape {
        case ["__datatype__", "value"]: return datatypeValue("geopoint")?.firestoreGeoPoint
        case ["_latitude", "_longitude"]: return Self.coordinates(self["_latitude"], self["_longitude"])
        case ["latitude", "longitude", "type"] where isOfType("firestore/geoPoint/1.0"):
            return Self.coordinates(self["latitude"], self["longitude"])
        default: return nil
        }
    }

    /// The path of the referenced document (`users/u1`) when the value is a Firestore document reference
    /// in a shape tools write: `{"__datatype__":"documentReference","value":"users/u1"}`
    /// (node-firestore-import-export), the admin SDK's JSON `{"_firestore":{…},"_path":{"segments":["users","u1"]},
    /// "_converter":{}}` (Firestore Backfire strips it to `{"_path":{"segments":[…]}}`), or
    /// `{"type":"firestore/documentReference/1.0","referencePath":"users/u1"}` (the web SDK's `toJSON`). A
    /// REST `referenceValue` becomes its path as text (``FirestoreDocument/plain(_:)``).
    var firestoreReference: String? {
        if case .object(let members) = self, members.count == 1, members[0].key == "_path" { return segmentsPath }
        switch firestoreShape {
        case ["__datatype__", "value"]: return datatypeValue("documentReference")?.string
        case ["_converter", "_firestore", "_path"], ["_firestore", "_path"]: return segmentsPath
        case ["referencePath", "type"] where isOfType("firestore/documentReference/1.0"):
            return self["referencePath"]?.string
        default: return nil
        }
    }

    /// `users/u1` from the admin SDK's `"_path": {"segments": ["users", "u1"]}`.
    private var segmentsPath: String? {
        guard case .array(let segments)? = self["_path"]?["segments"], !segments.isEmpty else { return nil }
        let names = segments.compactMap(\.string)
        return names.count == segments.count ? names.joined(separator: "/") : nil
    }

    /// Whether the object is one Firestore value (a timestamp, geopoint or reference), not a map of fields.
    var isFirestoreScalar: Bool { firestoreTimestamp != nil || firestoreGeoPoint != nil || firestoreReference != nil }

    private static func coordinates(_ latitude: JSONValue?, _ longitude: JSONValue?) -> (String, String)? {
        guard case .number(let north)? = latitude, case .number(let east)? = longitude else { return nil }
        return (north, east)
    }
}

/// How a Firestore document's fields become a record's: a value written as text (``JSONValue/markedFirestoreValue``:
/// `datetime://…`, `location://…`, JSON inside a string) is read as the value it marks; a geopoint field
/// `location` becomes two numbers,
/// `location_latitude` and `location_longitude`; a reference becomes the referenced path as text. Inside
/// maps and arrays (stored as JSON text) a geopoint is written `{"latitude":…,"longitude":…}` and a
/// reference as its path (``JSONValue/compactText``).
enum FirestoreFields {
    /// The members with each geopoint split in two and each reference replaced by its path; the same
    /// members when none is either, without copying them. A Firestore document's strings that mark a
    /// value (`readingMarkedStrings`) are read as that value first; any other record's strings are text, so a
    /// flat record is the same on the lean path, which never comes here.
    static func expanded(_ members: [JSONMember], readingMarkedStrings: Bool) -> [JSONMember] {
        guard members.contains(where: { isSpecial($0.value, readingMarkedStrings) }) else { return members }
        var expanded: [JSONMember] = []
        expanded.reserveCapacity(members.count + 2)
        for var member in members {
            if readingMarkedStrings, let marked = member.value.markedFirestoreValue {
                member = JSONMember(key: member.key, value: marked)
            }
            if let point = member.value.firestoreGeoPoint {
                expanded.append(JSONMember(key: member.key + "_latitude", value: .number(point.latitude)))
                expanded.append(JSONMember(key: member.key + "_longitude", value: .number(point.longitude)))
            } else if let path = member.value.firestoreReference {
                expanded.append(JSONMember(key: member.key, value: .string(path)))
            } else {
                expanded.append(member)
            }
        }
        return expanded
    }

    private static func isSpecial(_ value: JSONValue, _ readingMarkedStrings: Bool) -> Bool {
        if case .string = value { return readingMarkedStrings && value.markedFirestoreValue != nil }
        guard case .object(let members) = value, (2...3).contains(members.count) else { return false }
        return value.firestoreGeoPoint != nil || value.firestoreReference != nil
    }
}
