// Tables from seed 000 (Expiry Alert) and the inventory items seed 004 (Fridgy) shares with it.
extension Catalog {
    package static let groups = TableSpec(
        name: "groups", kind: "groups", summary: "Households or teams that own lists and inventory.",
        columns: {
            .id(source: "000 B.1", aliases: ["group_id"])
            ColumnSpec("name", .text, aliases: ["group_name", "household"], source: "larder")
            ColumnSpec.timestamps("larder")
        },
        naturalKey: ["name"], signature: ["id", "name"], distinctive: [], fileNameHints: ["group", "household"],
        envelopeKeys: ["groups", "group"])

    package static let categories = TableSpec(
        name: "categories", kind: "categories", summary: "Food categories, seed defaults and user-added.",
        columns: {
            .id(source: "000 A.5", aliases: ["category_id"])
            ColumnSpec("group_id", .id, references: "groups(id)", source: "000 A.5")
            ColumnSpec(
                "name", .text, aliases: ["category", "category_name", "title"], required: true, source: "000 A.5")
            ColumnSpec("icon", .text, source: "000 A.5")
            ColumnSpec("color", .text, aliases: ["colour"], source: "000 A.5")
            ColumnSpec("translation_key", .text, source: "000 A.5")
            ColumnSpec.seedListFlags(source: "000 A.5", customizationSource: "000 A.1", entries: "categories")
            ColumnSpec.timestamps("000 A.5")
        },
        naturalKey: ["group_id", "name"], signature: ["name"],
        distinctive: ["icon", "color", "translation_key", "is_customization", "is_default", "section", "sort_order"],
        fileNameHints: ["categor"],
        envelopeKeys: ["categories", "category"])

    package static let locations = TableSpec(
        name: "locations", kind: "locations",
        summary: "Storage places (fridge, pantry…), seed defaults and user-added.",
        columns: {
            .id(source: "000 A.10", aliases: ["location_id"])
            ColumnSpec("group_id", .id, references: "groups(id)", source: "000 A.10")
            ColumnSpec(
                "name", .text, aliases: ["location", "location_name", "storage", "title"], required: true,
                source: "000 A.10")
            ColumnSpec.named("icon", "translation_key", as: .text, source: "000 A.10")
            ColumnSpec.seedListFlags(source: "000 A.10", customizationSource: "000 A.6", entries: "locations")
            ColumnSpec.timestamps("000 A.10")
        },
        naturalKey: ["group_id", "name"], signature: ["name"],
        distinctive: ["icon", "translation_key", "is_customization", "is_default", "section", "sort_order"],
        fileNameHints: ["location", "storage"],
        envelopeKeys: ["locations", "location"])

    package static let inventoryItems = TableSpec(
        name: "inventory_items", kind: "inventory",
        summary: "Food in the house: Expiry Alert food items and Fridgy ingredients.",
        columns: {
            .id(source: "004 Ingredient", aliases: ["item_id", "food_item_id", "ingredient_id", "objectId"])
            ColumnSpec("group_id", .id, references: "groups(id)", source: "000 B.5")
            ColumnSpec("user_id", .id, aliases: ["author", "owner", "created_by"], source: "004 Networking")
            ColumnSpec(
                "name", .text,
                aliases: ["item", "item_name", "product", "product_name", "ingredient", "food", "food_name", "title"],
                required: true, source: "004 User Stories")
            ColumnSpec("quantity", .quantity, aliases: ["qty", "amount", "count"], source: "004 User Stories")
            ColumnSpec("unit", .text, aliases: ["units", "uom"], source: "000 B.1")
            ColumnSpec("category_id", .id, references: "categories(id)", source: "004 Ingredient")
            ColumnSpec(
                "category", .text, aliases: ["category_name", "food_group", "type"], source: "larder",
                note: "the category's name when the export gives a name rather than an id")
            ColumnSpec("location_id", .id, references: "locations(id)", source: "000 A.10")
            ColumnSpec(
                "location", .text, aliases: ["location_name", "storage", "stored_in", "place", "where"],
                source: "larder", note: "the location's name when the export gives a name rather than an id")
            ColumnSpec(
                "purchase_date", .date,
                aliases: ["purchased", "purchased_on", "bought", "bought_on", "date_purchased"],
                source: "004 Ingredient")
            ColumnSpec(
                "expiration_date", .date,
                aliases: [
                    "expiry", "expiry_date", "expires", "expires_on", "expiration", "exp_date", "exp", "use_by",
                    "use_by_date", "expiry_dt",
                ], source: "004 Ingredient", note: "the date after which the item is not safe")
            ColumnSpec(
                "best_before_date", .date, aliases: ["best_before", "best_by", "bbd", "best_before_end"],
                source: "larder", note: "quality date: the item may still be fine after it; kept apart from expiry")
            ColumnSpec(
                "shelf_life_days", .integer, unit: .days, aliases: ["shelf_life", "shelflife_days", "days_fresh"],
                check: "shelf_life_days IS NULL OR shelf_life_days >= 0", source: "004 Ingredient")
            ColumnSpec(
                "expiration_estimated", .bool, defaultSQL: "0", source: "larder",
                note: "1 when expiration_date was computed from purchase_date + shelf_life_days at import")
            ColumnSpec("price", .money, aliases: ["cost", "price_paid", "value"], source: "larder")
            ColumnSpec("currency_code", .text, aliases: ["currency"], source: "000 B.2")
            ColumnSpec(
                "status", .text, aliases: ["state"], defaultSQL: "'in_stock'",
                check: "status IN ('in_stock', 'consumed', 'discarded')", source: "larder",
                note: "in_stock, consumed or discarded")
            ColumnSpec(
                "discarded_at", .date, aliases: ["discarded", "thrown_away", "wasted_on"], source: "larder")
            ColumnSpec("notes", .text, aliases: ["note", "comment", "comments"], source: "000 B.1")
            ColumnSpec.timestamps("000 B.1")
        },
        naturalKey: ["group_id", "user_id", "name", "location", "location_id", "purchase_date", "expiration_date"],
        signature: ["name"],
        distinctive: [
            "quantity", "location_id", "location", "purchase_date", "expiration_date", "best_before_date",
            "shelf_life_days", "discarded_at",
        ],
        fileNameHints: ["inventory", "ingredient", "pantry", "fridge", "food"],
        envelopeKeys: ["foodItems", "food_items", "inventory", "ingredients", "Ingredient"])

