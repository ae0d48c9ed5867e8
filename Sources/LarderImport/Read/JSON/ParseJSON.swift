import LarderValues

// Parse Server's JSON shapes: Fridgy (seed 004) is a Parse app, and a Parse export writes references to
// other objects and dates as typed objects.

extension JSONValue {
    /// The plain value a Parse typed object stands for: a pointer's `objectId`
    /// (`{"__type": "Pointer", "className": "Recipe", "objectId": "R-02"}` → `R-02`) and a date's ISO-8601
    /// text (`{"__type": "Date", "iso": "2026-10-04T08:12:00.000Z"}`); nil for any other value.
    var parseScalar: String? {
        switch self["__type"]?.string {
        case "Pointer": return self["objectId"]?.string
        case "Date": return self["iso"]?.string
        default: return nil
        }
    }
}
