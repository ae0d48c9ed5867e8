import LarderValues

/// Are we on budget, as of a date: budget vs planned vs actual for the week and the month, per user.
///
/// Every amount is in whole cents of the users' currency (each source amount is rounded to the cent
/// before anything is added, so 0.10 + 0.20 is exactly 30).
///
/// Spending follows seed 001 §4's either/or, extended to bank statements, per user: a user who records
/// `ACTUAL` budget entries is measured by them; a user who records none, by the grocery spending of the
/// bank and card statements that cover the user; a user with neither, by meal plans (`actualCost ??
/// totalCost`). The other sources are shown beside, never added.
public struct BudgetFindings: Equatable, Sendable, Encodable {
    /// Spending of one category in a period.
    public struct Category: Equatable, Sendable, Encodable {
        /// The budget entries' category; meal plans are `Meal plans`, entries with none `Uncategorised`.
        public var name: String
        /// `PLANNED` budget entries dated in the period, in cents.
        public var plannedCents: Int
        /// Actual spending in the period up to `asOf`, in cents.
        public var actualCents: Int
    }

    /// Which records measure a user's spending (seed 001 §4).
    public enum SpendingSource: String, Equatable, Sendable, Encodable {
        /// The user records `ACTUAL` budget entries: they are the spending.
        case entries
        /// The user records none, and a bank or card statement covers the user: its grocery spending is
        /// the spending (refunds reduce it; payments and transfers never count).
        case transactions
        /// The user records no `ACTUAL` entry and no statement covers the user: meal plans' costs are the
        /// spending.
        case mealPlans
    }

    /// Where a meal plan's cost comes from: seed 001's `actualCost ?? totalCost`, then its grocery lists.
    public enum CostSource: String, Equatable, Sendable, Encodable {
        /// The plan's `actual_cost`.
        case actualCost
        /// The plan's `total_cost`, when it has no actual cost.
        case totalCost
        /// The sum of the `total_cost` of the grocery lists made for the plan, when it has neither.
        case groceryLists
    }

    /// A meal plan placed in a period by its start date.
    public struct MealPlan: Equatable, Sendable, Encodable {
        /// The plan's id.
        public var id: String
        /// The plan's name, or nil.
        public var name: String?
        /// The day that places it in a period: `start_date`, else the date of `created_at`.
        public var date: CivilDate
        /// Its cost in cents.
        public var costCents: Int
        /// Which field the cost was read from.
        public var costSource: CostSource
        /// Whether the plan's cost counts as spending: true when its user records no `ACTUAL`
        /// entries; false when it is only shown beside them.
        public var isCounted: Bool
    }

    /// Whether spending keeps pace with the days gone by.
    public enum Pace: String, Equatable, Sendable, Encodable {
        /// No budget is set for the period.
        case noBudget
        /// The user's data covers none of the period's days up to `asOf`: no verdict.
        case noData
        /// The share of the budget spent is at most the share of the period elapsed.
        case onTrack
        /// More of the budget is spent than of the period has elapsed.
        case tooFast
    }

