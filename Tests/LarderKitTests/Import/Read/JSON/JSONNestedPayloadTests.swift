import Foundation
import LarderTestSupport
import Testing

@testable import LarderImport

@Suite struct JSONNestedPayloadTests {
    /// The records a JSON text yields, as `section: key=value …`, read by the streaming reader.
    private func records(_ json: String) throws -> [String] {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let url = URL(fileURLWithPath: try folder.write(json, to: "payload.json"))
        var lines: [String] = []
        try JSONReader(url: url, path: "payload.json").read(section: { _ in }) { record, section in
            let fields = zip(record.keys, record.values).map { "\($0)=\($1.text ?? "null")" }
            lines.append("\(section) \(record.location): " + fields.joined(separator: " "))
        }
        return lines
    }

    /// One recipe saved alone is read as the one element of an array of recipes would be: its ingredients
    /// are its `ingredients` column, whichever member comes first, not a section of their own (which
    /// recognition once filed as pantry items, leaving the recipe in the file's metadata).
    @Test(arguments: [
        #"{"id": "r1", "name": "Lentil soup", "servings": 4, "ingredients": [{"name": "lentils", "qty": 200}]}"#,
        #"{"ingredients": [{"name": "lentils", "qty": 200}], "servings": 4, "name": "Lentil soup", "id": "r1"}"#,
        #"[{"id": "r1", "name": "Lentil soup", "servings": 4, "ingredients": [{"name": "lentils", "qty": 200}]}]"#,
    ])
    func aRecordSavedAloneKeepsItsArraysAsItsColumns(_ json: String) throws {
        let result = try JSONFileImport(text: json, named: "soup.json")
        #expect(result.sections == ["soup.json → recipes"])
        #expect(
            try result.rows("SELECT id, name, ingredients, servings FROM recipes") == [
                ["id": "r1", "name": "Lentil soup", "ingredients": #"[{"name":"lentils","qty":200}]"#, "servings": 4]
            ])
        #expect(try result.rows("SELECT id FROM inventory_items").isEmpty)
        #expect(try result.rows("SELECT export_metadata FROM import_files") == [["export_metadata": nil]])
    }

    /// An export that carries an `id` of its own is still an envelope: no kind stores `deals` in a column.
    @Test func anEnvelopeWithAnIDOfItsOwnStillHoldsSections() throws {
        let result = try JSONFileImport(
            text: #"{"id": "export-9", "deals": [{"store_name": "Kroger", "product_name": "Milk","#
                + #" "original_price": 3.49, "discount_price": 2.99, "valid_until": "2026-12-01"}]}"#,
            named: "weekly.json")
        #expect(result.sections == ["deals → deals"])
        #expect(
            try result.rows("SELECT export_metadata FROM import_files") == [["export_metadata": #"{"id":"export-9"}"#]])
    }

    @Test func aDetailIsItsSummaryLiftedBesideItsOwnFieldsAndItsArraysCarryTheSummarysID() throws {
        let lines = try records(
            #"{"recipes": [{"recipe": {"id": "r1", "name": "V60"}, "grindTactileDescriptor": "salt","#
                + #" "steps": [{"stepId": "s1", "orderIndex": 0}, {"stepId": "s2", "orderIndex": 1}]}]}"#)
        #expect(
            lines == [
                "recipes $.recipes[0]: id=r1 name=V60 grindTactileDescriptor=salt",
                "recipes/steps $.recipes[0].steps[0]: stepId=s1 orderIndex=0 recipe_id=r1",
                "recipes/steps $.recipes[0].steps[1]: stepId=s2 orderIndex=1 recipe_id=r1",
            ])
    }

    /// Swift's encoder leaves a nil `grindTactileDescriptor` out: the top-level object is still one detail,
    /// whether the summary comes before or after the array. The array is streamed, so the detail's own
    /// record comes once the object has ended.
    @Test(arguments: [
        #"{"recipe": {"id": "r1", "name": "V60"}, "steps": [{"stepId": "s1"}]}"#,
        #"{"steps": [{"stepId": "s1"}], "recipe": {"id": "r1", "name": "V60"}}"#,
    ])
    func aTopLevelSummaryBesideAnArrayIsOneDetail(_ json: String) throws {
        let lines = try records(json)
        #expect(lines == ["payload.json/steps $.steps[0]: stepId=s1 recipe_id=r1", "payload.json $: id=r1 name=V60"])
    }

    /// A detail without steps (`"steps": []`) is still one record.
    @Test func aTopLevelSummaryBesideAnEmptyArrayIsOneRecord() throws {
        let lines = try records(#"{"steps": [], "recipe": {"id": "r1", "name": "V60"}}"#)
        #expect(lines == ["payload.json $: steps=[] id=r1 name=V60"])
    }

    @Test func aBrewLogDetailIsOneRecord() throws {
        let lines = try records(#"{"summary": {"id": "b1", "rating": 4}, "doseGrams": 15, "note": null}"#)
        #expect(lines == ["payload.json $: id=b1 rating=4 doseGrams=15 note=null"])
    }

    @Test(arguments: [
        #"{"recipeId": "r1", "steps": [{"stepId": "s1", "orderIndex": 0}]}"#,
        #"{"steps": [{"stepId": "s1", "orderIndex": 0}], "recipeId": "r1"}"#,
    ])
    func aWrapperNamingItsParentIsNoRecordOfItsOwn(_ json: String) throws {
        let lines = try records(json)
        #expect(lines == ["payload.json/steps $.steps[0]: stepId=s1 orderIndex=0 recipeId=r1"])
    }

    /// Not nested: an object with an id of its own, two summaries, a key in both the summary and the
    /// detail, or arrays beside fields that name no parent. Each is read as before.
    @Test(arguments: [
        #"[{"id": "x", "owner": {"id": "u1"}}]"#,
        #"[{"user": {"id": "u1"}, "friend": {"id": "u2"}}]"#,
        #"[{"recipe": {"id": "r1", "name": "A"}, "name": "B"}]"#,
    ])
    func objectsThatAreNotNestedPayloadsKeepTheirMembers(_ json: String) throws {
        let lines = try records(json)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("payload.json $[0]: ") == true)
        #expect(lines.first?.contains("={\"id\":") == true, "\(lines)")
    }

    /// Issue 12: fields that name no parent beside an array of records are the export's metadata, and the
    /// array is a section, whichever comes first; an `id` inside `meta` is no summary.
    @Test(arguments: [
        #"{"exportedAt": "2026-11-22", "brewLogs": [{"rating": 4}]}"#,
        #"{"brewLogs": [{"rating": 4}], "exportedAt": "2026-11-22"}"#,
        #"{"meta": {"id": "export-7"}, "brewLogs": [{"rating": 4}]}"#,
    ])
    func anArrayBesideFieldsThatNameNoParentIsASection(_ json: String) throws {
        #expect(try records(json) == ["brewLogs $.brewLogs[0]: rating=4"])
    }
}
