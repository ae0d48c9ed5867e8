/// A `Decoder` that makes a sample of any `Decodable` type with every value present: every optional
/// set, one element in every list, `sample` for text, 1 for numbers, true for flags.
///
/// A template checked against such a sample meets every key its context type can hold.
struct SampleDecoder: Decoder {
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// A sample of `type`.
    static func sample<Value: Decodable>(of type: Value.Type = Value.self) throws -> Value {
        try Value(from: SampleDecoder())
    }

    /// The sample of `type`: scalars directly, anything else through its `init(from:)`.
    static func value<Value: Decodable>(_ type: Value.Type) throws -> Value {
        switch type {
        case is String.Type: return "sample" as! Value
        case is Int.Type: return 1 as! Value
        case is Bool.Type: return true as! Value
        case is Double.Type: return 1.0 as! Value
        default: return try Value(from: SampleDecoder())
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(Keyed<Key>(codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { Unkeyed(codingPath: codingPath) }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { Single(codingPath: codingPath) }

    /// Every key is there and holds a value.
    struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        var codingPath: [any CodingKey]
        var allKeys: [Key] { [] }

        func contains(_ key: Key) -> Bool { true }
        func decodeNil(forKey key: Key) throws -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try SampleDecoder.value(type) }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            KeyedDecodingContainer(Keyed<NestedKey>(codingPath: codingPath + [key]))
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            Unkeyed(codingPath: codingPath + [key])
        }

        func superDecoder() throws -> any Decoder { SampleDecoder(codingPath: codingPath) }
        func superDecoder(forKey key: Key) throws -> any Decoder { SampleDecoder(codingPath: codingPath + [key]) }
    }

    /// A list of one element.
    struct Unkeyed: UnkeyedDecodingContainer {
        var codingPath: [any CodingKey]
        var count: Int? { 1 }
        var currentIndex = 0
        var isAtEnd: Bool { currentIndex >= 1 }

        init(codingPath: [any CodingKey]) { self.codingPath = codingPath }

        mutating func decodeNil() throws -> Bool { false }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            currentIndex += 1
            return try SampleDecoder.value(type)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            currentIndex += 1
            return KeyedDecodingContainer(Keyed<NestedKey>(codingPath: codingPath))
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            currentIndex += 1
            return Unkeyed(codingPath: codingPath)
        }

        mutating func superDecoder() throws -> any Decoder { SampleDecoder(codingPath: codingPath) }
    }

    /// One value.
    struct Single: SingleValueDecodingContainer {
        var codingPath: [any CodingKey]

        func decodeNil() -> Bool { false }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try SampleDecoder.value(type) }
    }
}
