extension BudgetPage {
    /// The values of `budget.html` and the budget section of `report.md`, under `budget`; each key
    /// is in docs/TEMPLATES.md.
    struct Context: Codable {
        var hasData: Bool
        var headline: String
        var trendWeeks: Int
        var currencyNote: String
        var users: [User]
        var overBudget: [Line]
        var hasOverBudget: Bool
        var nothingOver: String
    }

    /// One sentence of what needs action.
    struct Line: Codable {
        var line: String
    }

    /// One user's budget.
    struct User: Codable {
        var name: String
        var anchor: String
        var freshness: String
        var reach: String
        var thisWeek: String
        var lastWeek: String
        var counted: String
        var week: Period
        var previousWeek: Period
        var month: Period
        var change: Change?
        var trend: [Week]
        /// SVG.
        var chart: String
    }

    /// A week or month against its budget.
    struct Period: Codable {
        var name: String
        var label: String
        var when: String
        var start: String
        var end: String
        var daysElapsed: Int
        var daysCovered: Int
        var isCovered: Bool
        var days: Int
        var hasBudget: Bool
        var budget: String
        var planned: String
        var actual: String
        var mealPlans: String
        var remaining: String
        var spentPercent: String
        var projected: String
        var pace: String
        var paceTone: String
        var isOverBudget: Bool
        var isProjectedOverBudget: Bool
        var categories: PageTable<Category>
        var mealPlanLines: [MealPlan]
        var hasMealPlans: Bool
        var over: String
    }

    /// Spending in one category.
    struct Category: Codable {
        var name: String
        var planned: String
        var actual: String
        var isOverPlan: Bool
    }

    /// A meal plan counted in a period.
    struct MealPlan: Codable {
        var name: String
        var date: String
        var day: String
        var cost: String
        var source: String
        var counted: String
    }

    /// This week against the same days of last week.
    struct Change: Codable {
        var previous: String
        var current: String
        var change: String
        var percent: String
        var days: String
        var isUp: Bool
    }

    /// One ISO week of a user's trend.
    struct Week: Codable {
        var week: String
        var label: String
        var days: String
        var budget: String
        var actual: String
        var isOver: Bool
        var bar: String
    }
}
