// twin: swiftui/twins/stats-card.lyt
// A whole SwiftUI file as a developer writes one: a file-scope constant, a data struct and an
// array of it, an `extension View` function and a `ViewModifier`, a View struct with stored
// properties, a computed view property and a method, Markdown and a formatted number.
// Worked (390x844 @3x): each row's Spacer makes the rows as wide as offered. Widths: the
// outline pads 4 and the card 12 on each side, so the stack is offered 390 - 32 = 358 and
// takes it. Heights: three body lines of 20.333 with 8 between: 77; card 77 + 24 = 101;
// outline 101 + 8 = 109, at y (844 - 109) / 2 = 367.5 -> 367.667 on the pixel grid; x 0.
// The stack at (16, 383.667); rows at y 383.667 + 28.333 = 412 and 440.333. "42.2" and "12.0"
// end at the stack's trailing edge, 374.
import SwiftUI

let cardPadding: CGFloat = 12

struct Stat: Identifiable {
    let id = UUID()
    let label: String
    let value: Double
}

extension View {
    func card() -> some View {
        padding(cardPadding).background(Color.gray)
    }
}

struct Outline: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(4).border(Color.blue)
    }
}

struct StatsCard: View {
    var title = "This week"
    let stats = [Stat(label: "Runs", value: 12), Stat(label: "Distance", value: 42.195)]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            header
            ForEach(stats) { stat in
                row(stat.label, stat.value)
            }
        }
        .card()
        .modifier(Outline())
    }

    var header: some View {
        Text("**\(title)**")
    }

    func row(_ label: String, _ value: Double) -> some View {
        HStack {
            Text(label)
            Spacer()
            Text("\(value, specifier: "%.1f")")
        }
    }
}
