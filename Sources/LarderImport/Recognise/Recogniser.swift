import LarderStore

/// Decides which canonical table a section of a file holds, and says why. It never guesses: a section
/// becomes a household table only on strong evidence, and everything else is kept as text in a raw table.
///
/// The rule (docs/IMPORT.md, "Recognition"):
/// - Evidence that names a kind: the section's envelope key or Firestore collection (`food_items`), or a
///   word of the file name (`inventory.csv`).
/// - Evidence in the columns: headers that map to one of the kind's *distinctive* columns
///   (``TableSpec/distinctive``: an inventory item's quantity, dates or place). Generic names (`id`,
///   `name`, `title`, timestamps, owners) never count, nor does a generic word (`custom`, `amount`,
///   `location`…) that is only an alias of a column rather than its own name.
/// - A named kind needs at least one distinctive column; an unnamed kind needs two, and its signature.
/// - A kind with no distinctive column at all (a group: id, name and timestamps) needs a name, and every
///   header of the section must be one of its columns.
struct Recogniser {
    /// The outcome: a table, or nil for a raw table; and the reason in words.
    struct Recognition: Equatable {
        var table: String?
        var reason: String
        /// For a section kept as text: the table whose evidence came nearest, and what it lacked.
        var nearest: String? = nil
        var lacks: String? = nil
    }

    /// Header words too common to say what a record is, where they are only an alias of a column.
    static let genericWords: Set<String> = [
        "id", "name", "title", "type", "custom", "value", "data", "key", "status", "count", "amount", "place",
        "where", "order", "position", "item", "product", "location", "date", "category", "store",
    ]

    /// Recognises a section from its envelope key, the file name and its headers.
    static func recognise(_ section: SourceSection, fileName: String) -> Recognition {
        let headers = Set(section.headers.map(HeaderUnit.foldedName))
        let words = fileNameWords(fileName)
        let candidates = Catalog.tables.map {
            Candidate(table: $0, headers: headers, envelopeKey: section.envelopeKey, fileNameWords: words)
        }
        if let best = candidates.filter(\.qualifies).max(by: { $0.score < $1.score }) {
            return Recognition(table: best.table.name, reason: best.evidence(keyOrigin: section.envelopeKeyOrigin))
        }
        let shown = section.headers.prefix(8).joined(separator: ", ")
        guard
            let nearest = candidates.filter({ $0.named || !$0.distinctiveMatches.isEmpty }).max(by: {
                $0.score < $1.score
            })
        else {
            return Recognition(table: nil, reason: "no kind of larder's has these headers (\(shown))")
        }
        return Recognition(
            table: nil,
            reason: "not enough evidence for any kind (headers \(shown)): nearest is \(nearest.table.name), but "
                + nearest.shortfall,
            nearest: nearest.table.name, lacks: nearest.shortfall)
    }

