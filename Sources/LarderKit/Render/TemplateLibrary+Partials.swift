import Foundation

extension TemplateLibrary {
    /// The partials and parents a template names (`{{> partials/head}}`, `{{< layout}}`), in order.
    /// Dynamic names (`{{>*name}}`) are left out: they are looked up at render time, in the library only.
    static func partialNames(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { break }
            let tag = rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            rest = rest[close.upperBound...]
            guard let sigil = tag.first, sigil == ">" || sigil == "<" else { continue }
            let name = tag.dropFirst().trimmingCharacters(in: .whitespaces)
            if !name.isEmpty, !name.hasPrefix("*") { names.append(name) }
        }
        return names
    }

    /// Throws ``RenderError/partialMissing(file:partial:)`` for the first partial that no template of
    /// the folder provides: partials come from the templates folder only, never from a path.
    static func checkPartials(of files: [(url: URL, text: String)], names: Set<String>, folder: URL) throws {
        for file in files {
            if let missing = partialNames(in: file.text).first(where: { !names.contains($0) }) {
                throw RenderError.partialMissing(file: file.url.path, partial: missing, folder: folder.path)
            }
        }
    }
}
