import Foundation
import LarderValues

extension OfferCollector {
    /// A property's value: a string or number as written, the first of a list, or the `@value` or
    /// `name` of an object (`"seller": {"@type": "Organization", "name": "FreshMart"}`); nil when blank.
    func value(_ property: JSONValue?) -> SourceValue? {
        switch resolved(property) {
        case .string(let text)?: return text.trimmingSpaces.isEmpty ? nil : .string(text)
        case .number(let text)?: return .number(text)
        case .bool(let flag)?: return .bool(flag)
        case .array(let list)?: return list.lazy.compactMap { value($0) }.first
        case let node? where node.members != nil: return value(node["@value"]) ?? value(node["name"])
        default: return nil
        }
    }

    /// ``value(_:)`` as text.
    func text(_ property: JSONValue?) -> String? { value(property)?.text }

    /// ``value(_:)`` for text meant for people (names, descriptions): entities and markup in it are read
    /// as the text they stand for when the block may hold them.
    func plain(_ property: JSONValue?) -> SourceValue? {
        guard decodingHTML, case .string(let text)? = value(property) else { return value(property) }
        return .string(HTMLDocument.plainText(ofFragment: text))
    }

    /// An image's URL: a string, the first of a list, or the `url` or `contentUrl` of an `ImageObject`.
    func imageURL(_ property: JSONValue?) -> SourceValue? {
        switch resolved(property) {
        case .array(let list)?: return list.lazy.compactMap { imageURL($0) }.first
        case let node? where node.members != nil: return value(node["url"]) ?? value(node["contentUrl"])
        case let other: return value(other)
        }
    }

    /// The schema.org type names of a node, without their vocabulary (`https://schema.org/Offer` is `Offer`).
    static func types(of node: JSONValue) -> Set<String> {
        let declared = node["@type"]
        let names = declared?.items?.compactMap(\.string) ?? declared?.string.map { [$0] } ?? []
        return Set(names.map(typeName))
    }

    /// A type or enumeration member without its vocabulary: the part after the last `/`, `:` or `#`.
    static func typeName(_ name: String) -> String {
        let trimmed = name.trimmingSpaces
        guard let separator = trimmed.lastIndex(where: { $0 == "/" || $0 == ":" || $0 == "#" }) else { return trimmed }
        return String(trimmed[trimmed.index(after: separator)...])
    }

    /// Whether a node only points at another (`{"@id": "#offer-1"}`).
    static func isReference(_ node: JSONValue) -> Bool {
        guard node["@id"]?.string != nil, let members = node.members else { return false }
        return members.allSatisfy { $0.key == "@id" || $0.key == "@type" }
    }

    /// A key as a JSON path member: `.offers`, `['@graph']`.
    static func member(_ key: String) -> String { key.hasPrefix("@") ? "['\(key)']" : ".\(key)" }
}
