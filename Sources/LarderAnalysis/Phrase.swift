import LarderValues

/// Small pieces of report text, written the same way by every analysis.
enum Phrase {
    /// `1 item`, `3 items`: nouns that take an `s` in the plural.
    static func count(_ value: Int, _ noun: String) -> String { value == 1 ? "1 \(noun)" : "\(value) \(noun)s" }

    /// `value` trimmed of spaces, or nil when nothing is left.
    static func nonBlank(_ value: String?) -> String? {
        guard let text = value?.trimmingSpaces, !text.isEmpty else { return nil }
        return text
    }
}
