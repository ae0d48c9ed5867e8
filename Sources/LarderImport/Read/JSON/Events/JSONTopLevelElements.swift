import Foundation
import LarderValues

/// Streams the elements of chosen top-level arrays of a JSON file, building one element at a time in
/// memory and passing over everything else without building it.
///
/// The arrays are chosen by the key that holds them in the top-level object; a top-level array is
/// under the key `""`. An object (rather than an array) under a chosen key counts as one element.
struct JSONTopLevelElements {
    /// The file.
    let url: URL
    /// The file as messages name it.
    let path: String

    /// Calls `body` with each chosen element: its key, its value and its JSON path. Returns the chosen
    /// keys the file has.
    @discardableResult
    func forEach(under keys: Set<String>, _ body: (String, JSONValue, String) throws -> Void) throws -> Set<String> {
        let scanner = Scanner(keys: keys)
        try JSONEventReader(url: url, path: path).read { event, cursor in
            if let value = scanner.handle(event, at: cursor) { try body(scanner.key, value, scanner.location) }
        }
        return scanner.found
    }
}

/// The state of one scan: where the chosen arrays are, and the element being built.
private final class Scanner {
    let keys: Set<String>
    var found: Set<String> = []
    /// The current top-level key.
    var key = ""
    /// The JSON path of the current element.
    var location = ""
    private var topIsObject = false
    /// The depth at which the elements of the current chosen array start, if inside one.
    private var elementDepth: Int?
    private var builder: JSONValueBuilder?

    init(keys: Set<String>) { self.keys = keys }

    /// Takes one event; returns an element once it is complete.
    func handle(_ event: JSONEvent, at cursor: JSONCursor) -> JSONValue? {
        if builder != nil {
            guard let value = builder!.add(event) else { return nil }
            builder = nil
            return value
        }
        let depthBefore = event == .startObject || event == .startArray ? cursor.depth - 1 : cursor.depth
        let chosen = topIsObject && depthBefore == 1 && keys.contains(key)
        switch event {
        case .startObject where depthBefore == 0: topIsObject = true
        case .startArray where depthBefore == 0: enterArray(under: "", elementDepth: 1)
        case .key(let name) where topIsObject && cursor.depth == 1: key = name
        case .startArray where chosen: enterArray(under: key, elementDepth: 2)
        case .endArray where elementDepth == cursor.depth + 1: elementDepth = nil
        case .endArray, .endObject, .key: break
        case .startObject where chosen:
            found.insert(key)
            return startElement(event, at: cursor)
        default:
            if elementDepth == depthBefore { return startElement(event, at: cursor) }
        }
        return nil
    }

    private func enterArray(under key: String, elementDepth depth: Int) {
        self.key = key
        guard keys.contains(key) else { return }
        found.insert(key)
        elementDepth = depth
    }

    private func startElement(_ event: JSONEvent, at cursor: JSONCursor) -> JSONValue? {
        location = cursor.path
        var element = JSONValueBuilder()
        if let value = element.add(event) { return value }
        builder = element
        return nil
    }
}
