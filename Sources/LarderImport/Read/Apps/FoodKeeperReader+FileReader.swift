import Foundation

extension FoodKeeperReader: FileReader {
    /// Creates the reader of the FoodKeeper file at `url`, named `path` in messages (it tells `progress`
    /// nothing).
    init(file url: URL, shownAs path: String, progress: ImportProgress?) {
        self.init(url: url, path: path)
    }

    /// Pushes the file's sections and records; throws ``NotFoodKeeper`` when it is not the FoodKeeper's.
    func read(into sink: RecordSink) throws {
        try read(section: sink.section, record: sink.record)
    }
}
