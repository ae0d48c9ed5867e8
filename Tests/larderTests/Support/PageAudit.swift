import Foundation

@testable import LarderImport

/// Checks a rendered page the way an attacker's content would have to get through: parsed by
/// libxml2's HTML parser (as a browser would repair it), an HTML page must hold no element that runs
/// or loads anything, no event attribute and no link or source other than http(s) or a relative path;
/// a Markdown report no raw HTML, no link to anything but a relative path or http(s), no bare address
/// GitHub would link by itself, and no table row with more or fewer cells than its header.
enum PageAudit {
    /// Elements that run script, embed other documents, submit or redirect.
    static let forbiddenElements: Set<String> = [
        "script", "iframe", "frame", "frameset", "object", "embed", "applet", "base", "form", "noscript",
    ]
    /// Attributes whose value the browser loads or follows.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "srcset", "poster", "xlink:href", "data", "background", "cite",
        "longdesc", "usemap", "manifest", "ping",
    ]

    /// What is wrong with an HTML page, one sentence per problem; empty when it is safe.
    static func problems(inHTML html: String, named name: String) throws -> [String] {
        let document = try HTMLDocument(data: Data(html.utf8), path: name)
        guard let root = document.root else { return ["\(name) has no root element"] }
        var problems: [String] = []
        for element in [root] + root.descendants(where: { _ in true }) {
            if forbiddenElements.contains(element.name) { problems.append("\(name): a <\(element.name)> element") }
            if element.name == "meta", element.attribute("http-equiv")?.lowercased() == "refresh" {
                problems.append("\(name): a <meta http-equiv=refresh>")
            }
            for (attribute, value) in element.attributes {
                if attribute.hasPrefix("on") { problems.append("\(name): <\(element.name) \(attribute)=\"\(value)\">") }
                let squeezed = String(value.lowercased().unicodeScalars.filter { $0.value > 0x20 }.map(Character.init))
                if squeezed.contains("javascript:") || squeezed.contains("vbscript:") {
                    problems.append("\(name): <\(element.name) \(attribute)=\"\(value)\"> holds a script URL")
                }
                if urlAttributes.contains(attribute), !isSafeURL(value) {
                    problems.append("\(name): <\(element.name) \(attribute)=\"\(value)\"> is not http(s) or relative")
                }
            }
        }
        return problems
    }

    /// Whether a URL is http(s) or a relative path with no scheme (and not protocol-relative).
    static func isSafeURL(_ value: String) -> Bool {
        let url = String(value.unicodeScalars.filter { $0.value > 0x20 }.map(Character.init)).lowercased()
        if url.hasPrefix("http://") || url.hasPrefix("https://") { return true }
        if url.hasPrefix("//") || url.hasPrefix("\\") { return false }
        let beforePath = url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !beforePath.contains(":")
    }

    /// What is wrong with a Markdown report, one sentence per problem; empty when it is safe.
    static func problems(inMarkdown markdown: String, named name: String) -> [String] {
        var problems: [String] = []
        var tableCells: Int?
        for (number, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = String(line)
            let unescaped = unescapedCharacters(in: text)
            if let tag = unescaped.firstIndex(where: { $0.character == "<" }),
                let next = text.dropFirst(unescaped[tag].offset + 1).first, next.isLetter || next == "/" || next == "!"
            {
                problems.append("\(name) line \(number + 1): raw HTML `\(text)`")
            }
            problems += linkProblems(in: text, unescaped: unescaped).map { "\(name) line \(number + 1): \($0)" }
            problems += autolinks(in: text, unescaped: unescaped).map { "\(name) line \(number + 1): \($0)" }
            guard text.hasPrefix("|") else {
                tableCells = nil
                continue
            }
            let cells = unescaped.filter { $0.character == "|" }.count
            if let expected = tableCells, cells != expected {
                problems.append("\(name) line \(number + 1): \(cells - 1) cells where the header has \(expected - 1)")
            }
            tableCells = tableCells ?? cells
        }
        return problems
    }

    /// The characters of a Markdown line not escaped by a backslash, with their offsets.
    private static func unescapedCharacters(in line: String) -> [(offset: Int, character: Character)] {
        var result: [(offset: Int, character: Character)] = []
        var escaped = false
        for (offset, character) in line.enumerated() {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append((offset, character))
            }
        }
        return result
    }

    /// Text GitHub's autolink extension would turn into a link: an unescaped `:` before `//`, an
    /// unescaped `.` after `www`, an `@` right after a letter or digit (larder puts a word joiner
    /// there). Link targets larder wrote, `](…)`, are skipped.
    private static func autolinks(in line: String, unescaped: [(offset: Int, character: Character)]) -> [String] {
        let characters = Array(line)
        var problems: [String] = []
        var target: Int?
        for (offset, character) in unescaped {
            if let end = target, offset <= end { continue }
            if character == "]", characters.dropFirst(offset + 1).first == "(" {
                target = characters[offset...].firstIndex(of: ")")
            } else if character == ":", characters.dropFirst(offset + 1).starts(with: ["/", "/"]) {
                problems.append("a bare web address, `\(String(characters[offset...].prefix(30)))`")
            } else if character == ".", offset >= 3, String(characters[(offset - 3)..<offset]).lowercased() == "www" {
                problems.append("a bare www address, `\(String(characters[(offset - 3)...].prefix(30)))`")
            } else if character == "@", offset > 0, characters[offset - 1].isASCII,
                characters[offset - 1].isLetter || characters[offset - 1].isNumber
            {
                problems.append("an e-mail address, `\(String(characters[offset...].prefix(30)))`")
            }
        }
        return problems
    }

    /// Links (`[text](target)`) whose target is not http(s) or relative.
    private static func linkProblems(in line: String, unescaped: [(offset: Int, character: Character)]) -> [String] {
        let characters = Array(line)
        return unescaped.compactMap { offset, character in
            guard character == "]", offset + 1 < characters.count, characters[offset + 1] == "(" else { return nil }
            let target = String(characters[(offset + 2)...].prefix { $0 != ")" })
            return isSafeURL(target) ? nil : "a link to `\(target)`"
        }
    }
}
