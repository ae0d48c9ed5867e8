import LarderValues

/// Where a JSON parse is: how deep, and the JSON path of the value being read (`$.categories[3].name`).
///
/// ``JSONEventReader`` moves the cursor before it hands each event on, so at a start event the path
/// names the value that starts. Top-level values are numbered (`$[2]`) in a file of several values
/// (NDJSON), or from the second value on.
final class JSONCursor {
    private enum Level {
        /// An array and the index of its current element (-1 before the first).
        case array(Int)
        /// An object and the key of its current member (nil before the first).
        case object(String?)
    }

    private var levels: [Level] = []
    /// Whether top-level values are numbered from the first one on.
    let numbersValues: Bool
    /// How many top-level values have started.
    private(set) var valueCount = 0

    /// Creates a cursor at the start of a document.
    init(numbersValues: Bool) {
        self.numbersValues = numbersValues
    }

    /// The number of open arrays and objects.
    var depth: Int { levels.count }

    /// The JSON path of the current value.
    var path: String {
        var path = "$"
        if numbersValues || valueCount > 1 { path += "[\(max(valueCount - 1, 0))]" }
        for level in levels {
            switch level {
            case .array(let index) where index >= 0: path += "[\(index)]"
            case .object(let key?): path += Self.component(key)
            default: break
            }
        }
        return path
    }

    /// A value (scalar, array or object) starts at the current position.
    func startValue() {
        guard let last = levels.last else {
            valueCount += 1
            return
        }
        if case .array(let index) = last { levels[levels.count - 1] = .array(index + 1) }
    }

    /// An array or object opened (after ``startValue()``).
    func open(array: Bool) { levels.append(array ? .array(-1) : .object(nil)) }

    /// The current object moved to the member `key`.
    func enter(key: String) { levels[levels.count - 1] = .object(key) }

    /// The current array or object closed.
    func close() { levels.removeLast() }

    /// Moves the cursor for `event`, as ``JSONEventReader`` does before it hands the event on.
    func move(for event: JSONEvent) {
        switch event {
        case .startObject, .startArray:
            startValue()
            open(array: event == .startArray)
        case .key(let key): enter(key: key)
        case .endObject, .endArray: close()
        case .string, .number, .bool, .null: startValue()
        }
    }

    /// `count` values went by at the current position without their events: a reader of flat records
    /// (``JSONFlatRecords``) took them itself.
    func pass(values count: Int) {
        guard let last = levels.last else {
            valueCount += count
            return
        }
        if case .array(let index) = last { levels[levels.count - 1] = .array(index + count) }
    }

    /// `.name` for a key that reads as an identifier, `["a key"]` for any other.
    static func component(_ key: String) -> String {
        let simple =
            !key.isEmpty && key.utf8.first.map { !(48...57).contains($0) } == true
            && key.utf8.allSatisfy { byte in
                (97...122).contains(byte) || (65...90).contains(byte) || (48...57).contains(byte) || byte == 95
            }
        return simple ? "." + key : "[" + JSONText.quoted(key) + "]"
    }
}
