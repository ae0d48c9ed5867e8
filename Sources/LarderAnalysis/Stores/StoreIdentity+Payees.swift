extension StoreIdentity {
    /// The store a bank statement's payee (or text) names, as reports name it: the known store whose name's
    /// words, or its name's words without the words stores add ("Whole Foods" of "Whole Foods Market"),
    /// appear one after another among the payee's (`TRADER JOE'S #552 BROOKLYN` names "Trader Joe's");
    /// the store with the most such words when several do, the first by name on a tie (a name several
    /// stores share is shown as folded). Nil when none does.
    public func store(inPayee payee: String?) -> String? {
        guard let payee = Phrase.nonBlank(payee) else { return nil }
        let words = StoreName(payee).words
        var best: (count: Int, name: String)?
        for (folded, key) in byFoldedName.sorted(by: { $0.key < $1.key }) {
            let name = folded.split(separator: " ").map(String.init)
            var base = name
            while base.count > 1, let last = base.last, StoreName.storeWords.contains(last) { base.removeLast() }
            for candidate in [name, base] where !candidate.isEmpty && Self.contains(words, run: candidate) {
                if candidate.count > best?.count ?? 0 {
                    best = (candidate.count, key.map { self.name(ofKey: $0, fallback: folded) } ?? folded)
                }
            }
        }
        return best?.name
    }

    /// Whether `run` appears in `words`, its words one after another.
    private static func contains(_ words: [String], run: [String]) -> Bool {
        guard run.count <= words.count else { return false }
        return (0...(words.count - run.count)).contains { Array(words[$0..<$0 + run.count]) == run }
    }
}
