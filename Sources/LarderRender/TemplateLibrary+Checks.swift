import Foundation

extension TemplateLibrary {
    /// The pragma every Markdown template and partial starts with, so Mustache does not HTML-escape it.
    static let textPragma = "{{%CONTENT_TYPE: TEXT}}"

    /// The partials a template includes (`{{> partials/nav}}`), in order of first use.
    static func partials(in text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{{>") {
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: "}}") else { break }
            let name = rest[..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            if !name.isEmpty, !names.contains(name) { names.append(name) }
            rest = rest[close.upperBound...]
        }
        return names
    }

    /// Fails when a template includes a partial the folder lacks (Mustache would render nothing in
    /// its place), or when a Markdown template (`*.md`) or a partial it includes does not start with
    /// ``textPragma`` (Mustache would escape its imported text as HTML).
    static func checkPartials(_ texts: [String: String], files: [String: URL], folder: URL) throws {
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            for partial in partials(in: text) where texts[partial] == nil && !partial.hasPrefix("*") {
                throw RenderError.partialMissing(
                    file: folder.appendingPathComponent(partial + ".mustache").path, usedBy: files[name]!.path)
            }
        }
        for name in texts.keys.sorted() where name.hasSuffix(".md") && !name.hasPrefix("partials/") {
            var queue = [name]
            var seen: Set<String> = []
            while let current = queue.popLast() {
                guard seen.insert(current).inserted, let text = texts[current] else { continue }
                guard text.hasPrefix(textPragma) else {
                    throw RenderError.markdownNotText(file: files[current]!.path, usedBy: files[name]!.path)
                }
                queue += partials(in: text)
            }
        }
    }
}
