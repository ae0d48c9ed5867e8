import Testing

@testable import LarderImport
@testable import LarderStore

/// The decision alone: a file is skipped only when its latest import was given the same path, read it
/// the same way, and read bytes of the same size and SHA-256; the digest is taken only when it can decide.
@Suite struct UnchangedFileCheckTests {
    static let latest = ImportLedger.RecordedFile(
        entryID: 7, path: "data/food.csv", readAs: "recognised", size: 120, sha256: "aa11",
        format: "csv", schema: "v8 unchanged files",
        earlier: EarlierImport(runID: 3, kind: "inventory_items", counts: RowCounts(read: 2, inserted: 2)))

    /// The decision for a file given, read and hashed as the arguments say, and how often it took the digest.
    static func decide(
        latest: ImportLedger.RecordedFile? = latest, path: String = "data/food.csv", readAs: String = "recognised",
        schema: String = "v8 unchanged files", size: Int64 = 120, sha256: String = "aa11"
    ) -> (UnchangedFileCheck.Decision, digests: Int) {
        var digests = 0
        let decision = UnchangedFileCheck.decide(
            latest: latest, path: path, readAs: readAs, schema: schema, size: size
        ) {
            digests += 1
            return sha256
        }
        return (decision, digests)
    }

    @Test func theSameBytesGivenAndReadTheSameWayAreUnchanged() {
        let (decision, digests) = Self.decide()
        #expect(decision == .unchanged(since: Self.latest))
        #expect(digests == 1)
    }

    @Test func aFileTheLedgerHasNoEntryForIsRead() {
        // A first import, and one whose earlier import failed or was killed: neither left an entry.
        let (decision, digests) = Self.decide(latest: nil)
        #expect(decision == .read(sha256: nil))
        #expect(digests == 0)
    }

    @Test(arguments: [
        ("another path", "exports/food.csv", "recognised", "v8 unchanged files", Int64(120)),
        ("another --as", "data/food.csv", "inventory_items", "v8 unchanged files", 120),
        ("--as raw after recognising", "data/food.csv", "raw", "v8 unchanged files", 120),
        ("another size", "data/food.csv", "recognised", "v8 unchanged files", 121),
    ])
    func aFileThatDiffersBeforeItsDigestIsReadWithoutHashing(
        _ change: String, path: String, readAs: String, schema: String, size: Int64
    ) {
        let (decision, digests) = Self.decide(path: path, readAs: readAs, schema: schema, size: size)
        #expect(decision == .read(sha256: nil), "\(change)")
        #expect(digests == 0, "\(change)")
    }

    /// Under a later migration or rules revision the file is read; the digest says whether its bytes are
    /// the same, so the import can say why it read them.
    @Test func aLarderWithOtherRulesReadsTheFileAndSaysWhetherItsBytesAreTheSame() {
        let (same, digests) = Self.decide(schema: "v10 line digests, rules 10")
        #expect(same == .readUnderNewRules(sha256: "aa11"))
        #expect(same.sha256 == "aa11")
        #expect(digests == 1)
        let (other, _) = Self.decide(schema: "v10 line digests, rules 10", sha256: "bb22")
        #expect(other == .read(sha256: "bb22"))
    }

    @Test func theSameSizeWithOtherBytesIsReadAndKeepsTheDigestItTook() {
        let (decision, digests) = Self.decide(sha256: "bb22")
        #expect(decision == .read(sha256: "bb22"))
        #expect(decision.sha256 == "bb22")
        #expect(digests == 1)
    }

    @Test func aDigestThatCannotBeTakenIsAnError() {
        struct Unreadable: Error {}
        #expect(throws: Unreadable.self) {
            try UnchangedFileCheck.decide(
                latest: Self.latest, path: "data/food.csv", readAs: "recognised", schema: "v8 unchanged files",
                size: 120
            ) {
                throw Unreadable()
            }
        }
    }
}
