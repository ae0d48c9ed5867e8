extension String {
    /// Its first whole characters whose UTF-8 takes at most `bytes` bytes: a value cut to fit never
    /// ends in part of a character.
    public func prefix(utf8Bytes bytes: Int) -> String {
        var kept = ""
        var count = 0
        for character in self {
            count += character.utf8.count
            guard count <= bytes else { break }
            kept.append(character)
        }
        return kept
    }
}
