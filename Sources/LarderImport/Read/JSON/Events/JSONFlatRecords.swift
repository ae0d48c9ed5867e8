import Foundation
import LarderValues

/// Reads a top-level array of objects, or NDJSON lines of objects, whose members are all scalars,
/// straight from yajl's tokens: each member's value is kept as bytes in one reused buffer, and a record's
/// keys are made strings only when they differ from the previous record's, so a file of records that all
/// have the same keys shares one key array, and ``RowMapper`` looks each key up once.
///
/// The moment a token breaks that shape — a top-level object (an envelope), a nested array or object, an
/// element that is no object, a second top-level value of a `.json` file — the reader says so and
/// ``JSONEventReader`` hands the rest of the file to the general path (``JSONDocumentWalker``): it replays
/// what this reader took of the open record, and where it stands, as events (``replay(into:passing:)``), so
/// nothing is read twice and the records already handed on stay handed on. Records handed on here are
/// exactly those the general path would have built, member by member.
final class JSONFlatRecords {
    /// What a token did.
    enum Outcome {
        /// The token was taken.
        case taken
        /// The token closed a record, which ``record`` now holds.
        case completed
        /// The token breaks the flat shape: the general path takes it and everything after it.
        case handOver
    }

    private enum Phase {
        /// Before the first top-level value (and between NDJSON lines).
        case top
        /// Inside the top-level array of a `.json` file, between records.
        case array
        /// After the top-level array of a `.json` file.
        case afterArray
        /// Inside a record.
        case record
    }

    /// Whether every top-level value is a record (NDJSON).
    let isLines: Bool
    private var phase = Phase.top
    /// How many records ended before the current one: its index in the array or among the lines.
    private(set) var completedCount = 0
    /// The record's members, kept as they come.
    let members = JSONFlatMembers()
    /// The keys of the last completed record, shared by every record with the same keys in the same order.
    private var keys: [String] = []
    /// The raw bytes of `keys`, back to back, and where each ends.
    private var keyBytes: [UInt8] = []
    private var keyEnds: [Int] = []
    /// The open record's keys, when they are not `keys` (its first `matchedKeys` keys are).
    private var newKeys: [String]?
    private var newKeyBytes: [UInt8] = []
    private var newKeyEnds: [Int] = []
    private var matchedKeys = 0

    /// Creates a reader for a `.json` file (`isLines` false: a top-level array) or an NDJSON file.
    init(isLines: Bool) { self.isLines = isLines }

    /// The record the last ``Outcome/completed`` closed; valid until the next token.
    var record: JSONFlatRecord { JSONFlatRecord(index: completedCount - 1, keys: keys, members: members) }

    /// `{`
    func startObject() -> Outcome {
        switch phase {
        case .array,
            .top where isLines:
            phase = .record
            members.removeAll()
            newKeys = nil
            matchedKeys = 0
            return .taken
        default: return .handOver
        }
    }

    /// `[`: only the top-level array of a `.json` file.
    func startArray() -> Outcome {
        guard phase == .top, !isLines else { return .handOver }
        phase = .array
        return .taken
    }

    /// `}`: a record is complete.
    func endObject() -> Outcome {
        guard phase == .record else { return .handOver }
        if newKeys != nil || matchedKeys < keys.count { adoptNewKeys() }
        phase = isLines ? .top : .array
        completedCount += 1
        return .completed
    }

    /// `]`: the top-level array ends.
    func endArray() -> Outcome {
        guard phase == .array else { return .handOver }
        phase = .afterArray
        return .taken
    }

    /// A member's key.
    func key(_ bytes: UnsafeRawBufferPointer) -> Outcome {
        guard phase == .record else { return .handOver }
        let position = members.keyCount
        members.keyCount += 1
        if newKeys == nil, position < keys.count, matches(bytes, position) {
            matchedKeys += 1
            return .taken
        }
        if newKeys == nil {
            newKeys = Array(keys[0..<matchedKeys])
            let end = matchedKeys == 0 ? 0 : keyEnds[matchedKeys - 1]
            newKeyBytes = Array(keyBytes[0..<end])
            newKeyEnds = Array(keyEnds[0..<matchedKeys])
        }
        newKeys!.append(String(decoding: bytes, as: UTF8.self))
        newKeyBytes.append(contentsOf: bytes)
        newKeyEnds.append(newKeyBytes.count)
        return .taken
    }

    /// A member's scalar value.
    func scalar(_ kind: ScalarKind, _ bytes: UnsafeRawBufferPointer) -> Outcome {
        guard phase == .record else { return .handOver }
        members.append(kind, bytes)
        return .taken
    }

    /// Whether `bytes` are the raw bytes of `keys[position]`.
    private func matches(_ bytes: UnsafeRawBufferPointer, _ position: Int) -> Bool {
        let start = position == 0 ? 0 : keyEnds[position - 1]
        let count = keyEnds[position] - start
        guard count == bytes.count else { return false }
        guard count > 0 else { return true }
        return keyBytes.withUnsafeBytes { memcmp($0.baseAddress! + start, bytes.baseAddress!, count) == 0 }
    }

    /// The closed record's keys become the ones later records are compared with.
    private func adoptNewKeys() {
        if let newKeys {
            keys = newKeys
            swap(&keyBytes, &newKeyBytes)
            swap(&keyEnds, &newKeyEnds)
        } else {
            keys = Array(keys[0..<matchedKeys])
            keyEnds.removeLast(keyEnds.count - matchedKeys)
            keyBytes.removeLast(keyBytes.count - (keyEnds.last ?? 0))
        }
        newKeys = nil
    }

    /// The open record's key at `position`.
    private func openKey(_ position: Int) -> String {
        if let newKeys { return newKeys[position] }
        return keys[position]
    }

    /// Says, as events, what this reader took and where it stands, so the general path can go on from
    /// here: `deliver` takes each event, `passing` the number of records the cursor passes without events.
    func replay(into deliver: (JSONEvent) -> Bool, passing: (Int) -> Void) {
        if !isLines, phase != .top { _ = deliver(.startArray) }
        passing(completedCount)
        switch phase {
        case .afterArray: _ = deliver(.endArray)
        case .record:
            _ = deliver(.startObject)
            for position in 0..<members.keyCount {
                _ = deliver(.key(openKey(position)))
                if position < members.count { _ = deliver(members.event(at: position)) }
            }
        case .top, .array: break
        }
    }
}
