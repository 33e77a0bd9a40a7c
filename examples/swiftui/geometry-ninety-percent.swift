// twin: swiftui/twins/geometry-ninety-percent.lyt
// A GeometryReader gives its content its own size to read: a text framed at 90 % of it.
// Worked: the reader takes the whole screen, 390x844 at the origin, and places its content
// at its top-leading corner. The frame is 390 x 0.9 = 351 wide and as high as the text
// (20.333): (0, 0) 351x20.333. The text 96.667 wide is centred in it: x (351 - 96.667) / 2 =
// 127.167 -> 127.333 on the pixel grid (381.5 px rounds up), its right edge 223.833 -> 224.
import SwiftUI

struct ContentView: View {
    var body: some View {
        GeometryReader { geo in
            Text("Hello, World!")
                .frame(width: geo.size.width * 0.9)
        }
    }
}
