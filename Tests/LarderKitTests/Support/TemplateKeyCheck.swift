import Foundation

/// The names a template reads that its context does not hold, found the way swift-mustache looks a
/// name up: in the innermost section's value first, then outwards; partials are read in place.
///
/// A context sample with every value present (``SampleDecoder``) makes a name that no context can
/// hold an unknown one: a misspelt key in a template, or a field renamed in Swift.
struct TemplateKeyCheck {
    /// A template as a tree of the names it reads.
    indirect enum Node {
        /// `{{name}}`, `{{{name}}}` or `{{&name}}`.
        case name(String)
        /// `{{#name}}…{{/name}}`, or `{{^name}}…{{/name}}` when inverted.
        case section(String, inverted: Bool, [Node])
        /// `{{> name}}`.
        case partial(String)
    }

    /// Template texts by name (`expiry.html`, `partials/head`).
    let templates: [String: String]
    /// The partials some checked template included.
    private(set) var partialsRead: Set<String> = []

    /// The templates of `folder`, named as ``TemplateLibrary`` names them.
    init(folder: URL) throws {
        var templates: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        let base = folder.standardizedFileURL.path
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(base.count + 1))
            templates[String(relative.dropLast(".mustache".count))] = try String(contentsOf: url, encoding: .utf8)
        }
        self.templates = templates
    }

    /// Templates given as texts.
    init(templates: [String: String]) { self.templates = templates }

    /// Every name `template` reads that `context` (a ``TemplateEncoder`` value) does not hold, as
    /// `template: section/…/name`.
    mutating func unknownNames(in template: String, context: Any) -> [String] {
        var unknown: [String] = []
        check(Self.parse(templates[template] ?? ""), stack: [context], path: [template], unknown: &unknown)
        return unknown
    }

    private mutating func check(_ nodes: [Node], stack: [Any], path: [String], unknown: inout [String]) {
        for node in nodes {
            switch node {
            case .name(let name):
                if Self.resolve(name, in: stack) == nil { unknown.append((path + [name]).joined(separator: "/")) }
            case .section(let name, let inverted, let children):
                let value = Self.resolve(name, in: stack)
                if value == nil { unknown.append((path + ["#" + name]).joined(separator: "/")) }
                let inner = path + ["#" + name]
                switch value {
                case let list as [Any] where !inverted:
                    for element in list { check(children, stack: stack + [element], path: inner, unknown: &unknown) }
                case let object as [String: Any] where !inverted:
                    check(children, stack: stack + [object], path: inner, unknown: &unknown)
                default: check(children, stack: stack, path: inner, unknown: &unknown)
                }
            case .partial(let name):
                guard let text = templates[name], path.count < 40 else {
                    unknown.append((path + [">" + name]).joined(separator: "/"))
                    continue
                }
                partialsRead.insert(name)
                check(Self.parse(text), stack: stack, path: path + [">" + name], unknown: &unknown)
            }
        }
    }

    /// The value `name` (`a.b`, `.`) names in `stack`, innermost first, or nil.
    static func resolve(_ name: String, in stack: [Any]) -> Any? {
        if name == "." { return stack.last }
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        for object in stack.reversed() {
            guard let found = (object as? [String: Any])?[first] else { continue }
            return parts.dropFirst().reduce(Optional(found)) { value, part in (value as? [String: Any])?[part] }
        }
        return nil
    }
}
