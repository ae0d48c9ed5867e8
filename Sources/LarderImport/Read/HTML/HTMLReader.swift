import Foundation
import LarderStore
import LarderValues

/// Reads an HTML page: a saved web page or an app's "export as HTML".
///
/// Every `<table>` is a section of its own, named `<file> table N` (1-based, in the order the tables
/// open, nested ones included), with records located as `table N row M` (see ``HTMLTable`` for
/// headers, spans and the rows left out). The page's schema.org `Product` and `Offer` data, from
/// JSON-LD scripts and microdata, forms one more section with the `deals` envelope key, one record per
/// offer (see ``OfferCollector``). A page with neither throws ``ImportError/noTablesOrOffers(path:)``.
///
/// Every section carries what the page says outside its tables (``SavedPageFacts``): the store, its place and
/// the sale's last day, which a deals row lacking them takes, and the order of the page's slash dates.
struct HTMLReader {
    /// The page.
    let url: URL
    /// The path shown in messages.
    let path: String

    /// Declares each table and the deals section, each followed by its records.
    func read(section: (SourceSection) throws -> Void, record: (SourceRecord, String) throws -> Void) throws {
        try read(section: section, record: record, warning: { _ in })
    }

    /// Declares each table and the deals section, each followed by its records; `warning` hears what the
    /// page holds that could not be read (a JSON-LD script that is not JSON, a year-less sale date), and
    /// `nonRecord` each row of a table that is no record (its header, a sub-heading, a blank row), with
    /// the table's section name.
    func read(
        section: (SourceSection) throws -> Void, record: (SourceRecord, String) throws -> Void,
        warning: (String) -> Void, nonRecord: (NonRecords.Kind, String, SourceLocation) -> Void = { _, _, _ in }
    ) throws {
        let document = try HTMLDocument(contentsOf: url, path: path)
        guard let root = document.root else { throw ImportError.noTablesOrOffers(path: path) }
        let schema = schemaBlocks(in: root, warning: warning)
        var context = SavedPageFacts(root: root, schema: schema, savedFrom: Self.savedFromAddress(of: url))
        let offers = offerRecords(in: schema)
        var found = false
        var seen = (rows: 0, tables: 0, blank: 0)
        for (index, element) in root.descendants(named: ["table"]).enumerated() {
            let table = HTMLTable(element)
            let name = "\(url.lastPathComponent) table \(index + 1)"
            for row in table.nonRecords {
                nonRecord(row.kind, name, .tableRow(table: index + 1, row: row.number))
                if row.kind == .blank { seen.blank += 1 }
            }
            seen.rows += table.rows.count + table.nonRecords.count
            seen.tables += 1
            guard !table.rows.isEmpty else { continue }
            found = true
            let caption = element.descendants(named: ["caption"], notInside: ["table"]).first.map {
                context.textValues($0.text(), source: "the <caption> of table \(index + 1)")
            }
            try section(
                SourceSection(
                    name: name, headers: table.headers, pageValues: context.values(withCaption: caption ?? []),
                    slashOrder: context.slashOrder))
            for row in table.rows {
                let location = SourceLocation.tableRow(table: index + 1, row: row.number)
                let values = row.cells.map { $0.map(SourceValue.string) ?? .null }
                try record(SourceRecord(location: location, keys: table.headers, values: values), name)
            }
        }
        if !offers.isEmpty {
            found = true
            let name = "\(url.lastPathComponent) schema.org offers"
            var offerSection = SourceSection(
                name: name, headers: OfferCollector.keys, envelopeKey: Catalog.deals.name,
                pageValues: context.values(withCaption: []), slashOrder: context.slashOrder)
            offerSection.envelopeKeyOrigin = "the page's schema.org `Offer` data"
            try section(offerSection)
            for offer in offers { try record(offer, name) }
        }
        for message in context.warnings { warning("\(path): \(message).") }
        guard found else {
            guard seen.blank > 0 else { throw ImportError.noTablesOrOffers(path: path) }
            throw ImportError.noTableRecords(path: path, rows: seen.rows, tables: seen.tables, blankRows: seen.blank)
        }
    }

    /// The page's schema.org blocks: each JSON-LD script that is JSON, then each microdata item, with the
    /// name messages give it. A script that is not JSON is left out with a warning.
    private func schemaBlocks(in root: HTMLElement, warning: (String) -> Void) -> [(node: JSONValue, source: String)] {
        var blocks: [(node: JSONValue, source: String)] = []
        for (index, script) in Self.jsonLDScripts(in: root).enumerated() {
            let source = "JSON-LD script \(index + 1)"
            guard let text = Self.jsonText(of: script) else { continue }
            guard let value = try? JSONValue(parsing: text) else {
                warning(
                    "\(path): \(source) is not valid JSON, so its schema.org data (offers, the store) was not read;"
                        + " the rest of the page was. Save the page again, or fix the script's JSON.")
                continue
            }
            blocks.append((value, source))
        }
        for (index, item) in Self.microdataItems(in: root).enumerated() {
            blocks.append((Self.microdataNode(item), "microdata item \(index + 1)"))
        }
        return blocks
    }

    /// The address of the `<!-- saved from url=(0047)https://… -->` comment browsers write at the top of a
    /// page they save, read from the page's first 4 KiB; nil when there is none.
    static func savedFromAddress(of url: URL) -> String? {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4096) else { return nil }
        let text = String(decoding: head, as: UTF8.self)
        guard let marker = text.range(of: "saved from url=(", options: .caseInsensitive),
            let close = text[marker.upperBound...].firstIndex(of: ")")
        else { return nil }
        let address = text[text.index(after: close)...].prefix { !$0.isWhitespace }
        let end = address.range(of: "-->")?.lowerBound ?? address.endIndex
        return String(address[..<end]).trimmingSpaces
    }

    /// The offers of the page's schema.org blocks.
    private func offerRecords(in blocks: [(node: JSONValue, source: String)]) -> [SourceRecord] {
        var collector = OfferCollector()
        for (node, source) in blocks {
            collector.collect(node, source: source, decodingHTML: source.hasPrefix("JSON-LD"))
        }
        return collector.records
    }

    /// The `<script type="application/ld+json">` elements, in page order.
    private static func jsonLDScripts(in root: HTMLElement) -> [HTMLElement] {
        root.descendants { element in
            guard element.name == "script", let type = element.attribute("type") else { return false }
            return type.split(separator: ";").first.map { String($0).trimmingSpaces.lowercased() }
                == "application/ld+json"
        }
    }

    /// The text of a JSON-LD script, nil when it is blank. Raw control characters, which pages put in
    /// JSON-LD strings although JSON forbids them, are read as spaces, and an HTML comment around the
    /// whole text (old pages hid scripts from old browsers so) is ignored.
    private static func jsonText(of script: HTMLElement) -> String? {
        var text = ""
        for scalar in script.rawText.unicodeScalars {
            text.unicodeScalars.append(scalar.value < 0x20 ? " " : scalar)
        }
        text = text.trimmingSpaces
        if text.hasPrefix("<!--"), text.hasSuffix("-->") { text = String(text.dropFirst(4).dropLast(3)) }
        return text.trimmingSpaces.isEmpty ? nil : text
    }
}
