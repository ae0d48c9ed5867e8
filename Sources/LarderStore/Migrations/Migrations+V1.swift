// The canonical tables as migration v1 created them, frozen on 2026-11-24 from the catalog of that day.
// Never edit this text: an existing database was created by it. Schema changes are new migrations.
extension Migrations {
    /// The `CREATE TABLE` and `CREATE INDEX` statements of migration v1, exactly as released.
    static let v1CanonicalTablesSQL = """
        CREATE TABLE "groups" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "name" TEXT,
            "created_at" TEXT,
            "updated_at" TEXT
        );
        CREATE TABLE "users" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "email" TEXT,
            "group_id" TEXT REFERENCES groups(id),
            "name" TEXT,
            "tier" TEXT CHECK (tier IS NULL OR tier IN ('FREE', 'PRO')),
            "weekly_budget" REAL,
            "monthly_budget" REAL,
            "notification" INTEGER CHECK ("notification" IN (0, 1)),
            "dietary_restrictions" TEXT,
            "created_at" TEXT,
            "updated_at" TEXT
        );
        CREATE INDEX "users_group_id_index" ON "users" ("group_id");
        CREATE TABLE "categories" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "group_id" TEXT REFERENCES groups(id),
            "name" TEXT NOT NULL,
            "icon" TEXT,
            "color" TEXT,
            "translation_key" TEXT,
            "is_default" INTEGER CHECK ("is_default" IN (0, 1)),
            "is_customization" INTEGER DEFAULT 0 CHECK ("is_customization" IN (0, 1)),
            "section" TEXT,
            "sort_order" INTEGER,
            "created_at" TEXT,
            "updated_at" TEXT
        );
        CREATE INDEX "categories_group_id_index" ON "categories" ("group_id");
        CREATE TABLE "locations" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "group_id" TEXT REFERENCES groups(id),
            "name" TEXT NOT NULL,
            "icon" TEXT,
            "translation_key" TEXT,
            "is_default" INTEGER CHECK ("is_default" IN (0, 1)),
            "is_customization" INTEGER DEFAULT 0 CHECK ("is_customization" IN (0, 1)),
            "section" TEXT,
            "sort_order" INTEGER,
            "created_at" TEXT,
            "updated_at" TEXT
        );
        CREATE INDEX "locations_group_id_index" ON "locations" ("group_id");
        CREATE TABLE "inventory_items" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "group_id" TEXT REFERENCES groups(id),
            "user_id" TEXT,
            "name" TEXT NOT NULL,
            "quantity" REAL,
            "unit" TEXT,
            "category_id" TEXT REFERENCES categories(id),
            "category" TEXT,
            "location_id" TEXT REFERENCES locations(id),
            "location" TEXT,
            "purchase_date" TEXT,
            "expiration_date" TEXT,
            "best_before_date" TEXT,
            "shelf_life_days" INTEGER CHECK (shelf_life_days IS NULL OR shelf_life_days >= 0),
            "expiration_estimated" INTEGER DEFAULT 0 CHECK ("expiration_estimated" IN (0, 1)),
            "price" REAL,
            "currency_code" TEXT,
            "status" TEXT DEFAULT 'in_stock' CHECK (status IN ('in_stock', 'consumed', 'discarded')),
            "discarded_at" TEXT,
            "notes" TEXT,
            "created_at" TEXT,
            "updated_at" TEXT
        );
        CREATE INDEX "inventory_items_group_id_index" ON "inventory_items" ("group_id");
        CREATE INDEX "inventory_items_category_id_index" ON "inventory_items" ("category_id");
        CREATE INDEX "inventory_items_location_id_index" ON "inventory_items" ("location_id");
        CREATE TABLE "shopping_items" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "group_id" TEXT NOT NULL REFERENCES groups(id),
            "created_by" TEXT,
            "name" TEXT NOT NULL,
            "quantity" INTEGER DEFAULT 1,
            "unit" TEXT,
            "where_to_buy" TEXT,
            "category_id" TEXT NOT NULL REFERENCES categories(id),
            "is_purchased" INTEGER DEFAULT 0 CHECK ("is_purchased" IN (0, 1)),
            "purchased_at" TEXT,
            "purchased_by" TEXT,
            "moved_to_inventory" INTEGER DEFAULT 0 CHECK ("moved_to_inventory" IN (0, 1)),
            "inventory_item_id" TEXT REFERENCES inventory_items(id),
            "notes" TEXT,
            "created_at" TEXT,
            "updated_at" TEXT,
            CHECK (is_purchased = 1 OR (purchased_at IS NULL AND moved_to_inventory = 0 AND inventory_item_id IS NULL))
        );
        CREATE INDEX "shopping_items_group_id_index" ON "shopping_items" ("group_id");
        CREATE INDEX "shopping_items_category_id_index" ON "shopping_items" ("category_id");
        CREATE INDEX "shopping_items_inventory_item_id_index" ON "shopping_items" ("inventory_item_id");
        CREATE TABLE "wish_items" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "group_id" TEXT NOT NULL REFERENCES groups(id),
            "created_by" TEXT,
            "name" TEXT NOT NULL,
            "notes" TEXT,
            "price" REAL,
            "currency_code" TEXT,
            "rating" INTEGER DEFAULT 3 CHECK (rating BETWEEN 1 AND 5),
            "image_url" TEXT,
            "created_at" TEXT,
            "updated_at" TEXT
        );
        CREATE INDEX "wish_items_group_id_index" ON "wish_items" ("group_id");
        CREATE TABLE "deals" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "store_name" TEXT NOT NULL,
            "location" TEXT,
            "zip_code" TEXT,
            "item_name" TEXT NOT NULL,
            "category" TEXT,
            "original_price" REAL CHECK (original_price IS NULL OR original_price >= 0),
            "discount_price" REAL NOT NULL CHECK (discount_price >= 0),
            "currency_code" TEXT,
            "discount_percent" REAL CHECK (discount_percent IS NULL OR discount_percent BETWEEN 0 AND 100),
            "valid_until" TEXT,
            "aisle" TEXT,
            "section" TEXT,
            "image_url" TEXT,
            "description" TEXT,
            "scraped_at" TEXT,
            "created_at" TEXT,
            "updated_at" TEXT,
            CHECK (original_price IS NULL OR discount_price <= original_price)
        );
        CREATE TABLE "aisle_locations" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "store_name" TEXT,
            "store_chain" TEXT,
            "location" TEXT,
            "item_name" TEXT NOT NULL,
            "category" TEXT,
            "aisle" TEXT NOT NULL,
            "section" TEXT,
            "shelf_location" TEXT,
            "created_at" TEXT,
            "updated_at" TEXT
        );
        CREATE TABLE "recipes" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "user_id" TEXT REFERENCES users(id),
            "name" TEXT NOT NULL,
            "description" TEXT,
            "ingredients" TEXT,
            "instructions" TEXT,
            "prep_time" INTEGER,
            "cook_time" INTEGER,
            "servings" INTEGER,
            "calories" INTEGER,
            "difficulty" TEXT,
            "cuisine" TEXT,
            "dietary_tags" TEXT,
            "estimated_cost" REAL,
            "nutrition_fact" TEXT,
            "image" TEXT,
            "is_public" INTEGER CHECK ("is_public" IN (0, 1)),
            "created_at" TEXT,
            "updated_at" TEXT
        );
        CREATE INDEX "recipes_user_id_index" ON "recipes" ("user_id");
        CREATE TABLE "meal_plans" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "user_id" TEXT NOT NULL REFERENCES users(id),
            "name" TEXT,
            "budget" REAL,
            "total_cost" REAL,
            "actual_cost" REAL,
            "is_completed" INTEGER DEFAULT 0 CHECK ("is_completed" IN (0, 1)),
            "start_date" TEXT,
            "end_date" TEXT,
            "zip_code" TEXT,
            "preferred_stores" TEXT,
            "dietary_restrictions" TEXT,
            "estimated_savings" REAL,
            "shopping_list" TEXT,
            "meals" TEXT,
            "created_at" TEXT,
            "updated_at" TEXT
        );
        CREATE INDEX "meal_plans_user_id_index" ON "meal_plans" ("user_id");
        CREATE TABLE "grocery_lists" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "user_id" TEXT NOT NULL REFERENCES users(id),
            "meal_plan_id" TEXT REFERENCES meal_plans(id),
            "name" TEXT,
            "total_cost" REAL,
            "created_at" TEXT,
            "updated_at" TEXT
        );
        CREATE INDEX "grocery_lists_user_id_index" ON "grocery_lists" ("user_id");
        CREATE INDEX "grocery_lists_meal_plan_id_index" ON "grocery_lists" ("meal_plan_id");
        CREATE TABLE "grocery_list_items" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "grocery_list_id" TEXT NOT NULL REFERENCES grocery_lists(id),
            "position" INTEGER NOT NULL,
            "user_id" TEXT REFERENCES users(id),
            "name" TEXT NOT NULL,
            "quantity" REAL,
            "unit" TEXT,
            "category" TEXT,
            "price" REAL,
            "store" TEXT,
            "aisle" TEXT,
            "section" TEXT,
            "checked" INTEGER DEFAULT 0 CHECK ("checked" IN (0, 1))
        );
        CREATE UNIQUE INDEX "grocery_list_items_grocery_list_id_position_unique" ON "grocery_list_items" ("grocery_list_id", "position");
        CREATE INDEX "grocery_list_items_grocery_list_id_index" ON "grocery_list_items" ("grocery_list_id");
        CREATE INDEX "grocery_list_items_user_id_index" ON "grocery_list_items" ("user_id");
        CREATE TABLE "budget_entries" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "user_id" TEXT NOT NULL REFERENCES users(id),
            "amount" REAL NOT NULL,
            "category" TEXT,
            "description" TEXT,
            "date" TEXT NOT NULL,
            "type" TEXT NOT NULL CHECK (type IN ('PLANNED', 'ACTUAL')),
            "created_at" TEXT
        );
        CREATE INDEX "budget_entries_user_id_index" ON "budget_entries" ("user_id");
        CREATE TABLE "brew_recipes" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "method" TEXT,
            "name" TEXT,
            "is_starter" INTEGER DEFAULT 0 CHECK ("is_starter" IN (0, 1)),
            "origin" TEXT,
            "is_valid" INTEGER DEFAULT 1 CHECK ("is_valid" IN (0, 1)),
            "validation_errors" TEXT,
            "default_dose" REAL,
            "default_target_yield" REAL,
            "default_water_temperature" REAL,
            "default_grind_label" TEXT,
            "grind_tactile_descriptor" TEXT,
            "created_at" TEXT,
            "modified_at" TEXT
        );
        CREATE TABLE "brew_recipe_steps" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "recipe_id" TEXT NOT NULL REFERENCES brew_recipes(id),
            "order_index" INTEGER NOT NULL CHECK (order_index >= 0),
            "instruction_text" TEXT,
            "timer_duration_seconds" REAL,
            "water_amount_grams" REAL,
            "is_cumulative_water_target" INTEGER DEFAULT 1 CHECK ("is_cumulative_water_target" IN (0, 1))
        );
        CREATE UNIQUE INDEX "brew_recipe_steps_recipe_id_order_index_unique" ON "brew_recipe_steps" ("recipe_id", "order_index");
        CREATE INDEX "brew_recipe_steps_recipe_id_index" ON "brew_recipe_steps" ("recipe_id");
        CREATE TABLE "brew_logs" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "timestamp" TEXT NOT NULL,
            "method" TEXT,
            "recipe_id" TEXT REFERENCES brew_recipes(id),
            "recipe_name_at_brew" TEXT NOT NULL CHECK (length(trim(recipe_name_at_brew)) > 0),
            "dose_grams" REAL NOT NULL CHECK (dose_grams > 0),
            "target_yield_grams" REAL NOT NULL CHECK (target_yield_grams > 0),
            "water_temperature_celsius" REAL,
            "grind_label" TEXT,
            "rating" INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
            "rating_original" REAL,
            "rating_scale_max" REAL,
            "taste_tag" TEXT,
            "note" TEXT CHECK (note IS NULL OR length(note) <= 280),
            "bean_name" TEXT
        );
        CREATE INDEX "brew_logs_recipe_id_index" ON "brew_logs" ("recipe_id");
        CREATE TABLE "custom_events" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "user_id" TEXT REFERENCES users(id),
            "title" TEXT NOT NULL,
            "description" TEXT,
            "prompt_seed" TEXT,
            "category" TEXT,
            "age_range" TEXT,
            "tone" TEXT,
            "keywords" TEXT,
            "ai_enhanced" INTEGER DEFAULT 0 CHECK ("ai_enhanced" IN (0, 1)),
            "usage_count" INTEGER DEFAULT 0 CHECK (usage_count >= 0),
            "is_favorite" INTEGER DEFAULT 0 CHECK ("is_favorite" IN (0, 1)),
            "last_used_at" TEXT,
            "created_at" TEXT,
            "updated_at" TEXT
        );
        CREATE INDEX "custom_events_user_id_index" ON "custom_events" ("user_id");
        CREATE TABLE "favorites" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "user_id" TEXT REFERENCES users(id),
            "recipe_id" TEXT NOT NULL REFERENCES recipes(id),
            "is_favorite" INTEGER DEFAULT 1 CHECK ("is_favorite" IN (0, 1)),
            "created_at" TEXT
        );
        CREATE INDEX "favorites_user_id_index" ON "favorites" ("user_id");
        CREATE INDEX "favorites_recipe_id_index" ON "favorites" ("recipe_id");
        CREATE TABLE "shelf_life" (
            "id" TEXT PRIMARY KEY NOT NULL,
            "product" TEXT,
            "category" TEXT NOT NULL,
            "pantry_days" INTEGER,
            "refrigerator_days" INTEGER,
            "freezer_days" INTEGER,
            "source" TEXT
        );
        """
}
