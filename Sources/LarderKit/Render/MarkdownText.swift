/// Escapes imported text for GitHub-flavoured Markdown, so it can never become a link, an image,
/// HTML, code or a new table cell.
enum MarkdownText {
    /// Text safe inside a table cell or a list item.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\n", "\r", "\r\n": result += " "
            case "|": result += "\\|"
            case "\\", "`", "*", "_", "[", "]", "<", ">", "~": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }
}
