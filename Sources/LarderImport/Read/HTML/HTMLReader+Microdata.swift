import LarderValues

extension HTMLReader {
    /// Nested items deeper than this are read as text (no real page nests items this deep).
    private static let maximumItemDepth = 32

    /// The top-level microdata items: elements with `itemscope` that are no other item's property.
    static func microdataItems(in root: HTMLElement) -> [HTMLElement] {
        root.descendants { $0.attribute("itemscope") != nil && $0.attribute("itemprop") == nil }
    }

    /// A microdata item in the shape of a JSON-LD node, so one collector reads both: `@type` from
    /// `itemtype`, `@id` from `itemid`, and each `itemprop` name with its value (a list when the name
    /// appears more than once), members in page order. Properties of nested items belong to those items.
    static func microdataNode(_ item: HTMLElement, depth: Int = 0) -> JSONValue {
        var members: [JSONMember] = []
        var position: [String: Int] = [:]
        func add(_ key: String, _ value: JSONValue) {
            guard let index = position[key] else {
                position[key] = members.count
                members.append(JSONMember(key: key, value: value))
                return
            }
            members[index].value = .array((members[index].value.items ?? [members[index].value]) + [value])
        }
        if let types = item.attribute("itemtype") {
            add("@type", .array(types.split(separator: " ").map { .string(String($0)) }))
        }
        if let id = item.attribute("itemid") { add("@id", .string(id)) }
        let properties = item.descendants(
            where: { $0.attribute("itemprop") != nil }, entering: { $0.attribute("itemscope") == nil })
        for property in properties {
            let value: JSONValue =
                property.attribute("itemscope") != nil && depth < maximumItemDepth
                ? microdataNode(property, depth: depth + 1) : .string(microdataValue(of: property))
            for name in (property.attribute("itemprop") ?? "").split(whereSeparator: \.isWhitespace) {
                add(String(name), value)
            }
        }
        return .object(members)
    }

    /// A property's value as the microdata rules give it: `content` (which pages also put on `<span>`),
    /// a URL attribute for links and media, `value` for `<data>` and `<meter>`, `datetime` for
    /// `<time>`, else the element's text.
    private static func microdataValue(of element: HTMLElement) -> String {
        if let content = element.attribute("content") { return content }
        let attribute: String? =
            switch element.name {
            case "a", "area", "link": "href"
            case "audio", "embed", "iframe", "img", "source", "track", "video": "src"
            case "object": "data"
            case "data", "meter": "value"
            case "time": "datetime"
            default: nil
            }
        return attribute.flatMap(element.attribute) ?? element.text()
    }
}
