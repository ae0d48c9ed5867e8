// Tables from seed 001 (Savry's Firestore collections).
extension Catalog {
    package static let users = TableSpec(
        name: "users", kind: "users", summary: "People, with their weekly and monthly budgets.",
        columns: {
            .id(source: "001 §3 users", aliases: ["user_id", "uid"])
            ColumnSpec("email", .text, source: "001 §3 users")
            ColumnSpec(
                "group_id", .id, aliases: ["household", "household_id"], references: "groups(id)", source: "larder",
                note:
                    "the group (household) the user belongs to; when the database holds one group, a user without one belongs to it"
            )
            ColumnSpec("name", .text, aliases: ["user_name", "display_name"], source: "001 §3 users")
            ColumnSpec("tier", .text, check: "tier IS NULL OR tier IN ('FREE', 'PRO')", source: "001 §3 users")
            ColumnSpec.named("weekly_budget", "monthly_budget", as: .money, source: "001 §3 users")
            ColumnSpec("notification", .bool, aliases: ["notifications"], source: "004 Profile")
            ColumnSpec(
                "dietary_restrictions", .text, aliases: ["dietarty_restrictions"], source: "004 Profile")
            ColumnSpec.timestamps("001 §3 users")
        },
        naturalKey: ["email", "name"], signature: ["id"],
        distinctive: ["email", "tier", "weekly_budget", "monthly_budget", "notification", "dietary_restrictions"],
        fileNameHints: ["user", "profile"],
        envelopeKeys: ["users", "user", "profiles"])

    package static let deals = TableSpec(
        name: "deals", kind: "deals", summary: "Supermarket discounts (Savry `supermarketDiscounts`).",
        columns: {
            .id(source: "001 §3 supermarketDiscounts", aliases: ["discount_id", "deal_id"])
            ColumnSpec(
                "store_name", .text, aliases: ["store", "shop", "retailer", "seller"], required: true,
                source: "001 §3 supermarketDiscounts")
            ColumnSpec("location", .text, aliases: ["city"], source: "001 §3 supermarketDiscounts")
            ColumnSpec(
                "zip_code", .id, aliases: ["zip", "postcode", "postal_code"],
                source: "001 §3 supermarketDiscounts")
            ColumnSpec(
                "item_name", .text, aliases: ["item", "product", "product_name", "name"], required: true,
                source: "001 §3 supermarketDiscounts")
            ColumnSpec("category", .text, source: "001 §3 supermarketDiscounts")
            ColumnSpec(
                "original_price", .money,
                aliases: [
                    "regular_price", "was", "list_price", "was_price", "reg", "reg_price", "regular", "struck_price",
                ],
                check: "original_price IS NULL OR original_price >= 0", source: "001 §3 supermarketDiscounts",
                note:
                    "a price struck through in an HTML cell (`struck_price`); computed from an amount saved (`Save`)"
                    + " and the discount price when the source gives none")
            ColumnSpec(
                "discount_price", .money,
                aliases: [
                    "sale_price", "sale", "deal_price", "now", "price", "now_price", "our_price", "special_price",
                ],
                required: true, check: "discount_price >= 0", source: "001 §3 supermarketDiscounts",
                note: "a header `price` beside a sale price (`Item, Price, Sale`) is `original_price` instead")
            ColumnSpec(
                "currency_code", .text, aliases: ["currency", "price_currency"], source: "larder",
                note: "the ISO 4217 code of the prices, when the source gives one (schema.org `priceCurrency`)")
            ColumnSpec(
                "discount_percent", .percent,
                aliases: ["discount", "percent_off", "savings_percent", "discount_rate", "discount_fraction"],
                check: "discount_percent IS NULL OR discount_percent BETWEEN 0 AND 100",
                source: "001 §3 supermarketDiscounts",
                note: "percent off (25 for 25 %); a `rate` or `fraction` column's 0.25 is stored as 25")
            ColumnSpec(
                "valid_until", .date,
                aliases: [
                    "expires", "valid_to", "ends", "end_date", "price_valid_until", "valid_through", "valid_thru",
                    "good_through", "good_thru", "sale_ends", "offer_ends", "ends_on", "expires_on",
                ],
                source: "001 §3 supermarketDiscounts")
            ColumnSpec.named("aisle", "section", as: .text, source: "001 §3 supermarketDiscounts")
            ColumnSpec("image_url", .text, aliases: ["image"], source: "001 §3 supermarketDiscounts")
            ColumnSpec("description", .text, source: "001 §3 supermarketDiscounts")
            ColumnSpec("scraped_at", .timestamp, source: "001 §3 supermarketDiscounts")
            ColumnSpec.timestamps("001 §3 supermarketDiscounts")
        },
        naturalKey: ["store_name", "zip_code", "item_name", "valid_until"],
        checks: ["original_price IS NULL OR discount_price <= original_price"],
        signature: ["item_name", "discount_price"],
        distinctive: ["store_name", "zip_code", "original_price", "discount_price", "discount_percent", "valid_until"],
        fileNameHints: ["deal", "discount", "offer"],
        envelopeKeys: ["supermarketDiscounts", "deals", "discounts"], addedColumns: dealOffers)

