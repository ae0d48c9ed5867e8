/// The rows of one table a file has stored so far, by rowid: a row of the file that finds one of them
/// repeats the key of an earlier row of the same file, whatever the table held before.
///
/// A bit per rowid up to the largest seen (SQLite gives a table's rows rowids 1, 2, 3, …, so a million
/// rows cost 125 KiB, and the bitmap at most 8 MiB), and a set for a rowid past 2^26, which only a table
/// of more than 67 million rows, or a row inserted by hand with a chosen rowid, has.
package final class RowsWritten {
    private var words: [UInt64] = []
    private var far: Set<Int64> = []
    /// How many rows found a row already in the set.
    package private(set) var repeats = 0

    package init() {}

    /// Adds the row stored or found; counts a repeat when the file had already stored it.
    package func add(_ rowID: Int64) {
        guard rowID >= 0, rowID < 1 << 26 else {
            if !far.insert(rowID).inserted { repeats += 1 }
            return
        }
        let word = Int(rowID >> 6)
        let bit: UInt64 = 1 << UInt64(rowID & 63)
        if word >= words.count {
            words.append(contentsOf: repeatElement(0, count: max(word + 1 - words.count, words.count)))
        }
        if words[word] & bit != 0 {
            repeats += 1
        } else {
            words[word] |= bit
        }
    }
}