    /// Budget, planned and actual spending for one week or month.
    public struct Period: Equatable, Sendable, Encodable {
        /// The week or month.
        public var period: CalendarPeriod
        /// Days of the period up to and including `asOf` (all of them for a past period).
        public var daysElapsed: Int
        /// Days of the period up to the last day the export's data reaches (`User.dataThrough`) and `asOf`:
        /// pace and projection are judged on these days only; 0 when the data does not reach the period.
        public var daysCovered: Int
        /// `daysElapsed` as a percentage of the period's days, to 2 decimals.
        public var elapsedPercent: Double
        /// The user's weekly or monthly budget in cents, or nil when none is set.
        public var budgetCents: Int?
        /// `PLANNED` budget entries dated anywhere in the period, in cents.
        public var plannedCents: Int
        /// Spending from the user's `SpendingSource` dated from the period's start up to `asOf`, in cents.
        public var actualCents: Int
        /// Meal plans' costs dated from the period's start up to `asOf`, in cents: equal to
        /// `actualCents` for a user measured by meal plans, shown beside the entries otherwise.
        public var mealPlanCents: Int
        /// Grocery spending in the bank and card statements that cover the user, dated from the period's
        /// start up to `asOf`, in cents (refunds subtracted): equal to `actualCents` for a user measured by
        /// statements, shown beside otherwise.
        public var bankCents: Int
        /// `budgetCents − actualCents` (negative when over), or nil without a budget.
        public var remainingCents: Int?
        /// `actualCents` as a percentage of the budget, to 2 decimals; nil without a budget or with a zero one.
        public var spentPercent: Double?
        /// Spending against the days covered.
        public var pace: Pace
        /// Actual spending extended linearly to the end of the period:
        /// `actualCents × days ÷ daysCovered`, rounded to the cent (`actualCents` when none is covered).
        public var projectedCents: Int
        /// Whether actual spending is above the budget.
        public var isOverBudget: Bool
        /// Whether the projection is above the budget (false when no day is covered).
        public var isProjectedOverBudget: Bool
        /// Planned and actual per category, by name.
        public var categories: [Category]
        /// Meal plans dated in the period up to `asOf`, by date then id, counted or shown beside.
        public var mealPlans: [MealPlan]
    }

    /// This week so far against the same days of the previous week.
    public struct WeekChange: Equatable, Sendable, Encodable {
        /// Days compared: Monday up to the week's last covered day.
        public var daysCompared: Int
        /// Actual spending on those days of the previous week, in cents.
        public var previousCents: Int
        /// Actual spending this week up to its last covered day, in cents.
        public var currentCents: Int
        /// `currentCents − previousCents`.
        public var changeCents: Int
        /// The change as a percentage of `previousCents`, to 2 decimals; nil when that is 0.
        public var changePercent: Double?
    }

    /// Budget, planned and actual spending of one ISO week, for the weekly trend.
    public struct WeekTotal: Equatable, Sendable, Encodable {
        /// The ISO week.
        public var period: CalendarPeriod
        /// The weekly budget in cents, or nil when none is set.
        public var budgetCents: Int?
        /// `PLANNED` budget entries dated in the week, in cents.
        public var plannedCents: Int
        /// Actual spending in the week up to `asOf`, in cents.
        public var actualCents: Int
    }

    /// One user's budget figures.
    public struct User: Equatable, Sendable, Encodable {
        /// The user's id.
        public var userID: String
        /// The user's name, or nil when the user has no `users` row or no name.
        public var name: String?
        /// Which records measure the user's spending.
        public var source: SpendingSource
        /// The last day up to `asOf` the export's records of the user's `source` reach, whoever's they
        /// are: the latest `ACTUAL` entry's date, or the latest day of a meal plan's dates; nil when
        /// there is none. Days after it are unknown; a day before it without a record spent nothing.
        public var dataThrough: CivilDate?
        /// The ISO week containing `asOf`.
        public var week: Period
        /// The calendar month containing `asOf`.
        public var month: Period
        /// The whole ISO week before, for comparison.
        public var previousWeek: Period
        /// This week's covered days against the same days of the previous week; nil when the data
        /// covers no day of this week.
        public var weekOverWeek: WeekChange?
        /// The last `trendWeeks` ISO weeks ending with `week`, oldest first, weeks without spending included.
        public var trend: [WeekTotal]
    }

    /// The date the report is for.
    public var asOf: CivilDate
    /// The ISO 4217 code of the amounts, from `ReportSettings.currency`; nil when none was given (the
    /// exports carry none for budgets).
    public var currency: String?
    /// Whether any user in scope has a budget, a budget entry or a meal plan; false means there is
    /// nothing to report.
    public var hasData: Bool
    /// How many weeks each user's `trend` covers.
    public var trendWeeks: Int
    /// Per user with budget data, by name then id.
    public var users: [User]
}
