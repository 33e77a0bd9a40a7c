// The SwiftUI twin of divider-in-hstack.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack {
        Text("Left")
        Divider()
        Text("Right")
    }
        .fixedSize()
}
