// The SwiftUI twin of vstack-spacing-zero.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    VStack(spacing: 0) {
        Color.red
            .frame(width: 100, height: 30)
        Text("No gaps")
        Color.blue
            .frame(width: 100, height: 30)
    }
}
