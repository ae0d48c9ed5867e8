import Foundation
import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderStore

@Suite struct JSONReaderTests {
    @Test func aTopLevelArrayIsOneSectionNamedAfterTheFile() throws {
        let result = try JSONFileImport(fixture: "deals.json")
        #expect(result.sections == ["deals.json → deals"])
        #expect(result.summary.counts == RowCounts(read: 3, inserted: 2, rejected: 1))
        #expect(
            try result.rows(of: "deals") == [
                [
                    "id": "d1", "store_name": "Kroger", "location": "Columbus", "zip_code": "04321",
                    "item_name": "Organic Milk", "category": "Dairy", "original_price": 4.99, "discount_price": 3.49,
                    "currency_code": nil,
                    "discount_percent": 30.0, "valid_until": "2025-12-31", "aisle": "Aisle 5", "section": "Dairy",
                    "image_url": nil, "description": nil, "scraped_at": "2025-11-20T08:00:00Z",
                    "created_at": "2025-11-20T08:00:00Z", "updated_at": "2025-11-20T08:00:00Z",
                    "offer_quantity": nil, "offer_price": nil, "price_unit": nil, "offer_text": nil,
                ],
                [
                    "id": "d2", "store_name": "Safeway", "location": nil, "zip_code": "94110",
                    "item_name": "Roma Tomatoes \"vine\"", "category": nil, "original_price": 2.5,
                    "discount_price": 1.99, "currency_code": nil, "discount_percent": 20.4, "valid_until": "2026-01-07",
                    "aisle": nil,
                    "section": nil, "image_url": nil, "description": nil, "scraped_at": nil, "created_at": nil,
                    "updated_at": nil,
                    "offer_quantity": nil, "offer_price": nil, "price_unit": nil, "offer_text": nil,
                ],
            ])
        #expect(
            try result.rejected() == [
                [
                    "location": "$[2]", "field": "discount_price",
                    "reason": "`discount_price` is missing from this row; every deals row needs a"
                        + " discount_price (seed 001 §3 supermarketDiscounts).",
                ]
            ])
        let path = try JSONFileImport.fixture("deals.json")
        #expect(
            result.summary.files.first?.warnings == [
                "\(path): `tags` matches no column of deals and was not stored; rename it to a column of"
                    + " docs/SCHEMA.md to keep it."
            ])
    }

    @Test func eachEnvelopeArrayIsASectionNamedAfterItsKey() throws {
        let result = try JSONFileImport(fixture: "expiry-alert-lists.json")
        #expect(result.sections == ["categories → categories", "locations → locations"])
        #expect(
            try result.rows(of: "categories") == [
                [
                    "id": "c1", "group_id": "g1", "name": "Dairy", "icon": "🥛", "color": nil, "translation_key": nil,
                    "is_default": nil, "is_customization": 0, "section": nil, "sort_order": 1, "created_at": nil,
                    "updated_at": nil,
                ],
                [
                    "id": "c2", "group_id": "g1", "name": "Leftovers", "icon": nil, "color": "#ffaa00",
                    "translation_key": nil, "is_default": nil, "is_customization": 1, "section": nil, "sort_order": 9,
                    "created_at": "2025-11-02T10:00:00Z", "updated_at": nil,
                ],
            ])
        #expect(
            try result.rows(of: "locations") == [
                [
                    "id": "l1", "group_id": "g1", "name": "Fridge", "icon": nil, "translation_key": nil,
                    "is_default": 1, "is_customization": 0, "section": nil, "sort_order": nil, "created_at": nil,
                    "updated_at": nil,
                ],
                [
                    "id": "l2", "group_id": "g1", "name": "Garage freezer", "icon": nil, "translation_key": nil,
                    "is_default": nil, "is_customization": 1, "section": nil, "sort_order": nil, "created_at": nil,
                    "updated_at": nil,
                ],
            ])
        #expect(
            try result.rejected() == [
                [
                    "location": "$.categories[2]", "field": "sort_order",
                    "reason": "`sort_order` is `first`, which is not a whole number; write whole numbers such as 3.",
                ]
            ])
    }

    @Test func aSingleObjectEnvelopeIsOneRecordAndItsMessageIsKeptInTheLedger() throws {
        let result = try JSONFileImport(fixture: "wish-item-created.json")
        #expect(result.sections == ["item → wish_items"])
        #expect(
            try result.rows(of: "wish_items") == [
                [
                    "id": "wish-789", "group_id": "abc-123", "created_by": nil, "name": "Noise cancelling headphones",
                    "notes": nil, "price": 199.99, "currency_code": "USD", "rating": 5, "image_url": nil,
                    "created_at": "2025-02-14T12:00:00Z", "updated_at": "2025-02-14T12:00:00Z",
                ]
            ])
        #expect(
            try result.rows("SELECT export_metadata FROM import_files") == [
                ["export_metadata": #"{"message":"Created"}"#]
            ])
    }

    @Test func aSingleRecordMayOpenWithATimestamp() throws {
        let response = """
            {"message": "OK", "item": {"created_at": {"_seconds": 1763208000, "_nanoseconds": 0}, "id": "w1",
             "group_id": "g1", "name": "Kettle", "rating": 3}}
            """
        let result = try JSONFileImport(text: response, named: "wish.json")
        #expect(result.sections == ["item → wish_items"])
        #expect(
            try result.rows(of: "wish_items") == [
                [
                    "id": "w1", "group_id": "g1", "created_by": nil, "name": "Kettle", "notes": nil, "price": nil,
                    "currency_code": nil, "rating": 3, "image_url": nil, "created_at": "2025-11-15T12:00:00Z",
                    "updated_at": nil,
                ]
            ])
    }

    @Test func customEventsEnvelopeKeepsKeywordsAsJSON() throws {
        let result = try JSONFileImport(fixture: "custom-events.json")
        #expect(result.sections == ["customEvents → custom_events"])
        #expect(
            try result.rows(of: "custom_events") == [
                [
                    "id": "ckev1", "user_id": "cku1", "title": "First Day at School",
                    "description": "A story about being brave on the first day.",
                    "prompt_seed": "an adventure about making a new friend", "category": "learning",
                    "age_range": "4-6", "tone": "inspiring", "keywords": #"["school","friends","courage"]"#,
                    "ai_enhanced": 1, "usage_count": 5, "is_favorite": 0, "last_used_at": "2024-01-15T10:30:00Z",
                    "created_at": "2024-01-01T00:00:00Z", "updated_at": "2024-01-15T10:30:00Z",
                ],
                [
                    "id": "ckev2", "user_id": "cku1", "title": "Visiting Grandma", "description": nil,
                    "prompt_seed": "a train ride to grandma's farm", "category": "family", "age_range": nil,
                    "tone": nil, "keywords": "[]", "ai_enhanced": 0, "usage_count": 0, "is_favorite": 1,
                    "last_used_at": nil, "created_at": nil, "updated_at": nil,
                ],
            ])
    }

    @Test func ndjsonLinesAreRecordsOfOneSectionNumberedByValue() throws {
        let result = try JSONFileImport(fixture: "fridgy-ingredients.ndjson")
        #expect(result.sections == ["fridgy-ingredients.ndjson → inventory_items"])
        #expect(
            try result.rows(of: "inventory_items", orderedBy: "name") == [
                [
                    "id": "derived", "group_id": nil, "user_id": "u1", "name": "Blueberries", "quantity": nil,
                    "unit": nil, "category_id": nil, "category": nil, "location_id": nil, "location": nil,
                    "purchase_date": "2025-11-18", "expiration_date": "2025-11-24", "best_before_date": nil,
                    "shelf_life_days": nil, "expiration_estimated": 0, "price": nil, "currency_code": nil,
                    "status": "in_stock", "discarded_at": nil, "notes": nil, "created_at": nil, "updated_at": nil,
                ],
                [
                    "id": "i2", "group_id": nil, "user_id": "u1", "name": "Greek yogurt", "quantity": 2.0,
                    "unit": nil, "category_id": nil, "category": nil, "location_id": nil, "location": nil,
                    "purchase_date": "2025-11-19", "expiration_date": "2025-11-30", "best_before_date": nil,
                    "shelf_life_days": nil, "expiration_estimated": 0, "price": nil, "currency_code": nil,
                    "status": "in_stock", "discarded_at": nil, "notes": nil, "created_at": nil, "updated_at": nil,
                ],
                [
                    "id": "i1", "group_id": nil, "user_id": "u1", "name": "Spinach", "quantity": nil,
                    "unit": nil, "category_id": "c-veg", "category": nil, "location_id": nil, "location": nil,
                    "purchase_date": "2025-11-18", "expiration_date": "2025-11-23", "best_before_date": nil,
                    "shelf_life_days": 5, "expiration_estimated": 1, "price": nil, "currency_code": nil,
                    "status": "in_stock", "discarded_at": nil, "notes": nil, "created_at": nil, "updated_at": nil,
                ],
            ])
        #expect(
            try result.rejected() == [
                [
                    "location": "$[3]", "field": "expiration_date",
                    "reason":
                        "`expiration_date` is `soon`, which is not a date larder knows; write dates as YYYY-MM-DD.",
                ]
            ])
    }

    @Test func aTopLevelObjectWithFieldsOfItsOwnIsOneRecord() throws {
        let event = """
            {"id": "ev9", "title": "Snow day", "promptSeed": "building a snowman", "keywords": ["snow", "winter"],
             "usageCount": 2, "createdAt": {"_seconds": 1763208000, "_nanoseconds": 0}}
            """
        let result = try JSONFileImport(text: event, named: "event.json")
        #expect(result.sections == ["event.json → custom_events"])
        #expect(
            try result.rows(of: "custom_events") == [
                [
                    "id": "ev9", "user_id": nil, "title": "Snow day", "description": nil,
                    "prompt_seed": "building a snowman", "category": nil, "age_range": nil, "tone": nil,
                    "keywords": #"["snow","winter"]"#, "ai_enhanced": 0, "usage_count": 2, "is_favorite": 0,
                    "last_used_at": nil, "created_at": "2025-11-15T12:00:00Z", "updated_at": nil,
                ]
            ])
    }

    @Test func severalTopLevelValuesInAJSONFileAreReadAsNDJSON() throws {
        let lines = """
            {"id": "ev1", "title": "Rainy day", "promptSeed": "puddles"}
            {"id": "ev2", "promptSeed": "no title"}
            """
        let result = try JSONFileImport(text: lines, named: "events.json")
        #expect(result.summary.counts == RowCounts(read: 2, inserted: 1, rejected: 1))
        #expect(try result.rows("SELECT id, title FROM custom_events") == [["id": "ev1", "title": "Rainy day"]])
        #expect(try result.rejected().map { $0["location"] as String? } == ["$[1]"])
    }

    @Test func rawRowsOfOneArrayMayDifferInKeys() throws {
        let result = try JSONFileImport(text: #"[{"a": 1, "b": "x"}, {"c": true, "a": 2.50}]"#, named: "mystery.json")
        #expect(result.sections == ["mystery.json → raw_mystery"])
        #expect(
            try result.rows("SELECT _source_location, a, b, c FROM raw_mystery ORDER BY _source_location") == [
                ["_source_location": "$[0]", "a": "1", "b": "x", "c": nil],
                ["_source_location": "$[1]", "a": "2.50", "b": nil, "c": "true"],
            ])
    }
}
