/// Small pieces of report wording, written the same way by every analysis.
enum Phrase {
    /// `1 item`, `3 items`; `plural` for nouns that do not just take an `s`.
    static func count(_ value: Int, _ noun: String, plural: String? = nil) -> String {
        value == 1 ? "1 \(noun)" : "\(value) \(plural ?? noun + "s")"
    }
}
