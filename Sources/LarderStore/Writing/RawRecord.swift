/// A record kept as text in a raw table, as ``RawTableWriter`` takes it: its place in the file, its keys
/// and values as the file spells them, and the whole record as JSON.
package struct RawRecord {
    /// The place in the file: `line 12`, `$[3]`, `table 2 row 5`.
    package var location: String
    /// The field names.
    package var keys: [String]
    /// The values, parallel to `keys`: text, `""` for an empty string, nil for null.
    package var values: [String?]
    /// The record as a JSON object, for `_row_json`.
    package var json: String

    /// Creates a record.
    package init(location: String, keys: [String], values: [String?], json: String) {
        self.location = location
        self.keys = keys
        self.values = values
        self.json = json
    }
}
