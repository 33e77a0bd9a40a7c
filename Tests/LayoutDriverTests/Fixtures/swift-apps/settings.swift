// layoutc: --device iphone-16
// Settings screen: an enum with a String raw value, CaseIterable and Identifiable and a computed
// `title` written as a switch expression, `ForEach(Theme.allCases)` inside a Picker, an
// ObservableObject with @Published properties held in @StateObject, bindings into it
// (`$settings.theme`), a Stepper over a range, string interpolation, a Section with `header:` and
// `footer:` closures, a file-scope constant and a #Preview.
// expect: themePicker 32 236 329 36.333
// expect: boldText 32 304 329 30
// expect: fontSize 32 423.333 329 32
// expect: footer 32 530.667 188 15.667
// Reworked after the iOS 26 list fit (layoutc(1) CONTROL METRICS): a later titled section header
// has 20 above its line (was 25) and rows have 15.75 above and below their content (was 16 and
// 15.5), so frames below a later header are 5 higher and row content 0.25 higher, on the pixel grid.
// Worked (iPhone 16: 393x852 @3x, safe area 59 top, 34 bottom): the navigation bar with its large
// title takes 54 + 52 below the top inset, so the Form fills 165 to 818. Its default style is inset
// grouped: cards 16 from each side (361 wide), row content 16 in (x 32, 329 wide), 16 above and
// 15.5 below it, each row at least 52 high. "Appearance" is a headline line 35 below the top: 200,
// 20.333 high, so the first card starts at 220.333. Row 1 is the menu picker, its value plus 40
// wide and its line plus 16 high (36.333), at 220.333 + 16 = 236.333; the row is 36.333 + 31.5 =
// 67.833 high, ending at 288.167. Row 2 is the toggle, a 63x30 switch: at 288.167 + 16 = 304.167,
// drawn at 304.333 (the grid rounds .5 up), 30 high; the row is 61.5, so the card ends at 349.667.
// A section without a footer leaves 17.5 below its card and the next header line comes 25 lower:
// 392.167; the second card starts 20.333 later at 412.5. The stepper's 94x32 control makes its row
// 63.5: the stepper at 428.5, drawn at 428.667. The version row is 20.333 + 31.5 = 51.833, so 52:
// the card ends at 412.5 + 63.5 + 52 = 528, and the footer (footnote, 188 x 15.667) is 7.667 below
// it at 535.667, 32 in.
import SwiftUI

let appVersion = "2.4.1"

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark

    var id: Self { self }

    var title: String {
        switch self {
        case .system: "System"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}

final class ReaderSettings: ObservableObject {
    @Published var theme: Theme = .system
    @Published var boldText = false
    @Published var fontSize = 17
}

struct SettingsView: View {
    @StateObject private var settings = ReaderSettings()

    var body: some View {
        NavigationStack {
            Form {
                Section("Appearance") {
                    Picker("Theme", selection: $settings.theme) {
                        ForEach(Theme.allCases) { theme in
                            Text(theme.title).tag(theme)
                        }
                    }
                    .id("themePicker")
                    Toggle("Bold Text", isOn: $settings.boldText)
                        .id("boldText")
                }
                Section {
                    Stepper("Font Size: \(settings.fontSize)", value: $settings.fontSize, in: 12...28)
                        .id("fontSize")
                    LabeledContent("Version", value: appVersion)
                } header: {
                    Text("Reading")
                } footer: {
                    Text("Changes apply to every article.")
                        .id("footer")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

#Preview {
    SettingsView()
}
