import LarderValues

/// Small pieces of report text, written the same way by every analysis.
enum Phrase {
    /// `value` trimmed of spaces, or nil when nothing is left.
    static func nonBlank(_ value: String?) -> String? {
        guard let text = value?.trimmingSpaces, !text.isEmpty else { return nil }
        return text
    }
}
