import GRDB

/// Reads what the budget analysis needs: users' budgets, budget entries, meal plans' costs and the
/// grocery lists' totals.
package enum BudgetQueries {
    /// A user's name and budgets.
    package struct UserBudget: Sendable {
        /// The user's id.
        package var id: String
        /// The name, or nil.
        package var name: String?
        /// The weekly budget, or nil.
        package var weeklyBudget: Double?
        /// The monthly budget, or nil.
        package var monthlyBudget: Double?
    }

    /// A budget entry as stored, its date still as text.
    package struct Entry: Sendable {
        /// The entry's id.
        package var id: String
        /// Its owner.
        package var userID: String
        /// Its amount.
        package var amount: Double
        /// Its category, or nil.
        package var category: String?
        /// Its date (ISO text), or nil.
        package var date: String?
        /// `ACTUAL` or `PLANNED`.
        package var type: String
    }

    /// A meal plan's dates and costs as stored.
    package struct MealPlan: Sendable {
        /// The plan's id.
        package var id: String
        /// Its owner.
        package var userID: String
        /// Its name, or nil.
        package var name: String?
        /// Its start date, else the day it was created (ISO text), or nil.
        package var placedOn: String?
        /// Its end date (ISO text), or nil.
        package var endDate: String?
        /// The actual cost, or nil.
        package var actualCost: Double?
        /// The total cost, or nil.
        package var totalCost: Double?
    }

    /// A grocery list's total and the meal plan it belongs to.
    package struct GroceryListCost: Sendable {
        /// The meal plan's id.
        package var mealPlanID: String
        /// The list's total cost.
        package var totalCost: Double
    }

    /// The users `owners` may see, with their budgets.
    package static func userBudgets(for owners: OwnerFilter, in db: Database) throws -> [UserBudget] {
        let request: SQLRequest<Row> = """
            SELECT id, name, weekly_budget, monthly_budget FROM users u WHERE \(owners.condition(table: "users", alias: "u"))
            """
        return try request.fetchAll(db).map { row in
            UserBudget(
                id: row["id"], name: row["name"], weeklyBudget: row["weekly_budget"],
                monthlyBudget: row["monthly_budget"])
        }
    }

    /// The budget entries `owners` may see, by date then id.
    package static func entries(for owners: OwnerFilter, in db: Database) throws -> [Entry] {
        let request: SQLRequest<Row> = """
            SELECT id, user_id, amount, category, date, type FROM budget_entries b
            WHERE \(owners.condition(table: "budget_entries", alias: "b")) ORDER BY date, id
            """
        return try request.fetchAll(db).map { row in
            Entry(
                id: row["id"], userID: row["user_id"], amount: row["amount"], category: row["category"],
                date: row["date"], type: row["type"])
        }
    }

    /// The totals of the grocery lists `owners` may see that belong to a meal plan and have one.
    package static func groceryListCosts(for owners: OwnerFilter, in db: Database) throws -> [GroceryListCost] {
        let request: SQLRequest<Row> = """
            SELECT meal_plan_id, total_cost FROM grocery_lists g
            WHERE meal_plan_id IS NOT NULL AND total_cost IS NOT NULL
                AND \(owners.condition(table: "grocery_lists", alias: "g"))
            """
        return try request.fetchAll(db).map { row in
            GroceryListCost(mealPlanID: row["meal_plan_id"], totalCost: row["total_cost"])
        }
    }

    /// The meal plans `owners` may see, by the day they are placed on, then id.
    package static func mealPlans(for owners: OwnerFilter, in db: Database) throws -> [MealPlan] {
        let request: SQLRequest<Row> = """
            SELECT id, user_id, name, COALESCE(start_date, substr(created_at, 1, 10)) AS placed_on, end_date,
                actual_cost, total_cost
            FROM meal_plans m
            WHERE \(owners.condition(table: "meal_plans", alias: "m"))
            ORDER BY placed_on, id
            """
        return try request.fetchAll(db).map { row in
            MealPlan(
                id: row["id"], userID: row["user_id"], name: row["name"], placedOn: row["placed_on"],
                endDate: row["end_date"], actualCost: row["actual_cost"], totalCost: row["total_cost"])
        }
    }
}
