import LarderAnalysis

extension ReportDigest {
    /// The answers for `report`, read from its pages' contexts; `text` escapes imported strings.
    init(_ report: Report, text: (String) -> String) {
        func context<Page: AnalysisPage>(_ page: Page.Type) -> Page.Context {
            Page.context(in: report, text: text)
        }
        let expiry = context(ExpiryPage.self)
        answers =
            Self.food(expiry) + Self.waste(expiry, isMonday: report.expiry.weekStart == report.asOf)
            + [Self.shopping(context(ShoppingPage.self))]
            + Self.budget(context(BudgetPage.self))
            + [Self.savings(context(SavingsPage.self)), Self.brew(context(BrewPage.self))]
            + Self.notImported(NotImportedSection(report.notImported, text: text))
    }

    /// What to throw out (each with its date and, for high-risk food, its kind), what to check and what
    /// to eat first, each named with its date; the page's headline when none of them holds anything.
    static func food(_ expiry: ExpiryPage.Context) -> [Answer] {
        guard expiry.hasItems else { return [Answer(action: "Eat first", text: expiry.headline)] }
        let section = Section(ExpiryPage.self)
        let throwOut = expiry.checkOrThrowOut.filter(\.unsafe)
        let toCheck = expiry.checkOrThrowOut.filter { !$0.unsafe }
        let estimated = { (item: ExpiryPage.Item) in "estimated to expire \(item.when)" }
        let answers = [
            (
                "Throw out",
                named(throwOut, limit: namedToThrowOut) { item in
                    [item.pastDate, item.highRisk].filter { !$0.isEmpty }.joined(separator: "; ")
                }
            ),
            ("Check", named(toCheck) { $0.estimated ? estimated($0) : "best before \($0.when)" }),
            ("Eat first", named(expiry.eatSoon) { $0.estimated ? estimated($0) : $0.why }),
        ].compactMap { action, text in text.map { Answer(action: action, text: $0, section: section) } }
        return answers.isEmpty ? [Answer(action: "Eat first", text: expiry.headline, section: section)] : answers
    }

    /// What was wasted: on a Monday last week's waste and its cost (this week has only begun), on other days
    /// this week's so far and last week's; nothing without an inventory.
    static func waste(_ expiry: ExpiryPage.Context, isMonday: Bool) -> [Answer] {
        guard expiry.hasItems || expiry.hasWaste || expiry.hasWasteLastWeek else { return [] }
        let lastWeek = "last week (\(expiry.lastWeek)), \(expiry.wasteLastWeekItems), \(expiry.wasteLastWeekCost)"
        let thisWeek = "this week since \(expiry.weekStart), \(expiry.wasteItems), \(expiry.wasteCost)"
        let text = isMonday && !expiry.hasWaste ? lastWeek : thisWeek + "; " + lastWeek
        return [Answer(action: "Wasted", text: text + ".", section: Section(ExpiryPage.self))]
    }

    /// The items' names, each with what `when` says of it: the first `limit` of them and how many
    /// more; nil for none.
    private static func named(
        _ items: [ExpiryPage.Item], limit: Int = namedItems, when: (ExpiryPage.Item) -> String
    ) -> String? {
        guard !items.isEmpty else { return nil }
        let names = items.prefix(limit).map { "\($0.name) (\(when($0)))" }.joined(separator: ", ")
        let more = items.count > limit ? " and \(items.count - limit) more" : ""
        return names + more + "."
    }

    /// How many items to buy, where: each walked store's own items first (in aisle order), then the
    /// other stores', then the items any store sells. Every count is a store's group as shopping.html
    /// and report.json list it (`byStore`), never a walk's, which also holds the items any store sells.
    static func shopping(_ shopping: ShoppingPage.Context) -> Answer {
        guard shopping.hasData else { return Answer(action: "Buy", text: shopping.headline) }
        let section = Section(ShoppingPage.self)
        guard shopping.hasOpenItems else {
            return Answer(action: "Buy", text: "nothing: the shopping list has no open item.", section: section)
        }
        let named = shopping.byStore.filter { !$0.isAnywhere }
        let walked = shopping.walks.compactMap { walk in named.first { $0.store == walk.store } }
        let walkedNames = Set(walked.map(\.store))
        let stores =
            walked.map { "\($0.count) at \($0.store), in aisle order" }
            + named.filter { !walkedNames.contains($0.store) }.map { "\($0.count) at \($0.store)" }
            + shopping.byStore.filter(\.isAnywhere).map { "\($0.count) at any store" }
        return Answer(
            action: "Buy", text: "\(TextFormat.count(shopping.openItems, "item")): \(stores.joined(separator: "; ")).",
            section: section)
    }

    /// Per user: how fresh the data is, this week's and this month's spending and verdicts, last week's
    /// result.
    static func budget(_ budget: BudgetPage.Context) -> [Answer] {
        guard budget.hasData else { return [Answer(action: "Budget", text: budget.headline)] }
        return budget.users.map { user in
            Answer(
                action: "Budget",
                text: [user.freshness, user.thisWeek, user.thisMonth, user.lastWeek].joined(separator: " "),
                section: Section(BudgetPage.self))
        }
    }

    /// What was not imported, counted, when anything was: the section at the end names each row and file.
    static func notImported(_ section: NotImportedSection) -> [Answer] {
        guard section.hasAny else { return [] }
        return [
            Answer(
                action: "Not imported", text: section.headline,
                section: Section(title: NotImportedSection.title, anchor: Section.anchor(for: NotImportedSection.title))
            )
        ]
    }

    /// What deals saved already, and the store where this week's list saves most.
    static func savings(_ savings: SavingsPage.Context) -> Answer {
        guard savings.hasData else { return Answer(action: "Saved", text: savings.headline) }
        let saved = savings.realised.hasItems ? "\(savings.realised.total) on deals already" : "nothing on deals yet"
        let best = savings.storeSavings.first.map { "; deals for the list save \($0.saving) at \($0.store)" } ?? ""
        return Answer(action: "Saved", text: saved + best + ".", section: Section(SavingsPage.self))
    }

    /// The recipe to repeat and its ratings, with the commonest taste and what to change; the page's
    /// headline when no recipe has enough brews.
    static func brew(_ brew: BrewPage.Context) -> Answer {
        guard brew.hasData else { return Answer(action: "Brew again", text: brew.headline) }
        let recipe =
            brew.recipeToRepeat.map {
                "\($0.name), \($0.averageRating) on average over \(TextFormat.count($0.brews, "brew"))."
            } ?? brew.headline
        let taste =
            brew.tasteHint.map {
                " Most common taste: \($0.tag) (\(TextFormat.count($0.count, "brew"))): \($0.hint.lowercased())."
            } ?? ""
        return Answer(action: "Brew again", text: recipe + taste, section: Section(BrewPage.self))
    }
}
