import GRDB

extension Migrations {
    /// v17: `deals` gains a price as a weekly ad states it (`offer_quantity`, `offer_price`, `price_unit`,
    /// `offer_text`; docs/SCHEMA.md). Added after `id_scope`, as the catalog's `Catalog.dealOffers` has
    /// them; rows stored before have NULL in each, which is what a deal with one plain price has.
    static let v17DealOffers = Step(
        "v17 deal offers",
        sql: """
            ALTER TABLE "deals" ADD COLUMN "offer_quantity" INTEGER CHECK (offer_quantity IS NULL OR offer_quantity >= 2);
            ALTER TABLE "deals" ADD COLUMN "offer_price" REAL CHECK (offer_price IS NULL OR offer_price >= 0);
            ALTER TABLE "deals" ADD COLUMN "price_unit" TEXT;
            ALTER TABLE "deals" ADD COLUMN "offer_text" TEXT;
            """)
}

extension Migrations {
    /// v20: `deals` loses its index on `TRIM(zip_code)` (from v2). It served one query, the savings
    /// analysis of a meal plan's zip code, which now reads the table (about 0.2 s at a million deals, while
    /// the report reads every deal for other questions anyway); building it cost a first import of a
    /// million deals 0.15–0.24× the `sqlite3` shell's whole import (docs/BENCHMARKS.md, issue 30).
    static let v20DealsWithoutZipIndex = Step(
        "v20 deals without the zip code index", sql: "DROP INDEX IF EXISTS deals_trimmed_zip_code_index")
}
