/// Escapes text for HTML and SVG, in element content and in double-quoted attributes alike.
enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` replaced by their entities.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