    /// The columns migration v17 added to `deals`, after its `id_scope`: a price as the ad states it
    /// (docs/IMPORT.md, *Offers as ads state them*).
    static let dealOffers: [ColumnSpec] = [
        ColumnSpec(
            "offer_quantity", .integer, check: "offer_quantity IS NULL OR offer_quantity >= 2", source: "larder",
            note: "how many units the ad's price buys: 2 of `2 for $5`, 3 of `Buy 2 get 1 free`; NULL for one"
                + " (`discount_price` is then the price of one unit, half to even to the cent)"),
        ColumnSpec(
            "offer_price", .money, check: "offer_price IS NULL OR offer_price >= 0", source: "larder",
            note: "what the ad asks for `offer_quantity` units: 5 of `2 for $5`, 6 of `Buy 2 get 1 free` at 3"),
        ColumnSpec(
            "price_unit", .text, source: "larder",
            note: "the unit the prices are per: `lb`, `kg`, `oz`, `100 g` or `each` (`$3.49/lb`, `$1.79 ea`);"
                + " NULL for the item as named"),
        ColumnSpec(
            "offer_text", .text, source: "larder",
            note: "the price as the ad writes it (`2 for $5`, `4/$5`, `$3.49/lb`), when it is an offer or unit"
                + " price; pages show it as written"),
    ]

    package static let aisleLocations = TableSpec(
        name: "aisle_locations", kind: "aisles", summary: "Where items sit in a store (Savry `storeItemLocations`).",
        columns: {
            .id(source: "001 §3 storeItemLocations")
            ColumnSpec("store_name", .text, aliases: ["store"], source: "001 §3 storeItemLocations")
            ColumnSpec("store_chain", .text, aliases: ["chain"], source: "001 §3 storeItemLocations")
            ColumnSpec("location", .text, aliases: ["zip_code", "city"], source: "001 §3 storeItemLocations")
            ColumnSpec(
                "item_name", .text, aliases: ["item", "product", "name"], required: true,
                source: "001 §3 storeItemLocations", note: "normalised: trimmed and lowercased (001 §4)")
            ColumnSpec("category", .text, source: "001 §3 storeItemLocations")
            ColumnSpec("aisle", .text, required: true, source: "001 §3 storeItemLocations")
            ColumnSpec("section", .text, source: "001 §3 storeItemLocations")
            ColumnSpec("shelf_location", .text, aliases: ["shelf"], source: "001 §3 storeItemLocations")
            ColumnSpec.timestamps("001 §3 storeItemLocations")
        },
        naturalKey: ["store_chain", "store_name", "location", "item_name"],
        signature: ["item_name", "aisle"], distinctive: ["store_name", "store_chain", "aisle", "shelf_location"],
        fileNameHints: ["aisle", "itemlocation", "store_map", "storemap"],
        envelopeKeys: ["storeItemLocations", "aisles", "aisleLocations"])

    package static let recipes = TableSpec(
        name: "recipes", kind: "recipes", summary: "Meal recipes (Savry recipes, Fridgy recipes).",
        columns: {
            .id(source: "001 §3 recipes", aliases: ["recipe_id"])
            ColumnSpec("user_id", .id, references: "users(id)", source: "001 §3 recipes")
            ColumnSpec("name", .text, aliases: ["title", "recipe_name"], required: true, source: "001 §3 recipes")
            ColumnSpec("description", .text, source: "001 §3 recipes")
            ColumnSpec(
                "ingredients", .json, aliases: ["list_of_ingredients"], source: "001 §3 recipes",
                note: "JSON array of ingredient objects or names")
            ColumnSpec("instructions", .json, aliases: ["instruction", "steps"], source: "001 §3 recipes")
            ColumnSpec.named("prep_time", "cook_time", "servings", "calories", as: .integer, source: "001 §3 recipes")
            ColumnSpec.named("difficulty", "cuisine", as: .text, source: "001 §3 recipes")
            ColumnSpec("dietary_tags", .json, source: "001 §3 recipes")
            ColumnSpec("estimated_cost", .money, source: "001 §3 recipes")
            ColumnSpec("nutrition_fact", .text, aliases: ["nutrition"], source: "004 Recipe")
            ColumnSpec("image", .text, aliases: ["image_url"], source: "004 Recipe")
            ColumnSpec("is_public", .bool, source: "001 §6")
            ColumnSpec.timestamps("001 §3 recipes")
        },
        naturalKey: ["user_id", "name"], signature: ["name", "ingredients"],
        distinctive: [
            "ingredients", "instructions", "prep_time", "cook_time", "servings", "calories", "difficulty", "cuisine",
        ], fileNameHints: ["recipe"],
        envelopeKeys: ["recipes", "Recipe"])

