// The SwiftUI twin of orphan-avoidance.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("Tap the button below to continue")
        .frame(width: 250)
}
