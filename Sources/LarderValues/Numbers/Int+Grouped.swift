extension Int {
    /// The number with its thousands grouped by commas, as larder writes counts and byte sizes to people:
    /// `1,299`, `12,345`, `-4,000`.
    public var grouped: String {
        let digits = String(magnitude)
        var result = self < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
