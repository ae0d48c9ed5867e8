/// The rules of ``PageAudit`` for a Markdown report: no raw HTML, no link to anything but a relative
/// path or http(s), no bare address GitHub would link by itself, and no table row with more or fewer
/// cells than its header.
extension PageAudit {
    /// What is wrong with a Markdown report, one sentence per problem; empty when it is safe.
    package static func problems(inMarkdown markdown: String, named name: String) -> [String] {
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
