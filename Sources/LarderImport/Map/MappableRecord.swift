import Foundation
import GRDB
import LarderValues

/// A record ``RowMapper`` can map: its keys, and its values by position. A ``SourceRecord`` holds
/// strings; ``CSVFields`` holds bytes, read without a string per field.
protocol MappableRecord {
    /// The keys, as the file spells them.
    var keys: [String] { get }
    /// The number of values (more than the keys in a CSV row with too many fields).
    var valueCount: Int { get }
    /// The value at `position` converted for a column, as ``ValueConverter`` converts it.
    func convert(_ position: Int, to type: ValueType, slashOrder: DateParser.SlashOrder?, isFraction: Bool)
        throws(ValueError) -> DatabaseValue
    /// The bytes of the value at `position` when the record holds bytes and a column of `type` stores
    /// them as its text unchanged (``ValueConverter/plainText(_:type:)``): valid while the record is.
    func plainText(_ position: Int, type: ValueType) -> UnsafeRawBufferPointer?
    /// The value at `position` as text, nil when absent or empty (for messages).
    func text(at position: Int) -> String?
    /// The value at `position` when it is text with a `/` in it (a slash date may settle the file's order).
    func slashText(at position: Int) -> String?
    /// The value at `position` when it is text holding more than a plain number, which may name a
    /// currency (``CurrencyMarker``): `3,49 €`, not `3.49`.
    func currencyText(at position: Int) -> String?
    /// The value at `position`.
    func value(at position: Int) -> SourceValue
    /// How many bytes of UTF-8 the value at `position` holds, as ``ValueLimit`` counts them.
    func byteCount(at position: Int) -> Int
}

extension SourceRecord: MappableRecord {
    /// The number of values.
    var valueCount: Int { values.count }

    /// The value at `position` converted for a column.
    func convert(_ position: Int, to type: ValueType, slashOrder: DateParser.SlashOrder?, isFraction: Bool)
        throws(ValueError) -> DatabaseValue
    {
        try ValueConverter.convert(values[position], to: type, slashOrder: slashOrder, isFraction: isFraction)
    }

    /// Nil: a record of strings has no bytes to keep.
    func plainText(_ position: Int, type: ValueType) -> UnsafeRawBufferPointer? { nil }

    /// The value at `position` as text, nil when absent or empty.
    func text(at position: Int) -> String? { values[position].text }

    /// The value at `position` when it is a string with a `/` in it.
    func slashText(at position: Int) -> String? {
        guard case .string(let text) = values[position], text.utf8.contains(UInt8(ascii: "/")) else { return nil }
        return text
    }

    /// The value at `position` when it is a string holding more than a plain number.
    func currencyText(at position: Int) -> String? {
        guard case .string(var text) = values[position] else { return nil }
        let mayName = text.withUTF8 { CurrencyMarker.mayName(UnsafeRawBufferPointer($0)) }
        return mayName ? text : nil
    }

    /// The value at `position`.
    func value(at position: Int) -> SourceValue { values[position] }

    /// The bytes of the value at `position`: its text's UTF-8.
    func byteCount(at position: Int) -> Int {
        switch values[position] {
        case .null, .bool: return 0
        case .string(let text), .number(let text), .json(let text): return text.utf8.count
        }
    }
}

extension CSVFields: MappableRecord {
    /// The number of fields.
    var valueCount: Int { count }

    /// The field at `position` converted for a column, from its bytes.
    func convert(_ position: Int, to type: ValueType, slashOrder: DateParser.SlashOrder?, isFraction: Bool)
        throws(ValueError) -> DatabaseValue
    {
        try ValueConverter.convert(bytes: self[position], to: type, slashOrder: slashOrder, isFraction: isFraction)
    }

    /// The field's bytes when a column of `type` stores them as its text unchanged.
    func plainText(_ position: Int, type: ValueType) -> UnsafeRawBufferPointer? {
        ValueConverter.plainText(self[position], type: type)
    }

    /// The field at `position` as text, nil when empty.
    func text(at position: Int) -> String? { self[position].isEmpty ? nil : string(at: position) }

    /// The field at `position` as text when it has a `/` in it.
    func slashText(at position: Int) -> String? {
        let bytes = self[position]
        guard !bytes.isEmpty, memchr(bytes.baseAddress!, 0x2F, bytes.count) != nil else { return nil }
        return string(at: position)
    }

    /// The field at `position` as text when it holds more than a plain number.
    func currencyText(at position: Int) -> String? {
        CurrencyMarker.mayName(self[position]) ? string(at: position) : nil
    }

    /// The field at `position` as a source value (null when empty and unquoted).
    func value(at position: Int) -> SourceValue { sourceValue(at: position) }

    /// The bytes of the field at `position`.
    func byteCount(at position: Int) -> Int { self[position].count }
}
