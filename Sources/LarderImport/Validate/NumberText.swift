/// Numbers written back into messages as people write them: `4`, `3.99`, `33.3`.
enum NumberText {
    /// The number with at most two decimals and no trailing zeros.
    static func plain(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return String(rounded)
    }
}