    package static let shoppingItems = TableSpec(
        name: "shopping_items", kind: "shopping", summary: "The shopping list.",
        columns: {
            ColumnSpec.groupListItem(source: "000 B.1", nameAliases: ["item", "item_name", "product"])
            ColumnSpec("quantity", .integer, aliases: ["qty"], defaultSQL: "1", source: "000 B.1")
            ColumnSpec("unit", .text, source: "000 B.1")
            ColumnSpec("where_to_buy", .text, aliases: ["store", "shop", "store_name"], source: "000 B.1")
            ColumnSpec("category_id", .id, required: true, references: "categories(id)", source: "000 B.1")
            ColumnSpec(
                "is_purchased", .bool, aliases: ["purchased", "bought", "done"], defaultSQL: "0", source: "000 B.1")
            ColumnSpec("purchased_at", .timestamp, source: "000 B.1")
            ColumnSpec("purchased_by", .id, source: "000 B.1")
            ColumnSpec("moved_to_inventory", .bool, defaultSQL: "0", source: "000 B.1")
            ColumnSpec("inventory_item_id", .id, references: "inventory_items(id)", source: "000 B.1")
            ColumnSpec("notes", .text, aliases: ["note"], source: "000 B.1")
            ColumnSpec.timestamps("000 B.1")
        },
        naturalKey: ["group_id", "name", "where_to_buy", "created_at"],
        checks: [
            "is_purchased = 1 OR (purchased_at IS NULL AND moved_to_inventory = 0 AND inventory_item_id IS NULL)"
        ],
        signature: ["name", "category_id"],
        distinctive: [
            "where_to_buy", "is_purchased", "purchased_at", "purchased_by", "moved_to_inventory", "inventory_item_id",
        ], fileNameHints: ["shopping"],
        envelopeKeys: ["shoppingItems", "shopping_items", "shopping-items"])

    package static let wishItems = TableSpec(
        name: "wish_items", kind: "wishlist", summary: "The wishlist, with desire level 1–5.",
        columns: {
            ColumnSpec.groupListItem(source: "000 B.2", nameAliases: ["item", "item_name"])
            ColumnSpec("notes", .text, aliases: ["note"], source: "000 B.2")
            ColumnSpec("price", .money, source: "000 B.2")
            ColumnSpec("currency_code", .text, aliases: ["currency"], source: "000 B.2")
            ColumnSpec(
                "rating", .integer, aliases: ["desire", "desire_level"], defaultSQL: "3",
                check: "rating BETWEEN 1 AND 5", source: "000 B.2", note: "desire level 1–5")
            ColumnSpec("image_url", .text, source: "000 B.2")
            ColumnSpec.timestamps("000 B.2")
        },
        naturalKey: ["group_id", "name"], signature: ["name", "rating"], distinctive: ["rating", "price", "image_url"],
        fileNameHints: ["wish"],
        envelopeKeys: ["wishItems", "wish_items", "wish-items"])
}

extension ColumnSpec {
    /// What the shopping list and the wishlist start with (000 B.1, B.2): the item's id, the group whose
    /// list it is, who added it and its name.
    fileprivate static func groupListItem(source: String, nameAliases: [String]) -> [ColumnSpec] {
        [
            .id(source: source),
            ColumnSpec("group_id", .id, required: true, references: "groups(id)", source: source),
            ColumnSpec("created_by", .id, source: source),
            ColumnSpec("name", .text, aliases: nameAliases, required: true, source: source),
        ]
    }

    /// What categories and locations share after their name and icon: whether an entry is a seed default or
    /// user-added, its section and its place in the list (000 A.1, A.6).
    fileprivate static func seedListFlags(source: String, customizationSource: String, entries: String)
        -> [ColumnSpec]
    {
        [
            ColumnSpec("is_default", .bool, source: source),
            ColumnSpec(
                "is_customization", .bool, aliases: ["is_custom", "custom", "user_added"], defaultSQL: "0",
                source: customizationSource, note: "1 for user-added \(entries); 0 (the default) for seed \(entries)"),
            ColumnSpec("section", .text, source: source),
            ColumnSpec("sort_order", .integer, aliases: ["order", "position"], source: source),
        ]
    }
}
