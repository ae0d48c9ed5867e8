import Foundation
import LarderValues

/// Streams the rows of a spreadsheet saved as JSON the way the USDA FSIS publishes the FoodKeeper
/// (`FMA-Data-v128.xlsx` run through an xlsx-to-JSON converter): a workbook of sheets, each with its
/// rows as lists of one-key objects, one object per cell.
///
/// ```json
/// {"fileName": "FMA-Data-v128.xlsx", "sheets": [
///   {"name": "Product", "data": [[{"ID": 1.0}, {"Name": "Butter"}, {"DOP_Refrigerate_Max": 2.0}]], "maxRows": 1}]}
/// ```
///
/// One row is built in memory at a time. Anything the shape does not have — another top-level member
/// holding data, a sheet member holding an object — is noted in ``Summary/otherData`` so the caller can
/// read the file as plain JSON instead and lose nothing.
struct WorkbookScan {
    /// One row of a sheet.
    struct Row {
        /// The sheet's position, from 0.
        var sheet: Int
        /// The sheet's name, when the sheet gave one before its rows.
        var sheetName: String?
        /// The row as the file holds it.
        var value: JSONValue
        /// Its JSON path: `$.sheets[2].data[5]`.
        var location: String
    }

    /// What one read found besides the rows.
    struct Summary {
        /// The workbook's `fileName`.
        var fileName: String?
        /// The sheets' names in order (nil for a sheet without one).
        var sheetNames: [String?] = []
        /// Whether the file holds data outside the sheets' rows.
        var otherData = false
        /// How many rows the sheets hold.
        var rows = 0
    }

    /// The file.
    let url: URL
    /// The file as messages name it.
    let path: String

    /// Calls `body` with every row of every sheet, in order, and returns what else the file holds.
    @discardableResult
    func forEachRow(_ body: (Row) throws -> Void) throws -> Summary {
        let state = WorkbookState()
        try JSONEventReader(url: url, path: path).read { event, cursor in
            if let row = state.handle(event, at: cursor) { try body(row) }
        }
        return state.summary
    }

    /// A row's cells as members: each cell a one-key object (`[{"ID": 1}, {"Name": "Butter"}]`), or the
    /// row an object already; nil for a row of another form.
    static func members(of row: JSONValue) -> [JSONMember]? {
        guard case .array(let cells) = row else { return row.members }
        var members: [JSONMember] = []
        for cell in cells {
            guard let cellMembers = cell.members, cellMembers.count == 1 else { return nil }
            members.append(cellMembers[0])
        }
        return members
    }
}

/// Where a workbook scan is: the top-level and sheet member being read, and the row being built.
private final class WorkbookState {
    var summary = WorkbookScan.Summary()
    private var topKey = ""
    private var sheetKey = ""
    private var inData = false
    private var builder: JSONValueBuilder?
    private var location = ""

    /// Takes one event; returns a row once it is complete.
    func handle(_ event: JSONEvent, at cursor: JSONCursor) -> WorkbookScan.Row? {
        if builder != nil {
            guard let value = builder!.add(event) else { return nil }
            builder = nil
            return row(value)
        }
        let opens = event == .startObject || event == .startArray
        let depth = opens ? cursor.depth - 1 : cursor.depth
        let inSheets = topKey == "sheets"
        switch event {
        case .key(let key) where depth == 1: topKey = key
        case .key(let key) where depth == 3 && inSheets: sheetKey = key
        case .string(let text) where depth == 1 && topKey == "fileName": summary.fileName = text
        case .startArray where depth == 1 && inSheets: break
        case .startObject where depth == 2 && inSheets:
            summary.sheetNames.append(nil)
            sheetKey = ""
        case .string(let text) where depth == 3 && inSheets && sheetKey == "name":
            summary.sheetNames[summary.sheetNames.count - 1] = text
        case .startArray where depth == 3 && inSheets && sheetKey == "data": inData = true
        case .endArray where inData && cursor.depth == 3: inData = false
        default:
            if inData, depth == 4 { return startRow(event, at: cursor) }
            if opens, depth == 1 || (depth == 2 && inSheets) || (depth == 3 && inSheets) {
                summary.otherData = true
            }
        }
        return nil
    }

    private func startRow(_ event: JSONEvent, at cursor: JSONCursor) -> WorkbookScan.Row? {
        location = cursor.path
        var row = JSONValueBuilder()
        if let value = row.add(event) { return self.row(value) }
        builder = row
        return nil
    }

    private func row(_ value: JSONValue) -> WorkbookScan.Row {
        summary.rows += 1
        let sheet = summary.sheetNames.count - 1
        return WorkbookScan.Row(sheet: sheet, sheetName: summary.sheetNames[sheet], value: value, location: location)
    }
}
