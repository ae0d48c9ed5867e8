import Foundation
import LarderStore

/// Counts taste tags and gives seed 002's post-brew hint (§2.4) for the most frequent one.
struct TasteTags {
    /// Seed 002's four tags, by their folded spelling, so `too sour`, `TooSour` and `too_sour` are one tag.
    static let known = ["toosour": "tooSour", "toobitter": "tooBitter", "tooweak": "tooWeak", "toostrong": "tooStrong"]

    /// Seed 002 §2.4, `TasteHintService.hint(for:)`.
    static let hints = [
        "tooSour": "Try slightly finer or hotter",
        "tooBitter": "Try slightly coarser or cooler",
        "tooWeak": "Try higher dose or finer",
        "tooStrong": "Try lower dose or coarser",
    ]

    /// The hint for any other tag (`perfect`, or a tag seed 002 does not list).
    static let noTips = "Great job — no tips!"

    /// Tags by count, most frequent first, ties by tag name.
    var counts: [BrewFindings.TagCount]
    /// Brews without a tag.
    var untagged: Int

    /// Counts the tags of a list of brews (nil or blank is no tag).
    init(_ tags: [String?]) {
        var counts: [String: Int] = [:]
        var untagged = 0
        for tag in tags {
            guard let tag = Self.canonical(tag) else {
                untagged += 1
                continue
            }
            counts[tag, default: 0] += 1
        }
        self.counts = counts.map { BrewFindings.TagCount(tag: $0.key, count: $0.value) }
            .sorted { ($1.count, $0.tag) < ($0.count, $1.tag) }
        self.untagged = untagged
    }

    /// The most frequent tag with its hint; a tie goes to the tag whose name sorts first.
    var hint: BrewFindings.TasteHint? {
        counts.first.map { .init(tag: $0.tag, count: $0.count, hint: Self.hints[$0.tag] ?? Self.noTips) }
    }

    /// Seed 002's spelling of a known tag, the trimmed text of another, nil for none.
    static func canonical(_ tag: String?) -> String? {
        guard let tag else { return nil }
        let folded = ColumnSpec.normalise(tag)
        guard !folded.isEmpty else { return nil }
        return known[folded] ?? tag.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
