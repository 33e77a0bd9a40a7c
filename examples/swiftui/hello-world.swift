// twin: swiftui/twins/hello-world.lyt
// The first layout of every SwiftUI course: a text, padded, on a red background.
// Worked (390x844 @3x): "Hello, World!" in body (17 pt) is 96.492 pt -> ceil to 1/3 pt 96.667
// wide, one line 20.333 high; padding 20 on each side gives 136.667x60.333, which the
// background proposes to the red color (it fills it). Centred: x (390 - 136.667) / 2 =
// 126.667, y (844 - 60.333) / 2 = 391.833 -> 392 on the pixel grid; the text at +20.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello, World!")
            .padding(20)
            .background(Color.red)
    }
}

#Preview {
    ContentView()
}
