extension Migrations {
    /// v19: the views `Catalog.views` describes (docs/SCHEMA.md, "Views"): the questions people ask of the
    /// database in `sqlite3` or Datasette. A view stores nothing; each reads the tables when queried.
    static let v19Views = Step(
        "v19 views",
        sql: """
            CREATE VIEW "active_deals" AS
            SELECT id, store_name, item_name, discount_price, original_price,
                round(original_price - discount_price, 2) AS saving, discount_percent, offer_text, valid_until, zip_code
            FROM deals
            WHERE valid_until IS NULL OR valid_until >= date('now', 'localtime')
            ORDER BY saving IS NULL, saving DESC, item_name, id;

            CREATE VIEW "due_soon" AS
            SELECT id, name, quantity, unit, category, location, due_date,
                CASE WHEN due_date = expiration_date THEN 'expires' ELSE 'best before' END AS due_kind,
                CAST(julianday(due_date) - julianday(date('now', 'localtime')) AS INTEGER) AS days_left
            FROM (
                SELECT i.id, i.name, i.quantity, i.unit, i.expiration_date,
                    coalesce(c.name, i.category) AS category, coalesce(l.name, i.location) AS location,
                    coalesce(min(i.expiration_date, i.best_before_date), i.expiration_date, i.best_before_date) AS due_date
                FROM inventory_items i
                LEFT JOIN categories c ON c.id = i.category_id
                LEFT JOIN locations l ON l.id = i.location_id
                WHERE i.status = 'in_stock'
            )
            WHERE due_date <= date('now', 'localtime', '+7 days')
            ORDER BY due_date, name, id;

            CREATE VIEW "shopping_walk" AS
            SELECT coalesce(s.where_to_buy, a.store_name) AS store, a.aisle, a.section, a.shelf_location,
                s.name, s.quantity, s.unit, c.name AS category, s.id, a.store_name AS aisle_map
            FROM shopping_items s
            LEFT JOIN categories c ON c.id = s.category_id
            LEFT JOIN aisle_locations a ON a.item_name = lower(trim(s.name))
                AND (s.where_to_buy IS NULL OR a.store_name = s.where_to_buy COLLATE NOCASE
                    OR a.store_chain = s.where_to_buy COLLATE NOCASE)
            WHERE s.is_purchased = 0
            ORDER BY store IS NULL, store, a.aisle IS NULL, rtrim(a.aisle, '0123456789'),
                CAST(substr(a.aisle, length(rtrim(a.aisle, '0123456789')) + 1) AS INTEGER), a.aisle, s.name, s.id, aisle_map;

            CREATE VIEW "budget_by_week" AS
            SELECT b.user_id, u.name AS user_name,
                date(b.date, '-' || ((CAST(strftime('%w', b.date) AS INTEGER) + 6) % 7) || ' days') AS week_start,
                round(total(CASE WHEN b.type = 'PLANNED' THEN b.amount END), 2) AS planned,
                round(total(CASE WHEN b.type = 'ACTUAL' THEN b.amount END), 2) AS actual,
                count(*) AS entries
            FROM budget_entries b
            LEFT JOIN users u ON u.id = b.user_id
            GROUP BY b.user_id, week_start
            ORDER BY week_start, b.user_id;
            """)
}
