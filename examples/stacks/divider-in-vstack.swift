// The SwiftUI twin of divider-in-vstack.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack {
        Text("Above")
        Divider()
        Text("Below")
    }
        .frame(width: 200)
}
