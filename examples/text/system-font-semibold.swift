// The SwiftUI twin of system-font-semibold.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("Semibold 20")
        .font(.system(size: 20, weight: .semibold))
}
