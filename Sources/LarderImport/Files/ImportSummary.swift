import LarderStore

/// What importing one section of a file did.
public struct SectionSummary: Equatable, Sendable {
    /// The section's name (the file name, a JSON key, `table 2`).
    public var name: String
    /// The table the rows went to (`inventory_items`, `raw_export`).
    public var table: String
    /// Why larder chose that table.
    public var reason: String
    /// The row counts.
    public var counts: RowCounts
    /// Source fields no column takes.
    public var unmappedFields: [String]
    /// What larder changed in stored rows so they meet the seed rules, with how many rows each.
    public var corrections: [Correction] = []
    /// Rows of a raw table that an earlier import of the file stored at places (lines, JSON paths, table
    /// rows) the file no longer has, removed by this import.
    public var removedRows = 0
    /// For a deals table of a saved page, where each column the page can give comes from: "`store_name`
    /// `Star Market` from <meta property="og:site_name">" or "`valid_until` from the table's `Ends` column".
    public var pageSources: [String] = []
    /// For a raw section: the table larder before v18 kept it in, named after the section alone and
    /// shared by every file with that section (`raw_items`), when it still holds rows of this file. They
    /// are left there, no longer updated.
    public var formerTable: String?
    /// Whether the section was kept as text on purpose (`--as raw`, or a part of a known export larder
    /// has no table for), rather than for want of evidence.
    public var keptAsTextOnPurpose = false
    /// For a section kept as text for want of evidence: the table the recogniser found nearest, and what
    /// its evidence lacked; nil when no table came near.
    public var nearest: String?
    /// What the nearest table's evidence lacked, in words; nil with `nearest`.
    public var lacks: String?
    /// How many of the rows counted unchanged came from lines the file's latest import stored rows from,
    /// byte for byte, and were not parsed again (docs/IMPORT.md, "A changed file").
    public var linesNotParsedAgain = 0
    /// Rows that repeat the key of an earlier row of the same file (``RowsWritten``), in the section's
    /// table (told with the table's first section): each replaced the earlier row, as a key names one
    /// row, so only the later is stored.
    public var repeatedKeys = 0
}

/// A change larder made to rows so they meet a seed rule, and how many rows it touched.
public struct Correction: Equatable, Sendable {
    /// What was changed and why: "`bought` is false, so `purchased_at` was cleared (seed 000 B.1: …)".
    public var message: String
    /// How many rows it was made to.
    public var rows: Int

    /// Creates a correction count.
    public init(message: String, rows: Int) {
        self.message = message
        self.rows = rows
    }

    /// `` `bought` is false, so … (2 rows)``.
    public var line: String { "\(message) (\(rows) row\(rows == 1 ? "" : "s"))" }

    /// Adds `messages` (one row each) to counts kept in order of first appearance.
    static func tally(_ messages: [String], into counts: inout [Correction]) {
        for message in messages {
            if let index = counts.firstIndex(where: { $0.message == message }) {
                counts[index].rows += 1
            } else {
                counts.append(Correction(message: message, rows: 1))
            }
        }
    }

    /// Merges correction lists, adding the rows of equal messages.
    static func merged(_ lists: [[Correction]]) -> [Correction] {
        var result: [Correction] = []
        for correction in lists.joined() {
            if let index = result.firstIndex(where: { $0.message == correction.message }) {
                result[index].rows += correction.rows
            } else {
                result.append(correction)
            }
        }
        return result
    }
}

/// What importing one file did.
public struct FileSummary: Equatable, Sendable {
    /// The path as given.
    public var path: String
    /// `csv`, `json` or `html`.
    public var format: String
    /// Each section of the file.
    public var sections: [SectionSummary]
    /// The totals over the sections.
    public var counts: RowCounts
    /// The first rejected rows (all of them are in `rejected_rows`).
    public var rejectedSample: [RejectedRow]
    /// Warnings the user should read (unmapped fields, raw tables).
    public var warnings: [String]
    /// The file's records that are no rows (its header, titles, sub-headings, blank lines), by kind and
    /// section: with the rows read, every record of the file (docs/IMPORT.md, "Every record is accounted for").
    public var nonRecords: [NonRecords] = []
    /// What a JSON export says about itself (`{"exportedAt": …}`), kept in `import_files.export_metadata`.
    public var exportMetadata: String?
    /// Set when the file was not read because it is unchanged since an earlier import, whose rows and
    /// rejected rows still stand; ``counts`` are then zero and ``sections`` empty.
    public var unchangedSince: EarlierImport?
    /// Set when the file's bytes are those of its latest import and it was read again because larder's
    /// schema or rules changed since (``ImportLedger/schema``).
    public var readUnderNewRules = false

    /// What larder changed in the file's rows, over all its sections.
    public var corrections: [Correction] { Correction.merged(sections.map(\.corrections)) }
}

/// What one `larder import` did.
public struct ImportSummary: Equatable, Sendable {
    /// The ledger's run id.
    public var runID: Int64
    /// Each file imported.
    public var files: [FileSummary]
    /// Files that failed as a whole, with the message.
    public var failures: [String]
    /// Warnings about the run as a whole (unresolved references, invalid brew recipes).
    public var warnings: [String]
    /// Corrections made after every file was in (category names resolved to ids).
    public var corrections: [Correction] = []

    /// The totals over every file read (an unchanged file that was not read counts nothing).
    public var counts: RowCounts {
        files.reduce(into: RowCounts()) { $0.add($1.counts) }
    }

    /// The rows of these files that are in `rejected_rows`: those rejected now, and those the earlier
    /// import of an unchanged file rejected (they are still its problems). `--strict` fails on any.
    public var rejectedRows: Int {
        files.reduce(0) { $0 + ($1.unchangedSince?.counts.rejected ?? $1.counts.rejected) }
    }

    /// How many files were not read because they were unchanged.
    public var unchangedFiles: Int {
        files.count(where: { $0.unchangedSince != nil })
    }

    /// How many unchanged files were read again because larder's schema or rules changed since.
    public var filesReadUnderNewRules: Int {
        files.count(where: \.readUnderNewRules)
    }
}
