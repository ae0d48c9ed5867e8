/// Decides which canonical table a section of a file holds, and says why.
struct Recogniser {
    /// The outcome: a table, or nil for a raw table; and the reason in words.
    struct Recognition: Equatable {
        var table: String?
        var reason: String
    }

    /// Recognises a section from its envelope key, the file name and its headers.
    static func recognise(_ section: SourceSection, fileName: String) -> Recognition {
        let headers = Set(section.headers.map(ColumnSpec.normalise))
        let lowerName = fileName.lowercased()
        var best: (score: Int, table: TableSpec, why: [String])?
        for table in Catalog.tables {
            let matched = table.columns.filter { !headers.isDisjoint(with: $0.sourceNames) }.map(\.name)
            let signatureMet = table.signature.allSatisfy { column in
                !headers.isDisjoint(with: table.column(column).sourceNames)
            }
            var score = matched.count * 10
            var why = ["headers match \(matched.count) of its columns (\(matched.prefix(6).joined(separator: ", ")))"]
            var named = false
            if let key = section.envelopeKey,
                table.envelopeKeys.contains(where: { ColumnSpec.normalise($0) == ColumnSpec.normalise(key) })
            {
                score += 100
                named = true
                why.insert("the file's `\(key)` key", at: 0)
            }
            if let hint = table.fileNameHints.first(where: { lowerName.contains($0) }) {
                score += 15
                named = true
                why.append("the file name contains `\(hint)`")
            }
            // The signature tells tables apart by headers alone. A table the envelope key or the file name
            // names does without it: exports leave out fields that are null or have a default (a wishlist
            // from before desire levels has no `rating`, an API omits an event's null `promptSeed`).
            guard signatureMet || named, matched.count >= 2 || score >= 100 else { continue }
            if best == nil || score > best!.score { best = (score, table, why) }
        }
        guard let best else {
            return Recognition(
                table: nil,
                reason: "no kind of larder's has these headers (\(section.headers.prefix(8).joined(separator: ", ")))")
        }
        return Recognition(table: best.table.name, reason: best.why.joined(separator: "; "))
    }
}
