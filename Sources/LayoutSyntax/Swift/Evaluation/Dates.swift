// `Date` as the app's code uses it, against a fixed clock: `Date()` and `Date.now` are
// `SwiftLibrary.now` (Wednesday 1 January 2025, 09:41 UTC), so a dump never depends on when it
// was made. Dates are shown in the `en_US` locale and UTC, as Foundation's styles write them:
// `Text(date, style: .date)` "January 1, 2025", `.time` "9:41 AM"; `date.formatted()`
// "1/1/2025, 9:41 AM"; `formatted(date:time:)` with `.numeric`, `.abbreviated`, `.long`,
// `.complete` and `.shortened`, `.standard`, `.omitted`.

extension SwiftLibrary {
  /// The fixed now, in seconds since 1970 (UTC).
  static let now = 1_735_724_460.0
  /// Seconds from 1970 to 2001, Foundation's reference date.
  static let referenceDate = 978_307_200.0

  /// The civil date and time of seconds since 1970, in UTC.
  static func civil(_ seconds: Double) -> (
    year: Int, month: Int, day: Int, weekday: Int, hour: Int, minute: Int, second: Int
  ) {
    let whole = Int((seconds).rounded(.down))
    var days = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
    let secondsOfDay = whole - days * 86_400
    // 1 January 1970 was a Thursday (weekday 5, Sunday = 1).
    let weekday = ((days % 7) + 7 + 4) % 7 + 1
    // Howard Hinnant's civil_from_days.
    days += 719_468
    let era = (days >= 0 ? days : days - 146_096) / 146_097
    let dayOfEra = days - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (
      year, month, day, weekday, secondsOfDay / 3_600, secondsOfDay % 3_600 / 60, secondsOfDay % 60
    )
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let weekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// A date in one of Foundation's date styles (`numeric`, `abbreviated`, `long`,
  /// `complete`); nil for another name.
  static func dateText(_ seconds: Double, style: String) -> String? {
    let c = civil(seconds)
    switch style {
    case "numeric": return "\(c.month)/\(c.day)/\(c.year)"
    case "abbreviated": return "\(monthNames[c.month - 1].prefix(3)) \(c.day), \(c.year)"
    case "long": return "\(monthNames[c.month - 1]) \(c.day), \(c.year)"
    case "complete":
      return "\(weekdayNames[c.weekday - 1]), \(monthNames[c.month - 1]) \(c.day), \(c.year)"
    default: return nil
    }
  }

  /// A time in one of Foundation's time styles (`shortened`, `standard`, `complete`); nil
  /// for another name.
  static func timeText(_ seconds: Double, style: String) -> String? {
    let c = civil(seconds)
    let hour = c.hour % 12 == 0 ? 12 : c.hour % 12
    let minute = c.minute < 10 ? "0\(c.minute)" : "\(c.minute)"
    let second = c.second < 10 ? "0\(c.second)" : "\(c.second)"
    let period = c.hour < 12 ? "AM" : "PM"
    switch style {
    case "shortened": return "\(hour):\(minute)\u{202F}\(period)"
    case "standard", "complete": return "\(hour):\(minute):\(second)\u{202F}\(period)"
    default: return nil
    }
  }

  /// `formatted(date:time:)`: either part, or both joined as Foundation joins them.
  static func formatted(_ seconds: Double, date: String, time: String) -> String? {
    let d = date == "omitted" ? "" : dateText(seconds, style: date)
    let t = time == "omitted" ? "" : timeText(seconds, style: time)
    guard let d, let t else { return nil }
    if d.isEmpty { return t }
    if t.isEmpty { return d }
    return d + (date == "numeric" ? ", " : " at ") + t
  }
}

extension SwiftReader {
  /// `Date()` when `--now` is not given: Wednesday 1 January 2025, 09:41 UTC.
  package static let defaultNow = SwiftLibrary.now

  /// `2025-03-15T15:09:00Z` (or without seconds, or a date alone at midnight) as seconds
  /// since 1970; nil for anything else.
  package static func parseDate(_ text: String) -> Double? {
    let parts = text.split(separator: "T", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    let date = parts[0].split(separator: "-", omittingEmptySubsequences: false).compactMap {
      Int($0)
    }
    guard date.count == 3, (1...12).contains(date[1]), (1...31).contains(date[2]) else {
      return nil
    }
    var seconds = 0
    if parts.count == 2 {
      guard parts[1].hasSuffix("Z") else { return nil }
      let time = parts[1].dropLast().split(separator: ":", omittingEmptySubsequences: false)
        .compactMap { Int($0) }
      guard (2...3).contains(time.count), (0...23).contains(time[0]), (0...59).contains(time[1]),
        time.count == 2 || (0...60).contains(time[2])
      else { return nil }
      seconds = time[0] * 3_600 + time[1] * 60 + (time.count == 3 ? time[2] : 0)
    }
    // Howard Hinnant's days_from_civil.
    let (y0, m, d) = (date[0], date[1], date[2])
    let y = m <= 2 ? y0 - 1 : y0
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (m > 2 ? m - 3 : m + 9) + 2) / 5 + d - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    let days = era * 146_097 + dayOfEra - 719_468
    return Double(days * 86_400 + seconds)
  }
}
