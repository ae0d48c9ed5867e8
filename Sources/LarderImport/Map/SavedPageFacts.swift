import GRDB
import LarderValues

/// A value a saved page states about the deals on it outside its tables: the store, its place, the
/// sale's last day. A deals table takes it for a row whose own cell is empty or which has no such column.
public struct SavedPageValue: Equatable, Sendable {
    /// The `deals` column it fills: `store_name`, `location`, `zip_code` or `valid_until`.
    public var column: String
    /// The value, cleaned (see ``SavedPageFacts/clean(_:limit:)``); a date as `YYYY-MM-DD`.
    public var value: String
    /// Where on the page it was found: `og:site_name`, `JSON-LD GroceryStore (script 1)`, `<h1>`.
    public var source: String
}

/// What a saved page says about the deals on it, beyond its tables, and in which order its sources are
/// believed (docs/IMPORT.md, "Saved web pages"):
///
/// 1. the table's own column, for each row (always; page values fill only empty cells and missing columns);
/// 2. the table's `<caption>`;
/// 3. schema.org data: a store node (`GroceryStore`, any `…Store`, `Supermarket`, `LocalBusiness`) in JSON-LD,
///    then in microdata, for the store's `name` and its address's `addressLocality` and `postalCode`; a
///    `SaleEvent`'s `endDate` for the last day;
/// 4. meta tags: `og:site_name`; `business:contact_data:locality` and `…:postal_code`;
/// 5. the first `<h1>`;
/// 6. a line of the page that states the sale's dates (`Valid 11/18 – 11/24`), then the page's
///    `description` (or `og:description`) meta tag;
/// 7. the `<title>`;
/// 8. for the store alone, the host of the page's address (`freshway.example`): its canonical link, its
///    `og:url`, the "saved from" comment a browser wrote at its top;
/// 9. for the store alone, the end of the `<title>` (`Organic Rolled Oats | FreshWay Market`), or its start
///    when the end is the page's `<h1>`.
///
/// Page text is untrusted: control and format characters are removed, white space is collapsed and a value is cut to
/// ``limit`` characters; it lands in the database as a bound value and on pages escaped, never as markup.
struct SavedPageFacts: Sendable {
    /// The longest store name or place larder takes from a page, in characters.
    static let limit = 100
    /// The columns a page can give.
    static let columns = ["store_name", "location", "zip_code", "valid_until"]

    /// The page-wide values, best first: several may name one column; the first wins.
    var values: [SavedPageValue] = []
    /// How the page writes slash dates: from `<html lang>`, month first when it says nothing or is US English.
    var slashOrder: DateParser.SlashOrder = .monthFirst
    /// What went wrong reading the page's context (a year-less date with nothing to date it).
    var warnings: [String] = []

    /// A day the page was written near, which gives a year-less `11/24` its year (the one that puts the
    /// day nearest this day): a schema.org `dateModified` or `datePublished`, else an `article:modified_time`,
    /// `og:updated_time` or `article:published_time` meta tag, else a `<time datetime>`, else the first full
    /// date of the `<h1>`, the `<title>`, the description or a line stating the sale's dates, else of the
    /// first 200 cells of the page's tables.
    var referenceDay: CivilDate?

    /// The value for each column a table gets, best first: its caption's values (see
    /// ``textValues(_:source:)``), then the page's.
    func values(withCaption caption: [SavedPageValue]) -> [SavedPageValue] {
        let candidates = caption + values
        return Self.columns.compactMap { column in candidates.first { $0.column == column } }
    }

    /// The store, place and last day a line of text gives, named `source`; a last day whose year nothing
    /// on the page gives is left out with a warning.
    mutating func textValues(_ text: String, source: String, store: Bool = true) -> [SavedPageValue] {
        var found: [SavedPageValue] = []
        if store, let name = SavedPageText.storeName(in: text) { found.append(value("store_name", name, source)) }
        if let place = SavedPageText.place(in: text) {
            found.append(value("location", place.city, source))
            found.append(value("zip_code", place.zipCode, source))
        }
        if let (end, start) = SavedPageText.lastDay(in: text, order: slashOrder) {
            if let day = dated(end, after: start) {
                found.append(SavedPageValue(column: "valid_until", value: day.description, source: source))
            } else {
                let named = source.hasPrefix("the line") ? source : "`\(Self.clean(text, limit: 60))` in \(source)"
                warnings.append(
                    "\(named) names no year and nothing else on the page gives one, so it was not taken as the"
                        + " sale's last day; write the year on the page (11/24/2026)")
            }
        }
        return found.filter { !$0.value.isEmpty }
    }

    /// The day a mention stands for: its own year, else its range's start's (a year later when the range
    /// runs into January), else the year that puts it nearest ``referenceDay``.
    private func dated(_ end: SavedPageText.Mention, after start: SavedPageText.Mention?) -> CivilDate? {
        if let year = end.year { return CivilDate(year: year, month: end.month, day: end.day) }
        if let start, let year = start.year {
            return CivilDate(year: end.month < start.month ? year + 1 : year, month: end.month, day: end.day)
        }
        guard let referenceDay else { return nil }
        let candidates = (referenceDay.year - 1...referenceDay.year + 1).compactMap {
            CivilDate(year: $0, month: end.month, day: end.day)
        }
        return candidates.min { abs(referenceDay.days(until: $0)) < abs(referenceDay.days(until: $1)) }
    }

    /// A page value for `column`, its text cleaned.
    func value(_ column: String, _ text: String, _ source: String) -> SavedPageValue {
        SavedPageValue(
            column: column, value: Self.clean(text, limit: column == "zip_code" ? 10 : Self.limit), source: source)
    }

    /// Page text made safe to keep: control and format characters removed, white space collapsed, trimmed
    /// and cut to `limit` characters.
    static func clean(_ text: String, limit: Int) -> String {
        var words = ""
        var space = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace {
                space = true
            } else if scalar.properties.generalCategory != .control, scalar.properties.generalCategory != .format {
                if space, !words.isEmpty { words.unicodeScalars.append(" ") }
                space = false
                words.unicodeScalars.append(scalar)
            }
        }
        return String(words.prefix(limit)).trimmingSpaces
    }
}

extension SavedPageValue {
    /// Fills the row's empty page columns from `values`, the best value for each column: the table's own
    /// value always wins.
    static func fill(_ row: inout TypedRow, from values: [SavedPageValue]) {
        for page in values {
            guard let index = row.table.index(of: page.column), row.isNull(index) else { continue }
            row[page.column] = page.value.databaseValue
        }
    }

    /// Where each column a page can give comes from in a deals section with `headers`, for `-v`:
    /// "`store_name`: `Star Market`, from <meta property="og:site_name">".
    static func sources(of values: [SavedPageValue], headers: [String], mapper: inout RowMapper) -> [String] {
        mapper.prepare(keys: headers)
        return SavedPageFacts.columns.map { column in
            let page = values.first { $0.column == column }.map { "`\($0.value)`, from \($0.source)" }
            guard let index = mapper.table.index(of: column), let position = mapper.targets.firstIndex(of: index)
            else { return "`\(column)`: " + (page ?? "neither its own columns nor the page give it") }
            return "`\(column)`: its own `\(headers[position])` column"
                + (page.map { "; where a cell is empty, \($0)" } ?? "")
        }
    }
}