    /// The file name from each word on, words run together: `storeItemLocations-hmart.csv` gives
    /// `storeitemlocationshmartcsv`, `itemlocationshmartcsv`, `locationshmartcsv`, … A hint names the
    /// table when one of these starts with it, so a hint begins at a word (`log` is not in `catalog`).
    static func fileNameWords(_ fileName: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in fileName {
            let startsWord = character.isUppercase && (previous?.isLowercase ?? false)
            if !character.isLetter && !character.isNumber || startsWord {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
            if character.isLetter || character.isNumber { current += character.lowercased() }
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words.indices.map { words[$0...].joined() }
    }

    /// What one table has in its favour for a section.
    struct Candidate {
        let table: TableSpec
        /// The columns some header maps to.
        let matches: [String]
        /// The distinctive columns some header maps to by a name that is not generic.
        let distinctiveMatches: [String]
        /// The envelope key, when it names the table.
        let envelopeKey: String?
        /// The word of the file name that names the table.
        let fileNameHint: String?
        /// Headers none of the table's columns takes.
        let foreignHeaders: Int
        /// Headers one of the table's columns takes, and all the headers.
        let takenHeaders: Int
        let headerCount: Int

        /// Whether the table takes at least half of the section's headers: a file whose fields are
        /// mostly foreign to a kind (a food truck's website and menu) is not of that kind.
        var takesMostHeaders: Bool { takenHeaders * 2 >= headerCount }

        init(table: TableSpec, headers: Set<String>, envelopeKey: String?, fileNameWords: [String]) {
            self.table = table
            let columns = table.columns.filter { $0.name != "id_scope" }
            // A table whose rule works a column out from fields of its own (a transaction's amount from
            // `Paid out` and `Paid in`) counts those fields as that column, and the fields it keeps only
            // in its `source_row` as taken.
            let inputs = RowMapper.computed[table.name] == nil ? [:] : RowMapper.inputs[table.name] ?? [:]
            let amountInputs = headers.contains { ["debit", "credit"].contains(inputs[$0]) }
            matches = columns.filter {
                !headers.isDisjoint(with: $0.sourceNames) || ($0.name == "amount" && amountInputs)
            }
            .map(\.name)
            distinctiveMatches = table.distinctive.filter { name in
                let column = table.column(name)
                let own = ColumnSpec.normalise(name)
                if name == "amount" && amountInputs { return true }
                return headers.contains { header in
                    column.sourceNames.contains(header) && (header == own || !Recogniser.genericWords.contains(header))
                }
            }
            self.envelopeKey = envelopeKey.flatMap { key in
                table.envelopeKeys.contains { ColumnSpec.normalise($0) == ColumnSpec.normalise(key) } ? key : nil
            }
            fileNameHint = table.fileNameHints.first { hint in
                let joined = hint.replacingOccurrences(of: "_", with: "")
                return fileNameWords.contains { $0.hasPrefix(joined) }
            }
            foreignHeaders =
                headers.filter { header in
                    inputs[header] == nil && !columns.contains { $0.sourceNames.contains(header) }
                }.count
            takenHeaders = headers.count - foreignHeaders
            headerCount = headers.count
        }

        /// Whether the envelope key or the file name names the table.
        var named: Bool { envelopeKey != nil || fileNameHint != nil }

        /// Whether the evidence is strong enough.
        var qualifies: Bool {
            if table.distinctive.isEmpty { return named && foreignHeaders == 0 && !matches.isEmpty }
            if envelopeKey != nil { return !distinctiveMatches.isEmpty }
            if fileNameHint != nil { return !distinctiveMatches.isEmpty && takesMostHeaders }
            let signatureMet = table.signature.allSatisfy(matches.contains)
            return distinctiveMatches.count >= 2 && signatureMet && takesMostHeaders
        }

        /// Ranks qualifying tables: a name weighs most, then distinctive columns, then any column.
        var score: Int {
            matches.count * 10 + distinctiveMatches.count * 5 + (envelopeKey != nil ? 100 : 0)
                + (fileNameHint != nil ? 15 : 0)
        }

        /// The evidence in words, for `larder import -v`; `keyOrigin` says what gave the envelope key when
        /// the file has no such key (``SourceSection/envelopeKeyOrigin``).
        func evidence(keyOrigin: String? = nil) -> String {
            var why: [String] = []
            if let envelopeKey { why.append(keyOrigin ?? "the file's `\(envelopeKey)` key") }
            if let fileNameHint { why.append("the file name contains `\(fileNameHint)`") }
            why.append(
                "headers match \(matches.count) of its columns (\(matches.prefix(6).joined(separator: ", ")))"
                    + distinctivePart)
            return why.joined(separator: "; ")
        }

        private var distinctivePart: String {
            if table.distinctive.isEmpty { return ", and no other header" }
            return
                ", \(distinctiveMatches.count) of them its own (\(distinctiveMatches.prefix(4).joined(separator: ", ")))"
        }

        /// Why the evidence falls short, for the reason of a raw table.
        var shortfall: String {
            if table.distinctive.isEmpty {
                return named ? "the section has headers it does not have" : "nothing names it"
            }
            if !distinctiveMatches.isEmpty, !takesMostHeaders {
                return "it takes only \(takenHeaders) of the \(headerCount) headers"
            }
            if named {
                return "no header is one of its own columns (\(table.distinctive.prefix(4).joined(separator: ", ")), …)"
            }
            let own = table.distinctive.prefix(4).joined(separator: ", ")
            return "nothing names it, and it takes 2 of its own columns (\(own), …) where the headers have"
                + " \(distinctiveMatches.count)"
        }
    }
}
