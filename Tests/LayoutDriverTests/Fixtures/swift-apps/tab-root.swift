// layoutc: --device iphone-16
// Tab-bar root: `ForEach(AppTab.allCases)` building the tabs of a TabView bound to @State, an enum
// with `rawValue.capitalized` and a switch-expression `symbol`, a `@ViewBuilder` function with a
// `switch` choosing each tab's screen, `.tabItem { Label(...) }` and `.tag(tab)`, a model array
// shown with `prefix(2)`, subviews taking values (`StreakCard(days: streak)`, `LessonRow(lesson:
// $0)`) and a #Preview.
// expect: todayScroll 0 165 393 604
// expect: greeting 16 181 201.333 26.333
// expect: streak 16 223.333 361 76
// expect: breathing 16 351.667 361 20.333
// Worked (iPhone 16: 393x852 @3x, safe area 59 top, 34 bottom): the TabView shows the tab tagged
// with the selection (.today); its tab bar is a bottom inset of 49 above the 34 of the home
// indicator, so the tab fills 59 to 769, and its large-title navigation bar takes 54 + 52: the
// ScrollView is 165 to 769, 393 x 604. Its VStack (spacing 16), framed to the full width and padded
// 16, is 361 wide at (16, 181): the greeting (title2 bold, 201.333 x 26.333); 16 lower the streak
// card, an HStack with a Spacer (361 wide) as high as the flame's 44x44 frame (the texts beside it
// are 20.333 + 0 + 18 = 38.333), padded 16: 76 at 223.333; "Up next" (headline) at 223.333 + 76 +
// 16 = 315.333; the first lesson row (a body line with a Spacer, 361 wide) 20.333 + 16 lower:
// 351.667.
import SwiftUI

enum AppTab: String, CaseIterable, Identifiable {
    case today, library, account
    var id: Self { self }
    var title: String { rawValue.capitalized }
    var symbol: String {
        switch self {
        case .today: "sun.max"
        case .library: "books.vertical"
        case .account: "person.crop.circle"
        }
    }
}

struct Lesson: Identifiable {
    let id: String
    let title: String
    let minutes: Int
    static let samples = [
        Lesson(id: "breathing", title: "Breathing basics", minutes: 5),
        Lesson(id: "focus", title: "Focus at work", minutes: 10),
        Lesson(id: "sleep", title: "Wind down", minutes: 15),
    ]
}

struct RootTabView: View {
    @State private var selection: AppTab = .today

    var body: some View {
        TabView(selection: $selection) {
            ForEach(AppTab.allCases) { tab in
                NavigationStack { screen(for: tab).navigationTitle(tab.title) }
                .tabItem { Label(tab.title, systemImage: tab.symbol) }
                .tag(tab)
            }
        }
    }

    @ViewBuilder
    private func screen(for tab: AppTab) -> some View {
        switch tab {
        case .today: TodayScreen(name: "Alex", streak: 12, lessons: Lesson.samples)
        case .library: Text("Library")
        case .account: Text("Account")
        }
    }
}

struct TodayScreen: View {
    let name: String
    let streak: Int
    let lessons: [Lesson]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Good morning, \(name)").font(.title2.bold()).id("greeting")
                StreakCard(days: streak).id("streak")
                Text("Up next").font(.headline)
                ForEach(lessons.prefix(2)) { LessonRow(lesson: $0).id($0.id) }
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .id("todayScroll")
    }
}

struct StreakCard: View {
    let days: Int

    var body: some View {
        HStack {
            Image(systemName: "flame.fill").font(.title).frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                Text("\(days)-day streak").font(.headline)
                Text("Keep it going!").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 16))
    }
}

struct LessonRow: View {
    let lesson: Lesson

    var body: some View {
        HStack {
            Text(lesson.title)
            Spacer()
            Text("\(lesson.minutes) min").font(.subheadline).foregroundStyle(.secondary)
        }
    }
}

#Preview {
    RootTabView()
}
