// The SwiftUI twin of spacing-text.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        Text("Title")
            .font(.title)
        Text("Body text")
        Color.blue
            .frame(width: 100, height: 20)
        Text("Caption")
            .font(.caption)
    }
}
