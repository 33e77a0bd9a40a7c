// layoutc: --size 300x100
// The SwiftUI twin of priority-needs-outermost.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack(spacing: 0) {
        Color.red
            .frame(minWidth: 20)
            .layoutPriority(1)
            .padding(5)
        Color.blue
            .frame(minWidth: 20)
            .padding(5)
            .layoutPriority(1)
        Color.green
            .frame(width: 60)
    }
}
