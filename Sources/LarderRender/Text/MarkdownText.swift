/// Escapes imported text for GitHub-flavoured Markdown with the autolink extension, so it renders as
/// the same visible text and never becomes a link, an image, HTML, an entity, code, emphasis, a
/// heading, a list, a quote, a table cell or a line break.
///
/// Every ASCII punctuation character that Markdown or GitHub gives a meaning to gets a backslash,
/// which CommonMark defines as "this character, literally". Autolinks need more than that: cmark-gfm
/// finds `http://`, `https://`, `ftp://` and `www.` in the source while it parses, so the escaped `:`
/// and `.` stop them, but it finds e-mail addresses (and `mailto:`, `xmpp:`) after the backslashes
/// have been resolved, so an `@` gets an invisible word joiner (U+2060) before it, which no address
/// may hold.
enum MarkdownText {
    /// Punctuation escaped wherever it is. The rest (`' " , ; ? / % ( ) - + = @`) means nothing in
    /// the middle of a line.
    static let escaped: Set<Character> = [
        "!", "#", "$", "&", "*", ".", ":", "<", ">", "[", "\\", "]", "^", "_", "`", "{", "|", "}", "~",
    ]
    /// Punctuation escaped when it opens the text, where it could start a list (`-`, `+`, `1)`) or
    /// underline the line before into a heading (`=`, `-`).
    static let escapedFirst: Set<Character> = ["-", "+", "=", ")"]
    /// Keeps `@` out of any e-mail autolink; invisible, and not a space, so the text reads the same.
    static let wordJoiner: Character = "\u{2060}"

    /// Text safe inside a table cell, a list item, a heading or a line of its own.
    static func escape(_ text: String) -> String {
        let line = trimmed(String(text.map { $0.isNewline ? " " : $0 }))
        var result = ""
        result.reserveCapacity(line.utf8.count + line.utf8.count / 4)
        var opening = true
        for character in line {
            if escaped.contains(character) || (opening && escapedFirst.contains(character)) {
                result += "\\" + String(character)
            } else if character == "@" {
                result += String(wordJoiner) + "@"
            } else {
                result.append(character)
            }
            // `1)` opens an ordered list as `-` opens a bullet: the text still opens while it is digits.
            opening = opening && character.isASCII && character.isNumber
        }
        return result
    }

    /// `text` without the spaces and tabs around it: four of them would open a code block at the
    /// start of a line, and two at its end a hard line break.
    private static func trimmed(_ text: String) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !blank($0) }), let last = text.lastIndex(where: { !blank($0) })
        else { return "" }
        return String(text[first...last])
    }
}
