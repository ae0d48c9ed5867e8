import Foundation
import LarderValues

/// Reads an HTML page: a saved web page or an app's "export as HTML".
///
/// Every `<table>` is a section of its own, named `<file> table N` (1-based, in the order the tables
/// open, nested ones included), with records located as `table N row M` (see ``HTMLTable`` for
/// headers, spans and the rows left out). The page's schema.org `Product` and `Offer` data, from
/// JSON-LD scripts and microdata, forms one more section with the `deals` envelope key, one record per
/// offer (see ``OfferCollector``). A page with neither throws ``ImportError/noTablesOrOffers(path:)``.
struct HTMLReader: RecordReader {
    /// The page.
    let url: URL
    /// The path shown in messages.
    let path: String

    /// Declares each table and the deals section, each followed by its records.
    func read(section: (SourceSection) throws -> Void, record: (SourceRecord, String) throws -> Void) throws {
        let document = try HTMLDocument(contentsOf: url, path: path)
        guard let root = document.root else { throw ImportError.noTablesOrOffers(path: path) }
        let offers = try offerRecords(in: root)
        var found = false
        for (index, element) in root.descendants(named: ["table"]).enumerated() {
            let table = HTMLTable(element)
            guard !table.rows.isEmpty else { continue }
            found = true
            let name = "\(url.lastPathComponent) table \(index + 1)"
            try section(SourceSection(name: name, headers: table.headers))
            for row in table.rows {
                let location = SourceLocation.tableRow(table: index + 1, row: row.number)
                let values = row.cells.map { $0.map(SourceValue.string) ?? .null }
                try record(SourceRecord(location: location, keys: table.headers, values: values), name)
            }
        }
        if !offers.isEmpty {
            found = true
            let name = "\(url.lastPathComponent) schema.org offers"
            try section(SourceSection(name: name, headers: OfferCollector.keys, envelopeKey: "deals"))
            for offer in offers { try record(offer, name) }
        }
        guard found else { throw ImportError.noTablesOrOffers(path: path) }
    }

    /// The offers of the page's JSON-LD scripts, then of its microdata items.
    private func offerRecords(in root: HTMLElement) throws -> [SourceRecord] {
        var collector = OfferCollector(fallbackStoreName: Self.siteName(in: root))
        for (index, script) in Self.jsonLDScripts(in: root).enumerated() {
            let source = "JSON-LD script \(index + 1)"
            guard let value = try jsonValue(of: script, source: source) else { continue }
            collector.collect(value, source: source, decodingHTML: true)
        }
        for (index, item) in Self.microdataItems(in: root).enumerated() {
            collector.collect(Self.microdataNode(item), source: "microdata item \(index + 1)", decodingHTML: false)
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

    /// The parsed JSON of a script, nil when it is blank. Raw control characters, which pages put in
    /// JSON-LD strings although JSON forbids them, are read as spaces, and an HTML comment around the
    /// whole text (old pages hid scripts from old browsers so) is ignored.
    private func jsonValue(of script: HTMLElement, source: String) throws -> Any? {
        var text = ""
        for scalar in script.rawText.unicodeScalars {
            text.unicodeScalars.append(scalar.value < 0x20 ? " " : scalar)
        }
        text = text.trimmingSpaces
        if text.hasPrefix("<!--"), text.hasSuffix("-->") { text = String(text.dropFirst(4).dropLast(3)) }
        guard !text.trimmingSpaces.isEmpty else { return nil }
        do {
            return try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            throw ImportError.malformedJSON(
                path: path, location: source,
                reason: "the script's text is not valid JSON, so its schema.org data cannot be read")
        }
    }

    /// The page's `og:site_name`: the store, on a store's page.
    private static func siteName(in root: HTMLElement) -> String? {
        let meta = root.descendants(named: ["meta"]).first { $0.attribute("property") == "og:site_name" }
        return meta?.attribute("content")?.trimmingSpaces
    }
}
