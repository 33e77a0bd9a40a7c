// The SwiftUI twin of height-limits-lines.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("The quick brown fox jumps over the lazy dog")
        .frame(width: 150, height: 45)
}
// layoutc-lint: ignore-file text-truncated -- this example shows how a text is truncated
