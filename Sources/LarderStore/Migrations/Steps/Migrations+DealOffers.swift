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
