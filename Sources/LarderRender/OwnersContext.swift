/// The values of the owners index, `owners.html` and `owners.md` (docs/TEMPLATES.md).
struct OwnersContext: Codable {
    /// Which page this is: `page.owners` is true.
    struct Kind: Codable {
        var owners: Bool
    }

    /// One owner with a report of their own.
    struct Entry: Codable {
        var name: String
        /// `household` or `person`.
        var kind: String
        /// Their report, `<folder>/index.html`.
        var link: String
        /// The headline of their expiry page.
        var headline: String
    }

    /// The page's name, for `<title>`.
    var title: String
    /// The date the reports are for, `2026-11-22`.
    var asOf: String
    /// The same date for people, `Sun 22 Nov 2026`.
    var asOfLong: String
    /// Which page this is.
    var page: Kind
    /// Always empty: the index is in no navigation, so `partials/head` draws none.
    var nav: [PageNavigation.Link]
    /// Every owner, in order.
    var owners: [Entry]
}
