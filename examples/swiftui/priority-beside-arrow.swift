// layoutc: --size 390x844
// twin: stacks/priority-truncation.lyt
// A text with a high layoutPriority beside a fixed arrow image: the image keeps its size, the
// priority text is sized before the others, which truncate (worked in the twin).
import SwiftUI

struct RouteRow: View {
    var body: some View {
        HStack {
            Text("London Heathrow")
            Image(systemName: "arrow.right")
            Text("San Francisco").layoutPriority(100)
            Text("11h 5m")
        }
        .lineLimit(1)
        .frame(width: 280)
    }
}
// layoutc-lint: ignore-file text-truncated -- this example shows which text a row truncates
