import LarderValues

/// One column of a canonical table: its SQL shape, the source names it is read from, and where the
/// seeds define it. The catalog of these drives the migration, the header mapping and docs/SCHEMA.md.
///
/// A class, like ``TableSpec``, so that reading a column's type on the import's hot path is one retain.
public final class ColumnSpec: Sendable {
    /// The snake_case column name.
    public let name: String
    /// How source values are parsed and stored.
    public let type: ValueType
    /// The unit the column's numbers are in, when it has one: a header naming another unit (`Dose (oz)`)
    /// is converted to it or refused (docs/IMPORT.md, "Units in headers").
    public let unit: MeasureUnit?
    /// Other source names for the field (any spelling: `Expiry date`, `bestBefore`); the column name
    /// itself and its camelCase form are always recognised.
    public let aliases: [String]
    /// Whether a row without a value is rejected.
    public let required: Bool
    /// The SQL default, as a literal.
    public let defaultSQL: String?
    /// A SQL CHECK expression over this column.
    public let check: String?
    /// The referenced `table(column)`, for a foreign key.
    public let references: String?
    /// Where the seeds define the field: `000 B.1`, or `larder` for a column larder adds.
    public let source: String
    /// A note for docs/SCHEMA.md.
    public let note: String?
    /// Every name this column is read from, normalised with ``ColumnSpec/normalise(_:)``; worked out
    /// once, as recognition compares every section's headers with every column of the catalog.
    public let sourceNames: [String]

    /// Creates a column.
    public init(
        _ name: String, _ type: ValueType, unit: MeasureUnit? = nil, aliases: [String] = [], required: Bool = false,
        defaultSQL: String? = nil, check: String? = nil, references: String? = nil, source: String, note: String? = nil
    ) {
        self.name = name
        self.type = type
        self.unit = unit
        self.aliases = aliases
        self.required = required
        self.defaultSQL = defaultSQL
        self.check = check
        self.references = references
        self.source = source
        self.note = note
        var names = [ColumnSpec.normalise(name)]
        for alias in aliases where !names.contains(ColumnSpec.normalise(alias)) {
            names.append(ColumnSpec.normalise(alias))
        }
        sourceNames = names
    }

    /// Folds a header or key to the form names are compared in: lowercase letters and digits only,
    /// so `expiration_date`, `expirationDate` and `Expiration Date` all become `expirationdate`.
    public static func normalise(_ header: String) -> String {
        if let ascii = normaliseASCII(header) { return ascii }
        var result = ""
        for scalar in header.unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
        }
        return result
    }

    /// ``normalise(_:)`` of an ASCII name without Unicode property lookups (every header and key larder
    /// knows is ASCII, and JSON records repeat their keys); nil when the name has another character.
    private static func normaliseASCII(_ header: String) -> String? {
        var header = header
        return header.withUTF8 { bytes -> String? in
            var folded: [UInt8] = []
            folded.reserveCapacity(bytes.count)
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): folded.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): folded.append(byte + 32)
                case 0x80...: return nil
                default: continue
                }
            }
            return String(decoding: folded, as: UTF8.self)
        }
    }
}
