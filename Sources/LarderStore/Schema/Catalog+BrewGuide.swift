// Tables from seed 002 (BrewGuide); Beanconqueror backups' brews land in the same tables, their beans, mills
// and preparations in Catalog+Beanconqueror.swift.
extension Catalog {
    package static let brewRecipes = TableSpec(
        name: "brew_recipes", kind: "brewrecipes", summary: "Coffee brew recipes, starter and custom.",
        columns: {
            .id(source: "002 §2.1 RecipeSummaryDTO", aliases: ["recipe_id"])
            ColumnSpec("method", .text, aliases: ["brew_method"], source: "002 §2.1")
            ColumnSpec(
                "name", .text, source: "002 §2.1",
                note: "a recipe without a name is kept and marked invalid (002 §3.1), not rejected")
            ColumnSpec(
                "is_starter", .bool, defaultSQL: "0", source: "002 §2.1",
                note: "starter recipes are immutable (002 §2.2): an import that would change one is rejected")
            ColumnSpec("origin", .text, source: "002 §2.1", note: "starter, custom or conflictedCopy")
            ColumnSpec(
                "is_valid", .bool, defaultSQL: "1", source: "002 §2.1",
                note: "0 when the recipe fails the validation of 002 §3.1; set by larder after each import")
            ColumnSpec(
                "validation_errors", .text, source: "larder",
                note: "why the recipe is invalid, one reason per line")
            ColumnSpec("default_dose", .real, unit: .grams, aliases: ["dose", "dose_grams"], source: "002 §2.1")
            ColumnSpec(
                "default_target_yield", .real, unit: .grams, aliases: ["target_yield", "yield"], source: "002 §2.1")
            ColumnSpec(
                "default_water_temperature", .real, unit: .celsius, aliases: ["water_temperature", "temperature"],
                source: "002 §2.1")
            ColumnSpec("default_grind_label", .text, aliases: ["grind_label", "grind"], source: "002 §2.1")
            ColumnSpec("grind_tactile_descriptor", .text, source: "002 §2.1 RecipeDetailDTO")
            ColumnSpec("created_at", .timestamp, source: "larder")
            ColumnSpec("modified_at", .timestamp, aliases: ["updated_at"], source: "002 §2.2")
        },
        naturalKey: ["method", "name"], signature: ["name", "default_dose"],
        distinctive: [
            "method", "is_starter", "default_dose", "default_target_yield", "default_water_temperature",
            "default_grind_label", "grind_tactile_descriptor",
        ],
        fileNameHints: ["brew_recipe", "brewrecipe"],
        envelopeKeys: ["brewRecipes", "recipes"])

    package static let brewRecipeSteps = TableSpec(
        name: "brew_recipe_steps", kind: "brewsteps", summary: "The ordered steps of each brew recipe.",
        columns: {
            .id(source: "002 §2.1 RecipeStepDTO", aliases: ["step_id"])
            ColumnSpec("recipe_id", .id, required: true, references: "brew_recipes(id)", source: "002 §2.3")
            ColumnSpec("order_index", .integer, required: true, check: "order_index >= 0", source: "002 §2.3")
            ColumnSpec("instruction_text", .text, aliases: ["instruction", "text"], source: "002 §2.1")
            ColumnSpec(
                "timer_duration_seconds", .real, unit: .seconds, aliases: ["timer", "duration"], source: "002 §2.3",
                note: "a negative timer is kept and makes its recipe invalid (002 §3.1)")
            ColumnSpec(
                "water_amount_grams", .real, unit: .grams, aliases: ["water", "water_grams"], source: "002 §2.3",
                note: "a negative amount is kept and makes its recipe invalid (002 §2.3)")
            ColumnSpec("is_cumulative_water_target", .bool, defaultSQL: "1", source: "002 §2.1")
        },
        naturalKey: ["recipe_id", "order_index"], uniqueIndexes: [["recipe_id", "order_index"]],
        signature: ["recipe_id", "order_index"],
        distinctive: [
            "recipe_id", "order_index", "instruction_text", "timer_duration_seconds", "water_amount_grams",
            "is_cumulative_water_target",
        ], fileNameHints: ["step"], envelopeKeys: ["recipeSteps", "steps"])

    package static let brewLogs = TableSpec(
        name: "brew_logs", kind: "brews", summary: "Brew history: one row per brew, with its rating.",
        columns: {
            .id(source: "002 §2.1 BrewLogSummaryDTO", aliases: ["brew_id", "log_id", "config_uuid"])
            ColumnSpec(
                "timestamp", .timestamp, aliases: ["brewed_at", "date", "config_unix_timestamp"],
                required: true, source: "002 §2.4")
            ColumnSpec("method", .text, aliases: ["brew_method", "preparation"], source: "002 §2.4")
            ColumnSpec("recipe_id", .id, references: "brew_recipes(id)", source: "002 §2.4")
            ColumnSpec(
                "recipe_name_at_brew", .text, aliases: ["recipe_name", "recipe"], required: true,
                check: "length(trim(recipe_name_at_brew)) > 0", source: "002 §2.4")
            ColumnSpec(
                "dose_grams", .real, unit: .grams, aliases: ["dose", "grind_weight"], required: true,
                check: "dose_grams > 0", source: "002 §2.4")
            ColumnSpec(
                "target_yield_grams", .real, unit: .grams,
                aliases: ["yield", "target_yield", "brew_quantity", "brew_beverage_quantity"],
                required: true, check: "target_yield_grams > 0", source: "002 §2.4")
            ColumnSpec(
                "water_temperature_celsius", .real, unit: .celsius,
                aliases: ["water_temperature", "temperature", "brew_temperature"],
                source: "002 §2.4")
            ColumnSpec("grind_label", .text, aliases: ["grind", "grind_size"], source: "002 §2.4")
            ColumnSpec("rating", .integer, required: true, check: "rating BETWEEN 1 AND 5", source: "002 §3.2")
            ColumnSpec(
                "rating_original", .real, source: "larder",
                note: "the rating as exported, before rescaling to 1–5 (Beanconqueror)")
            ColumnSpec("rating_scale_max", .real, source: "larder", note: "the scale the original rating used")
            ColumnSpec(
                "taste_tag", .text, aliases: ["taste"], source: "002 §2.4",
                note: "tooSour, tooBitter, tooWeak, tooStrong or empty")
            ColumnSpec(
                "note", .text, aliases: ["notes"], check: "note IS NULL OR length(note) <= 280",
                source: "002 §3.2")
            ColumnSpec("bean_name", .text, aliases: ["bean", "coffee"], source: "larder")
        },
        naturalKey: ["timestamp", "recipe_name_at_brew"], signature: ["rating", "dose_grams"],
        distinctive: [
            "dose_grams", "target_yield_grams", "water_temperature_celsius", "grind_label", "rating", "taste_tag",
            "recipe_name_at_brew",
        ],
        fileNameHints: ["brew", "log"], envelopeKeys: ["brewLogs", "brew_logs", "BREWS"], addedColumns: brewLogLinks)
}
