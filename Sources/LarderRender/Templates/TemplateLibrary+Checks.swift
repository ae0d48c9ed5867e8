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

    /// The values a template may put in a page unescaped: larder's charts, SVG drawn in Swift with every
    /// label escaped (`chart`, and `users.chart` written with its path).
    static let rawValueKeys: Set<String> = ["chart"]

    /// Fails when a template puts any other value in `{{{ }}}` or `{{& }}` (imported text would become
    /// markup), or changes the tag delimiters (which would hide such a tag from this check); the error
    /// names the file and line. Tags are read one after another, so a `{{{` inside a comment is text.
    static func checkRawValues(_ texts: [String: String], files: [String: URL]) throws {
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) {
            var rest = text[...]
            while let open = rest.range(of: "{{") {
                let body = rest[open.upperBound...]
                let isTriple = body.hasPrefix("{")
                guard let close = body.range(of: isTriple ? "}}}" : "}}") else { break }
                let tag = body[..<close.lowerBound]
                let line = { text[..<open.lowerBound].utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 } }
                if tag.hasPrefix("=") { throw RenderError.delimiterChange(file: files[name]!.path, line: line()) }
                if isTriple || tag.hasPrefix("&") {
                    let key = tag.dropFirst().trimmingCharacters(in: .whitespaces)
                    let last = key.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init)
                    if !rawValueKeys.contains(last ?? key) {
                        let written = "{{" + tag + (isTriple ? "}}}" : "}}")
                        throw RenderError.rawValue(file: files[name]!.path, line: line(), tag: written)
                    }
                }
                rest = body[close.upperBound...]
            }
        }
    }
}
