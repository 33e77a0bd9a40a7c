// The SwiftUI twin of priority-truncation.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack {
        Text("London Heathrow")
        Image(systemName: "arrow.right")
        Text("San Francisco")
            .layoutPriority(100)
        Text("11h 5m")
    }
        .lineLimit(1)
        .frame(width: 280)
}
// layoutc-lint: ignore-file text-truncated -- this example shows which text a row truncates
