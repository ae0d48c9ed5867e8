extension TemplateKeyCheck {
    /// The tree of `text`'s tags; comments, pragmas and text are left out.
    static func parse(_ text: String) -> [Node] {
        var open: [(name: String, inverted: Bool, nodes: [Node])] = [("", false, [])]
        for tag in tags(in: text) {
            let sigil = tag.first ?? " "
            let name = String(tag.dropFirst()).trimmingCharacters(in: .whitespaces)
            switch sigil {
            case "#", "^": open.append((name, sigil == "^", []))
            case "/":
                let section = open.removeLast()
                open[open.count - 1].nodes.append(.section(section.name, inverted: section.inverted, section.nodes))
            case ">": open[open.count - 1].nodes.append(.partial(name))
            case "!", "%": continue
            case "&", "{": open[open.count - 1].nodes.append(.name(name))
            default: open[open.count - 1].nodes.append(.name(tag.trimmingCharacters(in: .whitespaces)))
            }
        }
        return open[0].nodes
    }

    /// The inside of every `{{…}}` and `{{{…}}}` of `text`, in order; a triple one starts with `{`.
    private static func tags(in text: String) -> [String] {
        var tags: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "{{") {
            rest = rest[open.upperBound...]
            let close = rest.first == "{" ? "}}}" : "}}"
            guard let end = rest.range(of: close) else { break }
            tags.append(rest[..<end.lowerBound].trimmingCharacters(in: .whitespaces))
            rest = rest[end.upperBound...]
        }
        return tags
    }
}
