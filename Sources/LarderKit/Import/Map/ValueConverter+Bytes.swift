import GRDB

extension ValueConverter {
    /// The stored value of a field given as UTF-8 bytes: the same as ``convert(_:to:slashOrder:isFraction:)``
    /// on the field as a string, but plain forms are read without building a string for them.
    static func convert(
        bytes: UnsafeRawBufferPointer, to type: ValueType, slashOrder: DateParser.SlashOrder? = nil,
        isFraction: Bool = false
    ) throws(ValueError) -> DatabaseValue {
        if let value = plainValue(bytes, type: type, isFraction: isFraction) { return value }
        return try convert(
            .string(String(decoding: bytes, as: UTF8.self)), to: type, slashOrder: slashOrder, isFraction: isFraction)
    }

    /// The stored value of a string or number in one of the plain forms of ``PlainValueParser``, or nil.
    static func plainValue(_ value: SourceValue, type: ValueType, isFraction: Bool) -> DatabaseValue? {
        switch value {
        case .string(var text), .number(var text):
            return text.withUTF8 { plainValue(UnsafeRawBufferPointer($0), type: type, isFraction: isFraction) }
        case .null, .bool, .json: return nil
        }
    }

    /// The stored value of bytes in a plain form, or nil to take the general path.
    private static func plainValue(_ bytes: UnsafeRawBufferPointer, type: ValueType, isFraction: Bool)
        -> DatabaseValue?
    {
        guard type != .json, type != .bool, type != .quantity,
            let text = PlainValueParser.trimmedASCII(bytes)
        else { return nil }
        if text.isEmpty { return .null }
        switch type {
        case .text, .id: return String(decoding: text, as: UTF8.self).databaseValue
        case .date:
            return PlainValueParser.isISODate(text) ? String(decoding: text, as: UTF8.self).databaseValue : nil
        case .timestamp:
            return PlainValueParser.isISOTimestamp(text) ? String(decoding: text, as: UTF8.self).databaseValue : nil
        case .money, .real: return PlainValueParser.decimal(text)?.databaseValue
        case .percent: return PlainValueParser.decimal(text).map { (isFraction ? $0 * 100 : $0).databaseValue }
        case .integer: return PlainValueParser.integer(text)?.databaseValue
        case .json, .bool, .quantity: return nil
        }
    }
}
