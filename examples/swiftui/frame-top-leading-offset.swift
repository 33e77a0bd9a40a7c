// twin: swiftui/twins/frame-top-leading-offset.lyt
// A 300x300 frame puts its text at the top-leading corner; `.offset` then moves what it
// modifies, not its own layout frame.
// Worked: the frame is 300x300, centred: (45, 272). The offset node keeps that layout frame
// (a background after it would stay there); the frame and the text inside it move by
// (20, 20): frame (65, 292), text "Hello, World!" 96.667x20.333 at its corner (65, 292).
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello, World!")
            .frame(width: 300, height: 300, alignment: .topLeading)
            .offset(x: 20, y: 20)
    }
}
