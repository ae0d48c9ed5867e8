/// The `Encoder` behind ``TemplateEncoder``: it writes into a ``TemplateSlot``.
struct TemplateValueEncoder: Encoder {
    let slot: TemplateSlot
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        slot.makeObject()
        return KeyedEncodingContainer(KeyedContainer(slot: slot, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        slot.makeList()
        return UnkeyedContainer(slot: slot, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleContainer(slot: slot, codingPath: codingPath)
    }

    /// An object's keys: every value is stored under its key, a nil one left out.
    struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let slot: TemplateSlot
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws {}

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try slot.child(key.stringValue).store(value, codingPath: codingPath + [key])
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            TemplateValueEncoder(slot: slot.child(key.stringValue), codingPath: codingPath + [key])
                .container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            TemplateValueEncoder(slot: slot.child(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { TemplateValueEncoder(slot: slot, codingPath: codingPath) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            TemplateValueEncoder(slot: slot.child(key.stringValue), codingPath: codingPath + [key])
        }
    }

    /// A list's elements, in order.
    struct UnkeyedContainer: UnkeyedEncodingContainer {
        let slot: TemplateSlot
        let codingPath: [any CodingKey]
        var count: Int { slot.count }

        mutating func encodeNil() throws {}

        mutating func encode<T: Encodable>(_ value: T) throws {
            try slot.appendElement().store(value, codingPath: codingPath)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey>
        {
            TemplateValueEncoder(slot: slot.appendElement(), codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            TemplateValueEncoder(slot: slot.appendElement(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            TemplateValueEncoder(slot: slot.appendElement(), codingPath: codingPath)
        }
    }

    /// One value in place.
    struct SingleContainer: SingleValueEncodingContainer {
        let slot: TemplateSlot
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws {}

        mutating func encode<T: Encodable>(_ value: T) throws { try slot.store(value, codingPath: codingPath) }
    }
}
