import GRDB
import LarderValues

extension ValueConverter {
    /// The stored value of a field given as UTF-8 bytes: the same as ``convert(_:to:slashOrder:isFraction:)``
    /// on the field as a string, but plain forms are read without building a string for them.
    static func convert(
        bytes: UnsafeRawBufferPointer, to type: ValueType, slashOrder: DateParser.SlashOrder? = nil,
        isFraction: Bool = false
    ) throws(ValueError) -> DatabaseValue {
        if let value = plainValue(bytes, type: type, isFraction: isFraction, text: nil) {
            return try bounded(value, type)
        }
        return try convert(
            .string(String(decoding: bytes, as: UTF8.self)), to: type, slashOrder: slashOrder, isFraction: isFraction)
    }

    /// The stored value of a JSON number given as the UTF-8 bytes of its token, for a numeric column: the
    /// same as ``convert(_:to:slashOrder:isFraction:)`` on `.number`, plain forms read from the bytes.
    static func convert(numberBytes bytes: UnsafeRawBufferPointer, to type: ValueType, isFraction: Bool)
        throws(ValueError) -> DatabaseValue
    {
        if let value = plainValue(bytes, type: type, isFraction: isFraction, text: nil) {
            return try bounded(value, type)
        }
        return try bounded(number(String(decoding: bytes, as: UTF8.self), to: type, isFraction: isFraction), type)
    }

    /// The stored value of a string or number in one of the plain forms of ``PlainValueParser``, or nil.
    static func plainValue(_ value: SourceValue, type: ValueType, isFraction: Bool) -> DatabaseValue? {
        switch value {
        case .number(let text) where type == .id: return idText(ofNumber: text).databaseValue
        case .string(let text), .number(let text):
            var contiguous = text
            return contiguous.withUTF8 { bytes in
                plainValue(UnsafeRawBufferPointer(bytes), type: type, isFraction: isFraction, text: text)
            }
        case .null, .bool, .json: return nil
        }
    }

    /// A JSON number as an id: a whole number written with a fraction of zeros (`12.0`, as spreadsheet
    /// converters write every number) is the integer (`12`), so the same row keeps one id whichever way it
    /// is written; any other number is kept as written.
    static func idText(ofNumber text: String) -> String {
        guard let dot = text.firstIndex(of: "."), text[..<dot].allSatisfy(\.isNumber), dot != text.startIndex
        else { return text }
        let fraction = text[text.index(after: dot)...]
        return !fraction.isEmpty && fraction.allSatisfy({ $0 == "0" }) ? String(text[..<dot]) : text
    }

    /// The bytes a column of `type` stores as its text, unchanged, when `bytes` are in such a plain form:
    /// ASCII text without spaces or tabs around it for text and ids, an ISO date or UTC timestamp for dates
    /// and timestamps; empty when they are blank (stored as null); nil for any other type or form, which
    /// ``convert(bytes:to:slashOrder:isFraction:)`` reads.
    static func plainText(_ bytes: UnsafeRawBufferPointer, type: ValueType) -> UnsafeRawBufferPointer? {
        let isDate = type == .date || type == .timestamp
        guard type == .text || type == .id || isDate, let trimmed = PlainValueParser.trimmedASCII(bytes) else {
            return nil
        }
        guard isDate, !trimmed.isEmpty else { return trimmed }
        let isISO = type == .date ? PlainValueParser.isISODate(trimmed) : PlainValueParser.isISOTimestamp(trimmed)
        return isISO ? trimmed : nil
    }

    /// The stored value of bytes in a plain form, or nil to take the general path; `text` is the same
    /// bytes as a string, when there is one, kept as the value of text with nothing to trim.
    private static func plainValue(_ bytes: UnsafeRawBufferPointer, type: ValueType, isFraction: Bool, text: String?)
        -> DatabaseValue?
    {
        switch type {
        case .text, .id, .date, .timestamp:
            guard let plain = plainText(bytes, type: type) else { return nil }
            if plain.isEmpty { return .null }
            if let text, plain.count == bytes.count { return text.databaseValue }
            return String(decoding: plain, as: UTF8.self).databaseValue
        case .money, .real, .percent, .integer:
            guard let trimmed = PlainValueParser.trimmedASCII(bytes) else { return nil }
            if trimmed.isEmpty { return .null }
            switch type {
            case .integer: return PlainValueParser.integer(trimmed)?.databaseValue
            // A fraction is read times 100 exactly by the general path (`0.07` is 7, not 7.000000000000001).
            case .percent: return isFraction ? nil : PlainValueParser.decimal(trimmed)?.databaseValue
            default: return PlainValueParser.decimal(trimmed)?.databaseValue
            }
        case .json, .bool, .quantity: return nil
        }
    }
}
