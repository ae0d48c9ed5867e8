import Testing

@testable import LarderValues

@Suite struct IntGroupedTests {
    /// 3,000 random numbers of every length, and the edges, against an oracle that groups from the right
    /// by splitting the digits into threes: the text without commas is the number, every group but the
    /// first has three digits, and the first has one to three.
    @Test func thousandsAreGroupedByCommas() {
        var generator = SystemRandomNumberGenerator()
        let edges = [0, 1, -1, 999, 1_000, -1_000, 999_999, 1_000_000, Int.max, Int.min + 1]
        let random = (0..<3_000).map { _ in
            Int.random(in: -Int.max...Int.max, using: &generator) >> Int.random(in: 0...62, using: &generator)
        }
        for value in edges + random {
            let text = value.grouped
            #expect(text.replacingOccurrences(of: ",", with: "") == String(value), "\(value)")
            let groups = text.drop { $0 == "-" }.split(separator: ",", omittingEmptySubsequences: false)
            #expect((1...3).contains(groups.first?.count ?? 0), "\(text)")
            #expect(groups.dropFirst().allSatisfy { $0.count == 3 }, "\(text)")
        }
        #expect(1_299.grouped == "1,299" && (-4_000).grouped == "-4,000" && 12.grouped == "12")
    }
}
