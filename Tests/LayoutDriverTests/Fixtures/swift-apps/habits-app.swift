// layoutc: --device iphone-16
// A whole app file: `@main struct HabitsApp: App` with a WindowGroup, an ObservableObject store
// with `@Published` habits held by `@StateObject`, handed down with `.environmentObject` and read
// by `@EnvironmentObject`; `filter(\.doneToday).count`, `ProgressView(value:total:)` with
// `Double(...)`, a row taking a model and a stored `onToggle` callback, a ternary on `habit.streak
// == 1`, a model Color with `.opacity`, `@ScaledMetric` (44 at the default size),
// `Color(.secondarySystemGroupedBackground)` and a #Preview supplying the store.
// expect: scroll 0 165 393 653
// expect: summary 16 181 361 64.333
// expect: Read 16 257.333 361 68
// expect: Walk 16 337.333 361 68
// Worked (iPhone 16: 393x852 @3x, safe area 59 top, 34 bottom): the navigation bar with its large
// title takes 54 + 52, so the ScrollView fills 165 to 818 (653). Its VStack (spacing 12) is padded
// 16: 361 wide from (16, 181). The summary card: the headline row (20.333), 8, the 4-high progress
// bar, padded 16: 64.333. Each habit row is an HStack (spacing 12) with a Spacer, so 361 wide, as
// high as its 44x44 symbol circle (the text column is 20.333 + 2 + 14.333, the title-font check
// symbol under 34), padded 12: 68. Rows at 181 + 64.333 + 12 = 257.333 and 257.333 + 68 + 12 =
// 337.333.
import SwiftUI

@main
struct HabitsApp: App {
    @StateObject private var store = HabitStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environmentObject(store)
        }
    }
}

struct Habit: Identifiable {
    let id = UUID()
    var name: String
    var symbol: String
    var color: Color
    var streak: Int
    var doneToday = false
}

final class HabitStore: ObservableObject {
    @Published var habits: [Habit] = [
        Habit(name: "Read", symbol: "book", color: .orange, streak: 12, doneToday: true),
        Habit(name: "Walk", symbol: "figure.walk", color: .green, streak: 1, doneToday: true),
        Habit(name: "Meditate", symbol: "leaf", color: .teal, streak: 30),
    ]

    var completedToday: Int { habits.filter(\.doneToday).count }

    func toggle(_ habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].doneToday.toggle()
        habits[index].streak += habits[index].doneToday ? 1 : -1
    }
}

struct ContentView: View {
    @EnvironmentObject private var store: HabitStore

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    VStack(alignment: .leading, spacing: 8) {
                        HStack {
                            Text("Today")
                            Spacer()
                            Text("\(store.completedToday)/\(store.habits.count)").monospacedDigit()
                        }
                        .font(.headline)
                        ProgressView(value: Double(store.completedToday), total: Double(store.habits.count))
                    }
                    .padding()
                    .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
                    .id("summary")
                    ForEach(store.habits) { habit in
                        HabitRow(habit: habit) { store.toggle(habit) }
                            .id(habit.name)
                    }
                }
                .padding()
            }
            .id("scroll")
            .navigationTitle("Habits")
        }
    }
}

struct HabitRow: View {
    let habit: Habit
    var onToggle: () -> Void
    @ScaledMetric private var iconSize: CGFloat = 44

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: habit.symbol)
                .font(.title2)
                .foregroundStyle(habit.color)
                .frame(width: iconSize, height: iconSize)
                .background(habit.color.opacity(0.15), in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(habit.name).font(.headline)
                Text(habit.streak == 1 ? "1 day streak" : "\(habit.streak) day streak")
                    .font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Button(action: onToggle) {
                Image(systemName: habit.doneToday ? "checkmark.circle.fill" : "circle").font(.title)
            }
            .buttonStyle(.plain)
        }
        .padding(12)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14))
    }
}

#Preview {
    ContentView().environmentObject(HabitStore())
}
