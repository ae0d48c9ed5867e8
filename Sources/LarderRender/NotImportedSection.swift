import LarderAnalysis

/// What was not imported, as `index.html` and `report.md` list it under `notImported`: the rows rejected
/// at import per kind, named where the row names itself, and every file kept as text with the kind it
/// came nearest to and what it lacked. Every sentence is built here once, from the values `report.json`
/// holds under `notImported`; imported text is escaped for the format by `text`.
struct NotImportedSection: Codable {
    /// The section's heading in `report.md` and on `index.html`.
    static let title = "Not imported"

    /// Whether anything was rejected or kept as text, and a sentence that counts both.
    var hasAny: Bool
    var headline: String
    /// Rejected rows, one entry per kind; whether there are any.
    var hasRejected: Bool
    var rejected: [Kind]
    /// Files kept as text, one entry per section; whether there are any.
    var hasKept: Bool
    var kept: [Kept]

    /// One kind's rejected rows.
    struct Kind: Codable {
        /// `1 food item could not be read: Hummus — `Expires` is 31.02.2026.`
        var line: String
        var count: Int
        var rows: [Row]
        /// `and 3 more: larder status lists them`, when the kind has more rows than are listed.
        var hasMore: Bool
        var more: String
    }

    /// One rejected row: what it calls itself (else `—`), the file and place, what was wrong, and why.
    struct Row: Codable {
        var name, file, location, problem, reason: String
    }

    /// One section kept as text.
    struct Kept: Codable {
        /// The file (and section when the file has several), the raw table and its rows.
        var file, table: String
        var rows: Int
        /// The kind it came nearest to (`shopping`) or empty; whether it came near any.
        var nearestKind: String
        var hasNearest: Bool
        /// The whole sentence: where it is, what it came nearest to and lacked, and how to import it.
        var line: String
    }
}

extension NotImportedSection {
    /// The section for `report`.
    init(_ report: NotImportedFindings, text: (String) -> String) {
        let rejectedRows = report.rejected.reduce(0) { $0 + $1.count }
        hasAny = !report.isEmpty
        headline = Self.headline(rejectedRows: rejectedRows, keptFiles: report.keptAsText.count)
        hasRejected = !report.rejected.isEmpty
        rejected = report.rejected.map { Self.kind($0, text: text) }
        hasKept = !report.keptAsText.isEmpty
        kept = report.keptAsText.map { Self.kept($0, text: text) }
    }

    /// `2 rows could not be read and 1 file was kept as text.`, or that everything was imported.
    static func headline(rejectedRows: Int, keptFiles: Int) -> String {
        guard rejectedRows + keptFiles > 0 else { return "Every row of every file was imported." }
        var parts: [String] = []
        if rejectedRows > 0 {
            parts.append("\(TextFormat.count(rejectedRows, "row")) could not be read")
        }
        if keptFiles > 0 {
            let one = keptFiles == 1
            parts.append("\(one ? "1 part of a file was" : "\(keptFiles) parts of files were") kept as text")
        }
        return parts.joined(separator: " and ") + "."
    }

    /// A kind's line and rows.
    private static func kind(_ kind: NotImportedFindings.RejectedKind, text: (String) -> String) -> Kind {
        let noun = KindNoun(table: kind.table, kind: kind.kind)
        let named = kind.rows.prefix(3).map { row in "\(label(row)) — \(problem(row))" }
        let rest = kind.count - named.count
        let tail = rest > 0 ? "; and \(rest) more" : ""
        let counted = "\(kind.count) \(kind.count == 1 ? noun.one : noun.many)"
        let listed = kind.count - kind.rows.count
        return Kind(
            line: text("\(counted) could not be read: \(named.joined(separator: "; "))\(tail)."),
            count: kind.count,
            rows: kind.rows.map { row in
                Row(
                    name: text(row.name ?? "—"), file: text(row.file), location: text(row.location),
                    problem: text(problem(row)), reason: text(row.reason))
            },
            hasMore: listed > 0,
            more: "and \(listed) more, not listed here: larder status lists the rejected rows of each file.")
    }

    /// What a row is called in a line: its name, else its place (`line 3 of data/food.csv`).
    private static func label(_ row: NotImportedFindings.RejectedRow) -> String {
        row.name ?? "\(row.location) of \(row.file)"
    }

    /// What was wrong: `` `Expires` is 31.02.2026 ``, else the reason.
    private static func problem(_ row: NotImportedFindings.RejectedRow) -> String {
        guard let field = row.field else { return row.reason }
        guard let value = row.value, !value.isEmpty else { return "`\(field)` is missing" }
        let shown = value.count > 60 ? String(value.prefix(57)) + "…" : value
        return "`\(field)` is \(shown)"
    }

    /// A section's sentence.
    private static func kept(_ section: NotImportedFindings.KeptSection, text: (String) -> String) -> Kept {
        let place = place(section)
        let rows = TextFormat.count(section.rows, "row")
        let why: String
        if let nearest = section.nearestTable, let lacks = section.lacks {
            let kind = section.nearestKind ?? nearest
            why =
                "nearest is \(nearest), but \(lacks). Rename its headers to larder's (docs/SCHEMA.md) or import it"
                + " again with --as \(kind)"
        } else if section.onPurpose {
            why = "kept as text on purpose (\(section.reason))"
        } else {
            why = "\(section.reason); rename its headers to larder's (docs/SCHEMA.md) or import it with --as KIND"
        }
        return Kept(
            file: text(place), table: text(section.table), rows: section.rows,
            nearestKind: text(section.nearestKind ?? ""), hasNearest: section.nearestTable != nil,
            line: text("\(place) was kept as text in \(section.table) (\(rows)): \(why)."))
    }

    /// The file, with the section when it is a part of the file (`data/page.html (table 2)`).
    static func place(_ section: NotImportedFindings.KeptSection) -> String {
        let fileName = section.file.split(separator: "/").last.map(String.init) ?? section.file
        return section.section == fileName ? section.file : "\(section.file) (\(section.section))"
    }
}

/// What a row of a kind is called in a sentence: `food item`, `food items`.
struct KindNoun {
    var one, many: String

    /// The noun of `table` (`inventory_items`), else of `kind`.
    init(table: String?, kind: String) {
        let nouns: [String: (String, String)] = [
            "inventory_items": ("food item", "food items"),
            "shopping_items": ("shopping-list item", "shopping-list items"),
            "wish_items": ("wish", "wishes"), "deals": ("deal", "deals"),
            "aisle_locations": ("aisle-map row", "aisle-map rows"),
            "recipes": ("recipe", "recipes"), "meal_plans": ("meal plan", "meal plans"),
            "grocery_lists": ("grocery list", "grocery lists"),
            "grocery_list_items": ("grocery-list item", "grocery-list items"),
            "budget_entries": ("budget entry", "budget entries"), "users": ("user", "users"),
            "groups": ("group", "groups"), "categories": ("category", "categories"),
            "locations": ("location", "locations"), "brew_recipes": ("brew recipe", "brew recipes"),
            "brew_recipe_steps": ("brew recipe step", "brew recipe steps"), "brew_logs": ("brew", "brews"),
            "custom_events": ("story event", "story events"), "favorites": ("favourite", "favourites"),
            "shelf_life": ("shelf-life entry", "shelf-life entries"),
            "transactions": ("bank transaction", "bank transactions"), "budget_rules": ("budget rule", "budget rules"),
        ]
        let pair = table.flatMap { nouns[$0] } ?? ("\(table ?? kind) row", "\(table ?? kind) rows")
        one = pair.0
        many = pair.1
    }
}
