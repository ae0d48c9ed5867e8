extension BudgetPage {
    /// The values of `budget.html` and the budget section of `report.md`, under `budget`; each key
    /// is in docs/TEMPLATES.md.
    struct Context: Codable {
        /// Whether there is any budget data, and whether anything is over budget.
        var hasData, hasOverBudget: Bool
        /// The headline, the note on what currency the amounts are in, and what to say when nothing is over.
        var headline, currencyNote, nothingOver: String
        var trendWeeks: Int
        var users: [User]
        var overBudget: [Line]
    }

    /// One sentence of what needs action.
    struct Line: Codable {
        var line: String
    }

    /// One user's budget.
    struct User: Codable {
        /// Their name and the anchor of their section.
        var name, anchor: String
        /// Sentences: how fresh their entries are, how far the budget reaches, this week, this month, last
        /// week, and what is counted.
        var freshness, reach, thisWeek, thisMonth, lastWeek, counted: String
        /// This week, last week and this month against their budgets.
        var week, previousWeek, month: Period
        var change: Change?
        var trend: [Week]
        /// SVG.
        var chart: String
    }

    /// A week or month against its budget.
    struct Period: Codable {
        /// Its name (`week`), label, when it is, and its first and last day.
        var name, label, when, start, end: String
        /// Days elapsed, and days with entries.
        var daysElapsed, daysCovered: Int
        var isCovered: Bool
        var days: Int
        var hasBudget: Bool
        /// Amounts (budget, planned, actual, in meal plans, remaining), the share of the budget spent, the
        /// projection to the period's end, and the pace with its tone.
        var budget, planned, actual, mealPlans, remaining, spentPercent, projected, pace, paceTone: String
        /// Whether it is over budget, and whether it is projected to be.
        var isOverBudget, isProjectedOverBudget: Bool
        var categories: PageTable<Category>
        var mealPlanLines: [MealPlan]
        var hasMealPlans: Bool
        var over: String
    }

    /// Spending in one category.
    struct Category: Codable {
        /// The category, and its planned and actual spending.
        var name, planned, actual: String
        var isOverPlan: Bool
    }

    /// A meal plan counted in a period: its name, date and day, its cost, where that comes from, and what of
    /// it is counted.
    struct MealPlan: Codable {
        var name, date, day, cost, source, counted: String
    }

    /// This week against the same days of last week.
    struct Change: Codable {
        /// Last week's and this week's amounts, the change, as a percentage, and the days compared.
        var previous, current, change, percent, days: String
        var isUp: Bool
    }

    /// One ISO week of a user's trend.
    struct Week: Codable {
        /// The week, its label and days, and its budget and actual spending.
        var week, label, days, budget, actual: String
        var isOver: Bool
        var bar: String
    }
}
