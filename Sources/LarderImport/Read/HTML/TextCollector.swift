/// Builds the text of an HTML element as a reader sees it: runs of white space become one space,
/// elements that break words (cells, paragraphs, `<br>`, and `<script>` and `<style>`, whose text is
/// kept but is not part of the words around it) separate what is on either side, and the result has no
/// leading or trailing space.
struct TextCollector {
    /// The text so far.
    private(set) var text = ""
    private var pendingSpace = false

    /// Elements that end a word: block elements, table parts, `<br>`, `<script>` and `<style>`.
    private static let wordBreakers: Set<String> = [
        "address", "article", "aside", "blockquote", "br", "caption", "dd", "div", "dl", "dt", "figcaption",
        "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol",
        "option", "p", "pre", "script", "section", "style", "table", "tbody", "td", "tfoot", "th", "thead", "tr", "ul",
    ]

    /// Whether the element `name` separates the words before and after it.
    static func breaksWords(_ name: String) -> Bool { wordBreakers.contains(name) }

    /// Appends text as written in the page (entities already decoded).
    mutating func append(_ piece: String) {
        for scalar in piece.unicodeScalars {
            if Self.isSpace(scalar) {
                pendingSpace = true
                continue
            }
            if pendingSpace, !text.isEmpty { text.unicodeScalars.append(" ") }
            pendingSpace = false
            text.unicodeScalars.append(scalar)
        }
    }

    /// Marks a word break: the next text starts after a space.
    mutating func breakWord() { pendingSpace = true }

    private static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "\r", "\u{0C}", "\u{A0}": return true
        default: return false
        }
    }
}
