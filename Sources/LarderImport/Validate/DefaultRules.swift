import GRDB

/// An empty value in a column that has a default takes the default, as an absent column does.
///
/// Without this rule an explicit empty cell would be stored as NULL and override the database default:
/// a category exported with an empty `is_customization` would be neither seed nor user-added
/// (seed 000 A.1/A.6 say omitted means fixed), a wish with an empty `rating` would have no desire level
/// (seed 000 B.2 says 3). Every such change is reported.
enum DefaultRules {
    /// Fills the defaults of columns the file gave as empty.
    static func apply(_ row: inout TypedRow, mapper: RowMapper, findings: inout RuleFindings) {
        for index in row.table.defaultedIndices {
            let column = row.table.columns[index]
            guard row.isPresent(index), row.isNull(index), let sql = column.defaultSQL,
                let value = defaultValue(sql)
            else { continue }
            row[position: index] = value
            findings.correct(
                "`\(mapper.sourceName(of: column.name))` was empty, so it was stored as its default, \(sql)"
                    + SeedReference.suffix(column.source))
        }
    }

    /// The value of a SQL literal default: a whole number or a quoted string.
    static func defaultValue(_ sql: String) -> DatabaseValue? {
        if let number = Int64(sql) { return number.databaseValue }
        guard sql.count >= 2, sql.hasPrefix("'"), sql.hasSuffix("'") else { return nil }
        return String(sql.dropFirst().dropLast()).replacingOccurrences(of: "''", with: "'").databaseValue
    }
}
