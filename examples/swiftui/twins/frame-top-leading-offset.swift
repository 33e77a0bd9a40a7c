// The SwiftUI twin of frame-top-leading-offset.lyt: the same layout, worked there.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello, World!")
            .frame(width: 300, height: 300, alignment: .topLeading)
            .offset(x: 20, y: 20)
    }
}

#Preview {
    ContentView()
}
