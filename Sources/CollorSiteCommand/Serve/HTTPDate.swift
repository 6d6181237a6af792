import Foundation

/// HTTP's date (RFC 9110, 5.6.7), in its one preferred form, the IMF-fixdate
/// (`Sun, 06 Nov 1994 08:49:37 GMT`), read and written without a locale or a formatter.
enum HTTPDate {
    private static let days = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]

    /// `seconds` since 1970 as an IMF-fixdate.
    static func format(_ seconds: Int) -> String {
        let day = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let time = seconds - day * 86_400
        let (year, month, date) = civil(fromDays: day)
        let weekday = days[((day % 7) + 7) % 7]
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(weekday), \(two(date)) \(months[month - 1]) \(year) "
            + "\(two(time / 3_600)):\(two(time / 60 % 60)):\(two(time % 60)) GMT"
    }

    /// The seconds since 1970 of an IMF-fixdate, or `nil` for anything else (the obsolete
    /// forms included: a condition this server cannot read is no condition).
    static func parse(_ text: String) -> Int? {
        let fields = text.split(separator: " ")
        guard fields.count == 6, fields[0].count == 4, fields[0].hasSuffix(","),
            fields[5] == "GMT", fields[1].count == 2, let date = Int(fields[1]),
            let monthIndex = months.firstIndex(of: String(fields[2])),
            fields[3].count == 4, let year = Int(fields[3])
        else { return nil }
        let clock = fields[4].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }),
            let hour = Int(clock[0]), let minute = Int(clock[1]), let second = Int(clock[2]),
            (1...31).contains(date), hour < 24, minute < 60, second < 61
        else { return nil }
        let day = days(fromCivil: year, month: monthIndex + 1, day: date)
        return day * 86_400 + hour * 3_600 + minute * 60 + second
    }

    /// Howard Hinnant's `civil_from_days`: the proleptic Gregorian date of a day since 1970.
    private static func civil(fromDays count: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = count + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPosition = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPosition + 2) / 5 + 1
        let month = monthPosition < 10 ? monthPosition + 3 : monthPosition - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Howard Hinnant's `days_from_civil`: the day since 1970 of a proleptic Gregorian date.
    private static func days(fromCivil year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
