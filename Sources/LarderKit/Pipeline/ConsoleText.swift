import LarderImport
import LarderRender
import LarderStore
import LarderValues

/// The lines larder prints for its commands; kept here so tests can check what users read.
public enum ConsoleText {
    /// `data/inventory.csv → inventory_items: 42 read, 40 inserted, 0 updated, 0 unchanged, 2 rejected`, or
    /// for a file not read because it was unchanged, `… → inventory_items: unchanged file, 42 rows as before (…)`.
    public static func lines(for file: FileSummary, verbose: Bool) -> [String] {
        var lines: [String] = []
        if let earlier = file.unchangedSince {
            lines.append("\(file.path) → \(earlier.kind): \(describe(unchangedSince: earlier))")
            if verbose {
                lines.append(
                    "  not read: same path, size and SHA-256 as the file run \(earlier.runID) read, read the same way;"
                        + " --force reads it again")
            }
        }
        for section in file.sections {
            let name = file.sections.count > 1 ? "\(file.path) [\(section.name)]" : file.path
            let skipped =
                section.linesNotParsedAgain == 0
                ? ""
                : "; \(TextFormat.count(section.linesNotParsedAgain, "line")) as the last import read them, not parsed"
                    + " again"
            let named = file.nonRecords.filter { $0.section == section.name }
            let notRows = named.filter(\.isWorthSaying).map(\.phrase).joined(separator: ", ")
            lines.append(
                "\(name) → \(section.table): \(describe(section.counts))\(skipped)\(notRows.isEmpty ? "" : "; \(notRows)")"
            )
            guard verbose else { continue }
            lines.append(
                Catalog.isRawTable(section.table)
                    ? "  kept as text: \(section.reason)" : "  recognised as \(section.table) because \(section.reason)"
            )
            lines += named.map { "  not a row: \($0.located)" }
            lines += section.pageSources.map { "  page: \($0)" }
            if section.linesNotParsedAgain > 0 {
                lines.append(
                    "  not parsed again: \(TextFormat.count(section.linesNotParsedAgain, "line")) byte for byte as the"
                        + " file's latest import stored rows from them; --force parses every line")
            }
        }
        let sections = Set(file.sections.map(\.name))
        for orphan in file.nonRecords where !sections.contains(orphan.section) {
            lines.append("\(file.path) [\(orphan.section)] → no rows: \(verbose ? orphan.located : orphan.phrase)")
        }
        if verbose, let metadata = file.exportMetadata {
            let shown = metadata.count > 300 ? metadata.prefix(300) + "…" : Substring(metadata)
            lines.append("  export metadata, kept in import_files.export_metadata: \(shown)")
        }
        lines += file.corrections.map { "  corrected: \($0.line)" }
        let shown = verbose ? 20 : 3
        for rejected in file.rejectedSample.prefix(shown) { lines.append("  rejected: \(rejected.message)") }
        let rejected = file.unchangedSince?.counts.rejected ?? file.counts.rejected
        if rejected > shown {
            lines.append("  … and \(rejected - shown) more rejected rows: see `larder status`.")
        }
        lines += file.warnings.map { "  warning: \($0)" }
        return lines
    }

    /// The closing lines of an import by `command`: `larder validate` imports into an empty database in
    /// memory and writes nothing, so it says so and names no run.
    public static func closing(for summary: ImportSummary, command: ImportingCommand = .import) -> [Diagnostic] {
        var lines = summary.corrections.map { Diagnostic(.note, "corrected: \($0.line)") }
        lines += summary.warnings.map { Diagnostic(.warning, $0) }
        lines += summary.failures.map { Diagnostic(.error, $0) }
        let files = TextFormat.count(summary.files.count, "file")
        let unchanged = summary.unchangedFiles
        let skipped =
            unchanged == 0
            ? ""
            : "; \(TextFormat.count(unchanged, "unchanged file")) not read again (--force reads"
                + " \(unchanged == 1 ? "it" : "them"))"
        let upgraded = summary.filesReadUnderNewRules
        let reread =
            upgraded == 0
            ? ""
            : "; \(TextFormat.count(upgraded, "unchanged file")) read again, as larder's tables or rules changed"
                + " since \(upgraded == 1 ? "it was" : "they were") imported"
        if command.writesNothing {
            lines.append(
                Diagnostic(
                    .note,
                    "Checked \(files) against an empty database; nothing was written: \(describe(summary.counts))."))
        } else {
            lines.append(
                Diagnostic(
                    .note, "Imported \(files) (run \(summary.runID)): \(describe(summary.counts))\(skipped)\(reread)."))
        }
        return lines
    }

    /// `12 read, 10 inserted, 1 updated, 0 unchanged, 1 rejected`.
    public static func describe(_ counts: RowCounts) -> String {
        "\(counts.read) read, \(counts.inserted) inserted, \(counts.updated) updated, \(counts.unchanged) unchanged,"
            + " \(counts.rejected) rejected"
    }

    /// `unchanged file, 42 rows as before (run 3: 40 inserted, 0 updated, 0 unchanged, 2 rejected)`: what an
    /// import that read nothing says of the import whose rows still stand.
    public static func describe(unchangedSince earlier: EarlierImport) -> String {
        let counts = earlier.counts
        return "unchanged file, \(TextFormat.count(counts.read, "row")) as before (run \(earlier.runID):"
            + " \(counts.inserted) inserted, \(counts.updated) updated, \(counts.unchanged) unchanged,"
            + " \(counts.rejected) rejected)"
    }

    /// What `larder status` prints.
    public static func lines(for status: DatabaseStatus) -> [String] {
        var lines = ["Tables:"]
        lines +=
            status.tableCounts.isEmpty
            ? ["  (empty: run `larder import PATH` first)"]
            : status.tableCounts.map { "  \($0.table): \($0.rows)" }
        lines.append("Imports: \(TextFormat.count(status.runs, "run")); latest files:")
        lines += status.recentFiles.map { file in
            let outcome = file.unchangedSince.map { describe(unchangedSince: $0) } ?? describe(file.counts)
            return "  run \(file.runID) \(file.finishedAt) \(file.path) → \(file.kind): \(outcome)"
        }
        lines.append("Rejected rows in the latest import of each file: \(status.rejectedTotal)")
        lines += status.rejected.map { "  \($0.message)" }
        if status.rejectedTotal > status.rejected.count {
            lines.append(
                "  … query the rejected_rows table for the other \(status.rejectedTotal - status.rejected.count).")
        }
        return lines
    }
}

extension ConsoleText {
    /// The progress bar line: `data/deals.csv [██████░░░░]  60%  105.9 of 176.5 MB · 600,000 rows · 150,000 rows/s`.
    public static func progressLine(_ snapshot: ImportProgress.Snapshot, barWidth: Int = 20) -> String {
        let fraction = snapshot.size > 0 ? Double(snapshot.bytesRead) / Double(snapshot.size) : 0
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
        let percent = Int((fraction * 100).rounded(.down))
        let rate = snapshot.seconds > 0 ? Int(Double(snapshot.rows) / snapshot.seconds) : 0
        return
            "\(TerminalText.line(snapshot.path)) [\(bar)] \(percent < 10 ? "  " : percent < 100 ? " " : "")\(percent)%  "
            + "\(megabytes(snapshot.bytesRead)) of \(megabytes(snapshot.size)) MB · "
            + "\(TextFormat.grouped(snapshot.rows)) rows · \(TextFormat.grouped(rate)) rows/s"
    }

    private static func megabytes(_ bytes: Int64) -> String {
        let tenths = Int((Double(bytes) / 100_000).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
