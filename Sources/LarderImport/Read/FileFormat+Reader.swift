extension FileFormat {
    /// The reader of the format's files: adding a format is one line here (``FileReader``).
    var reader: any FileReader.Type {
        switch self {
        case .csv: CSVReader.self
        case .json: JSONReader.self
        case .html: HTMLReader.self
        }
    }
}
