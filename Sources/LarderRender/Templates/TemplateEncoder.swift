/// Turns a typed template context into the values swift-mustache renders: `[String: Any]` for a
/// struct, `[Any]` for an array, and strings, numbers and flags as they are.
///
/// A nil optional is left out, as synthesised `Encodable` conformances do with `encodeIfPresent`:
/// Mustache then finds no key, which opens no section, where a key holding nil would open one.
/// Encoding a value twice into the same encoder merges its keys: a context can add keys to another's.
enum TemplateEncoder {
    /// The Mustache value of `context`.
    static func value(of context: some Encodable) -> Any {
        let slot = TemplateSlot()
        do {
            try slot.store(context, codingPath: [])
        } catch {
            preconditionFailure("template contexts hold only strings, numbers, flags, lists and objects: \(error)")
        }
        return slot.value
    }
}
