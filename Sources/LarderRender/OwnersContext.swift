/// The values of the owners index, `owners.html` and `owners.md` (docs/TEMPLATES.md).
struct OwnersContext: Codable {
    /// Which page this is: `page.owners` is true.
    struct Kind: Codable {
        var owners: Bool
    }

    /// One owner with a report of their own.
    struct Entry: Codable {
        /// Their name, `household` or `person`, their report (`<folder>/index.html`), and the headline of
        /// their expiry page.
        var name, kind, link, headline: String
    }

    /// The page's name, for `<title>`.
    var title: String
    /// The date the reports are for, `2026-11-22`, and the same date for people, `Sun 22 Nov 2026`.
    var asOf, asOfLong: String
    /// Which page this is.
    var page: Kind
    /// Always empty: the index is in no navigation, so `partials/head` draws none.
    var nav: [PageNavigation.Link]
    /// Every owner, in order.
    var owners: [Entry]
}
