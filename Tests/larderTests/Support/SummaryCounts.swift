import Testing

/// A file's summary line, per table.
struct SummaryCounts: Equatable, Sendable, CustomStringConvertible {
    var read = 0
    var inserted = 0
    var updated = 0
    var unchanged = 0
    var rejected = 0

    var description: String {
        "\(read) read, \(inserted) inserted, \(updated) updated, \(unchanged) unchanged, \(rejected) rejected"
    }

    /// The counts of each `… → TABLE: N read, …` line of `output`, summed per table; each line must
    /// account for every record it read. A file not read because it was unchanged (`… → TABLE: unchanged
    /// file, …`) counted nothing, and its table is not named for it.
    static func byTable(_ output: String) -> [String: SummaryCounts] {
        var tables: [String: SummaryCounts] = [:]
        for line in output.split(separator: "\n")
        where line.contains(" → ") && !line.hasPrefix(" ") && !line.contains(": unchanged file, ") {
            let parts = line.split(separator: " → ", maxSplits: 1)[1].split(separator: ": ", maxSplits: 1)
            let numbers = parts[1].split(separator: ",").map { Int($0.split(separator: " ")[0])! }
            let counts = SummaryCounts(
                read: numbers[0], inserted: numbers[1], updated: numbers[2], unchanged: numbers[3], rejected: numbers[4]
            )
            #expect(counts.read == counts.inserted + counts.updated + counts.unchanged + counts.rejected, "\(line)")
            var total = tables[String(parts[0]), default: SummaryCounts()]
            total.read += counts.read
            total.inserted += counts.inserted
            total.updated += counts.updated
            total.unchanged += counts.unchanged
            total.rejected += counts.rejected
            tables[String(parts[0])] = total
        }
        return tables
    }
}
