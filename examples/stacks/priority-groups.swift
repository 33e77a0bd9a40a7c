// layoutc: --size 300x100
// The SwiftUI twin of priority-groups.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack(spacing: 0) {
        Color.red
            .frame(minWidth: 20)
        Color.blue
            .frame(minWidth: 20)
            .layoutPriority(1)
        Color.green
            .frame(width: 60)
    }
}
