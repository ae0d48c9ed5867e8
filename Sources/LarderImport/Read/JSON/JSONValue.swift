/// A JSON value held in memory: one record or one lookup entry, never a whole file.
///
/// Not `indirect`: arrays already hold their elements on the heap, and a boxed case would cost an
/// allocation for every scalar of every record.
enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written.
    case number(String)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, its members in the order written.
    case object([JSONMember])

    /// The value of a scalar event, or nil for an event that opens, closes or names a member.
    init?(scalar event: JSONEvent) {
        switch event {
        case .string(let text): self = .string(text)
        case .number(let text): self = .number(text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .startObject, .key, .endObject, .startArray, .endArray: return nil
        }
    }

    /// The value of the member `key` of an object, or nil.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members of an object, or nil.
    var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The text of a string, or nil.
    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

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

/// One member of a JSON object.
struct JSONMember: Equatable, Sendable {
    /// The key.
    var key: String
    /// The value.
    var value: JSONValue
}

/// Assembles one ``JSONValue`` from parser events.
struct JSONValueBuilder {
    private struct Container {
        var isArray: Bool
        var items: [JSONValue] = []
        var members: [JSONMember] = []
        var key = ""
    }

    // Containers are mutated in place through the array, so appending never copies a member list.
    private var stack: [Container] = []

    /// Creates an empty builder.
    init() {}

    /// The number of open arrays and objects.
    var depth: Int { stack.count }

    /// Adds an event; returns the value once the event completes it.
    mutating func add(_ event: JSONEvent) -> JSONValue? {
        switch event {
        case .startObject:
            var container = Container(isArray: false)
            // A record's members are appended one by one: room for a typical record saves regrowing.
            if stack.isEmpty { container.members.reserveCapacity(16) }
            stack.append(container)
        case .startArray: stack.append(Container(isArray: true))
        case .key(let key): stack[stack.count - 1].key = key
        case .endObject, .endArray:
            let container = stack.removeLast()
            return insert(container.isArray ? .array(container.items) : .object(container.members))
        case .string, .number, .bool, .null: return insert(JSONValue(scalar: event)!)
        }
        return nil
    }

    /// Adds a value built elsewhere at the current position; returns it when no container is open.
    mutating func insert(_ value: JSONValue) -> JSONValue? {
        guard !stack.isEmpty else { return value }
        if stack[stack.count - 1].isArray {
            stack[stack.count - 1].items.append(value)
        } else {
            stack[stack.count - 1].members.append(JSONMember(key: stack[stack.count - 1].key, value: value))
        }
        return nil
    }

    /// The value of the member `key` at the top level of the object being built, if already read.
    func topLevelMember(_ key: String) -> JSONValue? {
        stack.first?.members.first { $0.key == key }?.value
    }
}
