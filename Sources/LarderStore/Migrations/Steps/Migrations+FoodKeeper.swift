extension Migrations {
    /// `v5 FoodKeeper storage times`: `shelf_life` gains every field of the USDA FSIS FoodKeeper that bears on
    /// storage times or tips (docs/SCHEMA.md). The table is rebuilt so `id_scope` stays its last column, as the
    /// catalog has it; its rows are copied as they were. Frozen: a later change is a migration of its own.
    static let v5FoodKeeper = Step(
        "v5 FoodKeeper storage times",
        sql: """
            CREATE TABLE "shelf_life_v5" (
                "id" TEXT PRIMARY KEY NOT NULL,
                "product" TEXT,
                "category" TEXT NOT NULL,
                "pantry_days" INTEGER,
                "refrigerator_days" INTEGER,
                "freezer_days" INTEGER,
                "source" TEXT,
                "subcategory" TEXT,
                "category_id" TEXT,
                "name_subtitle" TEXT,
                "keywords" TEXT,
                "pantry_min" REAL,
                "pantry_max" REAL,
                "pantry_metric" TEXT,
                "pantry_tips" TEXT,
                "dop_pantry_min" REAL,
                "dop_pantry_max" REAL,
                "dop_pantry_metric" TEXT,
                "dop_pantry_tips" TEXT,
                "pantry_after_opening_min" REAL,
                "pantry_after_opening_max" REAL,
                "pantry_after_opening_metric" TEXT,
                "refrigerate_min" REAL,
                "refrigerate_max" REAL,
                "refrigerate_metric" TEXT,
                "refrigerate_tips" TEXT,
                "dop_refrigerate_min" REAL,
                "dop_refrigerate_max" REAL,
                "dop_refrigerate_metric" TEXT,
                "dop_refrigerate_tips" TEXT,
                "refrigerate_after_opening_min" REAL,
                "refrigerate_after_opening_max" REAL,
                "refrigerate_after_opening_metric" TEXT,
                "refrigerate_after_thawing_min" REAL,
                "refrigerate_after_thawing_max" REAL,
                "refrigerate_after_thawing_metric" TEXT,
                "freeze_min" REAL,
                "freeze_max" REAL,
                "freeze_metric" TEXT,
                "freeze_tips" TEXT,
                "dop_freeze_min" REAL,
                "dop_freeze_max" REAL,
                "dop_freeze_metric" TEXT,
                "dop_freeze_tips" TEXT,
                "id_scope" TEXT DEFAULT ''
            );
            INSERT INTO "shelf_life_v5" ("id", "product", "category", "pantry_days", "refrigerator_days", "freezer_days", "source", "id_scope")
                SELECT "id", "product", "category", "pantry_days", "refrigerator_days", "freezer_days", "source", "id_scope" FROM "shelf_life";
            DROP TABLE "shelf_life";
            ALTER TABLE "shelf_life_v5" RENAME TO "shelf_life";
            """)
}
