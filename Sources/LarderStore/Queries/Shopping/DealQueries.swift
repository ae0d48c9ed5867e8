import GRDB
import LarderValues

/// Reads the supermarket deals (`deals`), one row at a time.
package enum DealQueries {
    /// One deal as stored, its dates still as text.
    package struct Deal: Sendable {
        /// The deal's id.
        package var id: String
        /// The store, or nil.
        package var storeName: String?
        /// The zip code, or nil.
        package var zipCode: String?
        /// The item on offer.
        package var itemName: String
        /// The regular price, or nil.
        package var originalPrice: Double?
        /// The deal price, or nil.
        package var discountPrice: Double?
        /// The deal's own percent off, or nil.
        package var discountPercent: Double?
        /// The last day of the deal (ISO text), or nil.
        package var validUntil: String?
        /// When the deal was listed (`scraped_at`, else `created_at`; ISO text), or nil.
        package var listedAt: String?
        /// The store's city (`location`), or nil.
        package var location: String?
        /// The price as the ad states it, when it is an offer or a unit price (docs/IMPORT.md, "Offers as
        /// ads state them"): the unit the prices are per (`price_unit`: `lb`, `each`), how many units the
        /// ad's price buys (`offer_quantity`: 2 of `2 for $5`), the price as written (`offer_text`).
        package var priceUnit: String?, offerQuantity: Int?, offerText: String?

        /// Reads a row of ``forEach(zipCode:runningOn:for:in:_:)``'s query by column position (faster
        /// than by name over a million rows).
        init(_ row: Row) {
            id = row[0]
            storeName = row[1]
            zipCode = row[2]
            itemName = row[3]
            originalPrice = row[4]
            discountPrice = row[5]
            discountPercent = row[6]
            validUntil = row[7]
            listedAt = row[8]
            location = row[9]
            (priceUnit, offerQuantity, offerText) = (row[10], row[11], row[12])
        }
    }

    /// Reads the deals `owners` may see for `zipCode` (every deal when nil) one row at a time, so memory
    /// does not grow with the table; with `day`, only deals that may run on that day (see ``mayRun(on:)``).
    ///
    /// In table order: every use of the deals breaks ties by id, so the order they are read in does not
    /// change a report, and reading them by id would fetch each row from a random page. A zip code is
    /// found by reading the table (migration v20 dropped its index, which cost every first import more
    /// than it saved this one query).
    package static func forEach(
        zipCode: String?, runningOn day: CivilDate? = nil, for owners: OwnerFilter, in db: Database,
        _ body: (Deal) throws -> Void
    ) throws {
        let zipCondition: SQL = zipCode.map { "TRIM(d.zip_code) = \($0)" } ?? "1"
        let dayCondition: SQL = day.map(mayRun(on:)) ?? "1"
        let request: SQLRequest<Row> = """
            SELECT d.id, d.store_name, d.zip_code, d.item_name, d.original_price, d.discount_price,
                d.discount_percent, d.valid_until, COALESCE(d.scraped_at, d.created_at) AS listed_at, d.location,
                d.price_unit, d.offer_quantity, d.offer_text
            FROM deals d
            WHERE \(zipCondition) AND \(dayCondition) AND \(owners.condition(table: "deals", alias: "d"))
            """
        let cursor = try request.fetchCursor(db)
        while let row = try cursor.next() { try body(Deal(row)) }
    }

    /// A condition on `deals d` that keeps every deal that could run on `day` (listed on or before it,
    /// valid until it or later), so a scan that needs only running deals reads a fraction of a large table.
    ///
    /// It drops a deal only when its `valid_until`, or its `scraped_at` (else `created_at`), starts with
    /// a real calendar date (`YYYY-MM-DD`, year 0001 or later, as `CivilDate(iso:)` reads it) that ends
    /// before `day` or starts after it; any other value leaves the decision to the caller. SQLite's
    /// `date(x, '+0 days')` rolls an impossible day over (2026-02-30 becomes 2026-03-02), so a date that
    /// survives it unchanged is real.
    ///
    /// Written as `OR`s of a WHERE clause, which SQLite stops at the first true term: the text
    /// comparison settles most deals, and `date()`, the costly part, runs only for a date on the far
    /// side of `day` (a million-deal scan takes half the time it did with `date()` for every deal).
    /// The first comparisons read the whole value, not its first ten characters: `day` has ten, so a text
    /// is at or after `day` exactly when its first ten are, and one before `day` has its first ten at or
    /// before it; `substr` then runs only for the deals those leave (a quarter less time on a million).
    static func mayRun(on day: CivilDate) -> SQL {
        let until: SQL = "substr(d.valid_until, 1, 10)"
        let listedAt: SQL = "COALESCE(d.scraped_at, d.created_at)"
        let listed: SQL = "substr(\(listedAt), 1, 10)"
        return """
            (d.valid_until IS NULL OR d.valid_until >= \(day.description) OR \(isNotRealDate(until)))
                AND (\(listedAt) IS NULL OR \(listedAt) < \(day.description) OR \(listed) <= \(day.description)
                    OR \(isNotRealDate(listed)))
            """
    }

    /// Whether a text is not a `YYYY-MM-DD` day of the calendar of year 0001 or later (`date()` gives NULL
    /// for what it cannot read, which `IS NOT` counts as different).
    private static func isNotRealDate(_ text: SQL) -> SQL {
        "date(\(text), '+0 days') IS NOT \(text) OR substr(\(text), 1, 4) = '0000'"
    }
}
