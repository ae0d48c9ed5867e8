import Foundation
import GRDB
import LarderValues

/// What a scalar kept as bytes stands for: a CSV field (null or text) or a JSON scalar.
enum ScalarKind: UInt8 {
    case null, string, number, falseValue, trueValue

    /// The source value of a scalar of this kind whose text is `bytes`.
    func value(_ bytes: UnsafeRawBufferPointer) -> SourceValue {
        switch self {
        case .null: return .null
        case .string: return .string(String(decoding: bytes, as: UTF8.self))
        case .number: return .number(String(decoding: bytes, as: UTF8.self))
        case .falseValue: return .bool(false)
        case .trueValue: return .bool(true)
        }
    }
}

/// The scalar members of the record ``JSONFlatRecords`` is reading: their values as bytes, back to back
/// in one buffer reused from record to record, and their kinds.
final class JSONFlatMembers {
    /// How many keys the record has so far (one more than its values while a member's value is awaited).
    var keyCount = 0
    /// How many values the record has so far.
    private(set) var count = 0
    private var bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 12, alignment: 16)
    private var byteCount = 0
    private var ends: [Int] = []
    private var kinds: [ScalarKind] = []

    deinit { bytes.deallocate() }

    /// Forgets the members, keeping the buffers.
    func removeAll() {
        keyCount = 0
        count = 0
        byteCount = 0
        ends.removeAll(keepingCapacity: true)
        kinds.removeAll(keepingCapacity: true)
    }

    /// Adds a value.
    func append(_ kind: ScalarKind, _ value: UnsafeRawBufferPointer) {
        if byteCount + value.count > bytes.count {
            let larger = UnsafeMutableRawBufferPointer.allocate(
                byteCount: max(byteCount + value.count, bytes.count * 2), alignment: 16)
            larger.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[0..<byteCount]))
            bytes.deallocate()
            bytes = larger
        }
        if let base = value.baseAddress, !value.isEmpty {
            (bytes.baseAddress! + byteCount).copyMemory(from: base, byteCount: value.count)
        }
        byteCount += value.count
        ends.append(byteCount)
        kinds.append(kind)
        count += 1
    }

    /// The bytes of value `position`.
    subscript(position: Int) -> UnsafeRawBufferPointer {
        let start = position == 0 ? 0 : ends[position - 1]
        return UnsafeRawBufferPointer(rebasing: bytes[start..<ends[position]])
    }

    /// The kind of value `position`.
    func kind(at position: Int) -> ScalarKind { kinds[position] }

    /// Value `position` as a source value.
    func value(at position: Int) -> SourceValue { kinds[position].value(self[position]) }

    /// Value `position` as the event the general path would have read.
    func event(at position: Int) -> JSONEvent {
        switch value(at: position) {
        case .string(let text): return .string(text)
        case .number(let text), .json(let text): return .number(text)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        }
    }
}

/// A record of scalar members read by ``JSONFlatRecords``, valid only during the call that hands it over.
///
/// It maps as the ``SourceRecord`` the general path builds of the same object would (``RowMapper`` takes
/// either): strings are converted from their bytes as CSV fields are, numbers as numbers.
struct JSONFlatRecord {
    /// Its position among the top-level array's elements or the NDJSON lines.
    let index: Int
    /// The keys, in the order written (shared by the records that have the same).
    let keys: [String]
    /// The values.
    let members: JSONFlatMembers

    /// Where the record is: `$[12]`.
    var location: SourceLocation { .jsonPath("$[\(index)]") }

    /// The record as the general path builds it, with the object it was read from as exported.
    var sourceRecord: SourceRecord {
        Self.sourceRecord(at: location, keys: keys, values: (0..<members.count).map(members.value(at:)))
    }

    /// The object the record was read from.
    var jsonValue: JSONValue {
        .object((0..<members.count).map { JSONMember(key: keys[$0], value: JSONValue(scalar: members.event(at: $0))!) })
    }

    /// The record of a flat object at `location` with these keys and scalar values, as the general path
    /// builds it: `exported` is the object as written.
    static func sourceRecord(at location: SourceLocation, keys: [String], values: [SourceValue]) -> SourceRecord {
        let members = zip(keys, values).map { key, value -> JSONMember in
            switch value {
            case .null: return JSONMember(key: key, value: .null)
            case .string(let text): return JSONMember(key: key, value: .string(text))
            case .number(let text), .json(let text): return JSONMember(key: key, value: .number(text))
            case .bool(let flag): return JSONMember(key: key, value: .bool(flag))
            }
        }
        return SourceRecord(location: location, keys: keys, values: values, exported: .object(members))
    }
}

extension JSONFlatRecord: MappableRecord {
    /// The number of values.
    var valueCount: Int { members.count }

    /// The value at `position` converted for a column: a string from its bytes; a number from its bytes
    /// too, whole as RFC 8259 writes it for a numeric column, but for an id
    /// (``ValueConverter/idText(ofNumber:)``), as the general path converts it.
    func convert(_ position: Int, to type: ValueType, slashOrder: DateParser.SlashOrder?, isFraction: Bool)
        throws(ValueError) -> DatabaseValue
    {
        switch members.kind(at: position) {
        case .number where type.isNumeric:
            return try ValueConverter.convert(numberBytes: members[position], to: type, isFraction: isFraction)
        case .string,
            .number where type != .id:
            // A number is never empty, so as text it converts as the string of its digits would.
            return try ValueConverter.convert(
                bytes: members[position], to: type, slashOrder: slashOrder, isFraction: isFraction)
        default:
            return try ValueConverter.convert(
                members.value(at: position), to: type, slashOrder: slashOrder, isFraction: isFraction)
        }
    }

    /// The value's bytes when a column of `type` stores them as its text unchanged: a string, or a number
    /// for any column but an id (which ``convert(_:to:slashOrder:isFraction:)`` rewrites).
    func plainText(_ position: Int, type: ValueType) -> UnsafeRawBufferPointer? {
        switch members.kind(at: position) {
        case .string,
            .number where type != .id:
            return ValueConverter.plainText(members[position], type: type)
        default: return nil
        }
    }

    /// The value at `position` as text, nil when null or an empty string.
    func text(at position: Int) -> String? { members.value(at: position).text }

    /// The bytes of the value at `position` as written.
    func byteCount(at position: Int) -> Int { members[position].count }

    /// The value at `position` when it is a string with a `/` in it.
    func slashText(at position: Int) -> String? {
        let bytes = members[position]
        guard members.kind(at: position) == .string, !bytes.isEmpty,
            memchr(bytes.baseAddress!, 0x2F, bytes.count) != nil
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value at `position` when it is a string holding more than a plain number.
    func currencyText(at position: Int) -> String? {
        let bytes = members[position]
        guard members.kind(at: position) == .string, CurrencyMarker.mayName(bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The value at `position`.
    func value(at position: Int) -> SourceValue { members.value(at: position) }
}
