// The SwiftUI twin of modifier-order.lyt: the same layout, worked there.
import SwiftUI

struct ContentView: View {
    var body: some View {
        Text("Hello, World!")
            .background(Color.red)
            .padding(20)
    }
}

#Preview {
    ContentView()
}
