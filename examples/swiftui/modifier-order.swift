// twin: swiftui/twins/modifier-order.lyt
// The same modifiers the other way round: the background is applied first, so it covers only
// the text, and the padding adds transparent space around both.
// Worked: the text 96.667x20.333 (hello-world.swift) and its background the same size; the
// padding 136.667x60.333 at (126.667, 392); the text and its red background at +20:
// (146.667, 412).
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello, World!")
            .background(Color.red)
            .padding(20)
    }
}
