// Tables from seed 003 (custom story events), seed 004 (Fridgy favourites) and larder's reference data.
extension Catalog {
    package static let customEvents = TableSpec(
        name: "custom_events", kind: "events", summary: "Custom story events and how often they are used.",
        columns: {
            .id(source: "003 Response Format")
            ColumnSpec("user_id", .id, references: "users(id)", source: "003 Response Format")
            ColumnSpec("title", .text, required: true, source: "003 Response Format")
            ColumnSpec("description", .text, aliases: ["event_description"], source: "003 Data Model Mapping")
            ColumnSpec.named("prompt_seed", "category", "age_range", "tone", as: .text, source: "003 Response Format")
            ColumnSpec("keywords", .json, source: "003 Response Format")
            ColumnSpec(
                "ai_enhanced", .bool, aliases: ["is_ai_enhanced"], defaultSQL: "0",
                source: "003 Data Model Mapping")
            ColumnSpec(
                "usage_count", .integer, defaultSQL: "0", check: "usage_count >= 0",
                source: "003 Response Format")
            ColumnSpec("is_favorite", .bool, defaultSQL: "0", source: "003 Response Format")
            ColumnSpec("last_used_at", .timestamp, aliases: ["last_used"], source: "003 Data Model Mapping")
            ColumnSpec.timestamps("003 Response Format")
        },
        naturalKey: ["user_id", "title"], signature: ["title", "prompt_seed"],
        distinctive: ["prompt_seed", "age_range", "tone", "keywords", "ai_enhanced", "usage_count", "last_used_at"],
        fileNameHints: ["event"],
        envelopeKeys: ["customEvents", "custom_events", "event"])

    package static let favorites = TableSpec(
        name: "favorites", kind: "favorites", summary: "Favourite recipes (Fridgy).",
        columns: {
            .id(source: "004 Networking › Favorites", aliases: ["objectId"])
            ColumnSpec("user_id", .id, aliases: ["author"], references: "users(id)", source: "004 Networking")
            ColumnSpec(
                "recipe_id", .id, aliases: ["recipe"], required: true, references: "recipes(id)",
                source: "004 Networking")
            ColumnSpec("is_favorite", .bool, defaultSQL: "1", source: "004 Networking")
            ColumnSpec.createdAt("004 Networking")
        },
        naturalKey: ["user_id", "recipe_id"], signature: ["recipe_id", "is_favorite"],
        distinctive: ["recipe_id", "is_favorite"],
        fileNameHints: ["favorit", "favourit"],
        envelopeKeys: ["favorites", "Favorites", "favourites"])
}
