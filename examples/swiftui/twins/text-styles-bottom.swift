// The SwiftUI twin of text-styles-bottom.lyt: the same layout, worked there.
import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(alignment: .bottom) {
            Text("Caption")
                .font(.caption)
            Text("Body")
            Text("Title")
                .font(.title)
            Text("Large")
                .font(.largeTitle)
        }
    }
}

#Preview {
    ContentView()
}
