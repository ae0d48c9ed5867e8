import Testing

@testable import LarderStore

@Suite struct RowsWrittenTests {
    /// A rowid found again is a repeat, in the bitmap and past it (a rowid chosen by hand).
    @Test func aRowFoundAgainIsARepeatWhateverItsRowid() {
        let rows = RowsWritten()
        for rowID: Int64 in [1, 64, 65, 1 << 26, (1 << 26) - 1, 1 << 40, -3] { rows.add(rowID) }
        #expect(rows.repeats == 0)
        for rowID: Int64 in [64, 1 << 26, (1 << 26) - 1, 1 << 40, -3] { rows.add(rowID) }
        #expect(rows.repeats == 5)
    }
}
