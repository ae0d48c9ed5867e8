/// The values only HTML pages receive: the page's `title` and `file`, and `nav`, every page with
/// `current` true for this one.
struct PageNavigation: Codable {
    /// One page of the navigation.
    struct Link: Codable {
        /// The page's file and name.
        var file, title: String
        var current: Bool
    }

    /// This page's name, for `<title>`, and its file, `budget.html`.
    var title, file: String
    /// Every page in navigation order.
    var nav: [Link]

    /// The navigation of `current` among `pages`.
    init(current: DashboardPage, pages: [DashboardPage] = DashboardPage.all) {
        title = current.title
        file = current.file
        nav = pages.map { Link(file: $0.file, title: $0.title, current: $0.file == current.file) }
    }
}
