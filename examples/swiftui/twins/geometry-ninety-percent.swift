// The SwiftUI twin of geometry-ninety-percent.lyt: the same layout, worked there.
import SwiftUI

struct ContentView: View {
    var body: some View {
        GeometryReader { geo in
            Text("Hello, World!")
                .frame(width: geo.size.width * 0.9)
        }
    }
}

#Preview {
    ContentView()
}
