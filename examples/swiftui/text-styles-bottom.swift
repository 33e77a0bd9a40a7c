// twin: swiftui/twins/text-styles-bottom.lyt
// Four text styles aligned by their bottoms (compare text-styles-last-baseline.swift).
// Worked (3x): heights caption 14.333, body 20.333, title 33.667, largeTitle 40.667, so the
// stack is 40.667 high and each text sits 40.667 - h below its top: 26.333, 20.333, 7, 0.
// Widths 44.333 + 39.333 + 51.667 + 82.667 + 3 x 8 = 242 (text/last-baseline-styles.lyt):
// x 74, y (844 - 40.667) / 2 = 401.667.
import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(alignment: .bottom) {
            Text("Caption").font(.caption)
            Text("Body")
            Text("Title").font(.title)
            Text("Large").font(.largeTitle)
        }
    }
}
