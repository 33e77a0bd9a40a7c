// layoutc: --size 390x844
// Calendar-ish day list: days with an `events` array shown with `if day.events.isEmpty` / `else
// ForEach(day.events) { EventRow(event: $0) }`, events with `let id = UUID()`, an optional location
// joined with `[timeRange, location].compactMap { $0 }.joined(separator: " · ")`, times from a
// static helper using `String(format: "%d:%02d", ...)`, `weekday.uppercased()`, a colour stored in
// the model with `.opacity(0.12)`, `.strikethrough(event.isCancelled)`,
// `.foregroundStyle(.tertiary)`, and the idiom of a fixed-width colour bar that stretches to its
// row's height.
// expect: day14 16 16 358 108.667
// expect: bar 80 24 4 34.333
// expect: day15 16 144.667 358 42.667
// expect: day16 16 207.333 358 50.333
// Worked (390x844 @3x, no safe area): the ScrollView fills the screen; its LazyVStack (spacing 20)
// is padded 16: 358 wide from (16, 16). A day is an HStack (top, spacing 12) of the 44-wide date
// column (caption semibold 14.333 + 2 + title2 bold 26.333 = 42.667) and the events column framed
// to the remaining 302. An event row: subheadline semibold (18) + 2 + caption (14.333) = 34.333,
// padded 8: 50.333, 302 wide at x 16 + 44 + 12 = 72. Its colour bar has a fixed width only:
// measured with no height proposed it is 10 high, then the HStack places it with its own height,
// 34.333, at (72 + 8, 16 + 8). Day 14 has two events: 50.333 + 8 + 50.333 = 108.667 high. Day 15
// has none: "No events" padded 8 (36.333), lower than the date column, so 42.667, at 16 + 108.667 +
// 20 = 144.667. Day 16 has one event, 50.333 high, at 144.667 + 42.667 + 20 = 207.333.
import SwiftUI

struct CalendarEvent: Identifiable {
    let id = UUID()
    let title: String
    let start: Int
    let duration: Int
    var location: String? = nil
    var isCancelled = false
    let tint: Color

    var timeRange: String {
        "\(Self.clock(start)) – \(Self.clock(start + duration))"
    }

    static func clock(_ minutes: Int) -> String {
        String(format: "%d:%02d", minutes / 60, minutes % 60)
    }
}

struct AgendaDay: Identifiable {
    let id: Int
    let weekday: String
    var isToday = false
    var events: [CalendarEvent] = []
}

struct AgendaView: View {
    let days: [AgendaDay]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 20) {
                ForEach(days) { day in
                    DaySection(day: day).id("day\(day.id)")
                }
            }
            .padding()
        }
    }
}

struct DaySection: View {
    let day: AgendaDay

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(spacing: 2) {
                Text(day.weekday.uppercased())
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(day.isToday ? Color.red : Color.secondary)
                Text("\(day.id)").font(.title2.bold())
            }
            .frame(width: 44)
            VStack(alignment: .leading, spacing: 8) {
                if day.events.isEmpty {
                    Text("No events").foregroundStyle(.tertiary).padding(.vertical, 8)
                } else {
                    ForEach(day.events) { EventRow(event: $0) }
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

struct EventRow: View {
    let event: CalendarEvent

    var body: some View {
        HStack(spacing: 8) {
            RoundedRectangle(cornerRadius: 2).fill(event.tint).frame(width: 4).id("bar")
            VStack(alignment: .leading, spacing: 2) {
                Text(event.title).font(.subheadline.weight(.semibold)).strikethrough(event.isCancelled)
                Text([event.timeRange, event.location].compactMap { $0 }.joined(separator: " · "))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(8)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(event.tint.opacity(0.12), in: RoundedRectangle(cornerRadius: 8))
    }
}

#Preview {
    AgendaView(days: [
        AgendaDay(id: 14, weekday: "Tue", isToday: true, events: [
            CalendarEvent(title: "Design review", start: 9 * 60 + 30, duration: 60, location: "Room 4", tint: .blue),
            CalendarEvent(title: "Lunch with Sam", start: 12 * 60 + 30, duration: 45, isCancelled: true, tint: .orange),
        ]),
        AgendaDay(id: 15, weekday: "Wed"),
        AgendaDay(id: 16, weekday: "Thu", events: [
            CalendarEvent(title: "Dentist", start: 16 * 60, duration: 30, location: "Main St", tint: .green),
        ]),
    ])
}
