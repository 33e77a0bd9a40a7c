// layoutc: --platform macos --size 800x600
// The SwiftUI twin of macos-platform.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(alignment: .leading) {
        Text("Settings")
            .font(.title)
        Divider()
        HStack {
            Image(systemName: "person")
            Text("Name")
            Spacer()
            Text("Value")
        }
            .padding()
    }
        .frame(width: 300)
}
