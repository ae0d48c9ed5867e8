import Foundation

/// Wall-clock time for the ledger (the only place larder reads the clock besides the default `--as-of`).
public enum LarderClock {
    /// Now, as `YYYY-MM-DDTHH:MM:SSZ` (UTC).
    public static func nowISO() -> String {
        DateParser.Instant(epochSeconds: Int64(Date().timeIntervalSince1970)).iso
    }

    /// Today's date in the machine's time zone.
    public static func today() -> CivilDate {
        let now = Date()
        let offset = TimeZone.current.secondsFromGMT(for: now)
        return DateParser.Instant(epochSeconds: Int64(now.timeIntervalSince1970) + Int64(offset)).date
    }
}
