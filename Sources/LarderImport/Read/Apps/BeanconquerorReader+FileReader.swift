import Foundation

extension BeanconquerorReader: FileReader {
    /// Creates the reader of the backup at `url`, named `path` in messages (it tells `progress` nothing).
    init(file url: URL, shownAs path: String, progress: ImportProgress?) {
        self.init(url: url, path: path)
    }

    /// Pushes the brews, then the backup's other lists; throws ``NotABackup`` when the file has no brews.
    func read(into sink: RecordSink) throws {
        try read(section: sink.section, record: sink.record)
    }
}
