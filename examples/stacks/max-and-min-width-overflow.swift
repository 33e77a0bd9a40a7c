// The SwiftUI twin of max-and-min-width-overflow.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    HStack(spacing: 0) {
        Color.red
            .frame(maxWidth: 100)
        Color.green
            .frame(minWidth: 100)
    }
        .frame(width: 150, height: 100)
}
// layoutc-lint: ignore-file stack-overflow -- this example shows a row overflowing its frame
