// The SwiftUI twin of hello-world.lyt: the same layout, worked there.
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
