// How a reader writes a JSON value on: as a source value, and as JSON text (compact, or as exported).
import LarderValues

extension JSONValue {
    /// The value as a reader hands it on: nested values become compact JSON text, Firestore
    /// timestamps become `YYYY-MM-DDTHH:MM:SSZ`, Firestore references their path, and Parse pointers and
    /// dates their id and date text.
    var sourceValue: SourceValue {
        switch self {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .number(let text): return .number(text)
        case .string(let text): return .string(text)
        case .array, .object:
            if let plain = plainText { return .string(plain) }
            return .json(compactText)
        }
    }

    /// Compact JSON text, with Firestore timestamps written as ISO-8601 strings, references as their path,
    /// geopoints as `{"latitude":…,"longitude":…}`, and Parse pointers and dates as their id and date text.
    var compactText: String {
        var text = ""
        write(to: &text, simplifying: true)
        return text
    }

    /// Compact JSON text of the value as the file wrote it: every member, in order, numbers as written.
    var exportedText: String {
        var text = ""
        write(to: &text, simplifying: false)
        return text
    }

    /// The text a typed object stands for: a Firestore timestamp or reference, a Parse pointer or date.
    private var plainText: String? { firestoreTimestamp ?? firestoreReference ?? parseScalar }

    private func write(to text: inout String, simplifying: Bool) {
        switch self {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += number
        case .string(let string): text += JSONText.quoted(string)
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                item.write(to: &text, simplifying: simplifying)
            }
            text += "]"
        case .object(let members):
            if simplifying, let plain = plainText {
                text += JSONText.quoted(plain)
                return
            }
            if simplifying, let point = firestoreGeoPoint {
                text += #"{"latitude":"# + point.latitude + #","longitude":"# + point.longitude + "}"
                return
            }
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += JSONText.quoted(member.key) + ":"
                member.value.write(to: &text, simplifying: simplifying)
            }
            text += "}"
        }
    }
}