    package static let mealPlans = TableSpec(
        name: "meal_plans", kind: "mealplans", summary: "Meal plans with budget, cost and estimated savings.",
        columns: {
            .id(source: "001 §3 mealPlans", aliases: ["meal_plan_id"])
            ColumnSpec("user_id", .id, required: true, references: "users(id)", source: "001 §3 mealPlans")
            ColumnSpec("name", .text, source: "001 §3 mealPlans")
            ColumnSpec.named("budget", "total_cost", "actual_cost", as: .money, source: "001 §3 mealPlans")
            ColumnSpec("is_completed", .bool, defaultSQL: "0", source: "001 §3 mealPlans")
            ColumnSpec.named("start_date", "end_date", as: .date, source: "001 §3 mealPlans")
            ColumnSpec("zip_code", .id, source: "001 §3 mealPlans")
            ColumnSpec.named("preferred_stores", "dietary_restrictions", as: .json, source: "001 §3 mealPlans")
            ColumnSpec("estimated_savings", .money, source: "001 §3 mealPlans")
            ColumnSpec.named("shopping_list", "meals", as: .json, source: "001 §3 mealPlans")
            ColumnSpec.timestamps("001 §3 mealPlans")
        },
        naturalKey: ["user_id", "name", "start_date"], signature: ["user_id", "budget"],
        distinctive: ["budget", "total_cost", "actual_cost", "start_date", "end_date", "estimated_savings", "meals"],
        fileNameHints: ["mealplan", "meal_plan", "meal-plan"], envelopeKeys: ["mealPlans", "meal_plans"])

    package static let groceryLists = TableSpec(
        name: "grocery_lists", kind: "grocerylists", summary: "Grocery lists (their items are in grocery_list_items).",
        columns: {
            .id(source: "001 §3 groceryLists", aliases: ["list_id"])
            ColumnSpec("user_id", .id, required: true, references: "users(id)", source: "001 §3 groceryLists")
            ColumnSpec("meal_plan_id", .id, references: "meal_plans(id)", source: "001 §3 groceryLists")
            ColumnSpec("name", .text, source: "001 §3 groceryLists")
            ColumnSpec("total_cost", .money, source: "001 §3 groceryLists")
            ColumnSpec.timestamps("001 §3 groceryLists")
        },
        naturalKey: ["user_id", "name", "created_at"], signature: ["meal_plan_id", "total_cost"],
        distinctive: ["meal_plan_id", "total_cost"],
        fileNameHints: ["grocery", "grocerylist"], envelopeKeys: ["groceryLists", "grocery_lists"])

    package static let groceryListItems = TableSpec(
        name: "grocery_list_items", kind: "groceryitems", summary: "The items of each grocery list, in list order.",
        columns: {
            .id(source: "larder", note: "`<list id>#<position>` when the item has no id of its own")
            ColumnSpec(
                "grocery_list_id", .id, required: true, references: "grocery_lists(id)",
                source: "001 §3 groceryLists.items")
            ColumnSpec("position", .integer, required: true, source: "larder", note: "0-based index in the list")
            ColumnSpec("user_id", .id, references: "users(id)", source: "001 §3 groceryLists")
            ColumnSpec(
                "name", .text, aliases: ["item", "item_name"], required: true,
                source: "001 §3 groceryLists.items")
            ColumnSpec("quantity", .quantity, source: "001 §3 groceryLists.items")
            ColumnSpec.named("unit", "category", as: .text, source: "001 §3 groceryLists.items")
            ColumnSpec("price", .money, source: "001 §3 groceryLists.items")
            ColumnSpec.named("store", "aisle", "section", as: .text, source: "001 §3 groceryLists.items")
            ColumnSpec("checked", .bool, defaultSQL: "0", source: "001 §3 groceryLists.items")
        },
        naturalKey: ["grocery_list_id", "position"], uniqueIndexes: [["grocery_list_id", "position"]],
        signature: ["grocery_list_id", "name"],
        distinctive: ["grocery_list_id", "position", "checked", "store", "aisle"],
        fileNameHints: ["grocery_item", "groceryitem"],
        envelopeKeys: ["groceryListItems"])

    package static let budgetEntries = TableSpec(
        name: "budget_entries", kind: "budget", summary: "Planned and actual spending entries.",
        columns: {
            .id(source: "001 §3 budgetEntries", aliases: ["entry_id"])
            ColumnSpec("user_id", .id, required: true, references: "users(id)", source: "001 §3 budgetEntries")
            ColumnSpec("amount", .money, required: true, source: "001 §3 budgetEntries")
            ColumnSpec("category", .text, source: "001 §3 budgetEntries")
            ColumnSpec("description", .text, aliases: ["memo", "payee"], source: "001 §3 budgetEntries")
            ColumnSpec(
                "date", .date, aliases: ["entry_date", "spent_on"], required: true,
                source: "001 §3 budgetEntries")
            ColumnSpec(
                "type", .text, aliases: ["entry_type", "kind"], required: true,
                check: "type IN ('PLANNED', 'ACTUAL')", source: "001 §3 budgetEntries"
            )
            ColumnSpec.createdAt("001 §3 budgetEntries")
        },
        naturalKey: ["user_id", "date", "type", "category", "amount", "description"],
        signature: ["amount", "type"], distinctive: ["amount", "date"], fileNameHints: ["budget"],
        envelopeKeys: ["budgetEntries", "budget_entries"])
}
