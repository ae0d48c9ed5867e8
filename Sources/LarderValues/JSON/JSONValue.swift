/// A JSON value held in memory: one record, one lookup entry or one small document (a page's JSON-LD
/// script, a recipe's ingredient list), never a whole export file.
///
/// Not `indirect`: arrays already hold their elements on the heap, and a boxed case would cost an
/// allocation for every scalar of every record.
public enum JSONValue: Equatable, Sendable {
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
    @inlinable
    public init?(scalar event: JSONEvent) {
        switch event {
        case .string(let text): self = .string(text)
        case .number(let text): self = .number(text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        case .startObject, .key, .endObject, .startArray, .endArray: return nil
        }
    }

    /// The value of the member `key` of an object (the first, when the object repeats the key), or nil.
    @inlinable
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members of an object, or nil.
    @inlinable
    public var members: [JSONMember]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements of an array, or nil.
    @inlinable
    public var items: [JSONValue]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The text of a string, or nil.
    @inlinable
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}

/// One member of a JSON object.
public struct JSONMember: Equatable, Sendable {
    /// The key.
    public var key: String
    /// The value.
    public var value: JSONValue

    /// A member named `key` holding `value`.
    @inlinable
    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

/// One token of a JSON text, as the parser meets it.
public enum JSONEvent: Equatable, Sendable {
    /// `{`
    case startObject
    /// The key of the next member of the current object.
    case key(String)
    /// `}`
    case endObject
    /// `[`
    case startArray
    /// `]`
    case endArray
    /// A string value.
    case string(String)
    /// A number value, as written (`3.50` stays `3.50`).
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
}

/// Assembles one ``JSONValue`` from parser events.
///
/// Inlinable: the import's readers call it for every event of every nested record.
public struct JSONValueBuilder {
    @usableFromInline
    struct Container {
        @usableFromInline var isArray: Bool
        @usableFromInline var items: [JSONValue] = []
        @usableFromInline var members: [JSONMember] = []
        @usableFromInline var key = ""

        @inlinable
        init(isArray: Bool) { self.isArray = isArray }
    }

    // Containers are mutated in place through the array, so appending never copies a member list.
    @usableFromInline
    var stack: [Container] = []

    /// Creates an empty builder.
    @inlinable
    public init() {}

    /// The number of open arrays and objects.
    @inlinable
    public var depth: Int { stack.count }

    /// Adds an event; returns the value once the event completes it.
    @inlinable
    public mutating func add(_ event: JSONEvent) -> JSONValue? {
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
    @inlinable
    public mutating func insert(_ value: JSONValue) -> JSONValue? {
        guard !stack.isEmpty else { return value }
        if stack[stack.count - 1].isArray {
            stack[stack.count - 1].items.append(value)
        } else {
            stack[stack.count - 1].members.append(JSONMember(key: stack[stack.count - 1].key, value: value))
        }
        return nil
    }

    /// The value of the member `key` at the top level of the object being built, if already read.
    @inlinable
    public func topLevelMember(_ key: String) -> JSONValue? {
        stack.first?.members.first { $0.key == key }?.value
    }
}
