import LarderAnalysis

/// The week's five answers that open `report.md`: what to throw out and eat first, what to buy where,
/// the budget, the savings and the brew to repeat. Each is a sentence a household member acts on, with
/// a link to the section below that holds the details (docs/TEMPLATES.md, `digest`).
///
/// Every answer is read from the page contexts the sections render, so each figure is computed once,
/// in Swift; the Markdown sections leave out what an answer states, so each fact is stated once.
struct ReportDigest: Codable {
    /// The answers in order: food (to throw out, to check, to eat first), shopping, budget (one per
    /// user), savings, coffee.
    var answers: [Answer]

    /// One answer: what to do, in a few words and a sentence, and where the details are.
    struct Answer: Codable, Equatable {
        /// The lead, shown bold (`Throw out`, `Buy`, `Budget`), and what follows it, imported text
        /// escaped for the format.
        var action, text: String
        /// The section below with the details; absent when that section has nothing to show.
        var section: Section?
    }

    /// A section of `report.md`: its heading, and the anchor GitHub gives that heading.
    struct Section: Codable, Equatable {
        var title, anchor: String
    }

    /// How many items to check or to eat an answer names before it says how many more there are.
    static let namedItems = 6
    /// How many items to throw out the answer names: every one a household is likely to hold, so
    /// none is missed, yet a bounded line however large the inventory.
    static let namedToThrowOut = 20
}

extension ReportDigest.Section {
    /// The section of `page`, headed by its title.
    init<Page: AnalysisPage>(_ page: Page.Type) {
        self.init(title: Page.title, anchor: Self.anchor(for: Page.title))
    }

    /// The anchor GitHub gives a heading: lower case, letters, digits, `-` and `_` kept, each space a
    /// `-`, everything else left out (`Eat first` → `eat-first`).
    static func anchor(for heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_"
                    ? character : nil
            })
    }
}
