/// Money in whole cents, so sums are exact: 0.10 + 0.20 is 30 cents, never 0.30000000000000004.
///
/// The database stores amounts as decimals in the currency's units (`3.99`); analyses turn each
/// amount into cents once, as it is read, and add only integers. The renderer formats them.
enum Cents {
    /// `amount` in cents, rounded half away from zero (`3.995` → 400); nil stays nil.
    static func of(_ amount: Double?) -> Int? {
        guard let amount, amount.isFinite else { return nil }
        return Int((amount * 100).rounded())
    }
}
