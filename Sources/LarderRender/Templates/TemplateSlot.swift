/// One value being encoded: a scalar, or an object or list still being filled.
final class TemplateSlot {
    private var scalar: Any?
    private var object: [String: TemplateSlot]?
    private var list: [TemplateSlot]?

    /// The finished value: `[String: Any]`, `[Any]`, a scalar, or an empty object when nothing was stored.
    var value: Any {
        if let object { return object.mapValues(\.value) }
        if let list { return list.map(\.value) }
        return scalar ?? [String: Any]()
    }

    /// Stores `value`: scalars as they are, anything else through its `encode(to:)`.
    func store<Value: Encodable>(_ value: Value, codingPath: [any CodingKey]) throws {
        switch value {
        case let text as String: scalar = text
        case let number as Int: scalar = number
        case let flag as Bool: scalar = flag
        case let number as Double: scalar = number
        default: try value.encode(to: TemplateValueEncoder(slot: self, codingPath: codingPath))
        }
    }

    /// The slot under `key`, created empty when new; the object's keys so far are kept.
    func child(_ key: String) -> TemplateSlot {
        var object = self.object ?? [:]
        let slot = object[key] ?? TemplateSlot()
        object[key] = slot
        self.object = object
        return slot
    }

    /// Makes this slot an object, keeping any keys it holds.
    func makeObject() { object = object ?? [:] }

    /// Makes this slot a list, keeping any elements it holds, and returns a new last element.
    func appendElement() -> TemplateSlot {
        let slot = TemplateSlot()
        list = (list ?? []) + [slot]
        return slot
    }

    /// Makes this slot a list, keeping any elements it holds.
    func makeList() { list = list ?? [] }

    /// How many elements the list holds.
    var count: Int { list?.count ?? 0 }
}
