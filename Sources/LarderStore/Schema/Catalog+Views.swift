// The views migration `v19 views` creates: the questions people ask of a larder database, answered in SQL.
extension Catalog {
    /// Every view, in the order docs/SCHEMA.md lists them.
    public static let views: [ViewSpec] = [activeDeals, dueSoon, shoppingWalk, budgetByWeek]

    /// Today as the views read it: the local date of the machine that reads the database.
    static let today = "`date('now', 'localtime')`"

    static let activeDeals = ViewSpec(
        name: "active_deals",
        summary:
            "The deals still on today (\(today)): no end date, or `valid_until` today or later; the best saving first.",
        columns: [
            "id": "the deal's `id` in `deals`", "store_name": "as the source names the store",
            "item_name": "the item as the ad names it", "discount_price": "the price now",
            "original_price": "the price before, when known",
            "saving": "`original_price - discount_price`, when both are known",
            "discount_percent": "percent off, when the source gives it",
            "offer_text": "the price as the ad writes it (`2 for $5`), for an offer or unit price",
            "valid_until": "the last day of the deal; NULL when the source gives none",
            "zip_code": "the zip code of the store's ad",
        ])

    static let dueSoon = ViewSpec(
        name: "due_soon",
        summary:
            "Food in stock whose expiration or best-before date is within 7 days of today (\(today)) or past, the"
            + " soonest first. A plain date rule: the report's expiry page also knows which foods are high-risk.",
        columns: [
            "id": "the item's `id` in `inventory_items`", "name": "the item", "quantity": "how much", "unit": "of what",
            "category": "the category's name (from `categories`, else as the export gave it)",
            "location": "the storage place's name (from `locations`, else as the export gave it)",
            "due_date": "the earlier of `expiration_date` and `best_before_date`",
            "due_kind": "`expires` (the expiration date: not safe after it) or `best before` (quality only)",
            "days_left": "days from today to `due_date`: 0 today, negative when past",
        ])

    static let shoppingWalk = ViewSpec(
        name: "shopping_walk",
        summary:
            "The shopping list not yet bought, in the order of a walk through each store: by store, then aisle (`Aisle 2`"
            + " before `Aisle 10`, numbers before names), then name. An item is placed by the aisle maps (`aisle_locations`) of the"
            + " store it is to be bought at (`where_to_buy` is the map's store or its chain: `H Mart` takes the map"
            + " of `H Mart Cambridge`; case does not matter), or of every store that maps it when the list names"
            + " none: one row per map that places it. Items no map places come last in their store, with no aisle.",
        columns: [
            "store": "the store: `where_to_buy`, else the store whose aisle map places the item; NULL when neither",
            "aisle": "the aisle the map gives; NULL when no map places the item", "section": "the aisle's section",
            "shelf_location": "where on the shelf", "name": "the item", "quantity": "how many", "unit": "of what",
            "category": "the category's name (from `categories`)", "id": "the item's `id` in `shopping_items`",
            "aisle_map": "the store of the aisle map that placed the item (`aisle_locations.store_name`)",
        ])

    static let budgetByWeek = ViewSpec(
        name: "budget_by_week",
        summary:
            "Budget entries summed per user and week (weeks start on Monday): planned beside actual spending. It does"
            + " not depend on today.",
        columns: [
            "user_id": "the user's `id` in `users`", "user_name": "the user's name (from `users`)",
            "week_start": "the Monday the week starts on", "planned": "the sum of the week's PLANNED entries",
            "actual": "the sum of the week's ACTUAL entries", "entries": "how many entries the week has",
        ])
}
