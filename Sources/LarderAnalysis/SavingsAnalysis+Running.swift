import GRDB
import LarderValues

extension SavingsAnalysis {
    /// A condition on `deals d` that keeps every deal ``DealRow/runs(on:)`` could accept on `day`, so a
    /// scan that needs only running deals reads a fraction of a large table.
    ///
    /// It drops a deal only when its `valid_until`, or its `scraped_at` (else `created_at`), starts with
    /// a real calendar date (`YYYY-MM-DD`, year 0001 or later, as `CivilDate(iso:)` reads it) that ends
    /// before `day` or starts after it; any other value leaves the decision to `runs(on:)`. SQLite's
    /// `date(x, '+0 days')` rolls an impossible day over (2026-02-30 becomes 2026-03-02), so a date that
    /// survives it unchanged is real.
    static func mayRun(on day: CivilDate) -> SQL {
        let until: SQL = "substr(d.valid_until, 1, 10)"
        let listed: SQL = "substr(COALESCE(d.scraped_at, d.created_at), 1, 10)"
        // COALESCE(…, 0): a missing date is open, and NULL must not turn the whole condition NULL.
        return """
            NOT (COALESCE(\(until) < \(day.description) AND \(isRealDate(until)), 0)
                OR COALESCE(\(listed) > \(day.description) AND \(isRealDate(listed)), 0))
            """
    }

    /// Whether a `YYYY-MM-DD` text is a day of the calendar, year 0001 or later.
    private static func isRealDate(_ text: SQL) -> SQL {
        "(date(\(text), '+0 days') = \(text) AND substr(\(text), 1, 4) <> '0000')"
    }
}
