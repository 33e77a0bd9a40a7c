// The SwiftUI twin of line-limit-two.lyt: the same layout, worked there.
import SwiftUI

#Preview {
    Text("The quick brown fox jumps over the lazy dog")
        .lineLimit(2)
        .frame(width: 150)
}
// layoutc-lint: ignore-file text-truncated -- this example shows how a text is truncated
