import LarderValues

/// Escapes text for HTML and SVG, in element content and in double-quoted attributes alike.
enum XMLText {
    /// `&`, `<`, `>`, `"` and `'` replaced by their entities.
    static func escape(_ text: String) -> String {
        text.replacingScalars { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&#39;"
            default: return nil
            }
        }
    }
}
