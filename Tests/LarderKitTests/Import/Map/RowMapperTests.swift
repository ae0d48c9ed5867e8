import GRDB
import Testing

@testable import LarderAnalysis
@testable import LarderImport

@Suite struct RowMapperTests {
    @Test func seed003RenamesMapOntoTheirColumns() throws {
        let run = try ImportRun.of(
            "events.csv",
            "id,title,eventDescription,promptSeed,isAIEnhanced,lastUsed\n"
                + "e1,First Day at School,A story about school,an adventure,true,2024-01-15T10:30:00Z\n")
        #expect(run.summary.files[0].sections[0].table == "custom_events")
        #expect(run.summary.files[0].sections[0].unmappedFields == [])
        #expect(
            try run.row("SELECT description, prompt_seed, ai_enhanced, last_used_at FROM custom_events") == [
                "description": "A story about school", "prompt_seed": "an adventure", "ai_enhanced": 1,
                "last_used_at": "2024-01-15T10:30:00Z",
            ])
    }

    @Test(arguments: [("discount_rate", true), ("Discount fraction", true), ("discount", false), ("percentOff", false)])
    func aPercentHeaderSaysWhetherItHoldsFractions(_ header: String, _ isFraction: Bool) {
        #expect(RowMapper.namesFraction(header) == isFraction)
    }
}
